import { afterEach, describe, expect, it, vi } from "vitest";
import { afterLoad } from "./idle.ts";

/** A browser's idle callbacks, run one at a time by the test, as idle moments come. */
function fakeBrowser(readyState: DocumentReadyState) {
  const idle: (() => void)[] = [];
  const onLoad: (() => void)[] = [];
  const window = { requestIdleCallback: (cb: () => void) => idle.push(cb) };
  vi.stubGlobal("window", window);
  vi.stubGlobal("requestIdleCallback", window.requestIdleCallback);
  vi.stubGlobal("document", { readyState });
  vi.stubGlobal("addEventListener", (type: string, cb: () => void) => type === "load" && onLoad.push(cb));
  return {
    /** Runs the idle callback waiting now; false when none is. */
    idleMoment: () => {
      const cb = idle.shift();
      cb?.();
      return cb !== undefined;
    },
    load: () => onLoad.forEach((cb) => cb()),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("afterLoad", () => {
  it("runs each task in an idle moment of its own, in order", () => {
    const browser = fakeBrowser("complete");
    const ran: string[] = [];
    afterLoad(
      () => ran.push("a"),
      () => ran.push("b"),
      () => ran.push("c"),
    );
    expect(ran).toEqual([]);
    expect(browser.idleMoment()).toBe(true);
    expect(ran).toEqual(["a"]);
    browser.idleMoment();
    expect(ran).toEqual(["a", "b"]);
    browser.idleMoment();
    expect(ran).toEqual(["a", "b", "c"]);
    expect(browser.idleMoment()).toBe(false);
  });

  it("waits for the page to load first", () => {
    const browser = fakeBrowser("interactive");
    const ran: string[] = [];
    afterLoad(() => ran.push("a"));
    expect(browser.idleMoment()).toBe(false);
    browser.load();
    browser.idleMoment();
    expect(ran).toEqual(["a"]);
  });

  it("goes on after a task that fails", () => {
    const browser = fakeBrowser("complete");
    const ran: string[] = [];
    afterLoad(
      () => {
        throw new Error("no such part");
      },
      () => ran.push("b"),
    );
    expect(() => browser.idleMoment()).toThrow("no such part");
    browser.idleMoment();
    expect(ran).toEqual(["b"]);
  });
});
