import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { QuickActions } from "./components/quick-actions";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { shell } from "./content/copy";
import { HYDRATED_EVENT } from "./lib/hydration";
import { THEME_BOOTSTRAP } from "./lib/theme";

const base = import.meta.env.BASE_URL;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: `${base}favicon.svg`, type: "image/svg+xml" },
  { rel: "icon", href: `${base}icons/icon-32.png`, sizes: "32x32", type: "image/png" },
  { rel: "apple-touch-icon", href: `${base}icons/apple-touch-icon.png` },
  { rel: "manifest", href: `${base}manifest.webmanifest` },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Effects run once hydration has committed: from now on React handles every tap.
  useEffect(() => void window.dispatchEvent(new Event(HYDRATED_EVENT)), []);
  return (
    // The head script adds classes (js, light/dark) before React hydrates.
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0b1220" />
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOTSTRAP }} />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-accent px-4 py-3 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {shell.skipLink}
        </a>
        <div className="flex min-h-dvh flex-col overflow-x-clip pb-[calc(4.5rem+env(safe-area-inset-bottom))] md:pb-0">
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter />
        </div>
        <QuickActions />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{message}</h1>
    </section>
  );
}
