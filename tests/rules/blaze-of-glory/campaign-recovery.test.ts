import { describe, expect, it } from "vitest";
import { sequenceDice } from "../../../src/rules/core";
import {
  DOC_AVAILABLE_ON,
  cappedTarget,
  docSkill,
  restRule,
  rollAbleToRest,
  rollCaptured,
  rollDoctorin,
  rollRescue,
  rollRunawayRecovery,
  rollTrial,
  rollTrialDelay,
  rollWoundRecovery,
  shamanSkill,
  woundLadder,
} from "../../../src/rules/blaze-of-glory/campaign";
import { expectRulesError } from "../helpers/properties";

/* Campaign recovery (L4270–4556), tables transcribed from the seed. */

describe("RUNAWAY RECOVERY (L4278–4305)", () => {
  it("adds +1 mounted and +1 Indian, never past 5, and never lowers a higher Sand", () => {
    expect(cappedTarget(3, 2)).toBe(5);
    expect(cappedTarget(4, 2)).toBe(5);
    expect(cappedTarget(6, 1)).toBe(6);
    expect(cappedTarget(6, 0)).toBe(6);
  });
  it("pass 2 rejoins, pass 1 rejoins with Sand −1, pass 0 is gone", () => {
    expect(rollRunawayRecovery(sequenceDice(1, 3), { sand: 3 })).toMatchObject({
      outcome: "rejoins",
      sandChange: 0,
    });
    expect(rollRunawayRecovery(sequenceDice(1, 4), { sand: 3 })).toMatchObject({
      outcome: "rejoinsShaken",
      sandChange: -1,
    });
    expect(rollRunawayRecovery(sequenceDice(4, 5), { sand: 3 }).outcome).toBe("lost");
    // Mounted and an Indian: Sand 3 reads as 5, so (4, 5) passes both.
    expect(
      rollRunawayRecovery(sequenceDice(4, 5), { sand: 3, leftMounted: true, indian: true }).outcome,
    ).toBe("rejoins");
  });
});

describe("able to rest (L4309–4317)", () => {
  it("reads the book's list", () => {
    for (const p of ["sheriff", "deputy", "townsfolk", "homesteader"] as const)
      expect(restRule({ profession: p, inTown: false })).toBe("yes");
    expect(restRule({ profession: "warrior", inTown: false })).toBe("roll");
    expect(restRule({ profession: "outlaw", inTown: true })).toBe("roll");
    expect(restRule({ profession: "outlaw", inTown: true, captured: true })).toBe("yes");
    expect(restRule({ profession: "outlaw", inTown: false, captured: true })).toBe("no");
    for (const p of [
      "ranger",
      "marshal",
      "gunfighter",
      "bountyHunter",
      "buffaloHunter",
      "gambler",
      "greenhorn",
      "mountainMan",
      "prospector",
    ] as const) {
      expect(restRule({ profession: p, inTown: true })).toBe("yes");
      expect(restRule({ profession: p, inTown: false })).toBe("no");
    }
    expect(restRule({ profession: "cowboy", inTown: false, onCattleDrive: true })).toBe("no");
    expect(restRule({ profession: "cowboy", inTown: false })).toBe("yes");
    expect(restRule({ profession: "cowboy", inTown: true, onCattleDrive: true })).toBe("yes");
    expect(restRule({ profession: "sheriff", inTown: true, abandonedEscapee: true })).toBe("no");
  });
  it("an Indian or free Outlaw rests on 4–6", () => {
    expect(rollAbleToRest(sequenceDice(3), { profession: "outlaw", inTown: false }).rests).toBe(false);
    expect(rollAbleToRest(sequenceDice(4), { profession: "warrior", inTown: false }).rests).toBe(true);
    expect(rollAbleToRest(sequenceDice(), { profession: "deputy", inTown: false })).toEqual({
      rests: true,
      rolls: [],
    });
  });
});

