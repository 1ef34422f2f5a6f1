/**
 * What a page asks for after its first paint (decision 030), on a page that carries its first
 * screen's rules (critical-css.ts): its scripts and its web manifest. Until then the page's
 * own HTML and what its first screen shows are its only requests. Asked for with the page,
 * they shared its first round trips with the picture the first screen shows: the scripts as
 * tags, and the manifest because Chromium reads it, and fetches the icon it names (10 KB),
 * as soon as the page is parsed. Lighthouse's model counted each as one more round trip
 * before the LCP.
 * Such a page gets no tags for them: their addresses are listed on the rules' <style>
 * (`laterList`), where the inline loader (app/inline/stylesheet.ts) reads them. A page without
 * inline rules (`npm run dev`, the editor) gets its scripts as tags (`scriptTags`) and keeps
 * its manifest's link. Either form is written once, in its final form, by the page's one
 * rewrite (page.ts, decision 034).
 */
import { LATER_ATTRIBUTE, LATER_LINK } from "#app/inline/stylesheet.ts";
import type { EntryFiles } from "./browser-scripts.ts";

/** The files the scripts import at once, each once (a file two entries import: the site's parts, which `analytics` shares). */
const imports = (scripts: EntryFiles[]) => [...new Set(scripts.flatMap((s) => s.imports))];

/**
 * The loader's list, in the order it adds them: the manifest, the files the scripts import at
 * once (preloaded, so that they come beside the scripts, not one after the other), the scripts.
 * A link is named by its rel and its address, a module script by its address alone.
 */
export function laterList(manifests: string[], scripts: EntryFiles[]): string[] {
  return [
    ...manifests.map((href) => `manifest${LATER_LINK}${href}`),
    ...imports(scripts).map((href) => `modulepreload${LATER_LINK}${href}`),
    ...scripts.map((s) => s.src),
  ];
}

/** The list as the rules' <style> carries it: an attribute, or nothing when the page asks for nothing later. */
export function laterAttribute(list: string[]): string {
  return list.length ? ` ${LATER_ATTRIBUTE}="${list.join(" ")}"` : "";
}

/**
 * An entry's tags on a page without inline rules: a preload of each file it imports that no
 * earlier entry on the page has preloaded (`preloaded` remembers them), and the script. All
 * at low priority: nothing on screen waits for them, and Chromium fetches a module script and
 * its imports at high priority otherwise, which Lighthouse then counts as holding the first
 * paint (150–250 ms on its slowed phone).
 */
export function scriptTags(entry: EntryFiles, preloaded: Set<string>): string {
  const preloads = entry.imports
    .filter((href) => !preloaded.has(href) && preloaded.add(href))
    .map((href) => `<link rel="modulepreload" fetchpriority="low" href="${href}"/>`)
    .join("");
  return `${preloads}<script type="module" fetchpriority="low" src="${entry.src}"></script>`;
}
