import type { WeaponKey } from "../ids";

/**
 * The weapon tables (guide §2.6). Basic: seed L188–L199 (QRS L1249–L1258), fields of fire
 * L211–L219, brawl dice L178. Advanced: L958–L973 (QRS L1386–L1397); its Range replaces both
 * ranges (L971) and Impact is read only by the Bad Wound table (L973).
 */

export interface BasicWeapon {
  readonly effectiveRange: number;
  /** null: no long range (the shotgun, "NA"). */
  readonly longRange: number | null;
  /** Bullets (or barrels) one firing may use: 1–ROF. */
  readonly rof: number;
}

export interface AdvancedWeapon {
  /** null: melee only (Lance/Bayonet). */
  readonly range: number | null;
  readonly rof: number;
  readonly impact: number;
}

export type FieldOfFire =
  | { readonly mode: "single" }
  | { readonly mode: "path"; readonly width: number; readonly maxTargets: number | null };

export const BASIC_WEAPONS: Readonly<Partial<Record<WeaponKey, BasicWeapon>>> = Object.freeze({
  bow: { effectiveRange: 16, longRange: 24, rof: 1 },
  knife: { effectiveRange: 3, longRange: 6, rof: 1 },
  pistol: { effectiveRange: 12, longRange: 18, rof: 3 },
  rifle: { effectiveRange: 24, longRange: 36, rof: 1 },
  scattergun: { effectiveRange: 6, longRange: 9, rof: 2 },
  shotgun: { effectiveRange: 12, longRange: null, rof: 2 },
});

export const ADVANCED_WEAPONS: Readonly<Partial<Record<WeaponKey, AdvancedWeapon>>> = Object.freeze({
  pistol: { range: 12, rof: 3, impact: 2 },
  shotgun: { range: 12, rof: 2, impact: 4 },
  bow: { range: 18, rof: 1, impact: 2 },
  trapdoorRifle: { range: 48, rof: 1, impact: 4 },
  scattergun: { range: 6, rof: 2, impact: 4 },
  tomahawkKnife: { range: 3, rof: 1, impact: 2 },
  lanceBayonet: { range: null, rof: 1, impact: 3 },
  repeatingCarbine: { range: 24, rof: 2, impact: 2 },
  trapdoorCarbine: { range: 36, rof: 1, impact: 3 },
});

/** Fields of fire (L211–L219): the shotgun's 2" path, the scattergun's 3", the pistol's 3 targets in 4". */
export const FIELDS_OF_FIRE: Readonly<Partial<Record<WeaponKey, FieldOfFire>>> = Object.freeze({
  shotgun: { mode: "path", width: 2, maxTargets: null },
  scattergun: { mode: "path", width: 3, maxTargets: null },
  pistol: { mode: "path", width: 4, maxTargets: 3 },
});

/**
 * SGS-Q30: the basic weapon each advanced one reads as in basic mode, and the other way. A key
 * mapped to null has no row in that table (melee only).
 */
export const BASIC_ROW: Readonly<Record<WeaponKey, WeaponKey | null>> = Object.freeze({
  bow: "bow",
  knife: "knife",
  pistol: "pistol",
  rifle: "rifle",
  scattergun: "scattergun",
  shotgun: "shotgun",
  trapdoorRifle: "rifle",
  tomahawkKnife: "knife",
  lanceBayonet: null,
  repeatingCarbine: "rifle",
  trapdoorCarbine: "rifle",
  saber: null,
  fists: null,
});

export const ADVANCED_ROW: Readonly<Record<WeaponKey, WeaponKey | null>> = Object.freeze({
  bow: "bow",
  knife: "tomahawkKnife",
  pistol: "pistol",
  rifle: "trapdoorRifle",
  scattergun: "scattergun",
  shotgun: "shotgun",
  trapdoorRifle: "trapdoorRifle",
  tomahawkKnife: "tomahawkKnife",
  lanceBayonet: "lanceBayonet",
  repeatingCarbine: "repeatingCarbine",
  trapdoorCarbine: "trapdoorCarbine",
  saber: null,
  fists: null,
});

/** Brawl dice (L178): 2D6 with a blade (knife, lance, saber; the tomahawk per SGS-Q17), else fists 1D6. */
export const BLADES: ReadonlySet<WeaponKey> = new Set(["knife", "lanceBayonet", "saber"]);

/** Thrown weapons (the knife and the tomahawk). */
export const THROWN: ReadonlySet<WeaponKey> = new Set(["knife", "tomahawkKnife"]);
