/** The home page's testimonials: their source and date, and the build's warning while they are the samples. */
import { describe, expect, it } from "vitest";
import { checkContent } from "#app/content/check.ts";
import { allImages, errorOf, real, withChange } from "#app/content/test-files.ts";
import { findTestimonialSamples } from "./samples.ts";

describe("the testimonials", () => {
  const home = checkContent(real, allImages).words.en.home;
  it("warn while they are the samples, and not once they are the customers' own", () => {
    expect(findTestimonialSamples(home).join()).toContain("the home page's testimonials are samples (Priya Patel, Ahmedabad;");
    const own = {
      ...home,
      testimonials: home.testimonials.map((t, i) => ({ ...t, author: `Customer ${i}, Rajkot`, source: "Google", date: "2025-03" })),
    };
    expect(findTestimonialSamples(own)).toEqual([]);
  });
  it("refuse a date that is not YYYY-MM, naming the field", () => {
    expect(errorOf(withChange((f) => (f["pages/home.json"].testimonials[0].date = "March 2025")))).toMatch(
      /pages\/home\.json \(English\) → testimonials → item 1 → date: must be a year and month YYYY-MM, e\.g\. 2025-03/,
    );
  });
});

describe("the Google review link", () => {
  it("is an https address on google.com or g.page", () => {
    expect(() =>
      checkContent(
        withChange((f) => (f["business.json"].reviewUrl = "https://g.page/r/CabcXYZ/review")),
        allImages,
      ),
    ).not.toThrow();
    expect(() =>
      checkContent(
        withChange((f) => (f["business.json"].reviewUrl = "https://search.google.com/local/writereview?placeid=ChIJ")),
        allImages,
      ),
    ).not.toThrow();
    expect(errorOf(withChange((f) => (f["business.json"].reviewUrl = "https://reviews.example.com/navkar")))).toContain(
      "business.json → reviewUrl: must be your Google review link",
    );
  });
});
