import { describe, expect, it } from "vitest";
import { sequenceDice } from "../../../src/rules/core";
import type { AttributeId, Profession } from "../../../src/rules/blaze-of-glory/ids";
import {
  chooseReaction,
  followLeader,
  reactionDiceCount,
  resolveReaction,
  rollReaction,
  type ReactionRequest,
  type ReactionSituation,
  type ReactionTest,
} from "../../../src/rules/blaze-of-glory/reactions";

/** Attribute hooks (L3059–3119), last brother standing (L4060), Siouxside, roll-off, Free Will, options. */

function req(
  profession: Profession,
  test: ReactionTest,
  attributes: AttributeId[] = [],
  situation: ReactionSituation = {},
  extra: Partial<ReactionRequest> = {},
): ReactionRequest {
  return { figure: { profession, sand: 3, attributes }, test, situation, ...extra };
}

describe("Born Leader (L3059)", () => {
  it("adds a die to every test but GOT A SHOT, still reading the best two", () => {
    expect(reactionDiceCount(req("cowboy", "beenShotAt", ["bornLeader"])).dice).toBe(3);
    expect(reactionDiceCount(req("cowboy", "keepFightin", ["bornLeader"])).dice).toBe(3);
    expect(reactionDiceCount(req("cowboy", "gotAShot", ["bornLeader"])).dice).toBe(2);
    expect(reactionDiceCount(req("gunfighter", "flinch", ["bornLeader"])).dice).toBe(4);
    const r = resolveReaction([1, 2, 3], req("cowboy", "beenShotAt", ["bornLeader"]));
    expect(r.passes).toBe(2);
    expect(r.diceCount).toBe(3);
  });

  it("GOT THE DROP: +1d6 best one by default; off with bornLeaderOnGotTheDrop false", () => {
    const on = reactionDiceCount(req("cowboy", "gotTheDrop", ["bornLeader"]));
    expect(on).toEqual({ dice: 2, maxPasses: 1, tested: true });
    const r = resolveReaction([1, 1], req("cowboy", "gotTheDrop", ["bornLeader"]));
    expect(r.passes).toBe(1);
    expect(r.directive).toBe("surrender");
    const off = reactionDiceCount(
      req("cowboy", "gotTheDrop", ["bornLeader"], {}, { options: { bornLeaderOnGotTheDrop: false } }),
    );
    expect(off.dice).toBe(1);
  });

  it("returns a leaderResult with the final passes (after a re-roll); none on GOT A SHOT or for others", () => {
    const r = resolveReaction([1, 6, 6, 1, 6, 6], req("cowboy", "keepFightin", ["bornLeader"]));
    expect(r.firstPasses).toBe(1);
    expect(r.passes).toBe(2);
    expect(r.leaderResult).toEqual({ test: "keepFightin", passes: 2 });
    expect(resolveReaction([1, 1], req("cowboy", "gotAShot", ["bornLeader"])).leaderResult).toBeUndefined();
    expect(resolveReaction([1, 1], req("cowboy", "beenShotAt")).leaderResult).toBeUndefined();
  });

  it("friends read the copied passes on their own sheet and situation, without dice", () => {
    const friend = followLeader(req("prospector", "beenShotAt", [], { from: "flank" }), {
      test: "beenShotAt",
      passes: 1,
    });
    expect(friend.how).toBe("followedLeader");
    expect(friend.dice).toEqual([]);
    expect(friend.directive).toBe("runaway"); // Prospector pass 1 from the flank, L8023
    expect(friend.leaderResult).toBeUndefined();
  });

  it("a friend whose row re-rolls uses the copied count for the re-roll too", () => {
    const friend = followLeader(req("prospector", "keepFightin"), { test: "keepFightin", passes: 1 });
    expect(friend.reroll).toEqual({ dice: [], passes: 1, countedAs: 0 });
    expect(friend.directive).toBe("runaway");
  });

  it("rejects a leader result for another test or for GOT A SHOT", () => {
    expect(() => followLeader(req("cowboy", "beenShotAt"), { test: "flinch", passes: 2 })).toThrowError(
      expect.objectContaining({ field: "leader.test" }),
    );
    expect(() => followLeader(req("cowboy", "gotAShot"), { test: "gotAShot", passes: 2 })).toThrowError(
      expect.objectContaining({ field: "leader.test" }),
    );
  });
});

