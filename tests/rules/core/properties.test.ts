import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  RulesError,
  SeededDice,
  SequenceDice,
  add,
  assertBoolean,
  assertDice,
  assertInteger,
  assertOneOf,
  isOneOf,
  checkFace,
  countPasses,
  countPoolPasses,
  d6,
  dieAtOrUnder,
  equals,
  formatFraction,
  fraction,
  halfD6,
  mul,
  passDistribution,
  passTestDice,
  passTestDistribution,
  pickOne,
  poolDifferenceDistribution,
  poolDistribution,
  poolSize,
  resolvePassTest,
  resolvePool,
  rollD6,
  rollDice,
  rollPassTest,
  rollPool,
  rollWithReroll,
  seededDice,
  sequenceDice,
  sub,
  sum,
  sumDistribution,
  toNumber,
} from "../../../src/rules/core";
import {
  BAD_NUMBERS,
  RUNS,
  allFinite,
  countingDice,
  diceArb,
  expectDistribution,
  expectProbability,
  expectRulesError,
  fracLe,
  seedArb,
} from "../helpers/properties";

const fracArb = fc
  .tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 1, max: 60 }))
  .map(([n, d]) => fraction(n, d));
// The core only ever feeds d6 chances (k/6) or a pool's 1/2 into passDistribution.
const probArb = fc.integer({ min: 0, max: 6 }).map((n) => fraction(n, 6));

describe("core: validation helpers", () => {
  it("assertInteger, assertOneOf, assertBoolean, checkFace accept valid input and name the field otherwise", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: 0, max: 10 }), (lo, span) => {
        const hi = lo + span;
        const v = lo + Math.floor(span / 2);
        expect(assertInteger("x.rep", v, lo, hi)).toBe(v);
        const e = expectRulesError(() => assertInteger("x.rep", hi + 1, lo, hi), "x.rep");
        expect(e.value).toBe(hi + 1);
        for (const bad of BAD_NUMBERS) expectRulesError(() => assertInteger("x.rep", bad, lo, hi), "x.rep");
        expect(assertOneOf("kind", "b", ["a", "b"] as const)).toBe("b");
        expectRulesError(() => assertOneOf("kind", `c${span}`, ["a", "b"] as const), "kind");
        expect(isOneOf(["a", "b"] as const, "a")).toBe(true);
        expect(isOneOf(["a", "b"] as const, `c${span}`)).toBe(false);
        expect(isOneOf(["a", "b"] as const, span)).toBe(false);
        expect(assertBoolean("flag", span % 2 === 0)).toBe(span % 2 === 0);
        expectRulesError(() => assertBoolean("flag", span), "flag");
        expect(checkFace(1 + (span % 6), 6, "die")).toBe(1 + (span % 6));
        expectRulesError(() => checkFace(7 + span, 6, "die"), "die");
        expect(new RulesError("f", span, "m")).toBeInstanceOf(Error);
      }),
      RUNS,
    );
  });

  it("assertDice copies valid faces and names the first bad die", () => {
    fc.assert(
      fc.property(diceArb(0, 8), fc.nat(), fc.constantFrom(0, 7, 2.5, Number.NaN), (dice, at, bad) => {
        expect(assertDice("dice", dice)).toEqual(dice);
        const i = dice.length === 0 ? 0 : at % (dice.length + 1);
        const broken = [...dice.slice(0, i), bad, ...dice.slice(i)];
        expectRulesError(() => assertDice("dice", broken), `dice[${i}]`);
        expectRulesError(() => assertDice("dice", "1,2"), "dice");
      }),
      RUNS,
    );
  });
});

