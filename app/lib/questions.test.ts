/**
 * The questions page's answers: every figure from the rate card or the terms. A changed copy
 * of the card or the terms changes the answer; with fares hidden, no answer states a price.
 */
import { describe, expect, it } from "vitest";
import { leaveFor } from "./clock.ts";
import { minutesOf } from "#app/content/business/time.ts";
import { checkContent } from "#app/content/check.ts";
import { allImages, type Loose, real, withChange } from "#app/content/test-files.ts";
import type { RatesData } from "#app/content/fleet/rates-schema.ts";
import { LANGS, type Lang, PREFIXED_LANGS } from "#app/content/languages.ts";
import { answerText, questionsAnswers, termsSentences } from "./questions.ts";

const content = checkContent(real, allImages);
function answers(
  lang: Lang,
  change?: (f: Loose) => void,
  airport: { min: number; max: number } | null = { min: 1500, max: 4000 },
  cng: { name: string; bags: string }[] = [{ name: "Swift Dzire", bags: "1 large bag, 1 small bag" }],
) {
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
    cityFaresHref: "/places/rajkot/#fares",
    cngCars: cng,
    paying: { gst: c.business.gst, upi: c.business.upi },
    airport: card ? airport : null,
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
    expect(changed.gst).toMatch(/^The rates include GST\. /);
    const noNight = answers("gu", (f) => delete f["rates.json"].nightAllowance).byId;
    expect(noNight.night).toBe("કોઈ રાત્રિ ભથ્થું લેવાતું નથી.");
  });

  it("name the driver's allowance from the rate card, as the estimates include it", () => {
    const all = content.rates.cars.map((c) => c.driverPerDay);
    expect(answers("en").byId.included).toContain(`the driver's allowance (₹${Math.min(...all)} to ₹${Math.max(...all)} a day, by car)`);
  });

  it("state the terms' figures, and change with them", () => {
    const en = answers("en");
    expect(en.byId.cancel).toBe(
      "You can change the date or cancel at no charge up to 24 hours before the trip. Cancelling within 24 hours of the trip costs 20% of the fare, kept from the advance. What is refunded is paid back the way you paid it, within 7 days. If nobody comes to the pick-up 60 minutes after the time and we cannot reach you by phone, it counts as a late cancellation. If the car breaks down on the way, we send another car at no cost to you.",
    );
    expect(en.byId["late-train"]).toContain("the first 30 minutes of waiting are free");
    expect(en.byId.paying).toBe(
      `A booking is confirmed with an advance of 20% of the fare. You can pay by UPI, bank transfer or cash. UPI ID: ${content.business.upi}`,
    );
    const changed = answers("hi", (f) => {
      f["terms.json"].cancellation = { ...f["terms.json"].cancellation, hours: 1, kind: "none", dateChange: false };
      f["terms.json"].waitingMinutes = 45;
      f["terms.json"].advance = { kind: "none" };
      f["terms.json"].driverDetailsHours = 12;
    }).byId;
    expect(changed.cancel).toMatch(/^कैंसल करने का कोई चार्ज नहीं; यात्रा से कम से कम 1 घंटे पहले बताइए। तय समय के 60 मिनट बाद/);
    expect(changed["late-train"]).toContain("पहले 45 मिनट");
    expect(changed.paying).toMatch(/^बुकिंग के लिए एडवांस देने की ज़रूरत नहीं।/);
    expect(changed["driver-number"]).toContain("12 घंटे पहले");
    expect(answers("en", (f) => (f["terms.json"].driverDetailsHours = 1)).byId["driver-number"]).toContain("1 hour before");
  });

  it("with fares hidden, state no price and say how to ask", () => {
    for (const lang of LANGS) {
      const { list } = answers(lang, (f) => (f["rates.json"].show = false));
      // The states' taxes are theirs, about, not our prices.
      for (const q of list.filter((q) => q.id !== "permits")) expect(answerText(q.answer), q.id).not.toContain("₹");
      const ask = content.words[lang].questionsWords.questionsPage.askFare;
      expect(answerText(list.find((q) => q.id === "gst")!.answer).startsWith(ask)).toBe(true);
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
    for (const lang of PREFIXED_LANGS) {
      const { terms } = answers(lang, (f) => {
        f["terms.json"].payment = ["upi", "bank", "cash", "card"];
      });
      for (const sentence of [terms.advance, terms.includes]) expect(sentence, lang).not.toMatch(/, (અને|અથવા|કે|और|या) /u);
    }
    expect(answers("en").terms.advance).toMatch(/, bank transfer or cash\./);
  });
});

