import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatFraction, resolvePassTest, seededDice, sequenceDice, toNumber } from "../../../src/rules/core";
import {
  DIFFICULTY_FACTORS,
  comeAlongTarget,
  rollComeAlongPeaceably,
  TASK_DIFFICULTIES,
  TASK_OUTCOMES,
  opposedTaskTarget,
  resolveMultiOpposedTask,
  resolveTask,
  rollMultiOpposedTask,
  rollTask,
  sneakPast,
  taskOutcomeDistribution,
  unopposedTaskTarget,
  type TaskDifficulty,
} from "../../../src/rules/blaze-of-glory/challenges";
import { rulesErrorOf as catchError } from "../helpers/errors";

describe("Task Target Numbers (L2887–2937)", () => {
  // Difficulty Factors as printed: Easy (+1), Tough (0), Hard (-1), Are you kidding me? (-2).
  it.each([
    ["easy", 1, "L2891"],
    ["tough", 0, "L2892"],
    ["hard", -1, "L2896"],
    ["areYouKiddingMe", -2, "L2897"],
  ] as const)("%s has DF %i", (difficulty, df, line) => {
    expect(DIFFICULTY_FACTORS[difficulty]).toEqual({ df, source: line });
    expect(unopposedTaskTarget({ rep: 4, difficulty })).toBe(4 + df);
  });

  it("W-31: Jim Bob Joe, Rep 5, breaks down a door at DF −1 → Task Target Number 4", () => {
    expect(unopposedTaskTarget({ rep: 5, difficulty: "hard" })).toBe(4);
  });

  it("a Tradesman in his trade counts 1 more Rep (L3101)", () => {
    expect(unopposedTaskTarget({ rep: 3, difficulty: "tough", tradesmanBonus: 1 })).toBe(4);
    // Opposed: his Rep is 1 higher both as the base and in the difference.
    expect(opposedTaskTarget({ rep: 3, opposingRep: 3, tradesmanBonus: 1 })).toBe(5);
  });

  it("opposed target is Rep + (Rep − opposing Rep) + advantage, not the bare difference", () => {
    expect(opposedTaskTarget({ rep: 4, opposingRep: 5 })).toBe(3);
    expect(opposedTaskTarget({ rep: 4, opposingRep: 3, advantage: 1 })).toBe(6);
    expect(opposedTaskTarget({ rep: 4, opposingRep: 4, advantage: -1 })).toBe(3);
  });

  it("bad input names the field", () => {
    expect(catchError(() => unopposedTaskTarget({ rep: 0, difficulty: "easy" })).field).toBe("rep");
    expect(
      catchError(() => unopposedTaskTarget({ rep: 3, difficulty: "trivial" as TaskDifficulty })).field,
    ).toBe("difficulty");
    expect(catchError(() => opposedTaskTarget({ rep: 3, opposingRep: 9 })).field).toBe("opposingRep");
    expect(catchError(() => opposedTaskTarget({ rep: 3, opposingRep: 3, advantage: 2 as 1 })).field).toBe(
      "advantage",
    );
  });
});

