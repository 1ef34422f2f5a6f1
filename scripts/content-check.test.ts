import { describe, expect, it, vi } from "vitest";
import { contentCheck, githubAnnotations } from "./content-check.ts";

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
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const plugin = contentCheck();
      (plugin.buildStart as (this: object) => void).call({});
      const seats = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("⚠ seats:"));
      expect(seats.map((line) => /car \d+, [^,]+/.exec(line)![0])).toEqual([
        "car 1, Innova Crysta",
        "car 4, Baleno",
        "car 5, Nexa XL6",
        "car 6, AURA",
      ]);
      expect(seats[1]).toContain("lists 5 passengers, but Maruti Suzuki seats 4 beside the driver in the Baleno");
      expect(seats[1]).toContain("in the editor, Cars → Cars (app/content/data/fleet.json)");
    } finally {
      warn.mockRestore();
    }
  });
});
