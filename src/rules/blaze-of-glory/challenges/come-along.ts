import { assertInteger, checkFace, rollPassTest, type DiceSource, type PassTestResult } from "../../core";
import { SAND_RANGE } from "../figure";

/**
 * COME ALONG PEACEABLE (Sheriff campaign, Drunken Rowdies, L6460–6476): an opposed task rolled on
 * Sand instead of Rep. Reading (guide §2.16 step 7): target = lawman's Sand + (lawman's Sand −
 * rowdy's Sand), the same shape as an opposed task. It has its own table and no retry.
 */

/** `"submits"`: he gives up, and so do 1d6 nearest rowdies of equal or lower Rep; `"makeMe"`: a fistfight; `"draw"`: The Draw. */
export type ComeAlongOutcome = "submits" | "makeMe" | "draw";

export function comeAlongTarget(lawmanSand: number, rowdySand: number): number {
  const sand = assertInteger("lawmanSand", lawmanSand, SAND_RANGE.min, SAND_RANGE.max);
  const rowdy = assertInteger("rowdySand", rowdySand, SAND_RANGE.min, SAND_RANGE.max);
  return sand + (sand - rowdy);
}

export interface ComeAlongResult {
  test: PassTestResult;
  outcome: ComeAlongOutcome;
  /** On "submits": the d6 of nearest rowdies (of equal or lower Rep) who give up too; otherwise null. */
  othersSubmitting: number | null;
  source: string;
}

export function rollComeAlongPeaceably(
  source: DiceSource,
  lawmanSand: number,
  rowdySand: number,
): ComeAlongResult {
  const test = rollPassTest(source, { target: comeAlongTarget(lawmanSand, rowdySand) });
  if (test.passes >= 2) {
    const others = checkFace(source.roll(6), 6, "othersSubmitting");
    return { test, outcome: "submits", othersSubmitting: others, source: "L6466" };
  }
  if (test.passes === 1) return { test, outcome: "makeMe", othersSubmitting: null, source: "L6470" };
  return { test, outcome: "draw", othersSubmitting: null, source: "L6474" };
}
