import { type DiceSource, assertInteger, assertOneOf } from "../../core";
import { SAND_RANGE } from "../figure";
import { type TableTestResult, assertInput } from "../mounts";
import { plainRoll, tableResult } from "../mounts/engine";
import type { VehicleEffects } from "./types";
import { frozen } from "../../core/frozen";

export const TRAMPLE_OUTCOMES = ["dodges", "hit"] as const;
export type TrampleOutcome = (typeof TRAMPLE_OUTCOMES)[number];
export type TrampleResult = TableTestResult<"trample", TrampleOutcome, VehicleEffects>;

const DODGES: VehicleEffects = frozen({});
const FAST_GLANCING: VehicleEffects = frozen({
  trampled: true,
  damageAs: "buffaloGun",
  cover: "obscuring",
});
const FAST_FULL: VehicleEffects = frozen({ trampled: true, damageAs: "buffaloGun", cover: "none" });
const NORMAL_HIT: VehicleEffects = frozen({ trampled: true, damageAs: "pistol", cover: "obscuring" });

/**
 * TRAMPLE (L2721–2737) vs the victim's Sand. Pass 2 dodges. Pass 1: a fast vehicle hits him (damage
 * as a buffalo gun, counting obscuring cover), a normal-speed one misses. Pass 0: fast → buffalo gun,
 * no cover; normal → pistol with obscuring cover. Weapons from the main text (the QRS omits them,
 * guide I-17).
 */
export function rollTrample(
  source: DiceSource,
  input: { sand: number; vehiclePace: "normal" | "fast" },
): TrampleResult {
  const i = assertInput("input", input);
  const target = assertInteger("input.sand", i.sand, SAND_RANGE.min, SAND_RANGE.max);
  const fast = assertOneOf("input.vehiclePace", i.vehiclePace, ["normal", "fast"] as const) === "fast";
  const roll = plainRoll(source, target);
  if (roll.passes === 2) return tableResult("trample", target, roll, "dodges", DODGES);
  if (roll.passes === 1) {
    return fast
      ? tableResult("trample", target, roll, "hit", FAST_GLANCING)
      : tableResult("trample", target, roll, "dodges", DODGES);
  }
  return tableResult("trample", target, roll, "hit", fast ? FAST_FULL : NORMAL_HIT);
}
