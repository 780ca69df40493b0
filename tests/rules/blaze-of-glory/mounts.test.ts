import { describe, expect, it } from "vitest";
import { RulesError, sequenceDice } from "../../../src/rules/core";
import type { Profession } from "../../../src/rules/blaze-of-glory/ids";
import {
  MOUNT_QUALITY_TABLE,
  canBeRidden,
  dismountedMountState,
  generateMountQuality,
  holdingMountsFireModifiers,
  horsemanshipCap,
  horsemanshipRating,
  mountNormalMove,
  mountedFireModifiers,
  mountedImpactDice,
  mountingNeedsTest,
  packAnimalsAllowed,
  prosperityOf,
  qualityName,
  resolveMountedChase,
  riddenQuality,
  rollDismountingUnderFire,
  rollDragFree,
  rollHorsemanshipTest,
  rollMountMovingFast,
  rollMountRoughGoing,
  rollMountedChallenge,
  rollMountedRescue,
  rollMountingUnderFire,
  rollRiderThrown,
  rollSkittish,
  rollStayMounted,
  rollTetheredHorseQuality,
  rollTheyShotMyHorse,
  skittishTriggered,
} from "../../../src/rules/blaze-of-glory/mounts";

/** Asserts that `fn` throws a RulesError naming `field`. */
function expectField(fn: () => unknown, field: string): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RulesError);
    expect((error as RulesError).field).toBe(field);
    return;
  }
  throw new Error(`expected a RulesError on ${field}`);
}

describe("mount Quality (L2015–2078)", () => {
  // Modifiers as printed at L2037–2054, with Lawmen = Marshal, Sheriff, Deputy (guide I-33).
  const modest: Profession[] = [
    "greenhorn",
    "homesteader",
    "marshal",
    "sheriff",
    "deputy",
    "prospector",
    "ranger",
    "townsfolk",
  ];
  const riders: Profession[] = ["cowboy", "gunfighter", "outlaw"];
  const unlisted: Profession[] = ["bountyHunter", "buffaloHunter", "gambler", "mountainMan", "warrior"];
  const cases: [Profession, number, number][] = [];
  for (const p of modest) [-2, -2, -1, 0, 1, 2].forEach((m, i) => cases.push([p, i + 1, m]));
  for (const p of riders) [-1, -1, 0, 1, 2, 2].forEach((m, i) => cases.push([p, i + 1, m]));
  for (const p of unlisted) [0, 0, 0, 0, 0, 0].forEach((m, i) => cases.push([p, i + 1, m]));

  // MOUNT QUALITY TABLE L2073–2078: 1 (or less) Nag, 2–5 Pretty Fair, 6 (or more) Good.
  const printed = (score: number): number => (score <= 1 ? 3 : score <= 5 ? 4 : 5);

  it.each(cases)("%s at prosperity %i rolls with %i", (owner, prosperity, modifier) => {
    for (let die = 1; die <= 6; die++) {
      const r = generateMountQuality(sequenceDice(die), { owner, prosperity });
      expect(r.die).toBe(die);
      expect(r.modifier).toBe(modifier);
      expect(r.score).toBe(die + modifier);
      expect(r.quality).toBe(printed(die + modifier));
    }
  });

  it("the cowboy's prosperity-4 entry adds to the die, not to Quality (guide I-12)", () => {
    expect(generateMountQuality(sequenceDice(2), { owner: "cowboy", prosperity: 4 }).quality).toBe(4);
    expect(generateMountQuality(sequenceDice(5), { owner: "cowboy", prosperity: 4 }).quality).toBe(5);
  });

  it("prosperity 7 (a Rep 7 NPC) reads the top bracket", () => {
    expect(generateMountQuality(sequenceDice(4), { owner: "townsfolk", prosperity: 7 }).modifier).toBe(2);
  });

  it("the quality table carries its seed lines", () => {
    expect(MOUNT_QUALITY_TABLE.map((r) => r.source)).toEqual(["L2073", "L2074–2077", "L2078"]);
    expect(["nag", "prettyFair", "good"]).toEqual([3, 4, 5].map((q) => qualityName(q as 3 | 4 | 5)));
  });

  it.each([
    [1, false, 3],
    [2, false, 4],
    [5, false, 4],
    [6, false, 5],
    [1, true, 4],
    [5, true, 5],
    [6, true, 5],
  ])("tethered horse: die %i, Good Judge of Horseflesh %s → Quality %i (L2069, L3063)", (die, judge, q) => {
    const r = rollTetheredHorseQuality(sequenceDice(die), { goodJudgeOfHorseflesh: judge });
    expect(r.quality).toBe(q);
    expect(r.modifier).toBe(judge ? 1 : 0);
  });

  it.each([
    [0, 0],
    [1, 1],
    [4, 1],
    [5, 2],
    [8, 2],
    [9, 3],
  ])("an outfit of %i may have %i pack animals (L2060)", (size, n) => {
    expect(packAnimalsAllowed(size)).toBe(n);
  });

  it("prosperity is Rep for NPCs; Stars follow the starProsperity option (guide §2.2 OPEN)", () => {
    expect(prosperityOf({ rep: 5, star: false })).toBe(5);
    expect(prosperityOf({ rep: 5, star: true })).toBe(5);
    expect(prosperityOf({ rep: 5, star: true }, { starProsperity: 3 })).toBe(3);
    expect(prosperityOf({ rep: 5, star: false }, { starProsperity: 3 })).toBe(5);
  });

  it("a second rider costs one Quality (L2298)", () => {
    expect(riddenQuality(4, true)).toBe(3);
    expect(riddenQuality(3, true)).toBe(2);
    expect(riddenQuality(5)).toBe(5);
  });
});

