import { describe, expect, it } from "vitest";
import { fraction, passTestDistribution, sequenceDice } from "../../../src/rules/core";
import {
  drawOdds,
  gunfightOpening,
  groupTest,
  isGroupChain,
  reactionModifiers,
  reactionOdds,
  reactionOutcome,
  resolveDraw,
  resolvePursueByFire,
  resolveReactionTest,
  rollReactionTest,
  rollOffGotAShot,
  slowerFires,
  takesTests,
  testFor,
  testsWhenFiredOn,
} from "../../../src/rules/sgs-classic/reactions";
import { classicRules } from "../../../src/rules/sgs-classic/interpretations";
import { allPairs } from "./fixtures";

const ADV = classicRules({ advancedReactions: true });

describe("Reaction tests (guide §3.7–§3.8)", () => {
  it("D3 CV4 in cover (5), Shot At, dice 5 and 6: pass 1, Duck Down", () => {
    const r = resolveReactionTest({ test: "shotAt", cv: 4, situation: { inCover: true } }, [5, 6]);
    expect(r).toMatchObject({ target: 5, passes: 1, code: "DUCK_DOWN" });
  });
  it("D4 CV5 shot at from behind (3), dice 3 and 4: pass 1, Duck Down", () => {
    expect(
      resolveReactionTest({ test: "shotAt", cv: 5, situation: { fromBehind: true } }, [3, 4]),
    ).toMatchObject({
      target: 3,
      passes: 1,
      code: "DUCK_DOWN",
    });
  });
  it("D5 advanced: CV4 Got a Shot check to the flank (3), cover ignored, dice 3 and 3: pass 2, Fire", () => {
    const r = resolveReactionTest(
      { test: "gotAShotCheck", cv: 4, situation: { toFlank: true, inCover: true } },
      [3, 3],
    );
    expect(r).toMatchObject({ target: 3, passes: 2, code: "FIRE" });
    expect(r.modifiers).toEqual([{ code: "toFlank", value: -1 }]);
  });
  it("pins the basic and the advanced modifiers", () => {
    const all = {
      fromBehind: true,
      toFlank: true,
      attackingFromBehind: true,
      inCover: true,
      secureFlanksRear: true,
    };
    expect(reactionModifiers("shotAt", all)).toEqual([
      { code: "fromBehind", value: -2 },
      { code: "attackingFromBehind", value: 2 },
      { code: "inCover", value: 1 },
    ]);
    expect(reactionModifiers("receivedFire", all)).toEqual([
      { code: "fromBehind", value: -1 },
      { code: "toFlank", value: -1 },
      { code: "attackingFromBehind", value: 1 },
      { code: "inCover", value: 1 },
      { code: "secureFlanksRear", value: 1 },
    ]);
  });
  it("pins every fixed row of every test", () => {
    const rows = (t: Parameters<typeof reactionOutcome>[0]) =>
      [0, 1, 2].map((p) => reactionOutcome(t, p).code);
    expect(rows("gotAShot")).toEqual(["DUCK_DOWN", "DRAW", "FIRE"]);
    expect(rows("gotAShotCheck")).toEqual(["DUCK_DOWN", "ROLL_OFF", "FIRE"]);
    expect(rows("shotAt")).toEqual(["RUNAWAY", "DUCK_DOWN", "CARRY_ON"]);
    expect(rows("charging")).toEqual(["DUCK_DOWN", "HOLD_FIRE_OR_STAND", "CHARGE"]);
    expect(rows("wantingToCharge")).toEqual(["DUCK_DOWN", "HOLD_FIRE_OR_STAND", "CHARGE"]);
    expect(rows("beingCharged")).toEqual(["RUNAWAY", "STAND_FIRST_PUNCH", "STAND_FIRE"]);
    expect(rows("brawling")).toEqual(["RUNAWAY", "BACK_OFF", "FIGHT_ON"]);
  });
  it("reads the advanced rows that depend on the tester", () => {
    expect(reactionOutcome("receivedFire", 2, { charger: true }).code).toBe("CARRY_ON");
    expect(reactionOutcome("receivedFire", 2, { canFire: false }).code).toBe("DUCK_DOWN");
    expect(reactionOutcome("receivedFire", 2).code).toBe("FIRE");
    expect(reactionOutcome("receivedFire", 1, { charger: true }).code).toBe("HALT_FIRE");
    expect(reactionOutcome("receivedFire", 1).code).toBe("DUCK_DOWN");
    expect(reactionOutcome("receivedFire", 0).code).toBe("RUNAWAY");
    expect(reactionOutcome("beingChargedCheck", 2, { canFire: false }).code).toBe("STAND_FIGHT");
    expect(reactionOutcome("beingChargedCheck", 2).code).toBe("STAND_FIRE");
    expect(reactionOutcome("beingChargedCheck", 1, { chargedFlankOrRear: true }).code).toBe("RUNAWAY");
    expect(reactionOutcome("beingChargedCheck", 1).code).toBe("STAND_FIGHT");
    expect(reactionOutcome("beingChargedCheck", 0).code).toBe("RUNAWAY");
  });
  it("picks the basic or the advanced test for each trigger", () => {
    expect(testFor("shotAt")).toBe("shotAt");
    expect(testFor("shotAt", ADV)).toBe("receivedFire");
    expect(testFor("gotAShot", ADV)).toBe("gotAShotCheck");
    expect(testFor("charging", ADV)).toBe("wantingToCharge");
    expect(testFor("beingCharged", ADV)).toBe("beingChargedCheck");
    expect(testFor("brawling", ADV)).toBe("brawling");
  });
  it("odds match the enumeration of the 36 pairs for every target", () => {
    for (let target = -1; target <= 7; target++) {
      const count = [0, 0, 0];
      for (const [a, b] of allPairs()) count[(a <= target ? 1 : 0) + (b <= target ? 1 : 0)]!++;
      expect(reactionOdds(target)).toEqual(count.map((c) => fraction(c, 36)));
    }
    expect(reactionOdds(4)).toEqual(passTestDistribution(2, 4));
  });
  it("SGS-Q15 and SGS-Q27", () => {
    expect(takesTests({ unconscious: false, dead: false })).toBe(true);
    expect(takesTests({ unconscious: true, dead: false })).toBe(false);
    expect(testsWhenFiredOn({ hit: true })).toEqual({ woundTest: false, firedOnTest: "shotAt" });
    const adv = classicRules({ advancedShooting: true, advancedReactions: true });
    expect(testsWhenFiredOn({ hit: true }, adv)).toEqual({ woundTest: true, firedOnTest: null });
    expect(testsWhenFiredOn({ hit: false }, adv)).toEqual({ woundTest: false, firedOnTest: "receivedFire" });
    expect(testsWhenFiredOn({ hit: true }, { ...adv, advancedHitTests: "woundAndReceivedFire" })).toEqual({
      woundTest: true,
      firedOnTest: "receivedFire",
    });
  });
});

