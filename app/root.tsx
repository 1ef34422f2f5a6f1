import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { languages } from "./content/languages";
import { HYDRATED_EVENT } from "./lib/hydration";
import { langOfPath } from "./lib/i18n";
import { PAINT_HOLD } from "./lib/paint-hold";
import { PAGE_BACKGROUND, THEME_BOOTSTRAP } from "./lib/theme";

const base = import.meta.env.BASE_URL;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: `${base}favicon.svg`, type: "image/svg+xml" },
  { rel: "icon", href: `${base}icons/icon-32.png`, sizes: "32x32", type: "image/png" },
  { rel: "apple-touch-icon", href: `${base}icons/apple-touch-icon.png` },
  { rel: "manifest", href: `${base}manifest.webmanifest` },
];

/**
 * The document, in the language of the address (English, or /gu/ and /hi/). Everything
 * inside <body> that has words comes from that language's layout route (routes/<lang>/).
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  // Effects run once hydration has committed: from now on React handles every tap.
  useEffect(() => void window.dispatchEvent(new Event(HYDRATED_EVENT)), []);
  // The service worker (service-worker/sw.ts) keeps the site working offline. Registered
  // after hydration, which waits for the load event: never on the first paint's path.
  useEffect(() => {
    if (import.meta.env.PROD && "serviceWorker" in navigator) {
      navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch(() => {
        // Not registered (private mode, an old browser): the site works online as before.
      });
    }
  }, []);
  return (
    // The head script adds classes (js, light/dark) before React hydrates.
    <html lang={languages[langOfPath(pathname)].tag} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={PAGE_BACKGROUND.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={PAGE_BACKGROUND.dark} />
        {/* Nothing is painted half-parsed: see lib/paint-hold.ts. */}
        <script dangerouslySetInnerHTML={{ __html: PAINT_HOLD }} />
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOTSTRAP }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Shown only if a page fails to render; kept word-free apart from the status line. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{message}</h1>
    </section>
  );
}
