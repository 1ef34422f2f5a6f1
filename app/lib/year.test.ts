import { describe, expect, it } from "vitest";
import { yearOf } from "./year.ts";

describe("yearOf", () => {
  it("is the year of the given moment, not the build's", () => {
    expect(yearOf(new Date(2031, 5, 1))).toBe(2031);
    expect(yearOf(new Date(2026, 11, 31, 23, 59))).toBe(2026);
  });
});
