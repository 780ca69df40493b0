import { describe, expect, it } from "vitest";
import { fraction, seededDice, sequenceDice } from "../../../src/rules/core";
import {
  CAMPAIGN_MONTHS,
  LIFE_AND_TIMES_TABLE,
  LOCALE_MODIFIERS,
  PROFESSION_TABLE,
  cattleDriveResult,
  dateOfMonth,
  encounterChance,
  encounterShare,
  killPoints,
  lifeAndTimesModifier,
  localeModifier,
  monthOfDate,
  nextMonth,
  openEncounters,
  outcomePoints,
  professionOdds,
  randomLocale,
  rangeWarResult,
  recordEncounter,
  rollEncounterType,
  rollLifeAndTimes,
  rollMonth,
  runMonths,
  runnerBonusStart,
  type PcMonthState,
} from "../../../src/rules/sgs-classic/campaign";
import { classicRules } from "../../../src/rules/sgs-classic/interpretations";

const OUTLAW: PcMonthState = {
  profession: "outlaw",
  locale: "kansas",
  lifeAndTimes: [],
  belowFullCon: false,
  pending: [],
  cattleDriveMonthsLeft: 0,
  rangeWar: false,
};

describe("Calendar (guide §4.1)", () => {
  it("runs 228 months from January 1867 to December 1885", () => {
    expect(CAMPAIGN_MONTHS).toBe(228);
    expect(dateOfMonth(0)).toEqual({ year: 1867, month: 1 });
    expect(dateOfMonth(227)).toEqual({ year: 1885, month: 12 });
    expect(monthOfDate({ year: 1873, month: 6 })).toBe(77);
    expect(nextMonth(227)).toBeNull();
  });
});

describe("Profession and Life and Times (guide §4.2–§4.3)", () => {
  it("pins the profession table and its odds", () => {
    expect(PROFESSION_TABLE).toEqual([
      "outlaw",
      "marshal",
      "gunfighter",
      "gunfighter",
      "cowboy",
      "choice",
      "outlaw",
      "cowboy",
      "cowboy",
      "territorialMarshal",
      "choice",
    ]);
    const odds = professionOdds();
    expect(odds.get("outlaw")).toEqual(fraction(6, 36));
    expect(odds.get("cowboy")).toEqual(fraction(12, 36));
    expect(odds.get("choice")).toEqual(fraction(7, 36));
  });
  it("pins the Life and Times rows", () => {
    expect(LIFE_AND_TIMES_TABLE.map((e) => [e.key, e.encounter, e.modifier, e.scope])).toEqual([
      ["marshalFriend", "capture", -2, "chosenLocale"],
      ["marshalFriend", "capture", -2, "chosenLocale"],
      ["bankConnection", "robbery", 2, "chosenLocale"],
      ["safeHouse", "capture", -2, "chosenLocale"],
      ["exceptionalHorse", null, 0, "everywhere"],
      ["gunplayReputation", "gunfight", 1, "everywhere"],
      ["trailBossReputation", "cattleDrive", 2, "everywhere"],
      ["wanted", "posse", 2, "randomLocale"],
      ["familyRanch", "rangeWar", 2, "chosenLocale"],
      ["indianReputation", "indians", -1, "chosenLocale"],
      ["indianReputation", "indians", -1, "chosenLocale"],
    ]);
    expect([1, 3, 5].map(randomLocale)).toEqual(["southwest", "texas", "kansas"]);
  });
  it("rolls one entry per point of CV; #9 rolls its locale", () => {
    const rolled = rollLifeAndTimes({ cv: 2 }, sequenceDice(4, 5, 2, 1, 1));
    expect(rolled.map((r) => [r.roll, r.key, r.locale])).toEqual([
      [9, "wanted", "southwest"],
      [2, "marshalFriend", null],
    ]);
  });
  it("SGS-Q62 a Plains Indian's automatic Exceptional Horse takes one of his rolls, or not", () => {
    expect(rollLifeAndTimes({ cv: 3, plainsIndian: true }, seededDice(1))).toHaveLength(3);
    expect(
      rollLifeAndTimes(
        { cv: 3, plainsIndian: true },
        seededDice(1),
        classicRules({ plainsHorseUsesRoll: false }),
      ),
    ).toHaveLength(4);
    expect(runnerBonusStart([{ key: "exceptionalHorse", locale: "everywhere" }])).toBe(3);
    expect(runnerBonusStart([])).toBe(2);
  });
  it("entries stack, each in its own locale", () => {
    const held = [
      { key: "bankConnection", locale: "kansas" },
      { key: "bankConnection", locale: "kansas" },
      { key: "bankConnection", locale: "texas" },
      { key: "gunplayReputation", locale: "everywhere" },
    ] as const;
    expect(lifeAndTimesModifier(held, "robbery", "kansas")).toBe(4);
    expect(lifeAndTimesModifier(held, "robbery", "southwest")).toBe(0);
    expect(lifeAndTimesModifier(held, "gunfight", "southwest")).toBe(1);
  });
});

