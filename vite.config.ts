import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { browserEntries } from "#scripts/build/browser-scripts.ts";
import { contentCheck } from "#scripts/content-check.ts";
import { analytics, basePath, siteUrl } from "#scripts/site-config.ts";
import { builtEntries } from "#app/browser/entries.ts";

/** What the site's script needs, which every page loads. */
const SITE_PARTS = /app[\\/](browser[\\/](?!site\.|cars|analytics)|lib[\\/](hours|i18n|theme|year)\.ts|content[\\/](languages|words[\\/]time)\.ts)/;

export default defineConfig({
  base: basePath,
  define: {
    // The year the pages were prerendered; the footer swaps in the visitor's year after hydration.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_URL__: JSON.stringify(siteUrl),
    // The collector, its address and the site's name there, or null: no page counts visits
    // (the root then names no analytics script, and the build makes none).
    __ANALYTICS__: JSON.stringify(analytics && { collector: analytics.collector, endpoint: analytics.endpoint, site: analytics.site }),
  },
  build: {
    // The manifest says which files each browser entry needs (scripts/build/browser-scripts.ts).
    manifest: true,
    // The cars page's script loads React itself, when it wants it (app/browser/cars.ts):
    // no helper that preloads it earlier.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The route modules are built too, then deleted (no page loads them), but what they
        // share with the pages' scripts would split those into many small files. Three groups
        // keep them few: what the site's script needs (every page loads it), React, and what
        // the cars page's island needs besides (named here, so that nothing only the route
        // modules use joins it; a part left out still works, in a file of its own).
        codeSplitting: {
          groups: [
            // With analytics on, Vite's helper for a later import (the cars page's island, the
            // analytics' speed figures) would be a file of its own: it joins the site's parts,
            // which every page loads. With it off, the cars page's script keeps it, as before.
            { name: "site", test: analytics ? new RegExp(`${SITE_PARTS.source}|vite[\\\\/]preload-helper`) : SITE_PARTS, priority: 3 },
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: "cars-island",
              test: /app[\\/](browser[\\/]cars-island\.tsx|components[\\/](cars-island|cars-tools|car-card|trip-planner|button-link|picture|words)\.tsx|content[\\/](fleet[\\/]cars|words[\\/]shape|templates|business[\\/]business)\.ts|content[\\/]data[\\/](fleet|business)\.json|lib[\\/](trip|links|cars|hydration|urls)\.ts|images[\\/](cars|picture-data|formats)\.ts|site-pages\.ts)|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/](?!circle-check|message-circle|phone|triangle-alert|users))|\0rolldown/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  plugins: [contentCheck(), tailwindcss(), imagetools({
      // SVG sources too (the sample artwork), but only when asked for a transform, so
      // `logo.svg?url` stays a plain asset.
      include: /^[^?]+\.(jpe?g|png|webp|avif|svg)\?(.*&)?(w|format|as)=/i,
    }), reactRouter(), browserEntries(builtEntries(analytics !== null))],
});
