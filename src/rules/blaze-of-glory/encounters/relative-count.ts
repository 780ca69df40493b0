import { assertInteger, assertOneOf } from "../../core";
import { HALF_ROUNDINGS, type HalfRounding } from "./how-many";

/**
 * The relations the HOW MANY OF THEM tables of the Cattle Rustling, Indians, Hold Up and Prisoner
 * Transport print ("one more figure than you", "twice as many", "three times as many" ...), read as
 * an exact count from the size of the side they are measured against.
 */

export const RELATIONS = [
  "equal",
  "oneMore",
  "twoMore",
  "halfMore",
  "twice",
  "threeTimes",
  "fourTimes",
  "fiveTimes",
] as const;
export type Relation = (typeof RELATIONS)[number];

/** The most figures a base side may count here (a sanity bound, far above any table's result). */
export const MAX_BASE = 200;

/**
 * The count a relation gives from `base` figures. "Half as many more" is the base and half of it
 * again; an odd base rounds the half `up` (default, as the guide reads ½d6) or `down`.
 */
export function relativeCount(relation: Relation, base: number, rounding: HalfRounding = "up"): number {
  const r = assertOneOf("relation", relation, RELATIONS);
  const b = assertInteger("base", base, 0, MAX_BASE);
  const half =
    assertOneOf("rounding", rounding, HALF_ROUNDINGS) === "up" ? Math.ceil(b / 2) : Math.floor(b / 2);
  switch (r) {
    case "equal":
      return b;
    case "oneMore":
      return b + 1;
    case "twoMore":
      return b + 2;
    case "halfMore":
      return b + half;
    case "twice":
      return 2 * b;
    case "threeTimes":
      return 3 * b;
    case "fourTimes":
      return 4 * b;
    case "fiveTimes":
      return 5 * b;
  }
}
