import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { LANGS } from "#app/content/languages.ts";
import { kindFolder, type PageKind, pageKinds } from "./page-kinds.ts";

/** Every page sits in the layout: the site's shell in the page's language. */
const LAYOUT = "routes/layout.tsx";

/**
 * Every page in every language, from the list of page kinds: one route module per kind
 * (kinds/<kind>/route.tsx, the key in kebab case), inside routes/layout.tsx, each used once per language with
 * its own id. English at the root, the others under their prefix. A kind with items has one
 * route for its list and each item's page; the not-found kind answers every other address
 * under its language. A module finds its language in the address (components/page-handle.ts).
 */
const file = (key: string) => `kinds/${kindFolder(key)}/route.tsx`;

export default LANGS.map((lang) => {
  const kindRoute = (kind: PageKind) => {
    const id = { id: `${lang}/${kindFolder(kind.key)}` };
    if (kind.catchAll) return route("*", file(kind.key), id);
    if (kind.path === "/") return index(file(kind.key), id);
    return route(kind.items ? `${kind.path.slice(1)}/:${kind.items.param}?` : kind.path.slice(1), file(kind.key), id);
  };
  // The catch-all comes last, after every address it must not take.
  const children = [...pageKinds.filter((k) => !("catchAll" in k)), ...pageKinds.filter((k) => "catchAll" in k)].map(kindRoute);
  const id = { id: `${lang}/layout` };
  return lang === "en" ? layout(LAYOUT, id, children) : route(lang, LAYOUT, id, children);
}) satisfies RouteConfig;
