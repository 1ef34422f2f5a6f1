/**
 * A prerendered page becomes the page the site serves in one rewrite (decision 034): one scan
 * finds the tags the build changes or reads, and one pass writes the page, each tag in its
 * final form:
 * - the planner's data block, emptied and pointed at its file (planner-data.ts, decision 025);
 * - the stylesheet's link, as the first screen's rules inline, listing what comes after the
 *   first paint, their loader and a <noscript> link (critical-css.ts, decisions 029 and 030);
 * - the web manifest's link and the scripts' placeholders (`<script type="module"
 *   data-entry="site">`, app/root.tsx), gone into that list (after-paint.ts), or, on a page
 *   without inline rules, the link kept and the placeholders as tags (browser-scripts.ts);
 * - the charset, followed by the page's own CSP, which allows the page's inline scripts and
 *   rules by their hashes (csp.ts): those the scan found and those the rewrite writes.
 * The first screen's rules are picked from the page as prerendered: no selector reads the
 * tags the rewrite changes (scripts, a link, a JSON block).
 */
import { STYLESHEET_ATTRIBUTE, STYLESHEET_LOADER } from "#app/inline/stylesheet.ts";
import { PLANNER_DATA_ID } from "#app/kinds/cars/island/page-dom.ts";
import { laterAttribute, laterList, scriptTags } from "./after-paint.ts";
import type { EntryFiles } from "./browser-scripts.ts";
import { cspMetaTag, sha256 } from "./csp.ts";

/** A tag of the page that the rewrite changes, or reads for the CSP, and where it is. */
type Tag = { start: number; end: number; text: string } & (
  | { kind: "charset" }
  | { kind: "stylesheet"; href: string }
  | { kind: "manifest"; href: string }
  | { kind: "entry"; name: string }
  | { kind: "plannerData" }
  | { kind: "inlineScript"; body: string }
  | { kind: "style"; body: string }
);

/**
 * The elements the scan stops at: a script or a <style> with its text (so nothing inside
 * them is read as a tag), a link, and the charset as React writes it.
 */
const ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>|<style\b[^>]*>([\s\S]*?)<\/style>|<link\b([^>]*?)\/?>|<meta charSet="utf-8"\/>/g;
const ATTRIBUTE = /([^\s=]+)(?:="([^"]*)")?/g;

/** An element's attributes by name, in any order (React writes values with their quotes escaped). */
const attributesOf = (text: string) => new Map([...text.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value ?? ""]));

function tagOf(m: RegExpExecArray): Tag | undefined {
  const at = { start: m.index, end: m.index + m[0].length, text: m[0] };
  const [, scriptAttributes, scriptBody, styleBody, linkAttributes] = m;
  if (scriptAttributes !== undefined) {
    const attributes = attributesOf(scriptAttributes);
    const type = attributes.get("type");
    const entry = attributes.get("data-entry");
    if (entry !== undefined) return { ...at, kind: "entry", name: entry };
    if (type === "application/json" && attributes.get("id") === PLANNER_DATA_ID) return { ...at, kind: "plannerData" };
    // JSON and JSON-LD are data, not script; a script with a src is allowed by 'self'.
    if (attributes.has("src") || type === "application/json" || type === "application/ld+json" || !scriptBody) return undefined;
    // No page hydrates as a whole: React Router's own scripts in a page mean a route renders <Scripts/>.
    if (scriptBody.includes("__reactRouter")) throw new Error("the page carries React Router's scripts: only the fallback page may");
    return { ...at, kind: "inlineScript", body: scriptBody };
  }
  if (styleBody !== undefined) return { ...at, kind: "style", body: styleBody };
  if (linkAttributes !== undefined) {
    const attributes = attributesOf(linkAttributes);
    const rel = attributes.get("rel");
    const href = attributes.get("href");
    if (href === undefined) return undefined;
    if (rel === "stylesheet") return { ...at, kind: "stylesheet", href };
    if (rel === "manifest") return { ...at, kind: "manifest", href };
    return undefined;
  }
  return { ...at, kind: "charset" };
}

