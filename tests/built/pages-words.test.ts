/**
 * What the spec's pages and the shell say, as the build wrote them: the menu's current link,
 * the landmarks, the footer's number; the cars page's cards; the about and owner pages; the
 * owner's mail link; a notice carried in the HTML. (Moved from tests/e2e/shell.spec.ts,
 * cars.spec.ts, about-owner.spec.ts and notices.spec.ts; what a visitor does with them — the
 * menu, the filter, the bars, the notice shown by the date — stays in the browser.)
 */
import { describe, expect, test } from "vitest";
import { business } from "#app/content/business/business.ts";
import { cars } from "#app/content/fleet/cars.ts";
import { LANGS } from "#app/content/languages.ts";
import { notices } from "#app/content/notices/notices.ts";
import { editions } from "#app/content/words/words.ts";
import { localePath } from "#app/lib/i18n.ts";
import { placePath } from "#app/site-pages.ts";
import { achievements, messages, nav, pages, shell, sitePages } from "#tests/e2e/content.ts";
import { attr, type Element, page, squash, text } from "./pages.ts";

const texts = (els: Element[]) => els.map((e) => squash(text(e)));

describe("the shell", () => {
  for (const path of sitePages.map((s) => localePath("en", s.path))) {
    test(`on ${path} the current link is marked, the others are not`, () => {
      const p = page(path);
      const navEl = p.the(`nav[aria-label="${shell.navLabel}"]`);
      for (const item of nav) {
        const link = p.link(item.label, { exact: true, root: navEl });
        expect(attr(link, "href")).toBe(item.path);
        if (item.path === path) expect(attr(link, "aria-current")).toBe("page");
        else expect(attr(link, "aria-current") ?? "").toBe("");
      }
    });
  }

  test("landmarks: one banner, main navigation, main and contentinfo", () => {
    const p = page("/");
    // A header or footer is the page's banner or contentinfo unless it sits in a part of the page.
    const top = (el: Element) => !p.all("article, aside, main, nav, section").some((part) => p.all(el.name, part).includes(el));
    expect(p.all("header").filter(top)).toHaveLength(1);
    expect(p.all(`nav[aria-label="${shell.navLabel}"]`)).toHaveLength(1);
    expect(p.all("main")).toHaveLength(1);
    expect(p.all("footer").filter(top)).toHaveLength(1);
  });

  test("the footer shows the phone number grouped as people write it, and dials it", () => {
    const p = page("/");
    const digits = business.phone.replace(/\D/g, "");
    expect(attr(p.link(`+91 ${digits.slice(2, 7)} ${digits.slice(7)}`, { root: p.the("footer") }), "href")).toBe(`tel:+${digits}`);
  });
});

describe("cars page", () => {
  const copy = pages.cars;
  const p = page("/cars/");
  const items = () => p.all('[data-testid="car-grid"] > li');

  test("heading, intro and every car in the content's order", () => {
    expect(texts(p.all("h1"))).toEqual(["Explore Our Car Collection"]);
    expect(squash(text(p.the("main p")))).toBe(squash(copy.intro));
    expect(items()).toHaveLength(cars.length);
    expect(texts(p.all("h2", items()))).toEqual(cars.map((c) => c.name));
    const seats = p.all("*", items()).filter((el) => /^Seats: \d+ passengers$/.test(squash(text(el))));
    expect(texts(seats)).toEqual(cars.map((c) => `Seats: ${c.capacity} passengers`));
  });

  test("each card's pictures name the car", () => {
    for (const [i, { name }] of cars.entries()) {
      const imgs = p.all("img", items()[i]);
      expect(imgs).toHaveLength(1);
      expect(attr(imgs[0], "alt")).toMatch(new RegExp(`^${name}`));
    }
  });

  test("every card calls and messages the booking number, naming the car", () => {
    const names = new Set<string>();
    for (const [i, car] of cars.entries()) {
      const item = items()[i];
      const digits = car.phone.replace(/\D/g, "");
      const call = p.link(/^Call Now/, { root: item });
      expect(squash(text(call))).toBe("Call Now");
      expect(attr(call, "href")).toBe(`tel:+${digits}`);
      const message = p.link(/^Message Now/, { root: item });
      expect(squash(text(message))).toBe("Message Now");
      expect(attr(message, "target")).toBe("_blank");
      expect(attr(message, "rel")).toBe("noopener noreferrer");
      const href = attr(message, "href")!;
      const url = new URL(href);
      expect(url.origin + url.pathname).toBe(`https://wa.me/${digits}`);
      expect(href).not.toContain("+");
      expect(href).not.toMatch(/ /);
      const words = url.searchParams.get("text")!;
      expect(words).toContain(`${car.name} (${car.capacity} passengers)`);
      expect(words).toMatch(/^Hello Navkar Tours & Travels/);
      // Link names are unique to assistive technology.
      for (const link of [call, message]) {
        const name = attr(link, "aria-label")!;
        expect(names.has(name), name).toBe(false);
        names.add(name);
      }
    }
  });
});

