import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import {
  buildingModifier,
  captureLocation,
  cattleFraction,
  citizensAlerted,
  cowboyRecruits,
  cowMove,
  followUpFor,
  gunfightLocation,
  gunfightOpponentTable,
  gunfightPursuit,
  indianCount,
  indiansOutcome,
  indiansSituation,
  pursuitStep,
  resolveCavalry,
  resolveIndianMorale,
  rifleRange,
  rollHideout,
  setUpEncounter,
  sixInchesPerPip,
  startPursuit,
  strayCows,
} from "../../../src/rules/sgs-classic/encounters";
import { ENCOUNTERS } from "../../../src/rules/sgs-classic/ids";
import { classicRules } from "../../../src/rules/sgs-classic/interpretations";
import { SMALL_TOWN_BUILDINGS } from "../../../src/rules/sgs-classic/world";

describe("Posse pursuit (guide §4.9.7)", () => {
  it("D21 and D22: 50 → 59 → 48, the bonus drops to +1; then 58 → 52 with no change", () => {
    const start = startPursuit({ runnerLowestCv: 4, chaserLowestCv: 5 });
    expect(start).toMatchObject({ separation: 50, runnerBonus: 2 });
    const one = pursuitStep(start, { runner: 3, chaser: 6 }, { tableLength: 48 });
    expect([
      one.runnerTotal,
      one.chaserTotal,
      one.state.separation,
      one.bonusDropped,
      one.state.runnerBonus,
    ]).toEqual([9, 11, 48, true, 1]);
    const two = pursuitStep(one.state, { runner: 5, chaser: 1 }, { tableLength: 48 });
    expect([two.runnerTotal, two.chaserTotal, two.state.separation, two.bonusDropped, two.ended]).toEqual([
      10,
      6,
      52,
      false,
      null,
    ]);
  });
  it('ends at 100" or at rifle range (36" basic, 48" advanced); the Chasers come on under the table length', () => {
    const s = { separation: 95, runnerBonus: 2, runnerLowestCv: 4, chaserLowestCv: 3, steps: 0 };
    expect(pursuitStep(s, { runner: 6, chaser: 1 }, { tableLength: 48 }).ended).toBe("escaped");
    const near = { ...s, separation: 38 };
    expect(pursuitStep(near, { runner: 1, chaser: 6 }, { tableLength: 48 })).toMatchObject({
      ended: "rifleRange",
      chasersOnTable: true,
    });
    expect(rifleRange()).toBe(36);
    expect(rifleRange(classicRules({ advancedShooting: true }))).toBe(48);
  });
  it("an Exceptional Horse starts at +3; rustlers at +1 moving as CV 4", () => {
    expect(startPursuit({ runnerLowestCv: 3, chaserLowestCv: 4, exceptionalHorse: true }).runnerBonus).toBe(
      3,
    );
    expect(startPursuit({ runnerLowestCv: 3, chaserLowestCv: 4, cattleRustling: true })).toMatchObject({
      runnerBonus: 1,
      runnerLowestCv: 4,
    });
  });
});

describe("Indians (guide §4.9.5)", () => {
  it("D23 3 + 4 = 7 against 5 + 1 = 6: they vanish; 2 + 3 against 4 + 1 (a tie): fight on", () => {
    expect(resolveIndianMorale({ down: 3, downDie: 4, standing: 5, standingDie: 1 }).vanish).toBe(true);
    expect(resolveIndianMorale({ down: 2, downDie: 3, standing: 4, standingDie: 1 }).vanish).toBe(false);
  });
  it("D24 Kansas 5 − 2 = 3: the cavalry comes; Southwest 3 + 1 = 4: fight on", () => {
    expect(resolveCavalry("kansas", 5)).toEqual({ modified: 3, arrives: true });
    expect(resolveCavalry("southwest", 3)).toEqual({ modified: 4, arrives: false });
  });
  it("2 + 1D6 Indians; 1–3 pursued, 4–6 holed up; SGS-Q40 points", () => {
    expect([1, 6].map(indianCount)).toEqual([3, 8]);
    expect([3, 4].map(indiansSituation)).toEqual(["pursued", "holedUp"]);
    expect(indiansOutcome({ ended: "morale" })).toBe("full");
    expect(indiansOutcome({ ended: "morale" }, false)).toBe("half");
    expect(indiansOutcome({ ended: "cavalry" })).toBe("half");
    expect(indiansOutcome({ ended: "wateringHole" })).toBe("full");
    expect(indiansOutcome({ ended: "lost" })).toBe("none");
  });
});