describe("Horsemanship (L2090–2117)", () => {
  it.each<[Profession, number]>([
    ["ranger", 5],
    ["cowboy", 5],
    ["outlaw", 5],
    ["gunfighter", 5],
    ["marshal", 5],
    ["townsfolk", 3],
    ["homesteader", 3],
    ["bountyHunter", 4],
    ["buffaloHunter", 4],
    ["deputy", 4],
    ["gambler", 4],
    ["greenhorn", 4],
    ["mountainMan", 4],
    ["prospector", 4],
    ["sheriff", 4],
    ["warrior", 4],
  ])("%s is capped at %i (guide I-11)", (profession, cap) => {
    expect(horsemanshipCap(profession)).toBe(cap);
    expect(horsemanshipRating({ profession, rep: 7 })).toBe(cap);
    expect(horsemanshipRating({ profession, rep: 2 })).toBe(2);
  });

  it("a lost leg costs 2 (L4347), never below 0", () => {
    expect(horsemanshipRating({ profession: "cowboy", rep: 5 }, { lostLeg: true })).toBe(3);
    expect(horsemanshipRating({ profession: "cowboy", rep: 1 }, { lostLeg: true })).toBe(0);
  });

  it.each([
    [[1, 2], 4, 4, 2, 2],
    [[3, 6], 4, 4, 1, 2],
    [[3, 6], 4, 5, 1, 0],
    [[5, 6], 4, 3, 0, 0],
  ])(
    "dice %j vs Horsemanship %i on a Quality %i mount: pass %i counts as %i",
    (dice, h, q, passes, counts) => {
      const r = rollHorsemanshipTest(sequenceDice(...dice), { horsemanship: h, quality: q });
      expect(r.passes).toBe(passes);
      expect(r.countsAs).toBe(counts);
    },
  );
});

