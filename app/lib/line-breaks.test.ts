import { describe, expect, it } from "vitest";
import { keepNumbers } from "./line-breaks.ts";

describe("a number stays on the line of the word after it", () => {
  it("joins a number to the next word with a no-break space, and leaves other spaces", () => {
    expect(keepNumbers("આશરે 4 કલાક 15 મિનિટની મુસાફરી")).toBe("આશરે 4\u00a0કલાક 15\u00a0મિનિટની મુસાફરી");
    expect(keepNumbers("(1500 किमी गिनकर)")).toBe("(1500\u00a0किमी गिनकर)");
    expect(keepNumbers("Swift Dzire (4 seats)")).toBe("Swift Dzire (4\u00a0seats)");
  });
});
