import { existsSync } from "node:fs";

/**
 * How the tests start Chromium: CHROME_PATH when set, else the machine's headless shell
 * (Debian's chromium-headless-shell), else its whole Chromium (/usr/bin/chromium), else
 * Playwright's downloaded browser (`npx playwright install chromium`), whose headless runs are
 * the headless shell too. The shell is Chromium without the browser's windows and profile: the
 * same Blink, V8 and network stack, at about two thirds of the time a page costs on two slow
 * cores (decision 037). The benchmark and the screenshots keep the whole browser.
 * The config uses it for every spec; a spec that needs another switch adds to `args`.
 */
export const chromiumLaunch = {
  executablePath: [process.env.CHROME_PATH, "/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => p && existsSync(p)),
  args: [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
  ],
};
