/**
 * Bad values an owner could plausibly write, by hand or in the editor, and what the site must
 * do with each: refuse it in the owner's words (naming the file and the field, without a stack
 * trace), warn and build, or accept it. One change at a time to a copy of the real data files.
 * bad-values.test.ts holds the site to this table; `node scripts/bad-values.ts` prints it with
 * the messages, for the guide and for a review.
 *
 * The load-order cases run the build's real entry point (`npm run build`) on a copy of the
 * project: a file that is not valid JSON, or a value of the wrong type in a file the page list
 * is made from, must meet the content check before anything else reads it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { stripVTControlCharacters } from "node:util";
import path from "node:path";
import { type Content, loadContent } from "#app/content/check.ts";
import { CONTENT_DIR } from "#app/content/files.ts";
import { imageExistsOnDisk } from "#app/content/read.ts";
import { npmCommand } from "#common/npm-run.ts";
import { contentWarnings } from "./content-check.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the cases break the files by hand
type Loose = Record<string, any>;

export interface BadValue {
  /** The kind of slip (the words), for the table. */
  kind: string;
  /** The owner's change, in words. */
  what: string;
  /** The file it is made in, under CONTENT_DIR. */
  file: string;
  /** The change to the parsed file; or `text`, to its text (a slip JSON cannot hold). */
  edit?: (json: Loose) => void;
  text?: (raw: string) => string;
  outcome: "refused" | "warned" | "accepted";
  /** What the message names: the field as the owner finds it, and the rule's words. */
  says?: RegExp;
  /** Run through `npm run build` rather than the check alone. */
  build?: true;
}

const MB5 = "I booked a car for Dwarka. ".repeat(200_000).slice(0, 5 * 1024 * 1024);
/** The text of a file with `find` (its first occurrence) replaced. */
const swap = (find: string | RegExp, by: string) => (raw: string) => {
  const out = raw.replace(find, by);
  if (out === raw) throw new Error(`the case's text ${String(find)} is not in the file`);
  return out;
};

/** A message to be found word for word (its characters taken as they are, not as a pattern). */
const exactly = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

