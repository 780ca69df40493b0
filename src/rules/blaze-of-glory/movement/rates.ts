import { assertOneOf } from "../../core";

/**
 * Normal move rates in open terrain (L1160–1163, QRS L7025–7033). Mounts and vehicles move with
 * their own modules; the rows are kept here so every mover's base rate comes from one table.
 */

export const MOVERS = [
  "foot",
  "horse",
  "mule",
  "oxWagon",
  "wagonTwoAnimals",
  "wagonFourPlusAnimals",
  "buckboard",
] as const;
export type Mover = (typeof MOVERS)[number];

export interface MoveRateRow {
  readonly mover: Mover;
  readonly inches: number;
  readonly mayMoveFast: boolean;
  readonly source: string;
}

export const MOVE_RATES: readonly MoveRateRow[] = [
  { mover: "foot", inches: 6, mayMoveFast: true, source: "L1162" },
  { mover: "horse", inches: 12, mayMoveFast: true, source: "L1163" },
  { mover: "mule", inches: 8, mayMoveFast: true, source: "L7028" },
  { mover: "oxWagon", inches: 6, mayMoveFast: false, source: "L7030" },
  { mover: "wagonTwoAnimals", inches: 6, mayMoveFast: true, source: "L7031" },
  { mover: "wagonFourPlusAnimals", inches: 10, mayMoveFast: true, source: "L7032" },
  { mover: "buckboard", inches: 10, mayMoveFast: true, source: "L7033" },
];

/** The on-foot base move, in inches. */
export const FOOT_MOVE_INCHES = 6;

export function moveRate(mover: Mover): MoveRateRow {
  const index = MOVERS.indexOf(assertOneOf("mover", mover, MOVERS));
  return MOVE_RATES[index]!;
}

/** MOVING FAST ON FOOT TABLE [2 vs Rep] (L1173–1187, QRS L7035–7049). */
export type FootMoveFastCode = "moveFast" | "moveFastShort" | "noFastMove";

export interface FootMoveFastRow {
  readonly passes: 0 | 1 | 2;
  readonly code: FootMoveFastCode;
  readonly inches: number;
  /** The figure counts as moving fast for shooting whatever distance it covers (L1169). */
  readonly movingFast: boolean;
  readonly source: string;
}

/** Indexed by passes. */
export const FOOT_MOVE_FAST_TABLE: readonly [FootMoveFastRow, FootMoveFastRow, FootMoveFastRow] = [
  { passes: 0, code: "noFastMove", inches: 6, movingFast: false, source: "L1187" },
  { passes: 1, code: "moveFastShort", inches: 9, movingFast: true, source: "L1183" },
  { passes: 2, code: "moveFast", inches: 12, movingFast: true, source: "L1179" },
];
