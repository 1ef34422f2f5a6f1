import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PATH, sitePages } from "./app/site-pages.ts";
import { basePath, buildDir } from "./scripts/site-config.ts";

export default {
  // A static site: every page is HTML written at build time, no server at run time.
  ssr: false,
  basename: basePath,
  buildDirectory: buildDir,
  prerender: [...sitePages.map((p) => p.path), NOT_FOUND_PATH],
} satisfies Config;
