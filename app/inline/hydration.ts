/**
 * Dispatched on window once React has hydrated the cars page's island (after its first
 * effects): from then on React handles every tap.
 */
export const HYDRATED_EVENT = "app:hydrated";

/**
 * Inline in the cars page, before its planner: a send tapped before React listens must not
 * submit the form (the CSP's `form-action 'none'` would block it, and the tap be lost). It
 * is held, and its button tapped again once React is listening (React itself would drop
 * it). Inline, because it must work before any script file has arrived.
 */
export const HOLD_EARLY_SENDS = `(function(){var early=[];function note(e){var b=e.target.closest&&e.target.closest("button[type=submit]");if(b)early.push(b)}function hold(e){e.preventDefault()}addEventListener("click",note,true);addEventListener("submit",hold,true);addEventListener("${HYDRATED_EVENT}",function(){removeEventListener("click",note,true);removeEventListener("submit",hold,true);early.forEach(function(b){if(b.isConnected)b.click()})},{once:true})})()`;
