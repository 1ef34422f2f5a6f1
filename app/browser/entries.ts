/**
 * The scripts a page can load, each an entry of the client build (decision 015). Every page
 * but the offline ones loads `site`; the cars page loads `cars` too. A route says which in
 * its handle (lib/page-handle.ts); the root writes a placeholder for each, and the build
 * puts in the hashed file (scripts/build/browser-scripts.ts).
 */
export const BROWSER_ENTRIES = {
  site: "app/browser/site.ts",
  cars: "app/browser/cars.ts",
} as const;

export type BrowserEntry = keyof typeof BROWSER_ENTRIES;