describe("Duck Back and Runaway hooks", () => {
  it("Lacks a Backbone turns Duck Back into Runaway (L3071)", () => {
    const r = resolveReaction([6, 6], req("cowboy", "beenShotAt", ["lacksABackbone"], { inCover: true }));
    expect(r.rowDirective).toBe("duckBack");
    expect(r.directive).toBe("runaway");
    expect(r.hooks).toEqual(["lacksABackbone"]);
    expect(r.effects).toEqual([{ condition: "runaway" }]);
  });

  it("Lacks a Backbone: a Gambler who would come back ducking keeps running", () => {
    const r = resolveReaction([1, 6], req("gambler", "cominBack", ["lacksABackbone"], { inBuilding: true }));
    expect(r.directive).toBe("runaway");
  });

  it.each([
    ["trueGrit", { inCover: true }, ["trueGrit"] as AttributeId[], "trueGrit"],
    ["ironclad drunk", { inCover: true, drunk: "ironclad" }, [] as AttributeId[], "ironcladDrunk"],
    ["rescuing a brother", { inCover: true, rescuingBrother: true }, [] as AttributeId[], "rescuingBrother"],
  ] as const)("%s ignores Duck Back: the figure carries on", (_, situation, attributes, hook) => {
    const r = resolveReaction([6, 6], req("cowboy", "beenShotAt", [...attributes], situation));
    expect(r.directive).toBe("carryOn");
    expect(r.hooks).toEqual([hook]);
    expect(r.effects).toEqual([]);
  });

  it("True Grit: ignored Duck Back on a charge test means staying put; Gambler comes back normally", () => {
    expect(
      resolveReaction([1, 6], req("warrior", "wantingToCharge", ["trueGrit"], {}, { region: "southWestern" }))
        .directive,
    ).toBe("stayInPlace");
    expect(
      resolveReaction([1, 6], req("gambler", "cominBack", ["trueGrit"], { inCover: true })).directive,
    ).toBe("comeBack");
    // True Grit does not touch Runaway.
    expect(resolveReaction([6, 6], req("cowboy", "beenShotAt", ["trueGrit"])).directive).toBe("runaway");
  });

  it.each(["deadDrunk", "touched", "sick", "staggering"] as const)(
    "%s drunk leaves reactions alone",
    (drunk) => {
      const r = resolveReaction([6, 6], req("cowboy", "beenShotAt", [], { inCover: true, drunk }));
      expect(r.directive).toBe("duckBack");
      expect(r.diceCount).toBe(2);
    },
  );

  it("Tough turns the first Runaway into Duck Back and reports it consumed (L3117)", () => {
    const first = resolveReaction([6, 6], req("cowboy", "beenShotAt", ["tough"]));
    expect(first.directive).toBe("duckBack");
    expect(first.toughConsumed).toBe(true);
    expect(first.hooks).toEqual(["tough"]);
    const later = resolveReaction([6, 6], req("cowboy", "beenShotAt", ["tough"], { toughUsed: true }));
    expect(later.directive).toBe("runaway");
    expect(later.toughConsumed).toBe(false);
    const notRun = resolveReaction([1, 1], req("cowboy", "beenShotAt", ["tough"]));
    expect(notRun.toughConsumed).toBe(false);
    expect(resolveReaction([6, 6], req("cowboy", "beingCharged", ["tough"])).directive).toBe("duckBack");
  });

  it("hooks apply once each in order: Lacks a Backbone, last brother, Tough, True Grit, Siouxside", () => {
    const labTough = resolveReaction(
      [6, 6],
      req("cowboy", "beenShotAt", ["lacksABackbone", "tough"], { inCover: true }),
    );
    expect(labTough.directive).toBe("duckBack");
    expect(labTough.hooks).toEqual(["lacksABackbone", "tough"]);
    const toughGrit = resolveReaction([6, 6], req("cowboy", "beenShotAt", ["tough", "trueGrit"]));
    expect(toughGrit.directive).toBe("carryOn");
    expect(toughGrit.hooks).toEqual(["tough", "trueGrit"]);
    expect(toughGrit.toughConsumed).toBe(true);
  });

  it("the last brother standing is not subject to Runaway (L4060); Tough is not spent", () => {
    const s = { lastBrotherStanding: true };
    const shot = resolveReaction([6, 6], req("cowboy", "beenShotAt", ["tough"], s));
    expect(shot.directive).toBe("carryOn");
    expect(shot.toughConsumed).toBe(false);
    expect(resolveReaction([6, 6], req("cowboy", "beingCharged", [], s)).directive).toBe("prepareToFight");
    expect(resolveReaction([6, 6], req("cowboy", "keepFightin", [], s)).directive).toBe("carryOn");
    // He may still Duck Back.
    expect(resolveReaction([6, 6], req("cowboy", "beenShotAt", [], { ...s, inCover: true })).directive).toBe(
      "duckBack",
    );
  });

  it("a mounted Plains warrior rides Siouxside instead of Duck Back (L8897); True Grit first", () => {
    const plains = { region: "plains" as const };
    const r = resolveReaction(
      [1, 6],
      req("warrior", "beenShotAt", ["tough"], { from: "rear", mounted: true }, plains),
    );
    expect(r.directive).toBe("siouxside");
    expect(r.effects).toEqual([{ condition: "siouxside" }]);
    const tough = resolveReaction([6, 6], req("warrior", "beenShotAt", ["tough"], { mounted: true }, plains));
    expect(tough.directive).toBe("siouxside");
    expect(tough.hooks).toEqual(["tough", "siouxside"]);
    const grit = resolveReaction(
      [1, 6],
      req("warrior", "beenShotAt", ["trueGrit"], { from: "rear", mounted: true }, plains),
    );
    expect(grit.directive).toBe("carryOn");
    // Dismounted, or on another sheet, Duck Back stays Duck Back.
    expect(
      resolveReaction([1, 6], req("warrior", "beenShotAt", [], { from: "rear" }, plains)).directive,
    ).toBe("duckBack");
    expect(
      resolveReaction(
        [1, 6],
        req("warrior", "beenShotAt", [], { from: "rear", mounted: true }, { region: "northWestern" }),
      ).directive,
    ).toBe("duckBack");
  });

  it("unmanned keeps its Runaway by default; runawayHooksOnUnmanned lets Tough and the last brother act", () => {
    const plain = resolveReaction([6, 6], req("cowboy", "flinch", ["tough"], { lastBrotherStanding: false }));
    expect(plain.directive).toBe("unmanned");
    expect(plain.effects).toEqual([
      { condition: "runaway" },
      { sandDelta: -1 },
      { opponentMayForceGotTheDrop: true },
    ]);
    expect(plain.toughConsumed).toBe(false);
    const options = { runawayHooksOnUnmanned: true };
    const tough = resolveReaction([6, 6], req("cowboy", "flinch", ["tough"], {}, { options }));
    expect(tough.directive).toBe("unmanned");
    expect(tough.toughConsumed).toBe(true);
    expect(tough.effects).toEqual([
      { condition: "duckBack" },
      { sandDelta: -1 },
      { opponentMayForceGotTheDrop: true },
    ]);
    const brother = resolveReaction(
      [6, 6],
      req("cowboy", "flinch", ["tough"], { lastBrotherStanding: true }, { options }),
    );
    expect(brother.effects).toEqual([{ sandDelta: -1 }, { opponentMayForceGotTheDrop: true }]);
    expect(brother.toughConsumed).toBe(false);
  });
});

