import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import { HOW_MANY_R, howManyMultiple } from "../../../src/rules/blaze-of-glory/encounters";
import {
  ARMED_POPULACE_TABLE,
  DEFENDING_HEARTH_AND_HOME_TABLE,
  HOT_ON_YOUR_TRAIL_TABLE,
  RAISING_THE_ALARM_TABLE,
  ROBBERY,
  ROBBERY_COMPLICATIONS_TABLE,
  UNARMED_TOWNSFOLK_TABLE,
  alarmRaised,
  hearthAndHome,
  posseFollows,
  robberyTarget,
  sheriffOffice,
  unarmedDestination,
  unarmedWeapon,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  deputiesFor,
  lawPlacement,
  streetSide,
  streetTownsfolkArmed,
  townsfolkStart,
} from "../../../src/rules/blaze-of-glory/encounters";
import { fieldOf } from "../helpers/errors";
import { missingEncounterKeys, missingInputKeys } from "./encounter-codes";
import { range, rows } from "./encounter-fixtures";

/* The seed's rows (L3258–3338), copied from the book's text and parsed here. */

const SEED_HOW_MANY_R = `
  L3288 | 4 | Twice as many figures as Outlaws.
  L3289 | 5 | Twice as many figures as Outlaws.
  L3290 | 6 | Twice as many figures as Outlaws.
  L3291 | 7 | Twice as many figures as Outlaws.
  L3292 | 8 | Twice as many figures as Outlaws.
  L3293 | 9 | Twice as many figures as Outlaws.
  L3294 | 10 | Twice as many figures as Outlaws.
  L3295 | 11 | Three times as many figures as Outlaws.
  L3296 | 12 | Three times as many figures as Outlaws.
  L3297 | 13 | Four times as many figures as Outlaws.
  L3298 | 14 | Four times as many figures as Outlaws.
  L3299 | 15 | Five times as many figures as Outlaws.
  L3300 | 16 | Five times as many figures as Outlaws.
  L3301 | 17 | Five times as many figures as Outlaws.
  L3302 | 18 | Five times as many figures as Outlaws.
`;

const SEED_OFFICE = `
  L3272 | 1 | ½ d6 buildings to the right on the same side of the street as the bank.
  L3273 | 2 | ½ d6 buildings to the right, on the opposite side of the street as, the bank.
  L3274 | 3-4 | directly across from the bank.
  L3275 | 5 | ½ d6 buildings to the left on the same side of the street as the bank.
  L3276 | 6 | ½ d6 buildings to the left, on the opposite side of the street as, the bank.
`;

/** Target by settlement (L3258–3261): settlement | die range | target. */
const SEED_TARGET = `
  L3258 | goodSizedTown | 1-5 | one bank
  L3258 | goodSizedTown | 6 | two banks
  L3259 | smallTown | 1-4 | Bank
  L3259 | smallTown | 5-6 | Store
  L3260 | tradingPost | 1-6 | store
`;

/** Deployment dice (L3308–3311): what | die range | where. */
const SEED_DEPLOY = `
  L3308 | law | 1-3 | in the office
  L3308 | law | 4-5 | on the street
  L3308 | law | 6 | in another building
  L3309 | townsfolk | 1-4 | in a building
  L3309 | townsfolk | 5-6 | on the street
  L3311 | side | 1-2 | left of the bank
  L3311 | side | 3-4 | across from the bank
  L3311 | side | 5-6 | to the right of the bank
`;

const SEED_COMPLICATIONS = `
  L3316 | 1 | Can't bring or leave the horses close to the bank.
  L3317 | 2 | Obstinate employee/Timed Lock.
  L3323 | 3 | Suicidally brave employee!
  L3324 | 4 | For want of a nail...
  L3325 | 5 | Nosey Townsfolk.
  L3326 | 6 | Recognized by Rangers.
`;

/** L3336: where (I-35 leaves 3 open) and what weapon. */
const SEED_UNARMED_WHERE = `
  L3336 | 1-2 | the nearest building
  L3336 | 4-6 | a store
`;
const SEED_UNARMED_WEAPON = `
  L3336 | 1 | pistol
  L3336 | 2-3 | Trap door rifle
  L3336 | 4 | repeating carbine
  L3336 | 5-6 | shotgun
`;

const SEED_HEARTH = `
  L3333 | 2 | complete freedom of movement
  L3334 | 1 | get off (or stay off) the street
  L3335 | 0 | hide in the nearest building
`;

const TIMES: Record<string, number> = { Twice: 2, Three: 3, Four: 4, Five: 5 };

