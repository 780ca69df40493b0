import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import {
  HOLD_UP,
  HOLD_UP_TABLE,
  HOW_MANY_HU,
  holdUpAttackers,
  holdUpObject,
  howManyHoldUp,
  muleSkinners,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  ESCORT_TABLES,
  dieLessLevel,
  escortKind,
  type EscortKind,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  readTrailAttack,
  trailAttackDeployment,
  type TrailAttackOutcome,
} from "../../../src/rules/blaze-of-glory/encounters";
import type { Relation } from "../../../src/rules/blaze-of-glory/encounters";
import { encounterDefinition, specialTableDefinition } from "../../../src/rules/blaze-of-glory/encounters";
import { missingEncounterKeys, missingInputKeys } from "./encounter-codes";
import { count, side, throwsOn } from "./encounter-fixtures";

// The object die (L3780–3782), transcribed.
const OBJECT_ROWS: [number, number, string, number][] = [
  [1, 2, "Stagecoach", 3780],
  [3, 4, "1d6 freight wagons", 3781],
  [5, 6, "3+1d6 pack mules", 3782],
];
// The escort lists, transcribed: list, die, as printed, line.
const ESCORT_ROWS: [keyof typeof ESCORT_TABLES, number, string, number, EscortKind][] = [
  [
    "holdUpCoach",
    1,
    "1 Marshal w/Scattergun in addition to his regular arms.",
    3796,
    "marshalWithScattergun",
  ],
  ["holdUpCoach", 2, "1 +1d6 – Settlement level Rangers", 3797, "rangers"],
  ["holdUpCoach", 3, "1 Sheriff and 1d6 –Settlement level Deputies.", 3798, "sheriffAndDeputies"],
  [
    "holdUpCoach",
    4,
    "Gunfighter w/ Scattergun in addition to his regular arms.",
    3799,
    "gunfighterWithScattergun",
  ],
  [
    "holdUpCoach",
    5,
    "1 Mountain man w/ Shotgun in addition to his regular arms.",
    3800,
    "mountainManWithShotgun",
  ],
  [
    "holdUpCoach",
    6,
    "1 Buffalo Hunter w/ Shotgun in addition to his regular arms.",
    3801,
    "buffaloHunterWithShotgun",
  ],
  ["holdUpWagons", 1, "1-3 = 1 + 1d6 – Settlement level Rangers.", 3804, "rangers"],
  ["holdUpWagons", 2, "1-3 = 1 + 1d6 – Settlement level Rangers.", 3804, "rangers"],
  ["holdUpWagons", 3, "1-3 = 1 + 1d6 – Settlement level Rangers.", 3804, "rangers"],
  ["holdUpWagons", 4, "4-6 = 1 Sheriff + 1d6 - Settlement level Deputies.", 3805, "sheriffAndDeputies"],
  ["holdUpWagons", 5, "4-6 = 1 Sheriff + 1d6 - Settlement level Deputies.", 3805, "sheriffAndDeputies"],
  ["holdUpWagons", 6, "4-6 = 1 Sheriff + 1d6 - Settlement level Deputies.", 3805, "sheriffAndDeputies"],
];
// HOW MANY OF THEM TABLE (HU), L3818–3828, transcribed.
const HOW_MANY_HU_ROWS: [number, string, number, Relation][] = [
  [2, "Three times as many as many figures as target.", 3818, "threeTimes"],
  [3, "Twice as many as many figures as target.", 3819, "twice"],
  [4, "Twice as many as many figures as target.", 3820, "twice"],
  [5, "One more figure than you.", 3821, "oneMore"],
  [6, "The forces are equal.", 3822, "equal"],
  [7, "The forces are equal.", 3823, "equal"],
  [8, "The forces are equal.", 3824, "equal"],
  [9, "One more figure than you.", 3825, "oneMore"],
  [10, "Twice as many as many figures as target.", 3826, "twice"],
  [11, "Twice as many as many figures as target.", 3827, "twice"],
  [12, "Three times as many as many figures as target", 3828, "threeTimes"],
];
// HOLD UP TABLE (L3845–3859), transcribed: target passes, attacker passes, as printed, line.
const HOLD_UP_ROWS: [number, number, string, number, TrailAttackOutcome][] = [
  [1, 1, 'Pass same number of d6: target in center, attacker 24"', 3847, "trailEven"],
  [0, 0, 'Pass same number of d6: target in center, attacker 24"', 3848, "trailEven"],
  [2, 1, "If target passes more, may set up on half of the table", 3852, "trailTravellersAdvantage"],
  [1, 0, "If target passes more, may set up on half of the table", 3852, "trailTravellersAdvantage"],
  [0, 1, 'If attacker passes more ... only at least 12" from target', 3853, "trailAttackersAdvantage"],
  [1, 2, 'If attacker passes more ... only at least 12" from target', 3853, "trailAttackersAdvantage"],
  [2, 0, "If target passes more, may choose to play a Posse Encounter", 3857, "trailTravellersMayRun"],
  [0, 2, "If attacker passed more, they are set up and waiting in AMBUSH", 3858, "trailAmbush"],
];

