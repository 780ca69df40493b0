import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice, type DiceSource } from "../../../src/rules/core";
import {
  CAMPAIGN_PROFESSIONS,
  assertCampaignState,
  changeProfession,
  endSeason,
  moveSeason,
  neighbours,
  newCampaign,
  recordEncounter,
  skipEncounter,
  startSeason,
  testForEncounter,
  travelLinks,
  turnIndex,
  unpaidMenTest,
  unpaidTestOpen,
  mayCallBrothers,
  CAMPAIGN_PHASES,
  SEASONS,
  type CampaignProfession,
  type CampaignState,
  type StepResult,
} from "../../../src/rules/blaze-of-glory/campaign";
import { RUNS, seedArb } from "../helpers/properties";

/*
 * The campaign turn as the GM steps through it (rules core). A driver plays every season with the
 * plainest choices: stay put, record each encounter as won with nobody lost. Every state in between
 * must read back valid.
 */

function step(state: CampaignState, dice: DiceSource): StepResult {
  switch (state.phase) {
    case "start":
      // Unpaid outlaws test their Sand before the season starts.
      return unpaidTestOpen(state)
        ? unpaidMenTest(state, dice, {
            men: Array.from({ length: state.outlaw.unpaid }, (_, i) => ({
              who: null,
              name: `Hand ${i}`,
              sand: 4,
            })),
          })
        : startSeason(state, dice);
    case "move":
      return moveSeason(state, dice, { action: "stay" });
    case "encounter":
      return testForEncounter(state, dice);
    case "play":
      return state.encounter?.id === null
        ? skipEncounter(state, dice)
        : recordEncounter(state, dice, {
            won: true,
            star: { ranAway: false, outOfTheFight: false, engaged: true },
            handsLost: 0,
            jobDone: true,
          });
    case "end":
      return endSeason(state, dice);
    case "over":
      throw new Error("over");
  }
}

const START: Record<CampaignProfession, Parameters<typeof newCampaign>[0]> = {
  cowboy: {
    profession: "cowboy",
    locale: "newMexico",
    star: { rep: 5, sand: 4 },
    hands: 18,
    cattle: 6,
    cowboyRole: "rancher",
  },
  gunfighter: { profession: "gunfighter", locale: "kansas", star: { rep: 7, sand: 5 } },
  marshal: { profession: "marshal", locale: "indianTerritory", star: { rep: 5, sand: 4 } },
  outlaw: { profession: "outlaw", locale: "missouri", star: { rep: 5, sand: 4 }, hands: 7 },
  ranger: { profession: "ranger", locale: "westTexas", star: { rep: 5, sand: 5 } },
  sheriff: { profession: "sheriff", locale: "arizona", star: { rep: 5, sand: 4 } },
};

function runYear(profession: CampaignProfession, seed: number) {
  const dice = seededDice(seed);
  let state = newCampaign(START[profession]);
  const log: StepResult[] = [];
  for (let guard = 0; guard < 200 && turnIndex(state.turn) < 4 && state.phase !== "over"; guard++) {
    const result = step(state, dice);
    expect(assertCampaignState(result.state)).toEqual(result.state);
    log.push(result);
    state = result.state;
  }
  return { state, log };
}

describe("a year of campaign turns in each profession", () => {
  for (const profession of CAMPAIGN_PROFESSIONS)
    it(`${profession}: four seasons run, every state valid, Spring 1876 reached`, () => {
      fc.assert(
        fc.property(seedArb, (seed) => {
          const { state, log } = runYear(profession, seed);
          expect(state.turn).toEqual({ year: 1876, season: "spring" });
          expect(state.phase).toBe("start");
          // The same seed plays the same year.
          expect(runYear(profession, seed).state).toEqual(state);
          expect(log.filter((r) => r.rolls.length === 0 && r.events.length === 0).length).toBeLessThan(
            log.length,
          );
        }),
        { ...RUNS, numRuns: 30 },
      );
    });
});

