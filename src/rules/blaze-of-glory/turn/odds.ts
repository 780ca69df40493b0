import { type Fraction, ONE, assertInteger, fraction, mul, sub } from "../../core";
import { REP_RANGE } from "../figure";
import { MAX_SIDES } from "./activation";

/** Exact odds of the activation roll, for cards and tests. */

function power(base: Fraction, exponent: number): Fraction {
  let out = ONE;
  for (let i = 0; i < exponent; i++) out = mul(out, base);
  return out;
}

/** Chance that at least two of `sides` activation dice match (1/6 with two sides). */
export function activationDoublesProbability(sides: number): Fraction {
  assertInteger("sides", sides, 2, MAX_SIDES);
  if (sides > 6) return ONE;
  let allDifferent = ONE;
  for (let i = 0; i < sides; i++) allDifferent = mul(allDifferent, fraction(6 - i, 6));
  return sub(ONE, allDifferent);
}

/** Chance that one given side is blocked: its die matches at least one of the other sides' dice. */
export function sideBlockedProbability(sides: number): Fraction {
  assertInteger("sides", sides, 2, MAX_SIDES);
  return sub(ONE, power(fraction(5, 6), sides - 1));
}

/**
 * Chance that a unit whose activation Rep is `rep` gets to act this turn: its side's die is not
 * matched and is at or under the Rep.
 */
export function activationChance(rep: number, sides: number): Fraction {
  assertInteger("rep", rep, REP_RANGE.min, REP_RANGE.max);
  assertInteger("sides", sides, 2, MAX_SIDES);
  return mul(fraction(Math.min(6, rep), 6), power(fraction(5, 6), sides - 1));
}
