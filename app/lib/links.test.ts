import { describe, expect, it } from "vitest";
import { addressLine, directionsLink, mailtoLink, phoneDigits, phoneForDisplay, telLink, whatsappLink } from "./links.ts";

describe("telLink", () => {
  it("dials the E.164 number", () => {
    expect(telLink("+919876543210")).toBe("tel:+919876543210");
  });
  it("drops formatting", () => {
    expect(telLink("+91 98765-43210")).toBe("tel:+919876543210");
  });
});

describe("whatsappLink", () => {
  it("uses the digits without the plus sign", () => {
    expect(whatsappLink("+919876543210")).toBe("https://wa.me/919876543210");
    expect(phoneDigits("+91 98765 43210")).toBe("919876543210");
  });
  it("encodes spaces as %20 and newlines as %0A", () => {
    const link = whatsappLink("+919876543210", "Hello there\nSecond line");
    expect(link).toBe("https://wa.me/919876543210?text=Hello%20there%0ASecond%20line");
    expect(link).not.toContain("+");
  });
  it("encodes &, ? and #, and writes letters beyond ASCII and emoji as they are", () => {
    const link = whatsappLink("+919876543210", "Navkar Tours & Travels? #1 નમસ્તે 🚗 ₹500");
    expect(link).toContain("Navkar%20Tours%20%26%20Travels%3F%20%231%20નમસ્તે%20🚗%20₹500");
    expect(decodeURIComponent(link.split("text=")[1])).toBe("Navkar Tours & Travels? #1 નમસ્તે 🚗 ₹500");
    // As a browser follows it: the same UTF-8 bytes as encodeURIComponent's.
    expect(new URL(link).search).toBe(`?text=${encodeURIComponent("Navkar Tours & Travels? #1 નમસ્તે 🚗 ₹500")}`);
  });
  it("keeps spaces and invisible marks beyond ASCII encoded", () => {
    const link = whatsappLink("+919876543210", "+91\u00a098765 ક\u200dષ");
    expect(link).toContain("%C2%A0");
    expect(link).toContain("%E2%80%8D");
    expect(link).not.toMatch(/[\u00a0\u200d]/);
  });
});

describe("mailtoLink", () => {
  it("encodes subject and body with %20, never +", () => {
    const link = mailtoLink("a@example.com", { subject: "Hello you", body: "Line one" });
    expect(link).toBe("mailto:a@example.com?subject=Hello%20you&body=Line%20one");
    expect(link).not.toContain("+");
  });
  it("breaks lines with CR LF (%0D%0A, RFC 6068), never a bare %0A or %0D", () => {
    expect(mailtoLink("a@example.com", { body: "Hello,\n\nLine two" })).toBe("mailto:a@example.com?body=Hello%2C%0D%0A%0D%0ALine%20two");
    // Already CR LF, or a lone CR: the same, never doubled.
    expect(mailtoLink("a@example.com", { body: "One\r\nTwo\rThree" })).toBe("mailto:a@example.com?body=One%0D%0ATwo%0D%0AThree");
  });
  it("leaves out empty fields", () => {
    expect(mailtoLink("a@example.com")).toBe("mailto:a@example.com");
    expect(mailtoLink("a@example.com", { subject: "Hi" })).toBe("mailto:a@example.com?subject=Hi");
  });
});

describe("phoneForDisplay", () => {
  it("groups an Indian number as 5 + 5 digits after +91, with non-breaking spaces", () => {
    expect(phoneForDisplay("+919876543210")).toBe("+91\u00a098765\u00a043210");
    expect(phoneForDisplay("+91 98765-43210")).toBe("+91\u00a098765\u00a043210");
  });
  it("leaves any other number as it was written", () => {
    expect(phoneForDisplay("+442079460000")).toBe("+442079460000");
    expect(phoneForDisplay("+91281234567")).toBe("+91281234567");
  });
});

describe("directionsLink", () => {
  const base = "https://www.google.com/maps/dir/?api=1&destination=";
  it("points Google Maps directions at the address, spaces as %20 and commas and & encoded", () => {
    const link = directionsLink("Shop 1, A & B Complex, Rajkot 360005");
    expect(link).toBe(`${base}Shop%201%2C%20A%20%26%20B%20Complex%2C%20Rajkot%20360005`);
    expect(link.slice(base.length)).not.toMatch(/[ &,+]/);
  });
  it("encodes Gujarati as UTF-8", () => {
    const link = directionsLink("કાલાવડ રોડ, રાજકોટ");
    expect(link).toContain("%E0%AA%95"); // ક
    expect(decodeURIComponent(link.slice(base.length))).toBe("કાલાવડ રોડ, રાજકોટ");
  });
});

describe("addressLine", () => {
  const address = { street: "Shop 1, Sample Complex, Kalawad Road", city: "Rajkot", postalCode: "360005", region: "Gujarat" };
  it("writes street, city postalCode, region, country", () => {
    expect(addressLine(address, "India")).toBe("Shop 1, Sample Complex, Kalawad Road, Rajkot 360005, Gujarat, India");
  });
  it("leaves out empty parts without stray commas", () => {
    expect(addressLine({ ...address, street: "", postalCode: "" }, "India")).toBe("Rajkot, Gujarat, India");
  });
  it("gives the one line that directionsLink encodes", () => {
    expect(directionsLink(addressLine(address, "India"))).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=" +
        "Shop%201%2C%20Sample%20Complex%2C%20Kalawad%20Road%2C%20Rajkot%20360005%2C%20Gujarat%2C%20India",
    );
  });
});
