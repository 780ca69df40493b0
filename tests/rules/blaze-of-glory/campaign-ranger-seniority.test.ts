import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import {
  assertCampaignState,
  endSeason,
  newCampaign,
  rangerRank,
  recordEncounter,
  type CampaignState,
  type EncounterOutcome,
} from "../../../src/rules/blaze-of-glory/campaign";
import { RUNS, expectRulesError, seedArb } from "../helpers/properties";

/*
 * A ranger company's seniority (L6165–6171): the Star's place, 1 the Captain, 2–3 Sergeants; he
 * moves up as rangers senior to him are lost (our reading), in an encounter or over the winter.
 */

const ranger = (place: number, over: Partial<CampaignState> = {}): CampaignState => {
  const s = newCampaign({
    profession: "ranger",
    locale: "westTexas",
    star: { rep: 4, sand: 4 },
    rangerCaptain: place === 1,
    rangerPlace: place,
  });
  return assertCampaignState({ ...s, ...over });
};

const inPlay = (s: CampaignState): CampaignState => ({
  ...s,
  phase: "play",
  tested: true,
  encounter: { id: "gunfight", gunfightType: 1, why: "table", locale: null, warriors: false },
});

const fought = (over: Partial<EncounterOutcome>): EncounterOutcome => ({
  won: true,
  star: { ranAway: false, outOfTheFight: false, engaged: true },
  handsLost: 0,
  ...over,
});

describe("ranks by place", () => {
  it("1 is the Captain, 2 and 3 Sergeants, the rest privates", () => {
    expect([1, 2, 3, 4, 12].map(rangerRank)).toEqual(["captain", "sergeant", "sergeant", "ranger", "ranger"]);
    expectRulesError(() => rangerRank(0), "place");
  });
  it("a new campaign keeps the place rolled; the Captain is place 1; an older record reads as before", () => {
    expect(ranger(7).ranger).toMatchObject({ place: 7, captain: false, company: 12 });
    expect(ranger(1).ranger).toMatchObject({ place: 1, captain: true });
    const old = ranger(1) as unknown as { ranger: Record<string, unknown> };
    const { place: _p, engagedSeniors: _e, ...captainBefore } = old.ranger;
    void _p;
    void _e;
    expect(assertCampaignState({ ...old, ranger: captainBefore }).ranger.place).toBe(1);
    expect(assertCampaignState({ ...old, ranger: { ...captainBefore, captain: false } }).ranger.place).toBe(
      12,
    );
    expectRulesError(
      () => assertCampaignState({ ...old, ranger: { ...old.ranger, place: 13 } }),
      "ranger.place",
    );
  });
});

describe("moving up", () => {
  it("place 4: three rode with him, two his seniors; two lost, one of them senior → a Sergeant at place 3", () => {
    const r = recordEncounter(
      inPlay(ranger(4)),
      seededDice(1),
      fought({ participants: 3, seniorsEngaged: 2, handsLost: 2, seniorsLost: 1 }),
    );
    // A recruit who joins up after it comes in below everyone.
    const joined = r.events.filter((e) => e.code === "joins").length;
    expect(r.state.ranger).toMatchObject({
      place: 3,
      captain: false,
      company: 10 + joined,
      engaged: 1,
      engagedSeniors: 1,
    });
    expect(r.events).toContainEqual({ code: "ranger.promoted.sergeant", values: { place: 3 } });
  });
  it("more lost than there are juniors: the rest were his seniors", () => {
    const r = recordEncounter(inPlay(ranger(11)), seededDice(2), fought({ participants: 3, handsLost: 3 }));
    // One junior below place 11 of 12: two of the three lost were senior.
    expect(r.state.ranger.place).toBe(9);
    expect(r.events).toContainEqual({ code: "ranger.promoted.ranger", values: { place: 9 } });
  });
  it("a Captain loses men but no place", () => {
    const r = recordEncounter(inPlay(ranger(1)), seededDice(3), fought({ participants: 4, handsLost: 2 }));
    expect(r.state.ranger).toMatchObject({ place: 1, captain: true, company: 10 });
    expect(r.events.some((e) => e.code.startsWith("ranger.promoted"))).toBe(false);
  });
  it("over the winter the idle seniors are rolled first: two of them lost make the Star the Captain", () => {
    const winter = {
      ...ranger(3),
      phase: "end" as const,
      turn: { year: 1875, season: "winter" as const },
      locale: "oldMexico" as const,
    };
    // Eleven idle rangers, the two seniors first: 5 and 6 lose them, 1s keep the rest.
    const r = endSeason(winter, sequenceDice(5, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1));
    expect(r.state.ranger).toMatchObject({
      place: 1,
      captain: true,
      company: 10,
      engaged: 0,
      engagedSeniors: 0,
    });
    expect(r.events).toContainEqual({ code: "ranger.promoted.captain", values: { place: 1 } });
    // Juniors lost move nobody.
    const juniors = endSeason(winter, sequenceDice(1, 1, 5, 6, 1, 1, 1, 1, 1, 1, 1));
    expect(juniors.state.ranger).toMatchObject({ place: 3, company: 10 });
  });
  it("property: the place never falls back, stays within the company, and the Captain is place 1", () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 0, max: 11 }),
        (seed, place, participants, seniorsEngaged, handsLost, seniorsLost) => {
          const before = ranger(place);
          const r = recordEncounter(
            inPlay(before),
            seededDice(seed),
            fought({ participants, seniorsEngaged, handsLost, seniorsLost }),
          ).state.ranger;
          expect(r.place).toBeLessThanOrEqual(place);
          expect(r.place).toBeGreaterThanOrEqual(1);
          expect(r.place).toBeLessThanOrEqual(r.company);
          expect(r.captain).toBe(r.place === 1);
          expect(rangerRank(r.place) === "captain").toBe(r.captain);
          expect(r.engagedSeniors).toBeLessThanOrEqual(Math.min(r.engaged, r.place - 1));
          // Nobody moves up unless someone was lost.
          if (handsLost === 0) expect(r.place).toBe(place);
        },
      ),
      RUNS,
    );
  });
});
