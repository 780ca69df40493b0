import { type DiceSource, assertBoolean, assertInteger, assertOneOf } from "../../core";
import { TOUGHNESS_RANGE } from "../figure";
import type { HitLocation, PassCount } from "../ids";
import { getShootingWeapon } from "../weapons/shooting-weapon";
import { damageForTotal, type DamageEffect } from "./damage";
import { applyImHit, imHitDice, rollFace, type ImHitEffect } from "./im-hit";
import { type ShootingOptions, shootingOptions } from "./options";
import { type Wounds, addWound, validateWounds } from "./wounds";

/**
 * Damage "as if shot with" a weapon, with nobody shooting: a rider thrown or dragged by his mount, a
 * passenger thrown from a wreck (L2165, L2250–2288, L2699–2715). It reads the Shootin' damage table
 * and RECOVERIN' FROM I'M HIT! as a hit would; there is no cover and no shooter, so no Star advantage
 * turns an Obviously Dead aside (our reading: Larger Than Life and Cheating Death are against
 * another figure, L3021–3035).
 */

/** Weapons the mount and vehicle tables name for falls and drags (`DamageAs` of the mounts code). */
export const DAMAGE_AS_WEAPONS = ["pistol", "buffaloGun", "bow"] as const;
export type DamageAsWeapon = (typeof DAMAGE_AS_WEAPONS)[number];

export interface DamageAsInput {
  weapon: DamageAsWeapon;
  toughness: number;
  /** Wounds before the fall. */
  wounds?: Wounds;
  /** The result is at least Out of the Fight (RIDER THROWN and PASSENGER THROWN pass 0). */
  oofMinimum?: boolean;
}

export type DamageAsOutcome = "scratch" | "wounded" | "outOfTheFight" | "obviouslyDead";

export interface DamageAsResult {
  readonly weapon: DamageAsWeapon;
  readonly white: number;
  readonly coloured: number;
  readonly total: number;
  readonly location: HitLocation;
  readonly tableEffect: DamageEffect;
  /** RECOVERIN' FROM I'M HIT! faces (3 against a bow); null when the table gave OOF or OD outright. */
  readonly recovery: readonly number[] | null;
  readonly passes: PassCount | null;
  readonly effect: ImHitEffect | null;
  readonly outcome: DamageAsOutcome;
  /** The roll came out better than Out of the Fight and the pass-0 row made it Out of the Fight. */
  readonly oofMinimumApplied: boolean;
  /** Wounds after the fall. */
  readonly wounds: Wounds;
}

/**
 * Rolls the damage: the white and the coloured die on the damage table, then (for an I'm Hit) the
 * recovery dice against Toughness. With `oofMinimum` a scratch or a light wound becomes Out of the
 * Fight, with a wound where the damage landed (our reading of "OOF as the minimum result").
 */
export function rollDamageAs(
  source: DiceSource,
  input: DamageAsInput,
  options?: Partial<ShootingOptions>,
): DamageAsResult {
  const o = shootingOptions(options);
  const weapon = assertOneOf("input.weapon", input.weapon, DAMAGE_AS_WEAPONS);
  const toughness = assertInteger(
    "input.toughness",
    input.toughness,
    TOUGHNESS_RANGE.min,
    TOUGHNESS_RANGE.max,
  );
  const before = validateWounds(input.wounds, "input.wounds");
  const oofMinimum = assertBoolean("input.oofMinimum", input.oofMinimum ?? false);
  const white = rollFace(source);
  const coloured = rollFace(source);
  const reading = damageForTotal(white + coloured, getShootingWeapon(weapon), 0);
  const base = { weapon, white, coloured, total: reading.total, location: reading.location };
  const gut = reading.location === "gut";
  if (reading.effect !== "imHit") {
    const dead = reading.effect === "obviouslyDead";
    return {
      ...base,
      tableEffect: reading.effect,
      recovery: null,
      passes: null,
      effect: null,
      outcome: dead ? "obviouslyDead" : "outOfTheFight",
      oofMinimumApplied: false,
      wounds: addWound(before, reading.location, gut && !dead),
    };
  }
  const faces: number[] = [];
  for (let i = imHitDice(weapon === "bow"); i > 0; i--) faces.push(rollFace(source));
  const rec = applyImHit(faces, toughness, reading.location, before, o);
  const raise = oofMinimum && rec.outcome !== "outOfTheFight";
  // A scratch leaves no wound; raised to Out of the Fight it is one, where the damage landed (a gut
  // wound at pass 1 already takes the figure out, so only a scratch needs one added).
  const wounds = raise && rec.outcome === "scratch" ? addWound(before, reading.location, gut) : rec.wounds;
  return {
    ...base,
    tableEffect: reading.effect,
    recovery: rec.dice,
    passes: rec.passes,
    effect: rec.effect,
    outcome: raise ? "outOfTheFight" : rec.outcome,
    oofMinimumApplied: raise,
    wounds,
  };
}
