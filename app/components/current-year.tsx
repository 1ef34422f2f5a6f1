/**
 * The year the page was built; the page's script (browser/year.ts) puts in the visitor's
 * own, so a page kept on a phone (or in the offline copy) does not show last year.
 */
export function CurrentYear() {
  return (
    <span data-year data-testid="footer-year">
      {__BUILD_YEAR__}
    </span>
  );
}
