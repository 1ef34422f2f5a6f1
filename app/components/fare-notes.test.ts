/** The notes on a drop say only what is true of the cars beside them. */
import { describe, expect, it } from "vitest";
import { carModels } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { estimate } from "#app/lib/fare.ts";
import { dropRules } from "./fare-notes.tsx";

describe("the notes on a drop, on a car's page", () => {
  it("say a drop counts only the km there only where a size's one-way fare is below its return's", () => {
    for (const model of carModels) {
      const rates = model.cars.map((c) => carRate(c.id)!);
      const rules = dropRules(rates);
      const drop = (r: (typeof rates)[number]) => estimate({ kind: "one-way", km: 225, minutes: 255 }, r, rateCard!)!;
      const back = (r: (typeof rates)[number]) => estimate({ kind: "return", km: 225, days: 2 }, r, rateCard!)!;
      // A van billed as a return shows the same figure one way as back: its page says why, and nothing else.
      if (rates.every((r) => r.oneWayPerKm === undefined)) {
        expect(rules, model.name).toEqual(["as-return"]);
        for (const r of rates) expect(drop(r).oneWay).toBe("as-return");
      } else {
        expect(rules, model.name).toContain("rate");
        for (const r of rates.filter((x) => x.oneWayPerKm !== undefined)) expect(drop(r).amount).toBeLessThan(back(r).amount);
      }
    }
  });
});
