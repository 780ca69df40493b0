import { type DiceSource, assertInteger, assertOneOf } from "../../core";
import { type Figure, REP_RANGE } from "../figure";
import { PROFESSIONS, type Profession } from "../ids";
import { type FollowUpTestResult, assertFlag, assertInput, assertRating, rollFollowUpTest } from "../mounts";
import { frozen } from "../../core/frozen";

export interface DriverCapRow {
  readonly who: "stagecoachDriver" | "townsfolk" | "everyoneElse";
  readonly cap: number;
  readonly source: string;
}

/**
 * Driver Rating caps (L2551–2553), read like the Horsemanship caps (guide I-11): the middle line is
 * everyone the other two do not name. A stagecoach driver's cap (a role, not a profession) wins over
 * the Townsfolk line — our reading; the book's coach drivers are Deputies (L3795).
 */
export const DRIVER_RATING_CAPS: readonly DriverCapRow[] = frozen([
  { who: "stagecoachDriver", cap: 5, source: "L2551" },
  { who: "townsfolk", cap: 3, source: "L2553" },
  { who: "everyoneElse", cap: 4, source: "L2552" },
]);

export function driverRatingCap(profession: Profession, input: { stagecoachDriver?: boolean } = {}): number {
  const p = assertOneOf("profession", profession, PROFESSIONS);
  if (assertFlag("input.stagecoachDriver", assertInput("input", input).stagecoachDriver)) return 5;
  return p === "townsfolk" ? 3 : 4;
}

/** Driver Rating: Rep, never above the cap (L2549). */
export function driverRating(
  figure: Pick<Figure, "profession" | "rep">,
  input: { stagecoachDriver?: boolean } = {},
): number {
  const rep = assertInteger("figure.rep", figure.rep, REP_RANGE.min, REP_RANGE.max);
  return Math.min(rep, driverRatingCap(figure.profession, input));
}

/** The Drivers test on its own (L2559–2574): same logic as the Horsemanship test, with the team. */
export function rollDriversTest(
  source: DiceSource,
  input: { driverRating: number; teamQuality: number },
): FollowUpTestResult {
  const i = assertInput("input", input);
  const rating = assertRating("input.driverRating", i.driverRating);
  const quality = assertInteger("input.teamQuality", i.teamQuality, 0, 6);
  return rollFollowUpTest(source, "driversTest", rating, quality);
}
