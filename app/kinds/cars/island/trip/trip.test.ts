// The visitor is in New York: "today" must still be India's today.
process.env.TZ = "America/New_York";

import { describe, expect, it } from "vitest";
import { cars } from "#app/content/fleet/cars.ts";
import { editions } from "#app/content/words/words.ts";
import { plannerPlaces as placesData } from "#app/content/places/places.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { plannerRoads } from "#app/content/tours/tours.ts";
import { daysOfDriving, estimate } from "#app/lib/fare.ts";
import { knownPlace } from "./known-place.ts";
import { whatsappLink } from "#app/lib/links.ts";
import {
  MAX_NAME,
  MAX_PASSENGERS,
  MAX_PLACE,
  MAX_TRIP_DAYS,
  latestDate,
  isCircuit,
  passengerCount,
  stopsEstimate,
  smallestFit,
  tourEstimate,
  tripEstimate,
  type PlannerPlace,
  type PlannerWords,
  type Trip,
  tripErrors,
} from "./trip.ts";
import { todayOn } from "#app/content/business/time.ts";
import { tripMessage, tripReport } from "#app/kinds/cars/island/planner/trip-message.ts";

/** The day in Rajkot at an instant: the trip's rules take the business's day. */
const ist = (at: Date) => todayOn(at, "+05:30");

const { carsPage, carCard } = editions.en.cars;
const { hours } = editions.en.words;
const en = carsPage.planner;

/** The words of a trip of several stops, as the site has them. */
const stopWords = ({
  addStop,
  stop,
  moveUp,
  moveDown,
  remove,
  added,
  removed,
  moved,
  noRoad,
  route,
  distance,
  routeKm,
  sheet,
}: PlannerWords) => ({
  sheet,
  addStop,
  stop,
  moveUp,
  moveDown,
  remove,
  added,
  removed,
  moved,
  noRoad,
  route,
  distance,
  routeKm,
});

const gu: PlannerWords = {
  ...stopWords(editions.gu.cars.carsPage.planner),
  title: "તમારી મુસાફરીનું આયોજન કરો",
  intro: "તમારી મુસાફરી વિશે જણાવો અને એક જ WhatsApp સંદેશમાં અમને મોકલો. અમે ભાડું જણાવીશું.",
  pickup: "પિકઅપ સ્થળ",
  drop: "ડ્રોપ સ્થળ",
  tripType: "મુસાફરી",
  oneWay: "એક તરફ",
  roundTrip: "આવવા-જવાની",
  date: "મુસાફરીની તારીખ",
  returnDate: "પરત તારીખ",
  time: "પિકઅપ સમય",
  passengers: "મુસાફરો",
  car: "કાર",
  anyCar: "કોઈપણ કાર",
  name: "તમારું નામ",
  nameLine: "નામ",
  optional: "વૈકલ્પિક",
  send: "WhatsApp પર મોકલો",
  call: "કૉલ કરો",
  privacy: "તમે જાતે મોકલો તે WhatsApp સંદેશ સિવાય કંઈ જ ક્યાંય મોકલાતું નથી.",
  noScript: "તમારી મુસાફરી WhatsApp પર મોકલો અથવા કૉલ કરો: અમે ભાડું જણાવીશું.",
  errors: {
    pickupMissing: "પિકઅપ સ્થળ લખો.",
    dropMissing: "ડ્રોપ સ્થળ લખો.",
    tooLong: (max: number) => `વધુમાં વધુ ${max} અક્ષરો લખો.`,
    dateMissing: "મુસાફરીની તારીખ પસંદ કરો.",
    datePast: "મુસાફરીની તારીખ આજ પહેલાંની ન હોઈ શકે.",
    returnMissing: "પરત તારીખ પસંદ કરો.",
    returnBeforeDate: "પરત તારીખ મુસાફરીની તારીખ પહેલાંની ન હોઈ શકે.",
    dateTooFar: editions.gu.cars.carsPage.planner.errors.dateTooFar,
    tripTooLong: editions.gu.cars.carsPage.planner.errors.tripTooLong,
    passengersMissing: "મુસાફરોની સંખ્યા લખો.",
    passengersWhole: "1 થી 60 સુધીની પૂર્ણ સંખ્યા લખો.",
    passengersTooMany: "60 થી વધુ મુસાફરો માટે કૃપા કરીને કૉલ કરો: અમે એકથી વધુ વાહનો ગોઠવીએ છીએ.",
  },
  greeting: "નમસ્તે Navkar Tours & Travels, કૃપા કરીને આ મુસાફરીનું ભાડું મોકલો:",
  closing: "આભાર.",
};