describe("about and owner pages", () => {
  test("about: description, social link, feedback and the gallery", () => {
    const p = page("/about/");
    expect(texts(p.all("h1"))).toEqual([pages.about.heading]);
    for (const para of pages.about.paragraphs) expect(squash(text(p.the("main"))), para).toContain(squash(para));
    const social = p.link(new RegExp(business.social.company.label));
    expect(attr(social, "href")).toBe(business.social.company.url);
    expect(attr(social, "rel")).toBe("noopener noreferrer");

    const feedback = p.link(/^Message on WhatsApp/);
    const href = attr(feedback, "href")!;
    expect(href.startsWith(`https://wa.me/${business.phone.replace(/\D/g, "")}?text=`)).toBe(true);
    const words = new URL(href).searchParams.get("text")!;
    expect(words).toBe(messages.feedback);
    expect(words).toMatch(/^Hello Navkar Tours & Travels/);
    expect(words).toMatch(/feedback/);
    expect(attr(feedback, "target")).toBe("_blank");

    const gallery = p.region(pages.about.galleryTitle);
    expect(p.all("img", gallery).map((i) => attr(i, "alt"))).toEqual([pages.about.banner.alt, ...pages.about.posters.map((x) => x.alt)]);
  });

  test("owner: portrait, name, bio, social link, achievements and gallery", () => {
    const p = page("/owner/");
    expect(texts(p.all("h1"))).toEqual([business.owner.name.en]);
    expect(
      p.all("img").filter((i) =>
        squash(attr(i, "alt") ?? "")
          .toLowerCase()
          .includes(squash(pages.owner.portraitAlt).toLowerCase()),
      ),
    ).toHaveLength(1);
    for (const para of pages.owner.bio) expect(squash(text(p.the("main"))), para).toContain(squash(para));
    expect(attr(p.link(new RegExp(business.social.owner.label)), "href")).toBe(business.social.owner.url);
    const cards = p.all("article", p.region(pages.owner.achievementsTitle));
    // Each award is named by its heading.
    for (const [i, a] of achievements.entries()) expect(p.name(cards[i])).toBe(squash(a.title));
    expect(texts(p.all("h3", cards))).toEqual([
      "Community Leader Award 2023",
      "Gauseva Gold Medal",
      "Humanity Star Recognition",
      "Travel Business Excellence",
    ]);
    for (const [i, a] of achievements.entries()) expect(squash(text(cards[i]))).toContain(squash(a.description));
    expect(p.all("img", p.region(pages.owner.galleryTitle))).toHaveLength(3);
  });

  for (const lang of LANGS) {
    const path = localePath(lang, "/owner/");
    test(`${path}: Mail Now opens a mail with subject and greeting, %20 for spaces and CR LF for line breaks`, () => {
      const { owner, words } = editions[lang];
      const href = attr(page(path).link(owner.ownerPage.mailLink), "href")!;
      expect(href.startsWith(`mailto:${business.email}?subject=`)).toBe(true);
      expect(href).not.toContain("+");
      expect(href).toContain("%20");
      // RFC 6068: lines end in %0D%0A; some phone mail apps join lines split by a bare %0A.
      expect(href).toContain("%0D%0A");
      expect(href).not.toMatch(/(?<!%0D)%0A/);
      const params = new URLSearchParams(href.split("?")[1]);
      expect(params.get("subject")).toBe(words.messages.mailSubject);
      expect(params.get("body")).toBe(words.messages.mailBody.replace(/\n/g, "\r\n"));
    });
  }
});

describe("a notice, in the HTML as built", () => {
  // The sample's notice for Dwarka at Janmashtami (data/notices.json).
  const notice = notices.find((n) => n.places?.includes("dwarka"))!;
  const notes = (path: string) => page(path).all('[role="note"]');

  test("the page carries the notice in its HTML", () => {
    const found = notes(localePath("gu", placePath("dwarka"))).filter((n) => squash(text(n)).includes(squash(notice.text.gu)));
    expect(found).toHaveLength(1);
  });

  test("a place it does not concern has none", () => {
    expect(notes(localePath("en", placePath("jamnagar")))).toHaveLength(0);
  });
});
