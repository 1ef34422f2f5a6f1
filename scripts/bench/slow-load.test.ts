import { describe, expect, it } from "vitest";
import { blockingTime } from "./slow-load.ts";

describe("blocking time after the first paint (Lighthouse's rule)", () => {
  it("counts what each long task runs beyond 50 ms", () => {
    expect(
      blockingTime(
        [
          { start: 1000, duration: 80 },
          { start: 1200, duration: 120 },
        ],
        500,
        5000,
      ),
    ).toBe(30 + 70);
  });

  it("counts nothing for a task before the first paint, or one of 50 ms or less", () => {
    expect(
      blockingTime(
        [
          { start: 100, duration: 300 },
          { start: 1000, duration: 50 },
        ],
        500,
        5000,
      ),
    ).toBe(0);
  });

  it("counts a task across the first paint only for its part after it", () => {
    // 400–600 with the paint at 500: 100 ms after it, 50 of them blocking.
    expect(blockingTime([{ start: 400, duration: 200 }], 500, 5000)).toBe(50);
    // 450–560: 60 ms after the paint, 10 blocking.
    expect(blockingTime([{ start: 450, duration: 110 }], 500, 5000)).toBe(10);
  });

  it("stops where the watch ends", () => {
    expect(blockingTime([{ start: 4900, duration: 300 }], 500, 5000)).toBe(50);
    expect(blockingTime([{ start: 5100, duration: 300 }], 500, 5000)).toBe(0);
  });
});