const hi: PlannerWords = {
  ...stopWords(editions.hi.cars.carsPage.planner),
  title: "अपनी यात्रा की योजना बनाएँ",
  intro: "अपनी यात्रा के बारे में बताइए और एक ही WhatsApp संदेश में हमें भेजिए। हम किराया बताएँगे।",
  pickup: "पिकअप स्थान",
  drop: "ड्रॉप स्थान",
  tripType: "यात्रा",
  oneWay: "एक तरफ़",
  roundTrip: "आना-जाना",
  date: "यात्रा की तारीख",
  returnDate: "वापसी की तारीख",
  time: "पिकअप समय",
  passengers: "यात्री",
  car: "कार",
  anyCar: "कोई भी कार",
  name: "आपका नाम",
  nameLine: "नाम",
  optional: "वैकल्पिक",
  send: "WhatsApp पर भेजें",
  call: "कॉल करें",
  privacy: "आप स्वयं जो WhatsApp संदेश भेजते हैं, उसके सिवा कुछ भी कहीं नहीं भेजा जाता।",
  noScript: "अपनी यात्रा WhatsApp पर भेजें या कॉल करें: हम किराया बताएँगे।",
  errors: {
    pickupMissing: "पिकअप स्थान लिखें।",
    dropMissing: "ड्रॉप स्थान लिखें।",
    tooLong: (max: number) => `अधिकतम ${max} अक्षर लिखें।`,
    dateMissing: "यात्रा की तारीख चुनें।",
    datePast: "यात्रा की तारीख आज से पहले की नहीं हो सकती।",
    returnMissing: "वापसी की तारीख चुनें।",
    returnBeforeDate: "वापसी की तारीख यात्रा की तारीख से पहले की नहीं हो सकती।",
    dateTooFar: editions.hi.cars.carsPage.planner.errors.dateTooFar,
    tripTooLong: editions.hi.cars.carsPage.planner.errors.tripTooLong,
    passengersMissing: "यात्रियों की संख्या लिखें।",
    passengersWhole: "1 से 60 तक की पूर्ण संख्या लिखें।",
    passengersTooMany: "60 से अधिक यात्रियों के लिए कृपया कॉल करें: हम कई वाहनों का प्रबंध करते हैं।",
  },
  greeting: "नमस्ते Navkar Tours & Travels, कृपया इस यात्रा का किराया भेजें:",
  closing: "धन्यवाद।",
};

/** 11:30 in Rajkot on 22 November 2026. */
const now = new Date("2026-11-22T06:00:00Z");

const trip = (changes: Partial<Trip> = {}): Trip => ({
  pickup: "Rajkot Railway Station",
  drop: "Dwarka",
  roundTrip: false,
  date: "2026-11-25",
  returnDate: "",
  time: "",
  passengers: "4",
  carId: "",
  name: "",
  ...changes,
});

const carLabel = (carId: string) => {
  const car = cars.find((c) => String(c.id) === carId);
  return car && carCard.label(car.name, car.capacity);
};
const message = (t: Trip, planner: PlannerWords = en) => tripMessage(t, { planner, carLabel, time: hours.time });
const fields = (t: Trip, at = now, errors = en.errors) => tripErrors(t, ist(at), errors).map((e) => e.field);

