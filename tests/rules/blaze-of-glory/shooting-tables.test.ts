import { describe, expect, it } from "vitest";
import { sequenceDice } from "../../../src/rules/core";
import type { HitLocation, WeaponId } from "../../../src/rules/blaze-of-glory/ids";
import {
  NO_WOUNDS,
  OPEN_TARGET,
  type ShotConditions,
  SHOOTIN_DAMAGE_TABLE,
  SHOOTIN_TABLE,
  SHOT_REASON_RESULT,
  TARGET_BEHIND_COVER_TABLE,
  checkCover,
  countsAsMovingFast,
  coverProfile,
  exposedLocations,
  proneProtects,
  readDamage,
  readLongRange,
  readShootinTable,
  resolveImHit,
  resolveKill,
  rollDamage,
  rollImHit,
  shootinRow,
  shootingOptions,
  shootingRep,
  validateWounds,
  woundEffects,
} from "../../../src/rules/blaze-of-glory/shooting";
import { rulesErrorOf as thrown } from "../helpers/errors";

const open: ShotConditions = { ...OPEN_TARGET };

describe("SHOOTIN' TABLE (L1480–1508)", () => {
  it("rows and bounds (I-05: ≤7 miss, 11+ called)", () => {
    expect(SHOOTIN_TABLE.map((r) => r.row)).toEqual(["sevenOrLess", "eight", "nine", "ten", "elevenPlus"]);
    expect([2, 7, 8, 9, 10, 11, 14].map(shootinRow)).toEqual([
      "sevenOrLess",
      "sevenOrLess",
      "eight",
      "nine",
      "ten",
      "elevenPlus",
      "elevenPlus",
    ]);
  });

  it.each([2, 3, 7])("total %i misses", (t) => {
    expect(readShootinTable(t, 1, open)).toBe("totalSevenOrLess");
  });

  it("8 hits an open target on foot with nobody near on the first shot", () => {
    expect(readShootinTable(8, 1, open)).toBe("totalEight");
    expect(SHOT_REASON_RESULT.totalEight).toBe("hit");
  });

  // Every row-8 miss condition from L1483 (and carrying a casualty, L1850).
  it.each([
    ["targetInCover", { targetInCover: true }],
    ["carryingCasualty", { carryingCasualty: true }],
    ["targetProne", { targetProne: true }],
    ["targetMovingFast", { targetMovingFast: true }],
    ["shooterMovingFast", { shooterMovingFast: true }],
    ["sickDrunk", { sickDrunk: true }],
    ["unfamiliarWeapon", { unfamiliarWeapon: true }],
    ["twoWeapons", { twoWeapons: true }],
    ["offArm", { offArm: true }],
  ] as const)("8 misses when %s", (code, patch) => {
    expect(readShootinTable(8, 1, { ...open, ...patch })).toBe(code);
    expect(SHOT_REASON_RESULT[code]).toBe("miss");
    // The same situation does not spoil a 9 or a 10.
    expect(SHOT_REASON_RESULT[readShootinTable(9, 1, { ...open, ...patch })]).toBe("hit");
    expect(SHOT_REASON_RESULT[readShootinTable(10, 1, { ...open, ...patch })]).toBe("hit");
  });

  it("8 on the 2nd or 3rd shot misses", () => {
    expect(readShootinTable(8, 2, open)).toBe("secondOrLaterShot");
    expect(readShootinTable(8, 3, open)).toBe("secondOrLaterShot");
  });

  it('8 with a bystander within 2" or a mounted target is diverted', () => {
    expect(readShootinTable(8, 1, { ...open, bystanders: 1 })).toBe("bystanderOrMount");
    expect(readShootinTable(8, 1, { ...open, targetMounted: true })).toBe("bystanderOrMount");
    expect(SHOT_REASON_RESULT.bystanderOrMount).toBe("diverted");
    // a miss condition comes first
    expect(readShootinTable(8, 1, { ...open, bystanders: 2, targetInCover: true })).toBe("targetInCover");
  });

  it("9 misses only on the 3rd shot; 10 always hits; 11+ called", () => {
    expect(readShootinTable(9, 1, open)).toBe("totalNine");
    expect(readShootinTable(9, 2, open)).toBe("totalNine");
    expect(readShootinTable(9, 3, open)).toBe("thirdShot");
    expect(readShootinTable(10, 3, { ...open, targetInCover: true, targetMovingFast: true })).toBe(
      "totalTen",
    );
    expect(readShootinTable(11, 3, open)).toBe("totalElevenPlus");
    expect(SHOT_REASON_RESULT.totalElevenPlus).toBe("calledHit");
  });

  it("long range: a 6, then ≤ Rep (L1452)", () => {
    expect(readLongRange(5, null, 4)).toBe("longRangeNoSix");
    expect(readLongRange(6, 4, 4)).toBe("longRangeHit");
    expect(readLongRange(6, 5, 4)).toBe("longRangeOverRep");
  });
});