describe("core: dice sources", () => {
  it("rollDice, rollD6, d6, halfD6 stay on the die and consume exactly the dice they report", () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 2, max: 20 }),
        (s, n, faces) => {
          let src = countingDice(s);
          const dice = rollDice(src, n, faces);
          expect(dice).toHaveLength(n);
          expect(src.count).toBe(n);
          for (const f of dice) expect(f >= 1 && f <= faces && Number.isInteger(f)).toBe(true);
          src = countingDice(s);
          expect(rollD6(src, n)).toEqual(src.faces);
          src = countingDice(s);
          const one = d6(src);
          expect(one).toBe(src.faces[0]);
          src = countingDice(s);
          const half = halfD6(src);
          expect(half).toBe(Math.ceil(src.faces[0]! / 2));
          expect(src.count).toBe(1);
          expectRulesError(() => rollDice(src, n, 1), "faces");
          expectRulesError(() => rollDice(src, -1 - n), "count");
        },
      ),
      RUNS,
    );
  });

  it("seededDice/SeededDice replay a seed, sequenceDice/SequenceDice replay faces and reject bad ones", () => {
    fc.assert(
      fc.property(seedArb, diceArb(1, 8), (s, faces) => {
        const a = rollD6(seededDice(s), 10);
        expect(rollD6(new SeededDice(s), 10)).toEqual(a);
        expect(rollD6(sequenceDice(...faces), faces.length)).toEqual(faces);
        expect(rollD6(new SequenceDice(faces), faces.length)).toEqual(faces);
        const seq = sequenceDice(...faces);
        rollD6(seq, faces.length);
        expectRulesError(() => d6(seq), "dice");
        expectRulesError(() => d6(sequenceDice(7)), "dice[0]");
        expectRulesError(() => d6(sequenceDice(2.5)), "dice[0]");
        expectRulesError(() => d6(sequenceDice(Number.NaN)), "dice[0]");
        expectRulesError(() => d6({ roll: () => Number.NaN }), "d6");
      }),
      RUNS,
    );
  });

  it("pickOne picks a member with one die and refuses an empty list", () => {
    fc.assert(
      fc.property(seedArb, fc.array(fc.string(), { minLength: 1, maxLength: 9 }), (s, items) => {
        const src = countingDice(s);
        expect(items).toContain(pickOne(src, items));
        expect(src.count).toBe(items.length === 1 ? 0 : 1);
        expectRulesError(() => pickOne(src, []), "items");
        expectRulesError(() => pickOne({ roll: () => items.length + 2 }, [...items, "x"]), "pick");
      }),
      RUNS,
    );
  });
});

describe("core: pass tests and pools", () => {
  it("countPasses, resolvePassTest, rollPassTest: passes are 0..min(cap, dice), monotone in the target", () => {
    fc.assert(
      fc.property(
        seedArb,
        diceArb(0, 8),
        fc.integer({ min: -2, max: 8 }),
        fc.integer({ min: 0, max: 4 }),
        (s, dice, target, maxPasses) => {
          const n = countPasses(dice, target);
          expect(n).toBe(dice.filter((d) => d <= target).length);
          expect(countPasses(dice, target + 1)).toBeGreaterThanOrEqual(n);
          const r = resolvePassTest(dice, { target, maxPasses });
          allFinite(r);
          expect(r.passes).toBe(Math.min(maxPasses, n));
          expect(r.passes).toBeGreaterThanOrEqual(0);
          const src = countingDice(s);
          const rolled = rollPassTest(src, { dice: dice.length, target, maxPasses });
          expect(rolled.dice).toEqual(src.faces);
          expect(rolled.passes).toBeLessThanOrEqual(maxPasses);
          expectRulesError(() => countPasses([...dice, 7], target), `dice[${dice.length}]`);
          expectRulesError(() => countPasses(dice, Number.NaN), "target");
          expectRulesError(() => resolvePassTest([...dice, 2.5], { target }), `dice[${dice.length}]`);
          expectRulesError(() => resolvePassTest(dice, { target: Number.NaN }), "target");
        },
      ),
      RUNS,
    );
  });

  it("passTestDice and rollWithReroll: never negative dice; a re-roll happens only on the named row", () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: -6, max: 6 }),
        (s, base, mod) => {
          const p = passTestDice(base, mod);
          expect(p).toEqual({ dice: Math.max(0, base + mod), maxPasses: base });
          expectRulesError(() => passTestDice(Number.NaN, mod), "base");
          expectRulesError(() => passTestDice(base, 0.5), "modifier");
          const src = countingDice(s);
          const r = rollWithReroll(src, { dice: 2, target: 3 + (base % 3) }, 1, 0);
          allFinite(r);
          expect(src.count).toBe(r.first.dice.length + (r.reroll?.dice.length ?? 0));
          if (r.reroll) {
            expect(r.first.passes).toBe(1);
            expect(r.passes).toBe(r.reroll.passes === 1 ? 0 : r.reroll.passes);
          } else expect(r.passes).toBe(r.first.passes);
          expect([0, 1, 2]).toContain(r.passes);
        },
      ),
      RUNS,
    );
  });

  it("countPoolPasses, resolvePool, rollPool, poolSize: passes count the 1–3s; bad dice and sizes are named", () => {
    fc.assert(
      fc.property(
        seedArb,
        diceArb(0, 12),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: -12, max: 6 }),
        (s, dice, base, mod) => {
          const passes = countPoolPasses(dice);
          expect(passes).toBe(dice.filter((d) => d <= 3).length);
          const r = resolvePool(dice);
          expect(r).toEqual({ dice, passes });
          const src = countingDice(s);
          const size = poolSize(base, mod);
          expect(size).toBe(Math.max(0, base + mod));
          const rolled = rollPool(src, size);
          expect(rolled.dice).toEqual(src.faces);
          expect(rolled.passes).toBeGreaterThanOrEqual(0);
          expect(rolled.passes).toBeLessThanOrEqual(size);
          expectRulesError(() => resolvePool([...dice, 7]), `dice[${dice.length}]`);
          expectRulesError(() => countPoolPasses([Number.NaN]), "dice[0]");
          expectRulesError(() => poolSize(Number.NaN, mod), "base");
          expectRulesError(() => poolSize(base, Infinity), "modifier");
          expectRulesError(() => rollPool(src, -1), "pool");
        },
      ),
      RUNS,
    );
  });
});

