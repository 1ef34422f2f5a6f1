/**
 * The tours pages as the build wrote them, in every language: the list with each tour's days,
 * km, places and lowest fare; a tour's plan day by day, whose days add up to its total and
 * whose fares come from the one estimate; the WhatsApp message the page carries for a visitor
 * without JavaScript; the ways to a tour from the menu, the home page and each place's page;
 * the sitemap. (Moved from tests/e2e/tours.spec.ts; "Plan this tour", which only a page with
 * its scripts shows and uses, stays in the browser.)
 */
import { describe, expect, test } from "vitest";
import { business } from "#app/content/business/business.ts";
import { cars } from "#app/content/fleet/cars.ts";
import { editions, pageWords } from "#app/content/words/words.ts";
import { LANGS, type Lang } from "#app/content/languages.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { tours } from "#app/content/tours/tours.ts";
import { estimate } from "#app/lib/fare.ts";
import { localePath } from "#app/lib/i18n.ts";
import { rupees } from "#app/lib/money.ts";
import { toursPageData, type TourData } from "#app/kinds/tours/data.ts";
import { tourTrip } from "#app/lib/tour-links.ts";
import { placePath, TOURS_PATH, tourPath } from "#app/site-pages.ts";
import { attr, fileText, page, squash, text } from "./pages.ts";

const tourData = (lang: Lang, slug: string) => toursPageData(lang, slug) as TourData;
/** "About 225 km" → 225, in any language (the digits are Western in all three). */
const kmIn = (s: string) => Number(/(\d[\d,]*)/.exec(s)![1].replace(/,/g, ""));
/** "₹20,600" → 20600. */
const amountIn = (s: string) => Number(s.replace(/[^\d]/g, ""));