describe("Locales and professions (guide §4.4–§4.5)", () => {
  it("pins the locale table", () => {
    expect(Object.entries(LOCALE_MODIFIERS).map(([k, v]) => [k, v.southwest, v.texas, v.kansas])).toEqual([
      ["capture", -1, 0, 2],
      ["cattleDrive", 1, 2, -1],
      ["cattleRustling", 0, 2, 1],
      ["gunfight", 1, 2, 0],
      ["indians", 2, 1, -1],
      ["jailBreak", -1, 1, 2],
      ["posse", 0, 0, 1],
      ["rangeWar", 1, 2, -1],
      ["robbery", -1, 0, 1],
    ]);
    expect(localeModifier("captureAttacker", "southwest", "renegade")).toBe(2);
  });
  it("opens each profession's column; the Territorial Marshal reads the Marshal's", () => {
    expect(openEncounters("cowboy")).toEqual([
      "cattleDrive",
      "cattleRustling",
      "gunfight",
      "indians",
      "rangeWar",
    ]);
    expect(openEncounters("territorialMarshal")).toEqual(openEncounters("marshal"));
    expect(openEncounters("renegade")).toEqual([]);
    expect(openEncounters("renegade", classicRules({ indianPlayerCharacters: true }))).toContain(
      "captureDefender",
    );
  });
});

describe("The monthly turn (guide §4.1)", () => {
  it("only an exact 7 brings an encounter: 1/6", () => {
    expect(encounterChance()).toEqual(fraction(1, 6));
    expect(rollMonth(OUTLAW, sequenceDice(3, 3)).encounter).toBeNull();
  });
  it("D31 Outlaw in Kansas with a bank connection there: Robbery 8 + 1 + 2 = 11 ties Capture 9 + 2; only those two roll again", () => {
    const state = { ...OUTLAW, lifeAndTimes: [{ key: "bankConnection", locale: "kansas" }] } as const;
    // Type rolls in table order: capture, cattleRustling, gunfight, indians, jailBreak, posse, robbery.
    const dice = sequenceDice(4, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 4, /* re-roll */ 6, 6, 1, 1);
    const r = rollEncounterType(state, dice);
    expect(r.rounds[0]!.filter((t) => t.total === 11).map((t) => t.encounter)).toEqual([
      "capture",
      "robbery",
    ]);
    expect(r.rounds[1]!.map((t) => t.encounter)).toEqual(["capture", "robbery"]);
    expect(r.encounter).toBe("capture");
  });
  it("SGS-Q36 every entry rolls again under the other reading", () => {
    const state = { ...OUTLAW, lifeAndTimes: [{ key: "bankConnection", locale: "kansas" }] } as const;
    const dice = sequenceDice(4, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 4, ...Array(14).fill(2));
    const r = rollEncounterType(state, dice, classicRules({ encounterTieReroll: "all" }));
    expect(r.rounds[1]).toHaveLength(7);
  });
  it("a follow-up due comes first and cannot be declined; SGS-Q37 the drive's roll replaces the normal one", () => {
    const due = rollMonth(
      {
        ...OUTLAW,
        belowFullCon: true,
        pending: [
          { encounter: "jailBreak", monthsLeft: 0 },
          { encounter: "posse", monthsLeft: 2 },
        ],
      },
      sequenceDice(),
    );
    expect([due.source, due.encounter, due.mayDecline]).toEqual(["pending", "jailBreak", false]);
    expect(due.next.pending).toEqual([{ encounter: "posse", monthsLeft: 1 }]);
    const cowboy = { ...OUTLAW, profession: "cowboy", cattleDriveMonthsLeft: 3 } as const;
    const quiet = rollMonth(cowboy, sequenceDice(1, 1));
    expect([quiet.source, quiet.encounter, quiet.next.cattleDriveMonthsLeft, quiet.encounterRoll]).toEqual([
      null,
      null,
      2,
      null,
    ]);
    const both = rollMonth(
      cowboy,
      sequenceDice(1, 1, 3, 3),
      classicRules({ driveReplacesMonthlyRoll: false }),
    );
    expect(both.encounterRoll).toEqual([3, 3]);
    expect(rollMonth(cowboy, sequenceDice(6, 6)).encounter).toBe("gunfight");
  });
  it("pins the Cattle Drive and Range War tables", () => {
    expect([7, 8, 9, 10, 11, 12].map((s) => cattleDriveResult(s).encounter)).toEqual([
      null,
      "cattleRustling",
      "cattleRustling",
      "indians",
      "indians",
      "gunfight",
    ]);
    expect(
      [7, 8, 9, 10, 11, 12].map((s) => [rangeWarResult(s).encounter, rangeWarResult(s).onTrail]),
    ).toEqual([
      [null, false],
      ["gunfight", true],
      ["cattleRustling", false],
      ["gunfight", true],
      ["cattleRustling", false],
      ["gunfight", true],
    ]);
  });
  it("three months of a seeded campaign, each month on the state the last one left", () => {
    const run = runMonths(
      { state: { ...OUTLAW, pending: [{ encounter: "posse", monthsLeft: 1 }] }, fromMonth: 0, months: 3 },
      seededDice(42),
    );
    expect(run.log.map((m) => m.date)).toEqual([
      { year: 1867, month: 1 },
      { year: 1867, month: 2 },
      { year: 1867, month: 3 },
    ]);
    expect(run.log[1]!.result).toMatchObject({ source: "pending", encounter: "posse" });
    expect(run.nextMonth).toBe(3);
    // The same seed replays the same months.
    expect(
      runMonths(
        { state: { ...OUTLAW, pending: [{ encounter: "posse", monthsLeft: 1 }] }, fromMonth: 0, months: 3 },
        seededDice(42),
      ),
    ).toEqual(run);
  });
});

