import { describe, expect, it } from "vitest";
import { dataOutOfScripts, deferHydration, READ_DATA, stripModulePreloads, withoutHydration } from "./html-pages.ts";

describe("stripModulePreloads", () => {
  it("removes every modulepreload link and nothing else", () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/a.css"/><link rel="modulepreload" href="/assets/b.js"/>';
    expect(stripModulePreloads(html)).toBe('<link rel="stylesheet" href="/assets/a.css"/>');
  });
});

const reactRouterScript =
  '<body><script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport * as route1 from "/assets/cars-3.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/cars":route1};\n\nimport("/assets/entry.client-4.js");</script></body>';

describe("deferHydration", () => {
  it("imports the same modules, but only after the load event", () => {
    const out = deferHydration(reactRouterScript);
    expect(out).not.toMatch(/^import /m);
    const script = out.match(/<script type="module">([\s\S]*)<\/script>/)![1];
    expect(script).toContain('Promise.all([import("/assets/manifest-1.js"),import("/assets/root-2.js"),import("/assets/cars-3.js")])');
    expect(script).toContain('const[,route0,route1]=');
    expect(script).toContain('window.__reactRouterRouteModules={"root":route0,"routes/cars":route1}');
    expect(script).toContain('import("/assets/entry.client-4.js")');
    expect(script).toContain('addEventListener("load",idle,{once:true})');
    expect(script).toContain("requestIdleCallback(go");
  });

  it("runs: modules are registered and the entry imported after load", async () => {
    const script = deferHydration(reactRouterScript).match(/<script type="module">([\s\S]*)<\/script>/)![1];
    const imported: string[] = [];
    const idle: (() => void)[] = [];
    const win: Record<string, unknown> = { requestIdleCallback: (fn: () => void) => idle.push(fn) };
    const fakeImport = async (url: string) => {
      imported.push(url);
      return { url };
    };
    const run = new Function("document", "addEventListener", "window", "__import", script.replace(/import\(/g, "__import("));
    const on: Record<string, () => void> = {};
    run({ readyState: "interactive" }, (type: string, fn: () => void) => (on[type] = fn), win, fakeImport);
    expect(Object.keys(on).sort()).toEqual(["app:hydrated", "click", "keydown", "load", "pointerdown", "submit"]);
    expect(imported).toEqual([]);
    on.load();
    expect(imported).toEqual([]);
    idle[0]();
    await new Promise((r) => setTimeout(r, 0));
    expect(imported).toEqual(["/assets/manifest-1.js", "/assets/root-2.js", "/assets/cars-3.js", "/assets/entry.client-4.js"]);
    expect(win.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-2.js" }, "routes/cars": { url: "/assets/cars-3.js" } });
    // A later touch does not load anything twice.
    on.pointerdown();
    await new Promise((r) => setTimeout(r, 0));
    expect(imported).toHaveLength(4);
  });

  it("starts at once on the visitor's first touch, before load", async () => {
    const script = deferHydration(reactRouterScript).match(/<script type="module">([\s\S]*)<\/script>/)![1];
    const imported: string[] = [];
    const on: Record<string, () => void> = {};
    const run = new Function("document", "addEventListener", "window", "__import", script.replace(/import\(/g, "__import("));
    run({ readyState: "loading" }, (type: string, fn: () => void) => (on[type] = fn), {}, async (url: string) => imported.push(url));
    on.pointerdown();
    await new Promise((r) => setTimeout(r, 0));
    expect(imported).toHaveLength(4);
  });

  it("holds a form sent before hydration and sends it again once, and nothing after", () => {
    const script = deferHydration(reactRouterScript).match(/<script type="module">([\s\S]*)<\/script>/)![1];
    const on = new Map<string, (e?: unknown) => void>();
    const run = new Function("document", "addEventListener", "removeEventListener", "window", "__import", script.replace(/import\(/g, "__import("));
    run(
      { readyState: "loading" },
      (type: string, fn: (e?: unknown) => void) => on.set(type, fn),
      (type: string, fn: unknown) => on.get(type) === fn && on.delete(type),
      {},
      async () => ({}),
    );
    const clicks: string[] = [];
    const button = (name: string, isSubmit = true) => ({
      isConnected: true,
      click: () => clicks.push(name),
      closest: (selector: string) => (selector === "button[type=submit]" && isSubmit ? button(name) : null),
    });
    const tap = (target: unknown) => on.get("click")?.({ target });
    tap(button("send"));
    tap(button("theme", false));
    let held = false;
    on.get("submit")!({ preventDefault: () => (held = true) });
    expect(held).toBe(true);
    expect(clicks).toEqual([]);
    on.get("app:hydrated")!();
    expect(clicks).toEqual(["send"]);
    expect(on.has("click")).toBe(false);
    expect(on.has("submit")).toBe(false);
  });

  it("leaves a page without hydration: the head's script stays, the body's go", () => {
    const html = `<html><head><script>theme()</script></head><body><p>Offline</p><script>window.__reactRouterContext={}</script>${reactRouterScript}</body></html>`;
    const out = withoutHydration(html);
    expect(out).toContain("<script>theme()</script>");
    expect(out).toContain("<p>Offline</p>");
    expect(out.match(/<script/g)).toHaveLength(1);
  });

  it("refuses a script in another shape", () => {
    expect(() => deferHydration('<script type="module">import("/x.js")</script>')).toThrow(/unexpected hydration script/);
    expect(() => deferHydration("<p>no script</p>")).toThrow(/no module script/);
  });
});

describe("dataOutOfScripts", () => {
  const enqueue = (data: string) => `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(data)});</script>`;
  const page = (data: string) => `<body>${enqueue(data)}<script>window.__reactRouterContext.streamController.close();</script></body>`;

  it("moves each page's data into a JSON block, read by the same script on every page", () => {
    const a = dataOutOfScripts(page('[{"_1":2},"loaderData",{"heading":"Rajkot to Dwarka"}]\n'));
    const b = dataOutOfScripts(page('[{"_1":2},"loaderData",{"heading":"રાજકોટ થી સોમનાથ"}]\n'));
    const scripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts(a)).toEqual(scripts(b));
    expect(scripts(a)[0]).toBe(READ_DATA);
    expect(a).toContain('<script type="application/json">[{"_1":2},"loaderData",{"heading":"Rajkot to Dwarka"}]\n</script>');
  });

  it("hands React Router the same text, even with a closing script tag in the data", () => {
    const data = '[{"_1":2},"a </script><script>alert(1)</script> & \\"quotes\\""]\n';
    const html = dataOutOfScripts(page(data));
    expect(html).not.toContain("</script><script>alert");
    const block = html.match(/<script type="application\/json">([\s\S]*?)<\/script>/)![1];
    expect(JSON.parse(block)).toEqual(JSON.parse(data));
  });
});
