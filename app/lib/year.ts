/** The footer's year: the visitor's clock, not the year the page was built. */
export function yearOf(date: Date): number {
  return date.getFullYear();
}
