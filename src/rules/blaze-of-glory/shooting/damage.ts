import { type DiceSource, assertInteger } from "../../core";
import type { HitLocation, WeaponId } from "../ids";
import { type DamageTag, type WeaponData } from "../weapons/table";
import { getShootingWeapon } from "../weapons/shooting-weapon";
import { assertDistance } from "../weapons/range";
import { rollFace } from "./im-hit";

/** The damage table's three results (seed L1518–1528). */
export type DamageEffect = "imHit" | "outOfTheFight" | "obviouslyDead";

export interface DamageRow {
  readonly total: number;
  readonly location: HitLocation;
  /** The result for every weapon, unless `oofTag` names weapons that take the figure out instead. */
  readonly effect: "imHit" | "obviouslyDead";
  readonly oofTag: DamageTag | null;
  readonly source: string;
}

/** SHOOTIN' DAMAGE TABLE, 2d6 summed (one white, one coloured die). Index = total − 2. */
export const SHOOTIN_DAMAGE_TABLE: readonly DamageRow[] = [
  { total: 2, location: "head", effect: "imHit", oofTag: null, source: "L1518" },
  { total: 3, location: "head", effect: "imHit", oofTag: null, source: "L1519" },
  { total: 4, location: "leg", effect: "imHit", oofTag: null, source: "L1520" },
  { total: 5, location: "head", effect: "obviouslyDead", oofTag: null, source: "L1521" },
  { total: 6, location: "gut", effect: "imHit", oofTag: null, source: "L1522" },
  { total: 7, location: "gunArm", effect: "imHit", oofTag: "gunArmOof", source: "L1523" },
  { total: 8, location: "chest", effect: "imHit", oofTag: null, source: "L1524" },
  { total: 9, location: "gut", effect: "imHit", oofTag: "gutOof", source: "L1525" },
  { total: 10, location: "leg", effect: "imHit", oofTag: "legOof", source: "L1526" },
  { total: 11, location: "offArm", effect: "imHit", oofTag: null, source: "L1527" },
  { total: 12, location: "chest", effect: "obviouslyDead", oofTag: null, source: "L1528" },
];

export interface DamageReading {
  total: number;
  location: HitLocation;
  effect: DamageEffect;
  /**
   * A shotgun beyond 6" or scattergun beyond 3" turned OD or OOF into I'm Hit (errata E-1, L9001; the
   * "(at 6"/3")" of rows 7 and 9).
   */
  rangeCapped: boolean;
}

/** Reads a damage-table row for a weapon on validated input (no allocation beyond the result). */
export function damageForTotal(total: number, w: WeaponData, distance: number): DamageReading {
  const r = SHOOTIN_DAMAGE_TABLE[total - 2]!;
  let effect: DamageEffect = r.effect;
  if (r.oofTag !== null && w.damageTags.includes(r.oofTag)) effect = "outOfTheFight";
  const far = w.spread !== null && distance > w.spread.closeRange;
  if (far && effect !== "imHit") return { total, location: r.location, effect: "imHit", rangeCapped: true };
  return { total, location: r.location, effect, rangeCapped: false };
}

export interface DamageRoll extends DamageReading {
  white: number;
  coloured: number;
}

/**
 * The damage table for a white and a coloured die. `distance` matters only for a shotgun or
 * scattergun; leave it out for damage "as if shot with" a weapon (falls, trample, thrown riders).
 */
export function readDamage(white: number, coloured: number, weapon: WeaponId, distance = 0): DamageRoll {
  const wf = assertInteger("white", white, 1, 6);
  const cf = assertInteger("coloured", coloured, 1, 6);
  const w = getShootingWeapon(weapon);
  return { white: wf, coloured: cf, ...damageForTotal(wf + cf, w, assertDistance("distance", distance)) };
}

/** Rolls the white die, then the coloured one, and reads the table. */
export function rollDamage(source: DiceSource, weapon: WeaponId, distance = 0): DamageRoll {
  const white = rollFace(source);
  return readDamage(white, rollFace(source), weapon, distance);
}
