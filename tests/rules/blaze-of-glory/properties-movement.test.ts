import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DRUNK_STATES } from "../../../src/rules/blaze-of-glory/ids";
import {
  OPENINGS,
  STRUCTURES,
  canRise,
  changeLevel,
  enterOrExit,
  goProne,
  moveFastOutcomeDistribution,
  moveFastPassDistribution,
  optionalDrunk,
  resolveMoveFast,
  rollMoveFast,
} from "../../../src/rules/blaze-of-glory/movement";
import {
  RUNS,
  allFinite,
  countingDice,
  diceArb,
  expectDistribution,
  expectRulesError,
  fracLe,
  repArb,
  seedArb,
} from "../helpers/properties";

const moverArb = fc.record({
  id: fc.string({ minLength: 1, maxLength: 3 }),
  rep: repArb,
  attributes: fc.subarray(["fast", "slow", "twoLeftFeet"] as const),
  drunk: fc.option(fc.constantFrom(...DRUNK_STATES), { nil: null }),
  legWounds: fc.integer({ min: 0, max: 2 }),
  halfSpeedTerrain: fc.boolean(),
});
const FAST_CODES = ["moveFast", "moveFastShort", "noFastMove", "stumble", "cannotMove"];

describe("movement: properties over random valid input", () => {
  it("optionalDrunk passes known states through and names anything else", () => {
    fc.assert(
      fc.property(fc.option(fc.constantFrom(...DRUNK_STATES), { nil: undefined }), (d) => {
        expect(optionalDrunk("figure.drunk", d)).toBe(d ?? null);
        expect(optionalDrunk("figure.drunk", null)).toBeNull();
        expectRulesError(() => optionalDrunk("figure.drunk", "tipsy"), "figure.drunk");
      }),
      RUNS,
    );
  });

  it("resolveMoveFast: one pair for the group; a higher Rep never passes fewer of those dice", () => {
    fc.assert(
      fc.property(
        seedArb,
        diceArb(2, 2),
        fc.array(moverArb, { minLength: 1, maxLength: 4 }),
        fc.constantFrom("first" as const, "worse" as const),
        (s, group, movers, staggeringDie) => {
          const src = countingDice(s);
          const r = resolveMoveFast(group, movers, src, { staggeringDie });
          allFinite(r);
          expect(r.groupDice).toEqual(group);
          expect(r.figures).toHaveLength(movers.length);
          r.figures.forEach((f, i) => {
            expect(FAST_CODES).toContain(f.code);
            expect([0, 1, 2]).toContain(f.passes);
            const m = movers[i]!;
            if (m.rep < 7)
              expect(
                resolveMoveFast(group, [{ ...m, rep: m.rep + 1 }], countingDice(s), { staggeringDie })
                  .figures[0]!.passes,
              ).toBeGreaterThanOrEqual(f.passes);
          });
          const rolled = countingDice(s);
          const viaRoll = rollMoveFast(rolled, movers, { staggeringDie });
          expect(viaRoll.groupDice).toEqual(rolled.faces.slice(0, 2));
          expectRulesError(() => resolveMoveFast([7, group[1]!], movers, src), "groupDice[0]");
          expectRulesError(() => resolveMoveFast([group[0]!], movers, src), "groupDice");
          expectRulesError(() => resolveMoveFast(group, [{ ...movers[0]!, rep: 9 }], src), /rep$/);
        },
      ),
      RUNS,
    );
  });

  it("goProne, canRise, changeLevel", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 5 }),
        (a, b, c, levels) => {
          const p = goProne({ voluntary: a });
          expect(p.mayFire).toBe(a);
          expect(p.endsMove).toBe(true);
          const r = canRise({ prone: a, active: b, stumbled: c });
          expect(r.allowed).toBe(a && !(c && !b));
          const l = changeLevel(levels);
          expect(l.allowed).toBe(levels === 1);
          expectRulesError(() => goProne({ voluntary: "yes" as never }), "input.voluntary");
          expectRulesError(() => canRise({ prone: 1 as never, active: b }), "input.prone");
          expectRulesError(() => changeLevel(0), "levels");
          expectRulesError(() => changeLevel(1.5), "levels");
        },
      ),
      RUNS,
    );
  });

  it("enterOrExit: never leaves more inches than it had, never a negative remainder", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STRUCTURES),
        fc.constantFrom(...OPENINGS),
        fc.integer({ min: 0, max: 24 }),
        fc.constantFrom("buildingsOnly" as const, "all" as const),
        (structure, through, inchesLeft, windowMinimum) => {
          const r = enterOrExit({ structure, through, inchesLeft }, { windowMinimum });
          allFinite(r);
          expect(r.inchesLeftAfter).toBeLessThanOrEqual(inchesLeft);
          expect(r.inchesLeftAfter).toBeGreaterThanOrEqual(0);
          expect(r.next).toBe(structure === "vehicle" ? "boardVehicle" : "continueMove");
          if (r.allowed && through === "window") expect(r.endsMove).toBe(true);
          expectRulesError(
            () => enterOrExit({ structure, through, inchesLeft: Number.NaN }),
            "input.inchesLeft",
          );
          expectRulesError(
            () => enterOrExit({ structure: "tent" as never, through, inchesLeft }),
            "input.structure",
          );
          expectRulesError(
            () => enterOrExit({ structure, through: "roof" as never, inchesLeft }),
            "input.through",
          );
        },
      ),
      RUNS,
    );
  });

  it("moveFastPassDistribution and moveFastOutcomeDistribution: distributions, better with Rep", () => {
    fc.assert(
      fc.property(
        repArb,
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom("first" as const, "worse" as const),
        (rep, staggering, twoLeftFeet, staggeringDie) => {
          const p = moveFastPassDistribution(rep, staggering);
          expectDistribution(p);
          const o = moveFastOutcomeDistribution({ rep, staggering, twoLeftFeet, staggeringDie });
          expectDistribution(Object.values(o));
          if (!twoLeftFeet) expect(o.stumble.num).toBe(0);
          if (rep < 7) {
            expect(fracLe(moveFastPassDistribution(rep + 1, staggering)[0]!, p[0]!)).toBe(true);
            const better = moveFastOutcomeDistribution({
              rep: rep + 1,
              staggering,
              twoLeftFeet,
              staggeringDie,
            });
            expect(fracLe(better.noFastMove, o.noFastMove)).toBe(true);
            expect(fracLe(o.moveFast, better.moveFast)).toBe(true);
          }
          expectRulesError(() => moveFastPassDistribution(0), "rep");
          expectRulesError(() => moveFastPassDistribution(rep, "yes" as never), "staggering");
          expectRulesError(
            () => moveFastOutcomeDistribution({ rep, twoLeftFeet: 1 as never }),
            "twoLeftFeet",
          );
        },
      ),
      RUNS,
    );
  });
});
