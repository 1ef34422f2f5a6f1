/**
 * What search engines and link previews ask the server for, as it serves them. What the
 * files say (each page's head and JSON-LD, the sitemap's addresses, robots.txt, the manifest)
 * is read from the build, without a browser: tests/built/seo.test.ts.
 */
import { onePages } from "./content.ts";
import { expect, test } from "./helpers.ts";

test("the sitemap, robots.txt, the web manifest, its icons and each page's card are served, with their types", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
  expect((await request.get("/robots.txt")).status()).toBe(200);
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  for (const path of [
    ...manifest.icons.map((i: { src: string }) => i.src),
    "/favicon.svg",
    "/icons/icon-32.png",
    "/icons/apple-touch-icon.png",
  ])
    expect((await request.get(path)).status(), path).toBe(200);
  for (const { key } of onePages) {
    const card = await request.get(`/social/${key}.png`);
    expect(card.status(), key).toBe(200);
    expect(card.headers()["content-type"], key).toBe("image/png");
  }
});
