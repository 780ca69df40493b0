import { checkFace, d6, type DiceSource } from "../../core/dice";
import { RulesError, assertInteger } from "../../core/errors";
import {
  isMissingTable,
  lookupGmRow,
  requireGmTable,
  type GmTableData,
  type MissingTable,
} from "../../core/gm-table";
import type { FyhInterpretations } from "../interpretations";
import { assertTableData } from "../tables/data";
import { MOVEMENT_DIE_MAP } from "../tables/movement";

/**
 * Running and the movement die (guide §3.6, seed L103–L107). A run covers the FYH-Q16 base plus
 * the movement die, a D6 read through the lost `movementDieMap` (only faces 2 and 5 are known).
 */

/** The inches a movement-die face reads as, or the table that still has to be filled for it. */
export function movementDieReading(face: number, table: GmTableData | undefined): number | MissingTable {
  checkFace(face, 6, "face");
  const row = lookupGmRow(MOVEMENT_DIE_MAP, assertTableData("movementDieMap", table), String(face));
  if (isMissingTable(row)) return row;
  return inchesOf(`movementDieMap.rows.${face}.inches`, row.inches);
}

function inchesOf(field: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0)
    throw new RulesError(field, value, "must be a number of inches, 0 or more");
  return value;
}

export interface RunDistance {
  /** The FYH-Q16 base (8" in the text's example). */
  readonly base: number;
  /** The movement die's face and what it reads as. */
  readonly face: number;
  readonly reading: number;
  readonly inches: number;
}

/** The run base under FYH-Q16, checked. */
export function runBase(options: Pick<FyhInterpretations, "runBaseInches">): number {
  return assertInteger("options.runBaseInches", options?.runBaseInches, 0, 24);
}

/**
 * A run's distance from a face already rolled: base + the face's reading. A face the table does not
 * cover gives the MissingTable.
 */
export function runDistanceFromFace(
  face: number,
  table: GmTableData | undefined,
  options: Pick<FyhInterpretations, "runBaseInches">,
): RunDistance | MissingTable {
  const base = runBase(options);
  const reading = movementDieReading(face, table);
  if (isMissingTable(reading)) return reading;
  return { base, face, reading, inches: base + reading };
}

/**
 * Rolls a run. Every face must have a reading before the die is rolled (four of the six are the
 * GM's): otherwise the MissingTable is returned and no die is read.
 */
export function rollRunDistance(
  dice: DiceSource,
  table: GmTableData | undefined,
  options: Pick<FyhInterpretations, "runBaseInches">,
): RunDistance | MissingTable {
  runBase(options);
  const missing = requireGmTable(MOVEMENT_DIE_MAP, assertTableData("movementDieMap", table));
  if (missing) return missing;
  // A bad row is reported whichever face comes up, and before the die is read.
  for (let face = 1; face <= 6; face++) movementDieReading(face, table);
  return runDistanceFromFace(d6(dice), table, options);
}