describe("Jail Break citizens (guide §4.9.6)", () => {
  it("D27 turn 1 die 2 active, die 4 not; turn 3 die 3 alerted, die 2 not; turn 7 never; a shot always", () => {
    expect(citizensAlerted({ turn: 1, die: 2 })).toBe(true);
    expect(citizensAlerted({ turn: 1, die: 4 })).toBe(false);
    expect(citizensAlerted({ turn: 3, die: 3 })).toBe(true);
    expect(citizensAlerted({ turn: 3, die: 2 })).toBe(false);
    for (let die = 1; die <= 6; die++) expect(citizensAlerted({ turn: 7, die })).toBe(false);
    expect(citizensAlerted({ turn: 7, die: 1, gunshot: true })).toBe(true);
  });
});

describe("Set-up rolls (guide §4.9)", () => {
  it("reads the location dice", () => {
    expect([3, 4].map(captureLocation)).toEqual(["town", "trail"]);
    expect([2, 3].map(gunfightLocation)).toEqual(["saloon", "street"]);
    expect([4, 5].map(gunfightOpponentTable)).toEqual(["cowboys", "gang"]);
    expect([3, 4].map(gunfightPursuit)).toEqual([true, false]);
    expect(sixInchesPerPip(4)).toBe(24);
  });
  it("the hideout: +2 saloon, +1 hotel, ties rolled again among the tied", () => {
    expect(SMALL_TOWN_BUILDINGS.map(buildingModifier).filter((m) => m > 0)).toEqual([1, 2, 2]);
    // 18 dice: all 1s except the two saloons (indices 13, 14) at 4 and 4 → tie at 6; then 2 and 5.
    const first = SMALL_TOWN_BUILDINGS.map((_, i) => (i === 13 || i === 14 ? 4 : 1));
    const hide = rollHideout(SMALL_TOWN_BUILDINGS, sequenceDice(...first, 2, 5));
    expect(hide.building).toBe(14);
    expect(hide.rounds).toHaveLength(2);
  });
  it("cattle: the cow die, the Cowboys' 1.5 ×, strays, fractions", () => {
    expect([1, 3, 4, 5, 6].map(cowMove)).toEqual(["asDesired", "asDesired", "left", "back", "right"]);
    expect([1, 3, 4].map(cowboyRecruits)).toEqual([1, 4, 6]);
    expect(strayCows({ cows: 10, herders: 2 })).toBe(2);
    expect(cattleFraction({ cows: 10, got: 7 })).toBeCloseTo(0.7);
  });
  it("follow-ups: Jail Break 1D6 months on; Posse on a 1; at once after a robbery", () => {
    expect(followUpFor("captured", 4)).toEqual({ encounter: "jailBreak", monthsLeft: 4 });
    expect(followUpFor("rustlerGotAway", 1)).toEqual({ encounter: "posse", monthsLeft: 1 });
    expect(followUpFor("rustlerGotAway", 2)).toBeNull();
    expect(followUpFor("robbery")).toEqual({ encounter: "posse", monthsLeft: 0 });
    expect(followUpFor("escapedRobberyPosse", 1)).toEqual({ encounter: "capture", monthsLeft: 0 });
    expect(followUpFor("gunfightOpponentLost", 3)).toEqual({ encounter: "posse", monthsLeft: 0 });
  });
  it("sets up every encounter from a seeded source, each roll with its seed lines", () => {
    for (const key of ENCOUNTERS) {
      const setup = setUpEncounter(key, { locale: "texas", answers: { recruits: 2 } }, seededDice(7));
      expect(setup.key).toBe(key);
      for (const roll of setup.rolls) expect(roll.source).toMatch(/^L\d+/);
    }
    const seeded = seededDice(5);
    let first = true;
    // The location die first (2: in town), then seeded dice.
    const source = { roll: (faces: number) => (first ? ((first = false), 2) : seeded.roll(faces)) };
    const capture = setUpEncounter("capture", { locale: "kansas", answers: { recruits: 3 } }, source);
    expect(capture.location).toBe("town");
    expect(capture.forces.map((f) => [f.side, f.table, f.figures.length])).toEqual([
      ["players", "gang", 3],
      ["opposition", "posse", 6],
    ]);
  });
  it("a Range War gunfight is on the trail; a posse's Chasers come from the table asked for", () => {
    expect(
      setUpEncounter("gunfight", { locale: "texas", answers: { onTrail: true } }, seededDice(3)).location,
    ).toBe("trail");
    const posse = setUpEncounter(
      "posse",
      { locale: "texas", answers: { chasers: "indians" } },
      seededDice(3),
    );
    expect(posse.forces[1]!.table).toBe("indians");
    expect(posse.forces[1]!.figures.length).toBeGreaterThanOrEqual(3);
  });
});
