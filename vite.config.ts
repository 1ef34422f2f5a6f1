import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { contentCheck } from "#scripts/content-check.ts";
import { basePath, buildDefines } from "#common/site-config.ts";

export default defineConfig({
  base: basePath,
  define: buildDefines,
  build: {
    // The client build's scripts are the route modules', which no page loads (the pages'
    // own scripts are built apart: scripts/steps/browser-scripts.ts): no preloading helper.
    modulePreload: false,
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
  ],
});
