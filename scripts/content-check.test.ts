import { describe, expect, it, vi } from "vitest";
import { checkedContent, contentCheck, contentWarnings, githubAnnotations } from "./content-check.ts";

describe("the content check on GitHub Actions", () => {
  it("turns each problem into an error annotation that the failed run's page shows", () => {
    expect(
      githubAnnotations(["app/content/data/fleet.json → car 13, Kia Carens → seats: must be 1–60 seats (value: 0)", "50% off\nnext"]),
    ).toEqual([
      "::error title=The site was not built because of the content::app/content/data/fleet.json → car 13, Kia Carens → seats: must be 1–60 seats (value: 0)",
      "::error title=The site was not built because of the content::50%25 off%0Anext",
    ]);
  });
});

describe("the content check's warnings", () => {
  it("warns, without stopping the build, for each car that lists more passengers than its maker seats, naming it", () => {
    const seats = contentWarnings(checkedContent()).filter((line) => line.startsWith("seats:"));
    expect(seats.map((line) => /car \d+, [^,]+/.exec(line)![0])).toEqual([
      "car 1, Innova Crysta",
      "car 4, Baleno",
      "car 5, Nexa XL6",
      "car 6, AURA",
    ]);
    expect(seats[1]).toContain("lists 5 passengers, but Maruti Suzuki seats 4 beside the driver in the Baleno");
    expect(seats[1]).toContain("in the editor, Cars → Cars (app/content/data/fleet.json)");
  });

  it("warns of a notice once its last day is over, naming it and where to take it out, and not before", () => {
    const content = checkedContent();
    const notice = content.notices.notices[0];
    const [y, m, d] = notice.to.split("-").map(Number);
    // Midnight in India (+05:30) ends the last day: 18:30 UTC the evening before.
    const lastMinute = new Date(Date.UTC(y, m - 1, d, 18, 29));
    const nextDay = new Date(Date.UTC(y, m - 1, d, 18, 30));
    // This notice's line: another may have ended by then too.
    const ended = (now: Date) =>
      contentWarnings(content, now).filter((line) => line.startsWith("notice ") && line.includes(notice.text.en.slice(0, 20)));
    expect(ended(lastMinute)).toEqual([]);
    expect(ended(nextDay)).toHaveLength(1);
    expect(ended(nextDay)[0]).toContain(`“${notice.text.en.slice(0, 20)}`);
    expect(ended(nextDay)[0]).toContain(`ended on ${notice.to.split("-").reverse().join("/")}`);
    expect(ended(nextDay)[0]).toContain("in the editor, Notices → Notices (app/content/data/notices.json)");
  });

  it("warns of a Gujarati or Hindi word the glossary rules out, naming the file, the keys and the word to write", async () => {
    const { glossaryWarnings } = await import("./content-check.ts");
    const files = {
      "terms.json": { balance: { en: "fuel", gu: "વચ્ચે ઇંધણ માટે થોડું", hi: "बीच में डीज़ल-पेट्रोल के लिए" } },
      "pages/cars.hi.json": { planner: { optional: "वैकल्पिक" } },
      "pages/cars.json": { planner: { optional: "optional" } },
      "pages/cars.gu.json": { planner: { optional: "મરજિયાત" } },
    };
    const warnings = glossaryWarnings(files);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain("Gujarati words: “ઇંધણ” in app/content/data/terms.json → balance.gu — the site writes પેટ્રોલ-ડીઝલ");
    expect(warnings[1]).toContain(
      "Hindi words: “वैकल्पिक” in app/content/data/pages/cars.hi.json → planner.optional — the site writes ज़रूरी नहीं",
    );
    // The content as it is: none.
    expect(glossaryWarnings()).toEqual([]);
  });

  it("warns of a fact whose check is more than a year old, naming it and where to set the new date, and not before", async () => {
    const { staleChecks } = await import("./content-check.ts");
    const { loadContent } = await import("#app/content/check.ts");
    const content = loadContent();
    const site = content.hours.sites[0];
    const plaza = content.roads.plazas![0];
    const yearAfter = (date: string, days: number) => new Date(Date.parse(date.length === 7 ? `${date}-01` : date) + days * 86_400_000);
    expect(staleChecks(content, yearAfter(site.checked, 300)).filter((w) => w.includes(site.en))).toEqual([]);
    expect(staleChecks(content, yearAfter(site.checked, 370)).find((w) => w.includes(site.en))).toContain("Tours → Opening hours");
    expect(staleChecks(content, yearAfter(plaza.checked, 370)).find((w) => w.includes(plaza.en))).toContain("Toll plazas");
  });

  it("finds no tour day whose words a timetable contradicts, in any language (app/kinds/tours/tour-words.ts)", async () => {
    const { tourWordsWarnings } = await import("./content-check.ts");
    const { loadContent } = await import("#app/content/check.ts");
    expect(tourWordsWarnings(loadContent())).toEqual([]);
  });

  it("prints each warning once per build, though Vite loads the config again for each of its builds", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const checked = Symbol.for("navkar:content-checked");
    const state = globalThis as { [checked]?: true };
    const before = state[checked];
    try {
      delete state[checked];
      for (let build = 0; build < 3; build++) (contentCheck().config as () => void)();
      const lines = warn.mock.calls.map(([line]) => String(line));
      expect(lines.length).toBe(contentWarnings(checkedContent()).length);
      expect(new Set(lines).size).toBe(lines.length);
    } finally {
      state[checked] = before;
      warn.mockRestore();
    }
  });
});
