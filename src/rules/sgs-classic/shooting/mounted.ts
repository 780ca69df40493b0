import { type DiceSource, type Fraction, countPasses, d6, fraction, rollD6 } from "../../core";
import { assertDice } from "../../core/dice";
import { RulesError, assertBoolean, assertInteger } from "../../core/errors";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";
import { HORSE } from "../stats/horse";

/**
 * Firing at a mounted target (guide §3.14; seed L287–L299): beyond 12" each hit goes to the horse
 * on 1–3 and the rider on 4–6; within 12" the firer picks (SGS-Q19), or the die is rolled anyway
 * under the other reading. A hit horse takes the My Horse Has Fallen check: 2D6 against its CV 5.
 */

export const MOUNTED_ALLOCATION_RANGE = 12;

/** Whether the 1D6 decides who a hit lands on, at this distance. */
export function allocationRolled(distance: number, rules: ClassicRules = DEFAULT_RULES): boolean {
  if (typeof distance !== "number" || !Number.isFinite(distance) || distance < 0)
    throw new RulesError("distance", distance, "must be a distance of 0 or more");
  return distance > MOUNTED_ALLOCATION_RANGE || rules.mountedCloseAim === "alwaysRoll";
}

/** Reads the allocation die: 1–3 the horse, 4–6 the rider. */
export function hitAllocation(die: number): "horse" | "rider" {
  return assertInteger("die", die, 1, 6) <= 3 ? "horse" : "rider";
}

export type HorseCheck =
  | { readonly result: "keepsGoing"; readonly dice: readonly number[] }
  | {
      readonly result: "brokeStride";
      readonly dice: readonly number[];
      readonly throwDie: number;
      readonly riderThrown: boolean;
    }
  | { readonly result: "fallen"; readonly dice: readonly number[]; readonly riderThrown: true };

/** Reads the check: both dice at or under 5, one over (then 4–6 throws the rider), both over. */
export function resolveHorseCheck(dice: readonly number[], throwDie?: number): HorseCheck {
  assertDice("dice", dice);
  assertInteger("dice.length", dice.length, 2, 2);
  const over = 2 - countPasses(dice, HORSE.cv);
  if (over === 0) return { result: "keepsGoing", dice: [...dice] };
  if (over === 2) return { result: "fallen", dice: [...dice], riderThrown: true };
  const t = assertInteger("throwDie", throwDie, 1, 6);
  return { result: "brokeStride", dice: [...dice], throwDie: t, riderThrown: t >= 4 };
}

export function rollHorseCheck(source: DiceSource): HorseCheck {
  const dice = rollD6(source, 2);
  return countPasses(dice, HORSE.cv) === 1 ? resolveHorseCheck(dice, d6(source)) : resolveHorseCheck(dice);
}

/** Exact odds: keeps going 25/36, broke stride and stays 5/36, thrown off 5/36, falls 1/36. */
export function horseCheckOdds(): {
  keepsGoing: Fraction;
  brokeStride: Fraction;
  thrown: Fraction;
  fallen: Fraction;
} {
  return {
    keepsGoing: fraction(25, 36),
    brokeStride: fraction(5, 36),
    thrown: fraction(5, 36),
    fallen: fraction(1, 36),
  };
}

/** SGS-Q19: a horse at 0 Constitution or less is down, its rider as if it fell. */
export function horseDown(damage: number): boolean {
  return HORSE.constitution - assertInteger("damage", damage, 0, 999) <= 0;
}

/** A rider on the ground spends his next activation standing up (L299, SGS-Q19). */
export function riderOnGround(check: HorseCheck, horseIsDown: boolean): boolean {
  return (
    assertBoolean("horseIsDown", horseIsDown) ||
    check.result === "fallen" ||
    (check.result === "brokeStride" && check.riderThrown)
  );
}
