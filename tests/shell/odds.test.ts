import { describe, expect, it } from "vitest";
import { fraction } from "../../src/rules/core/probability";
import { oddsText } from "../../src/shell/chat/odds";

/** The odds text every ruleset's cards and dialogs show: rounding never claims a sure thing. */

describe("oddsText", () => {
  it("rounds to a whole percentage and keeps the exact fraction", () => {
    expect(oddsText(fraction(1, 3))).toEqual({ fraction: "1/3", percent: "33%" });
    expect(oddsText(fraction(1, 2))).toEqual({ fraction: "1/2", percent: "50%" });
  });

  it("says 0% and 100% only when exactly so", () => {
    expect(oddsText(fraction(0, 6)).percent).toBe("0%");
    expect(oddsText(fraction(1, 1000)).percent).toBe("<1%");
    expect(oddsText(fraction(999, 1000)).percent).toBe(">99%");
    expect(oddsText(fraction(6, 6))).toEqual({ fraction: "1", percent: "100%" });
  });
});