describe("one-die tests: Gun shy (L3093) and Yella (L3119)", () => {
  it.each([
    ["gunShy", "beenShotAt", 1],
    ["gunShy", "wantingToCharge", 2],
    ["yella", "wantingToCharge", 1],
    ["yella", "beingCharged", 1],
    ["yella", "cominBack", 1],
    ["yella", "beenShotAt", 2],
    ["yella", "keepFightin", 2],
    ["yella", "flinch", 2],
  ] as const)("%s on %s rolls %i dice", (attribute, test, dice) => {
    expect(reactionDiceCount(req("cowboy", test, [attribute])).dice).toBe(dice);
  });

  it("one die can never read pass 2", () => {
    const r = resolveReaction([1], req("cowboy", "beenShotAt", ["gunShy"]));
    expect(r.passes).toBe(1);
    expect(r.directive).toBe("fireAtMinusOneRep");
  });

  it("with Born Leader: one die by default, one plus the leader's die with limitedDice addBonus", () => {
    expect(reactionDiceCount(req("cowboy", "beingCharged", ["yella", "bornLeader"])).dice).toBe(1);
    const add = req(
      "cowboy",
      "beingCharged",
      ["yella", "bornLeader"],
      {},
      { options: { limitedDice: "addBonus" } },
    );
    expect(reactionDiceCount(add).dice).toBe(2);
  });
});

