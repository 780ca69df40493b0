import { type Fraction, ONE, ZERO, add, fraction, mul, sub } from "../../core/probability";
import { type RoundPlan, type ShotInput, type ShotRules, planShot, roundHits } from "./resolve-shot";

export interface ShotOdds {
  readonly inRange: boolean;
  /** Chance each round hits, in order (empty when out of range). */
  readonly perRound: readonly Fraction[];
  /** Chance of exactly i hits at index i (0…rounds). */
  readonly hits: readonly Fraction[];
  readonly anyHit: Fraction;
}

/** The exact chance a planned round hits: its hitting faces, each read by `roundHits`, over 20. */
export function roundHitChance(plan: RoundPlan): Fraction {
  let faces = 0;
  for (let die = 1; die <= 20; die++) if (roundHits(plan, die).hit) faces++;
  return fraction(faces, 20);
}

/**
 * Exact odds of a declared shot before it is rolled: each round's chance and the distribution of
 * the number of hits. The rounds' dice are independent but their chances differ (the extra-round
 * penalty), so the count is built round by round rather than as a binomial.
 */
export function shotOdds(input: { shot: ShotInput; rules?: ShotRules }): ShotOdds {
  const plan = planShot(input);
  if (!plan.inRange) {
    // Nothing is rolled: no hit, whatever was declared.
    const none = Array.from({ length: input.shot.rounds + 1 }, (_, i) => (i === 0 ? ONE : ZERO));
    return { inRange: false, perRound: [], hits: none, anyHit: ZERO };
  }
  const perRound = plan.rounds.map(roundHitChance);
  let hits: Fraction[] = [ONE];
  for (const p of perRound) {
    const miss = sub(ONE, p);
    hits = Array.from({ length: hits.length + 1 }, (_, k) =>
      add(k < hits.length ? mul(hits[k]!, miss) : ZERO, k > 0 ? mul(hits[k - 1]!, p) : ZERO),
    );
  }
  return { inRange: true, perRound, hits, anyHit: sub(ONE, hits[0]!) };
}
