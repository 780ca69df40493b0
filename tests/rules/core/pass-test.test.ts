import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  countPasses,
  passTestDice,
  resolvePassTest,
  rollPassTest,
  rollWithReroll,
  seededDice,
  sequenceDice,
} from "../../../src/rules/core";

describe("pass-dice tests", () => {
  it("W-01: vs Sand 5, a 5 passes and a 6 fails → pass 1", () => {
    expect(resolvePassTest([5, 6], { target: 5 })).toEqual({
      dice: [5, 6],
      target: 5,
      passedDice: 1,
      passes: 1,
    });
  });

  it("compares each die with the target, equal passes", () => {
    expect(countPasses([4, 4], 4)).toBe(2);
    expect(countPasses([4, 5], 4)).toBe(1);
    expect(countPasses([5, 6], 4)).toBe(0);
  });

  it("passes everything at target 6 or more and nothing at 0 or less", () => {
    expect(countPasses([6, 6, 6], 6)).toBe(3);
    expect(countPasses([6, 6], 9)).toBe(2);
    expect(countPasses([1, 1], 0)).toBe(0);
    expect(countPasses([1], -2)).toBe(0);
  });

  it("counts the best two of three extra dice (a cap, not a sum)", () => {
    const result = rollPassTest(sequenceDice(1, 2, 3), { target: 4, dice: 3 });
    expect(result.passedDice).toBe(3);
    expect(result.passes).toBe(2);
  });

  it("with one die fewer can never read pass 2", () => {
    const result = rollPassTest(sequenceDice(1), { target: 6, dice: 1 });
    expect(result.passes).toBe(1);
  });

  it("derives dice and cap from a base and a modifier", () => {
    expect(passTestDice(2, 1)).toEqual({ dice: 3, maxPasses: 2 });
    expect(passTestDice(2, -1)).toEqual({ dice: 1, maxPasses: 2 });
    expect(passTestDice(2, -3)).toEqual({ dice: 0, maxPasses: 2 });
  });

  it("names a bad target", () => {
    expect(() => resolvePassTest([1], { target: Number.NaN })).toThrow(
      expect.objectContaining({ field: "target" }),
    );
  });
});

describe("re-roll rows", () => {
  it("W-19: pass 1 then pass 1 on the re-roll counts as pass 2", () => {
    const result = rollWithReroll(sequenceDice(3, 6, 2, 5), { target: 4 }, 1, 2);
    expect(result.first.passes).toBe(1);
    expect(result.reroll?.passes).toBe(1);
    expect(result.passes).toBe(2);
  });

  it("a re-roll of pass 0 or pass 2 stands as rolled, and only once", () => {
    expect(rollWithReroll(sequenceDice(3, 6, 5, 6), { target: 4 }, 1, 2).passes).toBe(0);
    expect(rollWithReroll(sequenceDice(3, 6, 1, 1), { target: 4 }, 1, 0).passes).toBe(2);
    const noReroll = sequenceDice(1, 1, 6, 6);
    expect(rollWithReroll(noReroll, { target: 4 }, 1, 2).passes).toBe(2);
    expect(noReroll.used).toBe(2);
  });

  it("counts pass 1 on a re-roll as pass 0 where the table says so", () => {
    expect(rollWithReroll(sequenceDice(2, 6, 1, 6), { target: 4 }, 1, 0).passes).toBe(0);
  });
});

describe("properties", () => {
  it("passes always lie between 0 and the cap and never exceed the dice", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -3, max: 9 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 4 }),
        (seed, target, dice, maxPasses) => {
          const r = rollPassTest(seededDice(seed), { target, dice, maxPasses });
          return (
            r.dice.length === dice &&
            r.passes >= 0 &&
            r.passes <= Math.min(maxPasses, dice) &&
            r.passedDice <= dice
          );
        },
      ),
    );
  });
});
