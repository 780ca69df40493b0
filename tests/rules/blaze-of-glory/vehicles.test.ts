import { describe, expect, it } from "vitest";
import { RulesError, sequenceDice } from "../../../src/rules/core";
import type { Profession } from "../../../src/rules/blaze-of-glory/ids";
import {
  DRIVERLESS_COLLISION,
  REINS_TAKEN_EFFECTIVE,
  type Team,
  type TeamOwner,
  VEHICLES,
  canMoveFast,
  checkDriverDisabled,
  driverRating,
  driverRatingCap,
  generateTeamQuality,
  hasLeadAnimal,
  hitchingActivations,
  holdingTeamFireModifiers,
  rollDriverChallenge,
  rollDriversTest,
  rollLosingControl,
  rollPassengerThrown,
  rollTheyShotOneOfTheHorses,
  rollTrample,
  rollVehicleFastMoving,
  rollVehicleRoughGoing,
  rollWreck,
  teamTargetable,
  turnsToCutOut,
  unhitchingActivations,
  vehicleCover,
  vehicleFireModifiers,
  vehicleNormalMove,
} from "../../../src/rules/blaze-of-glory/vehicles";

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

const fourHorses: Team = { animal: "horse", size: 4, quality: 4 };
const twoHorses: Team = { animal: "horse", size: 2, quality: 4 };

describe("vehicles (L2450–2471)", () => {
  it.each([
    ["wagon", "inBox", "obscuring"],
    ["wagon", "behindWheel", "bulletproof"],
    ["stagecoach", "inside", "obscuring"],
    ["stagecoach", "behindWheel", "bulletproof"],
    ["stagecoach", "onTop", "none"],
    ["buckboard", "aboard", "none"],
    ["buckboard", "behind", "obscuring"],
    ["buckboard", "behindWheel", "bulletproof"],
  ] as const)("%s, %s: %s cover", (vehicle, position, cover) => {
    expect(vehicleCover(vehicle, position)).toBe(cover);
  });

  it("positions a vehicle does not have are errors", () => {
    expectField(() => vehicleCover("wagon", "onTop"), "position");
  });

  it("capacity as printed", () => {
    const by = Object.fromEntries(VEHICLES.map((v) => [v.type, v]));
    expect(by.wagon?.capacity).toEqual({ driver: 1, passengers: 8 });
    expect(by.stagecoach?.capacity).toEqual({ driver: 1, shotgun: 1, inside: 8, roof: 4 });
    expect(by.stagecoach?.shotgunAlways).toBe(true);
    expect(by.buckboard?.capacity).toEqual({ driver: 1, besideDriver: 1, back: 4 });
  });

  it.each([
    ["wagon", "ox", 2, 6],
    ["wagon", "ox", 4, 6],
    ["wagon", "horse", 2, 6],
    ["wagon", "mule", 2, 6],
    ["wagon", "mule", 4, 10],
    ["wagon", "horse", 6, 10],
    ["wagon", "horse", 3, 6],
    ["stagecoach", "horse", 2, 6],
    ["stagecoach", "horse", 4, 10],
    ["stagecoach", "mule", 6, 10],
    ["buckboard", "horse", 1, 10],
  ] as const)('%s behind %s × %i: %i" (L2458–2471, L2537–2541)', (vehicle, animal, size, inches) => {
    expect(vehicleNormalMove(vehicle, { animal, size })).toBe(inches);
  });

  it('three animals: 6" by default, 10" with threeAnimalTeamMove = asFour', () => {
    expect(vehicleNormalMove("wagon", { animal: "horse", size: 3 }, { threeAnimalTeamMove: "asFour" })).toBe(
      10,
    );
  });

  it("oxen never move fast", () => {
    expect(canMoveFast("ox")).toBe(false);
    expect(canMoveFast("mule")).toBe(true);
  });

  it("teams must suit the vehicle", () => {
    expectField(() => vehicleNormalMove("stagecoach", { animal: "ox", size: 4 }), "team.animal");
    expectField(() => vehicleNormalMove("buckboard", { animal: "horse", size: 2 }), "team.size");
    expectField(() => vehicleNormalMove("stagecoach", { animal: "horse", size: 1 }), "team.size");
  });
});

