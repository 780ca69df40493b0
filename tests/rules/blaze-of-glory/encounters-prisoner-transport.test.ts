import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import {
  HOW_MANY_PT,
  PRISONER_TRANSPORT,
  PRISONER_TRANSPORT_TABLE,
  howManyPrisonerTransport,
  passengerInvolvement,
  transportMode,
} from "../../../src/rules/blaze-of-glory/encounters";
import { escortKind, type EscortKind } from "../../../src/rules/blaze-of-glory/encounters";
import { readTrailAttack, type TrailAttackOutcome } from "../../../src/rules/blaze-of-glory/encounters";
import type { Relation } from "../../../src/rules/blaze-of-glory/encounters";
import { encounterDefinition, specialTableDefinition } from "../../../src/rules/blaze-of-glory/encounters";
import { missingEncounterKeys, missingInputKeys } from "./encounter-codes";
import { count, side, throwsOn } from "./encounter-fixtures";

// The mode die (L3873–3875), transcribed.
const MODE_ROWS: [number, number, string, number][] = [
  [1, 2, "Stagecoach", 3873],
  [3, 4, "Wagon", 3874],
  [5, 6, "Horseback", 3875],
];
// The escort lists (L3889–3896), transcribed: list, die, as printed, line.
const ESCORT_ROWS: ["transportCoach" | "transportWagon", number, string, number, EscortKind][] = [
  ["transportCoach", 1, "1-3 = Marshal w/Scattergun", 3889, "marshalWithScattergun"],
  ["transportCoach", 2, "1-3 = Marshal w/Scattergun", 3889, "marshalWithScattergun"],
  ["transportCoach", 3, "1-3 = Marshal w/Scattergun", 3889, "marshalWithScattergun"],
  ["transportCoach", 4, "4-5 = 1 + 1d6 – Settlement level Rangers", 3890, "rangers"],
  ["transportCoach", 5, "4-5 = 1 + 1d6 – Settlement level Rangers", 3890, "rangers"],
  ["transportCoach", 6, "6 = 1 Sheriff and 1d6 –Settlement level Deputies.", 3891, "sheriffAndDeputies"],
  ["transportWagon", 1, "1-3 = ½ d6 Marshals.", 3894, "halfD6Marshals"],
  ["transportWagon", 2, "1-3 = ½ d6 Marshals.", 3894, "halfD6Marshals"],
  ["transportWagon", 3, "1-3 = ½ d6 Marshals.", 3894, "halfD6Marshals"],
  ["transportWagon", 4, "4-5 = 1 + 1d6 - Settlement level Rangers.", 3895, "rangers"],
  ["transportWagon", 5, "4-5 = 1 + 1d6 - Settlement level Rangers.", 3895, "rangers"],
  ["transportWagon", 6, "6 = 1 Sheriff", 3896, "sheriffAlone"],
];
// HOW MANY OF THEM TABLE (PT), 2d6 − SL (L3904–3911, I-39), transcribed.
const HOW_MANY_PT_ROWS: [number, number, string, number, Relation][] = [
  [-4, 4, "4 or less** The forces are equal.", 3904, "equal"],
  [5, 5, "5** One more figure than you.", 3905, "oneMore"],
  [6, 6, "6** One more figure than you.", 3906, "oneMore"],
  [7, 7, "7** Twice as many figures as in the escort.", 3907, "twice"],
  [8, 8, "8** Twice as many figures as in the escort.", 3908, "twice"],
  [9, 9, "9** Twice as many figures as in the escort.", 3909, "twice"],
  [10, 10, "10** Three times as many figures as in the escort.", 3910, "threeTimes"],
  [11, 11, "11** Three times as many figures as in the escort.", 3911, "threeTimes"],
];
// PRISONER TRANSPORT TABLE (L3926–3940): the Hold Up's table with "escort" for "target".
const TABLE_ROWS: [number, number, string, number, TrailAttackOutcome][] = [
  [2, 2, "Pass same number of d6", 3928, "trailEven"],
  [1, 0, "If escort passes more, may set up on half of the table", 3933, "trailTravellersAdvantage"],
  [0, 1, 'If attacker passes more ... at least 12" from escort figures', 3934, "trailAttackersAdvantage"],
  [2, 0, "If escort passes more, player may choose to play a Posse Encounter", 3938, "trailTravellersMayRun"],
  [0, 2, "If attacker passed more ... waiting in AMBUSH", 3939, "trailAmbush"],
];
// Coach passengers' Sand (L3951–3953), transcribed.
const PASSENGER_ROWS: [number, string, number, ReturnType<typeof passengerInvolvement>][] = [
  [2, "Pass 2: Now part of the escort force.", 3951, "joinsEscort"],
  [1, "Pass 1: Will fire on the Outlaws but will not leave coach unless it wrecks.", 3952, "firesFromCoach"],
  [0, "Pass 0: Will not get involved.", 3953, "staysOut"],
];

