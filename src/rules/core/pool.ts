import { type DiceSource, assertDice, rollD6 } from "./dice";
import { assertInteger } from "./errors";

/**
 * Opposed d6 pools (The Draw, Fightin'): each die showing 1–3 is a success, and the two figures'
 * success counts are compared. No cap on the count.
 */

export interface PoolResult {
  dice: number[];
  /** Dice showing 1, 2 or 3. */
  passes: number;
}

export const POOL_PASS_MAX = 3;

export function countPoolPasses(dice: readonly number[]): number {
  assertDice("dice", dice);
  let passes = 0;
  for (const die of dice) if (die <= POOL_PASS_MAX) passes++;
  return passes;
}

export function resolvePool(dice: readonly number[]): PoolResult {
  return { dice: [...dice], passes: countPoolPasses(dice) };
}

export function rollPool(source: DiceSource, size: number): PoolResult {
  assertInteger("pool", size, 0, 50);
  return resolvePool(rollD6(source, size));
}

/** A pool's size from its base (usually Rep) and modifier dice, never below zero. */
export function poolSize(base: number, modifier: number): number {
  assertInteger("base", base, 0, 50);
  assertInteger("modifier", modifier, -50, 50);
  return Math.max(0, base + modifier);
}
