/**
 * The layers hold because `npm run lint` refuses a wrong-way import (eslint.config.js): these
 * lint a few lines as if they were files of the project, and read the message a developer gets.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("..", import.meta.url).pathname });
async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const probe = value;\n`, { filePath: file });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

// ESLint loads its plugins on the first file: seconds on a busy machine.
describe("the layers, as the linter holds them", { timeout: 60_000 }, () => {
  it("refuses app/lib importing app/pages, and says which layer may not import which", async () => {
    const found = await problems("app/lib/probe.ts", 'import { value } from "#app/pages/meta.ts";');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("app/lib may not import app/pages");
  });

  it("refuses app/ importing scripts/", async () => {
    for (const file of ["app/lib/probe.ts", "app/components/probe.tsx", "app/routes/probe.tsx", "app/probe.ts"]) {
      const found = await problems(file, 'import { value } from "#scripts/build/csp.ts";');
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
    expect(await problems("app/pages/probe.ts", 'import { value } from "../lib/fare.ts";')).toEqual([
      expect.stringContaining("One import form"),
    ]);
    expect(await problems("app/pages/probe.ts", 'import { value } from "~/lib/fare";')).toEqual([
      expect.stringContaining("One import form"),
    ]);
  });

  it("lets each layer import the ones below it", async () => {
    expect(await problems("app/pages/probe.ts", 'import { value } from "#app/lib/fare.ts";')).toEqual([]);
    expect(await problems("app/routes/probe.tsx", 'import { value } from "#app/pages/meta.ts";')).toEqual([]);
    expect(await problems("scripts/build/probe.ts", 'import { value } from "#app/pages/place-pages.ts";')).toEqual([]);
    expect(await problems("app/lib/probe.ts", 'import { value } from "./fare.ts";')).toEqual([]);
  });
});
