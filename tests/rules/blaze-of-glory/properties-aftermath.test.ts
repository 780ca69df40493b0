import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice, toNumber } from "../../../src/rules/core";
import { HIT_LOCATIONS } from "../../../src/rules/blaze-of-glory/ids";
import {
  CASUALTY_KINDS,
  mentallyFitSetup,
  physicallyFitSetup,
  recoveryPassDistribution,
  resolveCarryFastMove,
  resolveMentallyFit,
  resolveMountedCasualtyFall,
  resolvePhysicallyFit,
  rollMentallyFit,
  rollPhysicallyFit,
} from "../../../src/rules/blaze-of-glory/aftermath";
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
  toughnessArb,
} from "../helpers/properties";

const recoveryFigureArb = fc.record({
  rep: repArb,
  toughness: toughnessArb,
  star: fc.boolean(),
  attributes: fc.subarray(["sickly", "tough", "fast"] as const),
});
const causeArb = fc.record({
  location: fc.option(fc.constantFrom(...HIT_LOCATIONS), { nil: null }),
  unarmedMelee: fc.boolean(),
});
const sicklyArb = fc.record({
  sickly: fc.constantFrom("testedStat" as const, "mentallyFitOnly" as const, "none" as const),
});

describe("aftermath: properties over random valid input", () => {
  it("resolveCarryFastMove: the worst carrier's passes set the row", () => {
    fc.assert(
      fc.property(diceArb(2, 2), fc.array(repArb, { minLength: 1, maxLength: 4 }), (dice, reps) => {
        const r = resolveCarryFastMove(dice, reps);
        expect(r.passesEach).toEqual(reps.map((rep) => dice.filter((d) => d <= rep).length));
        allFinite(r);
        expectRulesError(() => resolveCarryFastMove(dice, [...reps, 9]), `reps[${reps.length}]`);
        expectRulesError(() => resolveCarryFastMove([dice[0]!, 2.5], reps), "dice[1]");
        expectRulesError(() => resolveCarryFastMove(dice, []), "reps");
      }),
      RUNS,
    );
  });

  it("resolveMountedCasualtyFall: a better mount never throws the casualty when a worse one keeps him", () => {
    fc.assert(
      fc.property(
        diceArb(2, 2),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(...CASUALTY_KINDS),
        (dice, q, kind) => {
          const r = resolveMountedCasualtyFall(dice, q, kind);
          expect(r.failedDice).toBe(dice.filter((d) => d > q).length);
          if (r.fellOff) expect(r.damageTest).not.toBeNull();
          if (!r.fellOff) expect(resolveMountedCasualtyFall(dice, q + 1, kind).fellOff).toBe(false);
          expectRulesError(() => resolveMountedCasualtyFall(dice, 7, kind), "quality");
          expectRulesError(() => resolveMountedCasualtyFall(dice, q, "flying" as never), "casualty");
          expectRulesError(() => resolveMountedCasualtyFall([7, 1], q, kind), "dice[0]");
        },
      ),
      RUNS,
    );
  });

  it("physicallyFitSetup, resolvePhysicallyFit, rollPhysicallyFit: dice used = setup dice; tougher never does worse", () => {
    fc.assert(
      fc.property(seedArb, recoveryFigureArb, causeArb, sicklyArb, (s, fig, cause, o) => {
        const setup = physicallyFitSetup(fig, cause, o);
        expect(setup.dice).toBe(2 + (fig.star ? 1 : 0) + (cause.unarmedMelee ? 1 : 0));
        expect(setup.target).toBeLessThan(fig.toughness);
        const src = countingDice(s);
        const r = rollPhysicallyFit(src, fig, cause, o);
        expect(r.rolled).toEqual(src.faces);
        expect(["fitAsAFiddle", "toughnessLoss", "diesOfWounds"]).toContain(r.code);
        expect(r.passes).toBeLessThanOrEqual(2);
        expect(resolvePhysicallyFit(r.rolled, fig, cause, o)).toEqual(r);
        if (fig.toughness < 7)
          expect(
            resolvePhysicallyFit(r.rolled, { ...fig, toughness: fig.toughness + 1 }, cause, o).passes,
          ).toBeGreaterThanOrEqual(r.passes);
        expectRulesError(() => physicallyFitSetup({ ...fig, toughness: 9 }, cause), "figure.toughness");
        expectRulesError(() => physicallyFitSetup(fig, { location: "foot" as never }), "cause.location");
        expectRulesError(
          () => physicallyFitSetup({ ...fig, attributes: ["lucky" as never] }, cause),
          "figure.attributes[0]",
        );
        expectRulesError(() => resolvePhysicallyFit([...r.rolled, 1], fig, cause, o), "dice");
      }),
      RUNS,
    );
  });

  it("mentallyFitSetup, resolveMentallyFit, rollMentallyFit: a higher Rep never does worse", () => {
    fc.assert(
      fc.property(seedArb, recoveryFigureArb, fc.boolean(), sicklyArb, (s, fig, lost, o) => {
        const setup = mentallyFitSetup(fig, o);
        expect(setup.target).toBeLessThanOrEqual(fig.rep);
        const src = countingDice(s);
        const r = rollMentallyFit(src, fig, lost, o);
        expect(r.rolled).toEqual(src.faces);
        expect(r.rolled).toHaveLength(setup.dice);
        expect(["repKept", "repLoss", "retires"]).toContain(r.code);
        if (!lost) expect(r.code).not.toBe("repLoss");
        expect(resolveMentallyFit(r.rolled, fig, lost, o)).toEqual(r);
        if (fig.rep < 7)
          expect(
            resolveMentallyFit(r.rolled, { ...fig, rep: fig.rep + 1 }, lost, o).passes,
          ).toBeGreaterThanOrEqual(r.passes);
        expectRulesError(() => mentallyFitSetup({ ...fig, rep: 9 }), "figure.rep");
        expectRulesError(
          () => rollMentallyFit(seededDice(s), { ...fig, rep: Number.NaN }, lost),
          "figure.rep",
        );
        expectRulesError(() => mentallyFitSetup(fig, { sickly: "always" as never }), "options.sickly");
      }),
      RUNS,
    );
  });

  it("recoveryPassDistribution: a distribution; a higher target never lowers the top row", () => {
    fc.assert(
      fc.property(recoveryFigureArb, causeArb, (fig, cause) => {
        const setup = physicallyFitSetup(fig, cause);
        const d = recoveryPassDistribution(setup);
        expectDistribution(d);
        if (setup.target < 7)
          expect(fracLe(d[2]!, recoveryPassDistribution({ ...setup, target: setup.target + 1 })[2]!)).toBe(
            true,
          );
        expect(toNumber(d[0]!)).toBeGreaterThanOrEqual(0);
        expectRulesError(() => recoveryPassDistribution({ ...setup, dice: 5 }), "setup.dice");
        expectRulesError(() => recoveryPassDistribution({ ...setup, target: Number.NaN }), "setup.target");
      }),
      RUNS,
    );
  });
});
