/**
 * The first paint waits until the page is parsed to its end (decisions 002 and 031). On a slow
 * or busy CPU the parser yields partway and the browser paints what it has: a header or call
 * bar drawn in part would then move when the rest arrives (a layout shift).
 *
 * The hold is one rule of app.css, inline in every page like the first screen's other rules:
 * the shell's parts (SHELL_PART_CLASS: the header, main and footer, and the call bar) are
 * invisible while no marker follows them, and the marker (SHELL_END_ID, site-shell.tsx) is
 * the last thing in the page. Invisible, the parts still take their style and layout as the
 * parser adds them (piece by piece, where the line brings the page in pieces), so at the
 * marker only the paint is left. `<link rel="expect" blocking="render">`, the hold before
 * (decision 002), held the rendering itself: at the marker the whole page was styled and laid
 * out in one long task, which Lighthouse counted as blocking. Without JavaScript this rule
 * holds the same; a browser without `:has()` drops it and paints as it parses.
 */
export const SHELL_END_ID = "shell-end";
export const SHELL_PART_CLASS = "shell-part";