describe("Rep modifiers when shooting (guide §2.7 step 7)", () => {
  const base = { rep: 4, attributes: [], weapon: "pistol" as WeaponId };
  it("plain shooter", () => {
    expect(shootingRep(base)).toMatchObject({ rep: 4, dieBonus: 0, repModifiers: [], blockedBy: null });
  });
  it("shotgun/scattergun count Rep 4 when below (footnote 3)", () => {
    expect(shootingRep({ ...base, rep: 2, weapon: "scattergun" })).toMatchObject({
      rep: 4,
      repModifiers: ["spreadMinRep"],
    });
    expect(shootingRep({ ...base, rep: 5, weapon: "shotgun" }).rep).toBe(5);
    // default floors the base Rep, then applies penalties
    expect(shootingRep({ ...base, rep: 3, weapon: "shotgun", attributes: ["tyro"] }).rep).toBe(3);
    expect(
      shootingRep(
        { ...base, rep: 3, weapon: "shotgun", attributes: ["tyro"] },
        { spreadMinRep: "modifiedRep" },
      ).rep,
    ).toBe(4);
  });
  it("gun-arm wound −1; off-arm wound −1 only with long arms or two-handed weapons", () => {
    expect(shootingRep({ ...base, wounds: { ...NO_WOUNDS, gunArm: 1 } }).rep).toBe(3);
    expect(shootingRep({ ...base, wounds: { ...NO_WOUNDS, offArm: 1 } }).rep).toBe(4);
    expect(shootingRep({ ...base, weapon: "trapdoorRifle", wounds: { ...NO_WOUNDS, offArm: 1 } }).rep).toBe(
      3,
    );
    expect(shootingRep({ ...base, weapon: "bow", wounds: { ...NO_WOUNDS, offArm: 1 } }).rep).toBe(3);
  });
  it("chest wound −2, Nag −1, holding mounts −1, Got a Shot pass 1 −1, Tyro −1", () => {
    expect(shootingRep({ ...base, wounds: { ...NO_WOUNDS, chest: 1 } }).rep).toBe(2);
    expect(shootingRep({ ...base, nagMountOrTeam: true }).rep).toBe(3);
    expect(shootingRep({ ...base, holdingMounts: true }).rep).toBe(3);
    expect(shootingRep({ ...base, gotAShotPass1: true }).rep).toBe(3);
    expect(shootingRep({ ...base, attributes: ["tyro"] }).rep).toBe(3);
    const all = shootingRep({
      ...base,
      rep: 6,
      attributes: ["tyro"],
      wounds: { ...NO_WOUNDS, gunArm: 1, chest: 1 },
      nagMountOrTeam: true,
      holdingMounts: true,
      gotAShotPass1: true,
    });
    expect(all.rep).toBe(-1);
    expect(all.repModifiers).toEqual([
      "tyro",
      "gunArmWound",
      "chestWound",
      "nagMountOrTeam",
      "holdingMounts",
      "gotAShotPass1",
    ]);
  });
  it("Crackshot +1 to the die; Knife Fighter +1 when throwing a knife only", () => {
    expect(shootingRep({ ...base, attributes: ["crackshot"] })).toMatchObject({ rep: 4, dieBonus: 1 });
    expect(shootingRep({ ...base, weapon: "knife", attributes: ["knifeFighter"] }).dieBonus).toBe(1);
    expect(shootingRep({ ...base, weapon: "tomahawk", attributes: ["knifeFighter"] }).dieBonus).toBe(0);
    expect(
      shootingRep({ ...base, weapon: "knife", attributes: ["knifeFighter", "crackshot"] }).dieModifiers,
    ).toEqual(["crackshot", "knifeFighter"]);
  });
  it("unusable arms and holding mounts block the shot", () => {
    expect(shootingRep({ ...base, wounds: { ...NO_WOUNDS, gunArm: 2 } }).blockedBy).toBe("gunArmUnusable");
    expect(
      shootingRep({ ...base, wounds: { ...NO_WOUNDS, gunArm: 2 }, usingOffArm: true }).blockedBy,
    ).toBeNull();
    expect(shootingRep({ ...base, weapon: "shotgun", wounds: { ...NO_WOUNDS, offArm: 2 } }).blockedBy).toBe(
      "offArmUnusable",
    );
    expect(shootingRep({ ...base, weapon: "shotgun", holdingMounts: true }).blockedBy).toBe(
      "holdingMountsOneHandOnly",
    );
  });
  it("bad input", () => {
    expect(thrown(() => shootingRep({ ...base, rep: 0 })).field).toBe("rep");
    expect(thrown(() => shootingRep({ ...base, weapon: "lance" })).field).toBe("weapon");
    expect(thrown(() => shootingRep({ ...base, wounds: { ...NO_WOUNDS, chest: -1 } })).field).toBe(
      "wounds.chest",
    );
  });
});

