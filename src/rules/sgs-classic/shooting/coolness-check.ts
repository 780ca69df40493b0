import { type DiceSource, type Fraction, countPasses, passTestDistribution, rollD6 } from "../../core";
import { assertDice } from "../../core/dice";
import { assertInteger } from "../../core/errors";
import type { CoolnessResult } from "../ids";

/**
 * The Coolness check before firing (guide §3.10; seed L231–L241): 2D6, each die against Coolness;
 * both at or under: steady; one over: flinch; both over: rush.
 */

export interface CoolnessCheck {
  readonly dice: readonly number[];
  readonly coolness: number;
  readonly result: CoolnessResult;
}

const BY_DICE_OVER: readonly CoolnessResult[] = ["steady", "flinch", "rush"];

export function resolveCoolnessCheck(coolness: number, dice: readonly number[]): CoolnessCheck {
  assertInteger("coolness", coolness, 0, 6);
  assertDice("dice", dice);
  assertInteger("dice.length", dice.length, 2, 2);
  const over = 2 - countPasses(dice, coolness);
  return { dice: [...dice], coolness, result: BY_DICE_OVER[over]! };
}

export function rollCoolnessCheck(coolness: number, source: DiceSource): CoolnessCheck {
  return resolveCoolnessCheck(coolness, rollD6(source, 2));
}

/** Exact odds of steady, flinch and rush for a Coolness. */
export function coolnessOdds(coolness: number): Readonly<Record<CoolnessResult, Fraction>> {
  assertInteger("coolness", coolness, 0, 6);
  const [p0, p1, p2] = passTestDistribution(2, coolness, 2);
  return { steady: p2!, flinch: p1!, rush: p0! };
}
