import { assertBoolean, assertInteger } from "../../core";
import { REP_RANGE } from "../figure";
import { type ShootingOptions, shootingOptions } from "./options";
import { frozen } from "../../core/frozen";

export type StarAdvantage = "largerThanLife" | "cheatingDeath";

/** Consequences the caller applies: in the encounter and, in a campaign, to the Star's record. */
export type StarEffect = "removedFromPlay" | "loseAllRap" | "capturedUnlessCarriedOff" | "repMinusOne";

export interface KillInput {
  /** A Star, or a Hand allowed the Star advantages (L3017). */
  eligible: boolean;
  targetRep: number;
  shooterRep: number;
  /** The player declares Cheating Death when it is open to him. */
  declareCheatDeath: boolean;
}

export interface KillResult {
  outcome: "obviouslyDead" | "outOfTheFight" | "cheatedDeath";
  advantage: StarAdvantage | null;
  effects: readonly StarEffect[];
}

const DEAD: KillResult = frozen({ outcome: "obviouslyDead", advantage: null, effects: [] });
const LTL: KillResult = frozen({
  outcome: "outOfTheFight",
  advantage: "largerThanLife",
  effects: Object.freeze(["loseAllRap", "capturedUnlessCarriedOff"]) as readonly StarEffect[],
});
const CHEAT: KillResult = frozen({
  outcome: "cheatedDeath",
  advantage: "cheatingDeath",
  effects: Object.freeze(["removedFromPlay", "repMinusOne", "loseAllRap"]) as readonly StarEffect[],
});

/**
 * What an Obviously Dead result does to a Star (L3021–3035): from a lower-Rep enemy Larger Than
 * Life makes it Out of the Fight (campaign: RAP lost, captured unless carried off); from an equal or
 * higher Rep he may Cheat Death (removed from play; campaign: Rep −1 and RAP lost).
 */
export function resolveKill(input: KillInput, options?: Partial<ShootingOptions>): KillResult {
  const o = shootingOptions(options);
  const eligible = assertBoolean("eligible", input.eligible);
  const targetRep = assertInteger("targetRep", input.targetRep, REP_RANGE.min, REP_RANGE.max);
  const shooterRep = assertInteger("shooterRep", input.shooterRep, REP_RANGE.min, REP_RANGE.max);
  const declare = assertBoolean("declareCheatDeath", input.declareCheatDeath);
  return killResult(eligible, targetRep, shooterRep, declare, o);
}

export function killResult(
  eligible: boolean,
  targetRep: number,
  shooterRep: number,
  declare: boolean,
  o: Readonly<ShootingOptions>,
): KillResult {
  if (!eligible) return DEAD;
  if (shooterRep < targetRep) return o.largerThanLife ? LTL : DEAD;
  return o.cheatingDeath && declare ? CHEAT : DEAD;
}
