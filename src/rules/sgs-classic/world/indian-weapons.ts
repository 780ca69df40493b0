import { type DiceSource, d6 } from "../../core";
import { assertInteger, assertOneOf } from "../../core/errors";
import type { WeaponKey } from "../ids";

/**
 * Weapons by type for the optional Indian PCs (guide §4.12 step 7; seed L1092–L1118): 1D6 per NPC.
 * Soldiers carry a repeating carbine before 1873 and a trapdoor carbine from then on (SGS-Q46),
 * always with a pistol.
 */

export const INDIAN_WEAPON_TYPES = ["chief", "brave", "youth", "ranger", "soldier"] as const;
export type IndianWeaponType = (typeof INDIAN_WEAPON_TYPES)[number];

/** Faces 1–6 → weapons, for the rolled types. */
export const INDIAN_WEAPON_TABLE: Readonly<
  Record<Exclude<IndianWeaponType, "soldier">, readonly (readonly WeaponKey[])[]>
> = Object.freeze({
  chief: [["bow"], ["rifle"], ["rifle"], ["rifle"], ["lanceBayonet", "pistol"], ["lanceBayonet", "pistol"]],
  brave: [["bow"], ["rifle"], ["rifle"], ["rifle"], ["rifle"], ["lanceBayonet", "pistol"]],
  youth: [["bow"], ["bow"], ["bow"], ["bow"], ["rifle"], ["rifle"]],
  ranger: [["pistol"], ["pistol"], ["pistol"], ["rifle"], ["rifle"], ["rifle"]],
});

/** The year the soldiers' carbine changes. */
export const TRAPDOOR_CARBINE_YEAR = 1873;

export function soldierWeapons(year: number): readonly WeaponKey[] {
  const y = assertInteger("year", year, 1800, 1950);
  return [y < TRAPDOOR_CARBINE_YEAR ? "repeatingCarbine" : "trapdoorCarbine", "pistol"];
}

export function resolveIndianWeapons(
  type: IndianWeaponType,
  input: { readonly die?: number; readonly year?: number },
): readonly WeaponKey[] {
  const t = assertOneOf("type", type, INDIAN_WEAPON_TYPES);
  if (t === "soldier") return soldierWeapons(input.year ?? 1867);
  return INDIAN_WEAPON_TABLE[t][assertInteger("die", input.die, 1, 6) - 1]!;
}

export function rollIndianWeapons(
  type: IndianWeaponType,
  year: number,
  source: DiceSource,
): { readonly die: number | null; readonly weapons: readonly WeaponKey[] } {
  if (assertOneOf("type", type, INDIAN_WEAPON_TYPES) === "soldier")
    return { die: null, weapons: soldierWeapons(year) };
  const die = d6(source);
  return { die, weapons: resolveIndianWeapons(type, { die }) };
}
