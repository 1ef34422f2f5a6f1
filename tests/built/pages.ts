/**
 * The built pages as a browser receives them, without a browser: each HTML file under
 * build/client parsed once (htmlparser2, lazily, on the first test that asks for it) and shared
 * by every test of the run. For the checks that read only what the build wrote: the head, the
 * JSON-LD, the links and hreflang, the words and the tables of a page, the sitemap. What a
 * visitor does, sees or waits for (scripts, focus, layout, visibility, the worker, axe) stays
 * in the browser tests (tests/e2e/).
 *
 * The few queries the tests need, as the browser's accessibility tree has them: a landmark or
 * a link by its name, a heading by its level, and the text of an element.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { selectAll, selectOne } from "css-select";
import { type AnyNode, type Document, type Element, isTag } from "domhandler";
import { textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { buildDir } from "#common/site-config.ts";
import { languages, PREFIXED_LANGS } from "#app/content/languages.ts";

export type { Element };
/** The built site, as `npm start` serves it. */
export const OUT = path.resolve(buildDir, "client");

/** The file a path is served from: its folder's index.html, or the nearest 404.html for an unknown address. */
export function fileOf(urlPath: string): string {
  const clean = urlPath.split(/[?#]/)[0];
  const direct = path.join(OUT, clean.endsWith("/") ? `${clean}index.html` : clean);
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  const folder = path.join(OUT, clean, "index.html");
  if (existsSync(folder)) return folder;
  // An unknown address: the not-found page of its language (/gu/…, /hi/…), else the root's.
  const lang = PREFIXED_LANGS.find((l) => clean.startsWith(`${languages[l].prefix}/`));
  return path.join(OUT, lang ? `${lang}/404.html` : "404.html");
}

const parsed = new Map<string, Page>();
const files = new Map<string, string>();

/** A built file's text, read once. */
export function fileText(relative: string): string {
  const file = path.join(OUT, relative);
  if (!files.has(file)) files.set(file, readFileSync(file, "utf8"));
  return files.get(file)!;
}

/** A built file's bytes. */
export const fileBytes = (relative: string): Buffer => readFileSync(path.join(OUT, relative));

/** The page at `urlPath`, parsed once for the whole run. */
export function page(urlPath: string): Page {
  const file = fileOf(urlPath);
  let p = parsed.get(file);
  if (!p) {
    const html = readFileSync(file, "utf8");
    p = new Page(urlPath, html, parseDocument(html));
    parsed.set(file, p);
  }
  return p;
}

/** Whitespace as a browser's `textContent` comparisons in Playwright normalize it. */
export const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/** An element's text, as `textContent` (scripts and templates included, as in the browser). */
export const text = (node: AnyNode | AnyNode[]) => textContent(node);

/** An attribute, or null. */
export const attr = (el: Element, name: string): string | null => el.attribs[name] ?? null;

/** Hidden from the accessibility tree by the HTML itself: `hidden`, `aria-hidden`, <template>, <noscript> when scripts run. */
function hiddenByMarkup(el: Element | null): boolean {
  for (let e: Element | null = el; e; e = e.parent && isTag(e.parent) ? e.parent : null) {
    if ("hidden" in e.attribs || e.attribs["aria-hidden"] === "true" || e.name === "template") return true;
  }
  return false;
}

export class Page {
  readonly path: string;
  /** The file as built, byte for byte (React's comments and attribute spellings included). */
  readonly html: string;
  readonly doc: Document;
  constructor(path: string, html: string, doc: Document) {
    this.path = path;
    this.html = html;
    this.doc = doc;
  }

  /** Every element matching a CSS selector, under `root` (the document by default). */
  all(selector: string, root: AnyNode | AnyNode[] = this.doc): Element[] {
    return selectAll(selector, root);
  }

  /** The first element matching, or null. */
  one(selector: string, root: AnyNode | AnyNode[] = this.doc): Element | null {
    return selectOne(selector, root);
  }

  /** The first element matching; fails if there is none. */
  the(selector: string, root: AnyNode | AnyNode[] = this.doc): Element {
    const el = this.one(selector, root);
    if (!el) throw new Error(`${this.path}: no ${selector}`);
    return el;
  }

  /** The `<title>`. */
  get title(): string {
    return text(this.the("title"));
  }

  /** A `<meta>`'s content, by name or property. */
  meta(nameOrProperty: string): string | null {
    const el = this.one(`meta[name="${nameOrProperty}"], meta[property="${nameOrProperty}"]`);
    return el ? attr(el, "content") : null;
  }

  /** The page's JSON-LD, parsed. */
  get jsonLd(): { "@context": string; "@graph": Record<string, unknown>[] } {
    return JSON.parse(text(this.the('script[type="application/ld+json"]')));
  }

  /** The element's accessible name, as the browser computes it for the roles these tests ask for. */
  name(el: Element): string {
    if (el.attribs["aria-label"]) return squash(el.attribs["aria-label"]);
    const by = el.attribs["aria-labelledby"];
    if (by)
      return squash(
        by
          .split(/\s+/)
          .map((id) => this.one(`[id="${id}"]`))
          .map((e) => (e ? this.contentName(e) : ""))
          .join(" "),
      );
    return squash(this.contentName(el));
  }

  /** A name from content: the text, with an image's alt for the image, hidden parts left out. */
  private contentName(el: AnyNode): string {
    if (!isTag(el)) return el.type === "text" ? (el as unknown as { data: string }).data : "";
    if (el.attribs["aria-hidden"] === "true" || "hidden" in el.attribs || el.name === "script" || el.name === "style") return "";
    if (el.name === "img") return el.attribs.alt ?? "";
    if (el.attribs["aria-label"]) return el.attribs["aria-label"];
    return el.children.map((c) => this.contentName(c)).join("");
  }

  /** Matches a name as Playwright's `name` option does: a string is a case-insensitive substring unless `exact`. */
  private named(el: Element, name: string | RegExp | undefined, exact = false): boolean {
    if (name === undefined) return true;
    const n = this.name(el);
    if (name instanceof RegExp) return name.test(n);
    const want = squash(name);
    return exact ? n === want : n.toLowerCase().includes(want.toLowerCase());
  }

  /** Landmark regions (a <section> with a name), as getByRole("region", { name }). */
  regions(name?: string | RegExp, { exact = false, root }: { exact?: boolean; root?: AnyNode } = {}): Element[] {
    return this.all("section[aria-label], section[aria-labelledby], [role=region]", root).filter(
      (el) => !hiddenByMarkup(el) && this.named(el, name, exact),
    );
  }

  /** The one region named `name`; fails if there is not exactly one. */
  region(name: string | RegExp, opts: { exact?: boolean; root?: AnyNode } = {}): Element {
    const found = this.regions(name, opts);
    if (found.length !== 1) throw new Error(`${this.path}: ${found.length} regions named ${name}`);
    return found[0];
  }

  /** Links (a[href]) by name, as getByRole("link", { name }). */
  links(name?: string | RegExp, { exact = false, root }: { exact?: boolean; root?: AnyNode } = {}): Element[] {
    return this.all("a[href]", root).filter((el) => !hiddenByMarkup(el) && this.named(el, name, exact));
  }

  /** The one link named `name`; fails if there is not exactly one. */
  link(name: string | RegExp, opts: { exact?: boolean; root?: AnyNode } = {}): Element {
    const found = this.links(name, opts);
    if (found.length !== 1) throw new Error(`${this.path}: ${found.length} links named ${name}`);
    return found[0];
  }

  /** Headings of a level, as getByRole("heading", { level }). */
  headings(level: number, root?: AnyNode): Element[] {
    return this.all(`h${level}`, root).filter((el) => !hiddenByMarkup(el));
  }

  /** List items, as getByRole("listitem"). */
  listItems(root?: AnyNode): Element[] {
    return this.all("li", root).filter((el) => !hiddenByMarkup(el));
  }

  /** Whether an element under `root` has exactly these words, as getByText(words, { exact: true }). */
  hasText(words: string, root: AnyNode = this.doc): boolean {
    const want = squash(words);
    return this.all("*", root).some((el) => !hiddenByMarkup(el) && squash(text(el)) === want);
  }

  /** The <link rel=alternate hreflang> of the head, hreflang → href. */
  get alternates(): Record<string, string> {
    return Object.fromEntries(this.all('link[rel="alternate"][hreflang]').map((l) => [attr(l, "hreflang"), attr(l, "href")]));
  }
}