/** The tags the rewrite changes or reads, in the page's order: the one scan. */
export function tagsOf(html: string): Tag[] {
  return [...html.matchAll(ELEMENT)].flatMap((m) => tagOf(m) ?? []);
}

export interface FinalPage {
  /** The scripts' built files, by entry (browser-scripts.ts). */
  entries: Partial<Record<string, EntryFiles>>;
  /** The one other origin a page may talk to (the analytics collector), or none. */
  connect: string[];
  /** The planner's data block in its place (planner-data.ts), given the block as the page has it. */
  plannerData: (block: string) => string;
  /** The first screen's rules of the stylesheet `link` (its tag) loads from `href` (critical-css.ts). */
  firstScreenRules: (html: string, link: string, href: string) => Promise<string>;
}

/** The page as the site serves it, and the hashes of its inline scripts (the header carries them all). */
export async function finalPage(html: string, the: FinalPage): Promise<{ html: string; scriptHashes: string[] }> {
  const tags = tagsOf(html);
  const stylesheets = tags.filter((t): t is Extract<Tag, { kind: "stylesheet" }> => t.kind === "stylesheet");
  if (stylesheets.length > 1) throw new Error(`expected one stylesheet link, found ${stylesheets.length}`);
  const charset = tags.find((t) => t.kind === "charset");
  if (!charset) throw new Error("No <meta charset> to put the CSP after");
  const entryFiles = (name: string) => {
    const entry = the.entries[name];
    if (!entry) throw new Error(`browser scripts: a page asks for "${name}", which is not an entry`);
    return entry;
  };
  const scripts = tags.flatMap((t) => (t.kind === "entry" ? [entryFiles(t.name)] : []));

  // The page's tags in their final form. A page without the site's stylesheet has no inline
  // rules: its scripts are tags, its manifest a link.
  const stylesheet = stylesheets[0];
  const written = new Map<Tag, string>();
  const preloaded = new Set<string>();
  for (const tag of tags) {
    if (tag.kind === "plannerData") written.set(tag, the.plannerData(tag.text));
    else if (tag.kind === "manifest" && stylesheet) written.set(tag, "");
    else if (tag.kind === "entry") written.set(tag, stylesheet ? "" : scriptTags(entryFiles(tag.name), preloaded));
  }
  let rules: string | undefined;
  if (stylesheet) {
    const { href } = stylesheet;
    rules = await the.firstScreenRules(html, stylesheet.text, href);
    const later = laterAttribute(
      laterList(
        tags.flatMap((t) => (t.kind === "manifest" ? [t.href] : [])),
        scripts,
      ),
    );
    written.set(
      stylesheet,
      `<style ${STYLESHEET_ATTRIBUTE}="${href}"${later}>${rules}</style><script>${STYLESHEET_LOADER}</script>` +
        `<noscript><link rel="stylesheet" href="${href}"/></noscript>`,
    );
  }

  // The CSP's hashes, in the order of the page as written: its inline scripts and rules, and
  // the rules and the loader the rewrite puts in the stylesheet's place.
  const scriptHashes = new Set<string>();
  const styleHashes = new Set<string>();
  for (const tag of tags) {
    if (tag.kind === "inlineScript") scriptHashes.add(sha256(tag.body));
    else if (tag.kind === "style") styleHashes.add(sha256(tag.body));
    else if (tag === stylesheet && rules !== undefined) {
      styleHashes.add(sha256(rules));
      scriptHashes.add(sha256(STYLESHEET_LOADER));
    }
  }
  written.set(charset, `${charset.text}${cspMetaTag([...scriptHashes], the.connect, [...styleHashes])}`);

  // The one write.
  let out = "";
  let from = 0;
  for (const tag of tags) {
    const text = written.get(tag);
    if (text === undefined) continue;
    out += html.slice(from, tag.start) + text;
    from = tag.end;
  }
  return { html: out + html.slice(from), scriptHashes: [...scriptHashes] };
}
