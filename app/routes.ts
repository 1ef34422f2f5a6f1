import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { sitePages } from "./site-pages.ts";

export default [
  ...sitePages.map((page) => (page.path === "/" ? index(page.file) : route(page.path, page.file))),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
