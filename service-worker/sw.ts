/**
 * The service worker: the site keeps working with a bad connection or none, after one visit.
 * Workbox does the caching; this file only says what goes where.
 * - Pages: network first, so anyone online sees a change (a new phone number) at once; the
 *   saved copy after 3 s without an answer, or offline: the copy saved with this worker's
 *   deploy before any copy saved as opened, which is kept only for a page the deploy does not
 *   save (and dropped after 30 days). The saved copy says so, with its day (lib/saved-copy.ts).
 *   Every page of the visitor's language
 *   but the places' own (the tours' and the cars' included) is saved on the first visit, so a
 *   page never opened still opens offline; a place's page, or a page in another language, is
 *   saved once opened. An address that is not a page, or a page never opened, gets the offline
 *   page of its language.
 * - Build files (scripts, styles): saved on the first visit, then served from the cache; the
 *   hashed ones never change under a name.
 * - Pictures: saved as they are shown.
 * Only this site's own requests are handled: other origins (WhatsApp, maps) go to the network.
 * The list of files to save is written into this script by the build (scripts/steps/service-worker.ts).
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import type { WorkboxPlugin } from "workbox-core/types.js";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { PLANNER_DATA_FILE_PREFIX, plannerDataFileStart } from "#app/kinds/cars/island/page-dom.ts";
import { savedCopyWords, savedCopyZone, savedDay, showSavedCopyNote } from "#app/lib/saved-copy.ts";
import { EDITOR_DIR } from "#app/site-pages.ts";
import { languages, PREFIXED_LANGS } from "#app/content/languages.ts";

declare const self: ServiceWorkerGlobalScope;

/** The site's root: BASE_PATH, where the worker lives. */
const root = new URL("./", self.location.href);
/** The other languages' folders, from their prefixes ("/gu" is "gu/"); English is at the root. */
const LANGUAGE_PREFIXES = PREFIXED_LANGS.map((l) => `${languages[l].prefix.slice(1)}/`);

/**
 * The visitor's language, from the address the page registered the worker with
 * (`sw.js?lang=gu`, app/browser/service-worker.ts): its prefix, "" for English. A worker
 * registered without one (before the language was passed) saves every language's pages.
 */
const lang = new URL(self.location.href).searchParams.get("lang");
const ownPrefix = lang === "en" ? "" : LANGUAGE_PREFIXES.find((p) => p === `${lang}/`);

/**
 * Whether a file of the build's list is saved on the first visit: every script and style, the
 * pages of the visitor's language and its planner's data, the offline page of each language
 * (an address in another language still gets its own), and the English home, where the
 * installed app starts (the manifest's start_url).
 */
function savedFirst(url: string): boolean {
  // A worker without a language (lang null) has no prefix either: it saves everything.
  if (ownPrefix === undefined || lang === null) return true;
  if (url.startsWith(`assets/${PLANNER_DATA_FILE_PREFIX}`)) return url.startsWith(`assets/${plannerDataFileStart(lang)}`);
  if (!url.endsWith(".html")) return true;
  const prefix = LANGUAGE_PREFIXES.find((p) => url.startsWith(p)) ?? "";
  return prefix === ownPrefix || url === `${prefix}offline/index.html` || url === "index.html";
}

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

/** Pages as opened: a place's page is kept whatever its address's query. */
const PAGES_CACHE = "pages";
const matchOptions = { ignoreSearch: true };

/** How long a page saved as opened may stand in for it: its fares may have changed since. */
const PAGE_DAYS = 30;

/** The copy of the page at `url` that the deploy of this worker saved, if it saved one. */
const deployed = (url: string) => matchPrecache(savedPage(new URL(url)));

// A new worker comes with a new deploy: the copies of its pages saved as opened under an
// older one go (its own copies of them stand in from now on). Then the page the worker was
// installed from, loaded before it: if it is not among the saved pages (a place's page, the
// usual first page of a visitor from a search), it is saved now.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PAGES_CACHE);
      for (const request of await cache.keys()) if (await deployed(request.url)) await cache.delete(request);
      for (const client of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) {
        const url = new URL(client.url);
        url.search = url.hash = "";
        if (!sameOrigin(url) || (await matchPrecache(savedPage(url)))) continue;
        await cache.add(url.href).catch(() => {
          // Offline already, or not a page: nothing to keep.
        });
      }
    })(),
  );
});

/** A saved copy as the page it answers with: its note shown, with the day it was saved, in the words of the offline page of its language. */
async function asSavedCopy(url: string, copy: Response): Promise<Response> {
  const offline = await matchPrecache(offlinePage(new URL(url)));
  const page = offline ? await offline.text() : "";
  const html = showSavedCopyNote(await copy.text(), savedDay(copy.headers.get("date"), savedCopyZone(page)), savedCopyWords(page));
  // The text is decoded, and its length changed.
  const headers = new Headers(copy.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  return new Response(html, { status: copy.status, statusText: copy.statusText, headers });
}

/**
 * The pages' copies: the deploy's own before any saved as opened (which an older deploy may
 * have saved, with its old fares), and only those saved as opened for the pages it does not
 * save. Each is shown as a saved copy.
 */
const deployedFirst: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (response.status === 200 && !(await deployed(request.url)) ? response : null),
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    const copy = (await deployed(request.url)) ?? cachedResponse;
    return copy && asSavedCopy(request.url, copy);
  },
};

// Registered before the precache's own route, so that pages always try the network first.
// The offline page of the address's language when no copy of it is saved at all.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    matchOptions,
    networkTimeoutSeconds: 3,
    plugins: [
      // First: a copy older than PAGE_DAYS (by its HTTP date) is no copy.
      new ExpirationPlugin({ maxAgeSeconds: PAGE_DAYS * 24 * 60 * 60, maxEntries: 100 }),
      deployedFirst,
      { handlerDidError: async ({ request }) => (await matchPrecache(offlinePage(new URL(request.url)))) ?? Response.error() },
    ],
  }),
);

precacheAndRoute(self.__WB_MANIFEST.filter((entry) => savedFirst(typeof entry === "string" ? entry : entry.url)));

registerRoute(
  ({ request, url }) => request.destination === "image" && sameOrigin(url),
  new CacheFirst({ cacheName: "pictures", plugins: [new ExpirationPlugin({ maxEntries: 80 })] }),
);
