import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import {
  CAPTURE,
  CAPTURE_BUILDING_TABLE,
  buildingModifier,
  rollCaptureBuilding,
  withLeader,
} from "../../../src/rules/blaze-of-glory/encounters";
import { RollLog } from "../../../src/rules/blaze-of-glory/encounters";
import { fieldOf } from "../helpers/errors";
import { missingEncounterKeys, missingInputKeys } from "./encounter-codes";
import { range, rows } from "./encounter-fixtures";

/* The seed's rows (L3486–3506), copied from the book's text and parsed here. */

/** L3486: town (1-3) or trail (4-6). L3496: with the leader (1-5) or elsewhere (6). */
const SEED_DICE = `
  L3486 | place | 1-3 | in a town or settlement
  L3486 | place | 4-6 | on the trail
  L3496 | with | 1-5 | with the Outlaw
  L3496 | with | 6 | elsewhere
`;
/** L3496: "Add 2 if the building is a saloon. Add 1 if the building is a hotel." */
const SEED_BUILDING = `
  L3496 | saloon | 2
  L3496 | hotel | 1
  L3496 | other | 0
`;

describe("CAPTURE tables against the seed", () => {
  it.each(rows(SEED_DICE))("%s %s %s → %s", (_l, what, faces, words) => {
    for (const d of range(faces!)) {
      if (what === "with") expect(withLeader(d)).toBe(words === "with the Outlaw");
      else {
        const s = CAPTURE.setUp(sequenceDice(d, ...Array<number>(80).fill(1)), { settlementLevel: 6 });
        expect(s.variant).toBe(words === "on the trail" ? "trail" : "town");
      }
    }
  });
  it.each(rows(SEED_BUILDING))("building modifier %s: %s", (_l, kind, mod) => {
    // Layout: building 1 a saloon, 2 a hotel, 3 anything else.
    const b = { saloon: 1, hotel: 2, other: 3 }[kind!]!;
    expect(buildingModifier({ buildings: 3, saloons: 1, hotels: 1 }, b)).toBe(Number(mod));
  });
  it("the highest score wins; ties roll again among the tied", () => {
    const log = new RollLog(sequenceDice(1, 2, 3, 4, 5, 1, 1, 6));
    expect(rollCaptureBuilding(log, { buildings: 3, saloons: 1, hotels: 1 })).toBe(2);
    expect(log.rolls.map((r) => r.score)).toEqual([3, 3, 3, 6, 6, 1, 3, 7]);
  });
  it("leaves out the leader's building when placing the others", () => {
    const log = new RollLog(sequenceDice(6, 1));
    expect(rollCaptureBuilding(log, { buildings: 3, saloons: 0, hotels: 0, exclude: 1 })).toBe(2);
  });
  it("as a journal table, with its inputs checked", () => {
    const r = CAPTURE_BUILDING_TABLE.roll(sequenceDice(1, 6), { buildings: 2, saloons: 1 });
    expect(r).toMatchObject({ outcome: "outlawInBuilding", values: { building: 2 } });
    expect(missingEncounterKeys(r)).toEqual([]);
    expect(
      fieldOf(() => CAPTURE_BUILDING_TABLE.roll(seededDice(1), { buildings: 2, saloons: 2, hotels: 1 })),
    ).toBe("hotels");
    expect(fieldOf(() => CAPTURE_BUILDING_TABLE.roll(seededDice(1), { buildings: 0 }))).toBe("buildings");
  });
});

