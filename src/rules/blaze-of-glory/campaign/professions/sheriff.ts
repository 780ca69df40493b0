import { assertInteger, type DiceSource } from "../../../core";
import { frozen } from "../../../core/frozen";
import { REP_RANGE } from "../../figure";
import { RollLog } from "../../encounters/roll-log";
import type { EncounterRoll } from "../../encounters/types";
import { matrix, rollCappedPool } from "./matrix";

/** The SHERIFF CAMPAIGN (L6382–6566): deputies, SHERIFF ENCOUNTERS, good will and elections. */

/** SHERIFF ENCOUNTERS (L6400–6427), 2d6 by settlement level 1–5; level 6 reads the 5 column (guide I-55). */
export const SHERIFF_ENCOUNTERS = frozen(
  matrix(2, 2, "L6404–6427", [
    "IN IN PT PT PT",
    "IN IN P  P  P",
    "C  P  C  C  C",
    "P  GF GF GF HT",
    "GF HT HT HT HT",
    "IN IN HT HT HT",
    "GF HT GF HT HT",
    "P  GF R  R  HT",
    "C  C  R  R  R",
    "IN IN IN P  P",
    "IN IN IN IN GF",
  ]),
);

/** A sheriff's home locale must be of settlement level 3 or more (L6392). */
export const SHERIFF_MIN_SETTLEMENT_LEVEL = 3;

/**
 * Deputies the council allows each first spring: settlement level − 1d6, none below 0 (L6396; the
 * book's example subtracts the other way, guide I-56).
 */
export function rollDeputies(
  dice: DiceSource,
  settlementLevel: number,
): { deputies: number; roll: EncounterRoll } {
  const sl = assertInteger("settlementLevel", settlementLevel, 1, 6);
  const roll = new RollLog(dice).sum({
    purpose: "deputies",
    source: "L6396",
    read: () => "sheriff.deputies",
    values: (score) => ({ deputies: Math.max(0, sl - score) }),
  });
  return { deputies: Math.max(0, sl - roll.score), roll };
}

/** The record of the sheriff's year the fall tests read (L6484–6540). */
export interface SheriffYear {
  /** Townsfolk (deputies count) the sheriff killed during in-town encounters this past year. */
  townsfolkKilled: number;
  /** Others (law-breakers) he killed this past year. */
  othersKilled: number;
  /** Successful robberies on his watch last year. */
  robberies: number;
  robbersCaughtByPosse: boolean;
  robberyThwarted: boolean;
  deputiesKilledTownsfolk: boolean;
}

/**
 * COMMUNITY GOOD WILL (L6496–6506): 2d6 vs 6 − (townsfolk + others killed this past year); its row
 * sets the ELECTION's bonus and cap: pass 2 +1d6 and up to pass 3, pass 1 up to 2, pass 0 up to 1.
 */
export function rollCommunityGoodWill(
  dice: DiceSource,
  year: Pick<SheriffYear, "townsfolkKilled" | "othersKilled">,
): { passes: number; bonusDice: number; maxPasses: number; roll: EncounterRoll } {
  const killed =
    assertInteger("townsfolkKilled", year.townsfolkKilled, 0, 999) +
    assertInteger("othersKilled", year.othersKilled, 0, 999);
  const roll = new RollLog(dice).passes({
    purpose: "communityGoodWill",
    target: Math.max(0, 6 - killed),
    source: "L6496–6506",
    read: (passes) => `sheriff.goodWill${passes}`,
  });
  return { passes: roll.score, bonusDice: roll.score === 2 ? 1 : 0, maxPasses: roll.score + 1, roll };
}

export type ElectionOutcome = "reelected" | "defeated" | "runOutOfTown";

/** The ELECTION's dice modifiers (L6514–6521). */
export function electionDieModifier(year: SheriffYear, goodWillBonus: number): number {
  const robberies = assertInteger("robberies", year.robberies, 0, 99);
  return (
    goodWillBonus -
    (robberies >= 2 ? 2 : robberies) +
    (year.robbersCaughtByPosse ? 1 : 0) +
    (year.robberyThwarted ? 2 : 0) -
    (year.deputiesKilledTownsfolk ? 1 : 0)
  );
}

/**
 * ELECTION (L6514–6540), a 0–3 pool vs the sheriff's Rep: pass 2 reelected; pass 1 defeated (may run
 * again next fall); pass 0 defeated and barred from the whole locale for 1d6 + 1 years.
 */
export function rollElection(
  dice: DiceSource,
  options: { rep: number; year: SheriffYear; goodWill: { bonusDice: number; maxPasses: number } },
): { outcome: ElectionOutcome; barredYears?: number; rolls: EncounterRoll[] } {
  const rep = assertInteger("rep", options.rep, REP_RANGE.min, REP_RANGE.max);
  const outcomes: readonly ElectionOutcome[] = ["runOutOfTown", "defeated", "reelected"];
  const log = new RollLog(dice);
  const { row, ...roll } = rollCappedPool(
    dice,
    {
      purpose: "election",
      target: rep,
      dieModifier: electionDieModifier(options.year, options.goodWill.bonusDice),
      maxPasses: assertInteger("goodWill.maxPasses", options.goodWill.maxPasses, 1, 3),
      source: "L6514–6540",
    },
    (r) => `sheriff.${outcomes[r]!}`,
  );
  log.rolls.push(roll);
  const outcome = outcomes[row]!;
  if (outcome !== "runOutOfTown") return { outcome, rolls: log.rolls };
  const barred = log.sum({
    purpose: "barredYears",
    modifier: 1,
    source: "L6540",
    read: () => "sheriff.barredYears",
  });
  return { outcome, barredYears: barred.score, rolls: log.rolls };
}
