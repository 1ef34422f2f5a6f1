/** The content check over all the files: the real ones pass, and a check lists every problem at once. */
import { describe, expect, it } from "vitest";
import { checkContent } from "./check.ts";
import { allImages, errorOf, readProblems, real, withChange } from "./test-files.ts";

describe("the content files", () => {
  // The owner's own changes (a new car, say) must pass here too: no count of the samples.
  it("are all there and valid: each car with its own number, three popular", () => {
    expect(readProblems).toEqual([]);
    const content = checkContent(real, allImages);
    const ids = content.fleet.cars.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(content.fleet.cars.filter((c) => c.popular)).toHaveLength(3);
  });

  it("lists every problem at once", () => {
    const msg = errorOf(
      withChange((f) => {
        f["business.json"].email = "nope";
        f["fleet.json"].cars[0].seats = 99;
      }),
    );
    expect(msg).toMatch(/^The content has 2 problems; nothing was built:/);
  });
});