describe("mounting and dismounting under fire (L2119–2165)", () => {
  it("tests only once a firearm has gone off (L2131)", () => {
    expect(mountingNeedsTest(false)).toBe(false);
    expect(mountingNeedsTest(true)).toBe(true);
  });

  it("pass 2 mounts up, ready next activation", () => {
    const r = rollMountingUnderFire(sequenceDice(2, 3), { quality: 4, horsemanship: 4 });
    expect(r.outcome).toBe("mounted");
    expect(r.effects).toEqual({ mounted: true, readyNextActivation: true });
    expect(r.followUp).toBeNull();
  });

  it("pass 0 spins the horse about; try again next activation", () => {
    const r = rollMountingUnderFire(sequenceDice(5, 6), { quality: 4, horsemanship: 4 });
    expect(r.outcome).toBe("spinsAbout");
    expect(r.effects.spinAbout).toBe(true);
    expect(r.effects.nextTest).toEqual({ test: "mountingUnderFire", when: "nextActivation" });
  });

  it("pass 1 goes to Horsemanship: pass 1 there counts as 2 when Horsemanship ≥ Quality", () => {
    const good = sequenceDice(3, 5, 1, 6);
    expect(rollMountingUnderFire(good, { quality: 4, horsemanship: 4 }).outcome).toBe("mounted");
    expect(good.remaining).toBe(0);
    const r = rollMountingUnderFire(sequenceDice(3, 5, 1, 6), { quality: 4, horsemanship: 3 });
    expect(r.passes).toBe(1);
    expect(r.followUp?.countsAs).toBe(0);
    expect(r.countedPasses).toBe(0);
    expect(r.outcome).toBe("spinsAbout");
  });

  it("a second rider tests at Quality − 1", () => {
    const r = rollMountingUnderFire(sequenceDice(4, 4), { quality: 4, horsemanship: 4, twoRiders: true });
    expect(r.target).toBe(3);
    expect(r.outcome).toBe("spinsAbout");
  });

  it("dismounting pass 2 is done, ready next activation", () => {
    const r = rollDismountingUnderFire(sequenceDice(1, 1), { quality: 3, horsemanship: 3, type: "horse" });
    expect(r.outcome).toBe("dismounted");
    expect(r.effects).toEqual({ dismounted: true, readyNextActivation: true });
  });

  it.each([
    ["horse", "unhurt", 24],
    ["mule", "unhurt", 16],
    ["horse", "dropped", 12],
  ] as const)(
    'dismounting pass 0: a %s (%s) bolts %i" dragging the rider (arrow damage)',
    (type, status, inches) => {
      const r = rollDismountingUnderFire(sequenceDice(6, 6), { quality: 3, horsemanship: 3, type, status });
      expect(r.outcome).toBe("dragged");
      expect(r.effects).toEqual({
        mountBolts: true,
        boltInches: inches,
        riderDragged: true,
        damageAs: "bow",
        nextTest: { test: "dragFree", when: "nextActivation" },
      });
    },
  );

  it("the dragged rider frees his foot on 1d6 ≤ Horsemanship, prone and winded", () => {
    const r = rollDragFree(sequenceDice(3), { horsemanship: 3, type: "horse" });
    expect(r.outcome).toBe("footFreed");
    expect(r.effects).toEqual({ prone: true, winded: true, recoverActivations: 1 });
  });

  it("otherwise he is dragged again and tests again next activation", () => {
    const r = rollDragFree(sequenceDice(4), { horsemanship: 3, type: "horse" });
    expect(r.outcome).toBe("draggedAgain");
    expect(r.effects.damageAs).toBe("bow");
    expect(r.effects.nextTest?.test).toBe("dragFree");
  });

  it.each([
    [true, true, "tied"],
    [true, false, "loose"],
    [false, true, "loose"],
  ])("dismounting facing the mount %s, tying %s → %s (L2125)", (facingMount, tiesUp, state) => {
    expect(dismountedMountState({ facingMount, tiesUp })).toBe(state);
  });
});

