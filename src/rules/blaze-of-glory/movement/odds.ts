import {
  type Fraction,
  ZERO,
  add,
  assertBoolean,
  assertInteger,
  assertOneOf,
  fraction,
  passTestDistribution,
} from "../../core";
import { REP_RANGE } from "../figure";
import type { FigureFastMoveCode } from "./foot";

/** Exact odds of the foot MOVING FAST roll. */

/** Passes (index 0–2) of the move-fast roll: 2d6 vs Rep, or 1d6 for a Staggering drunk. */
export function moveFastPassDistribution(rep: number, staggering = false): Fraction[] {
  assertInteger("rep", rep, REP_RANGE.min, REP_RANGE.max);
  return passTestDistribution(assertBoolean("staggering", staggering) ? 1 : 2, rep, 2);
}

export interface MoveFastOddsInput {
  rep: number;
  twoLeftFeet?: boolean;
  staggering?: boolean;
  staggeringDie?: "first" | "worse";
}

/**
 * Chance of each outcome code for one figure, by walking the 36 equally likely group rolls (so the
 * "worse die" reading of a Staggering drunk is counted exactly too).
 */
export function moveFastOutcomeDistribution(
  input: MoveFastOddsInput,
): Record<Exclude<FigureFastMoveCode, "cannotMove">, Fraction> {
  const rep = assertInteger("rep", input.rep, REP_RANGE.min, REP_RANGE.max);
  const pick = assertOneOf("staggeringDie", input.staggeringDie ?? "first", ["first", "worse"] as const);
  const staggering = assertBoolean("staggering", input.staggering ?? false);
  const twoLeftFeet = assertBoolean("twoLeftFeet", input.twoLeftFeet ?? false);
  const out = { moveFast: ZERO, moveFastShort: ZERO, noFastMove: ZERO, stumble: ZERO };
  const each = fraction(1, 36);
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const dice = staggering ? [pick === "first" ? a : Math.max(a, b)] : [a, b];
      const code =
        twoLeftFeet && dice.includes(1)
          ? "stumble"
          : (["noFastMove", "moveFastShort", "moveFast"] as const)[dice.filter((d) => d <= rep).length]!;
      out[code] = add(out[code], each);
    }
  }
  return out;
}
