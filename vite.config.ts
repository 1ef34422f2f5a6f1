import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
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
    rolldownOptions: {
      output: {
        // Fewer, larger chunks compress better and cost fewer requests: the framework in one,
        // the code every page shares in another; pages keep their own chunks.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/, priority: 2 },
            // Words stay out of it: each page's own words (content/data/pages) stay in that
            // page's chunk, and each language's shared words (content/data/words*.json) in its
            // layout's. The facts (business.json, fleet.json) are shared by every page.
            // The trip planner stays with the cars page, the only one that has it, and the
            // suggestion to switch language with the English layout. The parts of a few pages
            // (an inner page's header, the galleries, outside links, the home page's sections)
            // stay with those pages, so the cars page and the home page, the heaviest, do not
            // carry them. Of the icons, only those
            // that shared code draws come along; a page's own icons stay in its chunk.
            {
              name: "shared",
              test: /app[\\/](root|content[\\/](?!data[\\/](?:words|pages|places)|suggestions|load|editions|files|cars-words|places)|lib[\\/](?!trip)|components[\\/](?!trip-planner|language-suggestion|external-link|gallery|page-header|section)|images[\\/]picture-data)|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
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
    }), reactRouter()],
});
