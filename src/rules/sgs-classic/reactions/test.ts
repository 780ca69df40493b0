import { type DiceSource, type Fraction, passTestDistribution, resolvePassTest, rollD6 } from "../../core";
import type { ReactionTest } from "../ids";
import { type ReactionModifier, type ReactionSituation, modifiedCv, reactionModifiers } from "./modifiers";
import { type ReactionContext, type ReactionOutcome, reactionOutcome } from "./tables";

/**
 * A Reaction Test (guide §3.7; seed L311–L325): CV plus modifiers, 2D6, each die at or under the
 * modified CV passes (never the total), and the count reads the test's table.
 */

export interface ReactionTestInput {
  readonly test: ReactionTest;
  readonly cv: number;
  readonly situation?: ReactionSituation;
  readonly context?: ReactionContext;
}

export interface ReactionTestResult extends ReactionOutcome {
  readonly dice: readonly number[];
  readonly modifiers: readonly ReactionModifier[];
  readonly target: number;
}

/** Reads a test from two dice already rolled. */
export function resolveReactionTest(input: ReactionTestInput, dice: readonly number[]): ReactionTestResult {
  const modifiers = reactionModifiers(input.test, input.situation ?? {});
  const target = modifiedCv(input.cv, modifiers);
  const pass = resolvePassTest(dice, { target, maxPasses: 2 });
  if (pass.dice.length !== 2) throw new RangeError("a reaction test reads two dice");
  return { ...reactionOutcome(input.test, pass.passes, input.context), dice: pass.dice, modifiers, target };
}

export function rollReactionTest(input: ReactionTestInput, source: DiceSource): ReactionTestResult {
  return resolveReactionTest(input, rollD6(source, 2));
}

/** Exact chance of passing 0, 1 and 2 dice against a modified CV (index = passes). */
export function reactionOdds(target: number): readonly Fraction[] {
  return passTestDistribution(2, target, 2);
}
