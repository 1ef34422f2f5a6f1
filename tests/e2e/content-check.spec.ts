/**
 * A content file broken by hand (not through the editor, which checks fields as they are
 * typed) stops the build with one message that names the file, the language, the field and
 * the rule, and the build writes nothing: the last good build stays as it was.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CONTENT_DIR } from "#app/content/files.ts";
import { expect, test } from "./helpers.ts";
import { buildProject, copyProject, removeCopy } from "./project-copy.ts";

test.describe.configure({ mode: "serial" });
test.afterAll(() => removeCopy("content-check"));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- files broken by hand

const breakages: { name: string; file: string; change: (data: Json) => void; message: string }[] = [
  {
    name: "a duplicate car number",
    file: "fleet.json",
    change: (d) => (d.cars[9].id = 9),
    message:
      "app/content/data/fleet.json → car 9, Tempo Traveller → id: duplicate number 9: the 9th car in the list (Tempo Traveller) has it too; this is the 10th (value: 9)",
  },
  {
    name: "a missing Hindi word",
    file: "pages/home.hi.json",
    change: (d) => delete d.homePage.heroTitle,
    message: "app/content/data/pages/home.hi.json (Hindi) → homePage.heroTitle: missing",
  },
  {
    name: "a template with an unknown placeholder",
    file: "pages/cars.gu.json",
    change: (d) => (d.carCard.callLabel = "{cars} વિશે હમણાં કૉલ કરો"),
    message:
      "app/content/data/pages/cars.gu.json (Gujarati) → carCard.callLabel: unknown placeholder {cars}: this text can use {business}, {owner}, {car}",
  },
  {
    name: "a tour's day at a place that is not on the site",
    file: "tours.json",
    change: (d) => (d.tours[0].days[1].via = ["bet-dwarka", "okha"]),
    message:
      'app/content/data/tours.json → Dwarka and Somnath → day 2: "okha" is not a place of app/content/data/places.json nor a stop of app/content/data/roads.json; add it to one of them, or choose another',
  },
  {
    name: "a tour's day on a road the roads table does not have",
    file: "tours.json",
    change: (d) => (d.tours[0].days[2].via = []),
    message:
      "app/content/data/tours.json → Dwarka and Somnath → day 3: no road from Dwarka to Somnath in the roads table (app/content/data/roads.json); add it there",
  },
];

for (const broken of breakages) {
  test(`${broken.name} stops the build with a message naming it, and nothing is written`, () => {
    test.setTimeout(120_000);
    const copy = copyProject("content-check");
    const file = path.join(copy, CONTENT_DIR, broken.file);
    const data = JSON.parse(readFileSync(file, "utf8"));
    broken.change(data);
    writeFileSync(file, JSON.stringify(data, null, 2));
    const build = buildProject(copy);
    expect(build.ok).toBe(false);
    expect(build.output).toMatch(/The content has (a problem|\d problems); nothing was built:/);
    expect(build.output).toContain(broken.message);
    // Plain words for the owner: no stack trace.
    expect(build.output).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(existsSync(path.join(copy, "build"))).toBe(false);
  });
}
