/**
 * The service worker (service-worker/sw.ts) keeps the site working offline. The site's
 * script registers it once the page has loaded (site.ts), so that saving the site never
 * competes with the first visit's page. The page's language goes with it: the worker saves
 * that language's pages on the first visit (a visitor who changes language gets a worker that
 * saves the new one's).
 */
export function registerServiceWorker() {
  // Offline, the worker there is stays: a new one (another language's) could not be fetched.
  // Under `npm run dev` there is none: the build writes it (scripts/steps/service-worker.ts).
  if (import.meta.env.DEV || !("serviceWorker" in navigator) || !navigator.onLine) return;
  const base = import.meta.env.BASE_URL;
  navigator.serviceWorker.register(`${base}sw.js?lang=${document.documentElement.lang.split("-")[0]}`, { scope: base }).catch(() => {
    // Not registered (private mode, an old browser): the site works online as before.
  });
}
