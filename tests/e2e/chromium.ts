import { existsSync } from "node:fs";

/**
 * How the tests start Chromium: the machine's own (CHROME_PATH, or Debian's /usr/bin/chromium)
 * when present, else Playwright's downloaded browser (`npx playwright install chromium`).
 * The config uses it for every spec; a spec that needs another switch adds to `args`.
 */
export const chromiumLaunch = {
  executablePath: [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p)),
  args: [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
  ],
};
