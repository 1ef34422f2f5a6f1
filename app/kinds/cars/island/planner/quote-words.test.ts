/** The planner's words around its figure: a fixed fare is a price, and nothing beside it calls it an estimate. */
import { describe, expect, it } from "vitest";
import { LANGS } from "#app/content/languages.ts";
import { editions } from "#app/content/words/words.ts";
import { quoteWords } from "./use-planner-estimate.ts";

describe("the planner's figure", () => {
  it("is never called an estimate when it is the owner's fixed fare or package, in any language", () => {
    for (const lang of LANGS) {
      const { fares } = editions[lang].words;
      const estimateWords = [fares.estimate("", "").replace(/[:\s]+$/u, ""), fares.estimateNote, fares.messageLine];
      for (const basis of ["fixed", "package"] as const) {
        const words = quoteWords(fares, { amount: "₹2,500", car: "Swift Dzire", basis });
        expect(words.headline).toContain("₹2,500");
        for (const said of [words.headline, words.note, words.messageLabel])
          for (const estimate of estimateWords) expect(said, `${lang} ${basis}`).not.toContain(estimate);
        // The word for an estimate itself (estimate, અંદાજ, अनुमान) is nowhere beside a fixed fare.
        expect([words.headline, words.note, words.messageLabel].join(" "), lang).not.toMatch(/estimate|અંદાજ|अनुमान/iu);
      }
      expect(quoteWords(fares, { amount: "₹2,600", car: "Swift Dzire" }).note).toBe(fares.estimateNote);
    }
  });
});
