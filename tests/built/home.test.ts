/**
 * The home page as the build wrote it: its head and its one h1, its sections in the spec's
 * order, and what each says and links to. (Moved from tests/e2e/home.spec.ts; the Call and
 * WhatsApp pairs shown on a desktop, and the open-now label the page's script sets, stay in the
 * browser.)
 */
import { describe, expect, test } from "vitest";
import { termsPolicies } from "#app/lib/policies.ts";
import { pages, places, policies, testimonials } from "#tests/e2e/content.ts";
import { pageWords } from "#app/content/words/words.ts";
import { business } from "#app/content/business/business.ts";
import { places as serviceAreas } from "#app/content/places/places.ts";
import { cars, popularCarIds } from "#app/content/fleet/cars.ts";
import { telLink } from "#app/lib/links.ts";
import { attr, page, squash, text, type Element } from "./pages.ts";

const copy = pages.home;
const texts = (els: Element[]) => els.map((e) => squash(text(e)));

describe("home page", () => {
  const p = page("/");

  test("title, description and the one h1 with the hero call to action", () => {
    expect(p.title).toBe("Navkar Tours & Travels | Home");
    expect(p.meta("description")).toBe("Clean and affordable car rental in Gujarat. Trusted by thousands. Book now!");
    expect(p.all("h1")).toHaveLength(1);
    expect(squash(text(p.the("h1")))).toBe("Travel with Trust & Comfort");
    expect(attr(p.link("Book your ride now"), "href")).toBe("/cars/");
  });

  test("sections come in the spec's order, each with its own heading", () => {
    expect(texts(p.all("main section h2"))).toEqual([
      copy.popularTitle,
      copy.testimonialsTitle,
      copy.areasTitle,
      pageWords("tours", "en").homeSection.title,
      copy.howTitle,
      copy.hoursTitle,
      copy.ctaTitle,
      copy.visitTitle,
      copy.policiesTitle,
    ]);
    // The call to action sits between Business Hours and Visit Us.
    expect(attr(p.link("View Our Cars"), "href")).toBe("/cars/");
  });

  test("Popular Cars: three pictures with names, each linking to its model's page", () => {
    const section = p.region(copy.popularTitle);
    const popular = popularCarIds.map((id) => cars.find((c) => c.id === id)!);
    const cards = p.listItems(section);
    expect(cards).toHaveLength(3);
    for (const [i, car] of popular.entries()) {
      const links = p.links(undefined, { root: cards[i] });
      expect(links).toHaveLength(1);
      expect(p.name(links[0])).toBe(car.name);
      expect(attr(links[0], "href")).toBe(`/cars/${car.model}/`);
      expect(p.all("img", cards[i])).toHaveLength(1);
    }
  });

  test("What Customers Say: three quotes with their authors", () => {
    const figures = p.all("figure", p.region(copy.testimonialsTitle));
    expect(figures).toHaveLength(3);
    for (const [i, t] of testimonials.entries()) {
      expect(squash(text(p.the("blockquote", figures[i])))).toContain(squash(t.quote));
      expect(squash(text(p.the("figcaption", figures[i])))).toContain(squash(t.author));
    }
  });

  test("We Operate In: every city, and outside Gujarat", () => {
    expect(texts(p.listItems(p.region(copy.areasTitle)))).toEqual([...serviceAreas.map((x) => x.en), places.alsoOutside]);
    expect(serviceAreas.map((x) => x.en)).toEqual([
      "Rajkot",
      "Jamnagar",
      "Dwarka",
      "Junagadh",
      "Somnath",
      "Ahmedabad",
      "Porbandar",
      "Bhavnagar",
      "Surat",
      "Vadodara",
      "Gandhinagar",
      "Diu",
      "Sasan Gir",
      "Bhuj",
      "Statue of Unity",
    ]);
  });

  test("How to Book: three ordered steps with a real Call Now link", () => {
    const steps = p.all("ol > li", p.region(copy.howTitle));
    expect(steps).toHaveLength(3);
    // The spec's words: step 2 is "Call to Book", its Call Now button with WhatsApp beside it.
    expect(texts(p.all("h3", steps))).toEqual(["Browse Cars", "Call to Book", "Ride On Time"]);
    expect(attr(p.link("Call Now", { root: steps[1] }), "href")).toBe(telLink(business.phone));
  });

  test("Business Hours, Visit Us and Our Policies", () => {
    const hours = squash(text(p.region(copy.hoursTitle)));
    expect(hours).toContain("Every day");
    expect(hours).toContain("6:00 AM to 11:00 PM");
    expect(hours).toContain("24/7");
    const visit = p.region(copy.visitTitle);
    const address = squash(text(p.the("address", visit)));
    expect(address).toContain(business.address.street.en);
    expect(address).toContain("Rajkot");
    expect(address).toContain("Gujarat");
    expect(squash(text(visit))).toContain("All types of Cars Available on Rental Basis");
    // The spec's four first (kinds/questions/data.ts), then the other terms written out.
    const shown = termsPolicies("en", policies);
    const items = texts(p.listItems(p.region(copy.policiesTitle)));
    expect(items).toEqual(shown.map(squash));
    expect(items[0]).toMatch(/^You can change the date or cancel at no charge up to \d+ hours? before the trip\.$/);
    // "No hidden charges", worded so that it stays true: tolls, parking and state tax are paid at cost.
    expect(items[1]).toBe(
      "No hidden charges: we tell you every charge before the trip; tolls, parking and state tax are paid at cost, as every estimate says.",
    );
    expect(items[2]).toContain("background-verified");
    expect(items[3]).toContain("sanitized before every trip");
    expect(shown.join(" ")).not.toMatch(/the fare you pay/i);
  });

  test("the prerendered HTML makes no claim about now: it carries both sentences for the script", () => {
    expect(p.html).not.toMatch(/>\s*(Open now|Closed now)/);
    expect(p.html).toContain('data-open="Open now · until 11:00 PM"');
  });
});
