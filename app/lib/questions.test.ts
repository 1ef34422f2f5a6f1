/**
 * The questions page's answers: every figure from the rate card or the terms. A changed copy
 * of the card or the terms changes the answer; with fares hidden, no answer states a price.
 */
import { describe, expect, it } from "vitest";
import { checkContent } from "#app/content/check.ts";
import { allImages, type Loose, real, withChange } from "#app/content/test-files.ts";
import type { RatesData } from "#app/content/fleet/schema.ts";
import { LANGS, type Lang } from "#app/content/languages.ts";
import { answerText, questionsAnswers, termsSentences } from "./questions.ts";

const content = checkContent(real, allImages);
function answers(lang: Lang, change?: (f: Loose) => void) {
  const c = change ? checkContent(withChange(change), allImages) : content;
  const r: RatesData = c.rates;
  const card = r.show
    ? {
        minKmPerDay: r.minKmPerDay,
        dayDriveHours: r.dayDriveHours,
        oneWayMinKm: r.oneWayMinKm,
        gstIncluded: r.gstIncluded,
        nightAllowance: r.nightAllowance,
        local: r.local,
      }
    : null;
  const input = {
    lang,
    words: c.words[lang].questionsWords,
    fares: c.words[lang].shared.fares,
    terms: c.terms,
    card,
    rates: card ? r.cars : [],
    carsHref: "/cars/",
  };
  const byId = Object.fromEntries(questionsAnswers(input).map((q) => [q.id, answerText(q.answer)]));
  return { byId, list: questionsAnswers(input), terms: termsSentences(input) };
}

describe("the questions' answers", () => {
  it("are at least twelve in every language, each with its own anchor, the same in every language", () => {
    const ids = answers("en").list.map((q) => q.id);
    expect(ids.length).toBeGreaterThanOrEqual(12);
    expect(new Set(ids).size).toBe(ids.length);
    for (const lang of LANGS) expect(answers(lang).list.map((q) => q.id)).toEqual(ids);
  });

  it("state the rate card's figures, and change with it", () => {
    const now = answers("en").byId;
    expect(now["km-and-days"]).toContain(`${content.rates.minKmPerDay} km are billed`);
    expect(now.night).toContain(`₹${content.rates.nightAllowance}`);
    const changed = answers("en", (f) => {
      f["rates.json"].minKmPerDay = 275;
      f["rates.json"].nightAllowance = 350;
      f["rates.json"].oneWayMinKm = 150;
      f["rates.json"].gstIncluded = true;
    }).byId;
    expect(changed["km-and-days"]).toContain("At least 275 km are billed");
    expect(changed.night).toContain("₹350 a night");
    expect(changed["one-way"]).toContain("at least 150 km");
    expect(changed.gst).toBe("The rates include GST.");
    const noNight = answers("gu", (f) => delete f["rates.json"].nightAllowance).byId;
    expect(noNight.night).toBe("કોઈ રાત્રિ ભથ્થું લેવાતું નથી.");
  });

  it("name the driver's allowance from the rate card, as the estimates include it", () => {
    const all = content.rates.cars.map((c) => c.driverPerDay);
    expect(answers("en").byId.included).toContain(`the driver's allowance (₹${Math.min(...all)} to ₹${Math.max(...all)} a day, by car)`);
  });

  it("state the terms' figures, and change with them", () => {
    const en = answers("en");
    expect(en.byId.cancel).toBe("Cancelling is free up to 24 hours before the trip; later, 25% of the fare is charged.");
    expect(en.byId["late-train"]).toContain("the first 30 minutes of waiting are free");
    expect(en.byId.paying).toBe("A booking is confirmed with an advance of 20% of the fare. You can pay by UPI, bank transfer or cash.");
    const changed = answers("hi", (f) => {
      f["terms.json"].cancellation = { hours: 1, kind: "amount", amount: 500 };
      f["terms.json"].waitingMinutes = 45;
      f["terms.json"].advance = { kind: "none" };
      f["terms.json"].driverDetailsHours = 12;
    }).byId;
    expect(changed.cancel).toBe("यात्रा से 1 घंटे पहले तक कैंसल करने का कोई चार्ज नहीं; उसके बाद ₹500 लिया जाता है।");
    expect(changed["late-train"]).toContain("पहले 45 मिनट");
    expect(changed.paying).toMatch(/^बुकिंग के लिए एडवांस देने की ज़रूरत नहीं।/);
    expect(changed["driver-number"]).toContain("12 घंटे पहले");
    expect(answers("en", (f) => (f["terms.json"].driverDetailsHours = 1)).byId["driver-number"]).toContain("1 hour before");
  });

  it("with fares hidden, state no price and say how to ask", () => {
    for (const lang of LANGS) {
      const { list } = answers(lang, (f) => (f["rates.json"].show = false));
      for (const q of list) expect(answerText(q.answer), q.id).not.toContain("₹");
      const ask = content.words[lang].questionsWords.questionsPage.askFare;
      expect(answerText(list.find((q) => q.id === "gst")!.answer)).toBe(ask);
    }
  });

  it("say only what the fare notes say about tolls, parking and permits: paid at cost, never included", () => {
    const en = answers("en");
    expect(en.byId.included).toContain(
      "Not included (paid on the way, at cost): Toll tax, Parking and State tax / permit (outside Gujarat).",
    );
    expect(Object.values(en.terms).join(" ")).not.toMatch(/hidden|the fare you pay/i);
  });
});

describe("the lists in the answers", () => {
  it("put no comma before the last “and” or “or” in Gujarati and Hindi, as English does", () => {
    for (const lang of ["gu", "hi"] as const) {
      const { terms } = answers(lang, (f) => {
        f["terms.json"].payment = ["upi", "bank", "cash", "card"];
      });
      for (const sentence of [terms.advance, terms.includes]) expect(sentence, lang).not.toMatch(/, (અને|અથવા|કે|और|या) /u);
    }
    expect(answers("en").terms.advance).toMatch(/, bank transfer or cash\./);
  });
});