describe("team Quality (L2473–2531)", () => {
  const rows: [TeamOwner, number[], boolean[]][] = [
    ["greenhorn", [-2, -2, -1, 0, 1, 2], [false, false, false, false, false, false]],
    ["townsfolk", [-2, -2, -1, 0, 1, 2], [false, false, false, false, false, false]],
    ["homesteader", [-1, -1, 0, 1, 2, 2], [true, true, true, false, false, false]],
    ["prospector", [-1, -1, 0, 1, 2, 2], [true, true, true, false, false, false]],
    ["stagecoachLine", [-1, 0, 0, 1, 2, 2], [false, false, false, false, false, false]],
    ["cowboy", [0, 0, 0, 0, 0, 0], [false, false, false, false, false, false]],
    ["marshal", [0, 0, 0, 0, 0, 0], [false, false, false, false, false, false]],
  ];
  const cases = rows.flatMap(([owner, mods, mules]) =>
    mods.map((m, i) => [owner, i + 1, m, mules[i]!] as const),
  );
  const printed = (score: number): number => (score <= 1 ? 3 : score <= 5 ? 4 : 5);

  it.each(cases)("%s at prosperity %i: %i to the die, mules %s", (owner, prosperity, modifier, mules) => {
    for (let die = 1; die <= 6; die++) {
      const r = generateTeamQuality(sequenceDice(die), { owner, prosperity, vehicle: "wagon", size: 4 });
      expect(r.modifier).toBe(modifier);
      expect(r.quality).toBe(printed(die + modifier));
      expect(r.substituteMules).toBe(mules);
      expect(r.leadQuality).toBeNull();
      expect(r.testQuality).toBe(r.quality);
    }
  });

  it.each([
    ["stagecoach", 2, true],
    ["stagecoach", 6, true],
    ["wagon", 4, false],
    ["wagon", 5, true],
    ["buckboard", 1, false],
  ] as const)("%s with %i animals has a lead animal: %s (guide I-13)", (vehicle, size, lead) => {
    expect(hasLeadAnimal(vehicle, size)).toBe(lead);
  });

  it("the lead animal is one better, never above Good, and the team tests on it", () => {
    const pf = generateTeamQuality(sequenceDice(3), {
      owner: "stagecoachLine",
      prosperity: 3,
      vehicle: "stagecoach",
      size: 4,
    });
    expect(pf).toMatchObject({ quality: 4, leadQuality: 5, testQuality: 5 });
    const good = generateTeamQuality(sequenceDice(6), {
      owner: "stagecoachLine",
      prosperity: 3,
      vehicle: "stagecoach",
      size: 4,
    });
    expect(good).toMatchObject({ quality: 5, leadQuality: 5 });
    const nag = generateTeamQuality(sequenceDice(1), {
      owner: "cowboy",
      prosperity: 3,
      vehicle: "wagon",
      size: 6,
    });
    expect(nag).toMatchObject({ quality: 3, leadQuality: 4, testQuality: 4 });
  });
});

describe("Driver Rating and the Drivers test (L2547–2574)", () => {
  it.each<[Profession, boolean, number]>([
    ["deputy", true, 5],
    ["townsfolk", true, 5],
    ["townsfolk", false, 3],
    ["cowboy", false, 4],
    ["ranger", false, 4],
    ["homesteader", false, 4],
  ])("%s, stagecoach driver %s: capped at %i (guide I-11)", (profession, stage, cap) => {
    expect(driverRatingCap(profession, { stagecoachDriver: stage })).toBe(cap);
    expect(driverRating({ profession, rep: 7 }, { stagecoachDriver: stage })).toBe(cap);
    expect(driverRating({ profession, rep: 2 }, { stagecoachDriver: stage })).toBe(2);
  });

  it.each([
    [[1, 2], 3, 5, 2],
    [[2, 5], 4, 4, 2],
    [[2, 5], 3, 4, 0],
    [[5, 6], 4, 3, 0],
  ])("dice %j vs rating %i, team Quality %i → counts as %i", (dice, rating, quality, counts) => {
    expect(
      rollDriversTest(sequenceDice(...dice), { driverRating: rating, teamQuality: quality }).countsAs,
    ).toBe(counts);
  });
});