describe("riding (L2167–2288)", () => {
  it.each([
    ["horse", [5, 5], [], "doubleMove", 24],
    ["mule", [6, 6], [], "oneAndHalfMove", 12],
    ["horse", [4, 6], [2, 2], "doubleMove", 24],
    ["horse", [4, 6], [5, 6], "oneAndHalfMove", 18],
  ] as const)('MOVING FAST: %s, dice %j then %j → %s (%i")', (type, dice, follow, outcome, inches) => {
    const r = rollMountMovingFast(sequenceDice(...dice, ...follow), { quality: 5, horsemanship: 4, type });
    expect(r.outcome).toBe(outcome);
    expect(r.effects.moveInches).toBe(inches);
    expect(r.effects.moveMultiplier).toBe(outcome === "doubleMove" ? 2 : 1.5);
  });

  it("a dropped mount moves fast from its halved rate", () => {
    const r = rollMountMovingFast(sequenceDice(1, 1), {
      quality: 5,
      horsemanship: 4,
      type: "horse",
      status: "dropped",
    });
    expect(r.effects.moveInches).toBe(12);
  });

  describe("MOUNTED CHALLENGE vs Sand (L2207–2221, guide I-15)", () => {
    it("pass 2 goes ahead to ROUGH GOING", () => {
      const r = rollMountedChallenge(sequenceDice(4, 4), { sand: 4 });
      expect(r.outcome).toBe("attempt");
      expect(r.effects).toEqual({ attempt: true, nextTest: { test: "roughGoing", when: "now" } });
    });
    it("pass 0 refuses", () => {
      expect(rollMountedChallenge(sequenceDice(5, 6), { sand: 4 }).outcome).toBe("refuses");
    });
    it("pass 1 asks the rider to choose", () => {
      const r = rollMountedChallenge(sequenceDice(3, 6), { sand: 4 });
      expect(r.outcome).toBe("hesitates");
      expect(r.effects.nextTest?.test).toBe("mountedChallengeRetry");
    });
    it("giving up on pass 1 refuses without rolling again", () => {
      const dice = sequenceDice(3, 6);
      expect(rollMountedChallenge(dice, { sand: 4, onPassOne: "giveUp" }).outcome).toBe("refuses");
      expect(dice.used).toBe(2);
    });
    it("the re-roll counts pass 1 as pass 0", () => {
      expect(rollMountedChallenge(sequenceDice(3, 6), { sand: 4, isRetry: true }).outcome).toBe("refuses");
      const again = rollMountedChallenge(sequenceDice(3, 6, 3, 6), { sand: 4, onPassOne: "reroll" });
      expect(again.reroll).toEqual({ dice: [3, 6], passes: 1 });
      expect(again.outcome).toBe("refuses");
      expect(rollMountedChallenge(sequenceDice(3, 6, 1, 1), { sand: 4, onPassOne: "reroll" }).outcome).toBe(
        "attempt",
      );
    });
  });

  describe("ROUGH GOING, mounted (L2223–2242)", () => {
    it("pass 2: up to 1.5× normal move; a jump is cleared", () => {
      const r = rollMountRoughGoing(sequenceDice(1, 4), {
        quality: 4,
        horsemanship: 3,
        type: "horse",
        jumping: true,
      });
      expect(r.outcome).toBe("goesThrough");
      expect(r.effects).toEqual({ moveMultiplier: 1.5, moveInches: 18, jumpCleared: true });
      expect(r.mishapDie).toBeNull();
    });
    it("pass 0, mishap die ≤ Quality: STAY MOUNTED", () => {
      const r = rollMountRoughGoing(sequenceDice(5, 6, 4), { quality: 4, horsemanship: 3, type: "horse" });
      expect(r.outcome).toBe("mishapHoldsOn");
      expect(r.mishapDie).toBe(4);
      expect(r.effects.nextTest?.test).toBe("stayMounted");
    });
    it("pass 0, mishap die > Quality: the mount stumbles, RIDER THROWN", () => {
      const r = rollMountRoughGoing(sequenceDice(5, 6, 5), { quality: 4, horsemanship: 3, type: "horse" });
      expect(r.outcome).toBe("stumbles");
      expect(r.effects).toEqual({ riderThrown: true, nextTest: { test: "riderThrown", when: "now" } });
    });
    it("pass 1 → Horsemanship pass 1 below the mount's Quality → reads as pass 0 (mishap)", () => {
      const dice = sequenceDice(4, 5, 3, 4, 2);
      const r = rollMountRoughGoing(dice, { quality: 4, horsemanship: 3, type: "mule" });
      expect(r.followUp?.passes).toBe(1);
      expect(r.countedPasses).toBe(0);
      expect(r.outcome).toBe("mishapHoldsOn");
      expect(dice.remaining).toBe(0);
    });
  });

  it.each([
    [[1, 4], "staysMounted", {}],
    [[4, 5], "thrownPistolDamage", { riderThrown: true, damageAs: "pistol" }],
    [[5, 6], "thrownBuffaloGunDamage", { riderThrown: true, damageAs: "buffaloGun" }],
  ])("STAY MOUNTED vs Horsemanship 4, dice %j → %s (L2250–2264)", (dice, outcome, effects) => {
    const r = rollStayMounted(sequenceDice(...dice), { horsemanship: 4 });
    expect(r.outcome).toBe(outcome);
    expect(r.effects).toEqual(effects);
  });

  it.each([
    [[4, 4], false, "pistolDamage", { riderThrown: true, damageAs: "pistol" }],
    [[4, 5], false, "buffaloGunDamage", { riderThrown: true, damageAs: "buffaloGun" }],
    [
      [5, 5],
      false,
      "buffaloGunDamageOofMinimum",
      { riderThrown: true, damageAs: "buffaloGun", oofMinimum: true },
    ],
    [
      [4, 4],
      true,
      "buffaloGunDamageOofMinimum",
      { riderThrown: true, damageAs: "buffaloGun", oofMinimum: true },
    ],
  ])(
    'RIDER THROWN vs Toughness 4, dice %j, over 18" %s → %s (L2272–2288)',
    (dice, fast, outcome, effects) => {
      const r = rollRiderThrown(sequenceDice(...dice), { toughness: 4, movingOver18Inches: fast });
      expect(r.target).toBe(fast ? 3 : 4);
      expect(r.outcome).toBe(outcome);
      expect(r.effects).toEqual(effects);
    },
  );
});

