/**
 * The first paint needs no request but the page's own (decision 029). Each page carries,
 * inline in its head, the rules of the site's stylesheet that its own elements use; the
 * stylesheet itself loads once the page has painted, for what scripts and states add later
 * (hover, an open menu, the planner's answers). `beasties` picks the rules; this step keeps
 * them small enough for the page to come in the first round trip; the page's one rewrite
 * (page.ts) writes the markup in the stylesheet link's place:
 *
 *   <style data-stylesheet="/assets/root-….css" data-later="…">…</style>
 *   <script>…</script>                   loads the stylesheet after the first paint (inline/stylesheet.ts)
 *   <noscript><link rel="stylesheet" href="/assets/root-….css"/></noscript>
 *
 * Without scripts the stylesheet is an ordinary link in the head, as before. `data-later` lists
 * what else comes after the first paint (after-paint.ts, decision 030).
 */
import Beasties from "beasties";
import postcss from "postcss";
import { SHELL_END_ID } from "#app/inline/paint-hold.ts";
import { LATER_STYLES_ATTRIBUTE } from "#app/inline/stylesheet.ts";

/**
 * Rules for states the head script sets before the first paint (.js, and .light or .dark when
 * the visitor chose a theme): beasties matches rules against the page as built, where <html>
 * has no class yet. They are few (app.css: the js, no-js and dark variants).
 */
const STATE_RULES = [/:root\.(js|dark|light)\b/, /:not\(\.(js|light)\)/];

/**
 * Rules beasties cannot match against the page, kept whole: `:lang()` (the Gujarati and
 * Hindi line heights and fonts in app.css), pseudo-elements in the single-colon form the
 * minifier writes (`:after`, the arrows between a tour's stops), Tailwind's space-x/y
 * (`:where(.space-y-2>:not(:last-child))`) and a group's state set by a script
 * (`:where(.group)[data-state=open]`, "open now"), and the paint hold, which matches only
 * while the page is half-parsed (`:has(~#shell-end)`, inline/paint-hold.ts). 22 rules in all,
 * site-wide.
 */
