import { type DiceSource, rollD6 } from "../../core";
import type { PassCount } from "../ids";
import { rollFollowUpTest } from "./horsemanship";
import { type FollowUpTestResult, type TableTestResult, passesOf } from "./types";

/** Passes of a 2d6 table and, for pass 1, the Horsemanship/Drivers test that settles it. */
export interface TableRoll {
  readonly dice: readonly number[];
  readonly passes: PassCount;
  readonly followUp: FollowUpTestResult | null;
  readonly countedPasses: PassCount;
}

/**
 * Internal engine of every "2d6 vs Quality, pass 1 → Horsemanship/Drivers test" table. `dice` may
 * be handed in (a chase rolls one set for a whole party); the follow-up is always rolled here.
 */
export function qualityTableRoll(
  source: DiceSource,
  dice: readonly number[] | null,
  target: number,
  followUp: FollowUpTestResult["test"],
  rating: number,
  comparedQuality: number,
): TableRoll {
  const rolled = dice ?? rollD6(source, 2);
  const passes = passesOf(rolled, target);
  if (passes !== 1) return { dice: rolled, passes, followUp: null, countedPasses: passes };
  const test = rollFollowUpTest(source, followUp, rating, comparedQuality);
  return { dice: rolled, passes, followUp: test, countedPasses: test.countsAs };
}

export function tableResult<T extends string, O extends string, E>(
  test: T,
  target: number,
  roll: TableRoll,
  outcome: O,
  effects: E,
): TableTestResult<T, O, E> {
  return {
    test,
    dice: roll.dice,
    target,
    passes: roll.passes,
    followUp: roll.followUp,
    countedPasses: roll.countedPasses,
    outcome,
    effects,
  };
}

/** A plain 2d6 table (no follow-up): stay mounted, rider thrown, trample and the like. */
export function plainRoll(source: DiceSource, target: number, dice = 2): TableRoll {
  const rolled = rollD6(source, dice);
  const passes = passesOf(rolled, target);
  return { dice: rolled, passes, followUp: null, countedPasses: passes };
}

/** A move of `multiplier` times the normal move, as the mount and vehicle tables print it. */
export function moveTimes(
  normalMove: number,
  multiplier: number,
): { moveMultiplier: number; moveInches: number } {
  return { moveMultiplier: multiplier, moveInches: normalMove * multiplier };
}

/**
 * The moving-fast rows mounts and vehicles share (L2183–2197, L2610–2626): pass 2 up to double the
 * normal move, otherwise up to 1.5×.
 */
export function fastMoveResult<T extends string>(
  test: T,
  target: number,
  roll: TableRoll,
  normalMove: number,
): TableTestResult<T, "doubleMove" | "oneAndHalfMove", { moveMultiplier: number; moveInches: number }> {
  return roll.countedPasses === 2
    ? tableResult(test, target, roll, "doubleMove", moveTimes(normalMove, 2))
    : tableResult(test, target, roll, "oneAndHalfMove", moveTimes(normalMove, 1.5));
}
