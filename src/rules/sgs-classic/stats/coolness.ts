import { assertBoolean, assertInteger } from "../../core/errors";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * Coolness in the campaign (guide §4.11; seed L145–L153): only a PC's changes, +1 for every third
 * shoot-out he did not run from, −1 for each one he ran from. SGS-Q06: generated in 3–6, kept in
 * 0–6 afterwards (or 3–6 under the other reading).
 */

/** Shoot-outs without running away that earn +1 Coolness. */
export const SHOOTOUTS_PER_COOLNESS = 3;

export function coolnessBounds(rules: ClassicRules = DEFAULT_RULES): { min: number; max: number } {
  return { min: rules.coolnessCampaignRange === "zeroToSix" ? 0 : 3, max: 6 };
}

export interface CoolnessRecord {
  readonly coolness: number;
  /** Shoot-outs without running away since the last +1. */
  readonly shootoutsWithoutRunning: number;
}

export interface CoolnessChange extends CoolnessRecord {
  /** What the shoot-out did to Coolness (after the bounds): +1, −1 or 0. */
  readonly change: number;
}

/** Folds one shoot-out into a PC's Coolness record. */
export function coolnessAfterShootout(
  record: CoolnessRecord & { readonly ranAway: boolean },
  rules: ClassicRules = DEFAULT_RULES,
): CoolnessChange {
  const coolness = assertInteger("coolness", record.coolness, 0, 6);
  const count = assertInteger("shootoutsWithoutRunning", record.shootoutsWithoutRunning, 0, 999);
  const { min, max } = coolnessBounds(rules);
  const clamp = (v: number) => Math.min(max, Math.max(min, v));
  if (assertBoolean("ranAway", record.ranAway)) {
    const next = clamp(coolness - 1);
    return { coolness: next, shootoutsWithoutRunning: count, change: next - coolness };
  }
  const reached = count + 1 >= SHOOTOUTS_PER_COOLNESS;
  const next = reached ? clamp(coolness + 1) : coolness;
  return { coolness: next, shootoutsWithoutRunning: reached ? 0 : count + 1, change: next - coolness };
}
