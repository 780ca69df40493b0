import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import { LOCALE_IDS } from "../../../src/rules/blaze-of-glory/encounters";
import {
  CAMPAIGN_PROFESSIONS,
  LIFE_AND_TIMES_RESULTS,
  mayChooseRobbery,
  newCampaign,
  testForEncounter,
  trailBossSpares,
  type CampaignState,
  type LifeAndTimesRecord,
} from "../../../src/rules/blaze-of-glory/campaign";
import { RUNS, seedArb } from "../helpers/properties";

/* LIFE AND TIMES (L4006–4021) in the seasons: each result where its locale is. */

const at = (
  profession: CampaignState["profession"],
  lifeAndTimes: LifeAndTimesRecord[],
  over: Partial<CampaignState> = {},
): CampaignState => ({
  ...newCampaign({ profession, locale: "kansas", star: { rep: 4, sand: 4 }, lifeAndTimes }),
  phase: "encounter",
  ...over,
});

describe("a name for gunplay and the family ranch: a second test where he has them", () => {
  it("no encounter in Kansas, where he is known for gunplay: he tests again; pass 1 is a GF-1", () => {
    const r = testForEncounter(
      at("marshal", [{ result: "gunplayReputation", locale: "kansas" }]),
      sequenceDice(6, 6, 1, 6),
    );
    expect(r.rolls.map((x) => [x.purpose, x.subject ?? null])).toEqual([
      ["encounterTest", "locale.kansas"],
      ["encounterTest", "life.gunplayReputation"],
    ]);
    expect(r.state.encounter).toMatchObject({ id: "gunfight", gunfightType: 1, why: "gunplay" });
  });
  it("elsewhere, or with no such name, the quiet season stays quiet", () => {
    for (const life of [[], [{ result: "gunplayReputation", locale: "montana" }]] as LifeAndTimesRecord[][]) {
      const r = testForEncounter(at("marshal", life), sequenceDice(6, 6));
      expect(r.rolls).toHaveLength(1);
      expect(r.state.phase).toBe("end");
    }
  });
  it("at the family ranch the second test's encounter comes from the ranch's table", () => {
    const r = testForEncounter(
      at("gunfighter", [{ result: "familyRanch", locale: "kansas" }]),
      sequenceDice(6, 6, 1, 6, 4),
    );
    expect(r.rolls.at(-1)).toMatchObject({ purpose: "atTheRanch", dice: [4] });
    expect(r.state.encounter).toMatchObject({ id: "rangeWar", why: "familyRanch" });
    // The family's range war is theirs: his own books (a rancher's) are not at war.
    expect(r.state.cowboy.rangeWar).toBe(false);
  });
});