describe("driving (L2582–2693)", () => {
  const wagon = { vehicle: "wagon" as const, team: fourHorses, driverRating: 4 };

  it.each([
    [[4, 4], [], false, "doubleMove", 20],
    [[5, 5], [], false, "oneAndHalfMove", 15],
    [[3, 5], [1, 6], false, "doubleMove", 20],
    [[3, 5], [5, 6], false, "oneAndHalfMove", 15],
    [[4, 4], [], true, "doubleMove", 20],
  ])('FAST MOVING: dice %j then %j, turning %s → %s (%i")', (dice, follow, turning45, outcome, inches) => {
    const r = rollVehicleFastMoving(sequenceDice(...dice, ...follow), { ...wagon, turning45 });
    expect(r.outcome).toBe(outcome);
    expect(r.effects.moveInches).toBe(inches);
  });

  it.each([
    [[5, 5], []],
    [[6, 6], []],
    [
      [3, 5],
      [5, 5],
    ],
    [
      [3, 5],
      [6, 6],
    ],
  ])(
    "turning 45° while fast: double 5 or 6 (%j then %j) wrecks (L2602, L2626, guide I-18)",
    (dice, follow) => {
      const r = rollVehicleFastMoving(sequenceDice(...dice, ...follow), { ...wagon, turning45: true });
      expect(r.outcome).toBe("wrecked");
      expect(r.effects).toEqual({ wrecked: true, nextTest: { test: "wreck", when: "now" } });
    },
  );

  it("a double 5 wrecks even when it passes a Good team", () => {
    const team: Team = { animal: "horse", size: 4, quality: 5 };
    expect(rollVehicleFastMoving(sequenceDice(5, 5), { ...wagon, team, turning45: true }).outcome).toBe(
      "wrecked",
    );
  });

  it("oxen asking to move fast is an error", () => {
    expectField(
      () =>
        rollVehicleFastMoving(sequenceDice(1, 1), { ...wagon, team: { animal: "ox", size: 4, quality: 4 } }),
      "input.team.animal",
    );
  });

  it("the team tests on its lead animal", () => {
    const r = rollVehicleFastMoving(sequenceDice(5, 5), {
      vehicle: "stagecoach",
      team: { animal: "horse", size: 4, quality: 4, leadQuality: 5 },
      driverRating: 4,
    });
    expect(r.target).toBe(5);
    expect(r.outcome).toBe("doubleMove");
  });

  it("DRIVER CHALLENGE uses the main-text rows (guide I-14)", () => {
    expect(rollDriverChallenge(sequenceDice(1, 1), { sand: 4 }).effects).toEqual({
      attempt: true,
      nextTest: { test: "roughGoing", when: "now" },
    });
    expect(rollDriverChallenge(sequenceDice(3, 6), { sand: 4 }).effects.nextTest?.test).toBe(
      "driverChallengeRetry",
    );
    expect(rollDriverChallenge(sequenceDice(3, 6, 1, 1), { sand: 4, onPassOne: "reroll" }).outcome).toBe(
      "attempt",
    );
    expect(rollDriverChallenge(sequenceDice(6, 6), { sand: 4 }).outcome).toBe("refuses");
  });

  it("ROUGH GOING pass 2: double move and an easy ford (guide I-19)", () => {
    const r = rollVehicleRoughGoing(sequenceDice(1, 1), {
      vehicle: "wagon",
      team: twoHorses,
      driverRating: 4,
      fording: true,
    });
    expect(r.outcome).toBe("goesThrough");
    expect(r.effects).toEqual({ moveMultiplier: 2, moveInches: 12, fordedEasily: true });
  });

  it("ROUGH GOING pass 0: out of control → LOSING CONTROL", () => {
    const r = rollVehicleRoughGoing(sequenceDice(5, 6), wagon);
    expect(r.outcome).toBe("outOfControl");
    expect(r.effects.nextTest).toEqual({ test: "losingControl", when: "now" });
  });

  it("ROUGH GOING pass 1 → Drivers test", () => {
    const r = rollVehicleRoughGoing(sequenceDice(4, 5, 1, 1), wagon);
    expect(r.followUp?.test).toBe("driversTest");
    expect(r.outcome).toBe("goesThrough");
  });

  it("oxen ford at their normal move", () => {
    const r = rollVehicleRoughGoing(sequenceDice(1, 1), {
      vehicle: "wagon",
      team: { animal: "ox", size: 4, quality: 4 },
      driverRating: 4,
      fording: true,
    });
    expect(r.effects.moveInches).toBe(6);
  });

  it.each([
    [[1, 4], [], false, false, "controlKept"],
    [[4, 5], [1, 1], false, false, "controlKept"],
    [[4, 5], [5, 6], false, false, "wrecked"],
    [[5, 6], [], false, false, "wrecked"],
    [[5, 6, 1], [1, 1], true, false, "controlKept"],
    [[5, 6, 6], [], true, false, "wrecked"],
    [[5, 6], [], false, true, "wrecked"],
  ])(
    "LOSING CONTROL vs 4: dice %j then %j, Crack Teamster %s, watercourse %s → %s",
    (dice, follow, crack, water, outcome) => {
      const src = sequenceDice(...dice, ...follow);
      const r = rollLosingControl(src, { ...wagon, crackTeamster: crack, inWatercourse: water });
      expect(r.outcome).toBe(outcome);
      expect(src.remaining).toBe(0);
      if (outcome === "controlKept") expect(r.effects).toEqual({ moveMultiplier: 1, moveInches: 10 });
      else
        expect(r.effects).toEqual({
          wrecked: true,
          nextTest: { test: "wreck", when: "now" },
          ...(water ? { carriedDownstreamInches: 12 } : {}),
        });
    },
  );

  it("Crack Teamster still counts only the best two", () => {
    const r = rollLosingControl(sequenceDice(1, 2, 3), { ...wagon, crackTeamster: true });
    expect(r.dice).toHaveLength(3);
    expect(r.passes).toBe(2);
  });
});