describe("a season with travel on the map", () => {
  it("every step keeps the state valid; travel goes only along the map's links", () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.constantFrom(...CAMPAIGN_PROFESSIONS),
        fc.boolean(),
        (seed, profession, lieLow) => {
          const dice = seededDice(seed);
          // A change of profession in spring is taken or refused with a reason, never half-done.
          const start = newCampaign(START[profession]);
          try {
            expect(changeProfession(start, dice, "outlaw").state.profession).toBe("outlaw");
          } catch (error) {
            expect(profession).toBe("outlaw");
            expect(String(error)).toMatch(/sameProfession/);
          }
          let s = startSeason(start, dice).state;
          const links = travelLinks(undefined);
          const near = neighbours(s.locale);
          expect(
            near.every((n) =>
              links.some(([a, b]) => (a === s.locale && b === n) || (b === s.locale && a === n)),
            ),
          ).toBe(true);
          const to = near[seed % Math.max(1, near.length)];
          s = moveSeason(
            s,
            dice,
            lieLow || !to ? { action: "lieLow" } : { action: "travel", to, neighbours: near },
          ).state;
          if (!lieLow && to) expect(s.locale).toBe(to);
          for (let guard = 0; guard < 20 && s.phase !== "end"; guard++) {
            const r =
              s.phase === "encounter"
                ? testForEncounter(s, dice)
                : s.encounter?.id === null
                  ? skipEncounter(s, dice)
                  : recordEncounter(s, dice, {
                      won: seed % 2 === 0,
                      star: { ranAway: false, outOfTheFight: seed % 3 === 0, engaged: true },
                      handsLost: seed % 2,
                      kills: [{ profession: "outlaw", rep: 3 }],
                    });
            expect(assertCampaignState(r.state)).toEqual(r.state);
            s = r.state;
          }
          expect(s.phase).toBe("end");
          const next = endSeason(s, dice).state;
          expect(turnIndex(next.turn)).toBe(1);
          expect(next.hands).toBeGreaterThanOrEqual(0);
        },
      ),
      RUNS,
    );
  });
});

