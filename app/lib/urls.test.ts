import { describe, expect, it } from "vitest";
import { siteHref } from "./urls.ts";

describe("siteHref", () => {
  it("puts a page's path under BASE_PATH", () => {
    expect(siteHref("/cars/", "/navkar/")).toBe("/navkar/cars/");
    expect(siteHref("/gu/", "/navkar/")).toBe("/navkar/gu/");
    expect(siteHref("/cars/?car=7#plan", "/")).toBe("/cars/?car=7#plan");
  });
  it("leaves other links alone", () => {
    for (const href of ["tel:+919876543210", "https://wa.me/919876543210", "#plan", "mailto:a@b.example"]) {
      expect(siteHref(href, "/navkar/")).toBe(href);
    }
  });
});
