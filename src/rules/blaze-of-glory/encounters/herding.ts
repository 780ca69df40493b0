import { assertInteger, type DiceSource } from "../../core";
import { frozen } from "../../core/frozen";
import { readInputs } from "./inputs";
import { RollLog, readRange } from "./roll-log";
import type { SpecialTableDefinition, SpecialTableResult } from "./types";

/**
 * Herding (L3630–3634): when rustlers hole up, the stolen cattle go on the table. An outlaw herds
 * up to four head by staying within 6" of each; a cow nobody herds rolls 1d6 at the start of every
 * turn and wanders; an outlaw who comes within 1" gets it back.
 */

export const HERD_PER_OUTLAW = 4;
export const HERDING_INCHES = 6;
export const RECOVER_INCHES = 1;

export const COW_MOVES = ["asDesired", "towardLeftEdge", "towardRear", "towardRightEdge"] as const;
export type CowMove = (typeof COW_MOVES)[number];

/** An unherded cow's die (L3630–3634). */
export const HERDING_TABLE: readonly (readonly [number, number, CowMove])[] = frozen([
  [1, 3, "asDesired"],
  [4, 4, "towardLeftEdge"],
  [5, 5, "towardRear"],
  [6, 6, "towardRightEdge"],
] as const);

export function cowMove(die: number): CowMove {
  return readRange(HERDING_TABLE, assertInteger("die", die, 1, 6));
}

/** Head of cattle a number of outlaws can keep herded (four each). */
export function herdedCapacity(outlaws: number): number {
  return assertInteger("outlaws", outlaws, 0, 200) * HERD_PER_OUTLAW;
}

/** Outlaws needed to herd a number of head: one per four or part of four (L3605, L3630). */
export function herdersNeeded(cattle: number): number {
  return Math.ceil(assertInteger("cattle", cattle, 0, 800) / HERD_PER_OUTLAW);
}

/** One unherded cow's roll at the start of a turn, as the journal's button makes it. */
export function rollHerding(dice: DiceSource, input: unknown): SpecialTableResult {
  readInputs([], input);
  const log = new RollLog(dice);
  const roll = log.sum({ purpose: "strayCow", source: "L3630–3634", read: (d) => `cow.${cowMove(d)}` });
  return {
    table: "herding",
    rolls: log.rolls,
    outcome: roll.result,
    notes: ["herdWithinSix", "recoverWithinOne"],
  };
}

export const HERDING_TABLE_DEFINITION: SpecialTableDefinition = {
  id: "herding",
  source: "L3628–3634",
  inputs: [],
  roll: rollHerding,
};
