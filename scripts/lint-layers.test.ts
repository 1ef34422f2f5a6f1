/**
 * The layers hold because `npm run lint` refuses a wrong-way import (eslint.config.js): these
 * lint a few lines as if they were files of the project, and read the message a developer gets.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("..", import.meta.url).pathname });
async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const probe = value;\n`, { filePath: file });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId?.startsWith("local/")).map((m) => m.message);
}

// ESLint loads its plugins on the first file: seconds on a busy machine.
describe("the layers, as the linter holds them", { timeout: 60_000 }, () => {
  it("refuses app/lib importing a page kind, and says which layer may not import which", async () => {
    const found = await problems("app/lib/probe.ts", 'import { value } from "#app/kinds/places/data.ts";');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("app/lib may not import a page kind (app/kinds/)");
  });

  it("refuses a kind importing another kind, and components importing a kind", async () => {
    expect(await problems("app/kinds/home/probe.ts", 'import { value } from "#app/kinds/tours/data.ts";')).toEqual([
      expect.stringContaining("The page kind app/kinds/home may not import another kind (app/kinds/tours)"),
    ]);
    expect(await problems("app/components/probe.tsx", 'import { value } from "#app/kinds/tours/data.ts";')).toEqual([
      expect.stringContaining("app/components may not import a page kind"),
    ]);
    // The list of kinds reads each kind's entry, and nothing else of it.
    expect(await problems("app/page-kinds.ts", 'import { value } from "#app/kinds/tours/kind.ts";')).toEqual([]);
    expect(await problems("app/page-kinds.ts", 'import { value } from "#app/kinds/tours/data.ts";')).toEqual([
      expect.stringContaining("the list of page kinds may not import a page kind"),
    ]);
    expect(await problems("service-worker/probe.ts", 'import { value } from "#app/kinds/tours/data.ts";')).toEqual([
      expect.stringContaining("service-worker/ may not import a page kind"),
    ]);
  });

  it("holds a kind's entry (kind.ts) to plain facts: content, the addresses and the entry's type", async () => {
    const entry = "app/kinds/tours/kind.ts";
    // What an entry is made of passes.
    expect(
      await problems(
        entry,
        'import { value } from "#app/content/tours/tours.ts";\nimport { TOURS_PATH } from "#app/site-pages.ts";\nimport type { PageKind } from "#app/page-kind.ts";',
      ),
    ).toEqual([]);
    // lib, components, its own kind's data (in either form) and the list that reads it do not.
    expect(await problems(entry, 'import { value } from "#app/lib/fare.ts";')).toEqual([
      expect.stringContaining("a kind's entry (app/kinds/<kind>/kind.ts) may not import app/lib"),
    ]);
    expect(await problems(entry, 'import { value } from "#app/components/section.tsx";')).toEqual([
      expect.stringContaining("a kind's entry (app/kinds/<kind>/kind.ts) may not import app/components"),
    ]);
    expect(await problems(entry, 'import { value } from "./data.ts";')).toEqual([
      expect.stringContaining("a kind's entry (app/kinds/<kind>/kind.ts) may not import its own kind's files"),
    ]);
    expect(await problems(entry, 'import type { value } from "#app/page-kinds.ts";')).toEqual([
      expect.stringContaining("a kind's entry (app/kinds/<kind>/kind.ts) may not import app/page-kinds.ts"),
    ]);
  });

  it("lets a browser script reach a kind only through its island folder, and an island nothing of its kind beside it", async () => {
    // A page's script (app/browser/, and the entries the kinds' island folders hold, app/browser-entries.ts).
    expect(await problems("app/browser/probe.ts", 'import { value } from "#app/kinds/cars/island/page-dom.ts";')).toEqual([]);
    expect(await problems("app/browser/probe.ts", 'import { value } from "#app/kinds/cars/data.ts";')).toEqual([
      expect.stringContaining("app/browser may not import a page kind's files beside its island folder"),
    ]);
    expect(await problems("app/browser/probe.ts", 'import { value } from "#app/kinds/cars/page.tsx";')).toEqual([
      expect.stringContaining("app/browser may not import a page kind's files beside its island folder"),
    ]);
    // The planner as it was, in components: React for the build, never a page script's.
    expect(await problems("app/browser/probe.tsx", 'import { value } from "#app/components/planner/trip-planner.tsx";')).toEqual([
      expect.stringContaining("app/browser may not import app/components"),
    ]);
    // An island folder: the island, its entry and its DOM contract, over content, lib, inline and components.
    expect(await problems("app/kinds/cars/island/probe.ts", 'import { value } from "#app/kinds/cars/data.ts";')).toEqual([
      expect.stringContaining("a kind's island folder may not import a page kind's files beside its island folder"),
    ]);
    expect(await problems("app/kinds/cars/island/probe.ts", 'import { value } from "#app/kinds/tours/island/probe.ts";')).toEqual([
      expect.stringContaining("The page kind app/kinds/cars may not import another kind"),
    ]);
    expect(await problems("app/kinds/cars/island/probe.ts", 'import { value } from "#app/components/words.tsx";')).toEqual([]);
    expect(await problems("app/kinds/cars/island/planner/probe.ts", 'import { value } from "#app/kinds/cars/island/page-dom.ts";')).toEqual(
      [],
    );
    // The kind renders its island; the service worker reads its island's plain modules, and nothing else of a kind.
    expect(await problems("app/kinds/cars/probe.tsx", 'import { value } from "#app/kinds/cars/island/planner-island.tsx";')).toEqual([]);
    expect(await problems("service-worker/probe.ts", 'import { value } from "#app/kinds/cars/island/page-dom.ts";')).toEqual([]);
    expect(await problems("service-worker/probe.ts", 'import { value } from "#app/kinds/cars/route.tsx";')).toEqual([
      expect.stringContaining("service-worker/ may not import a page kind's files beside its island folder"),
    ]);
  });

  it("imports a file of the same folder as ./name.ts", async () => {
    expect(await problems("app/lib/probe.ts", 'import { value } from "#app/lib/fare.ts";')).toEqual([
      expect.stringContaining("A file in the same folder is imported as ./fare.ts, not #app/lib/fare.ts"),
    ]);
  });

  it("refuses app/ importing scripts/", async () => {
    for (const file of ["app/lib/probe.ts", "app/components/probe.tsx", "app/routes/probe.tsx", "app/probe.ts"]) {
      const found = await problems(file, 'import { value } from "#scripts/steps/csp.ts";');
      expect(found, file).toHaveLength(1);
      expect(found[0], file).toContain("app/ may not import scripts/");
    }
  });

  it("refuses content reaching up, and the server reaching into scripts/", async () => {
    expect(await problems("app/content/probe.ts", 'import { value } from "#app/lib/fare.ts";')).toEqual([
      expect.stringContaining("app/content may not import app/lib"),
    ]);
    expect(await problems("server/probe.ts", 'import { value } from "#scripts/postbuild.ts";')).toEqual([
      expect.stringContaining("server/ may not import scripts/"),
    ]);
  });

  it("refuses the other import forms", async () => {
    expect(await problems("app/kinds/home/probe.ts", 'import { value } from "../lib/fare.ts";')).toEqual([
      expect.stringContaining("One import form"),
    ]);
    expect(await problems("app/kinds/home/probe.ts", 'import { value } from "~/lib/fare";')).toEqual([
      expect.stringContaining("One import form"),
    ]);
  });

  it("lets each layer import the ones below it", async () => {
    expect(await problems("app/kinds/home/probe.ts", 'import { value } from "#app/lib/fare.ts";')).toEqual([]);
    expect(await problems("app/routes/probe.tsx", 'import { value } from "#app/lib/head.ts";')).toEqual([]);
    expect(await problems("scripts/steps/probe.ts", 'import { value } from "#app/kinds/places/data.ts";')).toEqual([]);
    expect(await problems("app/lib/probe.ts", 'import { value } from "./fare.ts";')).toEqual([]);
  });
});