describe("ROBBERY tables against the seed", () => {
  it.each(rows(SEED_HOW_MANY_R))("HOW MANY (R) %s: %s", (_l, score, words) => {
    expect(howManyMultiple("R", Number(score))).toBe(TIMES[words!.split(" ")[0]!]);
  });
  it("reads a 2d6 + SL 1 score of 3 as the first row", () => {
    expect(howManyMultiple("R", 3)).toBe(2);
    expect(HOW_MANY_R[0]![0]).toBe(4);
  });

  const OFFICE_WORDS = (w: string) =>
    w.startsWith("directly")
      ? "officeAcross"
      : `office${w.includes("right") ? "Right" : "Left"}${w.includes("opposite") ? "Opposite" : "SameSide"}`;
  it.each(rows(SEED_OFFICE))("sheriff's office %s: %s", (_l, faces, words) => {
    for (const d of range(faces!)) expect(sheriffOffice(d)).toBe(OFFICE_WORDS(words!));
  });

  it.each(rows(SEED_TARGET))("target %s %s %s → %s", (_l, size, faces, words) => {
    const expected =
      words === "two banks" ? "twoBanks" : words!.toLowerCase().includes("bank") ? "bank" : "store";
    for (const d of range(faces!)) expect(robberyTarget(size as "smallTown", d)).toBe(expected);
  });

  const DEPLOY_WORDS: Record<string, string> = {
    "in the office": "lawOffice",
    "on the street": "lawStreet",
    "in another building": "lawOtherBuilding",
    "in a building": "inBuilding",
    "left of the bank": "streetLeftOfTarget",
    "across from the bank": "streetAcrossTarget",
    "to the right of the bank": "streetRightOfTarget",
  };
  it.each(rows(SEED_DEPLOY))("deployment %s %s %s → %s", (_l, what, faces, words) => {
    for (const d of range(faces!)) {
      if (what === "law") expect(lawPlacement(d)).toBe(DEPLOY_WORDS[words!]);
      else if (what === "townsfolk")
        expect(townsfolkStart(d)).toBe(words === "on the street" ? "onStreet" : "inBuilding");
      else expect(streetSide(d)).toBe(DEPLOY_WORDS[words!]);
    }
  });

  it("SL − 1d6 deputies, never fewer than none (L3281, guide I-56)", () => {
    expect(deputiesFor(4, 1)).toBe(3);
    expect(deputiesFor(4, 6)).toBe(0);
    expect(deputiesFor(6, 6)).toBe(0);
  });

  it("armed populace (L3329–3330)", () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => streetTownsfolkArmed(3, d))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(streetTownsfolkArmed(4, null)).toBe(false);
    expect(streetTownsfolkArmed(6, null)).toBe(false);
    expect(streetTownsfolkArmed(2, null)).toBe(true);
  });

  const COMPLICATION_CODES = [
    "horsesKeptAway",
    "timedLock",
    "braveEmployee",
    "lameMount",
    "noseyTownsfolk",
    "recognizedByRangers",
  ];
  it.each(rows(SEED_COMPLICATIONS))("complication %s: %s", (_l, die) => {
    // 6 on the first die, then the row's die (and the dice its effect rolls).
    const after = [6, Number(die), 3, 4, 5, 6, 1, 2];
    const r = ROBBERY_COMPLICATIONS_TABLE.roll(sequenceDice(...after), { outlaws: 4 });
    expect(r.outcome).toBe(COMPLICATION_CODES[Number(die) - 1]);
    expect(missingEncounterKeys(r)).toEqual([]);
  });
  it('complication values: horses 6 + 2d6", the vault 2 + 1d6 turns, a random rider', () => {
    expect(ROBBERY_COMPLICATIONS_TABLE.roll(sequenceDice(6, 1, 3, 4), {}).values).toEqual({ inches: 13 });
    expect(ROBBERY_COMPLICATIONS_TABLE.roll(sequenceDice(6, 2, 5), {}).values).toEqual({ turns: 7 });
    expect(ROBBERY_COMPLICATIONS_TABLE.roll(sequenceDice(6, 4, 3), { outlaws: 5 }).values).toEqual({
      figure: 3,
    });
    expect(ROBBERY_COMPLICATIONS_TABLE.roll(sequenceDice(5), {}).outcome).toBe("asPlanned");
  });

  it("raising the alarm: at or under the turn (L3327)", () => {
    expect(alarmRaised(1, 1)).toBe(true);
    expect(alarmRaised(1, 2)).toBe(false);
    expect(alarmRaised(3, 3)).toBe(true);
    expect(alarmRaised(3, 4)).toBe(false);
    expect(RAISING_THE_ALARM_TABLE.roll(sequenceDice(2), { turn: 2 }).outcome).toBe("alarmRaised");
    expect(fieldOf(() => RAISING_THE_ALARM_TABLE.roll(sequenceDice(2), { turn: 4 }))).toBe("turn");
  });

  it.each(rows(SEED_HEARTH))("defending hearth and home %s: pass %s", (_l, passes, words) => {
    const code = {
      "complete freedom of movement": "freeToAct",
      "get off (or stay off) the street": "offTheStreet",
      "hide in the nearest building": "hides",
    }[words!];
    expect(hearthAndHome(Number(passes))).toBe(code);
  });
  it("hearth and home as a table: an unarmed man who passes one goes for arms", () => {
    const r = DEFENDING_HEARTH_AND_HOME_TABLE.roll(sequenceDice(2, 6), { sand: 3, armed: false });
    expect(r.outcome).toBe("offTheStreet");
    expect(r.notes).toContain("goesForArms");
    expect(fieldOf(() => DEFENDING_HEARTH_AND_HOME_TABLE.roll(seededDice(1), { sand: 8 }))).toBe("sand");
  });

  it("armed populace as a table", () => {
    expect(ARMED_POPULACE_TABLE.roll(sequenceDice(), { settlementLevel: 5 }).outcome).toBe("unarmed");
    expect(ARMED_POPULACE_TABLE.roll(sequenceDice(3), { settlementLevel: 3 }).outcome).toBe("unarmed");
    expect(ARMED_POPULACE_TABLE.roll(sequenceDice(4), { settlementLevel: 3 }).outcome).toBe("armedAsTable");
  });

  it.each(rows(SEED_UNARMED_WHERE))("unarmed townsfolk go %s %s → %s", (_l, faces, words) => {
    for (const d of range(faces!))
      expect(unarmedDestination(d)).toBe(words === "a store" ? "store" : "nearestBuilding");
  });
  it("the unprinted 3 follows the reading chosen (guide I-35)", () => {
    expect(unarmedDestination(3)).toBe("nearestBuilding");
    expect(unarmedDestination(3, "store")).toBe("store");
    expect(UNARMED_TOWNSFOLK_TABLE.roll(sequenceDice(3, 1), { threeReading: "store" }).outcome).toBe(
      "armsAtStore",
    );
  });
  it.each(rows(SEED_UNARMED_WEAPON))("unarmed townsfolk find %s %s → %s", (_l, faces, words) => {
    const code = {
      pistol: "pistol",
      "Trap door rifle": "trapdoorRifle",
      "repeating carbine": "repeatingCarbine",
      shotgun: "shotgun",
    }[words!];
    for (const d of range(faces!)) expect(unarmedWeapon(d)).toBe(code);
  });

  it("hot on your trail: a die under the settlement level (L3338)", () => {
    expect(posseFollows(4, 3)).toBe(true);
    expect(posseFollows(4, 4)).toBe(false);
    expect(posseFollows(1, 1)).toBe(false);
    expect(HOT_ON_YOUR_TRAIL_TABLE.roll(sequenceDice(2), { settlementLevel: 3 }).outcome).toBe(
      "posseFollows",
    );
  });
});