const UNMATCHABLE_RULES = [
  /:lang\(/,
  /:(after|before)\b/,
  /::?(marker|placeholder)\b/,
  /:where\(\.space-[xy]-/,
  /:where\(\.group\)\[data-/,
  new RegExp(`:has\\(~\\s*#${SHELL_END_ID}\\)`),
];

/**
 * Rules for a state a tap or the address sets, which the page as built is not in: a choice
 * checked (the cars' filter, a filter chip) and the part an address names (:target). A tap
 * must show its effect at once, not when the stylesheet arrives (decision 029).
 */
const TAPPED_STATE_RULES = [/:checked/, /:target/];

/**
 * A part marked with LATER_STYLES_ATTRIBUTE is never on the first screen (the cars page's
 * planner and rate card, far below its cards): its insides are left out of the matching, so
 * its rules come with the stylesheet instead. The element itself keeps its own rules.
 * React's markup is well formed, so the part ends at the close tag that balances its opening.
 */
export function withoutLaterParts(page: string): string {
  const html = withFooterLater(page);
  const marker = new RegExp(`<(\\w+)\\b[^>]*\\s${LATER_STYLES_ATTRIBUTE}=""[^>]*>`, "g");
  let out = "";
  let from = 0;
  for (let m = marker.exec(html); m; m = marker.exec(html)) {
    if (m.index < from) continue;
    const tag = m[1];
    const scan = new RegExp(`<${tag}\\b|</${tag}>`, "g");
    scan.lastIndex = m.index + m[0].length;
    let depth = 1;
    let close: RegExpExecArray | null = null;
    while (depth > 0 && (close = scan.exec(html))) depth += close[0].startsWith("</") ? -1 : 1;
    if (!close) throw new Error(`<${tag} ${LATER_STYLES_ATTRIBUTE}> is not closed`);
    out += html.slice(from, m.index + m[0].length);
    from = close.index;
    marker.lastIndex = from;
  }
  return out + html.slice(from);
}

/**
 * The footer is a part for later where a part drawn when near (`render-later`, decision 023)
 * comes before it: such a part is below the first screen, so the footer is further still.
 * Its own rules (the columns, the contact list) then come with the stylesheet: about 100 B of
 * brotli on a cars page, which has the least room in the first round trip.
 */
export function withFooterLater(html: string): string {
  const footer = html.indexOf("<footer");
  const later = html.search(/class="[^"]*\brender-later\b/);
  if (footer < 0 || later < 0 || later > footer) return html;
  return html.slice(0, footer) + html.slice(footer).replace(/^<footer\b/, `<footer ${LATER_STYLES_ATTRIBUTE}=""`);
}

/**
 * Custom properties nothing in the inlined rules reads: Tailwind registers every --tw-*
 * property it uses anywhere on the site (@property, and the fallback for engines without it)
 * and declares every theme value used anywhere; a page needs those its own rules read.
 * A property read by one that is kept is kept too.
 */
export function withoutUnreadProperties(css: string): string {
  const root = postcss.parse(css);
  const reads = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
  const read = new Set<string>();
  root.walkDecls((d) => {
    if (!d.prop.startsWith("--")) reads(d.value).forEach((n) => read.add(n));
  });
  for (let grew = true; grew;) {
    grew = false;
    root.walkDecls((d) => {
      if (d.prop.startsWith("--") && read.has(d.prop))
        for (const n of reads(d.value))
          if (!read.has(n)) {
            read.add(n);
            grew = true;
          }
    });
  }
  root.walkAtRules("property", (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  // Only Tailwind's own: a property of app.css may be set here and read by a script or a style attribute.
  root.walkDecls((d) => {
    if (
      /^--(tw-|color-|font-|text-|spacing$|container-|radius-|leading-|tracking-|shadow-|ease-|animate-|default-)/.test(d.prop) &&
      !read.has(d.prop)
    )
      d.remove();
  });
  return withoutEmpty(root).toString();
}

/**
 * Rules no first paint draws: a pointer resting on something (hover), a press (active), an
 * open popover (the menus), a field found wrong (invalid), a part's own focus style
 * (`focus-visible:…`), the transitions that animate a change, and print. The stylesheet,
 * asked for as the page paints, brings them; meanwhile a menu opened at once has the
 * browser's own popover style. `:focus` stays: a keyboard's first Tab shows the skip link.
 * So does the site's focus ring (the bare `:focus-visible`, one rule): the browser's own is
 * a line of 1 px, and a keyboard's Tab before the stylesheet has come (on a slow line or a
 * busy phone) should show the ring the site draws everywhere else.
 */
const AFTER_A_VISITOR_ACTS = /:hover|:active|:popover-open|:focus-visible|:invalid|\[aria-invalid|^\.(transition|duration|ease)/;
const FOCUS_RING = ":focus-visible";

export function withoutInteractionRules(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((s) => s === FOCUS_RING || !AFTER_A_VISITOR_ACTS.test(s));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules("media", (rule) => {
    if (rule.params === "(hover:hover)" || rule.params === "print") rule.remove();
  });
  return withoutEmpty(root).toString();
}

function withoutEmpty(root: postcss.Root): postcss.Root {
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
  return root;
}

/** The classes the head script puts on <html> before the first paint. */
const ROOT_STATE_CLASSES = new Set(["js", "dark", "light"]);

const unescapeCss = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );
const unescapeHtml = (value: string) =>
  value.replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (m) => ({ "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" })[m]!,
  );

/**
 * The rules kept whole above (STATE_RULES, UNMATCHABLE_RULES) are the site's, not the page's:
 * a selector stays only if every class it names is on one of the page's elements (or is
 * one the head script sets on <html>).
 */
export function withoutAbsentClasses(css: string, html: string): string {
  const classes = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, value]) => unescapeHtml(value).split(/\s+/)));
  const present = (selector: string) =>
    // A class name may hold any letter beyond ASCII as it is (the tour's stops' arrow, content-['→']).
    [...selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-]|\P{ASCII})+)/gu)].every(([, name]) => {
      const c = unescapeCss(name);
      return ROOT_STATE_CLASSES.has(c) || classes.has(c);
    });
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes/.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter(present);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  return withoutEmpty(root).toString();
}

export function criticalCss(root: string) {
  const beasties = new Beasties({
    path: root,
    publicPath: "/",
    // Only the <style> it writes is read (the markup is this step's own), so any strategy does.
    preload: "body",
    logLevel: "silent",
    allowRules: [...STATE_RULES, ...UNMATCHABLE_RULES, ...TAPPED_STATE_RULES],
    keyframes: "critical",
    fonts: false,
    compress: true,
  });
  /**
   * The rules of the stylesheet that `link` (the page's tag, to `href`) loads which the page's
   * first screen uses, minified.
   */
  return async (html: string, link: string, href: string, basePath: string): Promise<string> => {
    // beasties reads the file under `path` by the link's address without the base path.
    const local = `/${href.slice(basePath.length)}`;
    const firstScreen = withoutLaterParts(html);
    const matched = await beasties.process(firstScreen.replace(link, `<link rel="stylesheet" href="${local}"/>`));
    const css = matched.match(/<style>([\s\S]*?)<\/style>/)?.[1];
    if (css === undefined) throw new Error(`no rules of ${href} matched`);
    return withoutUnreadProperties(withoutInteractionRules(withoutAbsentClasses(css, firstScreen)));
  };
}
