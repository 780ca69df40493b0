import { assertNumber } from "./checks";
import { RulesError, assertInteger } from "./errors";

/**
 * Exact probabilities as reduced fractions, so cards and tests can state the odds of each result
 * exactly (a 2d6 test vs 4 passes both dice with probability 4/9, not 0.444...).
 */

export interface Fraction {
  readonly num: number;
  readonly den: number;
}

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a || 1;
}

export function fraction(num: number, den = 1): Fraction {
  if (typeof num !== "number" || !Number.isFinite(num))
    throw new RulesError("num", num, "must be a finite number");
  if (typeof den !== "number" || !Number.isFinite(den))
    throw new RulesError("den", den, "must be a finite number");
  if (den === 0) throw new RangeError("fraction: zero denominator");
  const sign = den < 0 ? -1 : 1;
  const g = gcd(num, den);
  return { num: (sign * num) / g, den: (sign * den) / g };
}

export const ZERO: Fraction = { num: 0, den: 1 };
export const ONE: Fraction = { num: 1, den: 1 };

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

export function sum(values: readonly Fraction[]): Fraction {
  return values.reduce(add, ZERO);
}

export function equals(a: Fraction, b: Fraction): boolean {
  return a.num === b.num && a.den === b.den;
}

export function toNumber(f: Fraction): number {
  return f.num / f.den;
}

export function formatFraction(f: Fraction): string {
  return f.den === 1 ? String(f.num) : `${f.num}/${f.den}`;
}

/** Chance one d6 is at or under `target`. */
export function dieAtOrUnder(target: number): Fraction {
  assertNumber("target", target);
  return fraction(Math.min(6, Math.max(0, Math.trunc(target))), 6);
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/**
 * Distribution of passed dice when `dice` d6 each pass with probability `p`, with counts above
 * `cap` folded into `cap`. Index i holds P(passes = i).
 */
export function passDistribution(dice: number, p: Fraction, cap = dice): Fraction[] {
  assertInteger("dice", dice, 0, 20);
  assertInteger("cap", cap, 0, 20);
  const q = sub(ONE, p);
  const top = Math.min(cap, dice);
  const out: Fraction[] = Array.from({ length: top + 1 }, () => ZERO);
  for (let k = 0; k <= dice; k++) {
    let term = fraction(binomial(dice, k));
    for (let i = 0; i < k; i++) term = mul(term, p);
    for (let i = 0; i < dice - k; i++) term = mul(term, q);
    const slot = Math.min(k, top);
    out[slot] = add(out[slot]!, term);
  }
  return out;
}

/** Distribution of a pass test: `dice` d6 vs `target`, reading at most `maxPasses`. */
export function passTestDistribution(dice: number, target: number, maxPasses = 2): Fraction[] {
  return passDistribution(dice, dieAtOrUnder(target), maxPasses);
}

/** Distribution of successes in a d6 pool counting 1–3 (each die 1/2). */
export function poolDistribution(size: number): Fraction[] {
  return passDistribution(size, fraction(1, 2));
}

/**
 * Distribution of `a.passes - b.passes` for two independent pools; returned as a map from the
 * difference to its probability.
 */
export function poolDifferenceDistribution(sizeA: number, sizeB: number): Map<number, Fraction> {
  const da = poolDistribution(sizeA);
  const db = poolDistribution(sizeB);
  const out = new Map<number, Fraction>();
  da.forEach((pa, i) => db.forEach((pb, j) => out.set(i - j, add(out.get(i - j) ?? ZERO, mul(pa, pb)))));
  return out;
}

/** Distribution of the sum of `count` d6 (index = total). */
export function sumDistribution(count: number): Fraction[] {
  assertInteger("count", count, 0, 10);
  let ways = [1];
  for (let d = 0; d < count; d++) {
    const next: number[] = Array.from({ length: ways.length + 6 }, () => 0);
    ways.forEach((w, total) => {
      for (let face = 1; face <= 6; face++) next[total + face]! += w;
    });
    ways = next;
  }
  const den = 6 ** count;
  return ways.map((w) => fraction(w, den));
}
