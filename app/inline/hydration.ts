/**
 * Dispatched on window once React has hydrated the cars page's island (after its first
 * effects): from then on React handles every tap.
 */
export const HYDRATED_EVENT = "app:hydrated";

/**
 * Dispatched on window by the cars page's script (browser/cars.ts) when the planner's files
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
 * How long a held send waits for React before the page writes the message itself: a file
 * still on its way after this is as good as lost to a visitor waiting on the button.
 */
export const HELD_SEND_WAIT_MS = 8000;

/**
 * Inline in the cars page, before its planner. Inline, because it must work before any script
 * file has arrived, and when none arrives.
 * - A send tapped before React listens must not submit the form (the CSP's
 *   `form-action 'none'` would block it, and the tap be lost). It is held, and its button
 *   tapped again once React is listening (React itself would drop it).
 * - A touch or a focus on the planner before the page's script listens is noted on the
 *   island (`TOUCHED_ATTRIBUTE`), where that script finds it.
 * - If the planner's files fail (`PLANNER_FAILED_EVENT`, or the page's script itself failing
 *   to load, `entry`), or a held send has waited `HELD_SEND_WAIT_MS` in vain, the send still
 *   reaches WhatsApp: the message is written here from the fields as typed, each as its
 *   label and its value after the general message of the link shown without JavaScript (in
 *   the page's language, to the booking number), and opened; the links shown without
 *   JavaScript show too, that link carrying the trip, for a browser that blocks the tab.
 * Once React listens, all of this stands down.
 */
export const holdEarlySends = (islandId: string, entry: string) =>
  `(function(){var d=document,early=[],failed,timer,A="${FAILED_ATTRIBUTE}";function island(){return d.getElementById("${islandId}")}` +
  // A touch before the page's script listens.
  `function touch(e){var i=e.target.closest&&e.target.closest("#${islandId}");i&&i.setAttribute("${TOUCHED_ATTRIBUTE}","")}` +
  // The message from the fields: each field shown and filled in, as "label: value".
  `function write(form){var i=island(),a=i.querySelector('a[href^="https://wa.me/"]');if(!a)return;var h=a.href.split("?text="),lines=[decodeURIComponent(h[1]||"")];` +
  `[].forEach.call(form.elements,function(f){var v=f.value,l;if(!f.name||!v||f.type=="submit"||f.type=="button"||f.type=="radio"&&!f.checked||!f.getClientRects().length)return;` +
  `if(f.type=="radio"){l=f.closest("fieldset").querySelector("legend");v=f.closest("label").textContent}else{l=d.querySelector('label[for="'+f.id+'"]');l=l&&l.firstChild}` +
  `if(f.tagName=="SELECT")v=f.options[f.selectedIndex].text;if(f.type=="date")v=v.split("-").reverse().join("/");lines.push((l?l.textContent.trim()+": ":"")+v.trim())});` +
  `a.href=h[0]+"?text="+encodeURIComponent(lines.join("\\n"));var w=open(a.href,"_blank");w?w.opener=null:a.focus()}` +
  `function fail(){if(failed)return;failed=1;clearTimeout(timer);var i=island(),b=early.filter(function(b){return b.isConnected})[0];i&&i.setAttribute(A,"");early=[];b&&write(b.form)}` +
  `function note(e){var b=e.target.closest&&e.target.closest("button[type=submit]");if(!b||!b.form)return;if(failed)return write(b.form);early.push(b);timer=timer||setTimeout(fail,${HELD_SEND_WAIT_MS})}` +
  `function hold(e){e.preventDefault()}` +
  `function lost(e){var t=e.target;t.tagName=="SCRIPT"&&t.src.indexOf("/${entry}-")>=0&&fail()}` +
  `var on=[["pointerdown",touch],["focusin",touch],["click",note],["submit",hold],["error",lost]];on.forEach(function(p){addEventListener(p[0],p[1],true)});` +
  `addEventListener("${PLANNER_FAILED_EVENT}",fail);` +
  `addEventListener("${HYDRATED_EVENT}",function(){on.forEach(function(p){removeEventListener(p[0],p[1],true)});removeEventListener("${PLANNER_FAILED_EVENT}",fail);clearTimeout(timer);failed=0;var i=island();i&&i.removeAttribute(A);early.forEach(function(b){b.isConnected&&b.click()})},{once:true})})()`;