describe("WOUNDS & OUT OF FIGHT RECOVERY (L4307–4347)", () => {
  const t3 = { toughness: 3, ableToRest: false } as const;
  it("pass 2 recovers, pass 1 is still mending", () => {
    expect(rollWoundRecovery(sequenceDice(1, 2), { ...t3, location: "chest" }).outcome).toBe("recovered");
    expect(rollWoundRecovery(sequenceDice(1, 6), { ...t3, location: "chest" }).outcome).toBe("mending");
  });
  it("infection kills a head, chest or gut wound", () => {
    for (const location of ["head", "chest", "gut"] as const) {
      const dice = sequenceDice(5, 6);
      expect(rollWoundRecovery(dice, { ...t3, location }).outcome).toBe("dies");
      expect(dice.remaining).toBe(0);
    }
  });
  it("an infected limb rolls 1d6 vs Toughness: a pass loses the limb, a fail dies", () => {
    for (const location of ["gunArm", "offArm", "leg"] as const) {
      expect(rollWoundRecovery(sequenceDice(5, 6, 3), { ...t3, location }).outcome).toBe("losesLimb");
      expect(rollWoundRecovery(sequenceDice(5, 6, 4), { ...t3, location }).outcome).toBe("dies");
    }
  });
  it("resting adds 1 to Toughness (capped at 5)", () => {
    expect(rollWoundRecovery(sequenceDice(4, 4), { ...t3, location: "head", ableToRest: true }).outcome).toBe(
      "recovered",
    );
    expect(
      rollWoundRecovery(sequenceDice(5, 5), { toughness: 4, ableToRest: true, location: "head" }).outcome,
    ).toBe("recovered");
    expect(
      rollWoundRecovery(sequenceDice(6, 6), { toughness: 5, ableToRest: true, location: "head" }).outcome,
    ).toBe("dies");
  });
});

describe("IS THE DOC IN? (L4349–4396)", () => {
  it("finds a Doc on the printed faces", () => {
    expect(DOC_AVAILABLE_ON).toEqual({
      trader: 0,
      tradingPost: 1,
      privateFort: 1,
      smallTown: 2,
      goodSizedTown: 4,
      federalFort: 5,
    });
    expect([0, 1, 2, 3, 4, 5, 6].map(docSkill)).toEqual([3, 3, 4, 4, 4, 4, 5]);
    expect([1, 2, 3, 4, 5, 6].map(shamanSkill)).toEqual([3, 3, 4, 4, 5, 5]);
  });
  it("takes 1 from the skill die in a fort", () => {
    // Federal fort: found on 5; skill die 2 − 1 = 1 → skill 3; doctorin' (3, 3) pass 2 → one better.
    const r = rollDoctorin(sequenceDice(5, 2, 3, 3), {
      place: "federalFort",
      location: "chest",
      woundOutcome: "mending",
    });
    expect(r).toMatchObject({ found: true, skill: 3, outcome: "recovered" });
  });
  it("without a Doc the wound's own outcome stands", () => {
    const dice = sequenceDice(3);
    expect(rollDoctorin(dice, { place: "smallTown", location: "leg", woundOutcome: "dies" })).toMatchObject({
      found: false,
      outcome: "dies",
    });
    expect(dice.remaining).toBe(0);
  });
  it("W-38: a leg infection's Death one better is losing the leg; losing the leg one worse is Death", () => {
    // Good-sized town: Doc on 1; skill die 3 → skill 4.
    expect(
      rollDoctorin(sequenceDice(1, 3, 1, 2), {
        place: "goodSizedTown",
        location: "leg",
        woundOutcome: "dies",
      }).outcome,
    ).toBe("losesLimb");
    expect(
      rollDoctorin(sequenceDice(1, 3, 5, 6), {
        place: "goodSizedTown",
        location: "leg",
        woundOutcome: "losesLimb",
      }).outcome,
    ).toBe("dies");
  });
  it("head, chest and gut have no limb step: one worse than mending is death (guide I-45)", () => {
    expect(woundLadder("gut")).toEqual(["recovered", "mending", "dies"]);
    expect(
      rollDoctorin(sequenceDice(1, 3, 5, 6), {
        place: "goodSizedTown",
        location: "gut",
        woundOutcome: "mending",
      }).outcome,
    ).toBe("dies");
    expect(
      rollDoctorin(sequenceDice(1, 3, 1, 6), {
        place: "goodSizedTown",
        location: "gut",
        woundOutcome: "mending",
      }).outcome,
    ).toBe("mending");
    expectRulesError(
      () =>
        rollDoctorin(sequenceDice(1), { place: "smallTown", location: "head", woundOutcome: "losesLimb" }),
      "woundOutcome",
    );
  });
  it("an Indian's shaman comes on 1–5 wherever he is", () => {
    const r = rollDoctorin(sequenceDice(5, 6, 1, 1), {
      place: "trader",
      indian: true,
      location: "head",
      woundOutcome: "dies",
    });
    expect(r).toMatchObject({ found: true, skill: 5, outcome: "mending" });
  });
});

