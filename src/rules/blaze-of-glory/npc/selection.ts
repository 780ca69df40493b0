import { RulesError, assertInteger, checkFace, type DiceSource } from "../../core";

/**
 * The book's selection notation "X (1-3) or Y (4-6)" (seed L773): one d6, and the choice whose
 * bracket holds the score wins. Used all over the encounters and campaign (fort type, brothers'
 * professions, robbery targets, ...).
 */

export interface SelectionOption<T> {
  readonly value: T;
  /** Inclusive die range. */
  readonly min: number;
  readonly max: number;
}

/** Picks the option whose bracket holds `score`; the brackets must cover 1..6 without overlap. */
export function selectByScore<T>(score: number, options: readonly SelectionOption<T>[]): T {
  checkFace(score, 6, "score");
  assertSelection(options);
  for (const option of options) if (score >= option.min && score <= option.max) return option.value;
  throw new RulesError("options", options, "no bracket holds the score");
}

export function rollSelection<T>(
  source: DiceSource,
  options: readonly SelectionOption<T>[],
): { die: number; value: T } {
  assertSelection(options);
  const die = checkFace(source.roll(6), 6, "die");
  return { die, value: selectByScore(die, options) };
}

/** The common two-way case: `low` on 1–3, `high` on 4–6. */
export function rollEitherOr<T>(source: DiceSource, low: T, high: T): { die: number; value: T } {
  const die = checkFace(source.roll(6), 6, "die");
  return { die, value: die <= 3 ? low : high };
}

function assertSelection<T>(options: readonly SelectionOption<T>[]): void {
  if (!Array.isArray(options) || options.length === 0) {
    throw new RulesError("options", options, "must list at least one bracket");
  }
  const seen = [false, false, false, false, false, false];
  options.forEach((option, i) => {
    const min = assertInteger(`options[${i}].min`, option.min, 1, 6);
    const max = assertInteger(`options[${i}].max`, option.max, min, 6);
    for (let face = min; face <= max; face++) {
      if (seen[face - 1])
        throw new RulesError(`options[${i}]`, option, `overlaps another bracket at ${face}`);
      seen[face - 1] = true;
    }
  });
  const gap = seen.indexOf(false);
  if (gap >= 0) throw new RulesError("options", options, `no bracket covers ${gap + 1}`);
}
