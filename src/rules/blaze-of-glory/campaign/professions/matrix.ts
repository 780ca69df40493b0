import { assertInteger, rollD6, countPasses, type DiceSource } from "../../../core";
import { RollLog } from "../../encounters/roll-log";
import type { EncounterId, EncounterRoll } from "../../encounters/types";

/**
 * What the profession campaigns share: encounter matrices read by a die and the locale's settlement
 * level, and the "0–3" pools of the Ranger RECRUITMENT and Sheriff ELECTION tables.
 */

/** The book's abbreviations in the matrices (L5791–5803 and their siblings). */
export const MATRIX_CODES = {
  IN: "indians",
  GF: "gunfight",
  P: "posse",
  C: "capture",
  PT: "prisonerTransport",
  BC: "bigCapture",
  HU: "holdUp",
  R: "robbery",
  TR: "trainRobbery",
  CR: "cattleRustling",
  JB: "jailBreak",
  HT: "hurrahingTheTown",
} as const satisfies Record<string, EncounterId>;
export type MatrixCode = keyof typeof MATRIX_CODES;

/**
 * An encounter matrix: `rows[score − first]` lists the codes by settlement-level column; the last
 * column also serves every higher level (the "5/6" columns, and guide I-55 for the 2d6 matrices that
 * stop at 5).
 */
export interface EncounterMatrix {
  readonly first: number;
  readonly dice: 1 | 2;
  readonly rows: readonly (readonly MatrixCode[])[];
  readonly source: string;
}

/** Builds a matrix from the book's rows as printed, e.g. `"IN IN IN IN GF"`. */
/* #__NO_SIDE_EFFECTS__ */
export function matrix(
  first: number,
  dice: 1 | 2,
  source: string,
  printed: readonly string[],
): EncounterMatrix {
  return { first, dice, source, rows: printed.map((line) => line.trim().split(/\s+/) as MatrixCode[]) };
}

/** The encounter a score reads in a settlement level's column. */
export function matrixEncounter(table: EncounterMatrix, score: number, settlementLevel: number): EncounterId {
  const last = table.first + table.rows.length - 1;
  const row = table.rows[assertInteger("score", score, table.first, last) - table.first]!;
  const column = Math.min(assertInteger("settlementLevel", settlementLevel, 1, 6), row.length) - 1;
  return MATRIX_CODES[row[column]!];
}

/** Rolls a matrix (1d6 or 2d6 summed) for a settlement level. */
export function rollMatrix(
  dice: DiceSource,
  table: EncounterMatrix,
  options: { purpose: string; settlementLevel: number; subject?: string },
): { encounter: EncounterId; roll: EncounterRoll } {
  const roll = new RollLog(dice).sum({
    purpose: options.purpose,
    count: table.dice,
    source: table.source,
    subject: options.subject,
    read: (score) => `picked.${matrixEncounter(table, score, options.settlementLevel)}`,
    values: () => ({ settlementLevel: options.settlementLevel }),
  });
  return { encounter: matrixEncounter(table, roll.score, options.settlementLevel), roll };
}

/**
 * A "0–3" pool (guide §2.1 item 7): 2d6 plus or minus the listed dice, clamped to 0–3 dice; the
 * passes are capped at `maxPasses` (from the table before) and 3 reads as the pass 2 row.
 */
export function rollCappedPool(
  dice: DiceSource,
  options: {
    purpose: string;
    target: number;
    dieModifier: number;
    maxPasses: number;
    source: string;
    subject?: string;
  },
  read: (passes: number) => string,
): EncounterRoll & { row: number } {
  const count = Math.min(3, Math.max(0, 2 + options.dieModifier));
  const faces = rollD6(dice, count);
  const passes = Math.min(options.maxPasses, countPasses(faces, options.target));
  const row = Math.min(2, passes);
  return {
    purpose: options.purpose,
    dice: faces,
    modifier: options.dieModifier,
    score: passes,
    target: options.target,
    result: read(row),
    values: { maxPasses: options.maxPasses },
    ...(options.subject ? { subject: options.subject } : {}),
    source: options.source,
    row,
  };
}

/**
 * The COWBOY DRIFTING TABLE (L5463–5469) and the GUNFIGHTER DRIFTING TABLE (L5747–5753) read alike:
 * 1–2 Indians (a Gunfight at level 5–6, guide I-52), 3–4 Gunfight, 5–6 Hold Up (a gunfighter is the
 * escort).
 */
export function driftingEncounter(die: number, settlementLevel: number): EncounterId {
  const d = assertInteger("die", die, 1, 6);
  const sl = assertInteger("settlementLevel", settlementLevel, 1, 6);
  if (d <= 2) return sl >= 5 ? "gunfight" : "indians";
  return d <= 4 ? "gunfight" : "holdUp";
}

/** Rolls a drifting table for the locale entered. */
export function rollDrifting(
  dice: DiceSource,
  options: { settlementLevel: number; table: "cowboy" | "gunfighter" },
): { encounter: EncounterId; roll: EncounterRoll } {
  const roll = new RollLog(dice).sum({
    purpose: "drifting",
    source: options.table === "cowboy" ? "L5463–5469" : "L5747–5753",
    read: (score) => `picked.${driftingEncounter(score, options.settlementLevel)}`,
  });
  return { encounter: driftingEncounter(roll.score, options.settlementLevel), roll };
}

/**
 * A yes-or-no roll of the campaign (a die that sends the drive, ranges, loses a ranger, fails a
 * bank): `count` d6 summed, yes when `when(score)`; the result reads `codes[0]` for yes, `codes[1]` for no.
 */
export function rollYesNo(
  dice: DiceSource,
  options: {
    purpose: string;
    source: string;
    count?: number;
    subject?: string;
    when: (score: number) => boolean;
    codes: readonly [string, string];
  },
): { yes: boolean; roll: EncounterRoll } {
  const roll = new RollLog(dice).sum({
    purpose: options.purpose,
    count: options.count,
    source: options.source,
    subject: options.subject,
    read: (score) => options.codes[options.when(score) ? 0 : 1],
  });
  return { yes: options.when(roll.score), roll };
}