describe("steps", () => {
  it("refuses a step out of its phase and a journey off the map", () => {
    const s = newCampaign(START.marshal);
    expect(() => endSeason(s, sequenceDice())).toThrow(/end phase/);
    const moving = startSeason(s, sequenceDice()).state;
    expect(() =>
      moveSeason(moving, sequenceDice(), {
        action: "travel",
        to: "canada",
        neighbours: neighbours("indianTerritory"),
      }),
    ).toThrow(/travel map/);
    const moved = moveSeason(moving, sequenceDice(), {
      action: "travel",
      to: "kansas",
      neighbours: neighbours("indianTerritory"),
    });
    expect(moved.state.locale).toBe("kansas");
  });

  it("Tom, the Marshal (L5815–5827): (1, 3) vs 2 → encounter; 6 at level 2 → Big Capture", () => {
    let s = startSeason(newCampaign(START.marshal), sequenceDice()).state;
    s = moveSeason(s, sequenceDice(), { action: "stay" }).state;
    const r = testForEncounter(s, sequenceDice(1, 3, 6));
    expect(r.state.phase).toBe("play");
    expect(r.state.encounter).toMatchObject({ id: "bigCapture", why: "table" });
  });

  it("Virgil, the Sheriff: deputies SL − 1d6, HT on 6 at level 3; fall good will and election", () => {
    let s = newCampaign(START.sheriff);
    s = startSeason(s, sequenceDice(1)).state;
    expect(s.sheriff.deputies).toBe(2);
    s = moveSeason(s, sequenceDice(), { action: "stay" }).state;
    s = testForEncounter(s, sequenceDice(3, 5, 2, 4)).state;
    expect(s.encounter?.id).toBe("hurrahingTheTown");
    s = recordEncounter(s, sequenceDice(3, 2, 6, 6, 6), {
      won: true,
      star: { ranAway: false, outOfTheFight: false, engaged: true },
      handsLost: 0,
      kills: [
        { profession: "cowboy", rep: 4 },
        { profession: "cowboy", rep: 4 },
      ],
    }).state;
    // Two Cowboys killed: kin tests 3 and 2 are not over Rep 4 (no kin); JOIN UP (6, 6, 6) brings nobody.
    expect(s.clans).toEqual([]);
    expect(s.sheriff.year.othersKilled).toBe(2);
  });

  it("an outlaw's job that succeeds pays 1d6 × level and may bring a posse at once", () => {
    let s = newCampaign(START.outlaw);
    s = moveSeason(startSeason(s, sequenceDice()).state, sequenceDice(), { action: "stay" }).state;
    // Loot (1, 1) vs 4 → now; OUTLAW ENCOUNTERS 3 at level 4 → Robbery.
    s = testForEncounter(s, sequenceDice(1, 1, 3)).state;
    expect(s.encounter).toMatchObject({ id: "robbery", why: "job" });
    // The take 5 × 4 = 20; pursuit (1, 6) vs 4 → pass 1 → posse.
    const r = recordEncounter(s, sequenceDice(5, 1, 6), {
      won: true,
      star: { ranAway: false, outOfTheFight: false, engaged: true },
      handsLost: 0,
      jobDone: true,
    });
    expect(r.state.lucre).toBe(20);
    expect(r.state.encounter).toMatchObject({ id: "posse", why: "pursuit" });
  });

  it("a wanted outlaw meets the Lawdawgs first, then still looks for loot (L5839)", () => {
    let s: CampaignState = {
      ...newCampaign(START.outlaw),
      wanted: { national: 0, locales: { missouri: 2 } },
    };
    // LONG ARM vs min(4, 2): (1, 2) → now; LAWDAWG 3 at level 4 → Gunfight.
    s = startSeason(s, sequenceDice(1, 2, 3)).state;
    expect(s.queue.map((e) => [e.id, e.why])).toEqual([["gunfight", "lawdawg"]]);
    s = moveSeason(s, sequenceDice(), { action: "stay" }).state;
    s = testForEncounter(s, sequenceDice()).state;
    expect(s.encounter?.why).toBe("lawdawg");
    s = recordEncounter(s, sequenceDice(), {
      won: true,
      star: { ranAway: false, outOfTheFight: false, engaged: true },
      handsLost: 0,
    }).state;
    expect(s.phase).toBe("encounter");
    // LOOKING FOR LOOT (6, 6) vs 4 → nothing; the season ends.
    const loot = testForEncounter(s, sequenceDice(6, 6));
    expect(loot.rolls.map((r) => r.purpose)).toEqual(["lookingForLoot"]);
    expect(loot.state.phase).toBe("end");
  });

  it("the pursuit reading (I-53): against the lucre taken, (6, 6) still brings a posse and the wanted test", () => {
    let s = newCampaign(START.outlaw);
    s = moveSeason(startSeason(s, sequenceDice()).state, sequenceDice(), { action: "stay" }).state;
    s = testForEncounter(s, sequenceDice(1, 1, 3)).state;
    const done = {
      won: true,
      star: { ranAway: false, outOfTheFight: false, engaged: true },
      handsLost: 0,
      jobDone: true,
    };
    // The take 5 × 4 = 20. Against the level (4), (6, 6) is no pursuit; against 20 LP, both dice pass.
    expect(recordEncounter(s, sequenceDice(5, 6, 6), done).state.encounter).toBeNull();
    const chased = recordEncounter(s, sequenceDice(5, 6, 6, 1), done, { pursuitAgainst: "lucre" });
    expect(chased.state.encounter).toMatchObject({ id: "posse", why: "pursuit" });
    expect(chased.state.wanted.locales.missouri).toBe(1);
  });

  it("the law closing in: a pass 1 counts only when the next season here gives it again (L5997–6003)", () => {
    let s: CampaignState = {
      ...newCampaign(START.outlaw),
      wanted: { national: 0, locales: { missouri: 2 } },
    };
    s = startSeason(s, sequenceDice(1, 6)).state;
    expect(s.pending.longArm).toBe("missouri");
    s = moveSeason(s, sequenceDice(), { action: "stay" }).state;
    s = testForEncounter(s, sequenceDice(6, 6)).state;
    // Payout: 7 unpaid; loyalty (1, 1) → they stick; join up (6, 6) → nobody.
    s = endSeason(s, sequenceDice(1, 1, 6, 6)).state;
    const again = startSeason(s, sequenceDice(2, 6, 3));
    expect(again.state.queue.map((e) => [e.id, e.why])).toEqual([["gunfight", "lawdawg"]]);
    expect(again.state.pending.longArm).toBeNull();
    // A season without the second pass 1 forgets the first.
    const forgotten = startSeason(s, sequenceDice(6, 6)).state;
    expect(forgotten.pending.longArm).toBeNull();
    expect(forgotten.queue).toEqual([]);
  });

  it("the alternate experience method: a die over Rep raises it, a 1 on Sand lowers it; none after running", () => {
    const s: CampaignState = {
      ...newCampaign(START.marshal),
      phase: "play",
      encounter: { id: "gunfight", gunfightType: 1, why: "table", locale: null, warriors: false },
    };
    const won = { won: true, star: { ranAway: false, outOfTheFight: false, engaged: true }, handsLost: 0 };
    // Rep 5: 6 → 6; Sand 4: 1 → 3. Then the Marshal's JOIN UP (6, 6, 6) vs his new Rep 6: a Marshal joins.
    const r = recordEncounter(s, sequenceDice(6, 1, 6, 6, 6), won, { experience: "alternate" });
    expect(r.state.star).toMatchObject({ rep: 6, sand: 3, rap: 0 });
    expect(r.events.map((e) => e.code)).toEqual(["repUp", "sandChanges", "joins"]);
    const ran = recordEncounter(
      s,
      sequenceDice(6, 6, 6),
      { ...won, star: { ...won.star, ranAway: true } },
      { experience: "alternate" },
    );
    expect(ran.state.star).toMatchObject({ rep: 5, sand: 4 });
  });

  it("changing profession: in spring, outlawry any season, no badge where wanted, a sheriff needs a town", () => {
    const spring = newCampaign(START.gunfighter);
    const sheriff = changeProfession(spring, sequenceDice(), "sheriff").state;
    expect(sheriff).toMatchObject({ profession: "sheriff", home: "kansas", phase: "start" });
    expect(sheriff.sheriff.inOffice).toBe(true);
    const fall = { ...spring, turn: { year: 1876, season: "fall" as const } };
    expect(() => changeProfession(fall, sequenceDice(), "marshal")).toThrow(/notSpring/);
    expect(changeProfession(fall, sequenceDice(), "outlaw").state.profession).toBe("outlaw");
    const wanted = { ...spring, wanted: { national: 0, locales: { kansas: 1 } } };
    expect(() => changeProfession(wanted, sequenceDice(), "ranger")).toThrow(/wantedHere/);
    const wilds = { ...spring, locale: "nebraska" as const };
    expect(() => changeProfession(wilds, sequenceDice(), "sheriff")).toThrow(/level 3/);
  });

  it("lying low: no test the first season; found the second on a die at or under 2", () => {
    let s = moveSeason(startSeason(newCampaign(START.gunfighter), sequenceDice(6)).state, sequenceDice(), {
      action: "lieLow",
    }).state;
    expect(s.lyingLow).toBe(1);
    s = testForEncounter(s, sequenceDice()).state;
    expect(s.phase).toBe("end");
    s = endSeason(s, sequenceDice()).state;
    s = startSeason(s, sequenceDice()).state;
    const found = moveSeason(s, sequenceDice(2), { action: "lieLow" }).state;
    expect(found.queue).toEqual([
      { id: null, gunfightType: null, why: "raid", locale: null, warriors: false },
    ]);
    expect(testForEncounter(found, sequenceDice()).state.encounter?.why).toBe("raid");
  });

  it("the campaign ends after Winter 1885", () => {
    const s = {
      ...newCampaign(START.marshal),
      turn: { year: 1885, season: "winter" as const },
      phase: "end" as const,
    };
    expect(endSeason(s, sequenceDice()).state.phase).toBe("over");
  });
});

describe("brothers kept away (L4052)", () => {
  it("property: they are called only at the start of a season that is not winter", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CAMPAIGN_PHASES), fc.constantFrom(...SEASONS), (phase, season) => {
        expect(mayCallBrothers({ phase, turn: { year: 1876, season } })).toBe(
          phase === "start" && season !== "winter",
        );
      }),
      RUNS,
    );
  });
});
