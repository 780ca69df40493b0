import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import {
  CATTLE_DRIVE,
  CATTLE_DRIVE_EVENTS,
  CATTLE_DRIVE_EVENTS_TABLE,
  DRIVE_LEGS,
  cattleDriveEvent,
  cattleDriveEventRow,
  driveEventEncounter,
  type DriveEvent,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  CATTLE_QUALITY,
  CATTLE_RUSTLING,
  HOW_MANY_CR,
  RUSTLING_BANDS,
  howManyCattleRustling,
  rustlerCount,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  HERDING_TABLE,
  HERDING_TABLE_DEFINITION,
  cowMove,
  herdedCapacity,
  herdersNeeded,
  type CowMove,
} from "../../../src/rules/blaze-of-glory/encounters";
import { relativeCount, type Relation } from "../../../src/rules/blaze-of-glory/encounters";
import { encounterDefinition, specialTableDefinition } from "../../../src/rules/blaze-of-glory/encounters";
import { missingEncounterKeys, missingInputKeys } from "./encounter-codes";
import { count, throwsOn } from "./encounter-fixtures";

// The one-off drive's list (L3580–3586), transcribed: first score, last score, as printed, line.
const DRIVE_ROWS: [number, number, string, number][] = [
  [2, 5, "No Encounter.", 3581],
  [6, 8, "Cattle Rustling", 3582],
  [9, 9, "Gunfight", 3583],
  [10, 10, "Indians (GF-3 in Kansas)", 3584],
  [11, 11, "Indians", 3585],
  [12, 12, "Gunfight", 3586],
];
const DRIVE_READ: Record<string, [DriveEvent, DriveEvent]> = {
  "No Encounter.": ["noEncounter", "noEncounter"],
  "Cattle Rustling": ["cattleRustling", "cattleRustling"],
  Gunfight: ["gunfight", "gunfight"],
  "Indians (GF-3 in Kansas)": ["indians", "gunfightGF3"],
  Indians: ["indians", "indians"],
};

describe("CATTLE DRIVE, one-off (L3555–3586, I-40)", () => {
  it.each(DRIVE_ROWS)("scores %i–%i read %s (L%i)", (from, to, printed, line) => {
    const [elsewhere, kansas] = DRIVE_READ[printed]!;
    for (let s = from; s <= to; s++) {
      expect(cattleDriveEvent(s, "westTexas")).toBe(elsewhere);
      expect(cattleDriveEvent(s, "indianTerritory")).toBe(elsewhere);
      expect(cattleDriveEvent(s, "kansas")).toBe(kansas);
      expect(cattleDriveEventRow(s).source).toBe(`L${line}`);
    }
  });

  it("the data has exactly the printed rows", () => {
    expect(CATTLE_DRIVE_EVENTS.map((r) => [r.from, r.to, r.source])).toEqual(
      DRIVE_ROWS.map(([a, b, , l]) => [a, b, `L${l}`]),
    );
  });

  it("maps events to the encounters that follow", () => {
    expect(driveEventEncounter("noEncounter")).toBeNull();
    expect(driveEventEncounter("gunfightGF3")).toBe("gunfight");
    expect(driveEventEncounter("cattleRustling")).toBe("cattleRustling");
    expect(driveEventEncounter("indians")).toBe("indians");
  });

  it("rolls the three legs in order (worked example)", () => {
    // West Texas 2+3 = 5 none; Indian Territory 4+4 = 8 rustling; Kansas 5+5 = 10 GF-3.
    const s = CATTLE_DRIVE.setUp(sequenceDice(2, 3, 4, 4, 5, 5), { outfit: 4 });
    expect(s.rolls.map((r) => [r.subject, r.score, r.result])).toEqual([
      ["westTexas", 5, "drive.noEncounter"],
      ["indianTerritory", 8, "drive.cattleRustling"],
      ["kansas", 10, "drive.gunfightGF3"],
    ]);
    expect(s.followOn).toEqual([
      { encounter: "cattleRustling", when: "indianTerritoryLeg" },
      { encounter: "gunfight", when: "kansasLegGF3" },
    ]);
    expect(s.sides[0]!.role).toBe("players");
    expect(s.gmJudgement).toEqual(["driveHerdSize", "kansasTenReading"]);
    expect(count(s, "drovers")).toBe(5);
    expect(missingEncounterKeys(s)).toEqual([]);
  });

  it("a 10 outside Kansas is Indians", () => {
    const s = CATTLE_DRIVE.setUp(sequenceDice(4, 6, 1, 1, 1, 1), {});
    expect(s.followOn).toEqual([{ encounter: "indians", when: "westTexasLeg" }]);
  });

  it("the journal's table rolls one leg", () => {
    const r = CATTLE_DRIVE_EVENTS_TABLE.roll(sequenceDice(6, 6), { leg: "kansas" });
    expect(r.outcome).toBe("drive.gunfight");
    expect(r.rolls[0]!.source).toBe("L3579–3586");
    expect(missingEncounterKeys(r)).toEqual([]);
    expect(missingInputKeys(CATTLE_DRIVE_EVENTS_TABLE)).toEqual([]);
    expect(missingInputKeys(CATTLE_DRIVE)).toEqual([]);
  });

  it("refuses bad input, naming the field", () => {
    throwsOn("outfit", () => CATTLE_DRIVE.setUp(seededDice(1), { outfit: -1 }));
    throwsOn("leg", () => CATTLE_DRIVE_EVENTS_TABLE.roll(seededDice(1), { leg: "ohio" }));
    throwsOn("score", () => cattleDriveEvent(13, "kansas"));
    throwsOn("leg", () => cattleDriveEvent(7, "ohio" as never));
  });

  it("is registered", () => {
    expect(encounterDefinition("cattleDrive")).toBe(CATTLE_DRIVE);
    expect(specialTableDefinition("cattleDriveEvents")).toBe(CATTLE_DRIVE_EVENTS_TABLE);
    expect(DRIVE_LEGS).toEqual(["westTexas", "indianTerritory", "kansas"]);
  });
});

