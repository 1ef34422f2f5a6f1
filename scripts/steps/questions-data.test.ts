/**
 * With a Google review link in business.json, the questions page and the home page show
 * “Review us on Google”, and the business's structured data names it in `sameAs`. (Without
 * one, neither: the real data has none, tests/built/questions.test.ts.)
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";

const REVIEW = "https://g.page/r/CnavkarSample/review";
vi.mock("#app/content/business/business.ts", async (original) => {
  const real = await original<typeof import("#app/content/business/business.ts")>();
  return { ...real, business: { ...real.business, reviewUrl: REVIEW } };
});

const { WordsContext } = await import("#app/components/words.tsx");
const { QuestionsPage } = await import("#app/kinds/questions/page.tsx");
const { questionsPageData } = await import("#app/kinds/questions/data.ts");
const { pageWords, siteWords } = await import("#app/content/words/words.ts");
const { questionsGraph } = await import("#app/kinds/questions/head.ts");
const { LANGS } = await import("#app/content/languages.ts");
const { pageGraph } = await import("#app/lib/structured-data.ts");
const { pageKind } = await import("#app/page-kinds.ts");

const site = { origin: "https://navkartours.example", base: "/" };

describe("with a Google review link", () => {
  it("the questions page links to it, in each language", () => {
    for (const lang of LANGS) {
      const label = pageWords("questions", lang).questionsPage.reviewUs;
      const render = (page: React.ReactElement) => renderToStaticMarkup(createElement(WordsContext, { value: siteWords(lang) }, page));
      // The home page shows it through the same component (components/review-link.tsx).
      for (const html of [render(createElement(QuestionsPage, { data: questionsPageData(lang) }))]) {
        expect(html).toContain(`href="${REVIEW}"`);
        expect(html).toContain(label);
      }
    }
  });

  it("the business's sameAs names it where the business is in full, and the FAQPage's answers are the page's", () => {
    const home = pageGraph(site, pageKind("home"), "gu")["@graph"] as unknown as Record<string, unknown>[];
    expect(home[0].sameAs).toContain(REVIEW);
    const graph = questionsGraph(site, "gu")["@graph"] as unknown as Record<string, unknown>[];
    const faq = graph.find((n) => n["@type"] === "FAQPage") as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(questionsPageData("gu").questions.map((q) => q.question));
  });
});