describe("GOT A SHOT pass 1 roll-off (L1266)", () => {
  it("the active target passing 2d6 vs its Sand fires first at Rep −1", () => {
    const src = sequenceDice(2, 5, 1, 3);
    const r = rollReaction(src, req("cowboy", "gotAShot", [], { targetSand: 4 }));
    expect(src.remaining).toBe(0);
    expect(r.rowDirective).toBe("targetFiresAtMinusOneRep");
    expect(r.directive).toBe("targetFiresAtMinusOneRep");
    expect(r.rollOff).toEqual({ dice: [1, 3], target: 4, passes: 2, firesFirst: "target" });
    expect(r.repMod).toBe(-1);
    expect(r.effects).toEqual([{ fire: "target", repMod: -1, optional: false }]);
  });

  it.each([
    [[1, 5], 1],
    [[6, 5], 0],
  ])("target rolls %j (pass %i): the tester fires first at Rep −1", (off, passes) => {
    const r = resolveReaction([2, 5, ...off], req("cowboy", "gotAShot", [], { targetSand: 4 }));
    expect(r.directive).toBe("fireAtMinusOneRep");
    expect(r.rollOff?.passes).toBe(passes);
    expect(r.rollOff?.firesFirst).toBe("tester");
    expect(r.effects).toEqual([{ fire: "tester", repMod: -1, optional: false }]);
  });

  it("a Hidden tester fires at −1 without a roll-off; without targetSand the result is rollOff", () => {
    const hidden = resolveReaction([2, 5], req("cowboy", "gotAShot", [], { hidden: true, targetSand: 4 }));
    expect(hidden.rollOff).toBeUndefined();
    expect(hidden.directive).toBe("fireAtMinusOneRep");
    expect(resolveReaction([2, 5], req("cowboy", "gotAShot")).directive).toBe("rollOff");
  });
});

describe("effects and modifiers", () => {
  it.each([
    [
      "cowboy",
      "wantingToCharge",
      [1, 6],
      {},
      "chargeAtMinusOneDie",
      [{ charge: true }, { meleeDiceMod: -1 }],
      0,
      -1,
      0,
    ],
    [
      "prospector",
      "beingCharged",
      [1, 1],
      { canFire: false, from: "rear" },
      "turnToFaceAtMinusOneRep",
      [{ turnToFace: true }, { meleeRepMod: -1 }],
      0,
      0,
      -1,
    ],
    ["cowboy", "gotAShot", [6, 6], { hidden: true }, "noFireRevealed", [{ condition: "revealed" }], 0, 0, 0],
    ["cowboy", "flinch", [1, 6], {}, "flinched", [{ drawDiceMod: -1 }], 0, 0, 0],
    [
      "gambler",
      "cominBack",
      [1, 6],
      { inBuilding: true },
      "comeBackDuckBack",
      [{ clearCondition: "runaway" }, { condition: "duckBack" }],
      0,
      0,
      0,
    ],
    ["cowboy", "cominBack", [6, 6], {}, "removedFromPlay", [{ condition: "removedFromPlay" }], 0, 0, 0],
    [
      "cowboy",
      "beenShotAt",
      [1, 6],
      {},
      "fireAtMinusOneRep",
      [{ fire: "tester", repMod: -1, optional: false }],
      -1,
      0,
      0,
    ],
  ] as const)(
    "%s %s %j → %s",
    (profession, test, dice, situation, directive, effects, repMod, meleeDiceMod, meleeRepMod) => {
      const r = resolveReaction([...dice], req(profession, test, [], situation as ReactionSituation));
      expect(r.directive).toBe(directive);
      expect(r.effects).toEqual(effects);
      expect([r.repMod, r.meleeDiceMod, r.meleeRepMod]).toEqual([repMod, meleeDiceMod, meleeRepMod]);
    },
  );

  it("GOT THE DROP: pass → surrender; fail → redraw with the opponent +1d6", () => {
    expect(resolveReaction([3], req("cowboy", "gotTheDrop")).effects).toEqual([{ condition: "surrendered" }]);
    expect(resolveReaction([4], req("cowboy", "gotTheDrop")).effects).toEqual([
      { redraw: true, opponentDiceMod: 1 },
    ]);
  });
});

