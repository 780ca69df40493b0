import { describe, expect, it } from "vitest";
import { fraction, seededDice, sum, toNumber, type Fraction } from "../../../src/rules/core";
import type { AttributeId, Profession } from "../../../src/rules/blaze-of-glory/ids";
import {
  reactionOdds,
  rollReaction,
  type ReactionDirective,
  type ReactionRequest,
  type ReactionSituation,
  type ReactionTest,
} from "../../../src/rules/blaze-of-glory/reactions";

/** Exact odds (Fractions) worked out by hand, and a seeded simulation that agrees with them. */

const f = fraction;

function req(
  profession: Profession,
  test: ReactionTest,
  sand: number,
  situation: ReactionSituation = {},
  attributes: AttributeId[] = [],
): ReactionRequest {
  return { figure: { profession, sand, attributes }, test, situation };
}

function directiveOdds(request: ReactionRequest): Record<string, Fraction> {
  return Object.fromEntries(reactionOdds(request).directives.map((d) => [d.directive, d.probability]));
}

describe("exact odds", () => {
  it("2d6 vs Sand 4: pass 2 = 4/9, pass 1 = 4/9, pass 0 = 1/9", () => {
    const odds = reactionOdds(req("cowboy", "beenShotAt", 4));
    expect(odds.firstPasses).toEqual([f(1, 9), f(4, 9), f(4, 9)]);
    expect(odds.passes).toEqual([f(1, 9), f(4, 9), f(4, 9)]);
    expect(directiveOdds(req("cowboy", "beenShotAt", 4))).toEqual({
      finishMoveAndFire: f(4, 9),
      fireAtMinusOneRep: f(4, 9),
      runaway: f(1, 9),
    });
  });

  it("Born Leader, 3 dice best two vs Sand 4: 20/27, 2/9, 1/27", () => {
    const odds = reactionOdds(req("cowboy", "beenShotAt", 4, {}, ["bornLeader"]));
    expect(odds.dice).toBe(3);
    expect(odds.passes).toEqual([f(1, 27), f(2, 9), f(20, 27)]);
  });

  it("KEEP FIGHTIN' vs Sand 4, re-roll with pass 1 as pass 2: carry on 68/81, runaway 13/81", () => {
    const odds = reactionOdds(req("cowboy", "keepFightin", 4));
    expect(odds.passes).toEqual([f(13, 81), f(0), f(68, 81)]);
    expect(directiveOdds(req("cowboy", "keepFightin", 4))).toEqual({
      carryOn: f(68, 81),
      runaway: f(13, 81),
    });
  });

  it("KEEP FIGHTIN' Prospector vs Sand 4, pass 1 on the re-roll as pass 0: carry on 52/81", () => {
    expect(directiveOdds(req("prospector", "keepFightin", 4))).toEqual({
      carryOn: f(52, 81),
      runaway: f(29, 81),
    });
  });

  it("KEEP FIGHTIN' South Western warrior vs Sand 3: pass 1 carries on, 3/4", () => {
    const request = { ...req("warrior", "keepFightin", 3), region: "southWestern" as const };
    expect(directiveOdds(request)).toEqual({ carryOn: f(3, 4), runaway: f(1, 4) });
  });

  it("three-die Flinch vs Sand 4: only three failures flinch, 1/27", () => {
    expect(directiveOdds(req("gunfighter", "flinch", 4))).toEqual({
      drawNormally: f(26, 27),
      flinched: f(1, 27),
    });
  });

  it("GOT A SHOT vs Sand 4 with a Sand 3 active target: the roll-off splits pass 1", () => {
    // pass 1 (4/9) × target pass 2 (1/4) = 1/9; × (3/4) = 1/3.
    expect(directiveOdds(req("cowboy", "gotAShot", 4, { targetSand: 3 }))).toEqual({
      fire: f(4, 9),
      fireAtMinusOneRep: f(1, 3),
      targetFiresAtMinusOneRep: f(1, 9),
      noFire: f(1, 9),
    });
    expect(directiveOdds(req("cowboy", "gotAShot", 4))).toEqual({
      fire: f(4, 9),
      rollOff: f(4, 9),
      noFire: f(1, 9),
    });
  });

  it("GOT THE DROP vs Sand 3: surrender 1/2", () => {
    const odds = reactionOdds(req("cowboy", "gotTheDrop", 3));
    expect(odds.passes).toEqual([f(1, 2), f(1, 2)]);
    expect(directiveOdds(req("cowboy", "gotTheDrop", 3))).toEqual({ surrender: f(1, 2), redraw: f(1, 2) });
  });

  it("Yella on BEING CHARGED vs Sand 5 rolls one die: never pass 2", () => {
    const odds = reactionOdds(req("cowboy", "beingCharged", 5, {}, ["yella"]));
    expect(odds.passes).toEqual([f(1, 6), f(5, 6), f(0)]);
  });

  it("Tough folds into the odds: runaway becomes duck back", () => {
    expect(directiveOdds(req("cowboy", "beenShotAt", 4, {}, ["tough"]))).toEqual({
      finishMoveAndFire: f(4, 9),
      fireAtMinusOneRep: f(4, 9),
      duckBack: f(1, 9),
    });
  });

  it("Sand 6+ passes every die; Sand 0 fails every die", () => {
    expect(reactionOdds(req("cowboy", "beenShotAt", 6)).passes).toEqual([f(0), f(0), f(1)]);
    expect(reactionOdds(req("cowboy", "beenShotAt", 0)).passes).toEqual([f(1), f(0), f(0)]);
  });

  it("a test the sheet forbids has no odds but noTest", () => {
    const odds = reactionOdds(req("gambler", "gotAShot", 4, { from: "flank" }));
    expect(odds.tested).toBe(false);
    expect(odds.directives).toEqual([{ directive: "noTest", probability: f(1) }]);
  });

  it("directive odds always sum to 1", () => {
    for (const test of [
      "gotAShot",
      "beenShotAt",
      "flinch",
      "wantingToCharge",
      "beingCharged",
      "keepFightin",
      "cominBack",
      "gotTheDrop",
    ] as const) {
      for (const sand of [0, 2, 4, 7]) {
        const odds = reactionOdds(req("cowboy", test, sand, { targetSand: 4 }, ["bornLeader"]));
        expect(sum(odds.directives.map((d) => d.probability))).toEqual(f(1));
        expect(sum(odds.passes)).toEqual(f(1));
      }
    }
  });
});

