/**
 * The analytics script's rules, kept apart from the browser so that they are unit tested:
 * which tap is which event, what a page's address is, and the request body each collector
 * documents. No cookie, no identifier, nothing typed: an event is its name, the page's
 * address without its query, another site's origin when the visitor came from one, and the
 * properties named in lib/report.ts or the speed figures.
 */
import type { REPORT_EVENT as REPORTED, ReportName, Reports } from "./report.ts";

export type Collector = "plausible" | "umami";

/**
 * The event lib/report.ts dispatches, and the properties each report carries to the collector
 * (anything else in a report is dropped). Typed against lib/report.ts, so that the two cannot
 * differ, but not imported from it: the planner's chunk holds that file, and this script must
 * not load it.
 */
export const REPORT_EVENT: typeof REPORTED = "navkar:report";
export const REPORTED_PROPS: { [N in ReportName]: (keyof Reports[N])[] } = {
  "Trip sent": ["car", "place"],
  "Tour sent": ["tour"],
};

/** What the build gives the script (common/site-config.ts, `__ANALYTICS__`). */
export interface AnalyticsConfig {
  collector: Collector;
  endpoint: string;
  site: string;
}

export type Props = Record<string, string | number>;

/** An event as the script has it: no name is a page view. */
export interface SiteEvent {
  name?: string;
  props?: Props;
  /** False for what the visitor did not do (the speed figures): Plausible then leaves the bounce rate alone. */
  interactive?: boolean;
}

/** The page the event came from. */
export interface PageInfo {
  origin: string;
  pathname: string;
  /** `document.referrer`, as the browser gives it. */
  referrer: string;
}

/**
 * The taps counted, by the link's address as lib/links.ts builds it (links.test.ts holds the
 * two together): a call, a WhatsApp chat, an e-mail, the way to the office.
 */
const TAPS: [RegExp, string][] = [
  [/^tel:/i, "Call"],
  [/^https:\/\/wa\.me\//i, "WhatsApp"],
  [/^mailto:/i, "E-mail"],
  [/^https:\/\/www\.google\.com\/maps\/dir\//i, "Directions"],
];

/** A page view, as Plausible names it (Umami's has no name). */
export const PAGEVIEW = "pageview";

/** The "Speed" event: the visitor's own speed figures (speedProps), once, as the page is left. */
export const SPEED_EVENT = "Speed";

/**
 * Every event the script sends, by the name the collector shows: a page view (PAGEVIEW), each
 * tap, each report, the speed figures. The footer's sentence on counting names each of them
 * (docs/style-guide.md, "Sentences that must stay true"; scripts/words-rules.test.ts and
 * tests/e2e/analytics.spec.ts hold the two together).
 */
export function countedEvents(): string[] {
  return [PAGEVIEW, ...TAPS.map(([, name]) => name), ...Object.keys(REPORTED_PROPS), SPEED_EVENT];
}

/** The event a tap on a link to `href` is, or undefined for any other link. */
export function tapName(href: string | null | undefined): string | undefined {
  return href ? TAPS.find(([pattern]) => pattern.test(href))?.[1] : undefined;
}

/**
 * Another site's origin when the visitor came from one (Google, WhatsApp, Facebook): where
 * visitors come from, never which page of theirs. A link within this site is no source.
 */
export function referrerOrigin(referrer: string, origin: string): string {
  try {
    const from = new URL(referrer);
    return /^https?:$/.test(from.protocol) && from.origin !== origin ? `${from.origin}/` : "";
  } catch {
    return "";
  }
}

/**
 * The request body, in each collector's documented format:
 * - Plausible, `POST /api/event`: `{ name, url, domain, referrer, props, interactive }`, a page
 *   view being the name "pageview", properties as text;
 * - Umami, `POST /api/send`: `{ type: "event", payload: { website, hostname, url, referrer,
 *   name, data } }`, a page view being an event without a name.
 * The address is the page's, without its query or fragment: each language and each place is
 * its own line, and nothing the address carries (a planner's ?pickup=) leaves the page.
 */
export function requestBody(config: AnalyticsConfig, event: SiteEvent, page: PageInfo): string {
  const url = `${page.origin}${page.pathname}`;
  const referrer = referrerOrigin(page.referrer, page.origin) || undefined;
  const props = event.props && Object.keys(event.props).length ? event.props : undefined;
  if (config.collector === "plausible") {
    return JSON.stringify({
      name: event.name ?? PAGEVIEW,
      url,
      domain: config.site,
      referrer,
      props: props && Object.fromEntries(Object.entries(props).map(([k, v]) => [k, String(v)])),
      interactive: event.interactive === false ? false : undefined,
    });
  }
  return JSON.stringify({
    type: "event",
    payload: { website: config.site, hostname: new URL(page.origin).hostname, url: page.pathname, referrer, name: event.name, data: props },
  });
}

/** One figure of web-vitals (its name, value and rating), as the library reports it. */
export interface SpeedFigure {
  name: string;
  value: number;
  rating: "good" | "needs-improvement" | "poor";
}

const RATINGS = ["good", "needs-improvement", "poor"] as const;

/**
 * The "Speed" event's properties: LCP and INP in milliseconds, CLS to two decimals, and the
 * worst of their ratings in words ("good", "needs improvement", "poor"), which the owner reads
 * without knowing the figures. Rounded (LCP to 100 ms, INP to 10 ms), so that the dashboard's
 * list of values stays short.
 */
export function speedProps(figures: SpeedFigure[]): Props | undefined {
  if (!figures.length) return undefined;
  const props: Props = {};
  for (const { name, value } of figures) {
    if (name === "LCP") props.LCP = Math.round(value / 100) * 100;
    else if (name === "INP") props.INP = Math.round(value / 10) * 10;
    else if (name === "CLS") props.CLS = Math.round(value * 100) / 100;
  }
  const worst = Math.max(...figures.map((f) => RATINGS.indexOf(f.rating)));
  props.rating = RATINGS[worst].replace("-", " ");
  return props;
}
