/**
 * The questions page's head: its meta tags and JSON-LD, with its questions and answers as an
 * FAQPage (the same text as the page shows), and its social card's headline.
 * The route module (route.tsx) puts `meta` in the page's head; the build draws the social card
 * with `cardTitle` (scripts/postbuild.ts).
 */
import type { FAQPage } from "schema-dts";
import { type Lang, languages } from "#app/content/languages.ts";
import { pageCopy } from "#app/content/words/words.ts";
import { kindMeta } from "#app/lib/head.ts";
import { localePath } from "#app/lib/i18n.ts";
import { answerText } from "#app/lib/questions.ts";
import { builtSite, pageGraph, type Site, siteIds } from "#app/lib/structured-data.ts";
import { questionsPageData } from "./data.ts";
import { kind } from "./kind.ts";

/** The questions page's questions and answers, the same text as the page shows (kinds/questions/data.ts). */
export function faqNode(site: Site, lang: Lang, englishPath: string): FAQPage {
  const ids = siteIds(site);
  return {
    "@type": "FAQPage",
    "@id": `${ids.url(localePath(lang, englishPath))}#faq`,
    inLanguage: languages[lang].tag,
    mainEntity: questionsPageData(lang).questions.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: { "@type": "Answer", text: answerText(q.answer) },
    })),
  };
}

export const meta = (lang: Lang) => kindMeta(kind, lang, { own: [faqNode(builtSite(), lang, kind.path)] });
/** The page's graph, as its meta writes it. */
export const questionsGraph = (site: Site, lang: Lang) => pageGraph(site, kind, lang, { own: [faqNode(site, lang, kind.path)] });
export const cardTitle = (lang: Lang) => pageCopy(lang, "questions").headline;
