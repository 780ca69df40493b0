import {
  RulesError,
  assertBoolean,
  assertDice,
  assertInteger,
  assertOneOf,
  resolvePassTest,
  rollD6,
  type DiceSource,
  type PassTestResult,
} from "../../core";
import { REP_RANGE } from "../figure";
import type { PassCount } from "../ids";

/**
 * Challenges (tasks), guide §2.16, seed L2868–2983 and the QRS tables L7514–7544. A task is rolled
 * as 2d6 against a Task Target Number, like a reaction check. Pass 1 lets the figure either stop
 * short (no harm done) or try once more at once, and on that second try pass 1 reads as pass 0.
 */

export const TASK_DIFFICULTIES = ["easy", "tough", "hard", "areYouKiddingMe"] as const;
export type TaskDifficulty = (typeof TASK_DIFFICULTIES)[number];

/** Difficulty Factor of an unopposed task (L2891–2897). */
export const DIFFICULTY_FACTORS: {
  readonly [D in TaskDifficulty]: { readonly df: number; readonly source: string };
} = {
  easy: { df: 1, source: "L2891" },
  tough: { df: 0, source: "L2892" },
  hard: { df: -1, source: "L2896" },
  areYouKiddingMe: { df: -2, source: "L2897" },
};

/** A situational advantage is a single +1 or −1 agreed by the players (L2933). */
export type SituationalAdvantage = -1 | 0 | 1;

export interface UnopposedTargetInput {
  rep: number;
  difficulty: TaskDifficulty;
  /** Tradesman working in his own trade: +1 Rep (L3101). Use `tradesmanRepBonus` to work it out. */
  tradesmanBonus?: 0 | 1;
}

/** Task Target Number of an unopposed task: Rep + DF (L2903). */
export function unopposedTaskTarget(input: UnopposedTargetInput): number {
  const rep = assertInteger("rep", input.rep, REP_RANGE.min, REP_RANGE.max);
  const difficulty = assertOneOf("difficulty", input.difficulty, TASK_DIFFICULTIES);
  const bonus = assertInteger("tradesmanBonus", input.tradesmanBonus ?? 0, 0, 1);
  return rep + bonus + DIFFICULTY_FACTORS[difficulty].df;
}

export interface OpposedTargetInput {
  rep: number;
  opposingRep: number;
  advantage?: SituationalAdvantage;
  tradesmanBonus?: 0 | 1;
}

/**
 * Task Target Number of an opposed task: the tester's Rep, plus the difference between his Rep and
 * the opponent's, plus any situational advantage (L2931–2937; guide §6.24: not just the difference).
 */
export function opposedTaskTarget(input: OpposedTargetInput): number {
  const rep = assertInteger("rep", input.rep, REP_RANGE.min, REP_RANGE.max);
  const opposing = assertInteger("opposingRep", input.opposingRep, REP_RANGE.min, REP_RANGE.max);
  const advantage = assertInteger("advantage", input.advantage ?? 0, -1, 1);
  const bonus = assertInteger("tradesmanBonus", input.tradesmanBonus ?? 0, 0, 1);
  const effective = rep + bonus;
  return effective + (effective - opposing) + advantage;
}

/**
 * `"success"`: task done. `"stoppedShort"`: pass 1 and the figure chose not to retry (nothing bad
 * happens, nothing achieved). `"failure"`: pass 0, or pass 1 on the retry: the agreed consequences.
 */
export type TaskOutcome = "success" | "stoppedShort" | "failure";
export const TASK_OUTCOMES: readonly TaskOutcome[] = ["success", "stoppedShort", "failure"];

/** Reading of one task roll: `"passOne"` means the figure must now choose to stop short or retry. */
export type TaskRollReading = "success" | "passOne" | "failure";

export function readTaskRoll(passes: number, isRetry: boolean): TaskRollReading {
  assertInteger("passes", passes, 0, 20);
  assertBoolean("isRetry", isRetry);
  if (passes >= 2) return "success";
  if (passes === 1) return isRetry ? "failure" : "passOne";
  return "failure";
}

export interface TaskResult {
  target: number;
  first: PassTestResult;
  /** Present when the figure tried again after a pass 1. */
  retry?: PassTestResult;
  /** The pass count the table finally reads (a pass 1 on the retry is read as 0). */
  passes: PassCount;
  outcome: TaskOutcome;
  source: string;
}

const TARGET_MIN = -20;
const TARGET_MAX = 20;

/** One 2d6 roll of a task, checked. */
function taskRoll(field: string, dice: readonly number[], target: number): PassTestResult {
  const roll = resolvePassTest(assertDice(field, dice), { target });
  if (roll.dice.length !== 2) throw new RulesError(field, dice, "a task rolls exactly 2d6");
  return roll;
}

/** Resolves a task from dice already rolled; `retryDice` only when the figure chose to try again. */
export function resolveTask(
  target: number,
  firstDice: readonly number[],
  retryDice?: readonly number[],
): TaskResult {
  assertInteger("target", target, TARGET_MIN, TARGET_MAX);
  const first = taskRoll("firstDice", firstDice, target);
  const reading = readTaskRoll(first.passes, false);
  if (reading !== "passOne") {
    if (retryDice !== undefined)
      throw new RulesError("retryDice", retryDice, "a retry is only allowed after pass 1");
    const source = reading === "success" ? "L2911" : "L2919";
    return { target, first, passes: first.passes as PassCount, outcome: reading, source };
  }
  if (retryDice === undefined) return { target, first, passes: 1, outcome: "stoppedShort", source: "L2917" };
  const retry = taskRoll("retryDice", retryDice, target);
  const outcome: TaskOutcome = readTaskRoll(retry.passes, true) === "success" ? "success" : "failure";
  return { target, first, retry, passes: outcome === "success" ? 2 : 0, outcome, source: "L2917" };
}

export interface RollTaskOptions {
  target: number;
  /** Try again at once on a pass 1 (the player's choice, L2917). Default false. */
  retry?: boolean;
}

/** Rolls a task: 2d6, plus 2d6 more only on a pass 1 with `retry` set. */
export function rollTask(source: DiceSource, options: RollTaskOptions): TaskResult {
  const target = assertInteger("target", options.target, TARGET_MIN, TARGET_MAX);
  const retry = assertBoolean("retry", options.retry ?? false);
  const firstDice = rollD6(source, 2);
  const wantsRetry =
    retry && readTaskRoll(resolvePassTest(firstDice, { target }).passes, false) === "passOne";
  return resolveTask(target, firstDice, wantsRetry ? rollD6(source, 2) : undefined);
}
