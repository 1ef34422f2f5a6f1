/**
 * The network's floor for a page (docs/deploy.md, "Measure"): the time Lighthouse's own network
 * model (Lantern's TCP connection) needs to deliver the page's HTML on a new connection
 * (DNS, TCP handshake, TLS on https, the request, the server's response time, slow start),
 * and then, if the LCP element is an image, that image over the same, now open, connection.
 * No other request and no CPU time: a page cannot paint sooner than this on the profile.
 * LCP ÷ floor and FCP ÷ floor show how much of a page's time is its own doing.
 */
import { Simulation } from "lighthouse/core/lib/lantern/lantern.js";

/** What the floor is computed from, all read off one Lighthouse report. */
export interface FloorInput {
  /** Lighthouse's simulated profile: round trip and throughput. */
  rttMs: number;
  throughputKbps: number;
  /** The extra round trip and the server's response time Lighthouse estimated for the page's origin. */
  additionalRttMs: number;
  serverResponseMs: number;
  https: boolean;
  h2: boolean;
  /** Bytes on the wire. */
  documentBytes: number;
  /** The LCP image's bytes on the wire, when the LCP element is an image. */
  lcpImageBytes: number | null;
}

/** DNS takes two round trips in Lighthouse's model (DNSCache.rttMultiplier). */
const DNS_ROUND_TRIPS = 2;

export function floorMs(input: FloorInput): number {
  const rtt = input.rttMs + input.additionalRttMs;
  const connection = new Simulation.TCPConnection(rtt, input.throughputKbps * 1024, input.serverResponseMs, input.https, input.h2);
  const html = connection.simulateDownloadUntil(input.documentBytes, { dnsResolutionTime: rtt * DNS_ROUND_TRIPS });
  if (input.lcpImageBytes === null) return html.timeElapsed;
  connection.setWarmed(true);
  connection.setCongestionWindow(html.congestionWindow);
  return html.timeElapsed + connection.simulateDownloadUntil(input.lcpImageBytes).timeElapsed;
}

interface Lhr {
  mainDocumentUrl?: string;
  finalDisplayedUrl: string;
  configSettings: { throttling: { rttMs?: number; throughputKbps?: number } };
  audits: Record<string, { details?: unknown } | undefined>;
}
type Item = Record<string, unknown>;
const items = (lhr: Lhr, id: string) => ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];

/** The floor's inputs, from a Lighthouse report (its network requests and its LCP element). */
export function floorInputOf(lhr: Lhr): FloorInput {
  const url = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  const origin = new URL(url).origin;
  const requests = items(lhr, "network-requests");
  const document = requests.find((r) => r.url === url) ?? requests.find((r) => r.resourceType === "Document");
  if (!document) throw new Error(`${url}: no document among the network requests`);
  // The LCP element, as the report gives it (its LCP breakdown): an <img> names its source.
  const lcp = items(lhr, "lcp-breakdown-insight").find((i) => i.type === "node") as { snippet?: string } | undefined;
  const src = lcp?.snippet?.match(/^<img\b[^>]*\bsrc="([^"]+)"/)?.[1];
  // The image the browser chose (a <source> of the picture): the request for an image of that name.
  const stem =
    src &&
    new URL(src, url).pathname
      .split("/")
      .pop()!
      .replace(/-[\w-]{8}\.\w+$/, "");
  const image = stem ? requests.find((r) => r.resourceType === "Image" && String(r.url).includes(`/${stem}-`)) : undefined;
  const perOrigin = (id: string, key: string) => Number(items(lhr, id).find((i) => i.origin === origin)?.[key] ?? 0);
  return {
    rttMs: lhr.configSettings.throttling.rttMs ?? 150,
    throughputKbps: lhr.configSettings.throttling.throughputKbps ?? 1638.4,
    additionalRttMs: perOrigin("network-rtt", "rtt"),
    serverResponseMs: perOrigin("network-server-latency", "serverResponseTime"),
    https: url.startsWith("https:"),
    h2: document.protocol === "h2",
    documentBytes: Number(document.transferSize ?? 0),
    lcpImageBytes: image ? Number(image.transferSize ?? 0) : null,
  };
}
