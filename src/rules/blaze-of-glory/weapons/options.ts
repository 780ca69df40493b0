import { readOptions } from "../../core/checks";
import { frozen } from "../../core/frozen";

/** What a weapon the ammunition rules never classify does when it fires (guide §2.3, OPEN). */
export type UnclassifiedAmmoRule = "breechLoader" | "repeater" | "muzzleLoader" | "neverFumbles";
export const UNCLASSIFIED_AMMO_RULES: readonly UnclassifiedAmmoRule[] = [
  "breechLoader",
  "repeater",
  "muzzleLoader",
  "neverFumbles",
];

/** Table-level choices for weapons and ammunition. */
export interface WeaponOptions {
  /**
   * Derringer, shotgun, scattergun and thrown blades are missing from the ammunition list (L993–997).
   * Default `breechLoader`: they are cartridge guns or single throws, so any 1 fumbles.
   */
  unclassifiedAmmo: UnclassifiedAmmoRule;
  /** Guide I-07: L1207 would let a figure on foot reload during a normal move; the guide says no. */
  reloadWhileMovingOnFoot: boolean;
  /** L955 optional rule: NPCs with two pistols carry cap-and-ball revolvers. Off unless chosen. */
  capAndBallForTwoPistolNpcs: boolean;
}

export const DEFAULT_WEAPON_OPTIONS: Readonly<WeaponOptions> = frozen({
  unclassifiedAmmo: "breechLoader",
  reloadWhileMovingOnFoot: false,
  capAndBallForTwoPistolNpcs: false,
});

const checked = new WeakSet<object>();

/** Fills in defaults and validates; the result is remembered so hot paths skip re-validation. */
export function weaponOptions(input?: Partial<WeaponOptions>, field = "options"): Readonly<WeaponOptions> {
  if (input === undefined) return DEFAULT_WEAPON_OPTIONS;
  if (checked.has(input)) return input as WeaponOptions;
  const o = readOptions(input, field, DEFAULT_WEAPON_OPTIONS, { unclassifiedAmmo: UNCLASSIFIED_AMMO_RULES });
  checked.add(o);
  return o;
}
checked.add(DEFAULT_WEAPON_OPTIONS);
