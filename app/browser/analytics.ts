/**
 * The owner's analytics, loaded beside the site's script only when the build
 * counts visits (ANALYTICS; browser-entries.ts). It sends, to the one collector the build
 * names and the CSP allows, in that collector's documented format (lib/analytics.ts):
 * - a page view once the page has loaded;
 * - a tap on Call, WhatsApp, e-mail or directions (any link lib/links.ts builds), at once;
 * - what a page reports (lib/report.ts): "Trip sent" from the planner, "Tour sent";
 * - the visitor's own speed figures (LCP, INP, CLS, by web-vitals, fetched after load) as
 *   one "Speed" event when the page is hidden or left.
 * Nothing at all from a browser that sends Global Privacy Control. No cookie, no storage, no
 * identifier. A request that fails (offline, blocked, collector down) is dropped, never
 * queued or retried, and nothing waits for it.
 */
import { requestBody, type SiteEvent, type SpeedFigure, speedProps, tapName } from "#app/lib/analytics.ts";
import { REPORT_EVENT, REPORTED_PROPS, SPEED_EVENT } from "#app/lib/analytics.ts";
import type { Report } from "#app/lib/report.ts";
import { afterLoad } from "./idle.ts";

const config = __ANALYTICS__;
const refused = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

function send(event: SiteEvent) {
  // Offline, an event is dropped: no queue, and no failed request in the console.
  if (!config || !navigator.onLine) return;
  const body = requestBody(config, event, { origin: location.origin, pathname: location.pathname, referrer: document.referrer });
  // As text: a "simple" request, with no preflight before it (both collectors read the JSON
  // whatever its type, as Plausible's own script sends it). Kept alive, so that a tap that
  // leaves the page is still sent; no cookie, no referrer.
  fetch(config.endpoint, {
    method: "POST",
    body,
    headers: { "Content-Type": "text/plain" },
    keepalive: true,
    credentials: "omit",
    referrerPolicy: "no-referrer",
  }).catch(() => {
    // Blocked or down: the browser has said so already; the visitor notices nothing.
  });
}

if (config && !refused) {
  // Taps are listened for at once: a tap before load is counted too.
  document.addEventListener(
    "click",
    (event) => {
      const name = tapName((event.target as Element).closest?.("a[href]")?.getAttribute("href"));
      if (name) send({ name });
    },
    true,
  );
  addEventListener(REPORT_EVENT, (event) => {
    const { name, props } = (event as CustomEvent<Report>).detail;
    const allowed = REPORTED_PROPS[name] as string[] | undefined;
    if (!allowed) return;
    const sent = Object.fromEntries(
      Object.entries(props).filter(([key, value]) => allowed.includes(key) && typeof value === "string" && value),
    );
    send({ name, props: sent });
  });
  afterLoad(() => {
    send({});
    void import("./analytics-speed.ts").then(({ measureSpeed }) => measureSpeed(reportSpeed));
  });
}

/** The speed figures, once, as the page is hidden or left (when INP and CLS are final). */
function reportSpeed(figures: SpeedFigure[]) {
  const props = speedProps(figures);
  if (props) send({ name: SPEED_EVENT, props, interactive: false });
}
