import { describe, expect, it } from "vitest";
import { githubAnnotations } from "./content-check.ts";

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
