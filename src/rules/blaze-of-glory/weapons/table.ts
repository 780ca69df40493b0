import { assertOneOf } from "../../core";
import { WEAPONS, type WeaponId } from "../ids";

/**
 * How a weapon runs out of ammunition (seed L993–997). `unclassified` marks the weapons the ammunition
 * rules never name (derringer, shotgun, scattergun, thrown blades); the `unclassifiedAmmo` option picks
 * what they do.
 */
export type AmmoClass = "muzzleLoader" | "breechLoader" | "repeater" | "unclassified";

/**
 * Damage-table rows whose result depends on the weapon (seed L1523–1526, mapping per guide I-22):
 * `gunArmOof` row 7, `gutOof` row 9, `legOof` row 10.
 */
export type DamageTag = "gunArmOof" | "gutOof" | "legOof";

export interface WeaponData {
  readonly id: WeaponId;
  /** Effective-range factor E (inches per point of Rep); null for a melee-only weapon ("x"). */
  readonly e: number | null;
  /** The larger E that Buffalo Hunters and Veterans may use (footnote 2), when the weapon has one. */
  readonly longE: number | null;
  /** Maximum range in inches; null for a melee-only weapon. */
  readonly maxRange: number | null;
  /** Most dice per shot, and the width in inches the targets of one shot may span. */
  readonly targets: number;
  /** Hands needed to use it: 1 = may be paired with another one-handed firearm (L904). */
  readonly hands: 1 | 2;
  /** Long arms use the "firing rifle" column of the cover table (L1600) and feel an off-arm wound. */
  readonly longArm: boolean;
  readonly firearm: boolean;
  readonly thrown: boolean;
  readonly meleeOnly: boolean;
  /** Adds 1d6 in melee and deals lethal damage (L1041). */
  readonly meleeWeapon: boolean;
  readonly ammo: AmmoClass;
  /**
   * Shotgun-type spread (footnote 3): to-hit Rep floored at 4, two damage rolls per hit, and beyond
   * `closeRange` inches the damage is capped at I'm Hit (errata E-1).
   */
  readonly spread: { readonly minRep: number; readonly closeRange: number } | null;
  readonly damageTags: readonly DamageTag[];
  readonly source: string;
}

const ROW7_9 = ["gunArmOof", "gutOof"] as const;

/** The weapons table (seed L906–922, QRS L6896–6912) with the guide's readings I-04 and I-22. */
export const WEAPON_TABLE: Readonly<Record<WeaponId, WeaponData>> = {
  derringer: weapon("derringer", 1, null, 6, 1, 1, false, "unclassified", [], "L907"),
  pistol: weapon("pistol", 3, null, 35, 2, 1, false, "breechLoader", ["gutOof"], "L908"),
  repeatingCarbine: weapon("repeatingCarbine", 6, null, 300, 2, 2, true, "repeater", ["gutOof"], "L909"),
  trapdoorCarbine: weapon("trapdoorCarbine", 6, null, 500, 1, 2, true, "breechLoader", ROW7_9, "L910"),
  mlCarbine: weapon("mlCarbine", 6, null, 500, 1, 2, true, "muzzleLoader", ROW7_9, "L910"),
  trapdoorRifle: weapon("trapdoorRifle", 6, 12, 500, 1, 2, true, "breechLoader", ROW7_9, "L911"),
  mlRifle: weapon("mlRifle", 6, 12, 500, 1, 2, true, "muzzleLoader", ROW7_9, "L911"),
  buffaloGun: weapon("buffaloGun", 6, 12, 500, 1, 2, true, "breechLoader", [...ROW7_9, "legOof"], "L912"),
  mlBuffaloGun: weapon("mlBuffaloGun", 6, 12, 500, 1, 2, true, "muzzleLoader", [...ROW7_9, "legOof"], "L912"),
  scattergun: {
    ...weapon("scattergun", 3, null, 25, 3, 2, true, "unclassified", ROW7_9, "L913, L9001"),
    spread: { minRep: 4, closeRange: 3 },
  },
  shotgun: {
    ...weapon("shotgun", 6, null, 75, 2, 2, true, "unclassified", ROW7_9, "L914, L9001"),
    spread: { minRep: 4, closeRange: 6 },
  },
  smoothboreCarbine: weapon("smoothboreCarbine", 3, null, 50, 1, 2, true, "muzzleLoader", ROW7_9, "L915"),
  bow: { ...weapon("bow", 6, null, 75, 2, 2, true, "breechLoader", [], "L916"), firearm: false },
  tomahawk: thrownBlade("tomahawk", ["gutOof"]),
  knife: thrownBlade("knife", []),
  lance: {
    ...weapon("lance", null, null, null, 1, 1, false, "unclassified", [], "L918, L932"),
    firearm: false,
    meleeOnly: true,
    meleeWeapon: true,
  },
};

function weapon(
  id: WeaponId,
  e: number | null,
  longE: number | null,
  maxRange: number | null,
  targets: number,
  hands: 1 | 2,
  longArm: boolean,
  ammo: AmmoClass,
  damageTags: readonly DamageTag[],
  source: string,
): WeaponData {
  return {
    id,
    e,
    longE,
    maxRange,
    targets,
    hands,
    longArm,
    firearm: true,
    thrown: false,
    meleeOnly: false,
    meleeWeapon: false,
    ammo,
    spread: null,
    damageTags,
    source,
  };
}

function thrownBlade(id: WeaponId, damageTags: readonly DamageTag[]): WeaponData {
  return {
    ...weapon(id, 1, null, 6, 1, 1, false, "unclassified", damageTags, "L917, L1036"),
    firearm: false,
    thrown: true,
    meleeWeapon: true,
  };
}

/** Looks a weapon up, rejecting unknown ids with a RulesError on `field`. */
export function getWeapon(id: unknown, field = "weapon"): WeaponData {
  if (typeof id === "string" && Object.hasOwn(WEAPON_TABLE, id)) return WEAPON_TABLE[id as WeaponId];
  return WEAPON_TABLE[assertOneOf(field, id, WEAPONS)];
}

export function hasDamageTag(weapon: WeaponData, tag: DamageTag): boolean {
  return weapon.damageTags.includes(tag);
}
