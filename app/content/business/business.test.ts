/** business.json against its schema and the service areas, and its sample values. */
import { describe, expect, it } from "vitest";
import { checkContent } from "#app/content/check.ts";
import { allImages, errorOf, real, withChange } from "#app/content/test-files.ts";
import { findSamples } from "./samples.ts";
import { gstinCheckChar, isGstin } from "./schema.ts";

describe("the business's details", () => {
  it("refuses a phone without + and country code", () => {
    const msg = errorOf(withChange((f) => (f["business.json"].phone = "09876543210")));
    expect(msg).toMatch(/app\/content\/data\/business\.json → phone: must start with \+ and the country code.*\(value: "09876543210"\)/);
    expect(errorOf(withChange((f) => (f["business.json"].phone = "12345")))).toContain("→ phone: must start with +");
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