// HOW MANY OF THEM TABLE (CR), L3610–3620, transcribed: score, as printed, line.
const HOW_MANY_CR_ROWS: [number, string, number][] = [
  [2, "Cowboys have ½ as many more figures than outlaws.", 3610],
  [3, "Cowboys have 2 more figures than outlaws.", 3611],
  [4, "Cowboys have 1 more figure than outlaws.", 3612],
  [5, "Cowboys have 1 more figure than outlaws.", 3613],
  [6, "The forces are equal.", 3614],
  [7, "The forces are equal.", 3615],
  [8, "The forces are equal.", 3616],
  [9, "Cowboys have 1 more figure than outlaws.", 3617],
  [10, "Cowboys have 1 more figure than they.", 3618],
  [11, "Cowboys have 2 more figures than outlaws.", 3619],
  [12, "Cowboys have twice as many figures as outlaws.", 3620],
];
function printedRelation(text: string): Relation {
  if (text.includes("½ as many more")) return "halfMore";
  if (text.includes("2 more")) return "twoMore";
  if (text.includes("1 more")) return "oneMore";
  if (text.includes("equal")) return "equal";
  if (text.includes("twice")) return "twice";
  throw new Error(text);
}

describe("CATTLE RUSTLING (L3588–3636)", () => {
  it.each(HOW_MANY_CR_ROWS)("HOW MANY (CR) %i: %s (L%i)", (score, text) => {
    expect(howManyCattleRustling(score)).toBe(printedRelation(text));
    expect(HOW_MANY_CR.some(([a, b]) => score >= a && score <= b)).toBe(true);
  });

  it("the book's constants: eight bands, cattle Quality 3 (L3628–3629)", () => {
    expect(RUSTLING_BANDS).toBe(8);
    expect(CATTLE_QUALITY).toBe(3);
  });

  it("rustlers: 1d6, at least one per four head (L3605)", () => {
    expect(rustlerCount(1, 9)).toBe(3);
    expect(rustlerCount(5, 9)).toBe(5);
    expect(rustlerCount(1, 12)).toBe(3);
    expect(rustlerCount(1, 2)).toBe(1);
  });

  it("worked example: 9 head, die 2 raised to 3 rustlers, HOW MANY 2 = half as many more", () => {
    const s = CATTLE_RUSTLING.setUp(sequenceDice(5, 4, 2, 1, 1), {});
    expect(s.rolls.map((r) => [r.purpose, r.score])).toEqual([
      ["stolenCattle", 9],
      ["rustlerCount", 2],
      ["howManyCattleRustling", 2],
    ]);
    expect(s.rolls[1]!.values).toEqual({ n: 3, minimum: 3 });
    expect(count(s, "runners")).toBe(3);
    // 3 + ½ × 3 rounded up = 5.
    expect(count(s, "chasers")).toBe(5);
    expect(s.gmJudgement).toContain("halfRounding");
    expect(s.sides.map((x) => [x.id, x.role])).toEqual([
      ["chasers", "players"],
      ["runners", "opposition"],
    ]);
    expect(s.sides[1]!.forces[0]!.placementValues).toEqual({ cattle: 9 });
    expect(s.deployment.kind).toBe("pursuit");
    expect(s.specialTables).toEqual(expect.arrayContaining(["pursuitChase", "posseHorsemanship", "herding"]));
    expect(s.followOn).toContainEqual({
      encounter: "posse",
      when: "rustlerEscapesOneInSix",
      carries: ["runners"],
    });
    expect(missingEncounterKeys(s)).toEqual([]);
    expect(missingInputKeys(CATTLE_RUSTLING)).toEqual([]);
  });

  it("rounding down and the rustlers played by the players", () => {
    const s = CATTLE_RUSTLING.setUp(sequenceDice(1, 1, 1, 1), {
      outlaws: 3,
      halfRounding: "down",
      playerSide: "outlaws",
    });
    expect(count(s, "runners")).toBe(3);
    expect(count(s, "chasers")).toBe(4);
    expect(s.sides[0]!.id).toBe("runners");
    expect(s.sides[0]!.forces[0]!.role).toBe("star");
  });

  it("12 gives twice as many cowboys; too few rustlers for the herd is flagged", () => {
    const s = CATTLE_RUSTLING.setUp(sequenceDice(6, 6, 6, 6), { outlaws: 2 });
    expect(count(s, "chasers")).toBe(4);
    expect(s.gmJudgement).toContain("tooFewHerders");
  });

  it("refuses bad input, naming the field", () => {
    throwsOn("playerSide", () => CATTLE_RUSTLING.setUp(seededDice(1), { playerSide: "indians" }));
    throwsOn("outlaws", () => CATTLE_RUSTLING.setUp(seededDice(1), { outlaws: 1.5 }));
    throwsOn("halfRounding", () => CATTLE_RUSTLING.setUp(seededDice(1), { halfRounding: "sideways" }));
    throwsOn("score", () => howManyCattleRustling(1));
    throwsOn("cattle", () => rustlerCount(3, 13));
  });

  it("every seeded set-up has English for its codes", () => {
    for (let seed = 1; seed <= 60; seed++)
      expect(missingEncounterKeys(CATTLE_RUSTLING.setUp(seededDice(seed), {}))).toEqual([]);
  });
});

