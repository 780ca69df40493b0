import { RulesError, assertBoolean, assertInteger } from "../../core/errors";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * Encounter points (guide §4.10; seed L898–L908, L1189–L1207): 10 to whoever kills an armed enemy
 * (5 for a Plains Indian, who scores 15 for a coup instead); an encounter won scores 120 (full) or
 * 60 (half), shared by everyone on the side, the dead included; fractions rounded per SGS-Q44.
 */

export const FULL_POINTS = 120;
export const HALF_POINTS = 60;
export const KILL_POINTS = 10;
export const PLAINS_KILL_POINTS = 5;

export type EncounterOutcome = "full" | "half" | "none" | { readonly fraction: number };

function round(value: number, rules: ClassicRules): number {
  return rules.roundPoints === "down" ? Math.floor(value + 1e-9) : Math.round(value);
}

/** The points an outcome is worth before it is shared. */
export function outcomePoints(outcome: EncounterOutcome, rules: ClassicRules = DEFAULT_RULES): number {
  if (outcome === "full") return FULL_POINTS;
  if (outcome === "half") return HALF_POINTS;
  if (outcome === "none") return 0;
  const f = outcome?.fraction;
  if (typeof f !== "number" || !Number.isFinite(f) || f < 0 || f > 1)
    throw new RulesError("outcome.fraction", f, "must be a fraction between 0 and 1");
  return round(f * FULL_POINTS, rules);
}

/** Each member's share: the points over the side's size, the dead included (the Jonas example, L906). */
export function encounterShare(
  input: { readonly outcome: EncounterOutcome; readonly sideSize: number },
  rules: ClassicRules = DEFAULT_RULES,
): number {
  const size = assertInteger("sideSize", input.sideSize, 1, 100);
  return round(outcomePoints(input.outcome, rules) / size, rules);
}

/** Points for kills of armed enemies. */
export function killPoints(input: { readonly kills: number; readonly plainsIndian: boolean }): number {
  const kills = assertInteger("kills", input.kills, 0, 100);
  return kills * (assertBoolean("plainsIndian", input.plainsIndian) ? PLAINS_KILL_POINTS : KILL_POINTS);
}