describe("HOLD UP (L3774–3863)", () => {
  it.each(OBJECT_ROWS)("object %i–%i: %s (L%i)", (from, to, text) => {
    for (let d = from; d <= to; d++)
      expect(holdUpObject(d)).toBe(
        text.startsWith("Stagecoach")
          ? "stagecoach"
          : text.includes("wagons")
            ? "freightWagons"
            : "muleTrain",
      );
  });

  it.each(ESCORT_ROWS)("%s die %i: %s (L%i)", (table, die, _t, line, kind) => {
    expect(escortKind(table, die)).toBe(kind);
    const [from, to] = ESCORT_TABLES[table].source.slice(1).split("–").map(Number);
    expect(line).toBeGreaterThanOrEqual(from!);
    expect(line).toBeLessThanOrEqual(to!);
  });

  it.each(HOW_MANY_HU_ROWS)("HOW MANY (HU) %i: %s (L%i)", (score, _t, _l, relation) => {
    expect(howManyHoldUp(score)).toBe(relation);
  });

  it.each(HOLD_UP_ROWS)("HOLD UP TABLE target %i, attacker %i: %s (L%i)", (t, a, _x, _l, outcome) => {
    expect(readTrailAttack(t, a)).toBe(outcome);
  });

  it("the HOW MANY data covers 2–12 once", () => {
    expect(HOW_MANY_HU.reduce((n, [a, b]) => n + b - a + 1, 0)).toBe(11);
  });

  it("attackers (L3807–3814): Indians above the level, outlaws at or under, always outlaws at 5, none at 6", () => {
    expect(holdUpAttackers(2, 3)).toBe("indians");
    expect(holdUpAttackers(2, 2)).toBe("outlaws");
    expect(holdUpAttackers(5, 6)).toBe("outlaws");
    expect(holdUpAttackers(6, 6)).toBeNull();
  });

  it("1d6 − SL never goes below none, and the skinners are one per four mules and one more", () => {
    expect(dieLessLevel(2, 4)).toBe(0);
    expect(dieLessLevel(6, 4)).toBe(2);
    expect(muleSkinners(8)).toBe(3); // the guide's Wild Bill example (L5769)
    expect(muleSkinners(9)).toBe(4);
  });

  it("worked: a stagecoach at SL 3, Sheriff and 2 Deputies, 3 passengers, Indians three times as many + 1d6", () => {
    // object 1; escort 3; deputies 5 − 3 = 2; passengers 4 − 1 = 3; attackers 4 > 3; HOW MANY 1+1; Indians +2.
    const s = HOLD_UP.setUp(sequenceDice(1, 3, 5, 4, 4, 1, 1, 2), { settlementLevel: 3 });
    expect(s.variant).toBe("stagecoach");
    const target = side(s, "target");
    expect(target.role).toBe("players");
    expect(target.forces.map((l) => [l.profession, l.count, l.role, l.placement])).toEqual([
      ["deputy", 1, "driver", "onTheBox"],
      ["sheriff", 1, "leader", "besideTheDriver"],
      ["deputy", 2, "escort", "withTheCoach"],
      ["townsfolk", 3, "passenger", "insideTheCoach"],
    ]);
    expect(count(s, "attackers")).toBe(7 * 3 + 2);
    expect(side(s, "attackers").forces[0]!.profession).toBe("warrior");
    expect(s.gmJudgement).toEqual(expect.arrayContaining(["warriorRegion", "holdUpPassengers"]));
    expect(s.deployment.notes).toEqual(["rollHoldUpTableFromJournal"]);
    expect(missingEncounterKeys(s)).toEqual([]);
    expect(missingInputKeys(HOLD_UP)).toEqual([]);
  });

  it("worked: a mule train in Nebraska (SL 2) with a Star riding escort", () => {
    // object 5; mules 5 + 3 = 8; escort 1 (Marshal with scattergun); attackers 2 ≤ 2 outlaws; HOW MANY 3+4 equal.
    const s = HOLD_UP.setUp(sequenceDice(5, 5, 1, 2, 3, 4), { locale: "nebraska", star: "gunfighter" });
    expect(side(s, "target").forces.map((l) => [l.profession, l.count, l.role])).toEqual([
      ["gunfighter", 1, "star"],
      ["prospector", 3, "muleSkinner"],
      ["marshal", 1, "leader"],
    ]);
    expect(side(s, "target").forces[2]!.extraWeapons).toEqual(["scattergun"]);
    expect(s.looseMounts).toEqual([{ count: 8, where: "packMuleStrings", saddled: false }]);
    expect(count(s, "attackers")).toBe(5);
    expect(side(s, "attackers").label).toBe("outlaws");
    expect(missingEncounterKeys(s)).toEqual([]);
  });

  it("worked: wagons at SL 4, 3 Rangers, leaders rolled: the travellers may run as a Posse", () => {
    // object 3; wagons 2; escort 2 (Rangers); rangers 1 + (6 − 4) = 3; attackers 1 ≤ 4 outlaws; HOW MANY 3+3 equal;
    // target leader 1, 2 vs 4 (2); attacker 5, 6 (0).
    const s = HOLD_UP.setUp(sequenceDice(3, 2, 2, 6, 1, 3, 3, 1, 2, 5, 6), {
      settlementLevel: 4,
      targetLeaderRep: 4,
      attackerLeaderRep: 4,
    });
    expect(side(s, "target").forces[0]).toMatchObject({
      profession: "homesteader",
      count: 2,
      placementValues: { wagons: 2 },
    });
    expect(count(s, "target")).toBe(5);
    expect(count(s, "attackers")).toBe(5);
    expect(s.deployment.notes).toContain("travellersMayCircleWagons");
    expect(s.deployment.notes).toContain("travellersMayRunAsPosse");
    expect(s.followOn).toEqual([{ encounter: "posse", when: "travellersChooseToRun", carries: ["target"] }]);
    expect(missingEncounterKeys(s)).toEqual([]);
  });

  it("at SL 5 the attackers are outlaws without a roll; at SL 6 there is none", () => {
    const five = HOLD_UP.setUp(sequenceDice(1, 4, 6, 4, 4), { settlementLevel: 5 });
    expect(five.rolls.some((r) => r.purpose === "holdUpAttackers")).toBe(false);
    expect(side(five, "attackers").label).toBe("outlaws");
    const six = HOLD_UP.setUp(sequenceDice(), { locale: "theNorth" });
    expect(six.variant).toBe("none");
    expect(six.instructions).toEqual(["noHoldUpAtLevelSix"]);
    expect(missingEncounterKeys(six)).toEqual([]);
  });

  it("the players may take the attackers' side", () => {
    const s = HOLD_UP.setUp(seededDice(5), {
      settlementLevel: 5,
      playerSide: "attackers",
      star: "outlaw",
      object: "stagecoach",
    });
    expect(s.sides[0]).toMatchObject({ id: "attackers", role: "players" });
    expect(s.sides[0]!.forces[0]).toMatchObject({ profession: "outlaw", role: "star" });
    expect(s.sides[1]!.role).toBe("opposition");
  });

  it("the HOLD UP TABLE button: an ambush", () => {
    const r = HOLD_UP_TABLE.roll(sequenceDice(6, 6, 1, 1), { targetLeaderRep: 4, attackerLeaderRep: 3 });
    expect(r.outcome).toBe("trailAmbush");
    expect(r.values).toEqual({ distance: 12 });
    expect(r.notes).toContain("ambushersHidden");
    expect(
      trailAttackDeployment("trailAmbush", { travellers: "t", attackers: "a", mayCircleWagons: true }),
    ).toMatchObject({
      ambushBy: "a",
      activatesFirst: "t",
    });
    expect(missingEncounterKeys(r)).toEqual([]);
    expect(missingInputKeys(HOLD_UP_TABLE)).toEqual([]);
  });

  it("every seeded set-up has English for its codes", () => {
    for (let seed = 1; seed <= 60; seed++)
      for (const input of <Record<string, string | number>[]>[
        {},
        { locale: "random" },
        { locale: "arizona", targetLeaderRep: 3, attackerLeaderRep: 5 },
      ])
        expect(missingEncounterKeys(HOLD_UP.setUp(seededDice(seed), input))).toEqual([]);
  });

  it("refuses bad input, naming the field", () => {
    throwsOn("object", () => HOLD_UP.setUp(seededDice(1), { object: "train" }));
    throwsOn("attackers", () => HOLD_UP.setUp(seededDice(1), { attackers: "pirates" }));
    throwsOn("star", () => HOLD_UP.setUp(seededDice(1), { star: "warrior" }));
    throwsOn("targetLeaderRep", () => HOLD_UP.setUp(seededDice(1), { targetLeaderRep: 8 }));
    throwsOn("attackerLeaderRep", () => HOLD_UP_TABLE.roll(seededDice(1), { attackerLeaderRep: 0 }));
    throwsOn("travellerPasses", () => readTrailAttack(3, 0));
    throwsOn("table", () => escortKind("train" as never, 1));
  });

  it("is registered", () => {
    expect(encounterDefinition("holdUp")).toBe(HOLD_UP);
    expect(specialTableDefinition("holdUpTable")).toBe(HOLD_UP_TABLE);
  });
});
