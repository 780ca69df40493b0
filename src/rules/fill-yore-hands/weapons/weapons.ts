import { assertObject } from "../../core/checks";
import { assertInteger, assertOneOf } from "../../core/errors";
import { frozen } from "../../core/frozen";
import type { MissingTable } from "../../core/gm-table";
import { WEAPON_KEYS, type RangeTable, type WeaponKey } from "../ids";
import { DEFAULT_INTERPRETATIONS, type FyhInterpretations } from "../interpretations";
import { RANGE_TABLE, type BandRow } from "../shooting/range-table";

/** Where the reserve is carried (L77–L82); the Derringer "usually" has none (L83). */
export type ReserveContainer = "gunBelt" | "cartridgePouchOrBandolier";

/** The ammunition table (guide §2.6.2, seed L76–L83; the Shotgun has no row there, FYH-M13). */
export interface AmmoRow {
  readonly capacity: number;
  readonly reserve: number;
  readonly reserveContainer: ReserveContainer | null;
}

export const AMMO_TABLE: Readonly<Record<Exclude<WeaponKey, "shotgun">, AmmoRow>> = frozen({
  sixShooter: { capacity: 6, reserve: 18, reserveContainer: "gunBelt" }, // L77
  repeaterRifle: { capacity: 8, reserve: 18, reserveContainer: "gunBelt" }, // L78 ("Reapeater")
  // L79–L82: "Military Carbine / or Rifle / 1 bullet 24 Rounds in cartridge pouch / or bandolier".
  militaryRifle: { capacity: 1, reserve: 24, reserveContainer: "cartridgePouchOrBandolier" },
  militaryCarbine: { capacity: 1, reserve: 24, reserveContainer: "cartridgePouchOrBandolier" },
  // L83: "2 bullets No reserve usually": 0, which the GM can raise on the sheet.
  derringer: { capacity: 2, reserve: 0, reserveContainer: null },
});

/** The GM's `shotgunAmmo` row (FYH-M13): rounds the shotgun holds and its reserve. */
export interface ShotgunAmmo {
  readonly capacity: number;
  readonly reserve: number;
}

/** A weapon's range-table row as this world reads FYH-Q05. */
export interface WeaponRange {
  readonly rangeTable: RangeTable;
  readonly bands: readonly BandRow[];
}

export interface WeaponStats extends AmmoRow, WeaponRange {
  readonly key: WeaponKey;
}

type RangeRules = Pick<FyhInterpretations, "militaryRifleRow" | "derringerBands">;

/**
 * The range row a weapon shoots on (FYH-Q05): the ammo table's names do not match the range
 * table's, and the Derringer has no row at all, so the world's reading picks one.
 */
export function weaponRange(input: { weapon: WeaponKey; rules?: RangeRules }): WeaponRange {
  assertObject("input", input);
  const weapon = assertOneOf("weapon", input.weapon, WEAPON_KEYS);
  const rules = input.rules ?? DEFAULT_INTERPRETATIONS;
  const rifleRow = assertOneOf("rules.militaryRifleRow", rules.militaryRifleRow, ["rifle", "carbine"]);
  const derringer = assertOneOf("rules.derringerBands", rules.derringerBands, [
    "pistolCloseShort",
    "pistolAll",
  ]);
  switch (weapon) {
    case "sixShooter":
      return { rangeTable: "pistol", bands: RANGE_TABLE.pistol };
    case "repeaterRifle":
      return { rangeTable: "rifle", bands: RANGE_TABLE.rifle };
    case "militaryRifle":
      return { rangeTable: rifleRow, bands: RANGE_TABLE[rifleRow] };
    case "militaryCarbine":
      return { rangeTable: "carbine", bands: RANGE_TABLE.carbine };
    case "shotgun":
      return { rangeTable: "shotgun", bands: RANGE_TABLE.shotgun };
    case "derringer":
      // A hideout gun: by default it keeps only the pistol's Close and Short bands.
      return {
        rangeTable: "pistol",
        bands: derringer === "pistolAll" ? RANGE_TABLE.pistol : RANGE_TABLE.pistol.slice(0, 2),
      };
  }
}

/**
 * Everything about a weapon: its ammunition row and its range row. The shotgun's capacity and
 * reserve are lost (FYH-M13), so they come from the GM's `shotgunAmmo` table; without it the
 * answer is `{ missing: "shotgunAmmo" }`, never a made-up number.
 */
export function weaponStats(input: {
  weapon: WeaponKey;
  shotgunAmmo?: ShotgunAmmo | undefined;
  rules?: RangeRules;
}): WeaponStats | MissingTable {
  const range = weaponRange(input);
  const key = input.weapon;
  if (key !== "shotgun") return { key, ...AMMO_TABLE[key], ...range };
  if (input.shotgunAmmo === undefined) return { missing: "shotgunAmmo" };
  const ammo = assertObject<ShotgunAmmo>("shotgunAmmo", input.shotgunAmmo);
  const capacity = assertInteger("shotgunAmmo.capacity", ammo.capacity, 1, 100);
  const reserve = assertInteger("shotgunAmmo.reserve", ammo.reserve, 0, 1000);
  return { key, capacity, reserve, reserveContainer: null, ...range };
}
