import { assertOneOf } from "../../core/errors";
import type { ReactionCode } from "../ids";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * A charge step by step (guide §3.15; seed L351–L369, L1356–L1370): the charger's test, the
 * target's, the charger's test when fired on; each step gives what happens next. The charger
 * stops 1" short for the target's test (L363).
 */

export const CHARGE_STOP_INCHES = 1;

export type ChargeNext =
  | "targetTests"
  | "chargerFires"
  | "chargerStands"
  | "chargerDucks"
  | "chargerRuns"
  | "targetFires"
  | "brawlChargerFirst"
  | "brawl"
  | "targetRuns";

/** After the charger's Charging / Wanting to Charge test. */
export function afterChargingTest(code: ReactionCode, canFire: boolean): ChargeNext {
  if (code === "CHARGE") return "targetTests";
  if (code === "HOLD_FIRE_OR_STAND") return canFire ? "chargerFires" : "chargerStands";
  return "chargerDucks";
}

/** After the target's Being Charged test or check. */
export function afterBeingCharged(code: ReactionCode): ChargeNext {
  const c = assertOneOf("code", code, ["STAND_FIRE", "STAND_FIRST_PUNCH", "STAND_FIGHT", "RUNAWAY"] as const);
  if (c === "STAND_FIRE") return "targetFires";
  if (c === "STAND_FIRST_PUNCH") return "brawlChargerFirst";
  if (c === "STAND_FIGHT") return "brawl";
  return "targetRuns";
}

/**
 * After the charger, fired on by the target, took Shot At (basic) or Received Fire (advanced):
 * SGS-Q18, a Carry On completes the charge (or ends it under the other reading); advanced
 * chargers who halt fire from where they are.
 */
export function afterChargerFiredOn(code: ReactionCode, rules: ClassicRules = DEFAULT_RULES): ChargeNext {
  if (code === "CARRY_ON") return rules.chargerCarryOn === "completesCharge" ? "brawl" : "chargerStands";
  if (code === "HALT_FIRE" || code === "FIRE") return "chargerFires";
  if (code === "RUNAWAY") return "chargerRuns";
  return "chargerDucks";
}
