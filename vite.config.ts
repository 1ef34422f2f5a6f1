import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { browserEntries, scriptChunks } from "#scripts/build/browser-scripts.ts";
import { contentCheck } from "#scripts/content-check.ts";
import { analytics, basePath, siteUrl } from "#common/site-config.ts";
import { builtEntries } from "#app/browser-entries.ts";

// The pages' scripts share three chunks, named from the module graph.
const chunks = scriptChunks(analytics !== null);

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
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
  plugins: [
    contentCheck(),
    tailwindcss(),
    imagetools({
      // SVG sources too (the sample artwork), but only when asked for a transform, so
      // `logo.svg?url` stays a plain asset.
      include: /^[^?]+\.(jpe?g|png|webp|avif|svg)\?(.*&)?(w|format|as)=/i,
    }),
    reactRouter(),
    browserEntries(builtEntries(analytics !== null)),
    chunks.plugin,
  ],
});
