import {
  RulesError,
  assertBoolean,
  assertDice,
  assertInteger,
  assertOneOf,
  countPasses,
  rollD6,
  type DiceSource,
} from "../../core";
import { REP_RANGE } from "../figure";
import type { PassCount } from "../ids";
import { opposedTaskTarget, readTaskRoll, type SituationalAdvantage, type TaskOutcome } from "./tasks";

/**
 * An opposed task against several figures at once, such as sneaking past a room of guards (L2957–2967):
 * one pair of dice is rolled and read against each opponent's own Task Target Number.
 *
 * Reading (the book's example, not a stated rule): a retry after pass 1 re-tests only the opponents
 * that pass 1 came from; opponents already passed on the first roll stay passed, and opponents
 * already failed stay failed. If the figure does not retry, the attempt stops short for the
 * pass-1 opponents.
 */

/** Light where the sneaking happens; unlit ground gave the +1 advantage in the book's example (L2957). */
export const LIGHTING = ["lit", "unlit"] as const;
export type Lighting = (typeof LIGHTING)[number];
export const LIGHTING_ADVANTAGE: { readonly [L in Lighting]: SituationalAdvantage } = { lit: 0, unlit: 1 };

export interface OpposingFigure {
  rep: number;
}

export interface OpponentTaskResult {
  rep: number;
  target: number;
  /** Passes read against this opponent from the first roll. */
  firstPasses: PassCount;
  /** Passes read from the retry, when one was rolled against this opponent. */
  retryPasses: PassCount | null;
  outcome: TaskOutcome;
}

export interface MultiOpposedTaskResult {
  firstDice: number[];
  retryDice: number[] | null;
  advantage: SituationalAdvantage;
  opponents: OpponentTaskResult[];
  /**
   * `"success"` if every opponent was beaten; `"failure"` if any opponent beat the task (he notices
   * and may react); otherwise `"stoppedShort"`.
   */
  outcome: TaskOutcome;
  source: string;
}

export interface MultiOpposedTaskInput {
  rep: number;
  opponents: readonly OpposingFigure[];
  /** The single situational advantage; defaults to the lighting's (unlit +1, lit 0). */
  advantage?: SituationalAdvantage;
  lighting?: Lighting;
  tradesmanBonus?: 0 | 1;
}

function targetsFor(input: MultiOpposedTaskInput): { advantage: SituationalAdvantage; targets: number[] } {
  assertInteger("rep", input.rep, REP_RANGE.min, REP_RANGE.max);
  if (!Array.isArray(input.opponents) || input.opponents.length === 0) {
    throw new RulesError("opponents", input.opponents, "must list at least one opposing figure");
  }
  const lighting = assertOneOf("lighting", input.lighting ?? "lit", LIGHTING);
  const advantage = assertInteger(
    "advantage",
    input.advantage ?? LIGHTING_ADVANTAGE[lighting],
    -1,
    1,
  ) as SituationalAdvantage;
  const targets = input.opponents.map((o, i) => {
    if (typeof o !== "object" || o === null) throw new RulesError(`opponents[${i}]`, o, "must be an object");
    assertInteger(`opponents[${i}].rep`, o.rep, REP_RANGE.min, REP_RANGE.max);
    return opposedTaskTarget({
      rep: input.rep,
      opposingRep: o.rep,
      advantage,
      tradesmanBonus: input.tradesmanBonus ?? 0,
    });
  });
  return { advantage, targets };
}

function twoDice(field: string, dice: readonly number[]): number[] {
  const checked = assertDice(field, dice);
  if (checked.length !== 2) throw new RulesError(field, dice, "a task rolls exactly 2d6");
  return checked;
}

export function resolveMultiOpposedTask(
  input: MultiOpposedTaskInput,
  firstDice: readonly number[],
  retryDice?: readonly number[],
): MultiOpposedTaskResult {
  const { advantage, targets } = targetsFor(input);
  const first = twoDice("firstDice", firstDice);
  const retry = retryDice === undefined ? null : twoDice("retryDice", retryDice);
  let anyPassOne = false;
  const opponents = input.opponents.map((o, i): OpponentTaskResult => {
    const target = targets[i]!;
    const firstPasses = Math.min(2, countPasses(first, target)) as PassCount;
    const reading = readTaskRoll(firstPasses, false);
    if (reading !== "passOne")
      return { rep: o.rep, target, firstPasses, retryPasses: null, outcome: reading };
    anyPassOne = true;
    if (retry === null)
      return { rep: o.rep, target, firstPasses, retryPasses: null, outcome: "stoppedShort" };
    const retryPasses = Math.min(2, countPasses(retry, target)) as PassCount;
    const again = readTaskRoll(retryPasses, true);
    return {
      rep: o.rep,
      target,
      firstPasses,
      retryPasses,
      outcome: again === "success" ? "success" : "failure",
    };
  });
  if (retry !== null && !anyPassOne) {
    throw new RulesError("retryDice", retryDice, "a retry is only allowed after pass 1");
  }
  let outcome: TaskOutcome = "success";
  for (const o of opponents) {
    if (o.outcome === "failure") outcome = "failure";
    else if (o.outcome === "stoppedShort" && outcome === "success") outcome = "stoppedShort";
  }
  return { firstDice: first, retryDice: retry, advantage, opponents, outcome, source: "L2963" };
}

/** Rolls the task once for all opponents, and once more (for the pass-1 ones) when `retry` is set. */
export function rollMultiOpposedTask(
  source: DiceSource,
  input: MultiOpposedTaskInput & { retry?: boolean },
): MultiOpposedTaskResult {
  const retry = assertBoolean("retry", input.retry ?? false);
  const { targets } = targetsFor(input);
  const first = rollD6(source, 2);
  const passOne = targets.some((t) => Math.min(2, countPasses(first, t)) === 1);
  return resolveMultiOpposedTask(input, first, retry && passOne ? rollD6(source, 2) : undefined);
}

/** Sneaking past watchers: a multi-opposed task, with lighting as the usual advantage. */
export function sneakPast(
  source: DiceSource,
  input: MultiOpposedTaskInput & { retry?: boolean },
): MultiOpposedTaskResult {
  return rollMultiOpposedTask(source, input);
}
