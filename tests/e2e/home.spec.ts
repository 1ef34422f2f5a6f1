import { termsPolicies } from "#app/lib/policies.ts";
import { pages, places, policies, testimonials } from "./content.ts";
import { pageWords, siteWords } from "#app/content/words/words.ts";
import { business } from "#app/content/business/business.ts";
import { places as serviceAreas } from "#app/content/places/places.ts";
import { cars, popularCarIds } from "#app/content/fleet/cars.ts";
import { telLink, whatsappLink } from "#app/lib/links.ts";
import { expect, hydrated, test } from "./helpers.ts";

const copy = pages.home;

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("title, description and the one h1 with the hero call to action", async ({ page }) => {
    await expect(page).toHaveTitle("Navkar Tours & Travels | Home");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Clean and affordable car rental in Gujarat. Trusted by thousands. Book now!",
    );
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText("Travel with Trust & Comfort");
    await expect(page.getByRole("link", { name: "Book your ride now" })).toHaveAttribute("href", "/cars/");
  });

  test("sections come in the spec's order, each with its own heading", async ({ page }) => {
    // The text as it is in the page, drawn or not yet (the sections far down are drawn as they come near).
    const headings = await page.locator("main section h2").allTextContents();
    expect(headings).toEqual([
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
    const cta = page.getByRole("link", { name: "View Our Cars" });
    await expect(cta).toHaveAttribute("href", "/cars/");
  });

  test("Popular Cars: three pictures with names, each linking to its model's page", async ({ page }) => {
    const section = page.getByRole("region", { name: copy.popularTitle });
    const popular = popularCarIds.map((id) => cars.find((c) => c.id === id)!);
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(3);
    for (const [i, car] of popular.entries()) {
      const link = cards.nth(i).getByRole("link");
      await expect(link).toHaveAccessibleName(car.name);
      await expect(link).toHaveAttribute("href", `/cars/${car.model}/`);
      await expect(cards.nth(i).locator("img")).toHaveCount(1);
    }
  });

  test("What Customers Say: three quotes with their authors", async ({ page }) => {
    const figures = page.getByRole("region", { name: copy.testimonialsTitle }).locator("figure");
    await expect(figures).toHaveCount(3);
    for (const [i, t] of testimonials.entries()) {
      await expect(figures.nth(i).locator("blockquote")).toContainText(t.quote);
      await expect(figures.nth(i).locator("figcaption")).toContainText(t.author);
    }
  });

  test("We Operate In: every city, and outside Gujarat", async ({ page }) => {
    const items = page.getByRole("region", { name: copy.areasTitle }).getByRole("listitem");
    await expect(items).toHaveText([...serviceAreas.map((p) => p.en), places.alsoOutside]);
    expect(serviceAreas.map((p) => p.en)).toEqual([
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

  test("How to Book: three ordered steps with a real Call Now link", async ({ page }) => {
    const section = page.getByRole("region", { name: copy.howTitle });
    const steps = section.locator("ol > li");
    await expect(steps).toHaveCount(3);
    // The spec's words: step 2 is "Call to Book", its Call Now button with WhatsApp beside it.
    await expect(steps.locator("h3")).toHaveText(["Browse Cars", "Call to Book", "Ride On Time"]);
    await expect(steps.nth(1).getByRole("link", { name: "Call Now" })).toHaveAttribute("href", telLink(business.phone));
  });

  // Many visitors in India message a business from WhatsApp on their computer.
  test("on a desktop, every Call on the page has WhatsApp beside it, with the business's message", async ({ page }) => {
    expect(page.viewportSize()!.width).toBeGreaterThanOrEqual(1280);
    const whatsapp = whatsappLink(business.phone, siteWords("en").messages.general);
    const calls = page.locator(`a[href="${telLink(business.phone)}"]:visible`);
    // The header's, the hero's, How to Book's and the footer's.
    await expect(calls).toHaveCount(4);
    for (const call of await calls.all()) {
      const beside = call.locator("xpath=../..").locator(`a[href="${whatsapp}"]:visible`);
      await expect(beside, await call.evaluate((a) => a.closest("header, section, footer")!.outerHTML.slice(0, 80))).toHaveCount(1);
      await expect(beside).toHaveAttribute("target", "_blank");
      await expect(beside).toContainText("WhatsApp");
    }
  });

  test("Business Hours, Visit Us and Our Policies", async ({ page }) => {
    const hours = page.getByRole("region", { name: copy.hoursTitle });
    await expect(hours).toContainText("Every day");
    await expect(hours).toContainText("6:00 AM to 11:00 PM");
    await expect(hours).toContainText("24/7");
    const visit = page.getByRole("region", { name: copy.visitTitle });
    await expect(visit.locator("address")).toContainText(business.address.street.en);
    await expect(visit.locator("address")).toContainText("Rajkot");
    await expect(visit.locator("address")).toContainText("Gujarat");
    await expect(visit).toContainText("All types of Cars Available on Rental Basis");
    // The spec's four first (kinds/questions/data.ts), then the other terms written out.
    const shown = termsPolicies("en", policies);
    const items = page.getByRole("region", { name: copy.policiesTitle }).getByRole("listitem");
    await expect(items).toHaveText(shown);
    await expect(items.nth(0)).toHaveText(/^You can change the date or cancel at no charge up to \d+ hours? before the trip\.$/);
    // "No hidden charges", worded so that it stays true: tolls, parking and state tax are paid at cost.
    await expect(items.nth(1)).toHaveText(
      "No hidden charges: we tell you every charge before the trip; tolls, parking and state tax are paid at cost, as every estimate says.",
    );
    await expect(items.nth(2)).toContainText("background-verified");
    await expect(items.nth(3)).toContainText("sanitized before every trip");
    expect(shown.join(" ")).not.toMatch(/the fare you pay/i);
  });
});

test.describe("open-now label, in India Standard Time", () => {
  const cases = [
    ["2026-11-22T05:59:00+05:30", /^Closed now · opens 6:00 AM · emergency line 24\/7$/],
    ["2026-11-22T06:00:00+05:30", /^Open now · until 11:00 PM$/],
    ["2026-11-22T22:59:00+05:30", /^Open now · until 11:00 PM$/],
    ["2026-11-22T23:00:00+05:30", /^Closed now/],
  ] as const;
  for (const [time, label] of cases) {
    test(`at ${time} a visitor in New York reads ${label}`, async ({ browser }) => {
      const context = await browser.newContext({ timezoneId: "America/New_York" });
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date(time));
      await page.goto("/");
      await hydrated(page);
      await expect(page.getByTestId("open-now")).toHaveText(label);
      await context.close();
    });
  }

  test("the prerendered HTML makes no claim about now: it carries both sentences for the script", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toMatch(/>\s*(Open now|Closed now)/);
    expect(html).toContain('data-open="Open now · until 11:00 PM"');
  });
});
