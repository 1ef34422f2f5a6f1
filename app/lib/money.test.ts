import { describe, expect, it } from "vitest";
import { rupees } from "./money.ts";

describe("rupees", () => {
  it("groups as India writes: thousands, then lakhs and crores by two digits", () => {
    expect(rupees(0)).toBe("₹0");
    expect(rupees(11)).toBe("₹11");
    expect(rupees(950)).toBe("₹950");
    expect(rupees(6500)).toBe("₹6,500");
    expect(rupees(25000)).toBe("₹25,000");
    expect(rupees(125000)).toBe("₹1,25,000");
    expect(rupees(12345678)).toBe("₹1,23,45,678");
  });
  it("writes whole rupees", () => {
    expect(rupees(6405.5)).toBe("₹6,406");
  });
});
