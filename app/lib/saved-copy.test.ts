import { describe, expect, it } from "vitest";
import { savedDay, showSavedCopyNote } from "./saved-copy.ts";

const page = (note: string) => `<main id="main"><div class="px-4">${note}</div><h1>Cars</h1></main>`;
const hidden = `<p id="saved-copy" data-words="Saved on {date}. Fares &amp; rates may have changed." class="note"></p>`;

describe("savedDay", () => {
  it("writes the day a copy was saved as day/month/year, in India", () => {
    expect(savedDay("Tue, 03 Mar 2026 10:00:00 GMT")).toBe("03/03/2026");
    // 20:00 in London is already the next day in Rajkot.
    expect(savedDay("Tue, 03 Mar 2026 20:00:00 GMT")).toBe("04/03/2026");
  });
  it("knows no day without a date", () => {
    expect(savedDay(null)).toBeUndefined();
    expect(savedDay("yesterday")).toBeUndefined();
  });
});

describe("showSavedCopyNote", () => {
  it("shows the note with its words and the day, and keeps its other attributes", () => {
    expect(showSavedCopyNote(page(hidden), "03/03/2026")).toBe(
      page(`<p id="saved-copy" class="note">Saved on 03/03/2026. Fares &amp; rates may have changed.</p>`),
    );
  });
  it("leaves a page without the note, or without a day, as it is", () => {
    expect(showSavedCopyNote(page(""), "03/03/2026")).toBe(page(""));
    expect(showSavedCopyNote(page(hidden), undefined)).toBe(page(hidden));
  });
});
