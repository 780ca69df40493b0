import { type DiceSource, type Fraction, d6, fraction } from "../../core";
import { assertInteger } from "../../core/errors";

/**
 * The CV table (guide §2.2.1; seed L120–L132), also used to generate Coolness (L147–L149): one
 * d6, and a second only after a 6 (a 6 again makes CV 6, anything else CV 5).
 */

/** CV of a first die 1–5 (index = face − 1); a 6 goes to the second die. */
const FIRST_DIE_CV: readonly number[] = [3, 4, 4, 4, 4];

export interface StatRoll {
  /** The dice read: one, or two after a first 6. */
  readonly dice: readonly number[];
  readonly value: number;
}

/** Reads the CV (or Coolness) table from dice already rolled: `[first]` or `[6, second]`. */
export function resolveStatRoll(dice: readonly number[]): StatRoll {
  const first = assertInteger("dice[0]", dice[0], 1, 6);
  if (first < 6) {
    if (dice.length !== 1) assertInteger("dice.length", dice.length, 1, 1);
    return { dice: [first], value: FIRST_DIE_CV[first - 1]! };
  }
  const second = assertInteger("dice[1]", dice[1], 1, 6);
  if (dice.length !== 2) assertInteger("dice.length", dice.length, 2, 2);
  return { dice: [first, second], value: second === 6 ? 6 : 5 };
}

/** Rolls a CV (or a starting Coolness) on the CV table. */
export function rollStat(source: DiceSource): StatRoll {
  const first = d6(source);
  return resolveStatRoll(first === 6 ? [first, d6(source)] : [first]);
}

/** Exact chance of each value 3–6 on the CV table: 6/36, 24/36, 5/36, 1/36. */
export function statRollOdds(): ReadonlyMap<number, Fraction> {
  return new Map([
    [3, fraction(6, 36)],
    [4, fraction(24, 36)],
    [5, fraction(5, 36)],
    [6, fraction(1, 36)],
  ]);
}
