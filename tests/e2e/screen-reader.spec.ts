/**
 * A screen reader hears the whole page, the parts far down that the browser has not drawn
 * yet included (`render-later` in app.css, decision 023). A spec of its own: a screen reader
 * turns the browser's accessibility on in full, as the switch below does, which takes a
 * browser (and a worker) of its own.
 */
import { chromiumLaunch } from "./chromium.ts";
import { expect, test } from "./helpers.ts";

test.use({
  viewport: { width: 360, height: 740 },
  launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, "--force-renderer-accessibility"] },
});

test("a screen reader hears every heading of the page, those far down included", async ({ page }) => {
  for (const path of ["/", "/gu/places/dwarka/"]) {
    await page.goto(path);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Accessibility.enable");
    const inPage = (await page.locator("h1, h2, h3").allTextContents()).map((t) => t.replace(/\s+/g, " ").trim()).filter(Boolean);
    await expect
      .poll(
        async () => {
          const { nodes } = await cdp.send("Accessibility.getFullAXTree");
          const heard = new Set(
            nodes.filter((n) => n.role?.value === "heading" && !n.ignored).map((n) => n.name?.value?.replace(/\s+/g, " ").trim()),
          );
          // A heading's name may say more than its text (a tour's "…, day by day"): it begins with it.
          return inPage.filter((h) => ![...heard].some((name) => name?.startsWith(h)));
        },
        { message: `${path}: headings a screen reader does not hear` },
      )
      .toEqual([]);
    await cdp.detach();
  }
});
