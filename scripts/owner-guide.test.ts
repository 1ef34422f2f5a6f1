/**
 * The owner's guide, in English and Gujarati: both cover the same steps with the same
 * pictures (docs/owner-guide/, written by `GUIDE=1 npm run screenshots:editor`), and the
 * sections of other documents they point to (docs/deploy.md's, for the helper) still exist.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const DOCS = path.resolve("docs");
const PICTURES = path.join(DOCS, "owner-guide");
const guides = { English: "owner-guide.md", Gujarati: "owner-guide.gu.md" } as const;
const read = (file: string) => readFileSync(path.join(DOCS, file), "utf8");
/** Markdown without its code blocks and inline code, where a `#` or `![` means nothing. */
const prose = (md: string) => md.replace(/^```[\s\S]*?^```$/gm, "").replace(/`[^`\n]*`/g, "");
const headings = (md: string, level: number): string[] => prose(md).match(new RegExp(`^${"#".repeat(level)} .+$`, "gm")) ?? [];
const images = (md: string) => [...prose(md).matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map(([, alt, src]) => ({ alt, src }));
/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
/** The anchors of a document's sections (its `##` and `###` headings), the document named from docs/. */
const sectionsOf = (doc: string) =>
  new Set([...headings(read(doc), 2), ...headings(read(doc), 3)].map((h) => anchor(h.replace(/^#+ /, ""))));
/** The deployer's guide, where the owner's guide sends the helper who sets the site up. */
const DEPLOY = "deploy.md";

describe("the owner's guide", () => {
  test("exists in English and Gujarati", () => {
    for (const file of Object.values(guides)) expect(existsSync(path.join(DOCS, file)), file).toBe(true);
  });

  test("both languages have the same sections", () => {
    const [en, gu] = Object.values(guides).map((f) => read(f));
    expect(headings(en, 2).length).toBeGreaterThan(3);
    expect(headings(gu, 2).length).toBe(headings(en, 2).length);
    expect(headings(gu, 1).length).toBe(1);
    expect(headings(en, 1).length).toBe(1);
  });

  test("every picture a guide shows exists in docs/owner-guide/ and has a description", () => {
    for (const file of Object.values(guides)) {
      const shown = images(read(file));
      expect(shown.length, file).toBeGreaterThan(0);
      for (const { alt, src } of shown) {
        expect(src, `${file}: pictures sit in owner-guide/`).toMatch(/^owner-guide\/[^/]+\.png$/);
        expect(existsSync(path.join(DOCS, src)), `${file} shows ${src}, which is missing`).toBe(true);
        expect(alt.trim(), `${file}: ${src} needs a short description`).not.toBe("");
      }
    }
  });

  test("both guides show every picture of docs/owner-guide/, in the same order", () => {
    const pictures = readdirSync(PICTURES)
      .filter((f) => f.endsWith(".png"))
      .sort();
    expect(pictures.length).toBeGreaterThan(0);
    const [en, gu] = Object.values(guides).map((f) => images(read(f)).map((i) => path.basename(i.src)));
    for (const [lang, shown] of [
      ["English", en],
      ["Gujarati", gu],
    ] as const) {
      expect(
        pictures.filter((p) => !shown.includes(p)),
        `pictures the ${lang} guide does not show`,
      ).toEqual([]);
    }
    expect(gu).toEqual(en);
  });

  test("its links to a section of another document point at a section that exists, and it links to the deploy guide", () => {
    for (const file of Object.values(guides)) {
      const links = [...prose(read(file)).matchAll(/\]\(([^)#\s]+\.md)#([^)\s]+)\)/g)].map(([, doc, section]) => ({ doc, section }));
      expect(links.filter((l) => l.doc === DEPLOY).length, `${file} links to a section of ${DEPLOY}`).toBeGreaterThan(0);
      for (const { doc, section } of links) {
        expect(existsSync(path.join(DOCS, doc)), `${file}: ${doc} is missing`).toBe(true);
        expect(sectionsOf(doc).has(section), `${file}: ${doc}#${section} names no section`).toBe(true);
      }
    }
  });
});
