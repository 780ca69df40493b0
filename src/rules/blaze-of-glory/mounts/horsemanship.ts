import { type DiceSource, assertInteger, assertOneOf, rollD6 } from "../../core";
import { type Figure, REP_RANGE } from "../figure";
import { PROFESSIONS, type Profession } from "../ids";
import { type FollowUpTestResult, assertFlag, assertInput, passesOf } from "./types";
import { frozen } from "../../core/frozen";

export interface RatingCapRow<K extends string> {
  /** Owners the cap applies to; `null` = everyone not named by another row. */
  readonly professions: readonly K[] | null;
  readonly cap: number;
  readonly source: string;
}

/**
 * Horsemanship caps (L2094–2096). The middle line ("other than townsfolk/homesteaders ≤ 4") covers
 * only those the other two lines do not name (guide I-11).
 */
export const HORSEMANSHIP_CAPS: readonly RatingCapRow<Profession>[] = frozen([
  { professions: ["ranger", "cowboy", "outlaw", "gunfighter", "marshal"], cap: 5, source: "L2094" },
  { professions: ["townsfolk", "homesteader"], cap: 3, source: "L2096" },
  { professions: null, cap: 4, source: "L2095" },
]);

/** Ratings may sit anywhere from 0 (lost leg on a Rep 1 figure) to Rep 7. */
export const RATING_RANGE = { min: 0, max: REP_RANGE.max } as const;

export function assertRating(field: string, value: unknown): number {
  return assertInteger(field, value, RATING_RANGE.min, RATING_RANGE.max);
}

export function capFor<K extends string>(rows: readonly RatingCapRow<K>[], key: K): number {
  let fallback = 0;
  for (const row of rows) {
    if (row.professions === null) fallback = row.cap;
    else if (row.professions.includes(key)) return row.cap;
  }
  return fallback;
}

export function horsemanshipCap(profession: Profession): number {
  return capFor(HORSEMANSHIP_CAPS, assertOneOf("profession", profession, PROFESSIONS));
}

/**
 * A rider's Horsemanship: Rep, never above the profession's cap (always also ≤ Rep, guide I-11);
 * a lost leg costs 2 (L4347).
 */
export function horsemanshipRating(
  figure: Pick<Figure, "profession" | "rep">,
  input: { lostLeg?: boolean } = {},
): number {
  const rep = assertInteger("figure.rep", figure.rep, REP_RANGE.min, REP_RANGE.max);
  const cap = horsemanshipCap(figure.profession);
  const lostLeg = assertFlag("input.lostLeg", assertInput("input", input).lostLeg);
  return Math.max(0, Math.min(rep, cap) - (lostLeg ? 2 : 0));
}

/**
 * Rolls the Horsemanship test (L2102–2117) or the Drivers test (L2559–2574): 2d6 vs the rating;
 * pass 2 counts as pass 2 on the earlier table, pass 1 counts as pass 2 only when the rating is at
 * least the animal's Quality, pass 0 counts as pass 0.
 */
export function rollFollowUpTest(
  source: DiceSource,
  test: FollowUpTestResult["test"],
  rating: number,
  comparedQuality: number,
): FollowUpTestResult {
  assertOneOf("test", test, ["horsemanship", "driversTest"] as const);
  assertRating("rating", rating);
  assertInteger("comparedQuality", comparedQuality, 0, 7);
  const dice = rollD6(source, 2);
  const passes = passesOf(dice, rating);
  const countsAs = passes === 2 || (passes === 1 && rating >= comparedQuality) ? 2 : 0;
  return { test, dice, target: rating, passes, comparedQuality, countsAs };
}

/** The Horsemanship test on its own, e.g. for a table another module owns. */
export function rollHorsemanshipTest(
  source: DiceSource,
  input: { horsemanship: number; quality: number },
): FollowUpTestResult {
  const i = assertInput("input", input);
  const rating = assertRating("input.horsemanship", i.horsemanship);
  const quality = assertInteger("input.quality", i.quality, 0, 6);
  return rollFollowUpTest(source, "horsemanship", rating, quality);
}
