import { assertBoolean, assertInteger, assertOneOf } from "../../core";
import { REP_RANGE } from "../figure";

/**
 * How many attributes a figure starts a campaign with (L3047–3049):
 * - a Star of Rep 3 picks one freely, and one more for each Rep level he starts above 3
 *   (guide §2.18 Reading: one per level above 3), so Rep 5 → 3 picks;
 * - a Hand draws one card at the start whatever his Rep;
 * - afterwards both gain one per Rep level gained (a Star picks, a Hand draws).
 */

export interface AttributeSlotOptions {
  /**
   * A Star below Rep 3 is not covered by the book (OPEN). `"one"` (default) still gives the base
   * pick; `"none"` gives no pick at the start (each later Rep rise still adds one).
   */
  starBelowRepThree?: "one" | "none";
}

export const STAR_BELOW_REP_THREE = ["one", "none"] as const;

export function attributeSlots(rep: number, star: boolean, options: AttributeSlotOptions = {}): number {
  assertInteger("rep", rep, REP_RANGE.min, REP_RANGE.max);
  assertBoolean("star", star);
  if (!star) return 1;
  if (rep >= 3) return rep - 2;
  return assertOneOf(
    "options.starBelowRepThree",
    options.starBelowRepThree ?? "one",
    STAR_BELOW_REP_THREE,
  ) === "one"
    ? 1
    : 0;
}

/** Attributes gained when Rep rises from `fromRep` to `toRep` (none for a fall). */
export function attributesGainedOnRepRise(fromRep: number, toRep: number): number {
  assertInteger("fromRep", fromRep, REP_RANGE.min, REP_RANGE.max);
  assertInteger("toRep", toRep, REP_RANGE.min, REP_RANGE.max);
  return Math.max(0, toRep - fromRep);
}
