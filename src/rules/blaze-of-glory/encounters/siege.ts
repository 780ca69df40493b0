import { assertBoolean, assertInteger, type DiceSource } from "../../core";
import { REP_RANGE } from "../figure";
import { SETTLEMENT_LEVEL_RANGE } from "./locales";
import { booleanInput, integerInput } from "./inputs";
import { RollLog } from "./roll-log";
import { specialTable } from "./special-table";
import type { SpecialTableDefinition } from "./types";

/**
 * The Indians' siege of a holed-up Star (L3765–3772). Each day's fight ends when the first turn's
 * activation total comes up again; then every wounded figure not out of the fight rolls 2d6 against
 * Rep to recover, the dead and OOF Indians + 1d6 are set against the living + 1d6 (higher: they
 * leave), the cavalry comes on 1d6 above the settlement level, and at a water hole the Star need
 * only last three days.
 */

export const SIEGE_DAYS_AT_WATER_HOLE = 3;

/** A day's fight stops when a later turn's activation total equals the first turn's (L3767). */
export function indiansCallOffAttack(firstTotal: number, total: number, turn: number): boolean {
  const f = assertInteger("firstTotal", firstTotal, 2, 12);
  const t = assertInteger("total", total, 2, 12);
  return assertInteger("turn", turn, 1, 1000) > 1 && f === t;
}

/** A wounded figure's 2d6 vs Rep (L3768): 2 fit again, 1 fights on with the wound's penalty, 0 OOF. */
export function siegeRecovery(passes: number): "fitToFight" | "fightsWounded" | "outOfTheFight" {
  const p = assertInteger("passes", passes, 0, 2);
  return p === 2 ? "fitToFight" : p === 1 ? "fightsWounded" : "outOfTheFight";
}

export type SiegeDayEnd = "indiansDisappear" | "cavalryArrives" | "waterHoleHeld" | "fightNextDay";

/**
 * Reads the end of a day: the dead + die against the living + die (L3769), the cavalry die above the
 * level (L3770), then the three days at a water hole (L3772). Dice not needed are ignored.
 */
export function siegeDayEnd(options: {
  dead: number;
  alive: number;
  deadDie: number;
  aliveDie: number;
  cavalryDie: number;
  settlementLevel: number;
  day: number;
  waterHole: boolean;
}): SiegeDayEnd {
  const dead = assertInteger("dead", options.dead, 0, 1000);
  const alive = assertInteger("alive", options.alive, 0, 1000);
  const dd = assertInteger("deadDie", options.deadDie, 1, 6);
  const ad = assertInteger("aliveDie", options.aliveDie, 1, 6);
  const cd = assertInteger("cavalryDie", options.cavalryDie, 1, 6);
  const sl = assertInteger(
    "settlementLevel",
    options.settlementLevel,
    SETTLEMENT_LEVEL_RANGE.min,
    SETTLEMENT_LEVEL_RANGE.max,
  );
  const day = assertInteger("day", options.day, 1, 100);
  const water = assertBoolean("waterHole", options.waterHole);
  if (dead + dd > alive + ad) return "indiansDisappear";
  if (cd > sl) return "cavalryArrives";
  if (water && day >= SIEGE_DAYS_AT_WATER_HOLE) return "waterHoleHeld";
  return "fightNextDay";
}

/** One wounded figure's recovery roll (L3768). */
export const SIEGE_RECOVERY_TABLE: SpecialTableDefinition = specialTable(
  "siegeRecovery",
  "L3768",
  [{ key: "rep", kind: "integer", min: REP_RANGE.min, max: REP_RANGE.max, default: 4 }],
  (dice: DiceSource, v) => {
    const log = new RollLog(dice);
    const r = log.passes({
      purpose: "siegeRecovery",
      target: integerInput(v, "rep"),
      source: "L3768",
      read: (p) => `siege.${siegeRecovery(p)}`,
    });
    return {
      table: "siegeRecovery",
      rolls: log.rolls,
      outcome: r.result,
      notes: r.score === 1 ? ["woundPenaltiesApply"] : [],
    };
  },
);

/** The end of a day's fighting (L3769–3772). */
export const SIEGE_END_OF_DAY_TABLE: SpecialTableDefinition = specialTable(
  "siegeEndOfDay",
  "L3769–3772",
  [
    { key: "deadIndians", kind: "integer", min: 0, max: 200, default: 0 },
    { key: "aliveIndians", kind: "integer", min: 0, max: 200, default: 1 },
    {
      key: "settlementLevel",
      kind: "integer",
      min: SETTLEMENT_LEVEL_RANGE.min,
      max: SETTLEMENT_LEVEL_RANGE.max,
      default: 3,
    },
    /** The day just fought (1 = the first). */
    { key: "day", kind: "integer", min: 1, max: 100, default: 1 },
    { key: "waterHole", kind: "boolean", default: true },
  ],
  (dice: DiceSource, v) => {
    const log = new RollLog(dice);
    const dead = integerInput(v, "deadIndians");
    const alive = integerInput(v, "aliveIndians");
    const sl = integerInput(v, "settlementLevel");
    const day = integerInput(v, "day");
    const waterHole = booleanInput(v, "waterHole");
    const d = log.sum({
      purpose: "deadIndians",
      modifier: dead,
      source: "L3769",
      read: () => "score",
      values: (n) => ({ n }),
    });
    const a = log.sum({
      purpose: "aliveIndians",
      modifier: alive,
      source: "L3769",
      read: () => "score",
      values: (n) => ({ n }),
    });
    let outcome: SiegeDayEnd;
    if (d.score > a.score) outcome = "indiansDisappear";
    else {
      const c = log.sum({
        purpose: "cavalry",
        source: "L3770",
        read: (die) => (die > sl ? "cavalryArrives" : "noCavalry"),
        values: () => ({ level: sl }),
      });
      outcome = siegeDayEnd({
        dead,
        alive,
        deadDie: d.dice[0]!,
        aliveDie: a.dice[0]!,
        cavalryDie: c.dice[0]!,
        settlementLevel: sl,
        day,
        waterHole,
      });
    }
    return {
      table: "siegeEndOfDay",
      rolls: log.rolls,
      outcome: `siege.${outcome}`,
      values: { day, nextDay: day + 1 },
      notes: outcome === "fightNextDay" ? ["indiansResupplied", "noteFirstActivationTotal"] : [],
    };
  },
);
