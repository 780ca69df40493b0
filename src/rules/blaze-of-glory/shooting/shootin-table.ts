/**
 * The SHOOTIN' TABLE, 1d6 + Rep per die (seed L1480–1508, QRS L6914–6920). Row bounds per guide I-05:
 * 7 or less misses, 11 and up is the called-location row.
 */

import { assertInteger, checkFace } from "../../core";

export type ShootinRow = "sevenOrLess" | "eight" | "nine" | "ten" | "elevenPlus";

export interface ShootinTableRow {
  readonly row: ShootinRow;
  /** Lowest total on the row; the next row's `min` bounds it above. */
  readonly min: number;
  readonly source: string;
}

export const SHOOTIN_TABLE: readonly ShootinTableRow[] = [
  { row: "sevenOrLess", min: Number.NEGATIVE_INFINITY, source: "L1482" },
  { row: "eight", min: 8, source: "L1483" },
  { row: "nine", min: 9, source: "L1484" },
  { row: "ten", min: 10, source: "L1485" },
  { row: "elevenPlus", min: 11, source: "L1486, L6920" },
];

export function shootinRow(total: number): ShootinRow {
  assertInteger("total", total, -100, 100);
  if (total <= 7) return "sevenOrLess";
  if (total === 8) return "eight";
  if (total === 9) return "nine";
  if (total === 10) return "ten";
  return "elevenPlus";
}

/**
 * Why a die hit or missed. The row-8 miss conditions come in the book's order (L1483), with
 * "carrying a casualty" (L1850, counts as cover) next to cover; `bystanderOrMount` is an 8 that went
 * to a bystander or the mount; the `longRange...` codes are the beyond-effective roll (L1452).
 */
export type ShotReason =
  | "totalSevenOrLess"
  | "targetInCover"
  | "carryingCasualty"
  | "targetProne"
  | "targetMovingFast"
  | "shooterMovingFast"
  | "sickDrunk"
  | "secondOrLaterShot"
  | "unfamiliarWeapon"
  | "twoWeapons"
  | "offArm"
  | "bystanderOrMount"
  | "totalEight"
  | "thirdShot"
  | "totalNine"
  | "totalTen"
  | "totalElevenPlus"
  | "longRangeNoSix"
  | "longRangeOverRep"
  | "longRangeHit";

/** What a die does before any bystander is picked: `diverted` goes to a bystander or the mount. */
export type ShootinResult = "miss" | "hit" | "calledHit" | "diverted";

export const SHOT_REASON_RESULT: Readonly<Record<ShotReason, ShootinResult>> = {
  totalSevenOrLess: "miss",
  targetInCover: "miss",
  carryingCasualty: "miss",
  targetProne: "miss",
  targetMovingFast: "miss",
  shooterMovingFast: "miss",
  sickDrunk: "miss",
  secondOrLaterShot: "miss",
  unfamiliarWeapon: "miss",
  twoWeapons: "miss",
  offArm: "miss",
  bystanderOrMount: "diverted",
  totalEight: "hit",
  thirdShot: "miss",
  totalNine: "hit",
  totalTen: "hit",
  totalElevenPlus: "calledHit",
  longRangeNoSix: "miss",
  longRangeOverRep: "miss",
  longRangeHit: "hit",
};

/**
 * The situation the row-8 and row-9 conditions read. Agile (shooter's own movement waived) and the
 * prone exceptions are applied by whoever builds this.
 */
export interface ShotConditions {
  targetInCover: boolean;
  carryingCasualty: boolean;
  targetProne: boolean;
  targetMovingFast: boolean;
  shooterMovingFast: boolean;
  /** A Sick drunk shoots as if moving fast (L3083). */
  sickDrunk: boolean;
  unfamiliarWeapon: boolean;
  twoWeapons: boolean;
  offArm: boolean;
  targetMounted: boolean;
  /** Other figures within 2" of the target. */
  bystanders: number;
}

/** Reads one die's total; `shot` is its place (1, 2, 3) in the weapon's sorted volley. */
export function readShootinTable(total: number, shot: number, c: ShotConditions): ShotReason {
  assertInteger("total", total, -100, 100);
  assertInteger("shot", shot, 1, 20);
  if (total <= 7) return "totalSevenOrLess";
  if (total === 8) {
    if (c.targetInCover) return "targetInCover";
    if (c.carryingCasualty) return "carryingCasualty";
    if (c.targetProne) return "targetProne";
    if (c.targetMovingFast) return "targetMovingFast";
    if (c.shooterMovingFast) return "shooterMovingFast";
    if (c.sickDrunk) return "sickDrunk";
    if (shot >= 2) return "secondOrLaterShot";
    if (c.unfamiliarWeapon) return "unfamiliarWeapon";
    if (c.twoWeapons) return "twoWeapons";
    if (c.offArm) return "offArm";
    if (c.bystanders > 0 || c.targetMounted) return "bystanderOrMount";
    return "totalEight";
  }
  if (total === 9) return shot >= 3 ? "thirdShot" : "totalNine";
  if (total === 10) return "totalTen";
  return "totalElevenPlus";
}

/** The beyond-effective roll: a 6, then a second die at or under the shooter's Rep (L1452). */
export function readLongRange(first: number, confirm: number | null, rep: number): ShotReason {
  checkFace(first, 6, "first");
  if (confirm !== null) checkFace(confirm, 6, "confirm");
  assertInteger("rep", rep, -100, 100);
  if (first !== 6 || confirm === null) return "longRangeNoSix";
  return confirm <= rep ? "longRangeHit" : "longRangeOverRep";
}