describe("wrecks, thrown passengers and trampling", () => {
  it("a wreck: 1–4 breaks free; 5–6 is a buffalo-gun hit on the animal (L2604, L2689–2693)", () => {
    // Lead (Quality 5) rolls 5 → head (target 4), die 4 → pass 1 → mortal wound; #2 rolls 1 → free;
    // #3 rolls 6 → chest (target 5), die 6 → dead; #4 rolls 4 → free.
    const src = sequenceDice(5, 1, 4, 1, 6, 3, 6, 4);
    const r = rollWreck(src, {
      vehicle: "stagecoach",
      team: { animal: "horse", size: 4, quality: 4, leadQuality: 5 },
    });
    expect(src.remaining).toBe(0);
    expect(r.effects).toEqual({ wrecked: true, nextTest: { test: "passengerThrown", when: "now" } });
    expect(r.animals.map((a) => a.outcome)).toEqual(["hit", "brokeFree", "hit", "brokeFree"]);
    expect(r.animals[0]).toMatchObject({
      quality: 5,
      hit: { location: "head", target: 4, outcome: "mortalWound" },
    });
    expect(r.animals[2]?.hit).toMatchObject({ location: "chest", target: 5, outcome: "dead", dice: [6] });
    expect(r.animals[2]?.effects).toEqual({ animalStatus: "dead" });
  });

  it('a wreck in a watercourse is carried 12" downstream', () => {
    const r = rollWreck(sequenceDice(1, 2), { vehicle: "wagon", team: twoHorses, inWatercourse: true });
    expect(r.effects.carriedDownstreamInches).toBe(12);
  });

  it.each([
    [[4, 4], false, [], "pistolDamage", { damageAs: "pistol" }],
    [[4, 5], false, [], "buffaloGunDamage", { damageAs: "buffaloGun" }],
    [[5, 5], false, [], "buffaloGunDamageOofMinimum", { damageAs: "buffaloGun", oofMinimum: true }],
    [[4, 5], true, [3], "buffaloGunDamage", { damageAs: "buffaloGun", bank: "left", downstreamInches: 12 }],
    [[4, 4], true, [4], "pistolDamage", { damageAs: "pistol", bank: "right", downstreamInches: 12 }],
  ])(
    "PASSENGER THROWN vs 4, dice %j, watercourse %s %j → %s (L2699–2715)",
    (dice, water, bank, outcome, effects) => {
      const r = rollPassengerThrown(sequenceDice(...dice, ...bank), { toughness: 4, inWatercourse: water });
      expect(r.outcome).toBe(outcome);
      expect(r.effects).toEqual(effects);
    },
  );

  it('PASSENGER THROWN: −1 Toughness over 18"', () => {
    expect(rollPassengerThrown(sequenceDice(4, 4), { toughness: 4, movingOver18Inches: true }).target).toBe(
      3,
    );
  });

  it.each([
    [[4, 4], "fast", "dodges", {}],
    [[4, 5], "fast", "hit", { trampled: true, damageAs: "buffaloGun", cover: "obscuring" }],
    [[5, 5], "fast", "hit", { trampled: true, damageAs: "buffaloGun", cover: "none" }],
    [[4, 4], "normal", "dodges", {}],
    [[4, 5], "normal", "dodges", {}],
    [[5, 5], "normal", "hit", { trampled: true, damageAs: "pistol", cover: "obscuring" }],
  ] as const)(
    "TRAMPLE vs Sand 4, dice %j, %s vehicle → %s (L2721–2737, guide I-17)",
    (dice, pace, outcome, effects) => {
      const r = rollTrample(sequenceDice(...dice), { sand: 4, vehiclePace: pace });
      expect(r.outcome).toBe(outcome);
      expect(r.effects).toEqual(effects);
    },
  );
});