describe("the terms a customer asks about", () => {
  const extraHours = content.rates.cars.map((c) => c.extraHour!);
  it("price waiting past the free minutes at the cars' extra hour, and count a flight's from landing", () => {
    const late = answers("en").byId["late-train"];
    expect(late).toContain(
      `each 30 minutes of waiting costs half the car's extra-hour rate (₹${Math.min(...extraHours)} to ₹${Math.max(...extraHours)} an hour, by car)`,
    );
    expect(late).toContain("For a flight, the waiting counts from the time it lands.");
    expect(answers("en", (f) => (f["terms.json"].waitingCharge = "hour")).byId["late-train"]).toContain("each hour of waiting costs");
    expect(answers("gu", (f) => (f["terms.json"].waitingCharge = "none")).byId["late-train"]).toContain("વધુ રાહ જોવાનો પણ કોઈ ચાર્જ નથી.");
  });

  it("follow each of the owner's choices: AC, the driver's stay, extra stops, child seats, the roof", () => {
    const now = answers("en").byId;
    expect(now.ac).toContain("switches the AC off on steep ghat climbs");
    expect(now["driver-food-stay"]).toContain("You arrange nothing for him.");
    expect(now["extra-stop"]).toBe(
      "Yes: one stop for a meal is included in a one-way drop. Each other stop costs ₹200; tell us when you book.",
    );
    expect(now.children).toBe(
      "A child seat comes on request: ask for it when you book. A child counts as a passenger, whatever the age: count children when you choose the car.",
    );
    expect(now["boot-and-roof"]).toContain("rain cover");
    const changed = answers("en", (f) => {
      f["terms.json"].includes.acRule = "always";
      f["terms.json"].driverStay = "traveller";
      f["terms.json"].extraStopCharge = 0;
      f["terms.json"].childSeats = "carried";
      f["terms.json"].roofCarrier = false;
    }).byId;
    expect(changed.ac).toContain("The AC stays on all the way");
    expect(changed["driver-food-stay"]).toMatch(/^Yes: on the way, please arrange/);
    expect(changed["extra-stop"]).toContain("Other short stops cost nothing extra");
    expect(changed.children).toMatch(/^Every car carries a child seat\./);
    expect(changed["boot-and-roof"]).not.toContain("rain cover");
    expect(changed["boot-and-roof"]).toContain("We carry no bags on the roof");
  });

  it("give a night allowance's example, a start before 6 AM for Somnath's aarti, at the card's figure", () => {
    expect(answers("en").byId.night).toContain(
      `leaving before 6 AM to reach Somnath for the morning aarti adds ₹${content.rates.nightAllowance}`,
    );
    // The clock agrees: the drive to Somnath puts the start for its 7 AM aarti before 6 (it once said a 4 AM start reached it).
    const somnath = content.places.places.find((p) => p.slug === "somnath")!;
    const aarti = content.hours.sites.find((s) => s.at === "somnath")!.times!.find((t) => /morning/.test(t.en))!;
    expect(leaveFor(aarti.at, minutesOf(somnath.drivingTime))).toBeLessThan(minutesOf("06:00"));
    expect(leaveFor(aarti.at, minutesOf(somnath.drivingTime))).toBeLessThan(minutesOf("04:00"));
    expect(answers("en", (f) => (f["rates.json"].nightAllowance = 300)).byId.night).toContain("aarti adds ₹300");
  });

  it("say the states' taxes by the permit rules, with no figure a cab operator published, each with its source", () => {
    const permits = answers("en").list.find((q) => q.id === "permits")!;
    expect(answerText(permits.answer)).toMatch(
      /All India Tourist Permit.*Rajasthan: the check post may ask an entry fee; we know no figure/,
    );
    expect(answerText(permits.answer)).not.toMatch(/₹/);
    const links = permits.answer.filter((p) => typeof p !== "string");
    expect(links.map((l) => l.href)).toEqual([...new Set(content.terms.stateTaxes.map((t) => t.source))]);
  });

  it("give the airport transfer's price from the figures handed in, or say to ask", () => {
    expect(answers("en").byId.airport).toContain("₹1,500 to ₹4,000, by car");
    expect(answers("hi", undefined, null).byId.airport).toBe(content.words.hi.questionsWords.questionsPage.askFare);
  });

  it("name the cars on CNG with their bags in the answer about the boot, or say none runs on it", () => {
    expect(answers("en").byId["boot-and-roof"]).toContain("fewer bags: Swift Dzire (1 large bag, 1 small bag).");
    for (const lang of LANGS)
      expect(answers(lang, undefined, undefined, []).byId["boot-and-roof"]).toContain(
        content.words[lang].questionsWords.questions.boot.noCng,
      );
  });

  it("send the airport answer's reader to the table of transfer fares, in every language", () => {
    for (const lang of LANGS) {
      const airport = answers(lang).list.find((q) => q.id === "airport")!;
      expect(airport.answer).toContainEqual({
        text: content.words[lang].questionsWords.questions.airport.link,
        href: "/places/rajkot/#fares",
      });
      // No answer points at a table it does not link to.
      expect(answerText(airport.answer)).not.toMatch(/city page|શહેરના પેજ|शहर के पेज/);
    }
  });

  it("give the GSTIN while the business is registered for GST, and no GST at all when it is not", () => {
    const gst = answers("en").byId.gst;
    expect(gst).toContain(`Our GST number (GSTIN): ${content.business.gst.gstin}. A GST bill on request.`);
    expect(gst).toContain("5% GST is added");
    for (const lang of LANGS) {
      const none = answers(lang, (f) => (f["business.json"].gst = { registered: false })).byId.gst;
      expect(none).toBe(content.words[lang].questionsWords.questions.gst.none);
      expect(none).not.toContain("%");
    }
  });
});

describe("the answers as search engines get them (FAQPage)", () => {
  it("carry no link's words: the bags' answer ends with its sentence, not “See the cars”", () => {
    for (const lang of LANGS) {
      const { list } = answers(lang);
      const linkWords = list.flatMap((q) => q.answer.filter((p) => typeof p !== "string").map((p) => p.text));
      expect(linkWords.length, lang).toBeGreaterThan(0);
      for (const q of list) for (const words of linkWords) expect(answerText(q.answer), `${lang} ${q.id}`).not.toContain(words);
      const bags = list.find((q) => q.id === "bags")!;
      expect(answerText(bags.answer)).toBe(content.words[lang].questionsWords.questions.bags.a);
    }
  });

  it("say that a one-way drop's km are not counted back to the office", () => {
    expect(answers("en").byId["km-and-days"]).toMatch(/^Except on a one-way drop, km are counted from our office and back/);
    expect(answers("gu").byId["km-and-days"]).toMatch(/^એક તરફી ડ્રોપ સિવાય/);
    expect(answers("hi").byId["km-and-days"]).toMatch(/^एक तरफ़ा ड्रॉप को छोड़कर/);
  });
});