describe('"THEY SHOT MY HORSE!" (L2316–2410)', () => {
  const stay = { test: "stayMounted", when: "now" };
  const thrown = { test: "riderThrown", when: "now" };
  // Quality 4 mount hit by a pistol (2 dice). Rows from L2324–2406; rows 5–6 "rider thrown" read as
  // RIDER THROWN (guide I-28).
  it.each([
    [1, [3, 3], 3, "spooked", { mountStatus: "spooked", nextTest: stay }],
    [
      1,
      [3, 4],
      3,
      "mortalWound",
      { mountStatus: "mortallyWounded", physicallyFitAfterBattle: true, riderThrown: true, nextTest: thrown },
    ],
    [1, [4, 4], 3, "dead", { mountStatus: "dead", riderThrown: true, nextTest: thrown }],
    [2, [4, 4], 4, "grazed", { mountStatus: "grazed" }],
    [2, [4, 5], 4, "spooked", { mountStatus: "spooked", nextTest: stay }],
    [
      2,
      [5, 5],
      4,
      "mortalWound",
      { mountStatus: "mortallyWounded", physicallyFitAfterBattle: true, riderThrown: true, nextTest: thrown },
    ],
    [3, [5, 5], 5, "grazed", { mountStatus: "grazed" }],
    [3, [5, 6], 5, "spooked", { mountStatus: "spooked", nextTest: stay }],
    [3, [6, 6], 5, "dead", { mountStatus: "dead", riderThrown: true, nextTest: thrown }],
    [4, [4, 4], 4, "grazed", { mountStatus: "grazed" }],
    [4, [4, 5], 4, "spooked", { mountStatus: "spooked", nextTest: stay }],
    [
      4,
      [5, 5],
      4,
      "mortalWound",
      { mountStatus: "mortallyWounded", physicallyFitAfterBattle: true, riderThrown: true, nextTest: thrown },
    ],
    [5, [4, 4], 4, "grazed", { mountStatus: "grazed" }],
    [5, [4, 5], 4, "spooked", { mountStatus: "spooked", nextTest: stay }],
    [
      5,
      [5, 5],
      4,
      "drops",
      {
        mountStatus: "dropped",
        mountHalfMove: true,
        physicallyFitAfterBattle: true,
        riderThrown: true,
        nextTest: thrown,
      },
    ],
    [6, [3, 3], 3, "grazed", { mountStatus: "grazed" }],
    [
      6,
      [4, 4],
      3,
      "legBroken",
      {
        mountStatus: "crippled",
        mountHalfMove: true,
        mountCannotBeRidden: true,
        physicallyFitAfterBattle: true,
        riderThrown: true,
        nextTest: thrown,
      },
    ],
  ])("location %i, dice %j vs %i → %s", (location, dice, target, outcome, effects) => {
    const src = sequenceDice(location, ...dice);
    const r = rollTheyShotMyHorse(src, { quality: 4, weapon: "pistol" });
    expect(r.target).toBe(target);
    expect(r.outcome).toBe(outcome);
    expect(r.effects).toEqual(effects);
    expect(src.remaining).toBe(0);
  });

  it("legs pass 1: stumble, rider thrown; 1d6 vs Quality − 1 — pass no further harm", () => {
    const r = rollTheyShotMyHorse(sequenceDice(6, 3, 4, 3), { quality: 4, weapon: "pistol" });
    expect(r.outcome).toBe("stumbles");
    expect(r.stumbleDie).toBe(3);
    expect(r.effects).toEqual({ mountStatus: "stumbled", riderThrown: true, nextTest: thrown });
  });

  it("legs pass 1: fail the 1d6 → crippled (no riding, half move)", () => {
    const r = rollTheyShotMyHorse(sequenceDice(6, 3, 4, 4), { quality: 4, weapon: "pistol" });
    expect(r.effects.mountStatus).toBe("crippled");
    expect(r.effects.mountCannotBeRidden).toBe(true);
    expect(r.effects.mountHalfMove).toBe(true);
  });

  it("option legStumbleCheck=legTargetMinusOne stacks the −1 on the leg row", () => {
    const r = rollTheyShotMyHorse(
      sequenceDice(6, 3, 4, 3),
      { quality: 4, weapon: "pistol" },
      { legStumbleCheck: "legTargetMinusOne" },
    );
    expect(r.effects.mountStatus).toBe("crippled");
  });

  it("chest +1 never lifts the target above 5", () => {
    expect(rollTheyShotMyHorse(sequenceDice(3, 1, 1), { quality: 5, weapon: "pistol" }).target).toBe(5);
    expect(
      rollTheyShotMyHorse(sequenceDice(3, 1, 1), { quality: 5, weapon: "pistol", twoRiders: true }).target,
    ).toBe(5);
    expect(
      rollTheyShotMyHorse(sequenceDice(2, 1, 1), { quality: 5, weapon: "pistol", twoRiders: true }).target,
    ).toBe(4);
  });

  it.each([
    ["buffaloGun", undefined, 1],
    ["mlBuffaloGun", undefined, 1],
    ["shotgun", 6, 1],
    ["shotgun", 7, 2],
    ["scattergun", 3, 1],
    ["scattergun", 4, 2],
    ["repeatingCarbine", undefined, 2],
  ] as const)('%s at %s" rolls %i dice (L2318)', (weapon, rangeInches, count) => {
    const r = rollTheyShotMyHorse(sequenceDice(2, 1, 1), { quality: 4, weapon, rangeInches });
    expect(r.dice).toHaveLength(count);
  });

  it("one die cannot graze: a buffalo-gun neck hit passing its die spooks", () => {
    expect(rollTheyShotMyHorse(sequenceDice(2, 1), { quality: 4, weapon: "buffaloGun" }).outcome).toBe(
      "spooked",
    );
  });

  it("an unridden mount's hit throws nobody", () => {
    const r = rollTheyShotMyHorse(sequenceDice(1, 6, 6), { quality: 4, weapon: "pistol", ridden: false });
    expect(r.effects).toEqual({ mountStatus: "dead" });
  });

  it("a shotgun without a range is an error", () => {
    expectField(
      () => rollTheyShotMyHorse(sequenceDice(2, 1, 1), { quality: 4, weapon: "shotgun" }),
      "rangeInches",
    );
  });
});