describe("tripMessage", () => {
  const full = trip({
    pickup: "Rajkot Railway Station",
    drop: "Dwarka",
    roundTrip: true,
    date: "2026-11-25",
    returnDate: "2026-11-27",
    time: "07:30",
    passengers: "6",
    carId: "7",
    name: "Asha",
  });

  it("writes every filled field in form order, in English", () => {
    expect(message(full)).toBe(
      [
        "Hello Navkar Tours & Travels, please send me the fare for this trip:",
        "",
        "Pickup place: Rajkot Railway Station",
        "Drop place: Dwarka",
        "Trip: Round trip",
        "Travel date: 25/11/2026",
        "Return date: 27/11/2026",
        "Pickup time: 7:30 AM",
        "Passengers: 6",
        "Car: Urbania (13 passengers)",
        "Name: Asha",
        "",
        "Thank you.",
      ].join("\n"),
    );
  });

  it("writes the Gujarati words, and the visitor's Gujarati as typed", () => {
    const t = { ...full, pickup: "રાજકોટ રેલવે સ્ટેશન", drop: "દ્વારકા", name: "આશા" };
    expect(message(t, gu)).toBe(
      "નમસ્તે Navkar Tours & Travels, કૃપા કરીને આ મુસાફરીનું ભાડું મોકલો:\n" +
        "\n" +
        "પિકઅપ સ્થળ: રાજકોટ રેલવે સ્ટેશન\n" +
        "ડ્રોપ સ્થળ: દ્વારકા\n" +
        "મુસાફરી: આવવા-જવાની\n" +
        "મુસાફરીની તારીખ: 25/11/2026\n" +
        "પરત તારીખ: 27/11/2026\n" +
        "પિકઅપ સમય: 7:30 AM\n" +
        "મુસાફરો: 6\n" +
        "કાર: Urbania (13 passengers)\n" +
        "નામ: આશા\n" +
        "\n" +
        "આભાર.",
    );
  });

  it("writes the Hindi words, and the visitor's Devanagari as typed", () => {
    const t = { ...full, roundTrip: false, pickup: "राजकोट रेलवे स्टेशन", drop: "द्वारका", name: "आशा" };
    expect(message(t, hi)).toBe(
      "नमस्ते Navkar Tours & Travels, कृपया इस यात्रा का किराया भेजें:\n" +
        "\n" +
        "पिकअप स्थान: राजकोट रेलवे स्टेशन\n" +
        "ड्रॉप स्थान: द्वारका\n" +
        "यात्रा: एक तरफ़\n" +
        "यात्रा की तारीख: 25/11/2026\n" +
        "पिकअप समय: 7:30 AM\n" +
        "यात्री: 6\n" +
        "कार: Urbania (13 passengers)\n" +
        "नाम: आशा\n" +
        "\n" +
        "धन्यवाद।",
    );
  });

  it("leaves out the optional fields left empty, and the return date of a one-way trip", () => {
    const text = message(trip({ returnDate: "2026-11-27", time: "", carId: "", name: "  " }));
    expect(text).toBe(
      [
        en.greeting,
        "",
        "Pickup place: Rajkot Railway Station",
        "Drop place: Dwarka",
        "Trip: One way",
        "Travel date: 25/11/2026",
        "Passengers: 4",
        "",
        en.closing,
      ].join("\n"),
    );
    expect(text).not.toContain("Pickup time:");
    expect(text).not.toContain("Return date:");
    expect(text).not.toContain("Car:");
    expect(text).not.toContain("Name:");
    expect(
      text
        .split("\n")
        .slice(2, -2)
        .every((l) => /^[^:]+: \S/.test(l)),
    ).toBe(true);
  });

  it("leaves out a car id the fleet does not know", () => {
    expect(message(trip({ carId: "99" }))).not.toContain("Car:");
  });

  it("puts a blank line after the greeting and before the closing, and nowhere else", () => {
    const lines = message(full).split("\n");
    expect(lines).toHaveLength(13);
    expect(lines[0]).toBe(en.greeting);
    expect(lines[1]).toBe("");
    expect(lines.at(-2)).toBe("");
    expect(lines.at(-1)).toBe(en.closing);
    expect(lines.slice(2, -2).every((l) => /^[^:\n]+: \S/.test(l))).toBe(true);
    expect(message(full)).not.toContain("\r");
  });

  it("trims values but carries emoji, scripts, &, ?, # and markup exactly", () => {
    const text = message(trip({ pickup: "  Hotel A&B? Gate #2 🚗  ", drop: "<b>રાજકોટ</b> / दिल्ली", name: "\tAsha 🙏\n" }));
    expect(text).toContain("\nPickup place: Hotel A&B? Gate #2 🚗\n");
    expect(text).toContain("\nDrop place: <b>રાજકોટ</b> / दिल्ली\n");
    expect(text).toContain("\nName: Asha 🙏\n");
  });

  it("writes the passengers as the number checked, in Western digits", () => {
    expect(message(trip({ passengers: " ૧૨ " }))).toContain("\nPassengers: 12\n");
  });

  it("reads a time with seconds, and carries a typed time it cannot read", () => {
    expect(message(trip({ time: "18:05:00" }))).toContain("\nPickup time: 6:05 PM\n");
    const seen: string[] = [];
    tripMessage(trip({ time: "18:05:00" }), { planner: en, carLabel, time: (hhmm) => (seen.push(hhmm), hhmm) });
    expect(seen).toEqual(["18:05"]);
    expect(message(trip({ time: "early morning" }))).toContain("\nPickup time: early morning\n");
  });

  it("survives the WhatsApp link: &, #, ?, spaces and lines encoded; Gujarati, Devanagari and emoji as they are, sent as UTF-8", () => {
    const text = message(trip({ pickup: "રાજકોટ & Co. #1?", drop: "द्वारका 🚗", name: "Asha & Ravi" }), gu);
    const link = whatsappLink("+919876543210", text);
    const param = link.split("text=")[1];
    expect(link.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    expect(decodeURIComponent(param)).toBe(text);
    expect(param).not.toMatch(/[&#? \n+]/);
    expect(param).toContain("%0A%0A"); // the blank line after the greeting
    expect(param).toContain("%20%26%20Co.%20%231%3F"); // " & Co. #1?"
    expect(param).toContain("રાજકોટ%20%26");
    expect(param).toContain("द्वारका%20🚗");
    // As the browser sends it: each letter as its UTF-8 bytes.
    expect(new URL(link).searchParams.get("text")).toBe(text);
    expect(new URL(link).search).toContain("%E0%AA%B0"); // ર
    expect(new URL(link).search).toContain("%F0%9F%9A%97"); // 🚗
  });
});

describe("passengerCount", () => {
  it.each([
    ["7", 7],
    [" 7 ", 7],
    ["60", 60],
    ["૭", 7],
    ["૧૨", 12],
    ["१२", 12],
    ["", null],
    ["abc", null],
    ["2.5", null],
    ["-1", null],
    ["+1", null],
    ["1e2", null],
    ["7 people", null],
  ])("%j → %j", (text, count) => {
    expect(passengerCount(text)).toBe(count);
  });
});

describe("passenger rules", () => {
  const passengerErrors = (passengers: string) =>
    tripErrors(trip({ passengers }), ist(now), en.errors).filter((e) => e.field === "passengers");

  it.each([
    ["", en.errors.passengersMissing],
    ["   ", en.errors.passengersMissing],
    ["0", en.errors.passengersWhole],
    ["1", undefined],
    [String(MAX_PASSENGERS), undefined],
    ["61", en.errors.passengersTooMany],
    ["abc", en.errors.passengersWhole],
    ["2.5", en.errors.passengersWhole],
  ])("%j → %s", (passengers, expected) => {
    expect(passengerErrors(passengers)).toEqual(expected ? [{ field: "passengers", message: expected }] : []);
  });

  it("draws the line at 60", () => {
    expect(MAX_PASSENGERS).toBe(60);
  });
});

describe("today in India, seen from New York", () => {
  const beforeMidnightIst = new Date("2026-11-22T18:29:00Z"); // 23:59 IST, 13:29 in New York
  const afterMidnightIst = new Date("2026-11-22T18:31:00Z"); // 00:01 IST on the 23rd, 13:31 in New York

  it("runs in New York's time zone, where it is still the 22nd", () => {
    expect(beforeMidnightIst.getHours()).toBe(13);
    expect(beforeMidnightIst.getMinutes()).toBe(29);
    expect(afterMidnightIst.getDate()).toBe(22);
  });

  it("allows the 22nd until midnight in India, then only the 23rd on", () => {
    expect(fields(trip({ date: "2026-11-22" }), beforeMidnightIst)).toEqual([]);
    expect(tripErrors(trip({ date: "2026-11-22" }), ist(afterMidnightIst), en.errors)).toEqual([
      { field: "date", message: en.errors.datePast },
    ]);
    expect(fields(trip({ date: "2026-11-23" }), afterMidnightIst)).toEqual([]);
  });

  it("refuses yesterday", () => {
    expect(fields(trip({ date: "2026-11-21" }), beforeMidnightIst)).toEqual(["date"]);
  });

  it("asks for a date that is missing or not a real date", () => {
    for (const date of ["", "2026-02-30", "25/11/2026", "tomorrow"]) {
      expect(tripErrors(trip({ date }), ist(now), en.errors)).toEqual([{ field: "date", message: en.errors.dateMissing }]);
    }
  });
});

describe("return date", () => {
  const roundTrip = (returnDate: string) => tripErrors(trip({ roundTrip: true, returnDate }), ist(now), en.errors);

  it("refuses a return before the travel date", () => {
    expect(roundTrip("2026-11-24")).toEqual([{ field: "returnDate", message: en.errors.returnBeforeDate }]);
  });
  it("allows a return the same day", () => {
    expect(roundTrip("2026-11-25")).toEqual([]);
  });
  it("asks for it on a round trip", () => {
    expect(roundTrip("")).toEqual([{ field: "returnDate", message: en.errors.returnMissing }]);
  });
  it("does not ask for it on a one-way trip", () => {
    expect(fields(trip({ roundTrip: false, returnDate: "" }))).toEqual([]);
  });
});

describe("bounds of the dates", () => {
  // Today in Rajkot is 22 November 2026: the last date is 22 November 2027.
  it("allows a date up to a year ahead, and refuses the next day", () => {
    expect(latestDate(ist(now))).toBe("2027-11-22");
    expect(fields(trip({ date: "2027-11-22" }))).toEqual([]);
    expect(tripErrors(trip({ date: "2027-11-23" }), ist(now), en.errors)).toEqual([{ field: "date", message: en.errors.dateTooFar }]);
    expect(fields(trip({ date: "9999-12-31" }))).toEqual(["date"]);
  });
  it("takes the year on India's clock, and 29 February to 28 February", () => {
    expect(latestDate(ist(new Date("2026-11-22T19:00:00Z")))).toBe("2027-11-23");
    expect(latestDate(ist(new Date("2028-02-29T06:00:00Z")))).toBe("2029-02-28");
  });
  it("refuses a return date more than a year ahead, three years ahead included", () => {
    const returning = (returnDate: string) => tripErrors(trip({ roundTrip: true, returnDate }), ist(now), en.errors);
    expect(returning("2029-11-22")).toEqual([{ field: "returnDate", message: en.errors.dateTooFar }]);
    expect(returning("9999-12-31")).toEqual([{ field: "returnDate", message: en.errors.dateTooFar }]);
  });
  it(`allows a trip of ${MAX_TRIP_DAYS} days, both counted, and refuses one more`, () => {
    expect(MAX_TRIP_DAYS).toBe(60);
    // 25 November to 23 January: 6 + 31 + 23 = 60 days; to the 24th, 61.
    expect(fields(trip({ roundTrip: true, returnDate: "2027-01-24" }))).toEqual(["returnDate"]);
    expect(tripErrors(trip({ roundTrip: true, returnDate: "2027-01-24" }), ist(now), gu.errors)).toEqual([
      { field: "returnDate", message: gu.errors.tripTooLong },
    ]);
    expect(fields(trip({ roundTrip: true, returnDate: "2027-01-23" }))).toEqual([]);
  });
  it("does not bound the return of a one-way trip or a tour", () => {
    expect(fields(trip({ returnDate: "9999-12-31" }))).toEqual([]);
    expect(fields(trip({ roundTrip: true, tour: "saurashtra", returnDate: "9999-12-31" }))).toEqual([]);
  });
  it("prices no trip longer than may be sent", () => {
    const dwarka = placesData.find((p) => p.slug === "dwarka")!;
    const price = (returnDate: string) =>
      tripEstimate(trip({ roundTrip: true, drop: dwarka.en, returnDate }), placesData, cars, (id) => carRate(id), rateCard);
    expect(price("2027-01-23")?.days).toBe(60);
    expect(price("2027-01-24")).toBeNull();
    expect(price("9999-12-31")).toBeNull();
  });
});

describe("the name", () => {
  it(`allows ${MAX_NAME} characters and refuses more`, () => {
    expect(fields(trip({ name: "અ".repeat(MAX_NAME) }))).toEqual([]);
    expect(tripErrors(trip({ name: "a".repeat(MAX_NAME + 1) }), ist(now), en.errors)).toEqual([
      { field: "name", message: en.errors.tooLong(MAX_NAME) },
    ]);
  });
});

describe("pickup and drop", () => {
  const tooLong = { field: "pickup", message: "Use at most 80 characters." };

  it("allows 80 characters and refuses 81", () => {
    expect(MAX_PLACE).toBe(80);
    expect(fields(trip({ pickup: "a".repeat(80) }))).toEqual([]);
    expect(tripErrors(trip({ pickup: "a".repeat(81) }), ist(now), en.errors)).toEqual([tooLong]);
  });
  it("counts code points, so 80 emoji (160 UTF-16 units) are allowed and 81 refused", () => {
    expect(fields(trip({ pickup: "🚗".repeat(80) }))).toEqual([]);
    expect(tripErrors(trip({ pickup: "🚗".repeat(81) }), ist(now), en.errors)).toEqual([tooLong]);
  });
  it("allows 80 Gujarati letters (240 bytes of UTF-8)", () => {
    expect(fields(trip({ pickup: "ક".repeat(80) }))).toEqual([]);
    expect(fields(trip({ drop: "ક".repeat(81) }))).toEqual(["drop"]);
  });
  it("counts after trimming", () => {
    expect(fields(trip({ pickup: `  ${"a".repeat(80)}  ` }))).toEqual([]);
  });
  it("asks for both, blank counting as missing", () => {
    expect(tripErrors(trip({ pickup: " ", drop: "" }), ist(now), en.errors)).toEqual([
      { field: "pickup", message: en.errors.pickupMissing },
      { field: "drop", message: en.errors.dropMissing },
    ]);
  });
});

describe("tripErrors", () => {
  const empty = trip({ pickup: "", drop: "", roundTrip: true, date: "", returnDate: "", passengers: "" });

  it("lists the errors in the form's order", () => {
    expect(fields(empty)).toEqual(["pickup", "drop", "date", "returnDate", "passengers"]);
  });
  it("takes its messages from the words given", () => {
    expect(tripErrors(empty, ist(now), gu.errors).map((e) => e.message)).toEqual([
      gu.errors.pickupMissing,
      gu.errors.dropMissing,
      gu.errors.dateMissing,
      gu.errors.returnMissing,
      gu.errors.passengersMissing,
    ]);
    expect(tripErrors(trip({ drop: "क".repeat(81) }), ist(now), hi.errors)).toEqual([{ field: "drop", message: "अधिकतम 80 अक्षर लिखें।" }]);
  });
  it("finds nothing wrong with a complete trip", () => {
    expect(tripErrors(trip({ roundTrip: true, returnDate: "2026-11-26", time: "07:30", carId: "1" }), ist(now), en.errors)).toEqual([]);
  });
});

describe("smallestFit", () => {
  const fit = (n: number) => smallestFit(cars, n)?.id;

  it("picks the car with the fewest seats that seats everyone", () => {
    expect(fit(1)).toBe(3); // Swift Dzire, 4 seats
    expect(fit(4)).toBe(3);
    expect(fit(6)).toBe(2); // Ertiga, 6
    expect(fit(13)).toBe(7); // Urbania, 13
    expect(fit(29)).toBe(12); // Tempo Traveller, 29
  });
  it("takes the first in list order on a tie", () => {
    expect(fit(5)).toBe(4); // Baleno before AURA, both 5
    expect(fit(7)).toBe(1); // Innova Crysta before Nexa XL6, both 7
    expect(fit(14)).toBe(8); // Urbania 17 before Tempo Traveller 17
  });
  it("takes the cheapest of the smallest cars when it knows their cost", () => {
    const perKm = new Map([
      [1, 18],
      [5, 14],
      [4, 11],
      [6, 11],
      [8, 30],
      [10, 23],
    ]);
    const cheapest = (n: number) => smallestFit(cars, n, (c) => perKm.get(c.id))?.id;
    expect(cheapest(14)).toBe(10); // Tempo Traveller 17 (₹23 a km), not the Urbania 17 (₹30)
    expect(cheapest(7)).toBe(5); // Nexa XL6 (₹14), not the Innova Crysta (₹18)
    expect(cheapest(5)).toBe(4); // Baleno and AURA cost the same: the first
    // A car without a cost comes after one with a cost.
    expect(smallestFit(cars, 14, (c) => (c.id === 8 ? 30 : undefined))?.id).toBe(8);
  });
  it("finds none when no car is big enough", () => {
    expect(fit(30)).toBeUndefined();
    expect(smallestFit([], 1)).toBeUndefined();
  });
});

describe("what the owner's analytics learns of a sent trip", () => {
  const places = [
    { slug: "rajkot", en: "Rajkot", gu: "રાજકોટ", hi: "राजकोट" },
    { slug: "dwarka", en: "Dwarka", gu: "દ્વારકા", hi: "द्वारका" },
  ];
  const carName = (id: string) => cars.find((c) => String(c.id) === id)?.name;
  it("the car's model name and the place the trip goes to, by its English name, in any script", () => {
    const ertiga = cars.find((c) => c.name === "Ertiga")!;
    expect(tripReport(trip({ pickup: "Kalawad Road", drop: "દ્વારકા મંદિર", carId: String(ertiga.id) }), places, carName)).toEqual({
      car: "Ertiga",
      place: "Dwarka",
    });
  });
  it("a trip back home is about where it comes from", () => {
    expect(tripReport(trip({ pickup: "Dwarka", drop: "Rajkot", carId: "" }), places, carName)).toEqual({ car: undefined, place: "Dwarka" });
    expect(tripReport(trip({ pickup: "Jamnagar", drop: "Rajkot", carId: "" }), places, carName).place).toBe("Rajkot");
  });
  it("nothing the visitor typed: a place the site does not know, the name, the dates, stay out", () => {
    const report = tripReport(trip({ pickup: "12 Secret Lane", drop: "Mumbai Central", carId: "", name: "Asha" }), places, carName);
    expect(report).toEqual({ car: undefined, place: undefined });
  });
});

describe("a tour in the planner", () => {
  const tour = {
    slug: "dwarka-somnath",
    name: "Dwarka and Somnath",
    line: "4 days · About 743 km in all",
    km: 743,
    days: 4,
    lines: ["Day 1: Rajkot → Jamnagar → Dwarka", "Day 4: Somnath → Junagadh → Rajkot"],
  };
  const chosen = trip({ pickup: "", drop: "", roundTrip: true, returnDate: "", tour: tour.slug, passengers: "6", carId: "1" });

  it("asks for no pickup, drop or return date: the tour names its places and days", () => {
    expect(fields(chosen)).toEqual([]);
    expect(fields({ ...chosen, date: "" })).toEqual(["date"]);
  });

  it("estimates the whole circuit over the tour's days, in the chosen car or the smallest that seats the group", () => {
    const card = { minKmPerDay: 250, dayDriveHours: 10, oneWayMinKm: 130, gstIncluded: true };
    const rate = (id: number) => ({ perKm: id === 1 ? 18 : 11, driverPerDay: 300 });
    // 743 km over 4 days is below 4 × 250 km: the minimum is billed.
    expect(tourEstimate(chosen, tour, cars, rate, card)).toMatchObject({
      billedKm: 1000,
      days: 4,
      amount: 18 * 1000 + 4 * 300,
      car: { id: 1 },
    });
    expect(tourEstimate({ ...chosen, carId: "", passengers: "4" }, tour, cars, rate, card)!.car.capacity).toBe(4);
    expect(tourEstimate(chosen, tour, cars, rate, null)).toBeNull();
  });

  it("sends the tour and its days instead of the pickup, the drop and the trip type, then the date, the group, the car and the estimate", () => {
    const text = tripMessage(chosen, {
      planner: en,
      carLabel,
      time: hours.time,
      estimate: { label: "Estimate seen on the site", value: "₹19,200, Innova Crysta (7 passengers)" },
      tour: { label: "Tour", value: `${tour.name} (${tour.line})`, lines: tour.lines },
    });
    expect(text).toBe(
      [
        en.greeting,
        "",
        "Tour: Dwarka and Somnath (4 days · About 743 km in all)",
        ...tour.lines,
        `${en.date}: 25/11/2026`,
        `${en.passengers}: 6`,
        `${en.car}: Innova Crysta (7 passengers)`,
        "Estimate seen on the site: ₹19,200, Innova Crysta (7 passengers)",
        "",
        en.closing,
      ].join("\n"),
    );
  });
});

describe("a trip of several stops (stopsEstimate)", () => {
  const plannerPlaces: PlannerPlace[] = placesData;
  const card = rateCard!;
  const base: Trip = trip({ pickup: "Rajkot", drop: "Dwarka", stops: ["Somnath", "Rajkot"], passengers: "4" });
  const ertiga = cars.find((c) => c.name === "Ertiga")!;
  /** The km by the roads table: Rajkot–Dwarka, Dwarka–Porbandar–Somnath, Somnath–Junagadh–Rajkot. */
  const leg = (a: string, b: string) => plannerRoads.roads.find((r) => (r.from === a && r.to === b) || (r.from === b && r.to === a))!;
  const own = (slug: string) => plannerPlaces.find((p) => p.slug === slug)!;
  const km =
    own("dwarka").km! +
    leg("dwarka", "porbandar").km +
    leg("porbandar", "somnath").km +
    leg("somnath", "junagadh").km +
    own("junagadh").km!;
  const minutes =
    own("dwarka").minutes! +
    leg("dwarka", "porbandar").minutes +
    leg("porbandar", "somnath").minutes +
    leg("somnath", "junagadh").minutes +
    own("junagadh").minutes!;

  it("is the one estimate of the circuit, its days from the driving time when no return date is given", () => {
    const found = stopsEstimate({ ...base, carId: String(ertiga.id) }, plannerPlaces, plannerRoads, cars, carRate, card);
    const days = daysOfDriving(minutes, card);
    expect(days).toBe(Math.ceil(minutes / (card.dayDriveHours * 60)));
    expect(found).toEqual({ ...estimate({ kind: "circuit", km, days }, carRate(ertiga.id)!, card), car: ertiga });
  });

  it("takes the days from the dates of a return trip", () => {
    const withDates = { ...base, carId: String(ertiga.id), roundTrip: true, date: "2026-12-01", returnDate: "2026-12-04" };
    expect(stopsEstimate(withDates, plannerPlaces, plannerRoads, cars, carRate, card)).toEqual({
      ...estimate({ kind: "circuit", km, days: 4 }, carRate(ertiga.id)!, card),
      car: ertiga,
    });
  });

  it("without a car chosen, the cheapest of the smallest that seat the group", () => {
    const found = stopsEstimate(base, plannerPlaces, plannerRoads, cars, carRate, card);
    const days = daysOfDriving(minutes, card);
    const car = smallestFit(cars, 4, (c) => estimate({ kind: "circuit", km, days }, carRate(c.id)!, card)?.amount)!;
    expect(found).toEqual({ ...estimate({ kind: "circuit", km, days }, carRate(car.id)!, card), car });
  });

  it("counts a pickup that is not the office from the office and back, in any script", () => {
    const jamnagar = trip({ pickup: "જામનગર", drop: "DWARKA", carId: String(ertiga.id) });
    expect(isCircuit(jamnagar, plannerPlaces, plannerRoads)).toBe(true);
    const jd = own("jamnagar").km! + leg("jamnagar", "dwarka").km + own("dwarka").km!;
    const mins = own("jamnagar").minutes! + leg("jamnagar", "dwarka").minutes + own("dwarka").minutes!;
    expect(stopsEstimate(jamnagar, plannerPlaces, plannerRoads, cars, carRate, card)).toEqual({
      ...estimate({ kind: "circuit", km: jd, days: daysOfDriving(mins, card) }, carRate(ertiga.id)!, card),
      car: ertiga,
    });
  });

  it("gives no figure for a stop with no known road: it names that stop", () => {
    expect(stopsEstimate({ ...base, stops: ["Mumbai", "Rajkot"] }, plannerPlaces, plannerRoads, cars, carRate, card)).toEqual({
      unknown: "Mumbai",
    });
  });

  it("leaves the city and one place to tripEstimate, and the stops to the message in order", () => {
    expect(isCircuit(trip({ pickup: "Rajkot", drop: "Dwarka" }), plannerPlaces, plannerRoads)).toBe(false);
    expect(isCircuit(trip({ pickup: "Rajkot", drop: "Dwarka", stops: [" "] }), plannerPlaces, plannerRoads)).toBe(false);
    const text = tripMessage({ ...base, date: "2026-12-01" }, { planner: en, carLabel: () => undefined, time: hours.time, km: 645 });
    expect(text).toContain(`\n${en.route}: Rajkot → Dwarka → Somnath → Rajkot\n${en.distance}: ${en.routeKm(645)}\n`);
    expect(text).not.toContain(`${en.pickup}:`);
    expect(text).not.toMatch(/::/);
  });
});

describe("tripEstimate: the price list and the return rules, as on the pages", () => {
  const card = rateCard!;
  const dzire = cars.find((c) => c.name === "Swift Dzire")!;
  const inDzire = (changes: Partial<Trip>) => tripEstimate(trip({ carId: String(dzire.id), ...changes }), placesData, cars, carRate, card)!;
  it("takes the owner's fixed fare for exactly that pair of places, either way round", () => {
    const fixed = card.fixed!.find((f) => f.place === "ahmedabad" && f.cars.includes(dzire.id) && f.oneWay)!;
    expect(inDzire({ pickup: "Rajkot", drop: "Ahmedabad" })).toMatchObject({ amount: fixed.oneWay, basis: "fixed" });
    expect(inDzire({ pickup: "Ahmedabad", drop: "Rajkot" })).toMatchObject({ amount: fixed.oneWay, basis: "fixed" });
    // A return to Ahmedabad has no fixed fare: by the km.
    expect(inDzire({ pickup: "Rajkot", drop: "Ahmedabad", roundTrip: true }).basis).toBeUndefined();
  });
  it("prices a return on the same date as a day trip where the drive fits a day, and never in fewer days than the drive needs", () => {
    const sameDay = { roundTrip: true, date: "2026-12-01", returnDate: "2026-12-01" };
    expect(inDzire({ pickup: "Rajkot", drop: "Somnath", ...sameDay }).days).toBe(1);
    // Surat, 7½ hours each way: two days even on one date.
    expect(inDzire({ pickup: "Rajkot", drop: "Surat", ...sameDay }).days).toBe(2);
    // Without dates, the shortest return the place's page shows.
    expect(inDzire({ pickup: "Rajkot", drop: "Somnath", roundTrip: true, date: "", returnDate: "" }).days).toBe(1);
    expect(inDzire({ pickup: "Rajkot", drop: "Somnath", roundTrip: true, date: "2026-12-01", returnDate: "2026-12-02" }).days).toBe(2);
  });
});

describe("the airport, the station and the names people type", () => {
  const card = rateCard!;
  const dzire = cars.find((c) => c.name === "Swift Dzire")!;
  const inDzire = (changes: Partial<Trip>) => tripEstimate(trip({ carId: String(dzire.id), ...changes }), placesData, cars, carRate, card);
  const transfer = (slug: string) => card.transfers!.find((t) => t.point === slug && t.cars.includes(dzire.id))!.amount;
  const own = (slug: string): PlannerPlace => placesData.find((p) => p.slug === slug)!;

  it("knows the airport by the names people type, in three languages", () => {
    for (const name of ["Rajkot Airport", "Hirasar", "airport", "Rajkot Airport, Hirasar", "હીરાસર", "એરપોર્ટ", "हीरासर", "एयरपोर्ट"])
      expect(knownPlace(name, placesData)?.slug, name).toBe("rajkot-airport");
    for (const name of ["station", "Rajkot Junction", "સ્ટેશન", "स्टेशन"])
      expect(knownPlace(name, placesData)?.slug, name).toBe("rajkot-junction");
    for (const name of ["Gir", "ગીર", "गिर"]) expect(knownPlace(name, placesData)?.slug, name).toBe("sasan-gir");
    for (const name of ["Kevadia", "Ekta Nagar", "કેવડિયા", "એકતા નગર", "केवड़िया", "एकता नगर"])
      expect(knownPlace(name, placesData)?.slug, name).toBe("statue-of-unity");
    // The district's name is Somnath's, not the park's.
    expect(knownPlace("Gir Somnath", placesData)?.slug).toBe("somnath");
  });

  it("prices the airport to the city, either way round, at the owner's transfer fare: what the trade sells it for", () => {
    for (const [pickup, drop] of [
      ["Rajkot Airport", "Rajkot"],
      ["Rajkot", "Hirasar"],
      ["હીરાસર", "રાજકોટ"],
    ])
      expect(inDzire({ pickup, drop }), `${pickup} → ${drop}`).toMatchObject({ amount: transfer("rajkot-airport"), basis: "fixed" });
    expect(transfer("rajkot-airport")).toBeLessThanOrEqual(1500);
    // There and back is two transfers.
    expect(inDzire({ pickup: "Rajkot", drop: "airport", roundTrip: true })!.amount).toBe(2 * transfer("rajkot-airport"));
    expect(inDzire({ pickup: "Rajkot Junction", drop: "Rajkot" })).toMatchObject({ amount: transfer("rajkot-junction"), basis: "fixed" });
  });

  it("prices a pickup at the airport from the airport, not from the office", () => {
    const airport = own("rajkot-airport");
    const dwarka = own("dwarka");
    const km = airport.km! + dwarka.km!;
    const minutes = (airport.minutes ?? 0) + dwarka.minutes!;
    const found = inDzire({ pickup: "Hirasar", drop: "Dwarka" })!;
    expect(found).toEqual({ ...estimate({ kind: "one-way", km, minutes, place: "dwarka" }, carRate(dzire.id)!, card), car: dzire });
    expect(found.amount).toBeGreaterThan(inDzire({ pickup: "Rajkot", drop: "Dwarka" })!.amount);
    expect(isCircuit(trip({ pickup: "Hirasar", drop: "Dwarka" }), placesData, plannerRoads)).toBe(false);
    // Two points are no trip the planner prices.
    expect(inDzire({ pickup: "Hirasar", drop: "station" })).toBeNull();
  });
});

describe("the tolls of a planned trip", () => {
  const card = rateCard!;
  const dzire = cars.find((c) => c.name === "Swift Dzire")!;
  const tempo = cars.find((c) => c.capacity > 8)!;
  const ahmedabad = placesData.find((p) => p.slug === "ahmedabad")! as PlannerPlace;
  const airport = placesData.find((p) => p.slug === "rajkot-airport")! as PlannerPlace;
  const inCar = (car: { id: number }, changes: Partial<Trip>, on = card) =>
    tripEstimate(trip({ carId: String(car.id), ...changes }), placesData, cars, carRate, on)!;

  it("are the road's plazas by the car's class, one and a half times on a return the same day, twice on a later one, and the message carries them", () => {
    expect(inCar(dzire, { pickup: "Rajkot", drop: "Ahmedabad" }).tolls).toBe(ahmedabad.tolls!.car);
    const same = { pickup: "Rajkot", drop: "Ahmedabad", roundTrip: true, date: "2026-12-20", returnDate: "2026-12-20" };
    expect(inCar(dzire, same).tolls).toBe(Math.round((1.5 * ahmedabad.tolls!.car) / 5) * 5);
    expect(inCar(dzire, { ...same, returnDate: "2026-12-21" }).tolls).toBe(2 * ahmedabad.tolls!.car);
    expect(inCar(tempo, { pickup: "Rajkot", drop: "Ahmedabad" }).tolls).toBe(ahmedabad.tolls!.van);
    // From the airport: its road's plazas, then the place's.
    expect(inCar(dzire, { pickup: "Hirasar", drop: "Ahmedabad" }).tolls).toBe(airport.tolls!.car + ahmedabad.tolls!.car);
    expect(inCar(dzire, { pickup: "Rajkot", drop: "Dwarka" }).tolls).toBeUndefined();
    const line = editions.en.words.fares.tollsTrip(`₹${ahmedabad.tolls!.car}`);
    const text = tripMessage(trip({ pickup: "Rajkot", drop: "Ahmedabad", date: "2026-12-01" }), {
      planner: en,
      carLabel: () => undefined,
      time: hours.time,
      tolls: line,
    });
    expect(text).toContain(`\n${line}\n`);
    expect(line).toMatch(/Tolls on the way: about ₹\d+/);
  });

  it("are added to the fare when the owner quotes with tolls included, and left out of it otherwise", () => {
    const without = inCar(dzire, { pickup: "Rajkot", drop: "Ahmedabad" });
    const withTolls = inCar(dzire, { pickup: "Rajkot", drop: "Ahmedabad" }, { ...card, tollsIncluded: true });
    expect(without.tollsIncluded).toBeUndefined();
    expect(withTolls).toMatchObject({ tollsIncluded: true, tolls: ahmedabad.tolls!.car });
    expect(withTolls.amount).toBe(Math.ceil((without.amount + ahmedabad.tolls!.car) / 100) * 100);
    // A road whose plazas are not known: nothing added.
    expect(inCar(dzire, { pickup: "Rajkot", drop: "Dwarka" }, { ...card, tollsIncluded: true }).amount).toBe(
      inCar(dzire, { pickup: "Rajkot", drop: "Dwarka" }).amount,
    );
  });
});