describe("Draw! (guide §3.9)", () => {
  it("D19 A CV5+2 = 7 Cool 4, B CV4+3 = 7 Cool 5: B first; equal Coolness at once", () => {
    expect(
      resolveDraw(
        [
          { cv: 5, coolness: 4 },
          { cv: 4, coolness: 5 },
        ],
        [2, 3],
      ),
    ).toEqual({ totals: [7, 7], first: 1, by: "coolness" });
    expect(
      resolveDraw(
        [
          { cv: 5, coolness: 4 },
          { cv: 4, coolness: 4 },
        ],
        [2, 3],
      ),
    ).toMatchObject({ first: null, by: "simultaneous" });
  });
  it("SGS-Q29 ties in the advanced roll-off: Coolness first, or at once", () => {
    const d = [
      { cv: 4, coolness: 6 },
      { cv: 4, coolness: 3 },
    ] as const;
    expect(rollOffGotAShot(d, [3, 3]).first).toBe(0);
    expect(rollOffGotAShot(d, [3, 3], classicRules({ gotAShotRollOffTie: "simultaneous" })).first).toBeNull();
  });
  it("odds of equal gunmen are symmetrical and sum to 1", () => {
    const o = drawOdds([
      { cv: 4, coolness: 4 },
      { cv: 4, coolness: 4 },
    ]);
    expect(o).toEqual({ first: fraction(15, 36), second: fraction(15, 36), simultaneous: fraction(6, 36) });
  });
  it("SGS-Q14 the slower figure fires if able", () => {
    expect(slowerFires(true)).toBe(true);
    expect(slowerFires(false)).toBe(false);
    expect(slowerFires(true, classicRules({ drawSlowerFires: false }))).toBe(false);
  });
});