export const BAD_VALUES: BadValue[] = [
  // 1. Something read the data before the check did.
  {
    kind: "load order",
    what: "a comma after the last car",
    file: "fleet.json",
    text: swap(/\}\s*\]\s*,\s*"groups"/, '},\n  ],\n  "groups"'),
    outcome: "refused",
    says: /line \d+: a comma after the last entry.*remove the comma at the end of line \d+/,
    build: true,
  },
  {
    kind: "load order",
    what: "a comma missing between two fields of a place",
    file: "places.json",
    text: swap(/("distanceKm": \d+),/, "$1"),
    outcome: "refused",
    says: /line \d+: a comma is missing between two entries/,
    build: true,
  },
  {
    kind: "load order",
    what: "the file's last brace deleted",
    file: "tours.json",
    text: (raw) => raw.trimEnd().replace(/\}$/, ""),
    outcome: "refused",
    says: /not closed; a \} is missing/,
    build: true,
  },
  {
    kind: "load order",
    what: "a number where a car's name belongs",
    file: "fleet.json",
    edit: (f) => (f.cars[2].name = 123),
    outcome: "refused",
    says: /car 3 → name: must be text in double quotes/,
    build: true,
  },
  {
    kind: "load order",
    what: "a field name without quotes in a Gujarati words file",
    file: "pages/home.gu.json",
    text: swap('"heroTitle"', "heroTitle"),
    outcome: "refused",
    says: /\(Gujarati\): not valid JSON at line \d+: a field name or text without double quotes/,
    build: true,
  },
  {
    kind: "load order",
    what: "curly quotes from a word processor in the roads table",
    file: "roads.json",
    text: swap('"slug": "bet-dwarka"', "“slug”: “bet-dwarka”"),
    outcome: "refused",
    says: /line \d+: a curly quote/,
    build: true,
  },
  {
    kind: "load order",
    what: "a text's closing quote deleted in the words every page shares",
    file: "words.hi.json",
    text: swap(/"होम",/, '"होम,'),
    outcome: "refused",
    says: /\(Hindi\): not valid JSON at line \d+/,
  },
  {
    kind: "load order",
    what: "single quotes in the business details",
    file: "business.json",
    text: swap('"email"', "'email'"),
    outcome: "refused",
    says: /line \d+: a single quote/,
  },
  {
    kind: "load order",
    what: "a comment in the rate card",
    file: "rates.json",
    text: (raw) => raw.replace("{", "{\n  // my rates"),
    outcome: "refused",
    says: /JSON has no comments/,
  },
  {
    kind: "load order",
    what: "an empty file",
    file: "terms.json",
    text: () => "",
    outcome: "refused",
    says: /terms\.json: not valid JSON at line 1: the file ends too early/,
  },
  {
    kind: "load order",
    what: "a byte-order mark at the start (Notepad's UTF-8 with BOM)",
    file: "business.json",
    text: (raw) => `\uFEFF${raw}`,
    outcome: "refused",
    says: /business\.json: starts with an invisible mark \(a byte-order mark\).*“UTF-8”/,
  },
  // 2. Values that passed and broke the site.
  {
    kind: "phone",
    what: "the country code forgotten: +9876543210",
    file: "business.json",
    edit: (b) => (b.phone = "+9876543210"),
    outcome: "refused",
    says: /phone: .*\+91/,
  },
  {
    kind: "phone",
    what: "a digit dropped: +91987654321",
    file: "business.json",
    edit: (b) => (b.phone = "+91987654321"),
    outcome: "refused",
    says: /phone: .*10/,
  },
  {
    kind: "phone",
    what: "a landline with its city code: +912812345678",
    file: "business.json",
    edit: (b) => (b.phone = "+912812345678"),
    outcome: "accepted",
  },
  {
    kind: "hours",
    what: "open across midnight, 18:00–02:00",
    file: "business.json",
    edit: (b) => Object.assign(b.hours, { opens: "18:00", closes: "02:00" }),
    outcome: "accepted",
  },
  {
    kind: "hours",
    what: "open 24 hours, 00:00–00:00",
    file: "business.json",
    edit: (b) => Object.assign(b.hours, { opens: "00:00", closes: "00:00" }),
    outcome: "accepted",
  },
  {
    kind: "hours",
    what: "opens and closes at the same time, 09:00–09:00",
    file: "business.json",
    edit: (b) => Object.assign(b.hours, { opens: "09:00", closes: "09:00" }),
    outcome: "refused",
    says: /hours: opens and closes at the same time \(09:00\): for an office open round the clock, set both to 00:00/,
  },
  {
    kind: "filter groups",
    what: "a group from 8 to 5 passengers",
    file: "fleet.json",
    edit: (f) => (f.groups[2] = { min: 8, max: 5 }),
    outcome: "refused",
    says: /groups → item 3 → max: must be at least From \(8\)/,
  },
  {
    kind: "filter groups",
    what: "a group of exactly 8 passengers",
    file: "fleet.json",
    edit: (f) => (f.groups[2] = { min: 8, max: 8 }),
    outcome: "accepted",
  },
  {
    kind: "distance and time",
    what: "5,000 km in 4:15",
    file: "places.json",
    edit: (p) => (p.places[1].distanceKm = 5000),
    outcome: "refused",
    says: /places\.json → places → Dwarka: 5,000 km in 4:15 is 1,176 km\/h on average, faster than any road allows/,
  },
  {
    kind: "distance and time",
    what: "225 km in 40:15 (hours for minutes)",
    file: "places.json",
    edit: (p) => (p.places[1].drivingTime = "40:15"),
    outcome: "warned",
    says: /Dwarka: 225 km in 40:15 is 6 km\/h on average, slower than any road/,
  },
  {
    kind: "distance and time",
    what: "a road of 135 km driven in 0:05",
    file: "roads.json",
    edit: (r) => (r.roads[0].drivingTime = "0:05"),
    outcome: "refused",
    says: /the road jamnagar–dwarka: 135 km in 0:05 is 1,620 km\/h on average, faster than any road allows/,
  },
  {
    kind: "opening hours",
    what: "a temple's window that ends before it starts (13:00 to 06:30)",
    file: "hours.json",
    edit: (h) => (h.sites[0].open[0] = { from: "13:00", to: "06:30" }),
    outcome: "refused",
    says: /hours\.json → Dwarkadhish temple → open → open 13:00–06:30 → to: must close after it opens/,
  },
  {
    kind: "opening hours",
    what: "a weekly closing on a day that is not one (Funday)",
    file: "hours.json",
    edit: (h) => (h.sites[0].closedOn = ["funday"]),
    outcome: "refused",
    says: /hours\.json → Dwarkadhish temple → closedOn → item 1: must be a day of the week: monday, tuesday/,
  },
  {
    kind: "opening hours",
    what: "a yearly closing from a date that does not exist (31 June)",
    file: "hours.json",
    edit: (h) => (h.sites[0].closedEachYear = [{ from: "06-31", to: "10-15" }]),
    outcome: "refused",
    says: /hours\.json → Dwarkadhish temple → closedEachYear → closed 06-31 to 10-15 → from: must be a day that the calendar has/,
  },
  // A season of other hours: its days in order, one season at a time, each announced day in it, open some time, not in the past.
  {
    kind: "opening hours",
    what: "a season that ends before it starts (Dhanurmas to 1 December)",
    file: "hours.json",
    edit: (h) => (h.sites[0].seasons[0].to = "2026-12-01"),
    outcome: "refused",
    says: /hours\.json → Dwarkadhish temple → the season “Dhanurmas”, 2026-12-16 to 2026-12-01 → to: must be on or after the first day \(2026-12-16\)/,
  },
  {
    kind: "opening hours",
    what: "two seasons at once at one temple",
    file: "hours.json",
    edit: (h) =>
      h.sites[0].seasons.push({ ...h.sites[0].seasons[0], en: "Uttarayan", from: "2027-01-10", to: "2027-01-20", note: undefined }),
    outcome: "refused",
    says: /hours\.json → Dwarkadhish temple → the season “Uttarayan”, 2027-01-10 to 2027-01-20 → from: overlaps the season “Dhanurmas” \(2026-12-16 to 2027-01-14\) at the same temple/,
  },
  {
    kind: "opening hours",
    what: "an announced day outside its season",
    file: "hours.json",
    edit: (h) => (h.sites[0].seasons[0].days = [{ date: "2027-02-01", open: [{ from: "05:30", to: "10:30" }] }]),
    outcome: "refused",
    says: /the season “Dhanurmas”, 2026-12-16 to 2027-01-14 → the day 2027-02-01 → date: must fall in the season, from 2026-12-16 to 2027-01-14/,
  },
  {
    kind: "opening hours",
    what: "an announced day in the past when it was entered (a slip of the year)",
    file: "hours.json",
    edit: (h) =>
      Object.assign(h.sites[0].seasons[0], {
        checked: "2026-12-20",
        days: [{ date: "2026-12-18", open: [{ from: "05:30", to: "10:30" }] }],
      }),
    outcome: "refused",
    says: /the day 2026-12-18 → date: is before the day the season was checked \(2026-12-20\): a day in the past/,
  },
  {
    kind: "opening hours",
    what: "an announced day that leaves the temple with no open hour",
    file: "hours.json",
    edit: (h) => (h.sites[0].seasons[0].days = [{ date: "2026-12-20", open: [] }]),
    outcome: "refused",
    says: /the day 2026-12-20 → open: must give at least one time it is open/,
  },
  {
    kind: "opening hours",
    what: "the same announced day twice",
    file: "hours.json",
    edit: (h) =>
      (h.sites[0].seasons[0].days = [
        { date: "2026-12-20", open: [{ from: "05:30", to: "10:30" }] },
        { date: "2026-12-20", open: [{ from: "06:30", to: "13:00" }] },
      ]),
    outcome: "refused",
    says: /the season “Dhanurmas”, 2026-12-16 to 2027-01-14 → the day 2026-12-20 → date: is given twice/,
  },
  {
    kind: "opening hours",
    what: "a temple at a place the site does not know",
    file: "hours.json",
    edit: (h) => (h.sites[0].at = "mathura"),
    outcome: "refused",
    says: /hours\.json → Dwarkadhish temple → where: "mathura" is not a place/,
  },
  {
    kind: "text",
    what: "a 5 MB testimonial",
    file: "pages/home.json",
    edit: (h) => (h.testimonials[0].quote = MB5),
    outcome: "refused",
    says: /testimonials → item 1 → quote: is 5,242,880 characters long; at most 600 fit here \(value: "I booked a car for Dwarka\. I booked a car for Dwarka\. I booked a car for Dwarka\.…"\)$/m,
  },
  {
    kind: "text",
    what: "a heading of 500 characters",
    file: "pages/home.json",
    edit: (h) => (h.homePage.howTitle = "How to book ".repeat(42).slice(0, 500)),
    outcome: "refused",
    says: /homePage\.howTitle: /,
  },
  {
    kind: "text",
    what: "a business name of 300 characters",
    file: "business.json",
    edit: (b) => (b.name.en = "Navkar ".repeat(43).slice(0, 300)),
    outcome: "refused",
    says: /name\.en: /,
  },
  {
    kind: "text",
    what: "a Gujarati heading that is only a zero-width space",
    file: "pages/home.gu.json",
    edit: (h) => (h.homePage.howTitle = "\u200B"),
    outcome: "refused",
    says: /\(Gujarati\) → homePage\.howTitle: .*(empty|invisible)/,
  },
  {
    kind: "text",
    what: "a place name of non-breaking spaces",
    file: "places.json",
    edit: (p) => (p.places[1].en = "\u00A0\u00A0"),
    outcome: "refused",
    says: /places\.json → .* → en: .*(empty|invisible)/,
  },
  {
    kind: "text",
    what: "a testimonial with a <script> tag",
    file: "pages/home.json",
    edit: (h) => (h.testimonials[0].quote = 'Great trip! <script>alert("hi")</script>'),
    outcome: "accepted",
  },
  {
    kind: "script",
    what: "a Gujarati place name left in Latin letters",
    file: "places.json",
    edit: (p) => (p.places[1].gu = "Dwarka"),
    outcome: "refused",
    says: /→ gu: .*Gujarati/,
  },
  {
    kind: "script",
    what: "a Hindi place name left in Latin letters",
    file: "roads.json",
    edit: (r) => (r.stops[0].hi = "Bet Dwarka"),
    outcome: "refused",
    says: /→ hi: .*Hindi/,
  },
  {
    kind: "script",
    what: "a Gujarati heading left in English",
    file: "pages/home.gu.json",
    edit: (h) => (h.homePage.howTitle = "How to Book"),
    outcome: "refused",
    says: /\(Gujarati\) → homePage\.howTitle: .*Gujarati/,
  },
  {
    kind: "script",
    what: "a Hindi paragraph the same as the English",
    file: "pages/places.hi.json",
    edit: (p) => (p.places[0].intro = JSON.parse(texts["pages/places.json"]).places[0].intro),
    outcome: "refused",
    says: /\(Hindi\) → .*intro: .*(same as the English|Hindi)/,
  },
  {
    kind: "script",
    what: "a Gujarati sentence that names WhatsApp and the Innova Crysta",
    file: "pages/home.gu.json",
    edit: (h) => (h.homePage.howTitle = "WhatsApp પર Innova Crysta બુક કરો"),
    outcome: "accepted",
  },
  // 3. Messages in the owner's words.
  {
    kind: "type",
    what: 'a rate in quotes: "12"',
    file: "rates.json",
    edit: (r) => (r.cars[0].perKm = "12"),
    outcome: "refused",
    says: /rates of car 1 → perKm: must be a number/,
  },
  {
    kind: "type",
    what: 'seats written as "7 seats"',
    file: "fleet.json",
    edit: (f) => (f.cars[0].seats = "7 seats"),
    outcome: "refused",
    says: /car 1, Innova Crysta → seats: must be a number/,
  },
  {
    kind: "type",
    what: 'GST registration written as "yes"',
    file: "business.json",
    edit: (b) => (b.gst.registered = "yes"),
    outcome: "refused",
    says: /gst\.registered: must be true or false/,
  },
  {
    kind: "type",
    what: "a car's features as one text instead of a list",
    file: "fleet.json",
    edit: (f) => (f.cars[0].features = "AC, music"),
    outcome: "refused",
    says: /car 1, Innova Crysta → features: must be a list/,
  },
  {
    kind: "type",
    what: "a same-day choice that is not one of the choices",
    file: "places.json",
    edit: (p) => (p.places[1].sameDay = "sometimes"),
    outcome: "refused",
    says: /sameDay: must be always or never/,
  },
  {
    kind: "type",
    what: "the phone deleted",
    file: "business.json",
    edit: (b) => delete b.phone,
    outcome: "refused",
    says: /business\.json → phone: missing/,
  },
  // What the check already refused in the owner's words stays so.
  {
    kind: "kept",
    what: "two cars with one number",
    file: "fleet.json",
    edit: (f) => (f.cars[1].id = f.cars[0].id),
    outcome: "refused",
    says: /id: duplicate number 1: the 1st car in the list \(Innova Crysta\) has it too/,
  },
  {
    kind: "kept",
    what: "a picture that was never uploaded",
    file: "fleet.json",
    edit: (f) => (f.cars[0].image = "/cars/missing.jpg"),
    outcome: "refused",
    says: /car 1, Innova Crysta → image: no picture "\/cars\/missing\.jpg"/,
  },
  {
    kind: "kept",
    what: "a misspelt placeholder {nmae}",
    file: "pages/home.json",
    edit: (h) => (h.homePage.heroText = "Welcome to {nmae}"),
    outcome: "refused",
    says: /homePage\.heroText: unknown placeholder \{nmae\}/,
  },
  {
    kind: "kept",
    what: "a GSTIN with a wrong last character",
    file: "business.json",
    edit: (b) => (b.gst.gstin = "24AAAAA0000A1Z9"),
    outcome: "refused",
    says: /gst\.gstin: is not a valid GSTIN/,
  },
  {
    kind: "kept",
    what: "a UPI ID without its bank",
    file: "business.json",
    edit: (b) => (b.upi = "navkartours"),
    outcome: "refused",
    says: /upi: /,
  },
  {
    kind: "kept",
    what: "a Gujarati list shorter than the English",
    file: "pages/home.gu.json",
    edit: (h) => h.testimonials.pop(),
    outcome: "refused",
    says: /\(Gujarati\) → testimonials: has 2 entries, English has 3/,
  },
  {
    kind: "kept",
    what: "a Gujarati business name in Latin letters",
    file: "business.json",
    edit: (b) => (b.name.gu = "Navkar"),
    outcome: "refused",
    says: /name\.gu: must be written in Gujarati letters/,
  },
  {
    kind: "kept",
    what: "a tour that names a place the site does not have",
    file: "tours.json",
    edit: (t) => (t.tours[0].days[0].night = "atlantis"),
    outcome: "refused",
    says: /Dwarka and Somnath → day 1: "atlantis" is not a place/,
  },
  {
    kind: "kept",
    what: "a tour day whose car starts at 25:00",
    file: "tours.json",
    edit: (t) => (t.tours[0].days[0].start = "25:00"),
    outcome: "refused",
    says: /start: must be a 24-hour time HH:MM, e\.g\. 06:00 or 23:00/,
  },
  {
    kind: "kept",
    what: "a tour day's wait before the drive of 4:75",
    file: "tours.json",
    edit: (t) => (t.tours[0].days[0].stayAtStart = "4:75"),
    outcome: "refused",
    says: /stayAtStart: must be/,
  },
  {
    kind: "kept",
    what: "a distance of 0 km",
    file: "places.json",
    edit: (p) => (p.places[1].distanceKm = 0),
    outcome: "refused",
    says: /Dwarka → distanceKm: must be 1–5000 km/,
  },
  // The owner's notices: a date of the calendar, the last day not before the first, a real place; an ended one is warned about.
  {
    kind: "notices",
    what: "a notice's first day on 30 February",
    file: "notices.json",
    edit: (n) => (n.notices[0].from = "2027-02-30"),
    outcome: "refused",
    says: /notice 1, “Janmashtami[^”]*” → from: is not a date of the calendar/,
  },
  {
    kind: "notices",
    what: "a notice's last day before its first",
    file: "notices.json",
    edit: (n) => Object.assign(n.notices[0], { from: "2027-08-26", to: "2027-08-24" }),
    outcome: "refused",
    says: /→ to: must be on or after the first day \(2027-08-26\)/,
  },
  {
    kind: "notices",
    what: "a notice for a place the site does not have",
    file: "notices.json",
    edit: (n) => n.notices[0].places.push("atlantis"),
    outcome: "refused",
    says: /places → item 3: "atlantis" is not a place/,
  },
  {
    kind: "notices",
    what: "a notice whose last day is over",
    file: "notices.json",
    edit: (n) => Object.assign(n.notices[0], { from: "2020-08-11", to: "2020-08-12" }),
    outcome: "warned",
    says: /ended on 12\/08\/2020; .*in the editor, Notices → Notices/,
  },
  // The spec's own data stays valid.
  {
    kind: "spec",
    what: "two cars sharing one model name (Tempo Traveller 12 and 17 seats)",
    file: "fleet.json",
    edit: (f) => (f.cars[1].name = f.cars[0].name),
    outcome: "accepted",
  },
  // A file broken by hand (not through the editor, which checks each field as it is typed):
  // the build stops with one message that names the file, the language, the field and the
  // rule, word for word.
  {
    kind: "by hand",
    what: "a duplicate car number",
    file: "fleet.json",
    edit: (f) => (f.cars[9].id = 9),
    outcome: "refused",
    says: exactly(
      "app/content/data/fleet.json → car 9, Tempo Traveller → id: duplicate number 9: the 9th car in the list (Tempo Traveller) has it too; this is the 10th (value: 9)",
    ),
    build: true,
  },
  {
    kind: "by hand",
    what: "a missing Hindi word",
    file: "pages/home.hi.json",
    edit: (h) => delete h.homePage.heroTitle,
    outcome: "refused",
    says: exactly("app/content/data/pages/home.hi.json (Hindi) → homePage.heroTitle: missing"),
    build: true,
  },
  {
    kind: "by hand",
    what: "a template with an unknown placeholder",
    file: "pages/cars.gu.json",
    edit: (c) => (c.carCard.callLabel = "{cars} વિશે હમણાં કૉલ કરો"),
    outcome: "refused",
    says: exactly(
      "app/content/data/pages/cars.gu.json (Gujarati) → carCard.callLabel: unknown placeholder {cars}: this text can use {business}, {owner}, {car}",
    ),
    build: true,
  },
  {
    kind: "by hand",
    what: "a tour's day at a place that is not on the site",
    file: "tours.json",
    edit: (t) => (t.tours[0].days[1].via = ["bet-dwarka", "okha"]),
    outcome: "refused",
    says: exactly(
      'app/content/data/tours.json → Dwarka and Somnath → day 2: "okha" is not a place of app/content/data/places.json nor a stop of app/content/data/roads.json; add it to one of them, or choose another',
    ),
    build: true,
  },
  {
    kind: "by hand",
    what: "a tour's day on a road the roads table does not have",
    file: "tours.json",
    edit: (t) => (t.tours[0].days[2].via = []),
    outcome: "refused",
    says: exactly(
      "app/content/data/tours.json → Dwarka and Somnath → day 3: no road from Dwarka to Somnath in the roads table (app/content/data/roads.json); add it there",
    ),
    build: true,
  },
];

