import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sequenceDice } from "../../../src/rules/core";
import {
  MELEE_WEAPONS,
  type MeleeFighter,
  checkMeleeFighter,
  checkMeleeOptions,
  finishOffOptions,
  meleePoolOf,
  meleePoolSize,
  meleeRoundDistribution,
  resolveMeleeRound,
  rollMeleeRound,
} from "../../../src/rules/blaze-of-glory/melee";
import {
  RUNS,
  allFinite,
  countingDice,
  expectDistribution,
  expectRulesError,
  fracLe,
  repArb,
  seedArb,
} from "../helpers/properties";

const meleeOptionsArb = fc.record({
  attributeDice: fc.constantFrom("extraDie" as const, "bestTwo" as const),
  fears: fc.constantFrom("counts" as const, "ignored" as const),
  mountedImpact: fc.constantFrom("anyRider" as const, "meleeWeaponOnly" as const),
  zeroDice: fc.constantFrom("anyCause" as const, "flurryOnly" as const),
});
const fighterArb = (id: string, side: string): fc.Arbitrary<MeleeFighter> =>
  fc.record({
    id: fc.constant(id),
    side: fc.constant(side),
    rep: repArb,
    attributes: fc.subarray(["brawler", "knifeFighter", "runt"] as const),
    meleeWeapon: fc.option(fc.constantFrom(...MELEE_WEAPONS), { nil: null }),
    flankOrRear: fc.boolean(),
    mounted: fc.boolean(),
    prone: fc.boolean(),
    chargePenalty: fc.boolean(),
  });
/** One white fighter against 1–2 red fighters, all in contact with him. */
const roundArb = fc.integer({ min: 1, max: 2 }).chain((reds) =>
  fc
    .record({
      fighters: fc.tuple(
        fighterArb("w", "white"),
        ...Array.from({ length: reds }, (_, i) => fighterArb(`r${i}`, "red")),
      ),
      round: fc.integer({ min: 1, max: 3 }),
    })
    .map(({ fighters, round }) => ({
      fighters,
      round,
      contacts: fighters.slice(1).map((f) => ["w", f.id] as const),
    })),
);

describe("melee: properties over random valid input", () => {
  it("checkMeleeOptions, checkMeleeFighter, meleePoolOf, meleePoolSize: pools never negative; flurries never add dice", () => {
    fc.assert(
      fc.property(
        fighterArb("a", "white"),
        meleeOptionsArb,
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (f, o, round, flurries) => {
          const opts = checkMeleeOptions(o);
          expect(opts).toMatchObject(o);
          const checked = checkMeleeFighter(f, "f");
          const pool = meleePoolOf(checked, round, flurries, opts);
          expect(pool).toEqual(meleePoolSize(f, { round, flurries }, o));
          allFinite(pool);
          expect(pool.size).toBeGreaterThanOrEqual(0);
          expect(meleePoolSize(f, { round, flurries: flurries + 1 }, o).size).toBeLessThanOrEqual(pool.size);
          if (o.attributeDice === "extraDie") expect(pool.passCap).toBeNull();
          else expect([null, 2]).toContain(pool.passCap);
          expectRulesError(() => checkMeleeOptions({ zeroDice: "never" as never }), "options.zeroDice");
          expectRulesError(() => checkMeleeFighter({ ...f, rep: 9 }, "f"), "f.rep");
          expectRulesError(
            () => meleePoolSize({ ...f, meleeWeapon: "sabre" as never }),
            "fighter.meleeWeapon",
          );
        },
      ),
      RUNS,
    );
  });

  it("rollMeleeRound and resolveMeleeRound agree; dice used = pools; the passes respect the cap", () => {
    fc.assert(
      fc.property(seedArb, roundArb, meleeOptionsArb, (s, input, o) => {
        const src = countingDice(s);
        const r = rollMeleeRound(src, input, o);
        allFinite(r);
        expect(src.count).toBe(r.fighters.reduce((a, f) => a + f.dice.length, 0));
        for (const f of r.fighters) {
          expect(f.dice).toHaveLength(f.pool.size);
          expect(f.passes).toBeLessThanOrEqual(f.pool.passCap ?? f.dice.length);
          expect(["fighting", "outOfFight", "obviouslyDead"]).toContain(f.fate);
        }
        for (const p of r.pairs)
          expect(["evenlyMatched", "flurry", "tellingBlow", "killingStroke"]).toContain(p.code);
        const dice = r.fighters.map((f) => f.dice);
        expect(resolveMeleeRound(input, dice, o)).toEqual(r);
        expect(rollMeleeRound(sequenceDice(...dice.flat()), input, o)).toEqual(r);
        expectRulesError(() => resolveMeleeRound(input, dice.slice(1), o), "dice");
        expectRulesError(
          () =>
            resolveMeleeRound(
              input,
              dice.map((d) => [...d, 2.5]),
              o,
            ),
          /^dice\[0\]/,
        );
        expectRulesError(() => rollMeleeRound(src, { ...input, contacts: [] }), "input.contacts");
        expectRulesError(() => rollMeleeRound(src, { ...input, round: 0 }), "input.round");
      }),
      RUNS,
    );
  });

  it("finishOffOptions: only an active figure in contact with an OOF target may finish it off", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom("outOfFight" as const, "standing" as const, "obviouslyDead" as const),
        (active, inContact, targetState) => {
          const r = finishOffOptions({ active, inContact, targetState });
          expect(r.allowed).toBe(active && inContact && targetState === "outOfFight");
          expect(r.choices.length > 0).toBe(r.allowed);
          expectRulesError(
            () => finishOffOptions({ active, inContact, targetState: "asleep" as never }),
            "input.targetState",
          );
          expectRulesError(
            () => finishOffOptions({ active: 1 as never, inContact, targetState }),
            "input.active",
          );
        },
      ),
      RUNS,
    );
  });

  it("meleeRoundDistribution: a distribution; one more die for A never lowers A's killing stroke", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
        (a, b, cap) => {
          const d = meleeRoundDistribution(a, b, { a: cap, b: cap });
          expectDistribution(Object.values(d));
          if (cap === null)
            expect(fracLe(d.aKillingStroke, meleeRoundDistribution(a + 1, b).aKillingStroke)).toBe(true);
          expectRulesError(() => meleeRoundDistribution(a, Number.NaN), "poolB");
          expectRulesError(() => meleeRoundDistribution(a, b, { a: Number.NaN }), "caps.a");
          expectRulesError(() => meleeRoundDistribution(a, b, { b: -1 }), "caps.b");
        },
      ),
      { numRuns: 60 },
    );
  });
});
