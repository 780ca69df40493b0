import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import {
  KIN_ENCOUNTERS,
  assertCampaignState,
  kinDefinition,
  kinSetUp,
  newCampaign,
  testForEncounter,
  recordEncounter,
  type CampaignState,
  type KinForce,
} from "../../../src/rules/blaze-of-glory/campaign";
import { encounterDefinition } from "../../../src/rules/blaze-of-glory/encounters";
import { RUNS, expectRulesError, seedArb } from "../helpers/properties";
import { missingEncounterKeys, missingInputKeys } from "./encounter-codes";

/*
 * A vengeful clan's encounter (L4075–4085): the brothers who found the Star (rolled from the Cowboy
 * or Outlaw list) stand against him; in a Capture they come for him, in a Posse he is the runner.
 */

const GUNFIGHT = encounterDefinition("gunfight")!;
const CAPTURE = encounterDefinition("capture")!;
const POSSE = encounterDefinition("posse")!;
const three: KinForce = { brothers: 3, profession: "outlaw" };

describe("the brothers as the other side", () => {
  it("a gunfight: the opponents become 3 outlaw brothers; the Star's side and the rest stay as rolled", () => {
    const plain = GUNFIGHT.setUp(seededDice(5), {});
    const kin = kinSetUp(plain, three);
    expect(kin.sides[0]).toEqual(plain.sides[0]);
    expect(kin.sides[1]).toMatchObject({ id: "opposition", role: "opposition", label: "kin" });
    expect(kin.sides[1]!.forces.map((f) => [f.profession, f.count, f.role])).toEqual([["outlaw", 3, "kin"]]);
    expect({ ...kin, sides: [] }).toEqual({ ...plain, sides: [] });
    expect(missingEncounterKeys(kin)).toEqual([]);
  });
  it("a capture: the players are the outlaws' side (the Star), the lawmen's side is the brothers", () => {
    const definition = kinDefinition(CAPTURE, { brothers: 2, profession: "cowboy" });
    const side = definition.inputs.find((i) => i.key === "playerSide");
    expect(side).toMatchObject({ choices: ["outlaws"], default: "outlaws" });
    expect(missingInputKeys(definition)).toEqual([]);
    const setup = definition.setUp(seededDice(6), { playerSide: "outlaws", settlementLevel: 3 });
    expect(setup.sides.find((s) => s.role === "players")!.id).toBe("outlaws");
    const them = setup.sides.filter((s) => s.role === "opposition");
    expect(them.map((s) => s.id)).toEqual(["lawmen"]);
    expect(them[0]!.forces).toMatchObject([{ profession: "cowboy", count: 2, role: "kin" }]);
  });
  it("a posse: the Star runs, the brothers chase, mounted as the chasers were", () => {
    const definition = kinDefinition(POSSE, { brothers: 4, profession: "outlaw" });
    const setup = definition.setUp(seededDice(7), { playerSide: "runners" });
    const chasers = setup.sides.find((s) => s.id === "chasers")!;
    expect(chasers.role).toBe("opposition");
    expect(chasers.forces).toEqual([{ profession: "outlaw", count: 4, role: "kin", mount: "mounted" }]);
  });
  it("refuses a clan of none or of seven, or of another list", () => {
    const plain = GUNFIGHT.setUp(seededDice(5), {});
    expectRulesError(() => kinSetUp(plain, { brothers: 0, profession: "outlaw" }), "kin.brothers");
    expectRulesError(() => kinSetUp(plain, { brothers: 7, profession: "outlaw" }), "kin.brothers");
    expectRulesError(
      () => kinDefinition(GUNFIGHT, { brothers: 2, profession: "sheriff" as "outlaw" }),
      "kin.profession",
    );
  });
  it("property: whatever the kin's encounter and dice, every side against the Star is the brothers alone", () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.constantFrom(...KIN_ENCOUNTERS.map(([, , id]) => id)),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom("cowboy", "outlaw") as fc.Arbitrary<"cowboy" | "outlaw">,
        (seed, id, brothers, profession) => {
          const definition = kinDefinition(encounterDefinition(id)!, { brothers, profession });
          const setup = definition.setUp(seededDice(seed), {});
          const against = setup.sides.filter((s) => s.role === "opposition");
          expect(against.length).toBeGreaterThan(0);
          for (const side of against)
            expect(side.forces.map((f) => [f.profession, f.count, f.role])).toEqual([
              [profession, brothers, "kin"],
            ]);
          for (const side of setup.sides.filter((s) => s.role !== "opposition"))
            expect(side.forces.some((f) => f.role === "kin")).toBe(false);
          expect(kinSetUp(setup, { brothers, profession })).toEqual(setup);
        },
      ),
      RUNS,
    );
  });
});

describe("the campaign calls them", () => {
  it("a clan that catches up queues its encounter with the brothers who found him", () => {
    const s: CampaignState = assertCampaignState({
      ...newCampaign({ profession: "gunfighter", locale: "kansas", star: { rep: 4, sand: 4 } }),
      phase: "encounter",
      clans: [{ brothers: 4, locale: null, profession: "cowboy" }],
    });
    // No encounter on the season's test (6, 6); the clan: 1d6 = 2 (≤ 4: two found him), 1d6 = 3 → Capture.
    const r = testForEncounter(s, sequenceDice(6, 6, 2, 3));
    expect(r.state.encounter).toMatchObject({
      id: "capture",
      why: "kin",
      kin: { clan: 0, brothers: 2, profession: "cowboy" },
    });
    expect(assertCampaignState(r.state)).toEqual(r.state);
  });
});

describe("a clan wiped out", () => {
  it("its waiting encounters are dropped; another clan's follows it as the list closes up", () => {
    const kin = (clan: number, profession: "cowboy" | "outlaw") => ({
      id: "gunfight" as const,
      gunfightType: null,
      why: "kin",
      locale: null,
      warriors: false,
      kin: { clan, brothers: 1, profession },
    });
    const s: CampaignState = assertCampaignState({
      ...newCampaign({ profession: "gunfighter", locale: "kansas", star: { rep: 4, sand: 4 } }),
      phase: "play",
      tested: true,
      clans: [
        { brothers: 1, locale: null, profession: "cowboy" },
        { brothers: 2, locale: null, profession: "outlaw" },
      ],
      encounter: kin(0, "cowboy"),
      queue: [kin(0, "cowboy"), kin(1, "outlaw")],
    });
    // The last cowboy brother is out of it: his clan is done.
    const r = recordEncounter(s, seededDice(9), {
      won: true,
      star: { ranAway: false, outOfTheFight: false, engaged: true },
      handsLost: 0,
      kinRemoved: [{ clan: 0, brothers: 1 }],
    });
    expect(r.state.clans).toEqual([{ brothers: 2, locale: null, profession: "outlaw" }]);
    const waiting = [r.state.encounter, ...r.state.queue].filter((e) => e?.why === "kin");
    expect(waiting.map((e) => e!.kin)).toEqual([{ clan: 0, brothers: 1, profession: "outlaw" }]);
  });
});