/** The data files' texts, as on disk. */
function realTexts(root: string): Record<string, string> {
  const dir = path.join(root, CONTENT_DIR);
  const texts: Record<string, string> = {};
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith(".json")) texts[rel] = readFileSync(path.join(dir, rel), "utf8");
    }
  };
  walk("");
  return texts;
}

/** The file's text after the case's change. */
export function changedText(c: BadValue, raw: string): string {
  if (c.text) return c.text(raw);
  const json = JSON.parse(raw) as Loose;
  c.edit!(json);
  return `${JSON.stringify(json, null, 2)}\n`;
}

export interface Outcome {
  outcome: BadValue["outcome"];
  /** The refusal's message, or the warnings the change added. */
  message: string;
}

const ROOT = process.cwd();
const texts = realTexts(ROOT);
let baseline: string[] | undefined;
const warningsOf = (content: Content) => contentWarnings(content);

/** The case through the content check alone, as the build's first step runs it. */
export function tryInCheck(c: BadValue): Outcome {
  baseline ??= warningsOf(loadContent(ROOT));
  const root = mkdtempSync(path.join(tmpdir(), "bad-value-"));
  try {
    for (const [file, text] of Object.entries(texts)) {
      const full = path.join(root, CONTENT_DIR, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, file === c.file ? changedText(c, text) : text);
    }
    let content: Content;
    try {
      content = loadContent(root, (name) => imageExistsOnDisk(name, ROOT));
    } catch (e) {
      return { outcome: "refused", message: (e as Error).message };
    }
    const added = warningsOf(content).filter((w) => !baseline!.includes(w));
    return added.length ? { outcome: "warned", message: added.join("\n") } : { outcome: "accepted", message: "" };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** What a copy of the project needs to build: everything but its output (build and build-…, at its top), its history and the tests' leftovers. */
const NOT_COPIED = new Set(["node_modules", "build", ".git", ".react-router", "test-results", "playwright-report", "coverage"]);

/**
 * The project's source under `to`, each file a hard link (fast, and 70 MB of pictures take no
 * room): the build writes only new files, and the case's data file is replaced, not changed.
 */
export function linkTree(from: string, to: string, top = true) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (top ? NOT_COPIED.has(entry.name) || entry.name.startsWith("build-") : entry.name === "node_modules") continue;
    const [src, dest] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) linkTree(src, dest, false);
    else if (entry.isFile()) linkSync(src, dest);
  }
}