describe("Group morale, Pursue by Fire, the Gunfight opening", () => {
  it("D32 a chain CV 3, 4, 5: one test on CV 5 for all three", () => {
    const near = new Set(["a|b", "b|c"]);
    expect(isGroupChain(["a", "b", "c"], (x, y) => near.has(`${x}|${y}`))).toBe(true);
    expect(isGroupChain(["a", "b", "c"], (x, y) => x === "a" && y === "b")).toBe(false);
    const g = groupTest({
      members: [
        { id: "a", cv: 3 },
        { id: "b", cv: 4 },
        { id: "c", cv: 5 },
      ],
      trigger: "a",
      situation: { inCover: true },
    });
    expect(g).toEqual({ leader: "c", cv: 5, situation: { inCover: true }, members: ["a", "b", "c"] });
  });
  it("B6 one posse member fired on: the group tests on the leader's CV, the result for all", () => {
    const g = groupTest({
      members: [
        { id: "m1", cv: 4 },
        { id: "marshal", cv: 5 },
      ],
      trigger: "m1",
    });
    const test = resolveReactionTest({ test: "shotAt", cv: g.cv, situation: g.situation }, [5, 6]);
    expect(g.members).toEqual(["m1", "marshal"]);
    expect(test.code).toBe("DUCK_DOWN");
    expect(
      groupTest(
        { members: [{ id: "m1", cv: 4 }], trigger: "m1", situation: { inCover: true } },
        classicRules({ groupTestModifiers: "none" }),
      ).situation,
    ).toEqual({});
  });
  it("groups hold 2 to 10 figures", () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `f${i}`);
    expect(isGroupChain(ids(1), () => true)).toBe(false);
    expect(isGroupChain(ids(10), () => true)).toBe(true);
    expect(isGroupChain(ids(11), () => true)).toBe(false);
  });
  it("Pursue by Fire: pass 2 fires, pass 1 one bullet at a fast target, pass 0 no shot", () => {
    expect(resolvePursueByFire(4, [1, 2])).toMatchObject({
      fires: true,
      bullets: null,
      targetMovedFast: false,
    });
    expect(resolvePursueByFire(4, [1, 6])).toMatchObject({ fires: true, bullets: 1, targetMovedFast: true });
    expect(resolvePursueByFire(4, [5, 6])).toMatchObject({ fires: false, bullets: 0 });
    expect(resolvePursueByFire(4, [1, 6], classicRules({ pursueByFirePass1Bullets: 2 })).bullets).toBe(2);
  });
  it("the Gunfight opening orders shots by total, equal totals together", () => {
    expect(
      gunfightOpening([
        { id: "a", code: "FIRE", total: 9 },
        { id: "b", code: "DRAW" },
        { id: "c", code: "FIRE", total: 11 },
        { id: "d", code: "FIRE", total: 9 },
        { id: "e", code: "DUCK_DOWN" },
      ]),
    ).toEqual({ volleys: [["c"], ["a", "d"]], drawers: ["b"], duckers: ["e"] });
  });
  it("rolls through a dice source, reading the faces in order", () => {
    expect(rollReactionTest({ test: "gotAShot", cv: 4 }, sequenceDice(4, 5))).toMatchObject({
      dice: [4, 5],
      code: "DRAW",
    });
  });
});
