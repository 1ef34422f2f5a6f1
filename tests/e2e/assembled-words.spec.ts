/**
 * The planner's sentences as a visitor reads them: assembled from pieces (the estimate and its
 * basis, the tolls, the timetable, the closed-then and leave-by lines, the early day and the
 * night allowance), on the page and in the WhatsApp message, for real trips in each language.
 * Each line is read for what a reader would catch in a sentence made of parts: the same word
 * twice within a few words, two labels' colons in one line, an empty part (an empty bracket, a
 * doubled comma, a placeholder left), and in Gujarati and Hindi a Latin word outside the names
 * that stay in Latin letters (docs/style-guide.md, section 4).
 */
import { cars } from "#app/content/fleet/cars.ts";
import { placesData } from "#app/content/places/places.ts";
import { type Lang, LANGS, languages } from "#app/content/languages.ts";
import { latinNames } from "#app/content/words/script-rules.ts";
import { editions } from "#app/content/words/words.ts";
import { addDays } from "#app/content/business/time.ts";
import { localePath } from "#app/lib/i18n.ts";
import { businessToday } from "#app/content/business/business.ts";
import { catchWhatsApp, expect, hydrated, test } from "./helpers.ts";

/** Words that come back in any sentence: the small words between the others. */
const SMALL: Record<Lang, Set<string>> = {
  en: new Set(["the", "a", "an", "to", "of", "and", "in", "at", "on", "or", "is", "for", "by", "it", "from", "am", "pm"]),
  gu: new Set(["અને", "છે", "તો", "પણ", "કે", "જ", "ના", "નો", "ની", "નું"]),
  hi: new Set(["का", "की", "के", "में", "से", "को", "पर", "और", "है", "हैं", "तो", "भी", "या", "ही", "तक"]),
};
const names = latinNames({ cars });
const place = (slug: string) => (slug === placesData.city.slug ? placesData.city : placesData.places.find((p) => p.slug === slug)!);

/** What a reader would catch in one line of assembled text. */
function slips(line: string, lang: Lang): string[] {
  const found: string[] = [];
  // A sentence with two labels' colons; a line may hold two sentences.
  for (const sentence of line.split(/(?<=[.।?!;])\s+/)) if ((sentence.match(/:\s/g) ?? []).length >= 2) found.push("two colons");
  if (/\(\s*\)|,\s*,|:\s*,|\s,|\{[a-zA-Z]+\}|\bundefined\b|\bNaN\b|\bnull\b|\s{2,}/.test(line)) found.push("an empty part");
  // The same word twice within a few words of one part of a sentence (a list's items, a label
  // and its value are parts apart): the same word, or one inside the next with an ending
  // (“સફારીની … સફારી”).
  const same = (a: string, b: string) => {
    const [short, long] = [a.toLowerCase(), b.toLowerCase()].sort((x, y) => x.length - y.length);
    return short === long || ([...short].length >= 3 && lang !== "en" && long.startsWith(short));
  };
  for (const part of line.split(/[,;:.।?!]\s/)) {
    const words = part.split(/[^\p{L}\p{M}\p{N}]+/u).filter((w) => w && !/^\d+$/.test(w));
    for (let i = 0; i < words.length; i++)
      for (let j = i + 1; j <= i + 3 && j < words.length; j++)
        if (same(words[i], words[j]) && !SMALL[lang].has(words[i].toLowerCase()) && [...words[i]].length > 1)
          found.push(`“${words[i]}” twice`);
  }
  if (lang !== "en") {
    const rest = names.reduce((text, n) => text.replaceAll(n, " "), line).replace(/https?:\/\/\S+|\S+@\S+/g, " ");
    for (const latin of rest.match(/[A-Za-z]{2,}/g) ?? []) found.push(`Latin “${latin}”`);
  }
  return found;
}

const today = businessToday();
const trips = [
  { drop: "dwarka", roundTrip: false, time: "08:00" },
  { drop: "somnath", roundTrip: true, time: "03:00" },
  { drop: "sasan-gir", roundTrip: false, time: "05:00" },
];

test("the reading catches each kind of slip", () => {
  expect(slips("Fare: ₹5,400: Innova Crysta", "en")).toContain("two colons");
  expect(slips("Innova Crysta () by km", "en")).toContain("an empty part");
  expect(slips("Tolls on the way, one way: about {car}", "en")).toContain("an empty part");
  expect(slips("ગીર જંગલ સફારીની પહેલી સફારી", "gu")).toEqual(["“સફારીની” twice"]);
  expect(slips("सुबह 6 बजे सुबह जल्दी", "hi")).toContain("“सुबह” twice");
  expect(slips("रेट per किमी", "hi")).toEqual(["Latin “per”"]);
  expect(slips("Innova Crysta, WhatsApp અને AC", "gu")).toEqual([]);
  expect(slips("Dwarka: 10:15 AM, Somnath at 7:00 PM", "en")).toEqual([]);
  expect(slips("सोमनाथ मंदिर में सुबह की आरती (सुबह 7:00) के लिए रात 3 बजे तक निकलें।", "hi")).toEqual(["“सुबह” twice"]);
  expect(slips("Not included: toll tax, state tax. An estimate: we confirm it.", "en")).toEqual([]);
});

for (const lang of LANGS)
  test(`${languages[lang].name}: the planner's assembled lines and its WhatsApp message read whole`, async ({ page, context }) => {
    test.setTimeout(60_000);
    const w = editions[lang].cars.carsPage.planner;
    const open = await catchWhatsApp(context);
    await page.goto(localePath(lang, "/cars/"));
    await hydrated(page, lang);
    const form = page.getByRole("region", { name: w.title });
    const field = (label: string) => form.getByLabel(label, { exact: false });
    const read: string[] = [];
    for (const trip of trips) {
      await field(w.pickup).fill(place("rajkot")[lang]);
      await field(w.drop).fill(place(trip.drop)[lang]);
      await form.getByRole("radio", { name: trip.roundTrip ? w.roundTrip : w.oneWay }).check();
      await field(w.date).fill(addDays(today, 10));
      if (trip.roundTrip) await field(w.returnDate).fill(addDays(today, 10));
      await field(w.time).fill(trip.time);
      await field(w.passengers).fill("4");
      // The timetable is drawn once the places, the day and the hour are in, a frame after the
      // change: this trip's, which names its drop, before the form is read.
      await expect(form.getByTestId("clock")).toContainText(place(trip.drop)[lang]);
      read.push(...(await form.innerText()).split("\n"));
      const url = await open(() => form.getByRole("button", { name: w.send }).click());
      read.push(...url.searchParams.get("text")!.split("\n"));
    }
    const lines = read.map((l) => l.trim()).filter(Boolean);
    expect(lines.length).toBeGreaterThan(60);
    expect(lines.flatMap((line) => slips(line, lang).map((s) => `${s}: ${line}`))).toEqual([]);
  });
