/**
 * A built page carries the rules its own elements use, inline (scripts/steps/critical-css.ts),
 * and loads the whole stylesheet only once it has painted (decision 029): the first paint
 * then waits for no request but the page's. Its script files come at the same moment
 * (decision 030): nothing they do is needed for the first paint, and started with the page
 * they share its first round trips with the picture the first screen shows. This inline
 * script, right after those rules, adds the stylesheet's link and the scripts:
 * - once the first paint is on screen (the browser's paint timing says when; not at load,
 *   which on a fast line comes before it), or at load where an engine does not report paints;
 * - at once, the stylesheet holding the first paint, when the address names a part of the
 *   page (#plan, #rates): the page then opens partway down, where a part may use rules it
 *   does not carry, and the cars page's planner is woken at once there.
 * The scripts never before the page is parsed: an added script runs as soon as it arrives
 * (a tag's waits for the parser), and the scripts read the whole page when they start.
 * Opened at a part, or in a browser that paints before the end of the page (only Chromium
 * holds the paint, inline/paint-hold.ts), they wait for DOMContentLoaded.
 * Under `npm run dev` there are no inline rules and it does nothing: the scripts are tags.
 */
export const STYLESHEET_ATTRIBUTE = "data-stylesheet";

/**
 * On the same <style>: the page's module scripts, and the files they import at once (loaded
 * beside them, not one after the other), each list separated by spaces
 * (scripts/steps/browser-scripts.ts writes them).
 */
export const SCRIPTS_ATTRIBUTE = "data-scripts";
export const MODULES_ATTRIBUTE = "data-modules";

/** Marks a part that is never on the first screen: its rules come with the stylesheet. */
export const LATER_STYLES_ATTRIBUTE = "data-styles-later";

export const STYLESHEET_LOADER = `(function(){var s=document.querySelector("style[${STYLESHEET_ATTRIBUTE}]"),h=document.head,l=document.createElement("link"),P=window.PerformanceObserver;function f(n,t,k){(s.getAttribute(n)||"").split(" ").forEach(function(u){if(!u)return;var e=document.createElement(t);k(e,u);e.fetchPriority="low";h.append(e)})}function j(){f("${MODULES_ATTRIBUTE}","link",function(e,u){e.rel="modulepreload";e.href=u});f("${SCRIPTS_ATTRIBUTE}","script",function(e,u){e.type="module";e.src=u})}function a(){if(l.isConnected)return;h.append(l);if(document.readyState=="loading")addEventListener("DOMContentLoaded",j);else j()}if(!s)return;l.rel="stylesheet";l.href=s.getAttribute("${STYLESHEET_ATTRIBUTE}");if(location.hash.length>1){l.setAttribute("blocking","render");a()}else if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(p,o){o.disconnect();a()}).observe({type:"paint",buffered:true});else addEventListener("load",a)})()`;
