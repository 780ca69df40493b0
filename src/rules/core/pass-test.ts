import { type DiceSource, assertDice, rollD6 } from "./dice";
import { assertNumber } from "./checks";
import { assertInteger } from "./errors";

/**
 * Pass-dice tests: roll some d6, each die passes when it is at or under the target, and the number
 * of passes (capped at the number the table reads) picks the table row. Shared by every ruleset
 * that uses Two Hour Wargames' "pass 2d6 / 1d6 / 0d6" tables.
 */

export interface PassTestOptions {
  /** Target number each die is compared with (a stat such as Sand, Rep, Toughness or Quality). */
  target: number;
  /** Dice actually rolled (2 for most tests; 3 for "+1d6, count best two"; 1 for "−1d6"). */
  dice?: number;
  /** The most passes the table can read ("count the best two" → 2). Defaults to 2. */
  maxPasses?: number;
}

export interface PassTestResult {
  /** Every face rolled, in the order rolled. */
  dice: number[];
  target: number;
  /** Dice at or under the target, before the cap. */
  passedDice: number;
  /** The row of the table to read: `min(maxPasses, passedDice)`. */
  passes: number;
}

/** Dice counted as passed against `target`: target ≥ 6 passes everything, ≤ 0 nothing. */
export function countPasses(dice: readonly number[], target: number): number {
  assertDice("dice", dice);
  assertNumber("target", target);
  let passed = 0;
  for (const die of dice) if (die <= target) passed++;
  return passed;
}

/** Resolves a pass test from faces already rolled (e.g. by Foundry). */
export function resolvePassTest(dice: readonly number[], options: PassTestOptions): PassTestResult {
  const target = assertInteger("target", options.target, -20, 20);
  const maxPasses = assertInteger("maxPasses", options.maxPasses ?? 2, 0, 20);
  const passedDice = countPasses(dice, target);
  return { dice: [...dice], target, passedDice, passes: Math.min(maxPasses, passedDice) };
}

export function rollPassTest(source: DiceSource, options: PassTestOptions): PassTestResult {
  const count = assertInteger("dice", options.dice ?? 2, 0, 20);
  return resolvePassTest(rollD6(source, count), options);
}

/**
 * The dice a test rolls once its modifiers are in: a base of `base` (usually 2) plus or minus
 * extra dice, never below zero. Extra dice on a 2-dice table still read "best two", so the pass cap
 * stays at the base.
 */
export function passTestDice(base: number, modifier: number): { dice: number; maxPasses: number } {
  assertInteger("base", base, 0, 20);
  assertInteger("modifier", modifier, -20, 20);
  return { dice: Math.max(0, base + modifier), maxPasses: base };
}

export interface RerollResult {
  first: PassTestResult;
  /** Present when the first result sent the test to a re-roll. */
  reroll?: PassTestResult;
  /** The passes the table finally reads, after converting a pass-1 re-roll. */
  passes: number;
}

/**
 * "Re-roll immediately, counting pass 1 as pass `convertOneTo`": one re-roll only; pass 2 and
 * pass 0 on the re-roll stand as rolled (guide §2.1 step 9).
 */
export function rollWithReroll(
  source: DiceSource,
  options: PassTestOptions,
  rerollOn: number,
  convertOneTo: number,
): RerollResult {
  const first = rollPassTest(source, options);
  if (first.passes !== rerollOn) return { first, passes: first.passes };
  const reroll = rollPassTest(source, options);
  return { first, reroll, passes: reroll.passes === 1 ? convertOneTo : reroll.passes };
}
