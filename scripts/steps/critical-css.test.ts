import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SHELL_END_ID, SHELL_PART_CLASS } from "#app/inline/paint-hold.ts";
import { criticalCss, withoutAbsentClasses, withoutInteractionRules, withoutLaterParts, withoutUnreadProperties } from "./critical-css.ts";

describe("the first screen's rules", () => {
  it("leave out the insides of a part marked for later, nested tags and all", () => {
    const html = '<main><div data-styles-later="" class="a"><div class="b"><div class="c"></div></div></div><p class="d"></p></main>';
    expect(withoutLaterParts(html)).toBe('<main><div data-styles-later="" class="a"></div><p class="d"></p></main>');
  });

  it("leave out the footer's insides after a part drawn when near, and keep them on a page without one", () => {
    const long =
      '<main><p class="a"></p><section class="render-later x"><p class="b"></p></section></main><footer class="f"><p class="g"></p></footer>';
    expect(withoutLaterParts(long)).toBe(
      '<main><p class="a"></p><section class="render-later x"><p class="b"></p></section></main><footer data-styles-later="" class="f"></footer>',
    );
    const short = '<main><p class="a"></p></main><footer class="f"><p class="g"></p></footer>';
    expect(withoutLaterParts(short)).toBe(short);
  });

  it("drop custom properties nothing reads, and keep what a kept one reads", () => {
    const css =
      "@property --tw-blur{syntax:'*'}@property --tw-shadow{syntax:'*'}:root{--color-red-300:red;--tw-shadow-color:x}.a{box-shadow:var(--tw-shadow)}.b{--tw-shadow:0 0 var(--tw-shadow-color)}";
    const out = withoutUnreadProperties(css);
    expect(out).toContain("@property --tw-shadow");
    expect(out).toContain("--tw-shadow-color:x");
    expect(out).not.toContain("--tw-blur");
    expect(out).not.toContain("--color-red-300");
  });

  it("drop what only a visitor's act draws, and keep focus for the skip link", () => {
    const out = withoutInteractionRules(
      ".a:hover{x:1}@media (hover:hover){.b:hover{x:1}}.c,.d:active{x:1}.e:focus{x:1}.f:focus-visible{x:1}.transition-colors{x:1}@media print{.g{x:1}}",
    );
    expect(out).toBe(".c{x:1}.e:focus{x:1}");
  });

  it("keep the site's focus ring, the bare :focus-visible, but not a part's own focus style", () => {
    expect(withoutInteractionRules(":focus-visible{outline:3px solid red}.f:focus-visible{x:1}")).toBe(
      ":focus-visible{outline:3px solid red}",
    );
  });

  it("keep a selector only where the page has every class it names, or one the head script sets", () => {
    const html = '<html><body><a class="has-checked:bg-accent x"></a></body></html>';
    const out = withoutAbsentClasses(".has-checked\\:bg-accent:has(:checked){x:1}.y{x:1}.x:where(:root.dark,:root.dark *){x:1}", html);
    expect(out).toBe(".has-checked\\:bg-accent:has(:checked){x:1}.x:where(:root.dark,:root.dark *){x:1}");
  });

  it("read a class name with a letter beyond ASCII, as the tour's stops' arrow has", () => {
    const html = `<ol class="[&amp;&gt;li:not(:last-child)]:after:content-[&#x27;→&#x27;]"></ol>`;
    const rule = `.\\[\\&\\>li\\:not\\(\\:last-child\\)\\]\\:after\\:content-\\[\\'→\\'\\]>li:not(:last-child):after{--tw-content:"→"}`;
    expect(withoutAbsentClasses(rule, html)).toBe(rule);
    expect(withoutAbsentClasses(rule, "<ol></ol>")).toBe("");
  });

  it("keep the paint hold, which matches only while the page is still being parsed", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "critical-css-"));
    try {
      mkdirSync(path.join(dir, "assets"));
      const hold = `.${SHELL_PART_CLASS}:not(:has(~ #${SHELL_END_ID})){visibility:hidden}`;
      writeFileSync(path.join(dir, "assets", "site.css"), `${hold}.a{color:blue}.absent{color:red}`);
      const link = `<link rel="stylesheet" href="/assets/site.css"/>`;
      const page = `<html><head>${link}</head><body><div class="${SHELL_PART_CLASS} a"></div><div id="${SHELL_END_ID}"></div></body></html>`;
      const inline = await criticalCss(dir)(page, link, "/assets/site.css", "/");
      expect(inline).toContain(hold);
      expect(inline).toContain(".a{");
      expect(inline).not.toContain(".absent");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