describe("loose, tied and SKITTISH (L2412–2439)", () => {
  it.each([
    ["loose", 3, undefined, false, true],
    ["tied", 6, undefined, false, true],
    ["loose", 6.5, undefined, false, false],
    ["tied", undefined, undefined, true, true],
    ["ridden", 1, undefined, false, false],
    ["led", 1, undefined, true, false],
    ["loose", undefined, undefined, false, false],
  ] as const)('%s mount, firearm at %s": triggered = %s/%s → %s (guide I-29)', (state, d, _u, spook, out) => {
    expect(skittishTriggered({ state, firearmWithinInches: d, deliberateSpooking: spook })).toBe(out);
  });

  it('pass 2: a loose mount moves 1d6" away', () => {
    const r = rollSkittish(sequenceDice(1, 2, 5), { quality: 4, state: "loose" });
    expect(r.outcome).toBe("shiesAway");
    expect(r.effects).toEqual({ mountState: "loose", moveAwayInches: 5 });
  });
  it("pass 2: a tied mount stays put", () => {
    const dice = sequenceDice(1, 2);
    expect(rollSkittish(dice, { quality: 4, state: "tied" }).outcome).toBe("staysPut");
    expect(dice.remaining).toBe(0);
  });
  it("pass 1: a loose mount runs away, testing to get out if enclosed", () => {
    expect(rollSkittish(sequenceDice(4, 5), { quality: 4, state: "loose" }).effects).toEqual({
      mountState: "runaway",
    });
    expect(rollSkittish(sequenceDice(4, 5), { quality: 4, state: "loose", enclosed: true }).effects).toEqual({
      mountState: "runaway",
      mustEscapeEnclosure: true,
    });
  });
  it('pass 1: a tied mount breaks loose and moves 1d6" away', () => {
    const r = rollSkittish(sequenceDice(4, 5, 2), { quality: 4, state: "tied" });
    expect(r.outcome).toBe("breaksLoose");
    expect(r.effects).toEqual({ mountState: "loose", moveAwayInches: 2 });
  });
  it("pass 0: loose or tied, it runs away", () => {
    expect(rollSkittish(sequenceDice(5, 6), { quality: 4, state: "tied" }).outcome).toBe("runsAway");
    expect(rollSkittish(sequenceDice(5, 6), { quality: 4, state: "loose" }).outcome).toBe("runsAway");
  });
});

