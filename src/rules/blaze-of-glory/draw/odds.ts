import { type Fraction, ZERO, add, assertInteger, fraction, mul, poolDistribution, sub } from "../../core";

/**
 * Exact odds of one Draw pairing, seen from figure A drawing on figure B. Each pool die passes on
 * 1–3 with probability 1/2; among A's passed dice, a 3 turns "2 more" into Obviously Dead.
 */

export interface DrawOdds {
  /** A passes 3+ more and the result stands (B takes GOT THE DROP). */
  gotTheDrop: Fraction;
  /** A passes 2 more (or 3+ read as 2) and rolled a 3. */
  obviouslyDead: Fraction;
  /** A passes 2 more (or 3+ read as 2) with no 3 among its dice: roll SHOOTIN' DAMAGE. */
  rollDamage: Fraction;
  /** A passes exactly 1 more: a normal shot. */
  shoot: Fraction;
  bothDrawn: Fraction;
  /** B passes more than A. */
  outdrawn: Fraction;
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/**
 * `coveredReadsAsTwo`: A is a Gunfighter or Outlaw, or has already covered someone in this Draw,
 * so 3+ more reads as 2 more.
 */
export function drawOutcomeDistribution(poolA: number, poolB: number, coveredReadsAsTwo = false): DrawOdds {
  assertInteger("poolA", poolA, 0, 20);
  assertInteger("poolB", poolB, 0, 20);
  const b = poolDistribution(poolB);
  const out: DrawOdds = {
    gotTheDrop: ZERO,
    obviouslyDead: ZERO,
    rollDamage: ZERO,
    shoot: ZERO,
    bothDrawn: ZERO,
    outdrawn: ZERO,
  };
  const half = fraction(1, 2);
  const third = fraction(1, 3);
  for (let k = 0; k <= poolA; k++) {
    // k passes: P = C(n,k)/2^n; with no 3 among them every passed die is a 1 or a 2 (1/3 each die).
    let pk = fraction(binomial(poolA, k));
    let noThree = fraction(binomial(poolA, k));
    for (let i = 0; i < poolA; i++) pk = mul(pk, half);
    for (let i = 0; i < k; i++) noThree = mul(noThree, third);
    for (let i = 0; i < poolA - k; i++) noThree = mul(noThree, half);
    const withThree = sub(pk, noThree);
    b.forEach((pb, j) => {
      const diff = k - j;
      if (diff < 0) out.outdrawn = add(out.outdrawn, mul(pk, pb));
      else if (diff === 0) out.bothDrawn = add(out.bothDrawn, mul(pk, pb));
      else if (diff === 1) out.shoot = add(out.shoot, mul(pk, pb));
      else if (diff >= 3 && !coveredReadsAsTwo) out.gotTheDrop = add(out.gotTheDrop, mul(pk, pb));
      else {
        out.obviouslyDead = add(out.obviouslyDead, mul(withThree, pb));
        out.rollDamage = add(out.rollDamage, mul(noThree, pb));
      }
    });
  }
  return out;
}
