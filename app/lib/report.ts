/**
 * What a part of a page tells the owner's analytics, without importing it: an event on
 * `window` that the analytics script (browser/analytics.ts) listens for when the build counts
 * visits. With analytics off nothing listens, and a report costs nothing. Any part of any page
 * may report, the planner today, a tour's page tomorrow:
 *
 *   report("Tour sent", { tour: "Dwarka and Somnath" });
 *
 * Only names the site itself knows travel in a report: a car's, a place's or a tour's name,
 * never what a visitor typed. The analytics script sends a report's name and these
 * properties and nothing else (lib/analytics.ts: REPORTED_PROPS).
 */
export const REPORT_EVENT = "navkar:report";

/** Each report a page may make, and its properties: a name a shop owner reads. */
export interface Reports {
  /** The planner's trip, sent to WhatsApp: the car chosen, and the site's place it goes to. */
  "Trip sent": { car?: string; place?: string };
  /** A tour's "send", with the tour's name. */
  "Tour sent": { tour: string };
}

export type ReportName = keyof Reports;

export interface Report<N extends ReportName = ReportName> {
  name: N;
  props: Reports[N];
}

/** Reports `name` with `props` to whatever listens (the analytics script, when it is on). */
export function report<N extends ReportName>(name: N, props: Reports[N]) {
  dispatchEvent(new CustomEvent<Report<N>>(REPORT_EVENT, { detail: { name, props } }));
}
