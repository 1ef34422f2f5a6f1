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
export function mainThreadOf(audit: BreakdownAudit | undefined): MainThread {
  const items = (audit?.details as { items?: { group: string; duration: number }[] } | undefined)?.items;
  if (!audit || !items) return { styleLayout: NaN, script: NaN, otherMainThread: NaN, mainThread: NaN };
  const sum = (keep: (group: string) => boolean) => items.filter((i) => keep(i.group)).reduce((n, i) => n + i.duration, 0);
  return {
    styleLayout: sum((g) => g === "styleLayout"),
    script: sum((g) => SCRIPT_GROUPS.has(g)),
    otherMainThread: sum((g) => g !== "styleLayout" && !SCRIPT_GROUPS.has(g)),
    mainThread: audit.numericValue ?? NaN,
  };
}

/** ours ÷ before; null without a before, or when before spent nothing (no ratio to speak of). */
export const ratio = (ours: number, before: number | undefined) => (before ? ours / before : null);

export interface MainThreadRow {
  route: string;
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
    "",
    "| route | TBT: ours / zero-JS / before | style & layout: ours / zero-JS / before | script: ours / before | other: ours / before | style & layout ÷ before | TBT ÷ before |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(({ route, ours: o, zeroJs: z, before: b }) => {
      const cells = [
        route,
        times(o.tbt, z.tbt, b?.tbt),
        times(o.styleLayout, z.styleLayout, b?.styleLayout),
        times(o.script, b?.script),
        times(o.otherMainThread, b?.otherMainThread),
        fixed(ratio(o.styleLayout, b?.styleLayout)),
        fixed(ratio(o.tbt, b?.tbt)),
      ];
      return `| ${cells.join(" | ")} |`;
    }),
  ];
}
