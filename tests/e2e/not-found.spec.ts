import { LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { everyPage, pageKind } from "#app/page-kinds.ts";
import { pages } from "./content.ts";
import { expect, hydrated, test } from "./helpers.ts";

const copy = pages.notFound;
test.use({ allowProblems: [/Failed to load resource: the server responded with a status of 404/] });

for (const path of ["/no-such-page", "/cars/innova/", "/deeply/nested/path/"]) {
  test(`${path} answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toContain("text/html");
    await expect(page).toHaveTitle(copy.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
    await expect(page.getByRole("link", { name: copy.home })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: copy.cars })).toHaveAttribute("href", "/cars/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
}

test("the not-found page hydrates and its links work", async ({ page }) => {
  await page.goto("/nowhere");
  await hydrated(page);
  await page.getByRole("link", { name: copy.cars }).click();
  await expect(page).toHaveURL(/\/cars\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.cars.heading);
});

test("every page answers 200 at its address; without its slash, a redirect to it, as the hosts send", async ({ request }) => {
  // Every page of every kind in every language, but the not-found page's own (moved to 404.html).
  const addresses = LANGS.flatMap((lang) => everyPage().flatMap((p) => (pageKind(p.key).catchAll ? [] : [localePath(lang, p.path)])));
  for (const path of addresses) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  // A sample of the other form, one of each shape: a page, a language's home, an item's page, the editor.
  for (const path of ["/cars", "/gu", "/places/dwarka", "/admin"]) {
    const res = await request.get(`${path}?from=test`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(308);
    expect(res.headers().location, path).toBe(`${path}/?from=test`);
  }
});
