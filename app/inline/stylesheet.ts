/**
 * A built page carries the rules its own elements use, inline (scripts/steps/critical-css.ts),
 * and loads the whole stylesheet only once it has painted (decision 029): the first paint
 * then waits for no request but the page's. This inline script, right after those rules,
 * adds the stylesheet's link:
 * - once the first paint is on screen (the browser's paint timing says when; not at load,
 *   which on a fast line comes before it), or at load where an engine does not report paints;
 * - at once, holding the first paint, when the address names a part of the page (#plan,
 *   #rates): the page then opens partway down, where a part may use rules it does not carry.
 * Under `npm run dev` there are no inline rules and it does nothing.
 */
export const STYLESHEET_ATTRIBUTE = "data-stylesheet";

/** Marks a part that is never on the first screen: its rules come with the stylesheet. */
export const LATER_STYLES_ATTRIBUTE = "data-styles-later";

export const STYLESHEET_LOADER = `(function(){var s=document.querySelector("style[${STYLESHEET_ATTRIBUTE}]"),l=document.createElement("link"),P=window.PerformanceObserver;function a(){l.isConnected||document.head.append(l)}if(!s)return;l.rel="stylesheet";l.href=s.getAttribute("${STYLESHEET_ATTRIBUTE}");if(location.hash.length>1){l.setAttribute("blocking","render");a()}else if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(p,o){o.disconnect();a()}).observe({type:"paint",buffered:true});else addEventListener("load",a)})()`;
