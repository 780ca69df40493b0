import { describe, expect, it } from "vitest";
import {
  add,
  countPoolPasses,
  dieAtOrUnder,
  formatFraction,
  fraction,
  passTestDistribution,
  poolDifferenceDistribution,
  poolDistribution,
  rollPassTest,
  rollPool,
  seededDice,
  sum,
  sumDistribution,
  toNumber,
} from "../../../src/rules/core";

const f = (num: number, den: number) => fraction(num, den);

describe("fractions", () => {
  it("reduce and add exactly", () => {
    expect(fraction(6, 8)).toEqual(f(3, 4));
    expect(add(f(1, 6), f(1, 3))).toEqual(f(1, 2));
    expect(formatFraction(f(4, 9))).toBe("4/9");
    expect(formatFraction(f(2, 2))).toBe("1");
    expect(() => fraction(1, 0)).toThrow(RangeError);
  });
});

describe("pass-test odds", () => {
  it("2d6 vs 4: pass 2 = 4/9, pass 1 = 4/9, pass 0 = 1/9", () => {
    expect(passTestDistribution(2, 4)).toEqual([f(1, 9), f(4, 9), f(4, 9)]);
  });

  it("3d6 vs 3, best two: pass 2 = 1/2, pass 1 = 3/8, pass 0 = 1/8", () => {
    // P(0) = (1/2)^3; P(1) = 3·(1/2)^3; P(≥2) = 4·(1/8).
    expect(passTestDistribution(3, 3)).toEqual([f(1, 8), f(3, 8), f(1, 2)]);
    // vs 4 (p = 2/3): P(0) = 1/27, P(1) = 3·(2/3)·(1/3)² = 2/9, P(2+) = 20/27.
    expect(passTestDistribution(3, 4)).toEqual([f(1, 27), f(2, 9), f(20, 27)]);
  });

  it("1d6 vs 3 can only read pass 1 or pass 0", () => {
    expect(passTestDistribution(1, 3)).toEqual([f(1, 2), f(1, 2)]);
  });

  it("clamps targets outside 1–6", () => {
    expect(dieAtOrUnder(8)).toEqual(f(1, 1));
    expect(dieAtOrUnder(-1)).toEqual(f(0, 1));
  });

  it("always sums to one", () => {
    for (let dice = 0; dice <= 5; dice++) {
      for (let target = 0; target <= 6; target++) {
        expect(sum(passTestDistribution(dice, target))).toEqual(f(1, 1));
      }
    }
  });

  it("agrees with a seeded simulation (2d6 vs 4, 100,000 rolls, within 0.01)", () => {
    const source = seededDice(2026);
    const counts = [0, 0, 0];
    const n = 100_000;
    for (let i = 0; i < n; i++) counts[rollPassTest(source, { target: 4 }).passes]!++;
    const exact = passTestDistribution(2, 4).map(toNumber);
    counts.forEach((c, i) => expect(Math.abs(c / n - exact[i]!)).toBeLessThan(0.01));
  });
});

describe("d6 pools (1–3 pass)", () => {
  it("counts 1, 2 and 3 as passes", () => {
    expect(countPoolPasses([1, 2, 3, 4, 5, 6])).toBe(3);
  });

  it("has binomial odds with p = 1/2", () => {
    expect(poolDistribution(2)).toEqual([f(1, 4), f(1, 2), f(1, 4)]);
  });

  it("gives the difference of two pools exactly", () => {
    const diff = poolDifferenceDistribution(1, 1);
    expect(diff.get(1)).toEqual(f(1, 4));
    expect(diff.get(0)).toEqual(f(1, 2));
    expect(diff.get(-1)).toEqual(f(1, 4));
  });

  it("rolls the pool from the source", () => {
    const result = rollPool(seededDice(5), 4);
    expect(result.dice).toHaveLength(4);
    expect(result.passes).toBe(countPoolPasses(result.dice));
  });
});

describe("sums of dice", () => {
  it("2d6 totals: 7 is 1/6, 2 and 12 are 1/36", () => {
    const d = sumDistribution(2);
    expect(d[7]).toEqual(f(1, 6));
    expect(d[2]).toEqual(f(1, 36));
    expect(d[12]).toEqual(f(1, 36));
    expect(sum(d)).toEqual(f(1, 1));
  });
});
