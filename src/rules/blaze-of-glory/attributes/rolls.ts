import { assertBoolean, assertInteger, checkFace, type DiceSource } from "../../core";
import { REP_RANGE, hasAttribute } from "../figure";
import type { AttributeId, DrunkState } from "../ids";

/** The stand-alone rolls some attributes call for (L3075–3087, L3101). */

export { DRUNK_STATES as DRUNK_CONDITIONS } from "../ids";
export type DrunkCondition = DrunkState;

/** The Drunkard's second die (L3077–3085). */
export const DRUNKARD_TABLE: readonly {
  readonly faces: readonly number[];
  readonly condition: DrunkCondition;
  readonly source: string;
}[] = [
  { faces: [1], condition: "ironclad", source: "L3077" },
  { faces: [2], condition: "deadDrunk", source: "L3079" },
  { faces: [3], condition: "touched", source: "L3081" },
  { faces: [4], condition: "sick", source: "L3083" },
  { faces: [5, 6], condition: "staggering", source: "L3085" },
];

const CONDITION_BY_FACE: readonly DrunkCondition[] = [
  "ironclad",
  "deadDrunk",
  "touched",
  "sick",
  "staggering",
  "staggering",
];

export function drunkCondition(face: number): DrunkCondition {
  return CONDITION_BY_FACE[checkFace(face, 6, "face") - 1]!;
}

export interface DrunkardResult {
  /** The first die, then the condition die when one was rolled. */
  dice: number[];
  /** True when the first die beat the figure's Rep. */
  drunk: boolean;
  /** `null` when the figure is sober for this encounter. */
  condition: DrunkCondition | null;
  source: string;
}

/** Start of every encounter: 1d6; above Rep, a second d6 picks how drunk he is (L3075). */
export function rollDrunkard(source: DiceSource, rep: number): DrunkardResult {
  assertInteger("rep", rep, REP_RANGE.min, REP_RANGE.max);
  const first = checkFace(source.roll(6), 6, "dice[0]");
  if (first <= rep) return { dice: [first], drunk: false, condition: null, source: "L3075" };
  const second = checkFace(source.roll(6), 6, "dice[1]");
  const condition = drunkCondition(second);
  return {
    dice: [first, second],
    drunk: true,
    condition,
    source: DRUNKARD_TABLE[second === 6 ? 4 : second - 1]!.source,
  };
}

export type DeadDrunkOutcome = "carriesOn" | "passesOut";

/** Dead drunk: 1d6 each time he is activated; above Rep he passes out and is Out of the Fight (L3079). */
export function rollDeadDrunkActivation(
  source: DiceSource,
  rep: number,
): { die: number; outcome: DeadDrunkOutcome; outOfTheFight: boolean; source: string } {
  assertInteger("rep", rep, REP_RANGE.min, REP_RANGE.max);
  const die = checkFace(source.roll(6), 6, "die");
  const passesOut = die > rep;
  return { die, outcome: passesOut ? "passesOut" : "carriesOn", outOfTheFight: passesOut, source: "L3079" };
}

export type TouchedOutcome = "actsNormally" | "staysInPlace";

/**
 * Touched in the Head (and a touched drunk, L3081): 1d6 when active; at or under Rep he acts
 * normally, otherwise he stays where he is (L3087).
 */
export function rollTouchedActivation(
  source: DiceSource,
  rep: number,
): { die: number; outcome: TouchedOutcome; source: string } {
  assertInteger("rep", rep, REP_RANGE.min, REP_RANGE.max);
  const die = checkFace(source.roll(6), 6, "die");
  return { die, outcome: die <= rep ? "actsNormally" : "staysInPlace", source: "L3087" };
}

/** Tradesman: +1 Rep on a challenge in his own line of work (L3101). */
export function tradesmanRepBonus(attributes: readonly AttributeId[], inTrade: boolean): 0 | 1 {
  assertBoolean("inTrade", inTrade);
  return inTrade && hasAttribute({ attributes }, "tradesman") ? 1 : 0;
}