describe("chase and rescue", () => {
  it("W-36: Emmett and Bob (Quality 5) pass 2; Grat (Quality 4) pass 1, Horsemanship 5 and 6 → pass 0 → slips a band", () => {
    const party = [3, 5];
    for (const rider of ["Emmett", "Bob"]) {
      const none = sequenceDice();
      const r = resolveMountedChase(party, none, { quality: 5, rating: 5 });
      expect(r.passes, rider).toBe(2);
      expect(r.outcome).toBe("keepsPace");
      expect(r.effects.slipBands).toBe(0);
      expect(none.used).toBe(0);
    }
    const grat = resolveMountedChase(party, sequenceDice(5, 6), { quality: 4, rating: 4 });
    expect(grat.passes).toBe(1);
    expect(grat.followUp).toMatchObject({ test: "horsemanship", dice: [5, 6], passes: 0, countsAs: 0 });
    expect(grat.countedPasses).toBe(0);
    expect(grat.outcome).toBe("slipsBack");
    expect(grat.effects.slipBands).toBe(1);
  });

  it("riding double and rough country each cost 1; South Western Indian Runners ignore the terrain (L3425–3427)", () => {
    expect(
      resolveMountedChase([1, 1], sequenceDice(), { quality: 5, rating: 5, ridingDouble: true }).target,
    ).toBe(4);
    expect(
      resolveMountedChase([1, 1], sequenceDice(), {
        quality: 5,
        rating: 5,
        roughTerrain: true,
        ridingDouble: true,
      }).target,
    ).toBe(3);
    expect(
      resolveMountedChase([1, 1], sequenceDice(), {
        quality: 5,
        rating: 5,
        roughTerrain: true,
        southWesternIndianRunner: true,
      }).target,
    ).toBe(5);
  });

  it("a vehicle in the chase takes the Drivers test instead (L3463)", () => {
    const r = resolveMountedChase([3, 5], sequenceDice(1, 1), { quality: 4, rating: 3, vehicle: true });
    expect(r.followUp?.test).toBe("driversTest");
    expect(r.outcome).toBe("keepsPace");
  });

  it.each([
    [[4, 4], true, "pickedUp", { pickedUpCasualty: true, mayContinueMove: true }],
    [[4, 4], false, "pickedUp", { pickedUpCasualty: true }],
    [[4, 5], true, "pickedUp", { pickedUpCasualty: true }],
    [[4, 5], false, "casualtyLeft", { pickedUpCasualty: false }],
    [
      [5, 5],
      true,
      "fumbled",
      { pickedUpCasualty: false, retryNextActivation: true, nextTest: { test: "stayMounted", when: "now" } },
    ],
  ])("MOUNTED RESCUE vs 4, dice %j, mobile %s → %s (L4440–4458)", (dice, mobile, outcome, effects) => {
    const r = rollMountedRescue(sequenceDice(...dice), { rating: 4, casualtyMobile: mobile });
    expect(r.outcome).toBe(outcome);
    expect(r.effects).toEqual(effects);
  });

  it("a Plains Indian horseman adds 1 (L4436)", () => {
    const r = rollMountedRescue(sequenceDice(5, 5), {
      rating: 4,
      plainsIndianHorseman: true,
      casualtyMobile: false,
    });
    expect(r.target).toBe(5);
    expect(r.outcome).toBe("pickedUp");
  });
});

describe("movement and fire helpers", () => {
  it.each([
    ["horse", "unhurt", 12],
    ["mule", "unhurt", 8],
    ["horse", "dropped", 6],
    ["mule", "crippled", 4],
    ["horse", "dead", 0],
    ["horse", "spooked", 12],
  ] as const)('%s, %s: normal move %i" (L2084, L2392, L2402)', (type, status, inches) => {
    expect(mountNormalMove(type, status)).toBe(inches);
  });

  it("crippled mounts cannot be ridden; dropped ones can", () => {
    expect(canBeRidden("crippled")).toBe(false);
    expect(canBeRidden("dropped")).toBe(true);
    expect(canBeRidden("dead")).toBe(false);
  });

  it.each([
    [
      3,
      "normal",
      0,
      undefined,
      { canFire: true, repModifier: -1, countsAsMovingFast: true, halveEffectiveRange: false },
    ],
    [
      4,
      "fast",
      0,
      undefined,
      { canFire: true, repModifier: 0, countsAsMovingFast: true, halveEffectiveRange: true },
    ],
    [
      5,
      "stationary",
      0,
      undefined,
      { canFire: true, repModifier: 0, countsAsMovingFast: false, halveEffectiveRange: false },
    ],
    [
      4,
      "stationary",
      2,
      "repeatingCarbine",
      { canFire: false, repModifier: -1, countsAsMovingFast: false, halveEffectiveRange: false },
    ],
    [
      3,
      "normal",
      4,
      "pistol",
      { canFire: true, repModifier: -2, countsAsMovingFast: true, halveEffectiveRange: false },
    ],
  ] as const)(
    "firing from a Quality %i mount moving %s holding %i (%s) (L2294, L2306–2308)",
    (q, pace, held, weapon, out) => {
      expect(mountedFireModifiers({ mountQuality: q, pace, holdingMounts: held, weapon })).toEqual(out);
    },
  );

  it("holding mounts on foot: one-hand weapons only, Rep −1", () => {
    expect(holdingMountsFireModifiers({ holdingMounts: 2, weapon: "derringer" })).toMatchObject({
      canFire: true,
      repModifier: -1,
    });
    expect(holdingMountsFireModifiers({ holdingMounts: 2, weapon: "bow" }).canFire).toBe(false);
    expect(holdingMountsFireModifiers({ holdingMounts: 0, weapon: "bow" })).toMatchObject({
      canFire: true,
      repModifier: 0,
    });
  });

  it("a mounted figure with a melee weapon adds 1d6 in the impact round only (L2302)", () => {
    expect(mountedImpactDice({ mounted: true, meleeWeapon: true, impactRound: true })).toBe(1);
    expect(mountedImpactDice({ mounted: true, meleeWeapon: true, impactRound: false })).toBe(0);
    expect(mountedImpactDice({ mounted: false, meleeWeapon: true, impactRound: true })).toBe(0);
  });
});

