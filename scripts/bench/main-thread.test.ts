import { describe, expect, it } from "vitest";
import { layoutsBeforeStyles, mainThreadTable, styleLayoutCpuOf, type MainThread, type TraceEvent } from "./main-thread.ts";

const page = "http://127.0.0.1:4400/places/dwarka/";
const x = (name: string, ts: number, dur: number, tdur: number | undefined, tid = 1): TraceEvent => ({
  name,
  ph: "X",
  pid: 7,
  tid,
  ts,
  dur,
  ...(tdur !== undefined && { tdur }),
});
const parse: TraceEvent = { name: "ParseHTML", ph: "X", pid: 7, tid: 1, ts: 0, dur: 500, tdur: 400, args: { beginData: { url: page } } };

describe("style and layout as CPU time", () => {
  it("counts the thread's running time, not its waiting, scaled as Lighthouse scales its figures", () => {
    // 12 ms of layout on the clock, of which the thread ran 3 ms; 2 ms of style, all of it running.
    const events = [parse, x("Layout", 1000, 12_000, 3000), x("UpdateLayoutTree", 20_000, 2000, 2000)];
    expect(styleLayoutCpuOf(events, page, 4)).toBe(20);
    expect(styleLayoutCpuOf(events, page, 1)).toBe(5);
  });

  it("counts an event inside another once", () => {
    const events = [parse, x("Layout", 1000, 10_000, 6000), x("UpdateLayoutTree", 2000, 1000, 1000), x("Layout", 20_000, 1000, 1000)];
    expect(styleLayoutCpuOf(events, page, 1)).toBe(7);
  });

  it("leaves out other threads, other kinds of work, and events that did not run as one span", () => {
    const events = [
      parse,
      x("Layout", 1000, 1000, 1000),
      x("Layout", 1000, 5000, 5000, 2),
      x("Paint", 3000, 5000, 5000),
      { ...x("Layout", 9000, 0, 0), ph: "B" },
    ];
    expect(styleLayoutCpuOf(events, page, 1)).toBe(1);
  });

  it("is NaN when the page's thread cannot be told, or the trace has no thread times", () => {
    expect(styleLayoutCpuOf([x("Layout", 1000, 1000, 1000)], page, 1)).toBeNaN();
    expect(styleLayoutCpuOf([parse, x("Layout", 1000, 1000, undefined)], page, 1)).toBeNaN();
  });
});

describe("layouts before the stylesheet arrived", () => {
  const sheet = (ts: number): TraceEvent => ({ ...x("ParseAuthorStyleSheet", ts, 1000, 1000) });

  it("counts a layout of the page before its stylesheet was parsed", () => {
    expect(layoutsBeforeStyles([parse, x("Layout", 12_000, 9000, 9000), sheet(40_000), x("Layout", 45_000, 5000, 5000)], page)).toBe(1);
  });

  it("leaves out the layouts after the stylesheet, and other threads'", () => {
    const events = [parse, x("Layout", 12_000, 9000, 9000, 2), sheet(40_000), x("Layout", 45_000, 5000, 5000)];
    expect(layoutsBeforeStyles(events, page)).toBe(0);
  });

  it("is 0 for a page without a stylesheet, and NaN when the page's parsing is not in the trace", () => {
    expect(layoutsBeforeStyles([parse, x("Layout", 12_000, 9000, 9000)], page)).toBe(0);
    expect(layoutsBeforeStyles([x("Layout", 12_000, 9000, 9000), sheet(40_000)], page)).toBeNaN();
  });

  it("does not apply to a page painted before its stylesheet arrived (its first screen's rules inline)", () => {
    const events = [
      parse,
      x("Layout", 12_000, 9000, 9000),
      x("Paint", 22_000, 3000, 3000),
      sheet(400_000),
      x("Layout", 405_000, 5000, 5000),
    ];
    expect(layoutsBeforeStyles(events, page)).toBeNaN();
    // A paint after the stylesheet, as where it holds the first paint, changes nothing.
    expect(layoutsBeforeStyles([parse, x("Layout", 12_000, 9000, 9000), sheet(40_000), x("Paint", 45_000, 3000, 3000)], page)).toBe(1);
  });

  it("is shown in the report as runs out of all runs, per build", () => {
    const run = (n: number): MainThread & { tbt: number } => ({
      styleLayout: n,
      styleLayoutCpu: n / 2,
      layoutsBeforeStyles: 0,
      script: 1,
      otherMainThread: 1,
      mainThread: 2 + n,
      tbt: 0,
    });
    const [row] = mainThreadTable(
      [{ route: "/", ours: run(100), zeroJs: run(90), before: run(200), runsLaidOutEarly: { ours: 1, zeroJs: 5, before: 2 } }],
      5,
    ).slice(-1);
    expect(row).toMatch(/\| 0\.50 \| 0\.50 \| – \| 1\/5 \/ 5\/5 \/ 2\/5 \|$/);
    const [painted] = mainThreadTable(
      [{ route: "/", ours: run(100), zeroJs: run(90), before: run(200), runsLaidOutEarly: { zeroJs: 5, before: 2 } }],
      5,
    ).slice(-1);
    expect(painted).toMatch(/\| – \/ 5\/5 \/ 2\/5 \|$/);
  });
});
