import { chromium } from "@playwright/test";
const [url, selector, width, scheme, out, nth] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme as "light" | "dark" });
await page.goto(url, { waitUntil: "networkidle" });
await page.evaluate(() => {
  for (const el of document.querySelectorAll<HTMLElement>("*")) if (getComputedStyle(el).contentVisibility === "auto") el.style.contentVisibility = "visible";
});
await page.waitForTimeout(300);
await page.locator(selector).nth(Number(nth ?? 0)).screenshot({ path: out });
await browser.close();
