import { describe, expect, it } from "vitest";
import { savedCopyWords, savedCopyZone, savedDay, showSavedCopyNote } from "./saved-copy.ts";

const page = (note: string) => `<main id="main" tabindex="-1">${note}<h1>Cars</h1></main>`;
const hidden = "";
const offline = `<main><p hidden data-words="Saved on {date}. Fares &amp; rates may have changed." data-utc-offset="+05:30"></p></main>`;
const words = savedCopyWords(offline);

describe("savedDay", () => {
  const zone = savedCopyZone(offline);
  it("reads the business's clock from the offline page", () => {
    expect(zone).toBe("+05:30");
  });
  it("writes the day a copy was saved as day/month/year, on the business's clock", () => {
    expect(savedDay("Tue, 03 Mar 2026 10:00:00 GMT", zone)).toBe("03/03/2026");
    // 20:00 in London is already the next day in Rajkot.
    expect(savedDay("Tue, 03 Mar 2026 20:00:00 GMT", zone)).toBe("04/03/2026");
  });
  it("knows no day without a date, or without the clock (an old deploy's offline page)", () => {
    expect(savedDay(null, zone)).toBeUndefined();
    expect(savedDay("yesterday", zone)).toBeUndefined();
    expect(savedDay("Tue, 03 Mar 2026 10:00:00 GMT", savedCopyZone("<main></main>"))).toBeUndefined();
  });
});

describe("showSavedCopyNote", () => {
  it("writes the note at the top of the main part, with its words and the day", () => {
    expect(showSavedCopyNote(page(hidden), "03/03/2026", words)).toBe(
      page(
        `<div class="px-4 sm:px-6"><p id="saved-copy" class="mx-auto mt-4 max-w-6xl rounded-xl border border-accent/40 bg-surface px-4 py-3 font-medium">Saved on 03/03/2026. Fares &amp; rates may have changed.</p></div>`,
      ),
    );
  });
  it("leaves a page without a main part, or without a day or words, as it is", () => {
    expect(showSavedCopyNote("<body><h1>Cars</h1></body>", "03/03/2026", words)).toBe("<body><h1>Cars</h1></body>");
    expect(showSavedCopyNote(page(hidden), undefined, words)).toBe(page(hidden));
    // An offline page without the words (an old deploy's): no note, rather than an empty one.
    expect(savedCopyWords("<main></main>")).toBeUndefined();
    expect(showSavedCopyNote(page(hidden), "03/03/2026", undefined)).toBe(page(hidden));
  });
});
