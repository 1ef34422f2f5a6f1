/**
 * The scripts a page can load, each an entry of the client build (decision 015). Every page
 * but the offline ones loads `site`; the cars page loads `cars` too. A route says which in
 * its handle (components/page-handle.ts); the root writes a placeholder for each, and the build
 * puts in the hashed file (scripts/steps/browser-scripts.ts).
 *
 * `analytics` is built, and loaded beside `site`, only when the build counts visits
 * (ANALYTICS, common/site-config.ts): with it off no page names it and no file of it exists.
 */
export const BROWSER_ENTRIES = {
  site: "app/browser/site.ts",
  cars: "app/kinds/cars/island/page-script.ts",
  analytics: "app/browser/analytics.ts",
} as const;

export type BrowserEntry = keyof typeof BROWSER_ENTRIES;

/** The entries a build makes: all of them, or all but `analytics`. */
export const builtEntries = (countsVisits: boolean): BrowserEntry[] =>
  (Object.keys(BROWSER_ENTRIES) as BrowserEntry[]).filter((name) => countsVisits || name !== "analytics");