describe("CAPTURE set-ups", () => {
  it('in town: the building, the outlaws with or away from their leader, the lawman 1d6 × 6" off', () => {
    const dice = sequenceDice(
      ...[3, 4, 5], // 2d6 − SL 4 = 3 more outlaws; ½d6 (5) = 3 deputies; 4 townsfolk fill up to 8
      ...[1, 2, 3, 4, 5, 1, 1, 6], // buildings: tie, tie, building 2
      ...[5, 6, 1], // with, elsewhere, with
      2, // lawman 12" away
      ...[1, 1], // HOW MANY (R): 2 + 4 = 6 → twice 4 = 8 bystanders
      ...Array<number>(8).fill(1), // all indoors
      ...[2, 3], // 1 horse at the saloon, 1 in the livery
      ...[1, 3, 5, 6], // the outlaws' horses
      ...Array<number>(8).fill(1), // the lawmen's horses
    );
    const s = CAPTURE.setUp(dice, {
      settlementLevel: 4,
      place: "town",
      buildings: 3,
      saloons: 1,
      hotels: 1,
      lawmanProfession: "sheriff",
    });
    expect(dice.remaining).toBe(0);
    expect(s.variant).toBe("town");
    const [law, outlaws, town] = s.sides;
    expect(law!.forces).toEqual([
      {
        profession: "sheriff",
        count: 1,
        role: "star",
        placement: "streetFromOutlaw",
        placementValues: { inches: 12 },
        mount: "tetheredOutside",
      },
      { profession: "deputy", count: 3, role: "deputy", placement: "withLawman", mount: "tetheredOutside" },
      {
        profession: "townsfolk",
        count: 4,
        role: "townsfolk",
        placement: "withLawman",
        mount: "tetheredOutside",
      },
    ]);
    expect(outlaws!.forces).toEqual([
      {
        profession: "outlaw",
        count: 1,
        role: "leader",
        placement: "outlawBuildingNumber",
        placementValues: { building: 2 },
        mount: "tetheredOutside",
      },
      { profession: "outlaw", count: 1, role: "outfit", placement: "withLeader", mount: "saddledInLivery" },
      {
        profession: "outlaw",
        count: 1,
        role: "outfit",
        placement: "offBoardUntilFiring",
        mount: "unsaddledInLivery",
      },
      { profession: "outlaw", count: 1, role: "outfit", placement: "withLeader", mount: "unsaddledInLivery" },
    ]);
    expect(town!.role).toBe("bystanders");
    expect(town!.forces).toEqual([
      { profession: "townsfolk", count: 8, role: "townsfolk", placement: "inBuilding" },
    ]);
    expect(s.looseMounts).toEqual([
      { count: 1, where: "outsideSaloon", saddled: true },
      { count: 1, where: "inLivery", saddled: true },
    ]);
    expect(missingEncounterKeys(s)).toEqual([]);
  });

  it("on the trail: holed up, the outlaw leader at −2 for the STANDUP FIGHT", () => {
    const dice = sequenceDice(1, 2, 2, 3, 4, 4, 3, 1);
    const s = CAPTURE.setUp(dice, { settlementLevel: 5, place: "trail", lawmanRep: 4, outlawLeaderRep: 4 });
    expect(dice.remaining).toBe(0);
    const standup = s.rolls.filter((r) => r.purpose === "standupLeader");
    expect(standup.map((r) => r.target)).toEqual([4, 2]);
    expect(s.deployment).toMatchObject({ kind: "standup", setsUpFirst: "lawmen", activatesFirst: "outlaws" });
    expect(s.deployment.ambushBy).toBeUndefined();
    expect(s.sides[1]!.forces).toEqual([
      {
        profession: "outlaw",
        count: 1,
        role: "leader",
        placement: "inHideout",
        mount: "corral",
        mountValues: { inches: 9 },
      },
    ]);
    expect(s.sides[0]!.forces.map((l) => [l.profession, l.count])).toEqual([
      ["marshal", 1],
      ["deputy", 1],
    ]);
    expect(s.instructions).toContain("trialAndPunishment");
    expect(missingEncounterKeys(s)).toEqual([]);
  });

  it("refuses bad answers by name", () => {
    expect(fieldOf(() => CAPTURE.setUp(seededDice(1), { place: "sea" }))).toBe("place");
    expect(fieldOf(() => CAPTURE.setUp(seededDice(1), { lawmanProfession: "outlaw" }))).toBe(
      "lawmanProfession",
    );
    expect(fieldOf(() => CAPTURE.setUp(seededDice(1), { place: "town", buildings: 2, saloons: 3 }))).toBe(
      "saloons",
    );
    for (const d of [CAPTURE, CAPTURE_BUILDING_TABLE]) expect(missingInputKeys(d), d.id).toEqual([]);
  });
});
