import { describe, expect, it } from "vitest";
import { business } from "#app/content/business/business.ts";
import { recordValues, scriptsHoldingRecord } from "./business-in-scripts.ts";

const values = recordValues(business);

describe("no script holds the business's record", () => {
  it("looks for the GSTIN, the UPI ID and the street in each language, from the business file", () => {
    expect(values.map((v) => v.what)).toEqual(["the GSTIN", "the UPI ID", "the address (en)", "the address (gu)", "the address (hi)"]);
    expect(values[0].value).toBe(business.gst.gstin);
    expect(values[1].value).toBe(business.upi);
    expect(values[3].value).toBe(business.address.street.gu);
  });

  it("leaves out what the owner left empty", () => {
    const none = recordValues({ ...business, gst: { registered: false }, upi: undefined });
    expect(none.map((v) => v.what)).toEqual(["the address (en)", "the address (gu)", "the address (hi)"]);
  });

  it("finds a value as written, in another case, or with its letters escaped, and passes a script without them", () => {
    const gu = business.address.street.gu;
    const asEscaped = [...gu].map((c) => (c.charCodeAt(0) > 126 ? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}` : c)).join("");
    const scripts = [
      { file: "assets/site-a.js", text: "const x=1;" },
      { file: "assets/planner-b.js", text: `const b={gst:{gstin:"${business.gst.gstin}"},upi:"${business.upi!.toUpperCase()}"};` },
      { file: "assets/other-c.js", text: `const s="${asEscaped}";` },
    ];
    expect(scriptsHoldingRecord(scripts, values)).toEqual([
      "assets/planner-b.js holds the GSTIN",
      "assets/planner-b.js holds the UPI ID",
      "assets/other-c.js holds the address (gu)",
    ]);
  });
});
