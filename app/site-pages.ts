/**
 * The route table's single source: each page's path and module. `routes.ts`, the prerender
 * list, the sitemap and the page meta all read it, so a new page is one line here.
 */
export const sitePages = [
  { key: "home", path: "/", file: "routes/home.tsx" },
  { key: "cars", path: "/cars", file: "routes/cars.tsx" },
  { key: "about", path: "/about", file: "routes/about.tsx" },
  { key: "owner", path: "/owner", file: "routes/owner.tsx" },
] as const;

export type PageKey = (typeof sitePages)[number]["key"] | "notFound";

/** Prerendered at this path, then moved to `404.html` by the post-build step. */
export const NOT_FOUND_PATH = "/404";
