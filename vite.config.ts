import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { browserEntries } from "./scripts/build/browser-scripts.ts";
import { contentCheck } from "./scripts/content-check.ts";
import { basePath, siteUrl } from "./scripts/site-config.ts";

export default defineConfig({
  base: basePath,
  // "~/…" is app/ (tsconfig's paths): the build resolves it by itself, the dev server needs it said.
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  define: {
    // The year the pages were prerendered; the footer swaps in the visitor's year after hydration.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_URL__: JSON.stringify(siteUrl),
  },
  build: {
    // The manifest says which files each browser entry needs (scripts/build/browser-scripts.ts).
    manifest: true,
    // The cars page's script loads React itself, when it wants it (app/browser/cars.ts):
    // no helper that preloads it earlier.
    modulePreload: false,
  },
  plugins: [contentCheck(), tailwindcss(), imagetools({
      // SVG sources too (the sample artwork), but only when asked for a transform, so
      // `logo.svg?url` stays a plain asset.
      include: /^[^?]+\.(jpe?g|png|webp|avif|svg)\?(.*&)?(w|format|as)=/i,
    }), reactRouter(), browserEntries()],
});
