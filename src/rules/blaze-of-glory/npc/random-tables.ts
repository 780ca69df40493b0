import { RulesError, checkFace, type DiceSource } from "../../core";
import type { Profession } from "../ids";

/**
 * The random profession tables (seed L6799–6843). Two of them are read with a red and a white d6;
 * the book prints them in a misspelt or renamed form elsewhere ("RANDOM NPC PROFESSION" L4050,
 * "RANDOM PC PROFESSION" L3996; guide §4 I-43), so these codes are the canonical names.
 */

export interface RedWhiteEntry {
  /** Red die range, inclusive. */
  readonly red: readonly [number, number];
  /** White die range, inclusive. */
  readonly white: readonly [number, number];
  /** The profession to roll for, or `"reroll"` (RANDOM NPC SELECTION red 6). */
  readonly result: Profession | "reroll";
  readonly source: string;
}

function rw(
  red: readonly [number, number],
  white: readonly [number, number],
  result: Profession | "reroll",
  source: string,
): RedWhiteEntry {
  return { red, white, result, source };
}

/** JUST PASSING THROUGH (L6799–6813): red 1–3 or 4–6 picks the half, white picks the profession. */
export const JUST_PASSING_THROUGH: readonly RedWhiteEntry[] = [
  rw([1, 3], [1, 1], "bountyHunter", "L6802"),
  rw([1, 3], [2, 2], "buffaloHunter", "L6803"),
  rw([1, 3], [3, 3], "cowboy", "L6804"),
  rw([1, 3], [4, 4], "gambler", "L6805"),
  rw([1, 3], [5, 5], "greenhorn", "L6806"),
  rw([1, 3], [6, 6], "gunfighter", "L6807"),
  rw([4, 6], [1, 1], "homesteader", "L6808"),
  rw([4, 6], [2, 2], "marshal", "L6809"),
  rw([4, 6], [3, 3], "mountainMan", "L6810"),
  rw([4, 6], [4, 4], "prospector", "L6811"),
  rw([4, 6], [5, 5], "ranger", "L6812"),
  rw([4, 6], [6, 6], "sheriff", "L6813"),
];

/** RANDOM NPC SELECTION (L6815–6833; heading spelt "SELCTION"): red 6 means roll again. */
export const RANDOM_NPC_SELECTION: readonly RedWhiteEntry[] = [
  rw([1, 1], [1, 2], "bountyHunter", "L6818"),
  rw([1, 1], [3, 4], "buffaloHunter", "L6819"),
  rw([1, 1], [5, 6], "cowboy", "L6820"),
  rw([2, 2], [1, 2], "deputy", "L6821"),
  rw([2, 2], [3, 4], "gambler", "L6822"),
  rw([2, 2], [5, 6], "greenhorn", "L6823"),
  rw([3, 3], [1, 2], "gunfighter", "L6824"),
  rw([3, 3], [3, 4], "homesteader", "L6825"),
  rw([3, 3], [5, 6], "marshal", "L6826"),
  rw([4, 4], [1, 2], "mountainMan", "L6827"),
  rw([4, 4], [3, 4], "outlaw", "L6828"),
  rw([4, 4], [5, 6], "prospector", "L6829"),
  rw([5, 5], [1, 2], "ranger", "L6830"),
  rw([5, 5], [3, 4], "sheriff", "L6831"),
  rw([5, 5], [5, 6], "townsfolk", "L6832"),
  rw([6, 6], [1, 6], "reroll", "L6833"),
];

export interface SingleDieEntry {
  readonly score: number;
  readonly result: Profession;
  readonly source: string;
}

/** RANDOM STAR PROFESSION (L6835–6843): one d6. */
export const RANDOM_STAR_PROFESSION: readonly SingleDieEntry[] = [
  { score: 1, result: "cowboy", source: "L6838" },
  { score: 2, result: "gunfighter", source: "L6839" },
  { score: 3, result: "outlaw", source: "L6840" },
  { score: 4, result: "marshal", source: "L6841" },
  { score: 5, result: "ranger", source: "L6842" },
  { score: 6, result: "sheriff", source: "L6843" },
];

/** Looks up a red/white table from faces already rolled. */
export function lookupRedWhite(table: readonly RedWhiteEntry[], red: number, white: number): RedWhiteEntry {
  checkFace(red, 6, "red");
  checkFace(white, 6, "white");
  for (const entry of table) {
    if (red >= entry.red[0] && red <= entry.red[1] && white >= entry.white[0] && white <= entry.white[1]) {
      return entry;
    }
  }
  // Both tables cover all 36 pairs; reaching here means the data was edited badly.
  throw new RulesError("table", table, "does not cover this red/white pair");
}

export interface RedWhiteRoll {
  red: number;
  white: number;
  result: Profession | "reroll";
  source: string;
}

/** One red/white throw on a table: red is rolled first, then white. */
export function rollRedWhite(source: DiceSource, table: readonly RedWhiteEntry[]): RedWhiteRoll {
  const red = checkFace(source.roll(6), 6, "red");
  const white = checkFace(source.roll(6), 6, "white");
  const entry = lookupRedWhite(table, red, white);
  return { red, white, result: entry.result, source: entry.source };
}

export function rollJustPassingThrough(source: DiceSource): RedWhiteRoll {
  return rollRedWhite(source, JUST_PASSING_THROUGH);
}

/**
 * A stand-alone roll on RANDOM NPC SELECTION: a red 6 is thrown again until a profession comes up.
 * Every throw is kept so the caller can show the dice. (Inside Homesteader row 1 the red 6 is read
 * differently; `generateFigure` handles that.)
 */
export function rollRandomNpcSelection(source: DiceSource): {
  throws: RedWhiteRoll[];
  profession: Profession;
} {
  const throws: RedWhiteRoll[] = [];
  for (let i = 0; i < MAX_REROLLS; i++) {
    const roll = rollRedWhite(source, RANDOM_NPC_SELECTION);
    throws.push(roll);
    if (roll.result !== "reroll") return { throws, profession: roll.result };
  }
  throw new RulesError("dice", throws, "RANDOM NPC SELECTION kept rolling red 6");
}

export function lookupRandomStarProfession(score: number): SingleDieEntry {
  return RANDOM_STAR_PROFESSION[checkFace(score, 6, "score") - 1]!;
}

export function rollRandomStarProfession(source: DiceSource): {
  die: number;
  profession: Profession;
  source: string;
} {
  const entry = lookupRandomStarProfession(source.roll(6));
  return { die: entry.score, profession: entry.result, source: entry.source };
}

/** Guard against a broken dice source that never stops asking for a re-roll. */
export const MAX_REROLLS = 1000;
