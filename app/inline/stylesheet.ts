/**
 * A built page carries the rules its own elements use, inline (scripts/steps/critical-css.ts),
 * and loads the whole stylesheet only when a visitor first acts (decision 029): the first
 * paint then waits for no request but the page's, and the page is not styled a second time
 * while it loads (a whole page's restyle, which on a slow phone held a tap right after the
 * first paint for 200 ms). This inline script, right after those rules, adds the link:
 * - on the first pointer (a touch is one too), key or scroll (a hover, a menu opened, a
 *   focus ring, the parts far below), or before printing;
 * - at once, holding the first paint, when the address names a part of the page (#plan,
 *   #rates): the page then opens partway down, where a part may use rules it does not carry.
 * Under `npm run dev` there are no inline rules and it does nothing.
 */
export const STYLESHEET_ATTRIBUTE = "data-stylesheet";

/** Marks a part that is never on the first screen: its rules come with the stylesheet. */
export const LATER_STYLES_ATTRIBUTE = "data-styles-later";

/** What a visitor does first that may need a rule the page does not carry. */
const FIRST_ACTS = ["pointerdown", "pointermove", "keydown", "scroll", "beforeprint"];

export const STYLESHEET_LOADER = `(function(){var s=document.querySelector("style[${STYLESHEET_ATTRIBUTE}]"),l=document.createElement("link"),E=${JSON.stringify(FIRST_ACTS)};function a(){if(l.isConnected)return;document.head.append(l);E.forEach(function(e){removeEventListener(e,a,true)})}if(!s)return;l.rel="stylesheet";l.href=s.getAttribute("${STYLESHEET_ATTRIBUTE}");if(location.hash.length>1){l.setAttribute("blocking","render");a()}else E.forEach(function(e){addEventListener(e,a,{capture:true,passive:true})})})()`;
