import { RulesError, assertOneOf } from "../../core/errors";
import { WEAPON_KEYS, type WeaponKey } from "../ids";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";
import {
  ADVANCED_ROW,
  ADVANCED_WEAPONS,
  BASIC_ROW,
  BASIC_WEAPONS,
  BLADES,
  FIELDS_OF_FIRE,
  type FieldOfFire,
  THROWN,
} from "./tables";

/** A weapon as the world's rules use it: one row of the basic or the advanced table. */
export interface WeaponProfile {
  readonly key: WeaponKey;
  /** The table row read (another key under SGS-Q30), or null for a melee-only arm. */
  readonly row: WeaponKey | null;
  readonly layer: "basic" | "advanced";
  /** Basic: the effective range; advanced: the one Range; null for melee only. */
  readonly effectiveRange: number | null;
  /** Basic only; null when there is none (shotgun, advanced table, melee). */
  readonly longRange: number | null;
  readonly rof: number;
  /** The bullets one firing may use (L190–L199): 1 up to the ROF; [1, 2] shotgun, [1, 2, 3] pistol; [] melee only. */
  readonly rofOptions: readonly number[];
  /** Advanced only. */
  readonly impact: number | null;
  readonly fieldOfFire: FieldOfFire;
  readonly brawlDice: 1 | 2;
  /** Brawl damage with it is a wound (a weapon), not temporary (fists), L305. */
  readonly brawlPermanent: boolean;
  readonly thrown: boolean;
}

/** Brawl dice of a weapon (L178, SGS-Q17). */
export function brawlDice(key: WeaponKey, rules: ClassicRules = DEFAULT_RULES): 1 | 2 {
  assertOneOf("key", key, WEAPON_KEYS);
  if (BLADES.has(key)) return 2;
  if (key === "tomahawkKnife") return rules.tomahawkBrawlDice >= 2 ? 2 : 1;
  return 1;
}

export function weaponProfile(key: WeaponKey, rules: ClassicRules = DEFAULT_RULES): WeaponProfile {
  const p = rowProfile(key, rules);
  return { ...p, rofOptions: Array.from({ length: p.rof }, (_, i) => i + 1) };
}

function rowProfile(key: WeaponKey, rules: ClassicRules): Omit<WeaponProfile, "rofOptions"> {
  assertOneOf("key", key, WEAPON_KEYS);
  const common = {
    key,
    brawlDice: brawlDice(key, rules),
    // A blade is a weapon in a brawl; anything else is fought with fists (L178, L303–L305).
    brawlPermanent: BLADES.has(key) || key === "tomahawkKnife",
    thrown: THROWN.has(key),
  };
  const layer = rules.advancedShooting ? "advanced" : "basic";
  const row = (layer === "advanced" ? ADVANCED_ROW : BASIC_ROW)[key];
  const numbers = row === null ? null : layer === "advanced" ? advancedNumbers(row) : basicNumbers(row);
  if (row === null || numbers === null)
    return {
      ...common,
      row: null,
      layer,
      effectiveRange: null,
      longRange: null,
      rof: 0,
      impact: null,
      fieldOfFire: { mode: "single" },
    };
  return { ...common, row, layer, ...numbers, fieldOfFire: FIELDS_OF_FIRE[row] ?? { mode: "single" } };
}

type RowNumbers = Pick<WeaponProfile, "effectiveRange" | "longRange" | "rof" | "impact">;

/** A row of the advanced table: one Range, no long range; a melee-only arm fires no shots. */
function advancedNumbers(row: WeaponKey): RowNumbers | null {
  const adv = ADVANCED_WEAPONS[row];
  if (!adv) return null;
  return {
    effectiveRange: adv.range,
    longRange: null,
    rof: adv.range === null ? 0 : adv.rof,
    impact: adv.impact,
  };
}

/** A row of the basic table: both ranges, no Impact. */
function basicNumbers(row: WeaponKey): RowNumbers | null {
  const basic = BASIC_WEAPONS[row];
  if (!basic) return null;
  return { effectiveRange: basic.effectiveRange, longRange: basic.longRange, rof: basic.rof, impact: null };
}

export type RangeBand = "effective" | "long" | "out";

/** Where a distance falls for a weapon: effective, long (basic only), or out of reach. */
export function rangeBand(profile: WeaponProfile, inches: number): RangeBand {
  if (typeof inches !== "number" || !Number.isFinite(inches) || inches < 0)
    throw new RulesError("inches", inches, "must be a distance of 0 or more");
  if (profile.effectiveRange === null) return "out";
  if (inches <= profile.effectiveRange) return "effective";
  if (profile.longRange !== null && inches <= profile.longRange) return "long";
  return "out";
}
