import { describe, expect, it } from "vitest";
import { mailtoLink, phoneDigits, phoneForDisplay, telLink, whatsappLink } from "./links";

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
  it("encodes &, ?, # and non-ASCII text and emoji as UTF-8", () => {
    const link = whatsappLink("+919876543210", "Navkar Tours & Travels? #1 નમસ્તે 🚗");
    expect(link).toContain("Navkar%20Tours%20%26%20Travels%3F%20%231%20");
    expect(link).toContain("%E0%AA%A8"); // ન
    expect(link).toContain("%F0%9F%9A%97"); // 🚗
    expect(decodeURIComponent(link.split("text=")[1])).toBe("Navkar Tours & Travels? #1 નમસ્તે 🚗");
  });
});

describe("mailtoLink", () => {
  it("encodes subject and body with %20, never +", () => {
    const link = mailtoLink("a@example.com", { subject: "Hello you", body: "Line one\nLine two" });
    expect(link).toBe("mailto:a@example.com?subject=Hello%20you&body=Line%20one%0ALine%20two");
    expect(link).not.toContain("+");
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
