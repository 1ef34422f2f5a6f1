import { yearOf } from "#app/lib/year.ts";

/** The footer's year, from the visitor's clock rather than the year the page was built. */
export function showYear() {
  const year = String(yearOf(new Date()));
  for (const el of document.querySelectorAll("[data-year]")) if (el.textContent !== year) el.textContent = year;
}
