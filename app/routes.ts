import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { LANGS } from "#app/content/languages.ts";
import { PLACES_PATH, sitePages, TOURS_PATH } from "./site-pages.ts";

/**
 * Every page in every language: one route module per page (routes/<page>.tsx), inside
 * routes/layout.tsx, each used once per language with its own id. English at the root, the
 * others under their prefix; each language has its own not-found page for unknown addresses
 * under it. A module finds its language in the address (lib/page-handle.ts, `usePageLang`).
 */
const file = (page: string) => `routes/${page}.tsx`;

export default LANGS.map((lang) => {
  const id = (page: string) => ({ id: `${lang}/${page}` });
  const children = [
    ...sitePages.map((p) => (p.path === "/" ? index(file(p.key), id(p.key)) : route(p.path.slice(1), file(p.key), id(p.key)))),
    // The places list and each place's page share one route.
    route(`${PLACES_PATH.slice(1)}/:place?`, file("places"), id("places")),
    // The tours list and each tour's page, likewise.
    route(`${TOURS_PATH.slice(1)}/:tour?`, file("tours"), id("tours")),
    route("offline", file("offline"), id("offline")),
    route("*", file("not-found"), id("not-found")),
  ];
  return lang === "en" ? layout(file("layout"), id("layout"), children) : route(lang, file("layout"), id("layout"), children);
}) satisfies RouteConfig;