describe('"THEY SHOT ONE OF THE HORSES!" (L2757–2849)', () => {
  const lc = { nextTest: { test: "losingControl", when: "now" } };
  const wreck = { wrecked: true, nextTest: { test: "wreck", when: "now" } };
  const stop = { stopsAfterInches: 6, immobileUntilCutOut: true };
  const mortal = { animalStatus: "mortallyWounded", physicallyFitAfterBattle: true };
  const dead = { animalStatus: "dead" };
  it.each([
    [1, [3, 3], "spooked", { animalStatus: "spooked", ...lc }, { animalStatus: "spooked", ...lc }],
    [1, [3, 4], "mortalWound", { ...mortal, ...wreck }, { ...mortal, ...stop }],
    [1, [4, 4], "dead", { ...dead, ...wreck }, { ...dead, ...stop }],
    [2, [4, 4], "grazed", { animalStatus: "grazed" }, { animalStatus: "grazed" }],
    [2, [4, 5], "spooked", { animalStatus: "spooked", ...lc }, { animalStatus: "spooked", ...lc }],
    [2, [5, 5], "mortalWound", { ...mortal, ...wreck }, { ...mortal, ...stop }],
    [3, [5, 5], "grazed", { animalStatus: "grazed" }, { animalStatus: "grazed" }],
    [3, [5, 6], "spooked", { animalStatus: "spooked", ...lc }, { animalStatus: "spooked", ...lc }],
    [3, [6, 6], "dead", { ...dead, ...wreck }, { ...dead, ...stop }],
    [4, [4, 4], "grazed", { animalStatus: "grazed" }, { animalStatus: "grazed" }],
    [4, [4, 5], "spooked", { animalStatus: "spooked", ...lc }, { animalStatus: "spooked", ...lc }],
    [4, [5, 5], "mortalWound", { ...mortal, ...wreck }, { ...mortal, ...stop }],
    [5, [4, 4], "grazed", { animalStatus: "grazed" }, { animalStatus: "grazed" }],
    [5, [4, 5], "spooked", { animalStatus: "spooked", ...lc }, { animalStatus: "spooked", ...lc }],
    [
      5,
      [5, 5],
      "drops",
      { animalStatus: "dropped", animalHalfMove: true, physicallyFitAfterBattle: true, ...lc },
      { animalStatus: "dropped", animalHalfMove: true, physicallyFitAfterBattle: true, ...lc },
    ],
    [6, [3, 3], "grazed", { animalStatus: "grazed" }, { animalStatus: "grazed" }],
    [
      6,
      [4, 4],
      "legBroken",
      {
        animalStatus: "crippled",
        animalHalfMove: true,
        animalCannotBeHitched: true,
        physicallyFitAfterBattle: true,
        ...lc,
      },
      {
        animalStatus: "crippled",
        animalHalfMove: true,
        animalCannotBeHitched: true,
        physicallyFitAfterBattle: true,
        ...lc,
      },
    ],
  ])("location %i, dice %j → %s (fast / normal)", (location, dice, outcome, fastEffects, normalEffects) => {
    const fast = rollTheyShotOneOfTheHorses(sequenceDice(location, ...dice), {
      animalQuality: 4,
      weapon: "pistol",
      vehiclePace: "fast",
    });
    expect(fast.outcome).toBe(outcome);
    expect(fast.effects).toEqual(fastEffects);
    const normal = rollTheyShotOneOfTheHorses(sequenceDice(location, ...dice), {
      animalQuality: 4,
      weapon: "pistol",
      vehiclePace: "normal",
    });
    expect(normal.effects).toEqual(normalEffects);
  });

  it("legs pass 1: stumble, LOSING CONTROL, and 1d6 vs Quality − 1 (fail: crippled, cannot be hitched)", () => {
    const ok = rollTheyShotOneOfTheHorses(sequenceDice(6, 3, 4, 3), {
      animalQuality: 4,
      weapon: "pistol",
      vehiclePace: "normal",
    });
    expect(ok.effects).toEqual({ animalStatus: "stumbled", ...lc });
    const bad = rollTheyShotOneOfTheHorses(sequenceDice(6, 3, 4, 4), {
      animalQuality: 4,
      weapon: "pistol",
      vehiclePace: "normal",
    });
    expect(bad.effects).toEqual({
      animalStatus: "crippled",
      animalHalfMove: true,
      animalCannotBeHitched: true,
      physicallyFitAfterBattle: true,
      ...lc,
    });
  });

  it("a close scattergun rolls one die", () => {
    const r = rollTheyShotOneOfTheHorses(sequenceDice(2, 4), {
      animalQuality: 4,
      weapon: "scattergun",
      rangeInches: 2,
      vehiclePace: "normal",
    });
    expect(r.dice).toEqual([4]);
  });
});