/**
 * The case through `npm run build`, in a copy of the project (its source, not its
 * dependencies), with a last good build in place that must stay as it was.
 */
export function tryInBuild(c: BadValue): Outcome & { lastBuildKept: boolean } {
  const root = mkdtempSync(path.join(tmpdir(), "bad-build-"));
  try {
    linkTree(ROOT, root);
    symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
    const data = path.join(root, CONTENT_DIR, c.file);
    rmSync(data);
    writeFileSync(data, changedText(c, texts[c.file]));
    const lastGood = path.join(root, "build/client/index.html");
    mkdirSync(path.dirname(lastGood), { recursive: true });
    writeFileSync(lastGood, "the last good build");
    // Through npm-run.ts: a bare "npm" does not start on Windows.
    const npm = npmCommand(["run", "--silent", "build"]);
    const run = spawnSync(npm.command, npm.args, {
      shell: npm.shell,
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" },
    });
    const output = stripVTControlCharacters(`${run.stdout}\n${run.stderr}`)
      .split("\n")
      .filter((line) => !line.startsWith("⚠ ") && line.trim())
      .join("\n");
    const lastBuildKept = existsSync(lastGood) && readFileSync(lastGood, "utf8") === "the last good build";
    return { outcome: run.status === 0 ? "accepted" : "refused", message: output, lastBuildKept };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, "<br>");
  console.log("| kind | the owner's change | file | outcome | message |\n| --- | --- | --- | --- | --- |");
  for (const c of BAD_VALUES) {
    let got: Outcome;
    try {
      got = c.build ? tryInBuild(c) : tryInCheck(c);
    } catch (e) {
      got = { outcome: "refused", message: `(crash) ${(e as Error).stack?.split("\n").slice(0, 3).join(" ")}` };
    }
    const message = got.message.replace(/^The content has (a problem|\d+ problems); nothing was built:\n\s*- /, "").slice(0, 400);
    console.log(`| ${c.kind} | ${cell(c.what)} | ${c.file} | ${got.outcome} | ${cell(message)} |`);
  }
}