describe("ROBBERY set-ups", () => {
  it("a small-town bank with a lame horse", () => {
    const dice = sequenceDice(2, 1, 5, 1, 1, 2, 4, 6, 3, 3, 3, 1, 5, 2, 3, 3, 2, 3, 6, 6, 6, 6, 4, 6, 4, 2);
    const s = ROBBERY.setUp(dice, { settlementLevel: 4, settlement: "smallTown" });
    expect(dice.remaining).toBe(0);
    expect(s.variant).toBe("bank");
    expect(s.settlementLevel).toBe(4);
    expect(s.terrain).toEqual(["smallTown", "officeRightSameSide"]);
    expect(s.rolls.find((r) => r.purpose === "sheriffOffice")!.values).toEqual({ n: 3 });
    expect(s.sides[0]!.id).toBe("outlaws");
    expect(s.sides[0]!.forces).toEqual([
      { profession: "outlaw", count: 1, role: "leader", mount: "asDesired" },
      { profession: "outlaw", count: 1, role: "outfit", mount: "asDesired", notes: ["replacementNag"] },
      { profession: "outlaw", count: 1, role: "outfit", mount: "asDesired" },
    ]);
    const livery = { mount: "unsaddledInLivery" };
    expect(s.sides[1]!.forces).toEqual([
      { profession: "sheriff", count: 1, role: "sheriff", placement: "lawOffice", armed: true, ...livery },
      { profession: "deputy", count: 1, role: "deputy", placement: "lawStreet", armed: true, ...livery },
      {
        profession: "deputy",
        count: 1,
        role: "deputy",
        placement: "lawOtherBuilding",
        armed: true,
        ...livery,
      },
      { profession: "deputy", count: 1, role: "deputy", placement: "lawOffice", armed: true, ...livery },
      { profession: "townsfolk", count: 4, role: "townsfolk", placement: "inBuilding", ...livery },
      {
        profession: "townsfolk",
        count: 1,
        role: "townsfolk",
        placement: "streetAcrossTarget",
        placementValues: { inches: 5 },
        armed: false,
        ...livery,
      },
      {
        profession: "townsfolk",
        count: 1,
        role: "townsfolk",
        placement: "streetRightOfTarget",
        placementValues: { inches: 12 },
        armed: false,
        ...livery,
      },
    ]);
    expect(s.instructions).toContain("complication_lameMount");
    // The card names each town figure by number: the sheriff 1, his deputies 2–4, townsfolk 5–10.
    expect(s.rolls.filter((r) => r.purpose === "lawPlacement").map((r) => r.subject)).toEqual([
      "town.1",
      "town.2",
      "town.3",
      "town.4",
    ]);
    expect(s.rolls.filter((r) => r.purpose === "townsfolkStart").map((r) => r.subject)).toEqual([
      "town.5",
      "town.6",
      "town.7",
      "town.8",
      "town.9",
      "town.10",
    ]);
    expect(s.followOn).toEqual([{ encounter: "posse", when: "dieBelowSL", carries: ["outlaws"] }]);
    expect(missingEncounterKeys(s)).toEqual([]);
  });

  it("a trading-post store: no sheriff's office roll", () => {
    const dice = sequenceDice(3, 1, 1, 5, 1, 1, 1, 1, 1, 1, 3);
    const s = ROBBERY.setUp(dice, {
      settlementLevel: 2,
      settlement: "tradingPost",
      outlaws: 2,
      playerSide: "town",
    });
    expect(dice.remaining).toBe(0);
    expect(s.variant).toBe("store");
    expect(s.sides[0]!.id).toBe("town");
    expect(s.sides[0]!.role).toBe("players");
    expect(s.sides[0]!.forces.find((l) => l.role === "townsfolk")!.count).toBe(4);
    expect(s.gmJudgement).toContain("lawOutsideTown");
    expect(missingEncounterKeys(s)).toEqual([]);
  });

  it("a trader's train is a Hold Up (guide I-36)", () => {
    const s = ROBBERY.setUp(sequenceDice(), { settlement: "trader" });
    expect(s.variant).toBe("escortHoldUp");
    expect(s.followOn).toEqual([{ encounter: "holdUp", when: "instead" }]);
    expect(missingEncounterKeys(s)).toEqual([]);
  });

  it("rolls the settlement when asked", () => {
    for (let seed = 1; seed < 60; seed++) {
      const s = ROBBERY.setUp(seededDice(seed), { settlementLevel: 6 });
      expect(s.rolls[0]!.purpose).toBe("settlementSize");
      expect(missingEncounterKeys(s)).toEqual([]);
    }
  });

  it("refuses bad answers by name", () => {
    expect(fieldOf(() => ROBBERY.setUp(seededDice(1), { settlementLevel: 7 }))).toBe("settlementLevel");
    expect(fieldOf(() => ROBBERY.setUp(seededDice(1), { settlement: "city" }))).toBe("settlement");
    expect(fieldOf(() => ROBBERY.setUp(seededDice(1), { outlaws: 2.5 }))).toBe("outlaws");
    expect(fieldOf(() => ROBBERY.setUp(seededDice(1), { playerSide: "bank" }))).toBe("playerSide");
    for (const d of [
      ROBBERY,
      ROBBERY_COMPLICATIONS_TABLE,
      RAISING_THE_ALARM_TABLE,
      DEFENDING_HEARTH_AND_HOME_TABLE,
      ARMED_POPULACE_TABLE,
      UNARMED_TOWNSFOLK_TABLE,
      HOT_ON_YOUR_TRAIL_TABLE,
    ])
      expect(missingInputKeys(d), d.id).toEqual([]);
  });
});
