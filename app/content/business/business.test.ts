/** business.json against its schema and the service areas, and its sample values. */
import { describe, expect, it } from "vitest";
import { checkContent } from "#app/content/check.ts";
import { allImages, errorOf, real, withChange } from "#app/content/test-files.ts";
import { phoneProblem } from "./phone.ts";
import { findSamples } from "./samples.ts";
import { gstinCheckChar, isGstin } from "./schema.ts";

describe("the business's details", () => {
  it("refuses a phone without + and country code", () => {
    const msg = errorOf(withChange((f) => (f["business.json"].phone = "09876543210")));
    expect(msg).toMatch(/app\/content\/data\/business\.json → phone: must start with \+ and the country code.*\(value: "09876543210"\)/);
    expect(errorOf(withChange((f) => (f["business.json"].phone = "12345")))).toContain("→ phone: must start with +");
  });

  it("refuses a number that is not one of the office's country, saying what looks wrong", () => {
    const phone = (value: string) => errorOf(withChange((f) => (f["business.json"].phone = value)));
    // The country code forgotten: the number's first digits read as Iran's code.
    expect(phone("+9876543210")).toContain(
      'business.json → phone: starts with +98, the code of Iran; a phone number in India starts with +91 and then has 10 digits (e.g. +918123456789) (value: "+9876543210")',
    );
    expect(phone("+91987654321")).toContain(
      'business.json → phone: has 9 digits after +91; a phone number in India has 10 (e.g. +918123456789) (value: "+91987654321")',
    );
    // Only one message for a number that is not + and digits.
    expect(phone("98765 43210").match(/→ phone:/g)).toHaveLength(1);

    const inIndia = (value: string) => phoneProblem(value, "IN");
    expect(inIndia("+14155552671")).toMatch(/^starts with \+1, the code of the United States; a phone number in India starts with \+91/);
    expect(inIndia("+9198765432101")).toMatch(/^has 11 digits after \+91; a phone number in India has 10/);
    // A Delhi landline with a digit dropped: the small metadata would take it.
    expect(inIndia("+91112345678")).toMatch(/^has 9 digits after \+91/);
    expect(inIndia("+9109876543210")).toBe(
      "has an extra 0 after +91, dialled only from inside India: leave it out and write +919876543210",
    );
    expect(inIndia("+910987654321")).toMatch(/^has a 0 right after \+91: leave out the 0 dialled inside India/);
    expect(inIndia("+915597613382")).toMatch(
      /^is not a phone number in India: the digits after \+91 do not begin as any number there does/,
    );
  });

  it("takes a mobile or a landline of the office's country, and the sample number", () => {
    for (const phone of ["+919876543210", "+916123456789", "+912812345678", "+911123456789", "+910000000000"]) {
      expect(phoneProblem(phone, "IN"), phone).toBeUndefined();
    }
    // The office's country decides; one libphonenumber-js does not know is taken as India.
    expect(phoneProblem("+14155552671", "US")).toBeUndefined();
    expect(phoneProblem("+919876543210", "US")).toMatch(
      /^starts with \+91, the code of India; a phone number in the United States starts with \+1/,
    );
    expect(phoneProblem("+919876543210", "XX")).toBeUndefined();
    expect(() =>
      checkContent(
        withChange((f) => (f["business.json"].phone = "+919876543210")),
        allImages,
      ),
    ).not.toThrow();
  });

  it("takes hours past midnight and round the clock, and refuses opening at the closing time otherwise", () => {
    const hours = (opens: string, closes: string) => withChange((f) => Object.assign(f["business.json"].hours, { opens, closes }));
    expect(() => checkContent(hours("18:00", "02:00"), allImages)).not.toThrow();
    expect(() => checkContent(hours("00:00", "00:00"), allImages)).not.toThrow();
    expect(errorOf(hours("09:00", "09:00"))).toContain(
      "business.json → hours: opens and closes at the same time (09:00): for an office open round the clock, set both to 00:00",
    );
  });

  it("refuses hours that are not HH:MM", () => {
    const msg = errorOf(withChange((f) => (f["business.json"].hours.opens = "6 am")));
    expect(msg).toContain('business.json → hours.opens: must be a 24-hour time HH:MM, e.g. 06:00 or 23:00 (value: "6 am")');
  });

  it("refuses the business's name, short name or street missing in a language, or in Latin letters, naming the field", () => {
    expect(errorOf(withChange((f) => delete f["business.json"].name.gu))).toContain(
      "app/content/data/business.json → name.gu: missing: write it in Gujarati too",
    );
    expect(errorOf(withChange((f) => delete f["business.json"].shortName.hi))).toContain(
      "business.json → shortName.hi: missing: write it in Hindi too",
    );
    expect(errorOf(withChange((f) => (f["business.json"].address.street.gu = " ")))).toContain(
      "business.json → address.street.gu: looks empty: it has only spaces or invisible characters",
    );
    expect(errorOf(withChange((f) => (f["business.json"].address.street = "Kalawad Road")))).toContain(
      'business.json → address.street: must be written in each language: English, Gujarati and Hindi (en, gu, hi) (value: "Kalawad Road")',
    );
    const latin = errorOf(withChange((f) => (f["business.json"].name.gu = "Navkar Tours & Travels")));
    expect(latin).toContain(
      'business.json → name.gu: must be written in Gujarati letters (ગુજરાતી અક્ષરોમાં), not Latin letters (value: "Navkar Tours & Travels")',
    );
    expect(errorOf(withChange((f) => (f["business.json"].address.street.hi = "Shop 1, कालावड रोड")))).toContain(
      "address.street.hi: must be written in Hindi letters",
    );
    // Digits and punctuation are the same in every script.
    expect(() =>
      checkContent(
        withChange((f) => (f["business.json"].address.street.gu = "શૉપ 12-બી, કાલાવડ રોડ")),
        allImages,
      ),
    ).not.toThrow();
  });

  it("asks for the office's city to be the city of the service areas", () => {
    const msg = errorOf(withChange((f) => (f["business.json"].address.city = "Mumbai")));
    expect(msg).toContain(
      'business.json → address.city: must be your city in app/content/data/places.json, in English ("Rajkot") (value: "Mumbai")',
    );
  });
});