describe("driver disabled, hitching, fire", () => {
  it("default: halts at the end of the activation whose activation die ≤ normal move (OPEN, option)", () => {
    expect(checkDriverDisabled(sequenceDice(), { normalMoveInches: 6, activationDie: 4 }).outcome).toBe(
      "halts",
    );
    expectField(() => checkDriverDisabled(sequenceDice(), { normalMoveInches: 6 }), "input.activationDie");
  });

  it("option twoDiceTotal rolls 2d6 each activation", () => {
    const opts = { driverDisabledScore: "twoDiceTotal" } as const;
    expect(checkDriverDisabled(sequenceDice(3, 4), { normalMoveInches: 6 }, opts).outcome).toBe("keepsGoing");
    expect(checkDriverDisabled(sequenceDice(2, 4), { normalMoveInches: 6 }, opts)).toMatchObject({
      score: 6,
      outcome: "halts",
    });
  });

  it("a driverless collision is LOSING CONTROL with a Rep 3 driver; new reins count from the end of the activation", () => {
    expect(DRIVERLESS_COLLISION).toEqual({ test: "losingControl", when: "now", driverRating: 3 });
    expect(REINS_TAKEN_EFFECTIVE).toBe("endOfActivation");
  });

  it("hitching: an activation per animal plus one to board (L2578); cutting traces (L2580)", () => {
    expect(hitchingActivations(4)).toEqual({ perAnimal: 4, boarding: 1, total: 5 });
    expect(unhitchingActivations(4)).toBe(4);
    expect(turnsToCutOut({ animals: 5, cutters: 2, cuttingTool: true })).toBe(3);
    expectField(() => turnsToCutOut({ animals: 1, cutters: 1, cuttingTool: false }), "input.cuttingTool");
  });

  it.each([
    [
      "from",
      "normal",
      3,
      { canFire: true, repModifier: -1, countsAsMovingFast: true, halveEffectiveRange: false },
    ],
    [
      "from",
      "fast",
      4,
      { canFire: true, repModifier: 0, countsAsMovingFast: true, halveEffectiveRange: true },
    ],
    [
      "from",
      "stationary",
      3,
      { canFire: true, repModifier: -1, countsAsMovingFast: false, halveEffectiveRange: false },
    ],
    [
      "at",
      "fast",
      undefined,
      { canFire: true, repModifier: 0, countsAsMovingFast: true, halveEffectiveRange: true },
    ],
    [
      "at",
      "normal",
      undefined,
      { canFire: true, repModifier: 0, countsAsMovingFast: true, halveEffectiveRange: false },
    ],
  ] as const)(
    "firing %s a vehicle moving %s, team Quality %s (L2747–2749)",
    (role, pace, teamQuality, out) => {
      expect(vehicleFireModifiers({ role, pace, teamQuality })).toEqual(out);
    },
  );

  it("holding a team: one-hand weapons only, Rep −1 (L2741–2743); no shots at the team from directly behind (L2753)", () => {
    expect(holdingTeamFireModifiers({ weapon: "pistol" })).toMatchObject({ canFire: true, repModifier: -1 });
    expect(holdingTeamFireModifiers({ weapon: "shotgun" }).canFire).toBe(false);
    expect(teamTargetable({ fromDirectlyBehind: true })).toBe(false);
    expect(teamTargetable({ fromDirectlyBehind: false })).toBe(true);
  });
});