describe("Points and the record (guide §4.10–§4.11)", () => {
  it("B5 Jonas and two gang members rob the bank: 120 / 3 = 40", () => {
    expect(encounterShare({ outcome: "full", sideSize: 3 })).toBe(40);
  });
  it("D29 10 cows, 7 off the far edge, a side of 3: 84 → 28 each; a kill adds 10 to the killer", () => {
    expect(outcomePoints({ fraction: 7 / 10 })).toBe(84);
    expect(encounterShare({ outcome: { fraction: 7 / 10 }, sideSize: 3 })).toBe(28);
    const r = recordEncounter(
      { points: 0, coolness: 4, shootoutsWithoutRunning: 0 },
      {
        encounter: "cattleRustling",
        outcome: { fraction: 0.7 },
        sideSize: 3,
        kills: 1,
        coups: 0,
        ranAway: false,
        shotsFired: true,
      },
    );
    expect(r.points).toBe(38);
  });
  it("SGS-Q44 rounding down, or to the nearest", () => {
    expect(encounterShare({ outcome: "half", sideSize: 7 })).toBe(8);
    expect(encounterShare({ outcome: "half", sideSize: 7 }, classicRules({ roundPoints: "nearest" }))).toBe(
      9,
    );
  });
  it("a Plains Indian scores 5 a kill and 15 a coup", () => {
    expect(killPoints({ kills: 2, plainsIndian: true })).toBe(10);
    const r = recordEncounter(
      { points: 0, coolness: 4, shootoutsWithoutRunning: 0 },
      {
        encounter: "indians",
        outcome: "none",
        sideSize: 1,
        kills: 1,
        coups: 2,
        ranAway: false,
        shotsFired: false,
        plainsIndian: true,
      },
    );
    expect([r.killPoints, r.coupPoints, r.points]).toEqual([5, 30, 35]);
  });
  it("SGS-Q55 Coolness counts only shoot-outs, or every encounter", () => {
    const rec = { points: 0, coolness: 4, shootoutsWithoutRunning: 2 };
    const quiet = {
      encounter: "gunfight",
      outcome: "none",
      sideSize: 1,
      kills: 0,
      coups: 0,
      ranAway: false,
      shotsFired: false,
    } as const;
    expect(recordEncounter(rec, quiet)).toMatchObject({ shootout: false, coolness: 4 });
    expect(recordEncounter(rec, quiet, classicRules({ shootoutDefinition: "anyEncounter" }))).toMatchObject({
      shootout: true,
      coolness: 5,
      coolnessChange: 1,
    });
  });
});
