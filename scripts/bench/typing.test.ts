import { describe, expect, it } from "vitest";
import { type EventEntry, interactionsOf, runOf, type Typing, typingTable } from "./typing.ts";

const entry = (name: string, interactionId: number, startTime: number, duration: number, target = "input#plan-drop"): EventEntry => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart: startTime + 10,
  processingEnd: startTime + 30,
  target,
});

describe("a typed trip's interactions, by Event Timing", () => {
  it("are its events grouped by interactionId, each by its slowest event, in the order they came", () => {
    const all = interactionsOf([
      entry("keydown", 7, 1000, 48),
      entry("keypress", 7, 1000, 56),
      entry("keyup", 7, 1040, 16),
      entry("pointerdown", 3, 500, 24, "input#plan-pickup"),
      entry("click", 3, 500, 32, "input#plan-pickup"),
    ]);
    expect(all.map((i) => [i.id, i.event, i.duration])).toEqual([
      [3, "click", 32],
      [7, "keypress", 56],
    ]);
    // Its time waiting, in its handlers, and from them to the paint.
    expect(all[1]).toMatchObject({ delay: 10, processing: 20, presentation: 26, target: "input#plan-drop" });
  });

  it("never give a paint of less than none: the duration is rounded to 8 ms", () => {
    // Handlers that ended at 1035 ms, in an event of 32 ms from 1000 ms (35 ms unrounded).
    expect(interactionsOf([{ ...entry("keydown", 1, 1000, 32), processingEnd: 1035 }])[0].presentation).toBe(0);
  });

  it("leave out events that are no interaction (a hover, an input event)", () => {
    expect(interactionsOf([entry("pointerover", 0, 100, 40), entry("input", 0, 200, 40)])).toEqual([]);
  });

  it("make a run: the slowest, and how many were over the limit", () => {
    const all = interactionsOf([entry("keydown", 1, 0, 120), entry("keydown", 2, 200, 232), entry("keydown", 3, 500, 208)]);
    expect(runOf(all, 300, 25, 200)).toMatchObject({ slowest: 232, over: 2, interactions: 25, measured: 3, hydrated: 300 });
    // An interaction of exactly 200 ms is good.
    expect(runOf(interactionsOf([entry("keydown", 1, 0, 200)]), null, null, 200).over).toBe(0);
  });
});

describe("the typing table", () => {
  const run = (slowest: number) => runOf(interactionsOf([entry("keydown", 1, 3000, slowest)]), 3100, 25, 200);
  const typing: Typing[] = [
    { route: "/cars/", build: "before", runs: [run(232), run(248)], median: 240 },
    { route: "/cars/", build: "ours", runs: [run(152), run(160)], median: 156 },
  ];

  it("sets each run of the builds side by side, and the budget on the median's row", () => {
    const [head, , first, second, median] = typingTable(typing, ["before", "ours"], 200);
    expect(head).toContain("before: slowest, over 200 ms of all | ours: slowest");
    expect(first).toMatch(
      /^\| \/cars\/ \| 1 \| 232 ms, 1 of 25 \| 152 ms, 0 of 25 \| keydown on #plan-drop at 3000 ms \(hydrated 3100\): 10 \+ 20 \+ 202 \|/,
    );
    expect(second).toContain("| 2 | 248 ms, 1 of 25 | 160 ms, 0 of 25 |");
    expect(median).toContain("| median | 240 ms, FAIL | 156 ms, pass |");
  });

  it("shows a dash for a build that lacks the route", () => {
    expect(typingTable(typing.slice(1), ["before", "ours"], 200)[2]).toContain("| 1 | – | 152 ms, 0 of 25 |");
  });
});
