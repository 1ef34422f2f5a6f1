import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { LANGS } from "#app/content/languages.ts";
import { type PageKind, pageKinds } from "#app/page-kinds.ts";

/**
 * Every page in every language, from the list of page kinds: one route module per kind
 * (routes/<key in kebab case>.tsx), inside routes/layout.tsx, each used once per language with
 * its own id. English at the root, the others under their prefix. A kind with items has one
 * route for its list and each item's page; the not-found kind answers every other address
 * under its language. A module finds its language in the address (components/page-handle.ts).
 */
const routeName = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const file = (name: string) => `routes/${name}.tsx`;

export default LANGS.map((lang) => {
  const kindRoute = (kind: PageKind) => {
    const name = routeName(kind.key);
    const id = { id: `${lang}/${name}` };
    if (kind.catchAll) return route("*", file(name), id);
    if (kind.path === "/") return index(file(name), id);
    return route(kind.items ? `${kind.path.slice(1)}/:${kind.items.param}?` : kind.path.slice(1), file(name), id);
  };
  // The catch-all comes last, after every address it must not take.
  const children = [...pageKinds.filter((k) => !("catchAll" in k)), ...pageKinds.filter((k) => "catchAll" in k)].map(kindRoute);
  const id = { id: `${lang}/layout` };
  return lang === "en" ? layout(file("layout"), id, children) : route(lang, file("layout"), id, children);
}) satisfies RouteConfig;