describe("seeded simulation", () => {
  // 200,000 draws: the standard error of a frequency is at most 0.0012, so 0.005 is > 4 sigma.
  const TOLERANCE = 0.005;
  const N = 200_000;

  it.each([
    ["Cowboy KEEP FIGHTIN' Sand 4", req("cowboy", "keepFightin", 4)],
    ["Cowboy GOT A SHOT Sand 4, target Sand 3", req("cowboy", "gotAShot", 4, { targetSand: 3 })],
    [
      "Born Leader Prospector BEEN SHOT AT Sand 3 from flank",
      req("prospector", "beenShotAt", 3, { from: "flank" }, ["bornLeader"]),
    ],
    ["Gunfighter FLINCH Sand 2", req("gunfighter", "flinch", 2)],
  ])("%s agrees with reactionOdds within 0.005", (_, request) => {
    const source = seededDice(20260422);
    const counts = new Map<ReactionDirective, number>();
    for (let i = 0; i < N; i++) {
      const d = rollReaction(source, request).directive;
      counts.set(d, (counts.get(d) ?? 0) + 1);
    }
    const odds = reactionOdds(request);
    for (const { directive, probability } of odds.directives) {
      expect(Math.abs((counts.get(directive) ?? 0) / N - toNumber(probability))).toBeLessThan(TOLERANCE);
    }
    expect([...counts.keys()].every((d) => odds.directives.some((o) => o.directive === d))).toBe(true);
  });
});
