import { type DiceSource, d6 } from "../../core";
import { RulesError, assertInteger } from "../../core/errors";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * The order inside a side (guide §3.1 step 3; seed L165): highest CV first; equal CVs roll off
 * (SGS-Q05: 1D6 each, highest first, ties rolled again), or, under the other reading, their player
 * orders them (the figures stay in the given order).
 */

export interface OrderFigure {
  readonly id: string;
  readonly cv: number;
}

export interface OrderResult {
  readonly order: readonly string[];
  /** Each roll-off: the figures of one CV and every round of dice they rolled. */
  readonly rollOffs: readonly { readonly cv: number; readonly rounds: readonly Record<string, number>[] }[];
}

/** Orders a tied group by rolling 1D6 each, highest first, re-rolling ties among those still tied. */
function rollOff(ids: readonly string[], source: DiceSource, rounds: Record<string, number>[]): string[] {
  if (ids.length <= 1) return [...ids];
  if (rounds.length > 100) throw new RulesError("rollOff", ids, "keeps tying");
  const roll: Record<string, number> = {};
  for (const id of ids) roll[id] = d6(source);
  rounds.push(roll);
  const faces = [...new Set(ids.map((id) => roll[id]!))].sort((a, b) => b - a);
  return faces.flatMap((face) =>
    rollOff(
      ids.filter((id) => roll[id] === face),
      source,
      rounds,
    ),
  );
}

export function activationOrder(
  figures: readonly OrderFigure[],
  source: DiceSource,
  rules: ClassicRules = DEFAULT_RULES,
): OrderResult {
  if (!Array.isArray(figures)) throw new RulesError("figures", figures, "must be a list");
  const seen = new Set<string>();
  figures.forEach((f, i) => {
    assertInteger(`figures[${i}].cv`, f.cv, 0, 6);
    if (typeof f.id !== "string" || seen.has(f.id))
      throw new RulesError(`figures[${i}].id`, f.id, "must be a unique id");
    seen.add(f.id);
  });
  const cvs = [...new Set(figures.map((f) => f.cv))].sort((a, b) => b - a);
  const order: string[] = [];
  const rollOffs: { cv: number; rounds: Record<string, number>[] }[] = [];
  for (const cv of cvs) {
    const ids = figures.filter((f) => f.cv === cv).map((f) => f.id);
    if (ids.length > 1 && rules.cvTieBreak === "rollOff") {
      const rounds: Record<string, number>[] = [];
      order.push(...rollOff(ids, source, rounds));
      rollOffs.push({ cv, rounds });
    } else order.push(...ids);
  }
  return { order, rollOffs };
}
