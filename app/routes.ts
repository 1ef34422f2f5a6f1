import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { LANGS } from "./content/languages.ts";
import { PLACES_PATH, sitePages } from "./site-pages.ts";

/**
 * Every page in every language: routes/<lang>/<page>.tsx, inside routes/<lang>/layout.tsx.
 * English at the root, the others under their prefix; each language has its own not-found
 * page for unknown addresses under it.
 */
const file = (lang: string, page: string) => `routes/${lang}/${page}.tsx`;

export default LANGS.map((lang) => {
  const children = [
    ...sitePages.map((p) => (p.path === "/" ? index(file(lang, p.key)) : route(p.path.slice(1), file(lang, p.key)))),
    // The places list and each place's page share one route: its loader picks the page.
    route(`${PLACES_PATH.slice(1)}/:place?`, file(lang, "places")),
    route("offline", file(lang, "offline")),
    route("*", file(lang, "not-found")),
  ];
  return lang === "en" ? layout(file(lang, "layout"), children) : route(lang, file(lang, "layout"), children);
}) satisfies RouteConfig;
