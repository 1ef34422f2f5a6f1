import type { Config } from "@react-router/dev/config";
import { LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { placesPages } from "#app/content/places/places.ts";
import { toursPages } from "#app/content/tours/tours.ts";
import { NOT_FOUND_PATH, OFFLINE_PATH, sitePages } from "#app/site-pages.ts";
import { basePath, buildDir } from "#scripts/site-config.ts";

export default {
  // A static site: every page is HTML written at build time, no server at run time.
  ssr: false,
  basename: basePath,
  buildDirectory: buildDir,
  // Every page in every language, the places and each place's page, the tours and each
  // tour's page, and each language's
  // not-found and offline pages.
  prerender: LANGS.flatMap((lang) =>
    [...sitePages.map((p) => p.path), ...placesPages.map((p) => p.path), ...toursPages.map((p) => p.path), NOT_FOUND_PATH, OFFLINE_PATH].map((path) => localePath(lang, path)),
  ),
} satisfies Config;
