import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import {
  CAMPAIGN_PROFESSIONS,
  endSeason,
  keptProfession,
  moveSeason,
  newCampaign,
  recordEncounter,
  skipEncounter,
  startSeason,
  testForEncounter,
  type CampaignState,
} from "../../../src/rules/blaze-of-glory/campaign";
import { RUNS, seedArb } from "../helpers/properties";

/* The SIMPLE CAMPAIGN (L4668–4687): the encounter test, then the simple table in the Star's column. */

const simple = (profession: CampaignState["profession"], over: Partial<CampaignState> = {}) => ({
  ...newCampaign({ profession, locale: "kansas", star: { rep: 4, sand: 4 }, hands: 3, simple: true }),
  ...over,
});

describe("the simple campaign", () => {
  it("starts a season with none of the profession's books: a wanted outlaw tests no long arm", () => {
    const s = simple("outlaw", { wanted: { national: 1, locales: { kansas: 2 } } });
    const r = startSeason(s, sequenceDice());
    expect(r.rolls).toEqual([]);
    expect(r.state.phase).toBe("move");
  });
  it("an encounter test's pass 1 reads the simple table in the Star's column: a sheriff's 9 is a Capture", () => {
    const s = simple("sheriff", { phase: "encounter" });
    const r = testForEncounter(s, sequenceDice(1, 6, 4, 5));
    expect(r.rolls.map((x) => [x.purpose, x.dice])).toEqual([
      ["encounterTest", [1, 6]],
      ["simpleCampaign", [4, 5]],
    ]);
    expect(r.state.encounter).toMatchObject({ id: "capture", why: "simple" });
    expect(r.state.phase).toBe("play");
  });
  it("an outlaw does not look for loot: the one test is the settlement level's", () => {
    const r = testForEncounter(simple("outlaw", { phase: "encounter" }), sequenceDice(1, 6, 6, 6));
    expect(r.state.encounter).toMatchObject({ id: "robbery" });
    expect(r.rolls.map((x) => x.purpose)).toEqual(["encounterTest", "simpleCampaign"]);
  });
  it("a quiet season ends with no payout, no company, no range war", () => {
    const quiet = testForEncounter(simple("outlaw", { phase: "encounter" }), sequenceDice(6, 6));
    expect(quiet.state.phase).toBe("end");
    const end = endSeason({ ...quiet.state, lucre: 0 }, sequenceDice());
    expect(end.rolls).toEqual([]);
    expect(end.state.phase).toBe("start");
  });
  it("a rancher's drive is not started by a move", () => {
    const s = { ...simple("cowboy", { phase: "move", cattle: 4 }) };
    s.cowboy = { ...s.cowboy, role: "rancher" };
    const r = moveSeason(s, sequenceDice(), { action: "stay", drive: { cattle: 3, legs: 3 } });
    expect(r.state.cowboy.drive).toBeNull();
    expect(r.state.cattle).toBe(4);
  });
});

describe("the simple campaign, properties", () => {
  // The general campaign's own rolls; none of the six professions' tables.
  const GENERAL = new Set([
    "advanceOfCivilization",
    "encounterTest",
    "simpleCampaign",
    "lyingLow",
    "joinUp",
    "experienceRep",
    "experienceSand",
    "kinCatchUp",
    "kinEncounter",
    "hasKin",
    "kinCount",
    "randomNpcSelection",
  ]);
  it("a year in any profession rolls only the general campaign's tables", () => {
    fc.assert(
      fc.property(seedArb, fc.constantFrom(...CAMPAIGN_PROFESSIONS), (seed, profession) => {
        const dice = seededDice(seed);
        let s: CampaignState = simple(profession);
        for (let g = 0; g < 80 && s.turn.year === 1875; g++) {
          const r =
            s.phase === "start"
              ? startSeason(s, dice)
              : s.phase === "move"
                ? moveSeason(s, dice, { action: seed % 3 === 0 ? "lieLow" : "stay" })
                : s.phase === "encounter"
                  ? testForEncounter(s, dice)
                  : s.phase === "play"
                    ? s.encounter?.id === null
                      ? skipEncounter(s, dice)
                      : recordEncounter(s, dice, {
                          won: true,
                          star: { ranAway: false, outOfTheFight: false, engaged: true },
                          handsLost: 0,
                          kills: [{ profession: "outlaw", rep: 3 }],
                        })
                    : endSeason(s, dice);
          for (const roll of r.rolls) expect(GENERAL.has(roll.purpose), roll.purpose).toBe(true);
          s = r.state;
        }
        expect(s.turn).toEqual({ year: 1876, season: "spring" });
        expect(s.simple).toBe(true);
        // No profession's books are kept; the same Star outside the simple campaign keeps his own.
        expect(keptProfession(s)).toBeNull();
        expect(keptProfession({ ...s, simple: false })).toBe(s.profession);
      }),
      RUNS,
    );
  });
});
