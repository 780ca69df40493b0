import { assertInteger, assertOneOf } from "../../core";
import { frozen } from "../../core/frozen";
import { readRange } from "./roll-log";

/**
 * The HOW MANY OF THEM tables of the Gunfight, Robbery and Posse. The Gunfight's (L3181–3193) gives
 * the opposition relative to the Star's side; the Robbery's and Posse's (2d6 + SL) give a multiple of
 * the outlaws.
 */

export const GF_RELATIONS = [
  "theyTwice",
  "theyHalfMore",
  "theyTwoMore",
  "theyOneMore",
  "equal",
  "youOneMore",
  "youTwoMore",
  "youHalfMore",
  "youTwice",
] as const;
export type GunfightRelation = (typeof GF_RELATIONS)[number];

/** HOW MANY OF THEM TABLE (GF), 2d6 (L3181–3193). */
export const HOW_MANY_GF: readonly (readonly [number, number, GunfightRelation])[] = frozen([
  [2, 2, "theyTwice"],
  [3, 3, "theyHalfMore"],
  [4, 4, "theyTwoMore"],
  [5, 5, "theyOneMore"],
  [6, 8, "equal"],
  [9, 9, "youOneMore"],
  [10, 10, "youTwoMore"],
  [11, 11, "youHalfMore"],
  [12, 12, "youTwice"],
] as const);

export function howManyGunfight(score: number): GunfightRelation {
  return readRange(HOW_MANY_GF, assertInteger("score", score, 2, 12));
}

/**
 * How "½ as many more" and "twice as many as they" turn into whole figures when the count is odd.
 * `up` (the default) reads every half in the larger side's favour of a figure more, as the guide
 * reads ½d6 (rounded up); `down` drops the half.
 */
export const HALF_ROUNDINGS = ["up", "down"] as const;
export type HalfRounding = (typeof HALF_ROUNDINGS)[number];

function round(x: number, rounding: HalfRounding): number {
  // Guard against float noise (e.g. 2/3 × 3) before rounding.
  const r = Math.round(x * 1e9) / 1e9;
  return rounding === "up" ? Math.ceil(r) : Math.floor(r);
}

/**
 * The exact opposition from the Star's side count. "You have ½ as many more as they" means the Star's
 * side is the opposition and a half again, so the opposition is two thirds of it. Never fewer than one:
 * a gunfight needs somebody to fight (the set-up notes it when the floor bit).
 */
export function opposingCount(
  relation: GunfightRelation,
  starSide: number,
  rounding: HalfRounding = "up",
): number {
  const s = assertInteger("starSide", starSide, 1, 1000);
  const r = assertOneOf("rounding", rounding, HALF_ROUNDINGS);
  const raw = rawOpposingCount(assertOneOf("relation", relation, GF_RELATIONS), s, r);
  return Math.max(1, raw);
}

function rawOpposingCount(relation: GunfightRelation, s: number, r: HalfRounding): number {
  switch (relation) {
    case "theyTwice":
      return 2 * s;
    case "theyHalfMore":
      return s + round(s / 2, r);
    case "theyTwoMore":
      return s + 2;
    case "theyOneMore":
      return s + 1;
    case "equal":
      return s;
    case "youOneMore":
      return s - 1;
    case "youTwoMore":
      return s - 2;
    case "youHalfMore":
      // Rounding "up" favours the opposition here too: the half figure is theirs.
      return round((2 * s) / 3, r);
    case "youTwice":
      return round(s / 2, r);
  }
}

/** True when the table's count fell below one and was raised to one. */
export function opposingCountFloored(
  relation: GunfightRelation,
  starSide: number,
  rounding: HalfRounding = "up",
) {
  const s = assertInteger("starSide", starSide, 1, 1000);
  return (
    rawOpposingCount(
      assertOneOf("relation", relation, GF_RELATIONS),
      s,
      assertOneOf("rounding", rounding, HALF_ROUNDINGS),
    ) < 1
  );
}

/** HOW MANY OF THEM TABLE (R), 2d6 + SL: townsfolk as a multiple of the outlaws (L3284–3302). */
export const HOW_MANY_R: readonly (readonly [number, number, number])[] = frozen([
  [4, 10, 2],
  [11, 12, 3],
  [13, 14, 4],
  [15, 18, 5],
] as const);

/** HOW MANY OF THEM TABLE (P), 2d6 + SL: posse townsfolk as a multiple of the outlaws (L3363–3382). */
export const HOW_MANY_P: readonly (readonly [number, number, number])[] = frozen([
  [3, 11, 2],
  [12, 13, 3],
  [14, 15, 4],
  [16, 18, 5],
] as const);

/**
 * The multiple a modified score reads. A score below the first printed row (2d6 + SL 1 = 3 on the
 * Robbery's table, which starts at 4) reads the first row; the tables only ever grow with the score.
 */
export function howManyMultiple(table: "R" | "P", score: number): number {
  const t = assertOneOf("table", table, ["R", "P"] as const);
  return readRange(t === "R" ? HOW_MANY_R : HOW_MANY_P, assertInteger("score", score, 3, 18));
}