describe("RESCUE OF INJURED COMRADES (L4398–4427)", () => {
  it("pass 0 goes; pass 1 carries on when someone passed 0", () => {
    const r = rollRescue(sequenceDice(5, 6, 1, 5), [{ sand: 4 }, { sand: 4 }]);
    expect(r.roles).toEqual(["goes", "carryOn"]);
    expect(r.closestOf).toEqual([]);
    expect(r.widen).toBe(false);
  });
  it("with no pass 0, the closest of the pass-1 testers goes", () => {
    const r = rollRescue(sequenceDice(1, 5, 1, 1, 2, 6), [{ sand: 4 }, { sand: 4 }, { sand: 4 }]);
    expect(r.closestOf).toEqual([0, 2]);
    expect(r.widen).toBe(false);
  });
  it("all pass 2: the ring widens to one fast move", () => {
    expect(rollRescue(sequenceDice(1, 1, 2, 2), [{ sand: 3 }, { sand: 3 }]).widen).toBe(true);
  });
  it("applies −1 leader, −1 Indian, −1 close-knit, +1 hard (guide I-44)", () => {
    // Sand 4 − 3 = 1: (2, 2) is pass 0.
    expect(
      rollRescue(sequenceDice(2, 2), [
        { sand: 4, casualtyIsLeader: true, indian: true, outlawOutfit: "closeKnit" },
      ]).roles,
    ).toEqual(["goes"]);
    // Sand 4 + 1 = 5: (5, 5) is pass 2.
    expect(rollRescue(sequenceDice(5, 5), [{ sand: 4, outlawOutfit: "hard" }]).widen).toBe(true);
  });
});

describe('"CAPTURED!" (L4462–4510)', () => {
  const base = { sand: 4, abandoned: false, captor: "law", inTown: false, mobile: false } as const;
  it("pass 2 reads the first row that fits", () => {
    expect(rollCaptured(sequenceDice(1, 1), { ...base, abandoned: true }).outcome).toBe("escapes");
    expect(rollCaptured(sequenceDice(1, 1), { ...base, captor: "outlaws" }).outcome).toBe("released");
    expect(rollCaptured(sequenceDice(1, 1), { ...base, inTown: true }).outcome).toBe("escapes");
    expect(rollCaptured(sequenceDice(1, 1), { ...base, mobile: true }).outcome).toBe("breaksFree");
    expect(rollCaptured(sequenceDice(1, 1), { ...base, captor: "indians" }).outcome).toBe("escapes");
    expect(rollCaptured(sequenceDice(1, 1, 5), base)).toMatchObject({
      outcome: "imprisoned",
      jailBreakIn: 3,
      afterMobile: true,
    });
  });
  it("pass 1: outlaws beat him, Indians or an Indian tester are slain, else imprisoned", () => {
    expect(rollCaptured(sequenceDice(1, 6), { ...base, captor: "outlaws" }).outcome).toBe(
      "beatenLeftForDead",
    );
    expect(rollCaptured(sequenceDice(1, 6), { ...base, captor: "indians" }).outcome).toBe("slain");
    expect(rollCaptured(sequenceDice(1, 6), { ...base, indian: true }).outcome).toBe("slain");
    expect(rollCaptured(sequenceDice(1, 6, 2), base)).toMatchObject({
      outcome: "imprisoned",
      jailBreakIn: 1,
      afterMobile: false,
    });
  });
  it("pass 0 is lynched", () => {
    expect(rollCaptured(sequenceDice(5, 6), base).outcome).toBe("lynched");
  });
  it("modifiers are not cumulative: the largest applies", () => {
    // Sand 4 − 2 = 2: (2, 3) pass 1. Were the −1s added as well (Sand 0), it would be pass 0.
    const r = rollCaptured(sequenceDice(2, 3, 1), {
      ...base,
      modifiers: ["leaderSlain", "stolenHorse", "ambushAttacker"],
    });
    expect(r.outcome).toBe("imprisoned");
    expect(rollCaptured(sequenceDice(4, 4), { ...base, modifiers: ["stolenHorse"] }).outcome).toBe("lynched");
  });
});