describe("core: exact probability", () => {
  it("fraction, add, sub, mul, sum, equals, toNumber, formatFraction form a field of reduced fractions", () => {
    fc.assert(
      fc.property(fracArb, fracArb, fracArb, (a, b, c) => {
        for (const f of [a, b, add(a, b), sub(a, b), mul(a, b)]) {
          allFinite(f);
          expect(f.den).toBeGreaterThan(0);
          expect(Number.isInteger(f.num)).toBe(true);
        }
        expect(equals(add(a, b), add(b, a))).toBe(true);
        expect(equals(sub(add(a, b), b), a)).toBe(true);
        expect(equals(mul(a, add(b, c)), add(mul(a, b), mul(a, c)))).toBe(true);
        expect(equals(sum([a, b, c]), add(add(a, b), c))).toBe(true);
        expect(toNumber(add(a, b))).toBeCloseTo(toNumber(a) + toNumber(b), 9);
        expect(formatFraction(a)).toBe(a.den === 1 ? String(a.num) : `${a.num}/${a.den}`);
        expect(equals(fraction(a.num * 3, a.den * 3), a)).toBe(true);
        expectRulesError(() => fraction(Number.NaN, 2), "num");
        expectRulesError(() => fraction(1, Infinity), "den");
      }),
      RUNS,
    );
  });

  it("dieAtOrUnder is an exact probability rising with the target; NaN is refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 15 }), (t) => {
        const p = dieAtOrUnder(t);
        expectProbability(p);
        expect(fracLe(p, dieAtOrUnder(t + 1))).toBe(true);
        expectRulesError(() => dieAtOrUnder(Number.NaN), "target");
      }),
      RUNS,
    );
  });

  it("passDistribution and passTestDistribution sum to 1, respect the cap and match the binomial mean", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        probArb,
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 7 }),
        (n, p, cap, target) => {
          const d = passDistribution(n, p, cap);
          expect(d).toHaveLength(Math.min(cap, n) + 1);
          expectDistribution(d);
          if (cap >= n) {
            const mean = d.reduce((acc, f, i) => acc + i * toNumber(f), 0);
            expect(mean).toBeCloseTo(n * toNumber(p), 9);
          }
          const t = passTestDistribution(n, target, 2);
          expectDistribution(t);
          expect(t.length).toBeLessThanOrEqual(3);
          // A higher target never lowers the chance of the top row.
          const t2 = passTestDistribution(n, target + 1, 2);
          expect(fracLe(t.at(-1)!, t2.at(-1)!)).toBe(true);
          expectRulesError(() => passDistribution(n + 0.5, p), "dice");
          expectRulesError(() => passDistribution(n, p, -1), "cap");
        },
      ),
      RUNS,
    );
  });

  it("poolDistribution, poolDifferenceDistribution and sumDistribution are exact distributions", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 5 }),
        (a, b, k) => {
          const pa = poolDistribution(a);
          expect(pa).toHaveLength(a + 1);
          expectDistribution(pa);
          expect(equals(pa[0]!, pa[a]!)).toBe(true); // symmetric: each die passes 1/2
          const diff = poolDifferenceDistribution(a, b);
          expectDistribution(diff.values());
          for (const key of diff.keys()) expect(key >= -b && key <= a).toBe(true);
          const s = sumDistribution(k);
          expect(s).toHaveLength(6 * k + 1);
          expectDistribution(s);
          for (let i = 0; i < k; i++) expect(s[i]!.num).toBe(0);
          expectRulesError(() => sumDistribution(11), "count");
          expectRulesError(() => poolDistribution(Number.NaN), "dice");
        },
      ),
      { numRuns: 50 },
    );
  });
});
