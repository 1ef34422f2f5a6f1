import { defineConfig } from "vitest/config";

// Unit tests sit beside their source; they need no React Router or Tailwind plugins.
export default defineConfig({
  define: { __BUILD_YEAR__: "2026", __SITE_URL__: JSON.stringify("https://navkartours.example"), __ANALYTICS__: "null" },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts", "common/**/*.test.ts"],
    environment: "node",
    globalSetup: ["scripts/content-check.setup.ts"],
  },
});