describe("TRIAL AND PUNISHMENT (L4512–4556)", () => {
  it("is held 1d3 seasons after the capture", () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => rollTrialDelay(sequenceDice(f)).values!.n)).toEqual([
      1, 1, 2, 2, 3, 3,
    ]);
  });
  it("pass 2 is a fine", () => {
    expect(rollTrial(sequenceDice(1, 1), { sand: 4, crime: "murder" }).sentence).toEqual({ kind: "fine" });
  });
  it("pass 1 is jail: robbery or assault ½d6, rustling 1d6, murder or horse theft 2d6 seasons", () => {
    expect(rollTrial(sequenceDice(1, 6, 5), { sand: 4, crime: "robbery" }).sentence).toEqual({
      kind: "jail",
      seasons: 3,
    });
    expect(rollTrial(sequenceDice(1, 6, 5), { sand: 4, crime: "assault" }).sentence).toEqual({
      kind: "jail",
      seasons: 3,
    });
    expect(rollTrial(sequenceDice(1, 6, 5), { sand: 4, crime: "rustling" }).sentence).toEqual({
      kind: "jail",
      seasons: 5,
    });
    expect(rollTrial(sequenceDice(1, 6, 5, 6), { sand: 4, crime: "horseTheft" }).sentence).toEqual({
      kind: "jail",
      seasons: 11,
    });
  });
  it("pass 0: 5d6 years, 7d6 with assault, murder life (1–2) or the rope in ½d6 seasons", () => {
    expect(rollTrial(sequenceDice(5, 6, 1, 2, 3, 4, 5), { sand: 4, crime: "rustling" }).sentence).toEqual({
      kind: "prison",
      years: 15,
    });
    expect(
      rollTrial(sequenceDice(5, 6, 1, 1, 1, 1, 1, 1, 1), { sand: 4, crime: "robbery", withAssault: true })
        .sentence,
    ).toEqual({ kind: "prison", years: 7 });
    expect(rollTrial(sequenceDice(5, 6, 2), { sand: 4, crime: "murder" }).sentence).toEqual({ kind: "life" });
    expect(rollTrial(sequenceDice(5, 6, 3, 4), { sand: 4, crime: "murder" }).sentence).toEqual({
      kind: "hanging",
      inSeasons: 2,
    });
    expect(rollTrial(sequenceDice(5, 6), { sand: 4, crime: "assault" }).sentence).toEqual({
      kind: "gmDecides",
    });
  });
  it("takes 1 for a repeat offender and 1 in Indian Territory, together", () => {
    // Sand 4 − 2 = 2: (3, 3) is pass 0 (a pass 2 without the modifiers).
    expect(
      rollTrial(sequenceDice(3, 3, 1), {
        sand: 4,
        crime: "murder",
        repeatOffender: true,
        indianTerritory: true,
      }).sentence,
    ).toEqual({ kind: "life" });
    expectRulesError(
      () => rollTrial(sequenceDice(), { sand: 4, crime: "murder", withAssault: true }),
      "withAssault",
    );
  });
});