describe("the tours pages", () => {
  for (const lang of LANGS) {
    test(`${lang}: the tours page lists every tour with its days, km, places and lowest fare, each a link to its page`, () => {
      const w = pageWords("tours", lang);
      const p = page(localePath(lang, TOURS_PATH));
      expect(p.headings(1).map((h) => squash(text(h)))).toEqual([w.toursPage.heading]);
      const items = p.listItems(p.the("main")).filter((li) => p.headings(2, li).length > 0);
      expect(items).toHaveLength(tours.length);
      for (const tour of tours) {
        const data = tourData(lang, tour.slug);
        const item = items.filter((li) => p.links(data.heading, { root: li }).length > 0);
        expect(item).toHaveLength(1);
        const words = squash(text(item[0]));
        expect(words).toContain(String(data.km));
        expect(words).toContain(squash(data.total.days));
        for (const place of data.places) expect(words).toContain(squash(place.name));
        // The fare from the smallest car: the lowest estimate of any car for the whole tour.
        const lowest = Math.min(...cars.map((c) => estimate(tourTrip(tour), carRate(c.id)!, rateCard!)!.amount));
        expect(words).toContain(squash(rupees(lowest)));
        const links = p.links(undefined, { root: item[0] });
        expect(links).toHaveLength(1);
        expect(attr(links[0], "href")).toBe(localePath(lang, tourPath(tour.slug)));
      }
    });

    test(`${lang}: each tour's page shows its days, whose km add up to its total, and fares never below its km at the lowest rate`, () => {
      const w = pageWords("tours", lang);
      const { fares } = editions[lang].words;
      for (const tour of tours) {
        const data = tourData(lang, tour.slug);
        const p = page(localePath(lang, tourPath(tour.slug)));
        expect(p.headings(1).map((h) => squash(text(h)))).toEqual([data.heading]);
        // "Day 1", "દિવસ 1", "दिन 1": one heading a day, in order.
        const dayName = new RegExp(`^${w.tourPage.day.replace("{day}", "\\d+")}$`);
        const dayTitle = (i: number) => w.tourPage.day.replace("{day}", String(i + 1));
        expect(
          p
            .headings(2)
            .filter((h) => dayName.test(p.name(h)))
            .map((h) => squash(text(h))),
        ).toEqual(tour.days.map((_, i) => dayTitle(i)));
        let sum = 0;
        for (let i = 0; i < tour.days.length; i++) {
          const day = p.region(dayTitle(i), { exact: true });
          const words = squash(text(day));
          const figures = squash(data.days[i].figures);
          expect(words).toContain(figures);
          sum += kmIn(figures);
          expect(words).toContain(squash(data.days[i].end));
          expect(words).toContain(squash(data.days[i].seen));
          // Each day's route, from the last night's stop to this night's.
          const firstList = p.the("ul, ol", day);
          expect(p.listItems(firstList).map((li) => squash(text(li)))).toEqual(data.days[i].route.map(squash));
        }
        const total = squash(text(p.region(w.tourPage.totalTitle, { exact: true })));
        expect(total).toContain(squash(data.total.km));
        expect(kmIn(data.total.km)).toBe(sum);
        // The fare for each car, then what it leaves out.
        const tables = p
          .all("table")
          .filter(
            (t) => p.name(t).includes(w.tourPage.faresTitle) || squash(text(p.one("caption", t) ?? [])).includes(w.tourPage.faresTitle),
          );
        expect(tables).toHaveLength(1);
        expect(p.all("tr", tables[0])).toHaveLength(cars.length + 1);
        const lowestRate = Math.min(...cars.map((c) => carRate(c.id)!.perKm));
        for (const cell of p.all("td", tables[0])) expect(amountIn(text(cell))).toBeGreaterThanOrEqual(sum * lowestRate);
        const faresPart = squash(text(p.region(w.tourPage.faresTitle, { exact: true })));
        for (const item of fares.notIncluded) expect(faresPart).toContain(squash(item));
        expect(faresPart).toContain(squash(fares.estimateNote));
      }
    });

    test(`${lang}: a tour's WhatsApp link names the tour, its days and each day's places`, () => {
      const w = pageWords("tours", lang);
      for (const tour of tours) {
        const data = tourData(lang, tour.slug);
        const p = page(localePath(lang, tourPath(tour.slug)));
        const book = p.region(w.tourPage.bookTitle);
        const url = new URL(attr(p.link(editions[lang].words.shell.whatsappShort, { root: book }), "href")!);
        expect(url.pathname).toBe(`/${business.phone.replace(/\D/g, "")}`);
        const message = url.searchParams.get("text")!;
        expect(message).toContain(data.heading);
        expect(message).toContain(String(tour.days.length));
        data.days.forEach((day, i) =>
          expect(message).toContain(`${w.tourPage.day.replace("{day}", String(i + 1))}: ${day.route.join(" → ")}`),
        );
      }
    });
  }

  test("the menu, the home page and each place's page on a tour lead to the tours", () => {
    for (const lang of LANGS) {
      const w = pageWords("tours", lang);
      const p = page(localePath(lang, "/"));
      const nav = p.the(`nav[aria-label="${editions[lang].words.shell.navLabel}"]`);
      expect(attr(p.link(editions[lang].words.navLabels.tours, { root: nav }), "href")).toBe(localePath(lang, TOURS_PATH));
      const section = p.region(w.homeSection.title);
      for (const tour of tours)
        expect(attr(p.link(tourData(lang, tour.slug).heading, { root: section }), "href")).toBe(localePath(lang, tourPath(tour.slug)));
    }
    // Every place a tour includes shows that tour; Dwarka is on two.
    for (const tour of tours) {
      for (const place of tourData("en", tour.slug).places) {
        const p = page(place.href);
        expect(attr(p.link(tourData("en", tour.slug).heading), "href"), place.href).toBe(localePath("en", tourPath(tour.slug)));
      }
    }
    const gu = page(localePath("gu", placePath("dwarka")));
    const title = pageWords("tours", "gu").placeSection.title.replace("{to}", "દ્વારકા");
    expect(gu.all("h1, h2, h3").filter((h) => gu.name(h).includes(title))).toHaveLength(1);
  });

  test("the sitemap lists every tours page in every language, each with its editions, and each page names itself canonical with its slash", () => {
    const sitemap = fileText("sitemap.xml");
    for (const path of [TOURS_PATH, ...tours.map((t) => tourPath(t.slug))]) {
      for (const lang of LANGS) {
        expect(sitemap).toContain(`${localePath(lang, path)}</loc>`);
        expect(sitemap).toMatch(new RegExp(`hreflang="${lang === "en" ? "en-IN" : `${lang}-IN`}" href="[^"]*${localePath(lang, path)}"`));
      }
    }
    const p = page(localePath("hi", tourPath(tours[1].slug)));
    expect(attr(p.the('link[rel="canonical"]'), "href")).toMatch(new RegExp(`${localePath("hi", tourPath(tours[1].slug))}$`));
    expect(attr(p.the('link[rel="alternate"][hreflang="gu-IN"]'), "href")).toMatch(
      new RegExp(`${localePath("gu", tourPath(tours[1].slug))}$`),
    );
  });
});
