import {
  ZERO,
  assertBoolean,
  assertInteger,
  fraction,
  passTestDistribution,
  type Fraction,
} from "../../core";
import { WIND_BY_FACE_COUNT } from "./fire";
import type { StartFireOutcome, WindDirection } from "./fire";

/** Exact odds of STARTING A FIRE for a given SV (2d6 vs 6 − SV, 1d6 when wet). */
export function startFireDistribution(
  sv: number,
  wet: boolean,
): { readonly [O in StartFireOutcome]: Fraction } {
  assertInteger("sv", sv, 0, 6);
  const dice = assertBoolean("wet", wet) ? 1 : 2;
  const [p0 = ZERO, p1 = ZERO, p2 = ZERO] = passTestDistribution(dice, 6 - sv, 2);
  return { burning: p2, smouldering: p1, notLit: p0 };
}

/** Odds of each wind direction from the table (one d6). */
export function windDirectionDistribution(): { readonly [W in WindDirection]: Fraction } {
  return {
    north: fraction(WIND_BY_FACE_COUNT.north, 6),
    west: fraction(WIND_BY_FACE_COUNT.west, 6),
    east: fraction(WIND_BY_FACE_COUNT.east, 6),
    south: fraction(WIND_BY_FACE_COUNT.south, 6),
  };
}
