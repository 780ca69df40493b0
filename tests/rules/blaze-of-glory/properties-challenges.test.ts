import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice } from "../../../src/rules/core";
import {
  TASK_OUTCOMES,
  comeAlongTarget,
  opposedTaskTarget,
  readTaskRoll,
  resolveMultiOpposedTask,
  resolveTask,
  rollComeAlongPeaceably,
  rollMultiOpposedTask,
  sneakPast,
  taskOutcomeDistribution,
} from "../../../src/rules/blaze-of-glory/challenges";
import {
  RUNS,
  countingDice,
  diceArb,
  expectDistribution,
  expectRulesError,
  fracLe,
  repArb,
  sandArb,
  seedArb,
} from "../helpers/properties";

const advantageArb = fc.constantFrom(-1 as const, 0 as const, 1 as const);
const opposedArb = fc.record({
  rep: repArb,
  opponents: fc.array(fc.record({ rep: repArb }), { minLength: 1, maxLength: 4 }),
  advantage: advantageArb,
  tradesmanBonus: fc.constantFrom(0 as const, 1 as const),
});

describe("challenges: properties over random valid input", () => {
  it("opposedTaskTarget: higher Rep never lowers the target, a stronger opponent never raises it", () => {
    fc.assert(
      fc.property(repArb, repArb, advantageArb, (rep, opp, advantage) => {
        const t = opposedTaskTarget({ rep, opposingRep: opp, advantage });
        expect(Number.isInteger(t)).toBe(true);
        if (rep < 7)
          expect(opposedTaskTarget({ rep: rep + 1, opposingRep: opp, advantage })).toBeGreaterThan(t);
        if (opp < 7) expect(opposedTaskTarget({ rep, opposingRep: opp + 1, advantage })).toBeLessThan(t);
        expectRulesError(() => opposedTaskTarget({ rep: 9, opposingRep: opp }), "rep");
        expectRulesError(() => opposedTaskTarget({ rep, opposingRep: Number.NaN }), "opposingRep");
        expectRulesError(
          () => opposedTaskTarget({ rep, opposingRep: opp, advantage: 2 as never }),
          "advantage",
        );
      }),
      RUNS,
    );
  });

  it("readTaskRoll and resolveTask: pass 2 succeeds, pass 0 fails, a retry only after pass 1", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        fc.integer({ min: -2, max: 10 }),
        diceArb(2, 2),
        diceArb(2, 2),
        (passes, retry, target, first, again) => {
          const reading = readTaskRoll(passes, retry);
          expect(reading).toBe(passes === 2 ? "success" : passes === 1 && !retry ? "passOne" : "failure");
          expectRulesError(() => readTaskRoll(Number.NaN, retry), "passes");
          expectRulesError(() => readTaskRoll(passes, 1 as never), "isRetry");
          const firstPasses = first.filter((d) => d <= target).length;
          const r = firstPasses === 1 ? resolveTask(target, first, again) : resolveTask(target, first);
          expect(TASK_OUTCOMES).toContain(r.outcome);
          expect(r.passes).toBeLessThanOrEqual(2);
          if (firstPasses !== 1) expectRulesError(() => resolveTask(target, first, again), "retryDice");
          expectRulesError(() => resolveTask(target, [first[0]!, 7]), "firstDice[1]");
          expectRulesError(() => resolveTask(target, [...first, 1]), "firstDice");
        },
      ),
      RUNS,
    );
  });

  it("resolveMultiOpposedTask, rollMultiOpposedTask, sneakPast: one roll for all opponents; dice used = dice reported", () => {
    fc.assert(
      fc.property(seedArb, opposedArb, fc.boolean(), diceArb(2, 2), (s, input, retry, first) => {
        const src = countingDice(s);
        const r = rollMultiOpposedTask(src, { ...input, retry });
        expect(src.count).toBe(r.firstDice.length + (r.retryDice?.length ?? 0));
        expect(r.opponents).toHaveLength(input.opponents.length);
        expect(TASK_OUTCOMES).toContain(r.outcome);
        if (r.outcome === "success") for (const o of r.opponents) expect(o.outcome).toBe("success");
        expect(sneakPast(seededDice(s), { ...input, retry })).toEqual(
          rollMultiOpposedTask(seededDice(s), { ...input, retry }),
        );
        const m = resolveMultiOpposedTask(input, first);
        for (const o of m.opponents)
          expect(o.firstPasses).toBe(Math.min(2, first.filter((d) => d <= o.target).length));
        expectRulesError(() => resolveMultiOpposedTask({ ...input, opponents: [] }, first), "opponents");
        expectRulesError(
          () => resolveMultiOpposedTask({ ...input, opponents: [{ rep: 0 }] }, first),
          "opponents[0].rep",
        );
        expectRulesError(() => resolveMultiOpposedTask(input, [Number.NaN, 1]), "firstDice[0]");
      }),
      RUNS,
    );
  });

  it("taskOutcomeDistribution: a distribution; a higher target never lowers success; a retry never hurts", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 10 }), fc.boolean(), (target, retry) => {
        const d = taskOutcomeDistribution(target, retry);
        expectDistribution(Object.values(d));
        expect(fracLe(d.success, taskOutcomeDistribution(target + 1, retry).success)).toBe(true);
        expect(
          fracLe(
            taskOutcomeDistribution(target, false).success,
            taskOutcomeDistribution(target, true).success,
          ),
        ).toBe(true);
        if (retry) expect(d.stoppedShort.num).toBe(0);
        expectRulesError(() => taskOutcomeDistribution(2.5, retry), "target");
      }),
      RUNS,
    );
  });

  it("comeAlongTarget and rollComeAlongPeaceably: more lawman Sand never lowers the target", () => {
    fc.assert(
      fc.property(seedArb, sandArb, sandArb, (s, lawman, rowdy) => {
        const t = comeAlongTarget(lawman, rowdy);
        expect(t).toBe(2 * lawman - rowdy);
        if (lawman < 7) expect(comeAlongTarget(lawman + 1, rowdy)).toBeGreaterThan(t);
        const src = countingDice(s);
        const r = rollComeAlongPeaceably(src, lawman, rowdy);
        expect(src.count).toBe(r.test.dice.length + (r.othersSubmitting === null ? 0 : 1));
        expect(r.outcome).toBe(["draw", "makeMe", "submits"][r.test.passes]);
        expectRulesError(() => comeAlongTarget(-1, rowdy), "lawmanSand");
        expectRulesError(() => rollComeAlongPeaceably(src, lawman, 8), "rowdySand");
      }),
      RUNS,
    );
  });
});
