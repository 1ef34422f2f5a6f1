/**
 * A built page carries the rules its own elements use, inline (scripts/steps/critical-css.ts),
 * and loads the whole stylesheet only once it has painted (decision 029): the first paint
 * then waits for no request but the page's. Its script files and its web manifest come at
 * the same moment (decision 030): nothing they do is needed for the first paint, and asked
 * for with the page they share its first round trips with the picture the first screen
 * shows. This inline script, right after those rules, adds them:
 * - once the first paint is on screen (the browser's paint timing says when: its first
 *   contentful paint, since the page's background is painted before the page, which waits to
 *   be parsed whole, inline/paint-hold.ts; not at load, which on a fast line comes before
 *   it), or at load where an engine does not report paints;
 * - at once, the stylesheet holding the first paint, when the address names a part of the
 *   page (#plan, #rates): the page then opens partway down, where a part may use rules it
 *   does not carry, and the cars page's planner is woken at once there.
 * The scripts never before the page is parsed: an added script runs as soon as it arrives
 * (a tag's waits for the parser), and the scripts read the whole page when they start.
 * Opened at a part, or in a browser that paints before the end of the page (one without
 * `:has()`, which drops the paint hold), they wait for DOMContentLoaded.
 * Under `npm run dev` there are no inline rules and it does nothing: the scripts are tags.
 */
export const STYLESHEET_ATTRIBUTE = "data-stylesheet";

/**
 * On the same <style>: what comes after the first paint besides the stylesheet
 * (scripts/steps/after-paint.ts writes it), separated by spaces: a link as its rel and its
 * address (`manifest|/manifest.webmanifest`, `modulepreload|/assets/…js`: the files the
 * scripts import at once, loaded beside them, not one after the other), a module script as
 * its address alone.
 */
export const LATER_ATTRIBUTE = "data-later";
export const LATER_LINK = "|";

/** Marks a part that is never on the first screen: its rules come with the stylesheet. */
export const LATER_STYLES_ATTRIBUTE = "data-styles-later";

export const STYLESHEET_LOADER = `(function(){var d=document,h=d.head,s=d.querySelector("style[${STYLESHEET_ATTRIBUTE}]"),P=window.PerformanceObserver,b=location.hash.length>1,l;function j(){(s.getAttribute("${LATER_ATTRIBUTE}")||"").split(" ").forEach(function(u){if(u){var r=u.split("${LATER_LINK}"),e=d.createElement(r[1]?"link":"script");r[1]?(e.rel=r[0],e.href=r[1]):(e.type="module",e.src=u);e.fetchPriority="low";h.append(e)}})}function a(){l||(l=d.createElement("link"),l.rel="stylesheet",l.href=s.getAttribute("${STYLESHEET_ATTRIBUTE}"),b&&l.setAttribute("blocking","render"),h.append(l),d.readyState=="loading"?addEventListener("DOMContentLoaded",j):j())}s&&(b?a():P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0?new P(function(p){p.getEntriesByName("first-contentful-paint")[0]&&a()}).observe({type:"paint",buffered:!0}):addEventListener("load",a))})()`;
