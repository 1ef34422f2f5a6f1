/**
 * The service worker (service-worker/sw.ts) keeps the site working offline. The site's
 * script registers it once the page has loaded (site.ts), so that saving the site never
 * competes with the first visit's page.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const base = import.meta.env.BASE_URL;
  navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch(() => {
    // Not registered (private mode, an old browser): the site works online as before.
  });
}
