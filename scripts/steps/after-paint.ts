/**
 * What a page asks for after its first paint (decision 030), on a page that carries its first
 * screen's rules (critical-css.ts): its scripts and its web manifest. Until then the page's
 * own HTML and what its first screen shows are its only requests. Asked for with the page,
 * they shared its first round trips with the picture the first screen shows: the scripts as
 * tags, and the manifest because Chromium reads it, and fetches the icon it names (10 KB),
 * as soon as the page is parsed. Lighthouse's model counted each as one more round trip
 * before the LCP.
 * Their tags go, and their addresses are listed on the rules' <style>, where the inline
 * loader (app/inline/stylesheet.ts) reads them. A page without inline rules (`npm run dev`,
 * the editor) keeps its tags.
 */
import { LATER_ATTRIBUTE, LATER_LINK, STYLESHEET_ATTRIBUTE } from "#app/inline/stylesheet.ts";

/** Each tag that waits, and how the loader's list names it (a link by its rel). */
const LATER = [
  { tag: /<link rel="manifest" href="([^"]+)"\/>/g, named: (href: string) => `manifest${LATER_LINK}${href}` },
  { tag: /<link rel="modulepreload" fetchpriority="low" href="([^"]+)"\/>/g, named: (href: string) => `modulepreload${LATER_LINK}${href}` },
  { tag: /<script type="module" fetchpriority="low" src="([^"]+)"><\/script>/g, named: (src: string) => src },
];
const FIRST_SCREEN_RULES = new RegExp(`<style ${STYLESHEET_ATTRIBUTE}="[^"]*"`);

export function afterPaint(html: string): string {
  const rules = FIRST_SCREEN_RULES.exec(html);
  if (!rules) return html;
  const later: string[] = [];
  for (const { tag, named } of LATER) {
    later.push(...[...html.matchAll(tag)].map((m) => named(m[1])));
    html = html.replace(tag, "");
  }
  return later.length ? html.replace(rules[0], `${rules[0]} ${LATER_ATTRIBUTE}="${later.join(" ")}"`) : html;
}
