/**
 * The service worker: the site keeps working with a bad connection or none, after one visit.
 * Workbox does the caching; this file only says what goes where.
 * - Pages: network first, so anyone online sees a change (a new phone number) at once; the
 *   saved copy after 3 s without an answer, or offline. Every page of every language is
 *   saved on the first visit (about 150 KB), so a page never opened still opens offline; an
 *   address that is not a page gets the offline page of its language.
 * - Build files (scripts, styles): saved on the first visit, then served from the cache; the
 *   hashed ones never change under a name.
 * - Pictures: saved as they are shown.
 * Only this site's own requests are handled: other origins (WhatsApp, maps) go to the network.
 * The list of files to save is written into this script by the build (scripts/build/sw.ts).
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { EDITOR_DIR } from "../app/site-pages";

declare const self: ServiceWorkerGlobalScope;

/** The site's root: BASE_PATH, where the worker lives. */
const root = new URL("./", self.location.href);
const LANGUAGE_PREFIXES = ["gu/", "hi/"];

/** A page's saved copy: "/gu/cars" is saved as "gu/cars/index.html". */
function savedPage(url: URL): string {
  const path = url.pathname.slice(root.pathname.length).replace(/\/$/, "");
  return new URL(path ? `${path}/index.html` : "index.html", root).href;
}

/** The offline page in the language of the address asked for. */
function offlinePage(url: URL): string {
  const path = url.pathname.slice(root.pathname.length);
  const prefix = LANGUAGE_PREFIXES.find((p) => path === p.slice(0, -1) || path.startsWith(p)) ?? "";
  return new URL(`${prefix}offline/index.html`, root).href;
}

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

/** This site's own requests, apart from the owner's editor, which the worker leaves alone. */
const sameOrigin = (url: URL) => url.origin === self.location.origin && !url.pathname.startsWith(`${root.pathname}${EDITOR_DIR}/`);

// Registered before the precache's own route, so that pages always try the network first.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url),
  new NetworkFirst({
    cacheName: "pages",
    networkTimeoutSeconds: 3,
    plugins: [
      {
        handlerDidError: async ({ request }) => {
          const url = new URL(request.url);
          return (await matchPrecache(savedPage(url))) ?? (await matchPrecache(offlinePage(url))) ?? Response.error();
        },
      },
    ],
  }),
);

precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ request, url }) => request.destination === "image" && sameOrigin(url),
  new CacheFirst({ cacheName: "pictures", plugins: [new ExpirationPlugin({ maxEntries: 80 })] }),
);
