/**
 * A business not registered for GST adds no GST anywhere: the rate card the site reads says
 * its rates are GST-free (content/fleet/rates.ts), so no estimate carries the 5%; the answer
 * and the fare notes say no GST is added; no GSTIN in the footer or the structured data.
 * (Registered, as the sample is: the GSTIN on the questions page, in the footer and as
 * `taxID`, tests/built/questions.test.ts and structured-data below.)
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";

vi.mock("#app/content/business/business.ts", async (original) => {
  const real = await original<typeof import("#app/content/business/business.ts")>();
  return { ...real, business: { ...real.business, gst: { registered: false } } };
});

const { WordsContext } = await import("#app/components/words.tsx");
const { SiteFooter } = await import("#app/components/site-footer.tsx");
const { FareNotes } = await import("#app/components/fare-notes.tsx");
const { questionsPageData } = await import("#app/kinds/questions/data.ts");
const { pageWords, siteWords } = await import("#app/content/words/words.ts");
const { rateCard, carRate } = await import("#app/content/fleet/rates.ts");
const { cars } = await import("#app/content/fleet/cars.ts");
const { estimate } = await import("#app/lib/fare.ts");
const { answerText } = await import("#app/lib/questions.ts");
const { businessNode } = await import("#app/lib/structured-data.ts");
const { LANGS } = await import("#app/content/languages.ts");
const rates = (await import("#app/content/data/rates.json", { with: { type: "json" } })).default;

const site = { origin: "https://navkartours.example", base: "/" };

describe("a business not registered for GST", () => {
  it("reads a rate card without GST: no estimate carries the 5%", () => {
    expect(rates.gstIncluded).toBe(false);
    expect(rateCard!.gstIncluded).toBe(true);
    const rate = carRate(cars[0].id)!;
    const trip = { kind: "return" as const, km: 200, days: 1 };
    const withGst = estimate(trip, rate, { ...rateCard!, gstIncluded: false })!.amount;
    const shown = estimate(trip, rate, rateCard!)!.amount;
    expect(shown).toBeLessThan(withGst);
  });

  it("says so on the questions page and under every fare, and shows no GSTIN", () => {
    for (const lang of LANGS) {
      const none = pageWords("questions", lang).questions.gst.none;
      const gst = questionsPageData(lang).questions.find((q) => q.id === "gst")!;
      expect(answerText(gst.answer)).toBe(none);
      const render = (el: React.ReactElement) => renderToStaticMarkup(createElement(WordsContext, { value: siteWords(lang) }, el));
      expect(render(createElement(FareNotes))).toContain(none);
      expect(render(createElement(SiteFooter))).not.toContain('data-testid="gstin"');
    }
    expect(businessNode(site)).not.toHaveProperty("taxID");
  });
});