describe("SHOOTIN' DAMAGE TABLE (L1514–1528) with I-22 weapon classes", () => {
  // Expected [location, effect] for every row, per weapon, written from the book's table.
  const H = "imHit";
  const OOF = "outOfTheFight";
  const OD = "obviouslyDead";
  const locations: HitLocation[] = [
    "head",
    "head",
    "leg",
    "head",
    "gut",
    "gunArm",
    "chest",
    "gut",
    "leg",
    "offArm",
    "chest",
  ];
  // rows 7, 9, 10 per weapon (I-22); every other row is the same for all weapons.
  const special: Record<Exclude<WeaponId, "lance">, [string, string, string]> = {
    derringer: [H, H, H],
    pistol: [H, OOF, H],
    repeatingCarbine: [H, OOF, H],
    trapdoorCarbine: [OOF, OOF, H],
    mlCarbine: [OOF, OOF, H],
    trapdoorRifle: [OOF, OOF, H],
    mlRifle: [OOF, OOF, H],
    buffaloGun: [OOF, OOF, OOF],
    mlBuffaloGun: [OOF, OOF, OOF],
    scattergun: [OOF, OOF, H],
    shotgun: [OOF, OOF, H],
    smoothboreCarbine: [OOF, OOF, H],
    bow: [H, H, H],
    tomahawk: [H, OOF, H],
    knife: [H, H, H],
  };
  const cases = Object.entries(special).flatMap(([weapon, [r7, r9, r10]]) =>
    [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(
      (total) =>
        [
          weapon as WeaponId,
          total,
          locations[total - 2]!,
          total === 5 || total === 12 ? OD : total === 7 ? r7 : total === 9 ? r9 : total === 10 ? r10 : H,
        ] as const,
    ),
  );
  it.each(cases)("%s, total %i → %s, %s", (weapon, total, location, effect) => {
    const white = Math.max(1, total - 6);
    const r = readDamage(white, total - white, weapon, 0);
    expect(r).toMatchObject({ total, location, effect, rangeCapped: false, white, coloured: total - white });
  });

  it("table rows carry sources", () => {
    expect(SHOOTIN_DAMAGE_TABLE).toHaveLength(11);
    for (const r of SHOOTIN_DAMAGE_TABLE) expect(r.source).toMatch(/^L15\d\d$/);
  });

  it('errata E-1: shotgun beyond 6" and scattergun beyond 3" do at worst I\'m Hit', () => {
    expect(readDamage(3, 4, "shotgun", 6)).toMatchObject({ effect: OOF, rangeCapped: false });
    expect(readDamage(3, 4, "shotgun", 6.5)).toMatchObject({ effect: H, rangeCapped: true });
    expect(readDamage(6, 6, "shotgun", 10)).toMatchObject({ effect: H, rangeCapped: true });
    expect(readDamage(1, 4, "scattergun", 3)).toMatchObject({ effect: OD });
    expect(readDamage(1, 4, "scattergun", 4)).toMatchObject({ effect: H, rangeCapped: true });
    expect(readDamage(4, 5, "scattergun", 4)).toMatchObject({ effect: H, rangeCapped: true });
    expect(readDamage(1, 1, "scattergun", 20)).toMatchObject({ effect: H, rangeCapped: false });
    // other weapons do not care about range
    expect(readDamage(6, 6, "pistol", 30)).toMatchObject({ effect: OD });
  });

  it("rollDamage rolls white then coloured", () => {
    const src = sequenceDice(6, 4);
    expect(rollDamage(src, "buffaloGun", 10)).toMatchObject({
      white: 6,
      coloured: 4,
      total: 10,
      effect: OOF,
    });
  });

  it("bad input", () => {
    expect(thrown(() => readDamage(0, 3, "pistol")).field).toBe("white");
    expect(thrown(() => readDamage(3, 7, "pistol")).field).toBe("coloured");
    expect(thrown(() => readDamage(3, 3, "lance")).field).toBe("weapon");
    expect(thrown(() => readDamage(3, 3, "pistol", -2)).field).toBe("distance");
  });
});

describe("TARGET BEHIND COVER (L1587–1600)", () => {
  it.each([
    ["loophole", "justLooking", ["head"]],
    ["loophole", "firingPistol", ["head"]],
    ["loophole", "firingRifle", ["head"]],
    ["wallWindow", "justLooking", ["head"]],
    ["wallWindow", "firingPistol", ["head", "gunArm"]],
    ["wallWindow", "firingRifle", ["head", "gunArm", "offArm"]],
    ["cornerFlush", "justLooking", ["head"]],
    ["cornerFlush", "firingPistol", ["head", "gunArm"]],
    ["cornerFlush", "firingRifle", ["head", "gunArm", "offArm"]],
    ["cornerAway", "justLooking", ["head"]],
    ["cornerAway", "firingPistol", ["head", "gunArm", "chest"]],
    ["cornerAway", "firingRifle", ["head", "gunArm", "offArm", "chest"]],
  ] as const)("%s, %s → %j", (position, activity, exposed) => {
    expect([...exposedLocations(position, activity)].sort()).toEqual([...exposed].sort());
  });

  it("gut and legs are never exposed; rows carry sources", () => {
    for (const r of TARGET_BEHIND_COVER_TABLE) {
      expect(r.exposed).not.toContain("gut");
      expect(r.exposed).not.toContain("leg");
      expect(r.source).toMatch(/^L1(5|6)\d\d$/);
    }
  });

  it("bulletproof: a hidden location is blocked, an exposed one passes", () => {
    const bp = coverProfile({ kind: "bulletproof", position: "wallWindow", activity: "firingPistol" });
    expect(checkCover("gut", 1, 6, bp, false)).toBe("blocked");
    expect(checkCover("gunArm", 6, 1, bp, false)).toBe("exposed");
  });

  it("obscuring (errata E-3): coloured > white → full effect, otherwise deflected", () => {
    const ob = coverProfile({ kind: "obscuring" });
    expect(checkCover("gut", 4, 5, ob, false)).toBe("penetrated");
    expect(checkCover("gut", 5, 5, ob, false)).toBe("deflected");
    expect(checkCover("gut", 6, 4, ob, false)).toBe("deflected");
  });

  it("woods are both bulletproof and obscuring (L4725)", () => {
    const woods = coverProfile({ kind: "woods", position: "cornerAway", activity: "firingRifle" });
    expect(checkCover("leg", 1, 6, woods, false)).toBe("blocked");
    expect(checkCover("chest", 1, 6, woods, false)).toBe("penetrated");
    expect(checkCover("chest", 6, 1, woods, false)).toBe("deflected");
  });

  it("prone counts as obscuring unless bow, higher ground, or upper storey without overhead cover (L1579)", () => {
    const base = {
      prone: true,
      shooterUsingBow: false,
      shooterOnHigherGround: false,
      shooterOnUpperStorey: false,
      overheadProtection: false,
    };
    expect(proneProtects(base)).toBe(true);
    expect(proneProtects({ ...base, prone: false })).toBe(false);
    expect(proneProtects({ ...base, shooterUsingBow: true })).toBe(false);
    expect(proneProtects({ ...base, shooterOnHigherGround: true })).toBe(false);
    expect(proneProtects({ ...base, shooterOnUpperStorey: true })).toBe(false);
    expect(proneProtects({ ...base, shooterOnUpperStorey: true, overheadProtection: true })).toBe(true);
    expect(checkCover("leg", 2, 3, coverProfile(undefined), true)).toBe("penetrated");
    expect(checkCover("leg", 3, 3, coverProfile({ kind: "none" }), true)).toBe("deflected");
    expect(checkCover("leg", 3, 3, coverProfile({ kind: "none" }), false)).toBe("noCover");
  });

  it("bad input", () => {
    expect(thrown(() => coverProfile({ kind: "bulletproof" })).field).toBe("cover.position");
    expect(thrown(() => coverProfile({ kind: "bulletproof", position: "loophole" })).field).toBe(
      "cover.activity",
    );
    expect(thrown(() => coverProfile({ kind: "brick" as never })).field).toBe("cover.kind");
    expect(thrown(() => exposedLocations("roof" as never, "justLooking")).field).toBe("position");
  });
});

describe("RECOVERIN' FROM I'M HIT! (L1544–1565)", () => {
  const t4 = { toughness: 4 };
  it("pass 2 → just a scratch, BEEN SHOT AT, no wound", () => {
    const r = resolveImHit([1, 4], { ...t4, location: "chest" });
    expect(r).toMatchObject({ passes: 2, effect: "justAScratch", outcome: "scratch", beenShotAt: true });
    expect(r.wounds).toEqual(NO_WOUNDS);
  });
  it("pass 0 → wounded and out of the fight", () => {
    const r = resolveImHit([5, 6], { ...t4, location: "leg" });
    expect(r).toMatchObject({ passes: 0, effect: "woundedOutOfTheFight", outcome: "outOfTheFight" });
    expect(r.wounds.leg).toBe(1);
  });
  it.each([
    ["head", "headWound", "outOfTheFight", "headWound", "outOfTheFight"],
    ["gunArm", "gunArmWound", "wounded", "gunArmUnusable", "wounded"],
    ["offArm", "offArmWound", "wounded", "offArmUnusable", "wounded"],
    ["chest", "chestWound", "wounded", "chestWoundAgain", "outOfTheFight"],
    ["gut", "gutWound", "outOfTheFight", "gutWound", "outOfTheFight"],
    ["leg", "legWound", "wounded", "legWoundAgain", "wounded"],
  ] as const)(
    "pass 1, %s: first %s (%s), again %s (%s)",
    (location, first, firstOutcome, again, againOutcome) => {
      const r1 = resolveImHit([3, 6], { ...t4, location });
      expect(r1).toMatchObject({ passes: 1, effect: first, outcome: firstOutcome, beenShotAt: false });
      expect(r1.wounds[location]).toBe(1);
      const r2 = resolveImHit([3, 6], { ...t4, location, wounds: r1.wounds });
      expect(r2).toMatchObject({ effect: again, outcome: againOutcome });
      expect(r2.wounds[location]).toBe(2);
    },
  );
  it("wound effects: arm penalties, arm useless on 2nd wound, chest −2, legs half then no move", () => {
    expect(woundEffects({ ...NO_WOUNDS, gunArm: 1 })).toMatchObject({ gunArmPenalty: 1, gunArmUsable: true });
    expect(woundEffects({ ...NO_WOUNDS, gunArm: 2 })).toMatchObject({
      gunArmPenalty: 0,
      gunArmUsable: false,
    });
    expect(woundEffects({ ...NO_WOUNDS, offArm: 2 }).offArmUsable).toBe(false);
    expect(woundEffects({ ...NO_WOUNDS, chest: 1 }).chestPenalty).toBe(2);
    expect(woundEffects({ ...NO_WOUNDS, leg: 1 }).movement).toBe("half");
    expect(woundEffects({ ...NO_WOUNDS, leg: 2 }).movement).toBe("none");
    expect(woundEffects(NO_WOUNDS).movement).toBe("normal");
  });
  it("gut OOF marks the figure gut-shot for after-battle recovery", () => {
    expect(resolveImHit([3, 6], { ...t4, location: "gut" }).wounds.gutShot).toBe(true);
    expect(resolveImHit([5, 6], { ...t4, location: "gut" }).wounds.gutShot).toBe(true);
    expect(resolveImHit([3, 6], { ...t4, location: "leg" }).wounds.gutShot).toBe(false);
  });
  it("chestSubsequentWound option: any later wound drops a chest-wounded figure", () => {
    const chest = { ...NO_WOUNDS, chest: 1 };
    expect(resolveImHit([3, 6], { ...t4, location: "leg", wounds: chest }).outcome).toBe("wounded");
    const any = resolveImHit(
      [3, 6],
      { ...t4, location: "leg", wounds: chest },
      { chestSubsequentWound: "anyLocation" },
    );
    expect(any).toMatchObject({ outcome: "outOfTheFight", chestPriorWound: true, effect: "legWound" });
  });
  it("bow: 3 dice, best two (L1548)", () => {
    expect(resolveImHit([6, 2, 3], { ...t4, location: "leg", bow: true }).passes).toBe(2);
    expect(resolveImHit([6, 6, 3], { ...t4, location: "leg", bow: true }).passes).toBe(1);
    expect(resolveImHit([1, 1, 1], { ...t4, location: "leg", bow: true }).passes).toBe(2);
    const src = sequenceDice(5, 5, 1);
    expect(rollImHit(src, { ...t4, location: "head", bow: true }).dice).toEqual([5, 5, 1]);
    expect(src.remaining).toBe(0);
  });
  it("bad input", () => {
    expect(thrown(() => resolveImHit([1, 2], { toughness: 9, location: "leg" })).field).toBe("toughness");
    expect(thrown(() => resolveImHit([1, 2], { toughness: 3, location: "foot" as never })).field).toBe(
      "location",
    );
    expect(thrown(() => resolveImHit([1, 2, 3], { toughness: 3, location: "leg" })).field).toBe("dice");
    expect(thrown(() => validateWounds({ leg: 1.5 })).field).toBe("wounds.leg");
    expect(thrown(() => validateWounds("x")).field).toBe("wounds");
  });
});

describe("Star advantages (L3021–3035)", () => {
  it("Larger Than Life: OD from a lower Rep → OOF, RAP lost, captured unless carried off", () => {
    const r = resolveKill({ eligible: true, targetRep: 5, shooterRep: 4, declareCheatDeath: true });
    expect(r).toEqual({
      outcome: "outOfTheFight",
      advantage: "largerThanLife",
      effects: ["loseAllRap", "capturedUnlessCarriedOff"],
    });
  });
  it("Cheating Death: OD from equal or higher Rep, declared → removed, Rep −1, RAP lost", () => {
    for (const shooterRep of [5, 6]) {
      expect(resolveKill({ eligible: true, targetRep: 5, shooterRep, declareCheatDeath: true })).toEqual({
        outcome: "cheatedDeath",
        advantage: "cheatingDeath",
        effects: ["removedFromPlay", "repMinusOne", "loseAllRap"],
      });
    }
    expect(
      resolveKill({ eligible: true, targetRep: 5, shooterRep: 5, declareCheatDeath: false }).outcome,
    ).toBe("obviouslyDead");
  });
  it("not for Hands, nor when the options are off", () => {
    expect(
      resolveKill({ eligible: false, targetRep: 5, shooterRep: 3, declareCheatDeath: true }).outcome,
    ).toBe("obviouslyDead");
    const off = { largerThanLife: false, cheatingDeath: false };
    expect(
      resolveKill({ eligible: true, targetRep: 5, shooterRep: 3, declareCheatDeath: true }, off).outcome,
    ).toBe("obviouslyDead");
    expect(
      resolveKill({ eligible: true, targetRep: 5, shooterRep: 6, declareCheatDeath: true }, off).outcome,
    ).toBe("obviouslyDead");
  });
  it("bad input", () => {
    expect(
      thrown(() => resolveKill({ eligible: true, targetRep: 8, shooterRep: 3, declareCheatDeath: true }))
        .field,
    ).toBe("targetRep");
    expect(thrown(() => shootingOptions({ calledShot: "x" as never })).field).toBe("options.calledShot");
    expect(thrown(() => shootingOptions({ largerThanLife: 1 as never })).field).toBe(
      "options.largerThanLife",
    );
  });
});

describe("moving fast for shooting (guide I-21)", () => {
  it('a passed foot move-fast die, any mounted or vehicle movement, or more than 6"', () => {
    expect(countsAsMovingFast({})).toBe(false);
    expect(countsAsMovingFast({ passedFootMoveFast: true, inchesMoved: 2 })).toBe(true);
    expect(countsAsMovingFast({ mountOrVehicleMoved: true })).toBe(true);
    expect(countsAsMovingFast({ inchesMoved: 6 })).toBe(false);
    expect(countsAsMovingFast({ inchesMoved: 6.5 })).toBe(true);
    expect(thrown(() => countsAsMovingFast({ inchesMoved: -1 })).field).toBe("inchesMoved");
  });
});
