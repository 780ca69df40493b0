import { describe, expect, it } from "vitest";
import { sequenceDice } from "../../../src/rules/core";
import { LOCALE_IDS, LOCALES } from "../../../src/rules/blaze-of-glory/encounters";
import {
  FIRST_TURN,
  LAST_TURN,
  SEASONS,
  canTravel,
  clanAfter,
  isAdvanceOfCivilizationTurn,
  levelsOf1875,
  lifeAndTimesResult,
  nextTurn,
  professionChangeRefusal,
  rollAdvanceOfCivilization,
  rollEncounterTest,
  rollFightinBrothers,
  rollKinCatchUp,
  rollLifeAndTimes,
  rollLyingLow,
  rollVengefulKin,
  turnAt,
  turnIndex,
  turnsBetween,
  type KinClan,
} from "../../../src/rules/blaze-of-glory/campaign";
import { expectRulesError } from "../helpers/properties";

/*
 * The campaign game's set-up and turn (L3986–4250). Tables are transcribed here from the seed in
 * their own words; the implementation's tables never build an expected value.
 */

describe("passage of time (L4110–4120, E-6)", () => {
  it("runs 44 seasons from Spring 1875 to Winter 1885 and stops", () => {
    expect(turnIndex(FIRST_TURN)).toBe(0);
    expect(turnIndex(LAST_TURN)).toBe(43);
    expect(turnAt(5)).toEqual({ year: 1876, season: "summer" });
    expect(nextTurn({ year: 1875, season: "winter" })).toEqual({ year: 1876, season: "spring" });
    expect(nextTurn(LAST_TURN)).toBeNull();
    expect(turnsBetween({ year: 1877, season: "fall" }, { year: 1880, season: "spring" })).toBe(10);
    expect(SEASONS).toEqual(["spring", "summer", "fall", "winter"]);
  });

  it("allows map movement in every season but winter (L4124–4126)", () => {
    expect(["spring", "summer", "fall", "winter"].map((s) => canTravel(s as never))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("rolls the advance of civilization at the start of Spring 1880 only (L4198)", () => {
    expect(isAdvanceOfCivilizationTurn({ year: 1880, season: "spring" })).toBe(true);
    expect(isAdvanceOfCivilizationTurn({ year: 1880, season: "summer" })).toBe(false);
    expect(isAdvanceOfCivilizationTurn({ year: 1879, season: "spring" })).toBe(false);
  });

  it("refuses a turn outside the campaign", () => {
    expectRulesError(() => turnIndex({ year: 1886, season: "spring" }), "turn.year");
    expectRulesError(() => turnIndex({ year: 1880, season: "autumn" as never }), "turn.season");
  });
});

describe("LIFE AND TIMES (L4006–4021)", () => {
  // The table as printed: "2/3", "4", "5/6", "7", "8", "9/10", "11", "12".
  const SEED: Record<number, string> = {
    2: "lawmanFriend",
    3: "lawmanFriend",
    4: "familyRanch",
    5: "friendsHideout",
    6: "friendsHideout",
    7: "qualityHorse",
    8: "gunplayReputation",
    9: "trailBossReputation",
    10: "trailBossReputation",
    11: "wanted",
    12: "bankConnection",
  };
  it("reads every total as printed", () => {
    for (let total = 2; total <= 12; total++) expect(lifeAndTimesResult(total)).toBe(SEED[total]);
  });

  it("W-37: a Rep 4 Star rolls on the table four times", () => {
    const dice = sequenceDice(1, 1, 2, 2, 3, 4, 4, 4);
    const { entries } = rollLifeAndTimes(dice, 4);
    expect(entries.map((e) => e.result)).toEqual([
      "lawmanFriend",
      "familyRanch",
      "qualityHorse",
      "gunplayReputation",
    ]);
    expect(dice.remaining).toBe(0);
    expect(entries.map((e) => e.localeOfChoice)).toEqual([true, true, false, true]);
  });

  it("rolls RANDOM LOCALE SELECTION straight after an 11 or a 12 (L4019–4021)", () => {
    // 5+6 = wanted; red 6 re-rolls, then red 2 white 4 = Kansas; 6+6 = bank connection; red 1 white 1 = Arizona.
    const dice = sequenceDice(5, 6, 6, 3, 2, 4, 6, 6, 1, 1);
    const { entries, rolls } = rollLifeAndTimes(dice, 2);
    expect(entries).toEqual([
      { result: "wanted", locale: "kansas", localeOfChoice: false },
      { result: "bankConnection", locale: "arizona", localeOfChoice: false },
    ]);
    expect(rolls.map((r) => r.purpose)).toEqual([
      "lifeAndTimes",
      "randomLocale",
      "randomLocale",
      "lifeAndTimes",
      "randomLocale",
    ]);
    expect(dice.remaining).toBe(0);
  });
});

describe("changing profession (L4023–4030)", () => {
  const base = { from: "cowboy", locale: "kansas", wantedIn: [] } as const;
  it("allows a change at the start of spring, outlawry at any turn", () => {
    expect(
      professionChangeRefusal({ ...base, turn: { year: 1876, season: "spring" }, to: "sheriff" }),
    ).toBeNull();
    expect(professionChangeRefusal({ ...base, turn: { year: 1876, season: "fall" }, to: "sheriff" })).toBe(
      "notSpring",
    );
    expect(
      professionChangeRefusal({ ...base, turn: { year: 1876, season: "winter" }, to: "outlaw" }),
    ).toBeNull();
  });
  it("refuses a badge where the Star is wanted, but not elsewhere", () => {
    const turn = { year: 1877, season: "spring" } as const;
    for (const to of ["ranger", "marshal", "sheriff"] as const) {
      expect(professionChangeRefusal({ ...base, turn, to, wantedIn: ["kansas"] })).toBe("wantedHere");
      expect(professionChangeRefusal({ ...base, turn, to, wantedIn: ["missouri"] })).toBeNull();
    }
    expect(professionChangeRefusal({ ...base, turn, to: "gunfighter", wantedIn: ["kansas"] })).toBeNull();
  });
});

describe("fightin' brothers and vengeful kin (L4044–4095)", () => {
  it("has 1d6 − 3 brothers, none below zero", () => {
    for (const face of [1, 2, 3]) {
      const dice = sequenceDice(face);
      expect(rollFightinBrothers(dice, "outlaw").brothers).toEqual([]);
      expect(dice.remaining).toBe(0);
    }
  });
  it("each brother follows the Star (1–3) or is rolled on RANDOM NPC SELECTION (4–6)", () => {
    // 6 → three brothers; 2 → outlaw; 5 → red 1 white 1 on RANDOM NPC SELECTION; 3 → outlaw.
    const dice = sequenceDice(6, 2, 5, 1, 1, 3);
    const { brothers } = rollFightinBrothers(dice, "outlaw");
    expect(brothers.map((b) => b.random)).toEqual([false, true, false]);
    expect(brothers[0]!.profession).toBe("outlaw");
    expect(brothers[2]!.profession).toBe("outlaw");
    expect(dice.remaining).toBe(0);
  });

  it("the dead man has kin when 1d6 exceeds his Rep, a second d6 of them", () => {
    const opts = {
      killedRep: 4,
      killedProfession: "outlaw",
      locale: "kansas",
      starIsGunfighter: false,
    } as const;
    expect(rollVengefulKin(sequenceDice(4), opts).clan).toBeNull();
    expect(rollVengefulKin(sequenceDice(5, 3), opts).clan).toEqual({
      brothers: 3,
      locale: "kansas",
      profession: "outlaw",
    });
    // A Gunfighter's kin follow him anywhere: no locale is noted.
    expect(rollVengefulKin(sequenceDice(6, 2), { ...opts, starIsGunfighter: true }).clan?.locale).toBeNull();
  });

  it("kin catch up on a die at or under the brothers left; 1d6 names the encounter; one clan a turn", () => {
    const clans: KinClan[] = [
      { brothers: 2, locale: "kansas", profession: "cowboy" },
      { brothers: 3, locale: null, profession: "outlaw" },
      { brothers: 5, locale: null, profession: "outlaw" },
    ];
    // Clan 1 misses (3 > 2); clan 2 finds him with 3; the encounter die 4 → Capture; clan 3 waits.
    const dice = sequenceDice(3, 3, 4);
    expect(rollKinCatchUp(dice, { clans, locale: "kansas" }).found).toEqual({
      clan: 1,
      brothers: 3,
      encounter: "capture",
    });
    expect(dice.remaining).toBe(0);
    // Away from Kansas the first clan does not roll.
    expect(rollKinCatchUp(sequenceDice(1, 2), { clans, locale: "missouri" }).found).toEqual({
      clan: 1,
      brothers: 1,
      encounter: "gunfight",
    });
    expect(rollKinCatchUp(sequenceDice(2, 6), { clans, locale: "kansas" }).found?.encounter).toBe("posse");
    expect(clanAfter(clans[1]!, 3).brothers).toBe(0);
    expectRulesError(() => clanAfter(clans[0]!, 3), "removed");
  });
});

describe("locales, civilization, lying low and the encounter test (L4194–4250)", () => {
  it("advances a locale on a die over its level, sets it back on a 1, never touches Indian Territory", () => {
    const start = levelsOf1875();
    const rolled = LOCALE_IDS.filter((l) => l !== "indianTerritory");
    // Arizona (3) rolls 4 → 4; California (4) rolls 1 → 3; every other locale rolls its own level → unchanged.
    const faces = rolled.map((l) =>
      l === "arizona" ? 4 : l === "california" ? 1 : LOCALES[l].settlementLevel,
    );
    const dice = sequenceDice(...faces);
    const { levels, rolls } = rollAdvanceOfCivilization(dice, start);
    expect(rolls).toHaveLength(21);
    expect(levels.arizona).toBe(4);
    expect(levels.california).toBe(3);
    expect(levels.indianTerritory).toBe(2);
    expect(levels.theNorth).toBe(6);
    expect(dice.remaining).toBe(0);
  });

  it("keeps levels between 1 and 6", () => {
    const low = { ...levelsOf1875(), canada: 1 };
    const faces = LOCALE_IDS.filter((l) => l !== "indianTerritory").map(() => 1);
    expect(rollAdvanceOfCivilization(sequenceDice(...faces), low).levels.canada).toBe(1);
  });

  it("brings an encounter on pass 1 only (guide §6 item 18)", () => {
    // SL 3: (1, 2) pass 2 → none; (2, 5) pass 1 → encounter; (4, 6) pass 0 → none.
    expect(rollEncounterTest(sequenceDice(1, 2), { settlementLevel: 3 }).encounter).toBe(false);
    expect(rollEncounterTest(sequenceDice(2, 5), { settlementLevel: 3 }).encounter).toBe(true);
    expect(rollEncounterTest(sequenceDice(4, 6), { settlementLevel: 3 }).encounter).toBe(false);
  });

  it("has exactly 2·(SL/6)·(1 − SL/6) chance of an encounter", () => {
    for (let sl = 1; sl <= 6; sl++) {
      let hits = 0;
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++)
          if (rollEncounterTest(sequenceDice(a, b), { settlementLevel: sl }).encounter) hits++;
      expect(hits).toBe(2 * sl * (6 - sl));
    }
  });

  it("lying low rolls from the second turn: at or under the turns hidden is discovered (L4220)", () => {
    expect(rollLyingLow(sequenceDice(), 1)).toEqual({ discovered: false, rolls: [] });
    expect(rollLyingLow(sequenceDice(2), 2).discovered).toBe(true);
    expect(rollLyingLow(sequenceDice(3), 2).discovered).toBe(false);
  });
});
