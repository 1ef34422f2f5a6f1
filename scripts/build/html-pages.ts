/**
 * Rewrites of the prerendered pages, so that scripts never compete with the first paint
 * (docs/decisions/002):
 * - React Router's <link rel="modulepreload"> tags are removed;
 * - its inline module script, which imports the route modules and starts hydration, waits
 *   for the window's load event (the CSS, the hero image and the pictures on screen) and
 *   then an idle moment before it fetches any of them (or the visitor's first touch or key,
 *   whichever comes first);
 * - a form sent before hydration is held and sent again once React is listening.
 */
import { HYDRATED_EVENT } from "../../app/lib/hydration.ts";

/**
 * The offline pages stay plain HTML: the service worker shows one for any address it has not
 * saved, and React would hydrate it as the route of that address (the not-found page) and
 * replace it. Every script in the body goes; the head's theme script stays, so the theme
 * toggle, the menu and the links still work.
 */
export function withoutHydration(html: string): string {
  const [head, body] = html.split("</head>");
  if (body === undefined) throw new Error("withoutHydration: no </head> in the page");
  return `${head}</head>${body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")}`;
}

export function stripModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload" href="[^"]*"\/>/g, "");
}

const MODULE_SCRIPT = /<script type="module"( async="")?>([\s\S]*?)<\/script>/;

/**
 * Turns React Router's hydration script
 *   import "M"; import * as route0 from "R0"; … window.__reactRouterRouteModules = {…}; import("E");
 * into the same imports, made after `load`. Throws if the script is not in that shape, so a
 * React Router upgrade that changes it fails the build instead of shipping eager scripts.
 */
export function deferHydration(html: string): string {
  const match = html.match(MODULE_SCRIPT);
  if (!match) throw new Error("deferHydration: no module script in the page");
  const body = match[2];
  const sideEffect = [...body.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]);
  const named = [...body.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((m) => ({ name: m[1], url: m[2] }));
  const assignment = body.match(/window\.__reactRouterRouteModules = (\{[^}]*\});/)?.[1];
  const entry = body.match(/^import\("([^"]+)"\);$/m)?.[1];
  if (sideEffect.length !== 1 || !named.length || !assignment || !entry) {
    throw new Error(`deferHydration: unexpected hydration script:\n${body}`);
  }
  const urls = [...sideEffect, ...named.map((n) => n.url)].map((u) => `import(${JSON.stringify(u)})`).join(",");
  const names = ["", ...named.map((n) => n.name)].join(",");
  const script =
    // Everything else works before hydration from the HTML, CSS and the head script (links,
    // the popover menu, the theme toggle, the car filter, the form's fields); only the trip
    // planner's send needs React to compose its message. A send before hydration must not
    // reload the page and lose what was typed: it is held, and its button tapped again once
    // React is listening (React itself would drop it).
    `const early=[];const note=(e)=>{const b=e.target.closest?.("button[type=submit]");if(b)early.push(b)};` +
    `const hold=(e)=>e.preventDefault();addEventListener("click",note,true);addEventListener("submit",hold,true);` +
    `addEventListener(${JSON.stringify(HYDRATED_EVENT)},()=>{removeEventListener("click",note,true);removeEventListener("submit",hold,true);` +
    `for(const b of early)if(b.isConnected)b.click()},{once:true});` +
    `let started=false;const go=async()=>{if(started)return;started=true;const[${names}]=await Promise.all([${urls}]);` +
    `window.__reactRouterRouteModules=${assignment};import(${JSON.stringify(entry)})};` +
    // After load, wait for an idle moment too, so the largest paint is on screen first; a
    // visitor who touches or types earlier starts it at once.
    `const idle=()=>window.requestIdleCallback?window.requestIdleCallback(go,{timeout:1500}):setTimeout(go,1);` +
    `for(const t of["pointerdown","keydown"])addEventListener(t,go,{once:true,passive:true,capture:true});` +
    `document.readyState==="complete"?idle():addEventListener("load",idle,{once:true});`;
  return html.replace(MODULE_SCRIPT, `<script type="module">${script}</script>`);
}

const ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);?<\/script>/g;
/** The one script that hands a page's data to React Router: the same on every page. */
export const READ_DATA = "window.__reactRouterContext.streamController.enqueue(document.currentScript.previousElementSibling.textContent)";

/**
 * React Router writes each page's loader data as an inline script, different on every page,
 * so each would need its own hash in the Content-Security-Policy: the places pages would make
 * the header kilobytes long. The data moves into a JSON block, which the browser never runs
 * (and the CSP does not cover), read by one script that is the same on every page.
 */
export function dataOutOfScripts(html: string): string {
  return html.replace(ENQUEUE, (_, literal: string) => {
    const data = JSON.parse(literal) as string;
    // Inside the block, "<" only appears in the data's strings: escaped, it cannot end the block.
    return `<script type="application/json">${data.replace(/</g, "\\u003c")}</script><script>${READ_DATA}</script>`;
  });
}
