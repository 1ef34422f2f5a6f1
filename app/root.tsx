import { useContext } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, UNSAFE_FrameworkContext, useLocation } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { BROWSER_ENTRIES, type BrowserEntry } from "./browser-entries.ts";
import { languages } from "#app/content/languages.ts";
import { langOfPath } from "#app/lib/i18n.ts";
import { usePageScripts } from "#app/components/page-handle.ts";
import { PAGE_BACKGROUND, THEME_BOOTSTRAP } from "#app/inline/theme.ts";

const base = import.meta.env.BASE_URL;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: `${base}favicon.svg`, type: "image/svg+xml" },
  { rel: "icon", href: `${base}icons/icon-32.png`, sizes: "32x32", type: "image/png" },
  { rel: "apple-touch-icon", href: `${base}icons/apple-touch-icon.png` },
  { rel: "manifest", href: `${base}manifest.webmanifest` },
];

/**
 * A page's script (app/browser/): in the built site a placeholder that the build points at
 * the hashed file (scripts/steps/browser-scripts.ts); under `npm run dev`, the source itself.
 */
function PageScript({ name }: { name: BrowserEntry }) {
  return import.meta.env.DEV ? (
    <script type="module" src={`${base}${BROWSER_ENTRIES[name]}`} />
  ) : (
    <script type="module" data-entry={name} />
  );
}

/**
 * Under `npm run dev`, React Router compiles each .tsx file for hot reloading, and such a
 * file refuses to run until the page has installed React's refresh runtime, which its
 * <Scripts/> would do. No page renders <Scripts/>, so the runtime comes here, for the planner
 * (kinds/cars/island/planner-root.tsx). Modules run in order, so it is in place before any page's
 * script; the built site has none of it.
 */
function DevRefresh() {
  return <script type="module" src={`${base}@id/__x00__virtual:react-router/inject-hmr-runtime`} />;
}

/**
 * The document, in the language of the address (English, or /gu/ and /hi/). Everything
 * inside <body> that has words comes from the layout route, in that language.
 *
 * React renders every page here, at build time, and no page hydrates as a whole (decision
 * 015): a page loads only the scripts its route names. The one exception is the fallback page
 * React Router renders in "SPA mode" (with `ssr: false` its build refuses that page without
 * <Scripts/>, and says which render it is only through this context); the build deletes it,
 * since every page is prerendered.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const fallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  // The analytics script goes with the site's, when the build counts visits (browser/analytics.ts).
  const pageScripts = usePageScripts();
  const scripts: BrowserEntry[] = __ANALYTICS__ && pageScripts.includes("site") ? [...pageScripts, "analytics"] : pageScripts;
  return (
    <html lang={languages[langOfPath(pathname)].tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={PAGE_BACKGROUND.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={PAGE_BACKGROUND.dark} />
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOTSTRAP }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {import.meta.env.DEV && !fallback && <DevRefresh />}
        {fallback ? <Scripts /> : scripts.map((name) => <PageScript key={name} name={name} />)}
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