describe("warrior Flinch (I-65, OPEN)", () => {
  it("defaults to the standard Flinch", () => {
    const r = resolveReaction([1, 6], req("warrior", "flinch", [], {}, { region: "plains" }));
    expect(r.directive).toBe("flinched");
    expect(r.source).toBe("L1694");
    expect(r.sheet).toBe("plainsWarrior");
  });
  it("warriorFlinch noTest: no test taken", () => {
    const r = resolveReaction(
      [],
      req("warrior", "flinch", [], {}, { region: "plains", options: { warriorFlinch: "noTest" } }),
    );
    expect(r.tested).toBe(false);
    expect(r.directive).toBe("noTest");
    expect(r.source).toBe("I-65");
  });
});

describe("Free Will (L3039)", () => {
  const star = (test: ReactionTest, situation: ReactionSituation = {}, attributes: AttributeId[] = []) => ({
    figure: { profession: "cowboy" as const, sand: 3, star: true, attributes },
    test,
    situation,
  });

  it("a Star picks the row without rolling; hooks still apply", () => {
    const r = chooseReaction(star("beenShotAt", { inCover: true }), 0);
    expect(r.how).toBe("chosen");
    expect(r.dice).toEqual([]);
    expect(r.directive).toBe("duckBack");
    expect(chooseReaction(star("beenShotAt", { inCover: true }, ["lacksABackbone"]), 0).directive).toBe(
      "runaway",
    );
    expect(chooseReaction(star("gotTheDrop"), 1).directive).toBe("surrender");
  });

  it("never on GOT A SHOT, and only for Stars", () => {
    expect(() => chooseReaction(star("gotAShot"), 2)).toThrowError(
      expect.objectContaining({ field: "test" }),
    );
    expect(() => chooseReaction(req("cowboy", "beenShotAt"), 2)).toThrowError(
      expect.objectContaining({ field: "figure.star" }),
    );
  });

  it("pass 1 on a re-roll row needs the re-roll's choice", () => {
    expect(() => chooseReaction(star("keepFightin"), 1)).toThrowError(
      expect.objectContaining({ field: "rerollPasses" }),
    );
    const r = chooseReaction(star("keepFightin"), 1, 1);
    expect(r.passes).toBe(2);
    expect(r.directive).toBe("carryOn");
  });

  it("rejects a row the table does not have", () => {
    expect(() => chooseReaction(star("gotTheDrop"), 2)).toThrowError(
      expect.objectContaining({ field: "passes" }),
    );
    expect(() => chooseReaction(star("flinch"), 3 as 2)).toThrowError(
      expect.objectContaining({ field: "passes" }),
    );
  });

  it("a Born Leader's choice is copied by friends", () => {
    const r = chooseReaction(star("beingCharged", {}, ["bornLeader"]), 2);
    expect(r.leaderResult).toEqual({ test: "beingCharged", passes: 2 });
  });
});

describe("sheet overrides and shared sheets", () => {
  it("a campaign Star may react from any sheet (L4040)", () => {
    const r = resolveReaction(
      [1, 6],
      req("cowboy", "beenShotAt", [], {}, { sheet: "prospectorHomesteader" }),
    );
    expect(r.sheet).toBe("prospectorHomesteader");
    expect(r.directive).toBe("duckBack");
  });

  it("on a sheet that does not name him, he reads the first profession's rows unless told otherwise", () => {
    const base = req("cowboy", "wantingToCharge", [], {}, { sheet: "outlawRanger" });
    expect(resolveReaction([1, 6], base).directive).toBe("chargeAtMinusOneDie");
    expect(resolveReaction([1, 6], { ...base, sheetProfession: "ranger" }).directive).toBe("charge");
    expect(() => resolveReaction([1, 6], { ...base, sheetProfession: "cowboy" })).toThrowError(
      expect.objectContaining({ field: "sheetProfession" }),
    );
  });

  it("Buffalo Hunter rear approach is no test; a Mountain Man rolls one die (L7555–7556)", () => {
    expect(rollReaction(sequenceDice(), req("buffaloHunter", "gotAShot", [], { from: "rear" })).tested).toBe(
      false,
    );
    expect(reactionDiceCount(req("mountainMan", "gotAShot", [], { from: "rear" })).dice).toBe(1);
  });
});