describe("bad input names the field", () => {
  it.each<[string, () => unknown]>([
    [
      "input.quality",
      () => rollMountMovingFast(sequenceDice(1, 1), { quality: 6 as 5, horsemanship: 4, type: "horse" }),
    ],
    ["input.quality", () => rollSkittish(sequenceDice(1, 1), { quality: 2 as 3, state: "loose" })],
    ["input.horsemanship", () => rollStayMounted(sequenceDice(1, 1), { horsemanship: 8 })],
    ["input.horsemanship", () => rollStayMounted(sequenceDice(1, 1), { horsemanship: Number.NaN })],
    ["input.sand", () => rollMountedChallenge(sequenceDice(1, 1), { sand: -1 })],
    ["input.toughness", () => rollRiderThrown(sequenceDice(1, 1), { toughness: 0 })],
    [
      "input.type",
      () =>
        rollMountMovingFast(sequenceDice(1, 1), { quality: 4, horsemanship: 4, type: "donkey" as "horse" }),
    ],
    [
      "input.owner",
      () => generateMountQuality(sequenceDice(1), { owner: "sheriffs" as Profession, prosperity: 3 }),
    ],
    ["input.prosperity", () => generateMountQuality(sequenceDice(1), { owner: "cowboy", prosperity: 0 })],
    ["input.state", () => rollSkittish(sequenceDice(1, 1), { quality: 4, state: "ridden" as "loose" })],
    ["input.weapon", () => mountedFireModifiers({ mountQuality: 4, pace: "normal", holdingMounts: 1 })],
    [
      "input.holdingMounts",
      () => mountedFireModifiers({ mountQuality: 4, pace: "normal", holdingMounts: 5, weapon: "pistol" }),
    ],
    ["input.pace", () => mountedFireModifiers({ mountQuality: 4, pace: "gallop" as "fast" })],
    [
      "weapon",
      () => rollTheyShotMyHorse(sequenceDice(1, 1, 1), { quality: 4, weapon: "cannon" as "pistol" }),
    ],
    ["partyDice[0]", () => resolveMountedChase([7, 1], sequenceDice(), { quality: 4, rating: 4 })],
    ["partyDice", () => resolveMountedChase([1, 1, 1], sequenceDice(), { quality: 4, rating: 4 })],
    [
      "options.followUpComparesWith",
      () =>
        rollMountMovingFast(
          sequenceDice(1, 1),
          { quality: 4, horsemanship: 4, type: "horse" },
          { followUpComparesWith: "x" as "base" },
        ),
    ],
    ["options.starProsperity", () => prosperityOf({ rep: 3, star: true }, { starProsperity: 9 })],
    [
      "input.onPassOne",
      () => rollMountedChallenge(sequenceDice(3, 6), { sand: 4, onPassOne: "maybe" as "ask" }),
    ],
    [
      "input.casualtyMobile",
      () =>
        rollMountedRescue(sequenceDice(1, 1), { rating: 4 } as { rating: number; casualtyMobile: boolean }),
    ],
    [
      "input.firearmWithinInches",
      () => skittishTriggered({ state: "loose", firearmWithinInches: Number.NaN }),
    ],
    ["profession", () => horsemanshipCap("cook" as Profession)],
    ["input", () => rollStayMounted(sequenceDice(1, 1), null as unknown as { horsemanship: number })],
  ])("%s", (field, fn) => expectField(fn, field));
});
