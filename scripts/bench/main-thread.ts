/**
 * Where a page's main-thread time goes, from Lighthouse's mainthread-work-breakdown audit:
 * style and layout (what the page's CSS and DOM cost), script (evaluation and parse and
 * compile: what its JavaScript costs), and the rest, beside the audit's total. Read from each
 * Lighthouse run of `npm run bench`, so that ours, the zero-JS copy and a build from before
 * are compared run by run: TBT alone says that the thread was blocked, not by what.
 */

export interface MainThread {
  /** The `styleLayout` group, ms. */
  styleLayout: number;
  /** The same work's CPU time, ms (see styleLayoutCpuOf). */
  styleLayoutCpu: number;
  /** Layouts of the page before its stylesheet arrived (see layoutsBeforeStyles). */
  layoutsBeforeStyles: number;
  /** `scriptEvaluation` and `scriptParseCompile`, ms. */
  script: number;
  /** Every other group (HTML parsing, paint and compositing, garbage collection, other), ms. */
  otherMainThread: number;
  /** The audit's total, ms. */
  mainThread: number;
}

const SCRIPT_GROUPS = new Set(["scriptEvaluation", "scriptParseCompile"]);

interface BreakdownAudit {
  numericValue?: number;
  details?: unknown;
}

/** The breakdown of one Lighthouse run; NaN if the audit is missing, so the run is retried. */
export function mainThreadOf(audit: BreakdownAudit | undefined, styleLayoutCpu: number, layoutsBeforeStyles: number): MainThread {
  const items = (audit?.details as { items?: { group: string; duration: number }[] } | undefined)?.items;
  if (!audit || !items)
    return { styleLayout: NaN, styleLayoutCpu: NaN, layoutsBeforeStyles: NaN, script: NaN, otherMainThread: NaN, mainThread: NaN };
  const sum = (keep: (group: string) => boolean) => items.filter((i) => keep(i.group)).reduce((n, i) => n + i.duration, 0);
  return {
    styleLayout: sum((g) => g === "styleLayout"),
    styleLayoutCpu,
    layoutsBeforeStyles,
    script: sum((g) => SCRIPT_GROUPS.has(g)),
    otherMainThread: sum((g) => g !== "styleLayout" && !SCRIPT_GROUPS.has(g)),
    mainThread: audit.numericValue ?? NaN,
  };
}

/** The trace events Lighthouse counts as style and layout (its task group `styleLayout`). */
const STYLE_LAYOUT = new Set(["ScheduleStyleRecalculation", "UpdateLayoutTree", "InvalidateLayout", "Layout"]);

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Time the thread ran (CPU), µs; absent where the platform does not give it. */
  tdur?: number;
  /** ParseHTML's: the document it parsed. */
  args?: { beginData?: { url?: string } };
}

/**
 * Style and layout as CPU time: what the page's own CSS and DOM cost, without the time its
 * main thread waited. Lighthouse's figure is wall time, and in a browser just started (as each
 * run is) much of it is waiting: on Linux each new font size and weight is looked up over IPC
 * in the browser process, and on a machine with two cores the thread is also set aside. In 9
 * runs of one place's page, CPU time ranged over 11–20 ms where wall time ranged over 27–88 ms.
 * Counted on the thread that parsed the page, the events of the style and layout group, each
 * once (an event inside another is already in it), scaled by Lighthouse's CPU slowdown so that
 * it reads beside its figure. NaN when the trace has no thread times.
 */
export function styleLayoutCpuOf(events: TraceEvent[], pageUrl: string, multiplier: number): number {
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === pageUrl);
  if (!parse) return NaN;
  const ours = events
    .filter((e) => e.ph === "X" && e.pid === parse.pid && e.tid === parse.tid && STYLE_LAYOUT.has(e.name))
    .sort((a, b) => a.ts - b.ts);
  if (!ours.some((e) => e.tdur !== undefined)) return NaN;
  let cpu = 0;
  let end = -Infinity;
  for (const e of ours) {
    if (e.ts < end) continue;
    cpu += e.tdur ?? 0;
    end = e.ts + (e.dur ?? 0);
  }
  return (cpu / 1000) * multiplier;
}

