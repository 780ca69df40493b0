import {
  type Fraction,
  ONE,
  ZERO,
  add,
  assertInteger,
  assertOneOf,
  fraction,
  mul,
  passTestDistribution,
  sub,
} from "../../core";
import { PROFESSIONS, type Profession } from "../ids";
import { assertRating } from "./horsemanship";
import { type MountRulesOptions, mountOptions } from "./options";
import { MOUNT_QUALITY_MODIFIERS, assertProsperity, findOwnerRow, qualityFromScore } from "./quality";
import { type Quality, assertFlag, assertQuality } from "./types";

/** Exact chances of the row a table ends up reading: index = counted passes (0, 1, 2). */
export type CountedOdds = readonly [Fraction, Fraction, Fraction];

function checkTarget(field: string, target: number): number {
  return assertInteger(field, target, -20, 20);
}

/**
 * Exact odds of a "2d6 vs target, pass 1 → Horsemanship/Drivers test" table after the follow-up:
 * the follow-up turns every pass 1 into pass 2 or pass 0, so index 1 is always zero.
 */
export function followUpTableOdds(target: number, rating: number, comparedQuality: number): CountedOdds {
  const table = passTestDistribution(2, checkTarget("target", target), 2);
  const r = assertRating("rating", rating);
  const follow = passTestDistribution(2, r, 2);
  const followTwo = add(follow[2]!, r >= checkTarget("comparedQuality", comparedQuality) ? follow[1]! : ZERO);
  const two = add(table[2]!, mul(table[1]!, followTwo));
  return [sub(ONE, two), ZERO, two];
}

/** Exact odds of a plain 2d6 pass test (index = passes). */
export function plainTableOdds(target: number, dice = 2): CountedOdds {
  const d = passTestDistribution(assertInteger("dice", dice, 1, 3), checkTarget("target", target), 2);
  return [d[0] ?? ZERO, d[1] ?? ZERO, d[2] ?? ZERO];
}

/** Exact odds of the mounted MOVING FAST outcomes for a mount and rider. */
export function mountMovingFastOdds(
  input: { quality: Quality; horsemanship: number; twoRiders?: boolean },
  options?: Partial<MountRulesOptions>,
): { doubleMove: Fraction; oneAndHalfMove: Fraction } {
  const opts = mountOptions(options);
  const quality = assertQuality("input.quality", input.quality);
  const target = quality - (assertFlag("input.twoRiders", input.twoRiders) ? 1 : 0);
  const odds = followUpTableOdds(
    target,
    input.horsemanship,
    opts.followUpComparesWith === "tested" ? target : quality,
  );
  return { doubleMove: odds[2], oneAndHalfMove: odds[0] };
}

/** Exact chance of each Quality when generating a mount for an owner. */
export function mountQualityOdds(owner: Profession, prosperity: number): Readonly<Record<Quality, Fraction>> {
  const o = assertOneOf("owner", owner, PROFESSIONS);
  const row = findOwnerRow(MOUNT_QUALITY_MODIFIERS, o, assertProsperity("prosperity", prosperity));
  return scoreOdds(row?.modifier ?? 0);
}

/** Chance of each Quality for 1d6 + modifier on the quality table. */
export function scoreOdds(modifier: number): Readonly<Record<Quality, Fraction>> {
  assertInteger("modifier", modifier, -10, 10);
  const counts: Record<Quality, number> = { 3: 0, 4: 0, 5: 0 };
  for (let die = 1; die <= 6; die++) counts[qualityFromScore(die + modifier)]++;
  return { 3: fraction(counts[3], 6), 4: fraction(counts[4], 6), 5: fraction(counts[5], 6) };
}
