/**
 * Dispatched on window once React has hydrated the cars page's island (after its first
 * effects): from then on React handles every tap.
 */
export const HYDRATED_EVENT = "app:hydrated";

/**
 * Dispatched on window by the cars page's script (kinds/cars/island/page-script.ts) when the planner's files
 * did not arrive, after one more try: its code or its data was blocked, replaced by a deploy
 * while the page was open, or lost on a bad connection.
 */
export const PLANNER_FAILED_EVENT = "app:planner-failed";

/**
 * On the island, set by the inline script below: the visitor touched or focused the planner
 * before the page's script was listening. That script wakes the planner at once when it finds
 * it (a touch made before the script arrived must wake it as surely as a later one).
 */
export const TOUCHED_ATTRIBUTE = "data-touched";

/**
 * On the island while the planner's files have failed: the links shown without JavaScript
 * show too (trip-planner.tsx), and a send writes its message from the fields itself.
 */
export const FAILED_ATTRIBUTE = "data-failed";

/**
 * On the planner's form, set by the inline script: a send was tapped before React listened,
 * and waits. Taken off once the send is written by hand (kinds/cars/island/send-by-hand.ts), so
 * that React, arriving later, does not send it again.
 */
export const HELD_ATTRIBUTE = "data-held";

/** On the island, set by the page's script as it starts: it can write a send by hand. */
export const READY_ATTRIBUTE = "data-ready";

/**
 * How long a held send waits for React before the page writes the message itself: a visitor
 * waiting on the button is told by then. A planner still on its way after this (a weak link,
 * a stalled file) is as good as lost.
 */
export const HELD_SEND_WAIT_MS = 3000;

/**
 * Inline in the cars page, before its planner. Inline, because it must work before any script
 * file has arrived, and when none arrives; only that is here, so that the page's first bytes
 * fit one round trip.
 * - A send tapped before React listens must not submit the form (the CSP's
 *   `form-action 'none'` would block it, and the tap be lost). It is held, and its button
 *   tapped again once React is listening (React itself would drop it), unless the page wrote
 *   it meanwhile; its form is marked (`HELD_ATTRIBUTE`) for the page's script, which writes it
 *   to WhatsApp itself if the planner's files fail, or after `HELD_SEND_WAIT_MS`
 *   (kinds/cars/island/send-by-hand.ts).
 * - If the page's script itself has not started by then (`READY_ATTRIBUTE`), or fails to load
 *   (`entry`), the links shown without JavaScript show (`FAILED_ATTRIBUTE`); the script, if
 *   it comes later, writes the held send at once.
 * - A touch on the planner before the page's script listens is noted on the island
 *   (`TOUCHED_ATTRIBUTE`), where that script finds it (a focus it finds for itself: it stays).
 * Once React listens, all of this stands down.
 */
export const holdEarlySends = (islandId: string, entry: string) =>
  `(function(){var q=[],T=["pointerdown","click","submit","error"],d;` +
  `function on(e){if(e.type=="submit")return e.preventDefault();var i=document.getElementById("${islandId}"),t=e.target,b;if(!i)return;` +
  // The page's own script lost: the links shown without JavaScript show at once.
  `if(t.src)return t.src.indexOf("/${entry}-")>0&&i.setAttribute("${FAILED_ATTRIBUTE}","");if(!t.closest||!i.contains(t))return;i.setAttribute("${TOUCHED_ATTRIBUTE}","");` +
  // A send: held for React (not once the planner has failed), its form marked for the page's
  // script; the links show if that script has not started when the wait is over.
  `b=e.type=="click"&&t.closest("[type=submit]");if(b){i.hasAttribute("${FAILED_ATTRIBUTE}")||q.push(b);b.form.setAttribute("${HELD_ATTRIBUTE}","");` +
  `d=d||setTimeout(function(){i.hasAttribute("${READY_ATTRIBUTE}")||i.setAttribute("${FAILED_ATTRIBUTE}","")},${HELD_SEND_WAIT_MS})}}` +
  `T.forEach(function(t){addEventListener(t,on,true)});` +
  `addEventListener("${HYDRATED_EVENT}",function(){clearTimeout(d);T.forEach(function(t){removeEventListener(t,on,true)});q.forEach(function(b){b.isConnected&&b.form.hasAttribute("${HELD_ATTRIBUTE}")&&b.click()})},{once:true})})()`;