describe("wanted, a bank connection, friends", () => {
  const robbery = { id: "robbery" as const, gunfightType: null, why: "table", locale: null, warriors: false };
  it("wanted where a Robbery is called: 1d6 = 1 makes it a Posse; other faces leave it", () => {
    const life: LifeAndTimesRecord[] = [{ result: "wanted", locale: "kansas" }];
    const posse = testForEncounter(at("gunfighter", life, { queue: [robbery] }), sequenceDice(1));
    expect(posse.state.encounter).toMatchObject({ id: "posse" });
    expect(posse.events.map((e) => e.code)).toContain("wantedPosse");
    const kept = testForEncounter(at("gunfighter", life, { queue: [robbery] }), sequenceDice(2));
    expect(kept.state.encounter).toMatchObject({ id: "robbery" });
    // Not wanted here: no die at all.
    expect(testForEncounter(at("gunfighter", [], { queue: [robbery] }), sequenceDice()).rolls).toEqual([]);
  });
  it("a bank connection: an Outlaw's job or a Sheriff's encounter may be a Robbery instead of the table", () => {
    const bank: LifeAndTimesRecord[] = [{ result: "bankConnection", locale: "kansas" }];
    const sheriff = at("sheriff", bank);
    sheriff.sheriff = { ...sheriff.sheriff, inOffice: true };
    const chosen = testForEncounter(sheriff, sequenceDice(1, 6), { robbery: true });
    expect(chosen.rolls.map((x) => x.purpose)).toEqual(["encounterTest"]);
    expect(chosen.state.encounter).toMatchObject({ id: "robbery", why: "bankConnection" });
    // Not chosen: the sheriff's table is rolled as usual.
    const rolled = testForEncounter(sheriff, seededDice(3), { robbery: false });
    expect(rolled.rolls.map((x) => x.purpose)).not.toContain("wantedRobbery");
    expect(mayChooseRobbery(at("marshal", bank))).toBe(false);
  });
  it("a friend where a capture comes: no ambush", () => {
    const capture = { ...robbery, id: "capture" as const };
    const r = testForEncounter(
      at("outlaw", [{ result: "friendsHideout", locale: "kansas" }], { queue: [capture] }),
      sequenceDice(),
    );
    expect(r.state.encounter).toMatchObject({ id: "capture", noAmbush: true });
    const none = testForEncounter(at("outlaw", [], { queue: [capture] }), sequenceDice());
    expect(none.state.encounter!.noAmbush).toBeUndefined();
  });
});

describe("a Trail Boss's name", () => {
  it("spares a drive its first trail encounter, and only the first", () => {
    const drive = (life: LifeAndTimesRecord[], seed: number) => {
      const s = at("cowboy", life, { turn: { year: 1875, season: "summer" } });
      s.cowboy = {
        ...s.cowboy,
        role: "trailBoss",
        drive: { cattle: 4, legs: 5, done: 0, own: false, seasonLegs: 0, stalled: false, spared: false },
      };
      return testForEncounter(s, seededDice(seed), { driveTo: "missouri" });
    };
    const name: LifeAndTimesRecord[] = [{ result: "trailBossReputation", locale: null }];
    const seed = [...Array(200).keys()].find((n) => drive([], n).state.encounter?.why === "trail")!;
    const without = drive([], seed);
    const spared = drive(name, seed);
    expect(spared.rolls).toEqual(without.rolls);
    expect(spared.state.encounter).toBeNull();
    expect(spared.state.cowboy.drive!.spared).toBe(true);
    expect(spared.events.map((e) => e.code)).toContain("trailBossSpared");
  });
});

describe("life and times, properties", () => {
  const lifeArb = fc.array(
    fc.record({
      result: fc.constantFrom(...LIFE_AND_TIMES_RESULTS),
      locale: fc.option(fc.constantFrom(...LOCALE_IDS), { nil: null }),
    }),
    { maxLength: 5 },
  );
  it("a Robbery may be chosen only by an Outlaw or Sheriff with a bank here; a drive is spared only by the name", () => {
    fc.assert(
      fc.property(
        seedArb,
        lifeArb,
        fc.constantFrom(...CAMPAIGN_PROFESSIONS),
        fc.boolean(),
        (seed, life, profession, simple) => {
          const s = { ...at(profession, life), simple };
          const bank = life.some((e) => e.result === "bankConnection" && e.locale === "kansas");
          expect(mayChooseRobbery(s)).toBe(
            bank && !simple && (profession === "outlaw" || profession === "sheriff"),
          );
          expect(trailBossSpares(s)).toBe(life.some((e) => e.result === "trailBossReputation"));
          // A second test is rolled only where he has a name for gunplay or the family ranch.
          const r = testForEncounter({ ...s, profession: "marshal", simple: false }, seededDice(seed));
          const second = r.rolls.filter((x) => x.subject?.startsWith("life.")).length;
          const here = life.some(
            (e) => (e.result === "gunplayReputation" || e.result === "familyRanch") && e.locale === "kansas",
          );
          if (!here) expect(second).toBe(0);
        },
      ),
      RUNS,
    );
  });
});