describe("task tables (L2907–2955, QRS L7514–7544)", () => {
  it("W-01: a 2d6 test vs 5 rolling 5 and 6 is pass 1", () => {
    expect(resolvePassTest([5, 6], { target: 5 }).passes).toBe(1);
    expect(resolveTask(5, [5, 6])).toMatchObject({ passes: 1, outcome: "stoppedShort" });
  });

  it("pass 2 succeeds, pass 0 fails", () => {
    expect(resolveTask(4, [1, 4])).toMatchObject({ passes: 2, outcome: "success", source: "L2911" });
    expect(resolveTask(4, [5, 6])).toMatchObject({ passes: 0, outcome: "failure", source: "L2919" });
  });

  it("W-32: roof leap vs 4; 2, 6 → pass 1, retry 1, 6 → pass 1 counts as pass 0 → falls", () => {
    const target = unopposedTaskTarget({ rep: 5, difficulty: "hard" });
    expect(target).toBe(4);
    const dice = sequenceDice(2, 6, 1, 6);
    const r = rollTask(dice, { target, retry: true });
    expect(r.first.passes).toBe(1);
    expect(r.retry?.passes).toBe(1);
    expect(r).toMatchObject({ passes: 0, outcome: "failure" });
    expect(dice.remaining).toBe(0);
  });

  it("a retry that passes 2 succeeds; no retry after pass 1 stops short; no retry after pass 2 or 0", () => {
    expect(resolveTask(4, [2, 6], [1, 3])).toMatchObject({ passes: 2, outcome: "success" });
    expect(rollTask(sequenceDice(2, 6), { target: 4 })).toMatchObject({ outcome: "stoppedShort", passes: 1 });
    const dice = sequenceDice(1, 2);
    expect(rollTask(dice, { target: 4, retry: true }).outcome).toBe("success");
    expect(dice.remaining).toBe(0);
    expect(catchError(() => resolveTask(4, [1, 2], [1, 1])).field).toBe("retryDice");
    expect(catchError(() => resolveTask(4, [1, 2, 3])).field).toBe("firstDice");
    expect(catchError(() => resolveTask(4, [1, 7])).field).toBe("firstDice[1]");
  });

  it("target 6 or more passes automatically; 0 or less always fails", () => {
    expect(resolveTask(6, [6, 6]).outcome).toBe("success");
    expect(resolveTask(0, [1, 1]).outcome).toBe("failure");
  });
});

describe("several opponents, one roll (L2957–2967)", () => {
  it("W-33: Jim Bob Joe (Rep 4) sneaks past Gretchen (5) and Suzie (3) in the unlit area", () => {
    const input = { rep: 4, opponents: [{ rep: 5 }, { rep: 3 }], lighting: "unlit" as const };
    const dice = sequenceDice(6, 4, 6, 4);
    const r = sneakPast(dice, { ...input, retry: true });
    expect(dice.remaining).toBe(0);
    expect(r.advantage).toBe(1);
    const [gretchen, suzie] = r.opponents;
    expect(gretchen).toMatchObject({ target: 4, firstPasses: 1, retryPasses: 1, outcome: "failure" });
    expect(suzie).toMatchObject({ target: 6, firstPasses: 2, retryPasses: null, outcome: "success" });
    expect(r.outcome).toBe("failure");
    // Without the retry he stops short; nobody has noticed him.
    const stop = resolveMultiOpposedTask(input, [6, 4]);
    expect(stop.opponents.map((o) => o.outcome)).toEqual(["stoppedShort", "success"]);
    expect(stop.outcome).toBe("stoppedShort");
  });

  it("an explicit advantage replaces the lighting's; lit ground gives none", () => {
    expect(resolveMultiOpposedTask({ rep: 4, opponents: [{ rep: 4 }] }, [1, 1]).opponents[0]!.target).toBe(4);
    expect(
      resolveMultiOpposedTask({ rep: 4, opponents: [{ rep: 4 }], lighting: "unlit", advantage: -1 }, [1, 1])
        .advantage,
    ).toBe(-1);
  });

  it("all beaten → success; a retry only when some opponent gave pass 1", () => {
    const dice = sequenceDice(1, 2);
    expect(
      rollMultiOpposedTask(dice, { rep: 5, opponents: [{ rep: 3 }, { rep: 4 }], retry: true }).outcome,
    ).toBe("success");
    expect(dice.remaining).toBe(0);
    expect(
      catchError(() => resolveMultiOpposedTask({ rep: 5, opponents: [{ rep: 3 }] }, [1, 1], [1, 1])).field,
    ).toBe("retryDice");
    expect(catchError(() => resolveMultiOpposedTask({ rep: 5, opponents: [] }, [1, 1])).field).toBe(
      "opponents",
    );
    expect(catchError(() => resolveMultiOpposedTask({ rep: 5, opponents: [{ rep: 0 }] }, [1, 1])).field).toBe(
      "opponents[0].rep",
    );
    expect(
      catchError(() =>
        resolveMultiOpposedTask({ rep: 5, opponents: [{ rep: 3 }], lighting: "dusk" as "lit" }, [1, 1]),
      ).field,
    ).toBe("lighting");
  });
});

