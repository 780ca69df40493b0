import { type Fraction, ZERO, add, assertInteger, mul, poolDistribution } from "../../core";

/** Exact odds of one Fightin' round between two fighters, seen from fighter A. */

export interface MeleeRoundOdds {
  aKillingStroke: Fraction;
  aTellingBlow: Fraction;
  aFlurry: Fraction;
  evenlyMatched: Fraction;
  bFlurry: Fraction;
  bTellingBlow: Fraction;
  bKillingStroke: Fraction;
}

/** Pass counts with a cap (the literal "best two" reading), index = passes that count. */
function cappedPool(size: number, cap: number | null): Fraction[] {
  const raw = poolDistribution(size);
  if (cap === null || cap >= size) return raw;
  const out = raw.slice(0, cap + 1);
  for (let k = cap + 1; k < raw.length; k++) out[cap] = add(out[cap]!, raw[k]!);
  return out;
}

export function meleeRoundDistribution(
  poolA: number,
  poolB: number,
  caps: { a?: number | null; b?: number | null } = {},
): MeleeRoundOdds {
  assertInteger("poolA", poolA, 0, 30);
  assertInteger("poolB", poolB, 0, 30);
  const capA = caps.a == null ? null : assertInteger("caps.a", caps.a, 0, 30);
  const capB = caps.b == null ? null : assertInteger("caps.b", caps.b, 0, 30);
  const da = cappedPool(poolA, capA);
  const db = cappedPool(poolB, capB);
  const out: MeleeRoundOdds = {
    aKillingStroke: ZERO,
    aTellingBlow: ZERO,
    aFlurry: ZERO,
    evenlyMatched: ZERO,
    bFlurry: ZERO,
    bTellingBlow: ZERO,
    bKillingStroke: ZERO,
  };
  const keys = [
    "bKillingStroke",
    "bTellingBlow",
    "bFlurry",
    "evenlyMatched",
    "aFlurry",
    "aTellingBlow",
    "aKillingStroke",
  ] as const;
  da.forEach((pa, i) =>
    db.forEach((pb, j) => {
      const key = keys[Math.max(-3, Math.min(3, i - j)) + 3]!;
      out[key] = add(out[key], mul(pa, pb));
    }),
  );
  return out;
}
