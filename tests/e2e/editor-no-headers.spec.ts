/**
 * The owner's editor where the host sends no headers (GitHub Pages): its page carries its own
 * CSP and noindex, asks no other host for anything, refuses to be shown inside a frame, and
 * offers only the sign-in that can work. A stand-in for such a host (stand-ins.ts) serves the
 * built site; another origin frames the editor.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { contentFiles, type SchemaKey } from "#app/content/files.ts";
import { readFiles } from "#app/content/read.ts";
import { editorBackend, editorConfig, type EditorEnv } from "#scripts/steps/editor-config.ts";
import { editorCspHeader } from "#common/headers.ts";
import { buildDir } from "#common/site-config.ts";
import { field, open, projectFiles, wheelUntil, withFolderPicker } from "#scripts/editor-driver.ts";
import { expect, test } from "./helpers.ts";
import { githubPagesStandIn } from "./stand-ins.ts";

const root = path.resolve(buildDir, "client");
const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/** A static host that sends no headers of ours (GitHub Pages). */
let bare: http.Server;
let bareOrigin: string;
/** Another site, which puts the editor in a frame. */
let other: http.Server;
let otherOrigin: string;

test.use({ viewport: { width: 1280, height: 800 }, actionTimeout: 20_000 });
test.beforeAll(async () => {
  bare = githubPagesStandIn(root);
  bareOrigin = await listen(bare);
  other = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!DOCTYPE html><title>Another site</title><iframe src="${bareOrigin}/admin/" width="1000" height="700"></iframe>`);
  });
  otherOrigin = await listen(other);
});
test.afterAll(() => {
  bare.close();
  other.close();
});

test.describe(() => {
  // The last step runs an inline script on purpose, which the policy refuses.
  test.use({ allowProblems: [/CSP violation: script-src-elem inline|Executing inline script violates/] });
  test("the editor's page carries its own CSP and noindex, and asks no other host for anything", async ({ page }) => {
    const response = await page.request.get(`${bareOrigin}/admin/`);
    expect(response.headers()["content-security-policy"]).toBeUndefined();
    const html = await response.text();
    const hosts = JSON.parse(readFileSync(path.resolve(buildDir, "editor-hosts.json"), "utf8"));
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    // The header's policy, less what a <meta> cannot carry.
    expect(meta).toBe(editorCspHeader(hosts).replace("; frame-ancestors 'none'", ""));
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');

    const outside: string[] = [];
    page.on("request", (r) => void (/^https?:/.test(r.url()) && !r.url().startsWith(bareOrigin) && outside.push(r.url())));
    const violations: string[] = [];
    page.on("console", (m) => void (/Content Security Policy/.test(m.text()) && violations.push(m.text())));
    await page.goto(`${bareOrigin}/admin/`);
    await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible();
    // Until the network is quiet: the editor's checks at start (updates, the Git host's status), which it no longer makes, would have gone by then.
    await page.waitForLoadState("networkidle");
    expect(outside).toEqual([]);
    expect(violations).toEqual([]);
    // The meta's policy is in force: an inline script does not run.
    expect(
      await page.evaluate(() => {
        const s = document.createElement("script");
        s.textContent = "window.inlineRan = true";
        document.head.append(s);
        return (window as unknown as { inlineRan?: boolean }).inlineRan ?? false;
      }),
    ).toBe(false);
  });
});

test("inside another site's frame, the editor does not start and says why", async ({ page }) => {
  await page.goto(otherOrigin);
  const frame = page.frameLocator("iframe");
  await expect(frame.getByText("The site editor cannot be shown inside another page.")).toBeVisible();
  await expect(frame.getByRole("link", { name: `${bareOrigin}/admin/` })).toHaveAttribute("target", "_blank");
  // Once the frame has loaded (the page's load waits for its frames), the editor would have drawn its first screen.
  await page.waitForLoadState("load");
  await expect(frame.getByRole("button", { name: /Work with Local Repository|Sign In/ })).toHaveCount(0);
  // The same page on its own starts the editor.
  await page.goto(`${bareOrigin}/admin/`);
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible();
});

/** The editor's configuration as the build writes it for these variables. */
function configFor(env: EditorEnv) {
  const { files } = readFiles();
  const english = Object.fromEntries(contentFiles.filter((f) => (f.lang ?? "en") === "en").map((f) => [f.schema, files[f.path]])) as Record<
    SchemaKey,
    unknown
  >;
  return editorConfig(editorBackend(env), english, { url: "https://navkartours.example", basePath: "/" });
}

test("without a sign-in helper, there is no “Sign In with GitHub” that leads to another host: a token only", async ({ page }) => {
  // The GitHub Pages workflow sets CMS_REPO; no CMS_AUTH_URL is set until a helper exists.
  await page.route(/\/admin\/config\.json(\?|$)/, (route) => route.fulfill({ json: configFor({ CMS_REPO: "navkar/site" }) }));
  await page.goto(`${bareOrigin}/admin/`);
  await expect(page.getByText(/root directory of the “\u2068?site\u2069?” repository/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Sign In with/ })).toHaveCount(0);
});

test("with a sign-in helper, “Sign In with GitHub” is offered beside the token", async ({ page }) => {
  await page.route(/\/admin\/config\.json(\?|$)/, (route) =>
    route.fulfill({ json: configFor({ CMS_REPO: "navkar/site", CMS_AUTH_URL: "https://api.netlify.com" }) }),
  );
  await page.goto(`${bareOrigin}/admin/`);
  await expect(page.getByRole("button", { name: /^Sign In with \u2068?GitHub\u2069?$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toBeVisible();
});

test("a photo over 10 MB is refused as soon as it is picked, and the picker offers no stock photos", async ({ page }) => {
  // The editor starts, opens the cars, draws a new car and takes a 10.5 MB file: on two busy
  // cores in the whole suite, it reached the last check after 25 s and ran out of time there.
  test.setTimeout(60_000);
  await withFolderPicker(page, projectFiles(), `${bareOrigin}/admin/`);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await open(page, "Cars", "Cars");
  await field(page, "Cars")
    .getByRole("button", { name: /^Add \u2068?Car\u2069?$/ })
    .click();
  // The editor draws only the cars near the view. Until the new, empty car is drawn at the end,
  // the last name and photo drawn are another car's, whose photo has no "Browse". Its own
  // scroll to the new car can come before the car takes its height, so the wheel brings it.
  const pane = page.getByRole("group", { name: /^Edit/ }).first();
  const name = page.getByRole("textbox", { name: "Model name" }).last();
  await wheelUntil(pane, (quick) => quick(name).toHaveValue(""));
  const photo = field(page, "Photo").last();
  await wheelUntil(pane, (quick) => quick(photo.getByRole("button", { name: "Browse" })).toBeVisible());
  // "Browse" opens the dialog: this site's pictures and an upload, nothing else.
  await photo.getByRole("button", { name: "Browse" }).click();
  const dialog = page.getByRole("dialog", { name: "Select Image" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Pexels|Pixabay|Unsplash|Picsum|Stock Photos/)).toHaveCount(0);
  const said: string[] = [];
  page.once("dialog", (alert) => void (said.push(alert.message()), alert.dismiss()));
  const big = Buffer.alloc(10_500_000, 0xff);
  await dialog.locator('input[type="file"]').first().setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: big });
  await expect.poll(() => said.length).toBe(1);
  expect(said[0]).toContain("“big.jpg” is 10.5 MB.");
  expect(said[0]).toContain("Photos can be up to 10 MB.");
  // Nothing was taken: the dialog lists no new picture.
  await expect(dialog.getByText("big.jpg")).toHaveCount(0);
});