describe("bad input names the field", () => {
  it.each<[string, () => unknown]>([
    [
      "input.team.quality",
      () =>
        rollVehicleFastMoving(sequenceDice(1, 1), {
          vehicle: "wagon",
          team: { ...fourHorses, quality: 7 as 5 },
          driverRating: 4,
        }),
    ],
    [
      "input.team.leadQuality",
      () =>
        rollVehicleFastMoving(sequenceDice(1, 1), {
          vehicle: "wagon",
          team: { ...fourHorses, leadQuality: 2 as 3 },
          driverRating: 4,
        }),
    ],
    [
      "input.driverRating",
      () => rollLosingControl(sequenceDice(1, 1), { vehicle: "wagon", team: fourHorses, driverRating: -1 }),
    ],
    [
      "vehicle",
      () =>
        rollLosingControl(sequenceDice(1, 1), {
          vehicle: "train" as "wagon",
          team: fourHorses,
          driverRating: 3,
        }),
    ],
    [
      "input.normalMoveInches",
      () =>
        rollLosingControl(sequenceDice(1, 1), {
          vehicle: "wagon",
          team: fourHorses,
          driverRating: 3,
          normalMoveInches: Number.NaN,
        }),
    ],
    ["input.sand", () => rollTrample(sequenceDice(1, 1), { sand: 9, vehiclePace: "fast" })],
    [
      "input.vehiclePace",
      () => rollTrample(sequenceDice(1, 1), { sand: 4, vehiclePace: "stationary" as "fast" }),
    ],
    [
      "input.owner",
      () =>
        generateTeamQuality(sequenceDice(1), {
          owner: "railroad" as TeamOwner,
          prosperity: 3,
          vehicle: "wagon",
          size: 2,
        }),
    ],
    [
      "input.size",
      () =>
        generateTeamQuality(sequenceDice(1), { owner: "cowboy", prosperity: 3, vehicle: "wagon", size: 0 }),
    ],
    ["input.teamQuality", () => vehicleFireModifiers({ role: "from", pace: "fast" })],
    [
      "input.animalQuality",
      () =>
        rollTheyShotOneOfTheHorses(sequenceDice(1, 1, 1), {
          animalQuality: 1 as 3,
          weapon: "pistol",
          vehiclePace: "fast",
        }),
    ],
    [
      "options.threeAnimalTeamMove",
      () =>
        vehicleNormalMove("wagon", { animal: "horse", size: 3 }, { threeAnimalTeamMove: "asSix" as "asTwo" }),
    ],
    [
      "options.driverDisabledScore",
      () =>
        checkDriverDisabled(
          sequenceDice(),
          { normalMoveInches: 6, activationDie: 1 },
          { driverDisabledScore: "x" as "twoDiceTotal" },
        ),
    ],
    ["teamSize", () => hitchingActivations(0)],
  ])("%s", (field, fn) => expectField(fn, field));
});
