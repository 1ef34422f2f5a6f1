import type { Config } from "@react-router/dev/config";
import { LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { everyPage } from "#app/page-kinds.ts";
import { basePath, buildDir } from "#common/site-config.ts";

export default {
  // A static site: every page is HTML written at build time, no server at run time.
  ssr: false,
  basename: basePath,
  buildDirectory: buildDir,
  // Every page of every kind (app/page-kinds.ts) in every language.
  prerender: LANGS.flatMap((lang) => everyPage().map((page) => localePath(lang, page.path))),
} satisfies Config;