describe("GST and UPI", () => {
  it("checks a GSTIN's last character, base 36, as the GST network computes it", () => {
    // A GSTIN published as valid (the GST portal's own example, a Maharashtra firm).
    expect(gstinCheckChar("27AAPFU0939F1Z")).toBe("V");
    expect(isGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isGstin("27AAPFU0939F1Z")).toBe(false);
  });

  it("refuses a GSTIN whose checksum fails, or a registration without one, naming the field", () => {
    expect(errorOf(withChange((f) => (f["business.json"].gst.gstin = "24AAAAA0000A1Z9")))).toContain(
      "app/content/data/business.json → gst.gstin: is not a valid GSTIN: its last character does not match the rest",
    );
    expect(errorOf(withChange((f) => (f["business.json"].gst.gstin = "24-AAAAA0000A1Z8")))).toContain("→ gst.gstin: must be a GSTIN");
    expect(errorOf(withChange((f) => (f["business.json"].gst = { registered: true })))).toContain(
      "business.json → gst.gstin: missing: the business is registered for GST, so give its GSTIN",
    );
    expect(() =>
      checkContent(
        withChange((f) => (f["business.json"].gst = { registered: false })),
        allImages,
      ),
    ).not.toThrow();
  });

  it("refuses a malformed UPI ID", () => {
    for (const bad of ["navkartours", "navkar tours@oksbi", "navkar@", "@oksbi", "navkar@ok.sbi", "navkar@@oksbi"])
      expect(errorOf(withChange((f) => (f["business.json"].upi = bad))), bad).toContain(
        "business.json → upi: must be a UPI ID like name@bank",
      );
    expect(() =>
      checkContent(
        withChange((f) => (f["business.json"].upi = "navkar.tours-1@okhdfcbank")),
        allImages,
      ),
    ).not.toThrow();
  });
});

describe("sample values", () => {
  const business = checkContent(real, allImages).business;
  it("flags the sample phone, e-mail and owner name", () => {
    const samples = findSamples(business).join("\n");
    expect(samples).toContain("business.phone is the sample +910000000000");
    expect(samples).toContain("business.email is the sample booking@example.com");
    expect(samples).toContain("business.owner.name.en");
    expect(samples).toContain("business.gst.gstin is the sample 24AAAAA0000A1Z8");
    expect(samples).toContain("business.upi is the sample");
  });
  it("is quiet once real values are in", () => {
    const filled = {
      ...business,
      phone: "+919876543210",
      email: "hello@navkartours.in",
      owner: { ...business.owner, name: { en: "Ramesh Shah", gu: "રમેશ શાહ", hi: "रमेश शाह" } },
      address: { ...business.address, street: { en: "12 Kalawad Road", gu: "12 કાલાવડ રોડ", hi: "12 कालावड रोड" } },
      social: {
        company: { label: "Instagram", url: "https://instagram.com/navkar" },
        owner: { label: "Facebook", url: "https://facebook.com/navkar" },
      },
      gst: { registered: true, gstin: "27AAPFU0939F1ZV" },
      upi: "navkartours@oksbi",
    };
    expect(findSamples(filled)).toEqual([]);
  });
});
