import { assertInteger, type DiceSource } from "../../core";
import { SETTLEMENT_LEVEL_RANGE } from "./locales";
import { RollLog } from "./roll-log";
import type { EncounterRoll } from "./types";

/**
 * LUCRE POINTS – THE TAKE (L5931–5941), the part an Outlaw encounter reads when it ends: a
 * successful job yields 1d6 × the settlement level in LP; wagons or mules taken in a Hold Up first
 * need 1d6 at or under their count (a wagon counts two).
 */

export const THE_TAKE_SOURCE = "L5933";

/** 1d6 × settlement level lucre points (L5933). The roll's `values.lucre` is the take. */
export function rollTheTake(dice: DiceSource, settlementLevel: number): EncounterRoll {
  const sl = assertInteger(
    "settlementLevel",
    settlementLevel,
    SETTLEMENT_LEVEL_RANGE.min,
    SETTLEMENT_LEVEL_RANGE.max,
  );
  const log = new RollLog(dice);
  return log.sum({
    purpose: "theTake",
    source: THE_TAKE_SOURCE,
    read: () => "lucrePoints",
    values: (die) => ({ lucre: die * sl, settlementLevel: sl }),
  });
}

/** The most wagons or mules the check accepts (a long mule train; the book sets no cap). */
const MAX_ANIMALS = 100;

/**
 * Wagons or mules taken in a Hold Up (L5940–5941): 1d6 vs wagons × 2 + mules; a pass lets the
 * outlaws roll the take. The roll's result is `takeMayBeRolled` or `nothingWorthTaking`.
 */
export function rollWagonTrainTake(
  dice: DiceSource,
  taken: { wagons: number; mules: number },
): EncounterRoll {
  const wagons = assertInteger("wagons", taken.wagons, 0, MAX_ANIMALS);
  const mules = assertInteger("mules", taken.mules, 0, MAX_ANIMALS);
  const log = new RollLog(dice);
  return log.passes({
    purpose: "wagonTrainTake",
    count: 1,
    target: wagons * 2 + mules,
    source: "L5940–5941",
    read: (passes) => (passes > 0 ? "takeMayBeRolled" : "nothingWorthTaking"),
  });
}
