import { countPasses, rollD6, type DiceSource } from "../../core";
import type { EncounterRoll } from "./types";

/**
 * Rolls an encounter's dice and keeps each roll as the card will show it. One log per set-up or
 * special table; `rolls` is what goes into the result.
 */
export class RollLog {
  readonly rolls: EncounterRoll[] = [];

  constructor(readonly dice: DiceSource) {}

  /**
   * Rolls `count` d6, adds `modifier`, reads the score with `read` and records it. Returns the entry
   * (its `score` and `result`).
   */
  sum(options: {
    purpose: string;
    count?: number;
    modifier?: number;
    source: string;
    subject?: string;
    read: (score: number, dice: number[]) => string;
    values?: (score: number, dice: number[]) => Record<string, number | string> | undefined;
  }): EncounterRoll {
    const dice = rollD6(this.dice, options.count ?? 1);
    const modifier = options.modifier ?? 0;
    const score = dice.reduce((a, b) => a + b, 0) + modifier;
    return this.push({
      purpose: options.purpose,
      dice,
      modifier,
      score,
      result: options.read(score, dice),
      values: options.values?.(score, dice),
      subject: options.subject,
      source: options.source,
    });
  }

  /** A pass test: `count` d6 against `target` (a die passes when it scores `target` or less). */
  passes(options: {
    purpose: string;
    count?: number;
    target: number;
    source: string;
    subject?: string;
    read: (passes: number, dice: number[]) => string;
    values?: (passes: number, dice: number[]) => Record<string, number | string> | undefined;
  }): EncounterRoll {
    const dice = rollD6(this.dice, options.count ?? 2);
    const score = countPasses(dice, options.target);
    return this.push({
      purpose: options.purpose,
      dice,
      modifier: 0,
      score,
      target: options.target,
      result: options.read(score, dice),
      values: options.values?.(score, dice),
      subject: options.subject,
      source: options.source,
    });
  }

  private push(entry: EncounterRoll): EncounterRoll {
    // Optional fields stay absent rather than undefined, so results compare and serialise cleanly.
    const clean = Object.fromEntries(
      Object.entries(entry).filter(([, v]) => v !== undefined),
    ) as EncounterRoll;
    this.rolls.push(clean);
    return clean;
  }
}

/** Reads a score on a table of inclusive ranges `[from, to, result]`; the ends clamp. */
export function readRange<T>(rows: readonly (readonly [number, number, T])[], score: number): T {
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  if (score < first[0]) return first[2];
  if (score > last[1]) return last[2];
  const row = rows.find(([from, to]) => score >= from && score <= to);
  if (!row) throw new Error(`no row for ${score}`);
  return row[2];
}