describe("PRISONER TRANSPORT (L3867–3953)", () => {
  it.each(MODE_ROWS)("mode %i–%i: %s (L%i)", (from, to, text) => {
    for (let d = from; d <= to; d++) expect(transportMode(d)).toBe(text.toLowerCase());
  });

  it.each(ESCORT_ROWS)("%s die %i: %s (L%i)", (table, die, _t, _l, kind) => {
    expect(escortKind(table, die)).toBe(kind);
  });

  it.each(HOW_MANY_PT_ROWS)("HOW MANY (PT) %i–%i: %s (L%i)", (from, to, _t, _l, relation) => {
    for (let s = from; s <= to; s++) expect(howManyPrisonerTransport(s)).toBe(relation);
  });

  it("the HOW MANY data runs −4..11 (2d6 − SL, I-39)", () => {
    expect(HOW_MANY_PT[0]![0]).toBe(-4);
    expect(HOW_MANY_PT[HOW_MANY_PT.length - 1]![1]).toBe(11);
  });

  it.each(TABLE_ROWS)("table escort %i, attacker %i: %s (L%i)", (e, a, _t, _l, outcome) => {
    expect(readTrailAttack(e, a)).toBe(outcome);
  });

  it.each(PASSENGER_ROWS)("passenger pass %i: %s (L%i)", (passes, _t, _l, choice) => {
    expect(passengerInvolvement(passes)).toBe(choice);
  });

  it("worked: a coach at SL 3, Marshal with scattergun, 2 passengers test Sand 4, outlaws twice the escort", () => {
    // mode 1; escort 2; passengers 3 − 1 = 2; passenger 1: 1, 2 (pass 2); passenger 2: 5, 6 (0); HOW MANY 6+6 − 3 = 9.
    const s = PRISONER_TRANSPORT.setUp(sequenceDice(1, 2, 3, 1, 2, 5, 6, 6, 6), {
      settlementLevel: 3,
      passengerSand: 4,
    });
    expect(s.variant).toBe("stagecoach");
    expect(side(s, "escort").forces.map((l) => [l.profession, l.count, l.role, l.placement])).toEqual([
      ["deputy", 1, "driver", "onTheBox"],
      ["marshal", 1, "leader", "insideWithPrisoner"],
      ["townsfolk", 1, "passenger", "insideTheCoach"],
    ]);
    expect(side(s, "passengers")).toMatchObject({
      role: "bystanders",
      forces: [{ count: 1, notes: ["passenger.staysOut"] }],
    });
    // The escort is the driver and the Marshal: 2, twice that is 4 outlaws, and the prisoner with them.
    expect(count(s, "outlaws", "leader") + count(s, "outlaws", "outfit")).toBe(4);
    expect(side(s, "outlaws").forces.at(-1)).toMatchObject({ role: "prisoner", notes: ["manacled"] });
    expect(s.instructions).toContain("passengersTestSand");
    expect(missingEncounterKeys(s)).toEqual([]);
    expect(missingInputKeys(PRISONER_TRANSPORT)).toEqual([]);
  });

  it("worked: a wagon at SL 2, ½d6 Marshals (die 5: 3), equal numbers", () => {
    // mode 3; escort 1; marshals 5 → 3; HOW MANY 2+2 − 2 = 2.
    const s = PRISONER_TRANSPORT.setUp(sequenceDice(3, 1, 5, 2, 2), { settlementLevel: 2 });
    expect(side(s, "escort").forces.map((l) => [l.profession, l.count, l.role])).toEqual([
      ["deputy", 1, "driver"],
      ["marshal", 1, "leader"],
      ["marshal", 2, "escort"],
    ]);
    expect(count(s, "outlaws", "leader") + count(s, "outlaws", "outfit")).toBe(4);
    expect(side(s, "outlaws").forces.at(-1)!.placement).toBe("inTheWagon");
    expect(s.instructions).toContain("prisonerCannotMove");
  });

  it("worked: horseback at SL 1, a lone Sheriff leads the prisoner's horse; three times as many outlaws", () => {
    // mode 6; escort 6 (Sheriff); HOW MANY 6+5 − 1 = 10; leaders: escort 6, 6 vs 4 (0), attackers 1, 1 (2).
    const s = PRISONER_TRANSPORT.setUp(sequenceDice(6, 6, 6, 5, 6, 6, 1, 1), {
      settlementLevel: 1,
      escortLeaderRep: 4,
      attackerLeaderRep: 4,
    });
    expect(side(s, "escort").forces).toEqual([
      {
        profession: "sheriff",
        count: 1,
        role: "leader",
        placement: "escortRiding",
        mount: "mounted",
        notes: ["leadsPrisonersHorse"],
      },
    ]);
    expect(count(s, "outlaws", "leader") + count(s, "outlaws", "outfit")).toBe(3);
    expect(s.looseMounts).toEqual([{ count: 1, where: "packAnimal", saddled: false }]);
    expect(side(s, "outlaws").forces.at(-1)!.notes).toContain("horsemanshipThreeIfLoose");
    expect(s.deployment).toMatchObject({ kind: "trail", ambushBy: "outlaws", activatesFirst: "escort" });
    expect(missingEncounterKeys(s)).toEqual([]);
  });

  it("passengers untested without a Sand; the outlaws may be the players' side with a Star", () => {
    const s = PRISONER_TRANSPORT.setUp(seededDice(3), {
      mode: "stagecoach",
      playerSide: "outlaws",
      star: "outlaw",
    });
    expect(s.sides[0]).toMatchObject({ id: "outlaws", role: "players" });
    expect(s.sides[0]!.forces[0]).toMatchObject({ role: "star" });
    for (const l of side(s, "passengers")?.forces ?? []) expect(l.notes).toEqual(["passengerSandTest"]);
  });

  it("the table button", () => {
    const r = PRISONER_TRANSPORT_TABLE.roll(sequenceDice(1, 1, 6, 6), {
      escortLeaderRep: 3,
      attackerLeaderRep: 3,
    });
    expect(r.outcome).toBe("trailTravellersMayRun");
    expect(r.notes).toContain("travellersMayUnhitch");
    expect(r.notes).not.toContain("travellersMayCircleWagons");
    expect(missingEncounterKeys(r)).toEqual([]);
    expect(missingInputKeys(PRISONER_TRANSPORT_TABLE)).toEqual([]);
  });

  it("every seeded set-up has English for its codes", () => {
    for (let seed = 1; seed <= 60; seed++)
      for (const input of <Record<string, string | number>[]>[
        {},
        { locale: "random", passengerSand: 3 },
        { escortLeaderRep: 5, attackerLeaderRep: 3 },
      ])
        expect(missingEncounterKeys(PRISONER_TRANSPORT.setUp(seededDice(seed), input))).toEqual([]);
  });

  it("refuses bad input, naming the field", () => {
    throwsOn("mode", () => PRISONER_TRANSPORT.setUp(seededDice(1), { mode: "train" }));
    throwsOn("playerSide", () => PRISONER_TRANSPORT.setUp(seededDice(1), { playerSide: "target" }));
    throwsOn("passengerSand", () => PRISONER_TRANSPORT.setUp(seededDice(1), { passengerSand: 8 }));
    throwsOn("escortLeaderRep", () => PRISONER_TRANSPORT_TABLE.roll(seededDice(1), { escortLeaderRep: 9 }));
    throwsOn("score", () => howManyPrisonerTransport(12));
    throwsOn("passes", () => passengerInvolvement(3));
  });

  it("is registered", () => {
    expect(encounterDefinition("prisonerTransport")).toBe(PRISONER_TRANSPORT);
    expect(specialTableDefinition("prisonerTransportTable")).toBe(PRISONER_TRANSPORT_TABLE);
  });
});
