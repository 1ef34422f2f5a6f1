/**
 * The first paint waits until the page is parsed to its end (decision 002). On a slow or
 * busy CPU the parser yields partway and the browser paints what it has: a header or call
 * bar drawn in part would then move when the rest arrives (a layout shift).
 *
 * The hold is `<link rel="expect" href="#shell-end" blocking="render">` in the head:
 * browsers that know it (Chromium) do not paint until the parser reaches the marker after
 * the call bar (site-shell.tsx); others ignore it. Written as markup, the Nu HTML Checker
 * (26.9) rejects `blocking` on any link but a stylesheet, so this head script adds the link
 * instead, and takes it away once the page is parsed, long before hydration.
 */
export const SHELL_END_ID = "shell-end";

export const PAINT_HOLD = `(function(){var l=document.createElement("link");l.rel="expect";l.href="#${SHELL_END_ID}";l.setAttribute("blocking","render");document.head.appendChild(l);addEventListener("DOMContentLoaded",function(){l.remove()})})()`;
