/**
 * Shared helpers for the property-based tests of the rules core (fast-check).
 * Nothing here is a test itself: vitest only collects `*.test.ts`.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { type DiceSource, type Fraction, RulesError, seededDice } from "../../../src/rules/core";
import { ATTRIBUTES, HIT_LOCATIONS, PROFESSIONS, WEAPONS } from "../../../src/rules/blaze-of-glory/ids";

/** Where the first non-finite number sits in `value`, or null when every number is finite. */
export function firstNonFinite(value: unknown, path = "$", seen = new Set<unknown>()): string | null {
  if (typeof value === "number") return Number.isFinite(value) ? null : `${path} = ${value}`;
  if (value === null || typeof value !== "object") return null;
  if (seen.has(value)) return null;
  seen.add(value);
  if (value instanceof Map) {
    for (const [k, v] of value) {
      const bad = firstNonFinite(k, `${path}<key>`, seen) ?? firstNonFinite(v, `${path}[${String(k)}]`, seen);
      if (bad) return bad;
    }
    return null;
  }
  if (value instanceof Set) {
    for (const v of value) {
      const bad = firstNonFinite(v, `${path}{}`, seen);
      if (bad) return bad;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    const bad = firstNonFinite(v, `${path}.${k}`, seen);
    if (bad) return bad;
  }
  return null;
}

/** Asserts that no NaN or ±Infinity hides anywhere in `value` (arrays, objects, maps, sets). */
export function allFinite(value: unknown): void {
  expect(firstNonFinite(value)).toBeNull();
}

/** Asserts `fn` throws a RulesError whose `field` is exactly `field` (or matches it). */
export function expectRulesError(fn: () => unknown, field: string | RegExp): RulesError {
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(RulesError);
  const err = caught as RulesError;
  if (typeof field === "string") expect(err.field).toBe(field);
  else expect(err.field).toMatch(field);
  return err;
}

/** A fraction that is an exact probability: integer parts, positive denominator, 0 ≤ p ≤ 1. */
export function expectProbability(f: Fraction): void {
  expect(Number.isSafeInteger(f.num)).toBe(true);
  expect(Number.isSafeInteger(f.den)).toBe(true);
  expect(f.den).toBeGreaterThan(0);
  expect(f.num).toBeGreaterThanOrEqual(0);
  expect(f.num).toBeLessThanOrEqual(f.den);
}

/** Exact sum of fractions as a bigint ratio, so no rounding hides a 1 that is not quite 1. */
function exactSum(values: Iterable<Fraction>): { num: bigint; den: bigint } {
  let num = 0n;
  let den = 1n;
  for (const f of values) {
    num = num * BigInt(f.den) + BigInt(f.num) * den;
    den = den * BigInt(f.den);
  }
  return { num, den };
}

/** Every value is an exact probability and together they sum to exactly 1. */
export function expectDistribution(values: Iterable<Fraction>): void {
  const list = [...values];
  list.forEach(expectProbability);
  const s = exactSum(list);
  expect(s.num).toBe(s.den);
}

/** p ≤ q exactly. */
export function fracLe(p: Fraction, q: Fraction): boolean {
  return BigInt(p.num) * BigInt(q.den) <= BigInt(q.num) * BigInt(p.den);
}

/** A seeded source that counts the dice it hands out (and remembers them). */
export function countingDice(seed: number): DiceSource & { count: number; faces: number[] } {
  const inner = seededDice(seed);
  const src = {
    count: 0,
    faces: [] as number[],
    roll(faces: number): number {
      src.count++;
      const f = inner.roll(faces);
      src.faces.push(f);
      return f;
    },
  };
  return src;
}

/** Bad values for a stat or die that is otherwise a small whole number. */
export const BAD_NUMBERS = [Number.NaN, 2.5, Infinity, -Infinity, "3"] as const;

export const seedArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });
export const dieArb = fc.integer({ min: 1, max: 6 });
export const diceArb = (min: number, max: number) => fc.array(dieArb, { minLength: min, maxLength: max });
export const repArb = fc.integer({ min: 1, max: 7 });
export const toughnessArb = fc.integer({ min: 1, max: 7 });
export const sandArb = fc.integer({ min: 0, max: 7 });
export const qualityArb = fc.constantFrom(3 as const, 4 as const, 5 as const);
export const professionArb = fc.constantFrom(...PROFESSIONS);
export const weaponArb = fc.constantFrom(...WEAPONS);
export const attributeArb = fc.constantFrom(...ATTRIBUTES);
export const attributesArb = fc.uniqueArray(attributeArb, { maxLength: 4 });
export const locationArb = fc.constantFrom(...HIT_LOCATIONS);
export const figureArb = fc.record({
  profession: professionArb,
  rep: repArb,
  toughness: toughnessArb,
  sand: sandArb,
  veteran: fc.boolean(),
  star: fc.boolean(),
  attributes: attributesArb,
});

/** Property runs: small enough to keep the whole suite fast. */
export const RUNS = { numRuns: 100 } as const;
