import { readOptions } from "../../core/checks";
import { DEFAULT_WEAPON_OPTIONS, UNCLASSIFIED_AMMO_RULES, type WeaponOptions } from "../weapons/options";
import { frozen } from "../../core/frozen";

/**
 * Rules choices for shooting. Fields marked OPEN follow a gap the guide leaves open; the others are
 * readings of ambiguous wording that a table may want to settle differently.
 */
export interface ShootingOptions extends WeaponOptions {
  /**
   * OPEN (guide §2.7 step 3): beyond effective range, does every die of a multi-die weapon make its
   * own "6, then ≤ Rep" roll (`perDie`, default) or may only one die be thrown at such a target
   * (`oneDie`)?
   */
  longRangeDice: "perDie" | "oneDie";
  /**
   * OPEN (guide §2.7 step 6): a total of 11+ hits where the shooter wants. `pickRow` (default, the
   * guide's example) lets him pick a damage-table row; the two damage dice are still rolled for the
   * obscuring-cover check. `rollNormally` treats 11+ as a plain hit.
   */
  calledShot: "pickRow" | "rollNormally";
  /**
   * Footnote 3 floors the to-hit Rep of a shotgun or scattergun at 4. `baseRep` (default) floors the
   * figure's Rep before wounds and other penalties; `modifiedRep` floors the final figure.
   */
  spreadMinRep: "baseRep" | "modifiedRep";
  /**
   * Agile (L3057) waives the moving-fast miss at 8 when the shooter moves fast. `ownMovement`
   * (default, the card's wording) keeps the miss for a fast-moving target; `anyMovement` waives both.
   */
  agileIgnores: "ownMovement" | "anyMovement";
  /**
   * A chest-wounded figure goes Out of the Fight on a "subsequent wound" (L1559). `chestOnly`
   * (default, as the guide's summary reads) counts only a second chest wound; `anyLocation` any wound.
   */
  chestSubsequentWound: "chestOnly" | "anyLocation";
  /** L3021–3027 Larger Than Life (optional Star advantage, L3019). */
  largerThanLife: boolean;
  /** L3029–3035 Cheating Death (optional Star advantage, L3019). */
  cheatingDeath: boolean;
}

export const DEFAULT_SHOOTING_OPTIONS: Readonly<ShootingOptions> = frozen({
  ...DEFAULT_WEAPON_OPTIONS,
  longRangeDice: "perDie",
  calledShot: "pickRow",
  spreadMinRep: "baseRep",
  agileIgnores: "ownMovement",
  chestSubsequentWound: "chestOnly",
  largerThanLife: true,
  cheatingDeath: true,
});

const checked = new WeakSet<object>([DEFAULT_SHOOTING_OPTIONS]);

/** Fills in defaults and validates once; hot paths reuse the returned object without re-checking. */
export function shootingOptions(
  input?: Partial<ShootingOptions>,
  field = "options",
): Readonly<ShootingOptions> {
  if (input === undefined) return DEFAULT_SHOOTING_OPTIONS;
  if (checked.has(input)) return input as ShootingOptions;
  const o: ShootingOptions = Object.freeze(
    readOptions(input, field, DEFAULT_SHOOTING_OPTIONS, {
      unclassifiedAmmo: UNCLASSIFIED_AMMO_RULES,
      longRangeDice: ["perDie", "oneDie"],
      calledShot: ["pickRow", "rollNormally"],
      spreadMinRep: ["baseRep", "modifiedRep"],
      agileIgnores: ["ownMovement", "anyMovement"],
      chestSubsequentWound: ["chestOnly", "anyLocation"],
    }),
  );
  checked.add(o);
  return o;
}