describe("exact odds and simulation", () => {
  it("target 4: success 4/9, stopped short 4/9, failure 1/9; with retry success 52/81", () => {
    // P(die ≤ 4) = 2/3: pass 2 = 4/9, pass 1 = 4/9, pass 0 = 1/9.
    const plain = taskOutcomeDistribution(4, false);
    expect([plain.success, plain.stoppedShort, plain.failure].map(formatFraction)).toEqual([
      "4/9",
      "4/9",
      "1/9",
    ]);
    // Retry: 4/9 + 4/9·4/9 = 52/81; failure 1/9 + 4/9·(4/9 + 1/9) = 29/81.
    const retry = taskOutcomeDistribution(4, true);
    expect([retry.success, retry.stoppedShort, retry.failure].map(formatFraction)).toEqual([
      "52/81",
      "0",
      "29/81",
    ]);
  });

  it("seeded simulation of target 4 with retry within ±0.01 (n = 60,000)", () => {
    const src = seededDice(2903);
    const n = 60_000;
    let success = 0;
    for (let i = 0; i < n; i++)
      if (rollTask(src, { target: 4, retry: true }).outcome === "success") success++;
    expect(Math.abs(success / n - toNumber(taskOutcomeDistribution(4, true).success))).toBeLessThan(0.01);
  });
});

describe("properties", () => {
  it("tasks: codes in set, passes 0–2, dice consumed as stated", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom(...TASK_DIFFICULTIES),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 5 }),
        (seed, rep, difficulty, retry, opps) => {
          let used = 0;
          const inner = seededDice(seed);
          const src = { roll: (f: number) => (used++, inner.roll(f)) };
          const target = unopposedTaskTarget({ rep, difficulty });
          const r = rollTask(src, { target, retry });
          expect(TASK_OUTCOMES).toContain(r.outcome);
          expect([0, 1, 2]).toContain(r.passes);
          expect(used).toBe(r.retry ? 4 : 2);
          if (r.retry) expect(r.first.passes).toBe(1);
          used = 0;
          const m = rollMultiOpposedTask(src, { rep, opponents: opps.map((o) => ({ rep: o })), retry });
          expect(used).toBe(m.retryDice ? 4 : 2);
          expect(m.opponents).toHaveLength(opps.length);
          for (const o of m.opponents) expect(Number.isFinite(o.target)).toBe(true);
          expect(TASK_OUTCOMES).toContain(m.outcome);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("COME ALONG PEACEABLE (L6460–6476)", () => {
  it("target is the lawman's Sand ± the difference from the rowdy's Sand", () => {
    expect(comeAlongTarget(4, 3)).toBe(5);
    expect(comeAlongTarget(4, 5)).toBe(3);
    expect(catchError(() => comeAlongTarget(8, 3)).field).toBe("lawmanSand");
  });

  it("pass 2 submits (plus 1d6 nearest rowdies), pass 1 a fistfight, pass 0 the Draw", () => {
    const dice = sequenceDice(1, 2, 4);
    expect(rollComeAlongPeaceably(dice, 4, 4)).toMatchObject({
      outcome: "submits",
      othersSubmitting: 4,
      source: "L6466",
    });
    expect(dice.remaining).toBe(0);
    expect(rollComeAlongPeaceably(sequenceDice(1, 6), 4, 4)).toMatchObject({
      outcome: "makeMe",
      othersSubmitting: null,
    });
    expect(rollComeAlongPeaceably(sequenceDice(5, 6), 4, 4).outcome).toBe("draw");
  });
});
