/** Every text the owner writes: at most its kind's characters, and something to see. */
import { describe, expect, it } from "vitest";
import { errorOf, withChange } from "./test-files.ts";
import { excerpt, looksFilled, TEXT_MAX, type TextKind, textOf } from "./schema-kit.ts";

/** The schema's messages for a value. */
const messages = (kind: TextKind, value: string) =>
  textOf(kind)
    .safeParse(value)
    .error?.issues.map((i) => i.message) ?? [];

/** The problem's own words, before the value the check adds after them: no more than 80 characters of it. */
/** The message's line about `field`, whole: its words and the value it quotes. */
const lineAbout = (msg: string, field: string) => msg.split("\n").find((l) => l.includes(field))!;

const LOOKS_EMPTY = "looks empty: it has only spaces or invisible characters";

describe("the longest text of each kind", () => {
  it.each(Object.entries(TEXT_MAX) as [TextKind, number][])("%s: %i characters fit, one more is refused with its length", (kind, max) => {
    expect(messages(kind, "x".repeat(max))).toEqual([]);
    const [message, ...more] = messages(kind, "x".repeat(max + 1));
    expect(more).toEqual([]);
    expect(message).toBe(`is ${(max + 1).toLocaleString("en-US")} characters long; at most ${max} fit here`);
  });

  it("counts a field's own limit, as the short name under the app icon", () => {
    expect(
      textOf("name", 20)
        .safeParse("x".repeat(21))
        .error?.issues.map((i) => i.message),
    ).toEqual(["is 21 characters long; at most 20 fit here"]);
  });

  it("refuses a 5 MB testimonial, naming the item and showing its first 80 characters only", () => {
    const quote = "I booked a car for our family's trip to Dwarka and Somnath; the driver was kind. "
      .repeat(70_000)
      .slice(0, 5 * 1024 * 1024);
    const msg = errorOf(withChange((f) => (f["pages/home.json"].testimonials[1].quote = quote)));
    const own = lineAbout(msg, "quote");
    expect(own).toBe(
      `  - app/content/data/pages/home.json (English) → testimonials → item 2 → quote: is 5,242,880 characters long; at most 600 fit here (value: "${quote.slice(0, 80)}…")`,
    );
    expect(own.length).toBeLessThan(300);
  });

  it("refuses a heading of 500 characters, in Gujarati too", () => {
    const title = "આપના પ્રવાસ માટે ".repeat(40).slice(0, 500);
    const msg = errorOf(withChange((f) => (f["pages/home.gu.json"].homePage.heroTitle = title)));
    expect(lineAbout(msg, "heroTitle")).toBe(
      `  - app/content/data/pages/home.gu.json (Gujarati) → homePage.heroTitle: is 500 characters long; at most 120 fit here (value: "${excerpt(title)}")`,
    );
    expect(excerpt(title)).toHaveLength(81);
  });

  it("shows a value's first 80 characters whole, on one line", () => {
    expect(excerpt("short")).toBe("short");
    expect(excerpt("a\n\nb")).toBe("a b");
    // A character beyond the basic plane is one character, never half of one.
    expect([...excerpt("😀".repeat(100))]).toHaveLength(81);
  });
});

describe("a text that only looks filled", () => {
  it.each([
    ["spaces", "   "],
    ["a no-break space", "\u00A0"],
    ["a zero-width space", "\u200B"],
    ["a word joiner", "\u2060"],
    ["a byte order mark", "\uFEFF"],
    ["a soft hyphen", "\u00AD"],
    ["a zero-width joiner alone", "\u200D"],
    ["a zero-width non-joiner alone", "\u200C"],
    ["a blank filler", "\u3164"],
    ["a mix of them", " \u200B\u00A0\u200D\n"],
  ])("is refused: %s", (_, value) => {
    expect(looksFilled(value)).toBe(false);
    expect(messages("paragraph", value)).toEqual([LOOKS_EMPTY]);
  });

  it("an empty text is refused as empty", () => {
    expect(messages("name", "")).toEqual(["must not be empty"]);
  });

  it("a Gujarati or Hindi word that joins its letters with ZWJ or ZWNJ is filled", () => {
    for (const word of ["ક્\u200Dષ", "क्\u200Dष", "र्\u200Cय", "WhatsApp\u200B"]) {
      expect(looksFilled(word)).toBe(true);
      expect(messages("name", word)).toEqual([]);
    }
  });

  it("refuses a heading of zero-width spaces, and a place's name of them, naming the field", () => {
    const heading = errorOf(withChange((f) => (f["pages/about.json"].aboutPage.heading = "\u200B\u200B")));
    expect(heading).toContain(`app/content/data/pages/about.json (English) → aboutPage.heading: ${LOOKS_EMPTY}`);
    const place = errorOf(withChange((f) => (f["places.json"].places[1].gu = "\u200B")));
    expect(place).toContain(`app/content/data/places.json → Dwarka → gu: ${LOOKS_EMPTY}`);
  });
});
