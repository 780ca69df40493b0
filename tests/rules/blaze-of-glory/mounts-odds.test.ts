import { describe, expect, it } from "vitest";
import { type Fraction, fraction, formatFraction, seededDice, toNumber } from "../../../src/rules/core";
import {
  followUpTableOdds,
  mountMovingFastOdds,
  mountQualityOdds,
  plainTableOdds,
  rollMountMovingFast,
} from "../../../src/rules/blaze-of-glory/mounts";
import {
  losingControlOdds,
  rollLosingControl,
  vehicleFastMovingOdds,
} from "../../../src/rules/blaze-of-glory/vehicles";

const f = (x: Fraction): string => formatFraction(x);

/** Counts, over every face of `n` d6, how often `event` holds (independent brute force). */
function enumerate(n: number, event: (dice: number[]) => boolean): Fraction {
  let hits = 0;
  const dice = new Array<number>(n).fill(1);
  for (let k = 0; k < 6 ** n; k++) {
    let v = k;
    for (let i = 0; i < n; i++) {
      dice[i] = (v % 6) + 1;
      v = Math.floor(v / 6);
    }
    if (event(dice)) hits++;
  }
  return fraction(hits, 6 ** n);
}

const passed = (dice: number[], target: number): number => dice.filter((d) => d <= target).length;

describe("exact odds", () => {
  it("mounted MOVING FAST, Quality 4, Horsemanship 4: double move 68/81", () => {
    // 4/9 pass 2 outright + 4/9 pass 1 × 8/9 Horsemanship pass 1 or 2 (4 ≥ 4).
    expect(f(mountMovingFastOdds({ quality: 4, horsemanship: 4 }).doubleMove)).toBe("68/81");
  });

  it("mounted MOVING FAST, Quality 4, Horsemanship 3: double move 5/9 (pass 1 no longer rescues)", () => {
    expect(f(mountMovingFastOdds({ quality: 4, horsemanship: 3 }).doubleMove)).toBe("5/9");
    expect(f(mountMovingFastOdds({ quality: 4, horsemanship: 3 }).oneAndHalfMove)).toBe("4/9");
  });

  it.each([
    [3, 2],
    [4, 4],
    [5, 3],
    [5, 5],
    [4, 5],
  ])("follow-up table odds match brute force: target %i, rating %i", (target, rating) => {
    const brute = enumerate(4, (d) => {
      const p = passed(d.slice(0, 2), target);
      if (p !== 1) return p === 2;
      const h = passed(d.slice(2), rating);
      return h === 2 || (h === 1 && rating >= target);
    });
    expect(f(followUpTableOdds(target, rating, target)[2])).toBe(f(brute));
  });

  it("LOSING CONTROL vs 4, team Quality 4: 68/81 kept; with Crack Teamster 76/81", () => {
    expect(f(losingControlOdds({ driverRating: 4, teamQuality: 4 }).controlKept)).toBe("68/81");
    expect(f(losingControlOdds({ driverRating: 4, teamQuality: 4, crackTeamster: true }).controlKept)).toBe(
      "76/81",
    );
    expect(f(losingControlOdds({ driverRating: 4, teamQuality: 4, crackTeamster: true }).wrecked)).toBe(
      "5/81",
    );
  });

  it("vehicle FAST MOVING while turning 45°: odds match brute force over four dice", () => {
    const wreck = (a: number, b: number): boolean => a === b && a >= 5;
    const brute = enumerate(4, (d) => {
      const [a, b, c, e] = d as [number, number, number, number];
      if (wreck(a, b)) return true;
      if (passed([a, b], 4) !== 1) return false;
      return wreck(c, e);
    });
    const odds = vehicleFastMovingOdds({ teamQuality: 4, driverRating: 4, turning45: true });
    expect(f(odds.wrecked)).toBe(f(brute));
    // Double 5 or double 6 on the first pair (2/36); pass 1 pairs can never be doubles, so the Drivers
    // test's doubles add 16/36 × 2/36.
    expect(f(odds.wrecked)).toBe(f(fraction(2 * 36 + 16 * 2, 1296)));
  });

  it("Cowboy at prosperity 4 (+1 to the die): Good 1/3, Pretty Fair 2/3", () => {
    const odds = mountQualityOdds("cowboy", 4);
    expect([f(odds[3]), f(odds[4]), f(odds[5])]).toEqual(["0", "2/3", "1/3"]);
  });

  it("STAY MOUNTED vs Horsemanship 3: 1/4, 1/2, 1/4", () => {
    expect(plainTableOdds(3).map(f)).toEqual(["1/4", "1/2", "1/4"]);
  });
});

describe("seeded simulation agrees with the exact odds", () => {
  const N = 200_000;
  // Standard error at p ≈ 0.84 and N = 200,000 is about 0.0008; 0.005 is over six of them.
  const TOLERANCE = 0.005;

  it(`mounted MOVING FAST Quality 4, Horsemanship 4 over ${N} rolls`, () => {
    const dice = seededDice(20240601);
    let doubles = 0;
    for (let i = 0; i < N; i++) {
      if (rollMountMovingFast(dice, { quality: 4, horsemanship: 4, type: "horse" }).outcome === "doubleMove")
        doubles++;
    }
    expect(
      Math.abs(doubles / N - toNumber(mountMovingFastOdds({ quality: 4, horsemanship: 4 }).doubleMove)),
    ).toBeLessThan(TOLERANCE);
  });

  it(`LOSING CONTROL with a Crack Teamster over ${N} rolls`, () => {
    const dice = seededDice(7);
    let kept = 0;
    const input = {
      vehicle: "stagecoach" as const,
      team: { animal: "horse" as const, size: 4, quality: 4 as const, leadQuality: 5 as const },
      driverRating: 4,
      crackTeamster: true,
    };
    for (let i = 0; i < N; i++) if (rollLosingControl(dice, input).outcome === "controlKept") kept++;
    const exact = toNumber(
      losingControlOdds({ driverRating: 4, teamQuality: 5, crackTeamster: true }).controlKept,
    );
    expect(Math.abs(kept / N - exact)).toBeLessThan(TOLERANCE);
  });
});
