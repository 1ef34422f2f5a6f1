/**
 * The questions page as the build wrote it, as a search engine reads it: at least twelve
 * questions in each language, each under its own anchor; its FAQPage data with the same
 * answers as the page; figures equal to the rate card's and the terms'; the footer of every
 * kind of page linking to it; the fare notes linking to answers that exist; the GSTIN; no
 * review link while there is none. (Moved from tests/e2e/questions.spec.ts; the UPI code and
 * link, shown on a phone or a computer, stay there.)
 */
import { describe, expect, test } from "vitest";
import rates from "#app/content/data/rates.json" with { type: "json" };
import terms from "#app/content/data/terms.json" with { type: "json" };
import { business } from "#app/content/business/business.ts";
import { LANGS } from "#app/content/languages.ts";
import { editions, pageWords } from "#app/content/words/words.ts";
import { localePath } from "#app/lib/i18n.ts";
import { pageKinds } from "#app/page-kinds.ts";
import { QUESTIONS_PATH } from "#app/site-pages.ts";
import { attr, page, squash, text } from "./pages.ts";

describe("the questions page", () => {
  for (const lang of LANGS) {
    test(`${localePath(lang, QUESTIONS_PATH)}: twelve questions or more, each with an anchor, and the FAQPage data says the same`, () => {
      const p = page(localePath(lang, QUESTIONS_PATH));
      const sections = p.all("main section[id]");
      expect(sections.length).toBeGreaterThanOrEqual(12);
      const shown = sections.map((s) => {
        const h2 = p.headings(2, s);
        expect(h2).toHaveLength(1);
        return {
          id: attr(s, "id")!,
          q: squash(text(h2[0])),
          // The answer's words; a link under it ("See the cars") is no part of the answer.
          a: squash(
            p
              .all("[data-answer] > p:not([data-link])", s)
              .map((x) => squash(text(x)))
              .join(" "),
          ),
        };
      });
      const faq = p.jsonLd["@graph"].find((n) => n["@type"] === "FAQPage") as {
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      };
      const entities = faq.mainEntity.map((e) => ({ q: e.name, a: squash(e.acceptedAnswer.text) }));
      expect(entities).toEqual(shown.map(({ q, a }) => ({ q, a })));
      // The anchors are the same English ids in every language.
      expect(shown.map((s) => s.id)).toContain("km-and-days");
      // The figures are the rate card's and the terms'.
      const answer = (id: string) => shown.find((s) => s.id === id)!.a;
      expect(answer("km-and-days")).toContain(String(rates.minKmPerDay));
      expect(answer("night")).toContain(`₹${rates.nightAllowance}`);
      expect(answer("late-train")).toContain(String(terms.waitingMinutes));
      expect(answer("driver-number")).toContain(String(terms.driverDetailsHours));
      expect(answer("cancel")).toContain(String(terms.cancellation.hours));
      expect(answer("paying")).toContain(`${terms.advance.percent}%`);
      // The FAQPage's answers carry no link's words.
      for (const e of entities) expect(e.a).not.toContain(pageWords("questions", lang).questionsPage.carsLink);
    });
  }

  test("the footer of every kind of page links to it", () => {
    for (const kind of pageKinds.filter((k) => k.key !== "offline")) {
      const path = kind.key === "notFound" ? "/no-such-page" : `${kind.path}${"items" in kind ? `/${kind.items.slugs()[0]}` : ""}`;
      const p = page(localePath("hi", path));
      expect(attr(p.link(editions.hi.words.navLabels.questions, { root: p.the("footer") }), "href"), kind.key).toBe(
        localePath("hi", QUESTIONS_PATH),
      );
    }
  });

  test("the fare notes of the cars, places and tours pages link to answers that exist", () => {
    const ids = page(localePath("gu", QUESTIONS_PATH))
      .all("main section[id]")
      .map((e) => attr(e, "id"));
    for (const path of ["/cars", "/places/dwarka", "/tours/dwarka-somnath"]) {
      const p = page(localePath("gu", path));
      const hrefs = p.all(`main a[href^="${localePath("gu", QUESTIONS_PATH)}#"]`).map((e) => attr(e, "href")!);
      expect(hrefs.length, path).toBeGreaterThan(0);
      for (const href of hrefs) expect(ids, `${path} → ${href}`).toContain(href.split("#")[1]);
    }
  });

  test("the GSTIN on the questions page, in every footer and as the business's taxID", () => {
    for (const path of [QUESTIONS_PATH, "/cars"]) {
      const p = page(localePath("gu", path));
      expect(squash(text(p.the('footer [data-testid="gstin"]')))).toBe(`અમારો GST નંબર: ${business.gst.gstin}. માગશો તો GST બિલ આપીશું.`);
    }
    const p = page(localePath("gu", QUESTIONS_PATH));
    expect(text(p.the("#gst [data-answer]"))).toContain(business.gst.gstin!);
    expect(p.jsonLd["@graph"][0].taxID).toBe(business.gst.gstin);
  });

  test("without a review link, neither the page nor the home page asks for a review", () => {
    for (const path of ["/", QUESTIONS_PATH]) {
      const p = page(localePath("en", path));
      expect(p.links(/Review us on Google/)).toHaveLength(0);
      expect(text(p.the('script[type="application/ld+json"]'))).not.toContain("g.page");
    }
  });
});
