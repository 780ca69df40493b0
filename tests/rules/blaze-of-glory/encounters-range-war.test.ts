import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import {
  RANGE_WAR,
  RANGE_WAR_ENCOUNTER,
  RANGE_WAR_ENCOUNTER_TABLE,
  rangeWarEvent,
  rivalHeadPresentUpTo,
  rollRangeWarEncounter,
  type RangeWarEvent,
} from "../../../src/rules/blaze-of-glory/encounters";
import { encounterDefinition, specialTableDefinition } from "../../../src/rules/blaze-of-glory/encounters";
import { missingEncounterKeys, missingInputKeys } from "./encounter-codes";
import { throwsOn } from "./encounter-fixtures";

// RANGE WAR ENCOUNTER (L3665–3676), transcribed: die, as printed, line, footnote.
const RW_ROWS: [number, string, number, RangeWarEvent][] = [
  [1, "Cattle rustling where they are the rustlers.", 3667, "theyRustle"],
  [2, "Cattle rustling where you are the rustlers.", 3668, "youRustle"],
  [3, "Gunfight (GF-1) with rival faction. (1)", 3669, "gunfightGF1"],
  [4, "Gunfight (GF-1) with rival faction. (1)", 3670, "gunfightGF1"],
  [5, "Gunfight (GF-2) with rival faction. (2)", 3671, "gunfightGF2"],
  [6, "Gunfight (GF-3) with rival faction. (3)", 3672, "gunfightGF3"],
];
// The footnotes: (1) never present, (2) present 1–3, (3) capture 1–2, yours 1–3, present 1–4.
const HEAD_UP_TO: Record<RangeWarEvent, number> = {
  theyRustle: 0,
  youRustle: 0,
  gunfightGF1: 0,
  gunfightGF2: 3,
  gunfightGF3: 4,
};

describe("RANGE WAR ENCOUNTER (L3665–3676)", () => {
  it.each(RW_ROWS)("die %i: %s (L%i)", (die, _text, _line, event) => {
    expect(rangeWarEvent(die)).toBe(event);
    expect(rivalHeadPresentUpTo(event)).toBe(HEAD_UP_TO[event]);
  });

  it("the data covers each face once", () => {
    expect(RANGE_WAR_ENCOUNTER.map(([a, b]) => b - a + 1).reduce((x, y) => x + y, 0)).toBe(6);
  });

  it("rustling by them: the Star chases (no footnote dice)", () => {
    const r = rollRangeWarEncounter(sequenceDice(1));
    expect(r).toMatchObject({ event: "theyRustle", encounter: "cattleRustling", rivalHeadPresent: false });
    expect(r.rolls).toHaveLength(1);
  });

  it("GF-1: one die, the head is never there", () => {
    const s = RANGE_WAR.setUp(sequenceDice(3), {});
    expect(s.followOn).toEqual([{ encounter: "gunfight", when: "rangeWar.gunfightGF1" }]);
    expect(s.instructions).toContain("rivalHeadNeverInGF1");
    expect(missingEncounterKeys(s)).toEqual([]);
  });

  it("GF-2: the head on 1–3", () => {
    expect(rollRangeWarEncounter(sequenceDice(5, 3)).rivalHeadPresent).toBe(true);
    expect(rollRangeWarEncounter(sequenceDice(5, 4)).rivalHeadPresent).toBe(false);
  });

  it("GF-3: a capture on 1–2, your side attacking on 1–3, the head on 1–4", () => {
    const yours = rollRangeWarEncounter(sequenceDice(6, 2, 3, 4));
    expect(yours).toMatchObject({ capture: "youAttack", encounter: "capture", rivalHeadPresent: true });
    expect(yours.when).toBe("rangeWar.youAttackCapture");
    const theirs = rollRangeWarEncounter(sequenceDice(6, 1, 4, 5));
    expect(theirs).toMatchObject({ capture: "theyAttack", encounter: "capture", rivalHeadPresent: false });
    const plain = rollRangeWarEncounter(sequenceDice(6, 3, 1));
    expect(plain).toMatchObject({ capture: "none", encounter: "gunfight", rivalHeadPresent: true });
    expect(plain.rolls.map((r) => r.source)).toEqual(["L3665–3672", "L3676", "L3676"]);
  });

  it("set-up: the players' faction first, the war ends with the rival head", () => {
    const s = RANGE_WAR.setUp(sequenceDice(6, 1, 4, 5), { starProfession: "gunfighter" });
    expect(s.variant).toBe("theyAttackCapture");
    expect(s.sides[0]).toMatchObject({
      role: "players",
      forces: [{ profession: "gunfighter", role: "star" }],
    });
    expect(s.endConditions).toEqual(["rivalHeadDead"]);
    expect(s.gmJudgement).toContain("captureWhoIsOutlaw");
    expect(missingEncounterKeys(s)).toEqual([]);
    expect(missingInputKeys(RANGE_WAR)).toEqual([]);
  });

  it("the journal's table", () => {
    const r = RANGE_WAR_ENCOUNTER_TABLE.roll(sequenceDice(5, 1), {});
    expect(r.outcome).toBe("rangeWar.gunfightGF2");
    expect(r.notes).toEqual(["rivalHeadPresent"]);
    expect(missingEncounterKeys(r)).toEqual([]);
    for (let seed = 1; seed < 50; seed++) {
      expect(missingEncounterKeys(RANGE_WAR_ENCOUNTER_TABLE.roll(seededDice(seed), {}))).toEqual([]);
      expect(missingEncounterKeys(RANGE_WAR.setUp(seededDice(seed), {}))).toEqual([]);
    }
  });

  it("refuses bad input, naming the field", () => {
    throwsOn("starProfession", () => RANGE_WAR.setUp(seededDice(1), { starProfession: "warrior" }));
    throwsOn("die", () => rangeWarEvent(0));
    throwsOn("input", () => RANGE_WAR_ENCOUNTER_TABLE.roll(seededDice(1), "x" as never));
  });

  it("is registered", () => {
    expect(encounterDefinition("rangeWar")).toBe(RANGE_WAR);
    expect(specialTableDefinition("rangeWarEncounter")).toBe(RANGE_WAR_ENCOUNTER_TABLE);
  });
});