// Herding (L3630–3634), transcribed: die, as printed, line.
const HERDING_ROWS: [number, string, CowMove, number][] = [
  [1, "moves as desired or stays put if desired", "asDesired", 3630],
  [2, "moves as desired or stays put if desired", "asDesired", 3630],
  [3, "moves as desired or stays put if desired", "asDesired", 3630],
  [4, "heads toward the left board edge", "towardLeftEdge", 3634],
  [5, "to the rear from whence they came", "towardRear", 3634],
  [6, "towards the right edge", "towardRightEdge", 3634],
];

describe("herding (L3630–3634)", () => {
  it.each(HERDING_ROWS)("die %i: %s", (die, _text, move) => {
    expect(cowMove(die)).toBe(move);
    const r = HERDING_TABLE_DEFINITION.roll(sequenceDice(die), {});
    expect(r.outcome).toBe(`cow.${move}`);
    expect(missingEncounterKeys(r)).toEqual([]);
  });

  it("covers each face once", () => {
    expect(HERDING_TABLE.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i))).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });

  it("four head an outlaw", () => {
    expect(herdedCapacity(3)).toBe(12);
    expect(herdersNeeded(12)).toBe(3);
    expect(herdersNeeded(13)).toBe(4);
    throwsOn("die", () => cowMove(7));
    throwsOn("outlaws", () => herdedCapacity(-1));
    expect(relativeCount("halfMore", 3, "down")).toBe(4);
  });
});
