import { RulesError, assertInteger, type DiceSource } from "../../core";
import { OPPOSITION_OPTIONS, type OppositionOption } from "./guidance";

/**
 * The weighted die of L4902 ("logic and/or weighted die rolls"): each open choice holds as many
 * faces as its weight, and one die with that many faces picks. The book gives no weights; the
 * defaults below are OUR reading (a gunfight's opposition mostly shoots when it can), and the GM
 * edits them in the world's GM tables.
 */

/** Weights a GM may give a choice: 0 (never) to 12. */
export const WEIGHT_RANGE = { min: 0, max: 12 } as const;

/** Our defaults, not the book's. */
export const DEFAULT_OPPOSITION_WEIGHTS: Readonly<Record<OppositionOption, number>> = Object.freeze({
  fire: 4,
  charge: 1,
  advance: 2,
  takeCover: 2,
  holdPosition: 1,
  stayHidden: 3,
});

export interface WeightedChoice {
  /** The face thrown and the die's size; null when nothing needed a roll (one choice left). */
  roll: { face: number; faces: number } | null;
  choice: OppositionOption;
  /** Each option's faces on the die, in order: `from`..`to` (empty range when its weight is 0). */
  faces: { option: OppositionOption; weight: number; from: number; to: number }[];
}

/**
 * Picks one of `options` with one die of (sum of weights) faces. Options missing from `weights`
 * take our default weight. All weights 0 is refused: there is nothing to pick.
 */
export function chooseByWeight(
  dice: DiceSource,
  options: readonly OppositionOption[],
  weights: Partial<Record<OppositionOption, number>> = {},
): WeightedChoice {
  if (!Array.isArray(options) || options.length === 0)
    throw new RulesError("options", options, "must list at least one option");
  const seen = new Set<string>();
  const faces: WeightedChoice["faces"] = [];
  let total = 0;
  (options as readonly OppositionOption[]).forEach((option, i) => {
    if (!(OPPOSITION_OPTIONS as readonly unknown[]).includes(option))
      throw new RulesError(`options[${i}]`, option, "unknown option");
    if (seen.has(option)) throw new RulesError(`options[${i}]`, option, "listed twice");
    seen.add(option);
    const raw = weights?.[option] ?? DEFAULT_OPPOSITION_WEIGHTS[option];
    const weight = assertInteger(`weights.${option}`, raw, WEIGHT_RANGE.min, WEIGHT_RANGE.max);
    faces.push({ option, weight, from: total + 1, to: total + weight });
    total += weight;
  });
  if (total === 0) throw new RulesError("weights", weights, "every open option weighs 0");
  const weighted = faces.filter((f) => f.weight > 0);
  if (weighted.length === 1) return { roll: null, choice: weighted[0]!.option, faces };
  const face = dice.roll(total);
  if (!Number.isInteger(face) || face < 1 || face > total)
    throw new RulesError("die", face, `must be a face from 1 to ${total}`);
  const choice = faces.find((f) => f.weight > 0 && face >= f.from && face <= f.to)!.option;
  return { roll: { face, faces: total }, choice, faces };
}
