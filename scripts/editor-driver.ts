/**
 * Drives the owner's editor (Sveltia CMS at /admin/) as the owner would, for its tests and for
 * the screenshots of the owner's guide. The browser's folder picker cannot be answered by a
 * script, so a stand-in `showDirectoryPicker` hands the editor a folder of the origin-private
 * file system, seeded with the project's content files, its pictures and an empty `.git`
 * folder (the editor asks for a Git checkout).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { CONTENT_DIR } from "#app/content/files.ts";
import { IMAGE_DIR } from "#app/images/formats.ts";
import { walk } from "#scripts/steps/compress.ts";

export type Files = Record<string, string>; // project path → base64

/** The content files and pictures, as the project has them. */
export function projectFiles(): Files {
  const files: Files = {};
  for (const dir of [CONTENT_DIR, IMAGE_DIR]) {
    for (const file of walk(path.resolve(dir)))
      files[path.relative(process.cwd(), file).replace(/\\/g, "/")] = readFileSync(file).toString("base64");
  }
  return files;
}

/** A stand-in for the folder picker: the "project" folder of the origin-private file system. */
export async function withFolderPicker(page: Page, files: Files, url = "/admin/") {
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle("project");
  });
  await page.goto(url);
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry("project", { recursive: true }).catch(() => {});
    const project = await root.getDirectoryHandle("project", { create: true });
    await project.getDirectoryHandle(".git", { create: true });
    for (const [rel, b64] of Object.entries(files)) {
      const parts = rel.split("/");
      let dir = project;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
      await writable.close();
    }
  }, files);
}

/** Every file in the editor's folder, once it has finished writing (no temporary file left). */
export async function folderFiles(page: Page): Promise<Files> {
  return page.evaluate(async () => {
    const out: Record<string, string> = {};
    const read = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (name === ".git") continue;
        if (name.startsWith(".sveltia-tmp")) throw new Error("still writing");
        if (handle.kind === "directory") await read(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
          let binary = "";
          for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          out[`${prefix}${name}`] = btoa(binary);
        }
      }
    };
    for (let attempt = 0; ; attempt++) {
      try {
        await read(await (await navigator.storage.getDirectory()).getDirectoryHandle("project"), "");
        return out;
      } catch (e) {
        // The editor writes a temporary file, then renames it: read again a moment later.
        if (attempt > 40) throw e;
        for (const key of Object.keys(out)) delete out[key];
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
}

export const text = (files: Files, file: string) => Buffer.from(files[file], "base64").toString("utf8");
/** The files that differ between two states of the folder. */
export const changed = (before: Files, after: Files) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => before[f] !== after[f]).sort();

/**
 * Saves, and waits until `file` differs from `before` (pictures are written before it) and the
 * editor has said "Entry saved". Both are watched from the click on: on two busy cores the
 * file took long enough to read back that the notice had come and gone before it was looked for.
 */
export async function save(page: Page, before: Files, file: string): Promise<Files> {
  const notice = expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await Promise.all([notice, expect.poll(async () => (await folderFiles(page))[file] !== before[file], { timeout: 20_000 }).toBe(true)]);
  return folderFiles(page);
}

/**
 * The editor has refused a save: its own alert names the fields to correct. It checks before
 * it writes, so from this moment a refused save would have written already, or never will.
 */
export const refused = (page: Page) =>
  expect(page.getByRole("alert").filter({ hasText: /Please correct (it|them) to save the entry/ })).toBeVisible();

/** Opens a file of a collection from the editor's list. */
export async function open(page: Page, collection: string, file: string) {
  await page.getByRole("treeitem", { name: collection }).click();
  await page.getByRole("grid", { name: "Files" }).getByRole("row", { name: file }).click();
  await expect(page.getByRole("group", { name: "Content Editor" })).toBeVisible();
}

/** A field's group by its label: the editor names it “Label” Field (with bidi marks). */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByRole("group", { name: new RegExp(`^“\\u2068?${label.replace(/[()]/g, "\\$&")}\\u2069?” Field$`) });

/**
 * Opens one item of a list field, by the words its folded summary shows, with every other item
 * folded: after it, the list's buttons and boxes are that item's alone. The editor draws a long
 * list's items only as they scroll into view (and may drop those scrolled past), so a test that
 * counts the drawn "Add" buttons races the scrolling; a folded list is short and all drawn.
 */
export async function openOnly(list: Locator, summary: string) {
  const foldAll = list.getByRole("button", { name: "Collapse All" }).first();
  await foldAll.scrollIntoViewIfNeeded();
  if (await foldAll.isEnabled()) await foldAll.click();
  const folded = list.getByText(summary, { exact: true });
  // (`has` is looked for inside each group: a locator from the page, not from the list.)
  const item = list
    .getByRole("group")
    .filter({ has: list.page().getByText(summary, { exact: true }) })
    .last();
  await item.getByRole("button", { name: "Expand", exact: true }).first().click();
  // Open, an item shows its fields in place of its summary.
  await expect(folded).toHaveCount(0);
}

/**
 * Scrolls the form down with the mouse wheel, as the owner would, until `drawn` passes, each
 * try given a quarter of a second (the `expect` it is handed). The editor draws each field and
 * item as it first comes into view, and a drawn one is taller than its place holder, pushing
 * the rest down: one jump to a button, or the editor's own scroll to an item it has just
 * added, may leave them undrawn, and `.last()` then finds the item before.
 */
export async function wheelUntil(pane: Locator, drawn: (quick: typeof expect) => Promise<unknown>) {
  const box = (await pane.boundingBox())!;
  const quick = expect.configure({ timeout: 250 });
  await expect(async () => {
    await pane.page().mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 400));
    await pane.page().mouse.wheel(0, 400);
    await drawn(quick);
  }).toPass({ intervals: [50] });
}

/** A 4000×3000 JPEG of 4–5 MB, like a phone's photo. */
export async function phonePhoto(): Promise<Buffer> {
  const [w, h] = [800, 600];
  const small = Buffer.alloc(w * h * 3);
  for (let i = 0; i < small.length; i++) small[i] = (Math.sin(i / 997) * 60 + 128 + Math.random() * 90) | 0;
  const big = await sharp(small, { raw: { width: w, height: h, channels: 3 } })
    .resize(4000, 3000, { kernel: "cubic" })
    .raw()
    .toBuffer();
  for (let i = 0; i < big.length; i++) big[i] = Math.max(0, Math.min(255, big[i] + ((Math.random() * 24) | 0) - 12));
  return sharp(big, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}
