import { describe, expect, it } from "vitest";
import { sequenceDice } from "../../../src/rules/core";
import {
  followLeader,
  reactionDiceCount,
  reactionFireTarget,
  resolveReaction,
  rollReaction,
  runawayTrigger,
  type ReactionRequest,
} from "../../../src/rules/blaze-of-glory/reactions";

/** Worked examples of guide §5.1 (reaction parts). The book's examples use the main-text ("standard") tables. */

const STD = "standard" as const;

describe("worked examples", () => {
  it("W-06: GOT A SHOT → fire; BEEN SHOT AT → return fire; BEEN SHOT AT in cover, worse → Duck Back", () => {
    const you = { profession: "buffaloHunter" as const, sand: 4 };
    const me = { profession: "buffaloHunter" as const, sand: 4 };
    const shot = resolveReaction([2, 3], {
      figure: you,
      test: "gotAShot",
      sheet: STD,
      situation: { inCover: true },
    });
    expect(shot.directive).toBe("fire");
    const back = resolveReaction([3, 5], { figure: me, test: "beenShotAt", sheet: STD });
    expect(back.directive).toBe("fire");
    expect(reactionFireTarget(true)).toBe("anyTarget"); // I am the active side
    const duck = resolveReaction([5, 6], {
      figure: you,
      test: "beenShotAt",
      sheet: STD,
      situation: { inCover: true },
    });
    expect(duck.passes).toBe(0);
    expect(duck.directive).toBe("duckBack");
    expect(duck.effects).toEqual([{ condition: "duckBack" }]);
  });

  it("W-09: Tex's figure passes 2 and fires; the cowboy Ducks Back (Cowboy sheet: pass 1 fired on from the flank, L7724)", () => {
    const tex = resolveReaction([1, 4], { figure: { profession: "outlaw", sand: 4 }, test: "gotAShot" });
    expect(tex.passes).toBe(2);
    expect(tex.directive).toBe("fire");
    const cowboy = resolveReaction([2, 6], {
      figure: { profession: "cowboy", sand: 4 },
      test: "beenShotAt",
      situation: { from: "flank" },
    });
    expect(cowboy.directive).toBe("duckBack");
  });

  it("W-13: a Bounty Hunter who wants to charge takes WANTING TO CHARGE — his sheet charges at every pass", () => {
    const request: ReactionRequest = {
      figure: { profession: "bountyHunter", sand: 4 },
      test: "wantingToCharge",
    };
    expect(resolveReaction([1, 1], request).directive).toBe("charge");
    expect(resolveReaction([1, 6], request).directive).toBe("charge");
    expect(resolveReaction([6, 6], request).directive).toBe("chargeAtMinusOneDie");
  });

  it("W-15: a rival cowboy comes into the Gunfighter's sight → GOT A SHOT at once, 2d6, no Free Will", () => {
    const request: ReactionRequest = {
      figure: { profession: "gunfighter", sand: 4, star: true },
      test: "gotAShot",
    };
    expect(reactionDiceCount(request)).toEqual({ dice: 2, maxPasses: 2, tested: true });
    const src = sequenceDice(3, 6);
    const r = rollReaction(src, request);
    expect(src.used).toBe(2);
    expect(r.sheet).toBe("bountyHunterMarshalGunfighter");
    expect(r.directive).toBe("fireAtMinusOneRep"); // pass 1 on his sheet, L7854
  });

  it("W-16: the Homesteader misses → the cowboy takes BEEN SHOT AT on the Cowboy sheet", () => {
    const r = resolveReaction([4, 5], { figure: { profession: "cowboy", sand: 4 }, test: "beenShotAt" });
    expect(r.sheet).toBe("cowboy");
    expect(r.directive).toBe("fireAtMinusOneRep"); // L7725
  });

  it("W-17: JBJ in cover, WANTING TO CHARGE pass 1 → stays and fires instead", () => {
    const r = resolveReaction([2, 6], {
      figure: { profession: "gunfighter", sand: 4 },
      test: "wantingToCharge",
      sheet: STD,
      situation: { inCover: true },
    });
    expect(r.directive).toBe("stayAndFire");
    expect(r.source).toBe("L1327");
  });

  it("W-18: Tex in the open, charged from the front, BEING CHARGED pass 1 → no fire, prepares to fight", () => {
    const r = resolveReaction([3, 5], {
      figure: { profession: "cowboy", sand: 3 },
      test: "beingCharged",
      sheet: STD,
    });
    expect(r.directive).toBe("prepareToFight");
    expect(r.effects.some((e) => "fire" in e)).toBe(false);
  });

  it("W-19: KEEP FIGHTIN' pass 1, re-roll pass 1 → counts as pass 2, fights on", () => {
    const r = resolveReaction([2, 6, 6, 3], {
      figure: { profession: "cowboy", sand: 3 },
      test: "keepFightin",
      sheet: STD,
    });
    expect(r.firstPasses).toBe(1);
    expect(r.reroll).toEqual({ dice: [6, 3], passes: 1, countedAs: 2 });
    expect(r.directive).toBe("carryOn");
  });

  it("W-20: a runaway entering a building tests COMIN' BACK at once", () => {
    expect(runawayTrigger({ reachedShelter: true })).toBe("cominBack");
    const r = resolveReaction([1, 2], {
      figure: { profession: "cowboy", sand: 3 },
      test: "cominBack",
      sheet: STD,
      situation: { inBuilding: true },
    });
    expect(r.directive).toBe("comeBack");
  });

  it("W-21: JBJ, active, passes BEEN SHOT AT and may fire at Tex or at Weezie", () => {
    const r = resolveReaction([1, 2], {
      figure: { profession: "gunfighter", sand: 4 },
      test: "beenShotAt",
      sheet: STD,
      situation: { inCover: true },
    });
    expect(r.directive).toBe("fire");
    expect(reactionFireTarget(true)).toBe("anyTarget");
  });

  it("W-22: JBJ misses Tex → Tex returns fire at JBJ → JBJ returns fire", () => {
    const tex = resolveReaction([2, 6], {
      figure: { profession: "cowboy", sand: 3 },
      test: "beenShotAt",
      sheet: STD,
    });
    expect(tex.directive).toBe("fire");
    expect(reactionFireTarget(false)).toBe("whoCausedTheTest");
    const jbj = resolveReaction([1, 5], {
      figure: { profession: "gunfighter", sand: 4 },
      test: "beenShotAt",
      sheet: STD,
    });
    expect(jbj.directive).toBe("fire");
  });

  describe("W-25a (I-30): JBJ passes 1 on BEEN SHOT AT after 'just a scratch'", () => {
    it("Tex's GOT A SHOT pass 2 → fire", () => {
      expect(
        resolveReaction([1, 2], { figure: { profession: "cowboy", sand: 3 }, test: "gotAShot", sheet: STD })
          .directive,
      ).toBe("fire");
    });
    it("corrected reading: on the standard sheet a frontal pass 1 returns fire, not Duck Back", () => {
      const r = resolveReaction([2, 6], {
        figure: { profession: "gunfighter", sand: 4 },
        test: "beenShotAt",
        sheet: STD,
      });
      expect(r.directive).toBe("fire");
    });
    it("Duck Back holds for a shot from the flank or rear", () => {
      const r = resolveReaction([2, 6], {
        figure: { profession: "gunfighter", sand: 4 },
        test: "beenShotAt",
        sheet: STD,
        situation: { from: "flank" },
      });
      expect(r.directive).toBe("duckBack");
    });
    it.each(["prospectorHomesteader", "gamblerGreenhornTownsfolk"] as const)(
      "Duck Back holds from the front on %s",
      (sheet) => {
        const r = resolveReaction([2, 6], {
          figure: { profession: "gunfighter", sand: 4 },
          test: "beenShotAt",
          sheet,
        });
        expect(r.directive).toBe("duckBack");
      },
    );
  });

  it("W-26: JBJ (Gunfighter) and Tex square off — both take FLINCH", () => {
    const src = sequenceDice(2, 6, 6, 1, 5);
    const jbj = rollReaction(src, { figure: { profession: "gunfighter", sand: 4 }, test: "flinch" });
    const tex = rollReaction(src, { figure: { profession: "cowboy", sand: 3 }, test: "flinch" });
    expect(src.remaining).toBe(0);
    expect(jbj.diceCount).toBe(3);
    expect(jbj.directive).toBe("drawNormally");
    expect(tex.directive).toBe("flinched");
  });

  it("W-27: Tex (Sand 3) rolls 5 on GOT THE DROP → the Draw is re-rolled with JBJ +1d6", () => {
    const r = resolveReaction([5], { figure: { profession: "cowboy", sand: 3 }, test: "gotTheDrop" });
    expect(r.passes).toBe(0);
    expect(r.directive).toBe("redraw");
    expect(r.effects).toEqual([{ redraw: true, opponentDiceMod: 1 }]);
  });

  it('W-34: a Born Leader rolls 3d6 and passes 2 → friends within 4" count pass 2 without rolling', () => {
    const leader = resolveReaction([1, 3, 6], {
      figure: { profession: "marshal", sand: 4, attributes: ["bornLeader"] },
      test: "beenShotAt",
    });
    expect(leader.diceCount).toBe(3);
    expect(leader.passes).toBe(2);
    expect(leader.leaderResult).toEqual({ test: "beenShotAt", passes: 2 });
    const friend = followLeader(
      { figure: { profession: "deputy", sand: 2 }, test: "beenShotAt" },
      leader.leaderResult!,
    );
    expect(friend.dice).toEqual([]);
    expect(friend.passes).toBe(2);
    expect(friend.directive).toBe("finishMoveAndFire");
  });
});