/**
 * How many times the page was laid out before its stylesheet had arrived. The first layout
 * normally waits for the stylesheet (it blocks rendering), and content-visibility, which is in
 * it, then spares the parts far from the view. But now and then, in a browser just started,
 * Chromium runs a task from its input queue in a gap where the parser yields, before the
 * stylesheet is there, and that task forces a style and layout of all that is parsed so far,
 * unstyled: on a tour's page 325 elements instead of 107, 11–14 ms of CPU time more, which
 * Lighthouse's figure shows four times over. A build from before does it as often, and so does
 * the zero-JS copy: it is not the page's doing. Counted per run, so that the report can say
 * which medians such runs may have moved. 0 for a page without a stylesheet. NaN for a page
 * painted before its stylesheet was parsed (ours since decision 029, which carries its first
 * screen's rules and loads the stylesheet after the first paint): there every first layout
 * comes before the stylesheet, by design, with the rules it needs.
 */
export function layoutsBeforeStyles(events: TraceEvent[], pageUrl: string): number {
  const parse = events.find((e) => e.name === "ParseHTML" && e.ph === "X" && e.args?.beginData?.url === pageUrl);
  if (!parse) return NaN;
  const onThread = (e: TraceEvent) => e.ph === "X" && e.pid === parse.pid && e.tid === parse.tid && e.ts > parse.ts;
  const sheet = events.filter((e) => e.name === "ParseAuthorStyleSheet" && onThread(e)).sort((a, b) => a.ts - b.ts)[0];
  if (!sheet) return 0;
  if (events.some((e) => e.name === "Paint" && onThread(e) && e.ts < sheet.ts)) return NaN;
  return events.filter((e) => e.name === "Layout" && onThread(e) && e.ts < sheet.ts).length;
}

/** ours ÷ before; null without a before, or when before spent nothing (no ratio to speak of). */
export const ratio = (ours: number, before: number | undefined) => (before ? ours / before : null);

export interface MainThreadRow {
  route: string;
  /**
   * In how many runs the page was laid out before its stylesheet arrived (layoutsBeforeStyles),
   * per build; undefined for a build whose stylesheet never held the first paint.
   */
  runsLaidOutEarly: { ours?: number; zeroJs?: number; before?: number };
  ours: MainThread & { tbt: number };
  zeroJs: MainThread & { tbt: number };
  before?: MainThread & { tbt: number };
}

const ms = (n: number | undefined) => (n === undefined ? "–" : String(Math.round(n)));
const times = (...xs: (number | undefined)[]) => xs.map(ms).join(" / ");
const fixed = (r: number | null) => (r === null ? "–" : r.toFixed(2));

/** The "Main thread" section of the report: one row per route, in ms. */
export function mainThreadTable(rows: MainThreadRow[], runs: number): string[] {
  return [
    `## Main thread (median of ${runs})`,
    "",
    "Milliseconds on Lighthouse's simulated phone; before: the build given as BEFORE (– where there is none).",
    "Style & layout is Lighthouse's figure, wall time; its CPU time leaves out the time the thread waited (font lookups among it).",
    "Laid out early: in how many runs Chromium laid the page out before its stylesheet arrived, so content-visibility and all (main-thread.ts, layoutsBeforeStyles); such a run adds 40–50 ms to style & layout, and where it is half the runs or more, it sets the median. – for a build painted before its stylesheet (its first screen's rules inline): its first layout never waits for it.",
    "",
    "| route | TBT: ours / zero-JS / before | style & layout: ours / zero-JS / before | its CPU time: ours / zero-JS / before | script: ours / before | other: ours / before | style & layout ÷ before | its CPU time ÷ before | TBT ÷ before | laid out early: ours / zero-JS / before |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(({ route, ours: o, zeroJs: z, before: b, runsLaidOutEarly: early }) => {
      const cells = [
        route,
        times(o.tbt, z.tbt, b?.tbt),
        times(o.styleLayout, z.styleLayout, b?.styleLayout),
        times(o.styleLayoutCpu, z.styleLayoutCpu, b?.styleLayoutCpu),
        times(o.script, b?.script),
        times(o.otherMainThread, b?.otherMainThread),
        fixed(ratio(o.styleLayout, b?.styleLayout)),
        fixed(ratio(o.styleLayoutCpu, b?.styleLayoutCpu)),
        fixed(ratio(o.tbt, b?.tbt)),
        [early.ours, early.zeroJs, early.before].map((n) => (n === undefined ? "–" : `${n}/${runs}`)).join(" / "),
      ];
      return `| ${cells.join(" | ")} |`;
    }),
  ];
}
