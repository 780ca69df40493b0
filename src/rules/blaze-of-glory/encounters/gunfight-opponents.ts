import { assertInteger, assertOneOf } from "../../core";
import { frozen } from "../../core/frozen";
import type { Profession } from "../ids";
import { rollRandomNpcSelection } from "../npc/random-tables";
import { type RollLog, readRange } from "./roll-log";

/**
 * GUNFIGHT OPPONENTS (L3195–3214): 2d6 in the column of the Star's profession gives each opponent's
 * list; a Lawman is then a Marshal, Ranger, Sheriff or Deputy on 1d6 (L3207–3212), and RNS is a roll
 * on RANDOM NPC SELECTION (L3214, L6815–6833).
 */

export const GF_OPPONENT_COLUMNS = ["outlaw", "gunfighter", "lawman", "cowboy"] as const;
export type GunfightOpponentColumn = (typeof GF_OPPONENT_COLUMNS)[number];

export const GF_OPPONENT_ROWS = ["greenhorn", "cowboy", "lawman", "outlaw", "gunfighter", "rns"] as const;
export type GunfightOpponentRow = (typeof GF_OPPONENT_ROWS)[number];

type Rows = readonly (readonly [number, number, GunfightOpponentRow])[];

/** Each column's 2d6 ranges (L3200–3205; "NA" rows are left out). */
export const GUNFIGHT_OPPONENTS: { readonly [C in GunfightOpponentColumn]: Rows } = frozen({
  outlaw: [
    [2, 3, "greenhorn"],
    [4, 5, "cowboy"],
    [6, 8, "lawman"],
    [9, 9, "outlaw"],
    [10, 10, "gunfighter"],
    [11, 12, "rns"],
  ],
  gunfighter: [
    [2, 3, "greenhorn"],
    [4, 5, "cowboy"],
    [6, 6, "lawman"],
    [7, 7, "outlaw"],
    [8, 11, "gunfighter"],
    [12, 12, "rns"],
  ],
  lawman: [
    [2, 5, "cowboy"],
    [6, 10, "outlaw"],
    [11, 11, "gunfighter"],
    [12, 12, "rns"],
  ],
  cowboy: [
    [2, 3, "greenhorn"],
    [4, 7, "cowboy"],
    [8, 8, "lawman"],
    [9, 10, "outlaw"],
    [11, 11, "gunfighter"],
    [12, 12, "rns"],
  ],
} as const);

/** The Lawman sub-roll (L3209–3212). */
export const GF_LAWMAN: readonly (readonly [number, number, Profession])[] = frozen([
  [1, 1, "marshal"],
  [2, 2, "ranger"],
  [3, 4, "sheriff"],
  [5, 6, "deputy"],
] as const);

export function gunfightOpponentRow(column: GunfightOpponentColumn, score: number): GunfightOpponentRow {
  const c = assertOneOf("column", column, GF_OPPONENT_COLUMNS);
  return readRange(GUNFIGHT_OPPONENTS[c], assertInteger("score", score, 2, 12));
}

export function gunfightLawman(die: number): Profession {
  return readRange(GF_LAWMAN, assertInteger("die", die, 1, 6));
}

/** The column a Star's profession reads: every lawman profession reads the Lawman column. */
export function gunfightOpponentColumn(profession: Profession): GunfightOpponentColumn {
  if (profession === "outlaw" || profession === "gunfighter" || profession === "cowboy") return profession;
  if (
    profession === "marshal" ||
    profession === "ranger" ||
    profession === "sheriff" ||
    profession === "deputy"
  )
    return "lawman";
  return assertOneOf("starProfession", profession, GF_OPPONENT_COLUMNS);
}

/**
 * Rolls one opponent on the log: the 2d6, then the Lawman die or the RANDOM NPC SELECTION throws as
 * the row asks. `subject` names the figure (`opposition.3`) on each roll.
 */
export function rollGunfightOpponent(
  log: RollLog,
  column: GunfightOpponentColumn,
  subject: string,
): Profession {
  const c = assertOneOf("column", column, GF_OPPONENT_COLUMNS);
  const row = log.sum({
    purpose: "gunfightOpponent",
    count: 2,
    source: "L3195–3205",
    subject,
    read: (score) => gunfightOpponentRow(c, score),
  }).result as GunfightOpponentRow;
  if (row === "lawman")
    return log.sum({
      purpose: "gunfightLawman",
      source: "L3207–3212",
      subject,
      read: (die) => gunfightLawman(die),
    }).result as Profession;
  if (row === "rns") {
    const { throws, profession } = rollRandomNpcSelection(log.dice);
    for (const t of throws)
      log.rolls.push({
        purpose: "randomNpcSelection",
        dice: [t.red, t.white],
        modifier: 0,
        score: t.red * 10 + t.white,
        result: t.result,
        values: { red: t.red, white: t.white },
        subject,
        source: t.source,
      });
    return profession;
  }
  return row;
}
