import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice } from "../../../src/rules/core";
import { HIT_LOCATIONS } from "../../../src/rules/blaze-of-glory/ids";
import { LOCALE_IDS, TERRAIN_TYPES } from "../../../src/rules/blaze-of-glory/encounters";
import {
  CAPTORS,
  CAPTURED_MODIFIERS,
  CRIMES,
  DOC_PLACES,
  JOIN_UP_PROFESSIONS,
  LIFE_AND_TIMES_RESULTS,
  WOUND_OUTCOMES,
  advanceRep,
  assertLevels,
  assertTurn,
  canCallBrothers,
  canTravel,
  cappedTarget,
  clanAfter,
  cowboyRank,
  docSkill,
  isAdvanceOfCivilizationTurn,
  joinUpRow,
  levelsOf1875,
  lifeAndTimesResult,
  nextTurn,
  otherTerrains,
  professionChangeRefusal,
  rapEarned,
  rapNeeded,
  rescueTarget,
  restRule,
  rollAbleToRest,
  rollAdvanceOfCivilization,
  rollAlternateExperience,
  rollCaptured,
  rollDoctorin,
  rollDoctorinTest,
  rollFindDoc,
  rollEncounterTest,
  rollFightinBrothers,
  rollFort,
  rollJoinUp,
  rollKinCatchUp,
  rollLifeAndTimes,
  rollLyingLow,
  rollRescue,
  rollRiverCrossing,
  rollRunawayRecovery,
  rollTradingPost,
  rollTrailSection,
  rollTrial,
  rollTrialDelay,
  rollVengefulKin,
  rollWoundRecovery,
  shamanSkill,
  successfulEncounter,
  turnAt,
  turnIndex,
  turnsBetween,
  woundLadder,
  type EncounterRecord,
} from "../../../src/rules/blaze-of-glory/campaign";
import {
  RUNS,
  allFinite,
  countingDice,
  professionArb,
  repArb,
  sandArb,
  seedArb,
  toughnessArb,
} from "../helpers/properties";

const turnArb = fc.integer({ min: 0, max: 43 }).map((i) => turnAt(i));
const localeArb = fc.constantFrom(...LOCALE_IDS);
const recordArb: fc.Arbitrary<EncounterRecord> = fc.record({
  profession: professionArb,
  ranAway: fc.boolean(),
  outOfTheFight: fc.boolean(),
  engaged: fc.boolean(),
  robbedBankSl4: fc.boolean(),
  capturedHigherRepOutlaw: fc.boolean(),
  beatHigherRepGunfighter: fc.boolean(),
});

describe("campaign properties", () => {
  it("turns: index and turn are inverse; next is one season on; only winter halts travel", () => {
    fc.assert(
      fc.property(turnArb, turnArb, (a, b) => {
        expect(turnAt(turnIndex(a))).toEqual(assertTurn("t", a));
        expect(turnsBetween(a, b) + turnsBetween(b, a)).toBe(0);
        const next = nextTurn(a);
        if (next) expect(turnIndex(next)).toBe(turnIndex(a) + 1);
        else expect(turnIndex(a)).toBe(43);
        expect(canTravel(a.season)).toBe(a.season !== "winter");
        expect(canCallBrothers(a.season)).toBe(canTravel(a.season));
        expect(isAdvanceOfCivilizationTurn(a)).toBe(turnIndex(a) === 20);
      }),
      RUNS,
    );
  });

  it("LIFE AND TIMES: one roll per point of Rep, a locale exactly for wanted and bank results", () => {
    fc.assert(
      fc.property(seedArb, repArb, fc.integer({ min: 2, max: 12 }), (seed, rep, total) => {
        // The table reads upward: a higher total never reads an earlier row.
        if (total < 12)
          expect(LIFE_AND_TIMES_RESULTS.indexOf(lifeAndTimesResult(total + 1))).toBeGreaterThanOrEqual(
            LIFE_AND_TIMES_RESULTS.indexOf(lifeAndTimesResult(total)),
          );
        const { entries, rolls } = rollLifeAndTimes(seededDice(seed), rep);
        expect(entries).toHaveLength(rep);
        expect(rolls.filter((r) => r.purpose === "lifeAndTimes")).toHaveLength(rep);
        for (const e of entries) {
          expect(e.locale !== null).toBe(e.result === "wanted" || e.result === "bankConnection");
          expect(e.localeOfChoice && e.locale !== null).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it("profession change: never a badge where wanted; outside spring only outlawry", () => {
    fc.assert(
      fc.property(
        turnArb,
        professionArb,
        professionArb,
        localeArb,
        fc.boolean(),
        (turn, from, to, locale, wanted) => {
          const refusal = professionChangeRefusal({
            turn,
            from,
            to,
            locale,
            wantedIn: wanted ? [locale] : [],
          });
          if (refusal === null) {
            expect(from).not.toBe(to);
            expect(turn.season === "spring" || to === "outlaw").toBe(true);
            if (wanted) expect(["ranger", "marshal", "sheriff"]).not.toContain(to);
          }
        },
      ),
      RUNS,
    );
  });

  it("brothers: 0–3, each the Star's profession or a random one; kin need a die over Rep", () => {
    fc.assert(
      fc.property(
        seedArb,
        professionArb,
        repArb,
        localeArb,
        fc.boolean(),
        (seed, profession, rep, locale, gunfighter) => {
          const { brothers } = rollFightinBrothers(seededDice(seed), profession);
          expect(brothers.length).toBeLessThanOrEqual(3);
          for (const b of brothers) if (!b.random) expect(b.profession).toBe(profession);
          const kin = rollVengefulKin(seededDice(seed), {
            killedRep: rep,
            killedProfession: "outlaw",
            locale,
            starIsGunfighter: gunfighter,
          });
          if (kin.clan) {
            expect(kin.rolls[0]!.score).toBeGreaterThan(rep);
            expect(kin.clan.brothers).toBeGreaterThanOrEqual(1);
            expect(kin.clan.locale).toBe(gunfighter ? null : locale);
            const caught = rollKinCatchUp(seededDice(seed + 1), { clans: [kin.clan], locale });
            if (caught.found) {
              expect(caught.found.brothers).toBeLessThanOrEqual(kin.clan.brothers);
              expect(clanAfter(kin.clan, caught.found.brothers).brothers).toBe(
                kin.clan.brothers - caught.found.brothers,
              );
            }
          } else expect(kin.rolls[0]!.score).toBeLessThanOrEqual(rep);
        },
      ),
      RUNS,
    );
  });

  it("civilization moves each level by at most one, within 1–6, never Indian Territory", () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const before = levelsOf1875();
        const { levels } = rollAdvanceOfCivilization(seededDice(seed), before);
        expect(assertLevels("levels", levels)).toEqual(levels);
        for (const l of LOCALE_IDS) expect(Math.abs(levels[l] - before[l])).toBeLessThanOrEqual(1);
        expect(levels.indianTerritory).toBe(before.indianTerritory);
      }),
      RUNS,
    );
  });

  it("encounter test is pass 1; lying low is found only at or under the turns hidden", () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 44 }),
        (seed, sl, turns) => {
          const t = rollEncounterTest(seededDice(seed), { settlementLevel: sl });
          expect(t.encounter).toBe(t.roll.score === 1);
          const hide = rollLyingLow(seededDice(seed), turns);
          if (turns < 2) expect(hide.rolls).toEqual([]);
          else expect(hide.discovered).toBe(hide.rolls[0]!.score <= turns);
        },
      ),
      RUNS,
    );
  });

  it("runaway and wound tests read their capped target; doctoring moves one step at most", () => {
    fc.assert(
      fc.property(
        seedArb,
        sandArb,
        toughnessArb,
        fc.constantFrom(...HIT_LOCATIONS),
        fc.boolean(),
        fc.constantFrom(...DOC_PLACES),
        fc.boolean(),
        (seed, sand, toughness, location, rest, place, indian) => {
          const target = cappedTarget(sand, 2);
          expect(target).toBeGreaterThanOrEqual(sand);
          expect(target <= 5 || target === sand).toBe(true);
          const run = rollRunawayRecovery(seededDice(seed), { sand, leftMounted: true, indian: true });
          expect(run.roll.target).toBe(target);
          const wound = rollWoundRecovery(seededDice(seed), { toughness, location, ableToRest: rest });
          const ladder = woundLadder(location);
          expect(ladder).toContain(wound.outcome);
          const doc = rollDoctorin(seededDice(seed + 1), {
            place,
            indian,
            location,
            woundOutcome: wound.outcome,
          });
          expect(Math.abs(ladder.indexOf(doc.outcome) - ladder.indexOf(wound.outcome))).toBeLessThanOrEqual(
            1,
          );
          if (!doc.found) expect(doc.outcome).toBe(wound.outcome);
          else
            expect(doc.skill).toBe(indian ? shamanSkill(doc.rolls[1]!.score) : docSkill(doc.rolls[1]!.score));
          expect(WOUND_OUTCOMES).toContain(doc.outcome);
          // The same dice through the two halves: find the Doc, then treat the wound.
          const replay = seededDice(seed + 1);
          const found = rollFindDoc(replay, { place, indian });
          expect(found.found).toBe(doc.found);
          if (found.found)
            expect(
              rollDoctorinTest(replay, { skill: found.skill!, location, woundOutcome: wound.outcome })
                .outcome,
            ).toBe(doc.outcome);
        },
      ),
      RUNS,
    );
  });

  it("rest: a rule of 'roll' always rolls one die; 'yes' and 'no' roll none", () => {
    fc.assert(
      fc.property(
        seedArb,
        professionArb,
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (seed, profession, inTown, drive, captured) => {
          const context = { profession, inTown, onCattleDrive: drive, captured };
          const rule = restRule(context);
          const r = rollAbleToRest(seededDice(seed), context);
          expect(r.rolls).toHaveLength(rule === "roll" ? 1 : 0);
          if (rule !== "roll") expect(r.rests).toBe(rule === "yes");
        },
      ),
      RUNS,
    );
  });

  it("rescue: someone goes unless no one passed 0 and no one passed 1", () => {
    fc.assert(
      fc.property(seedArb, fc.array(sandArb, { minLength: 1, maxLength: 6 }), (seed, sands) => {
        const testers = sands.map((sand) => ({ sand, outlawOutfit: "hard" as const }));
        for (const t of testers) expect(rescueTarget(t)).toBe(t.sand + 1);
        const r = rollRescue(seededDice(seed), testers);
        const passes = r.rolls.map((x) => x.score);
        expect(r.widen).toBe(passes.every((p) => p === 2));
        expect(r.roles.includes("goes") || r.closestOf.length > 0).toBe(passes.some((p) => p < 2));
      }),
      RUNS,
    );
  });

  it("captured and trial: a jail break wait and sentences stay within their dice", () => {
    fc.assert(
      fc.property(
        seedArb,
        sandArb,
        fc.constantFrom(...CAPTORS),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.subarray([...CAPTURED_MODIFIERS]),
        fc.constantFrom(...CRIMES),
        (seed, sand, captor, abandoned, inTown, mobile, modifiers, crime) => {
          const c = rollCaptured(seededDice(seed), { sand, captor, abandoned, inTown, mobile, modifiers });
          if (c.outcome === "imprisoned") expect(c.jailBreakIn).toBeGreaterThanOrEqual(1);
          else expect(c.jailBreakIn).toBeUndefined();
          if (c.rolls[0]!.score === 0) expect(c.outcome).toBe("lynched");
          const delay = Number(rollTrialDelay(seededDice(seed)).values!.n);
          expect(delay).toBeGreaterThanOrEqual(1);
          expect(delay).toBeLessThanOrEqual(3);
          const t = rollTrial(seededDice(seed), { sand, crime });
          allFinite(t);
          if (t.sentence.kind === "prison") expect(t.sentence.years).toBeGreaterThanOrEqual(5);
          if (t.sentence.kind === "jail") expect(t.sentence.seasons).toBeLessThanOrEqual(12);
        },
      ),
      RUNS,
    );
  });

  it("advancement: RAP only for successes; Rep rises by one at most; experience moves by one", () => {
    fc.assert(
      fc.property(
        seedArb,
        repArb,
        fc.integer({ min: 0, max: 9 }),
        recordArb,
        sandArb,
        (seed, rep, rap, record, sand) => {
          const earned = rapEarned(record);
          expect(earned > 0).toBe(successfulEncounter(record));
          const after = advanceRep({ rep, rap }, record);
          expect(after.rep - rep).toBe(after.improved ? 1 : 0);
          if (after.improved) expect(rap + earned).toBeGreaterThanOrEqual(rapNeeded(rep)!);
          expect(["puncher", "trailBoss", "rancher"]).toContain(cowboyRank(rep));
          const x = rollAlternateExperience(seededDice(seed), { rep, sand });
          expect(Math.abs(x.rep - rep)).toBeLessThanOrEqual(1);
          expect(Math.abs(x.sand - sand)).toBeLessThanOrEqual(1);
          expect(x.rep).toBeGreaterThanOrEqual(1);
        },
      ),
      RUNS,
    );
  });

  it("JOIN UP: more passes never take a recruit away", () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.constantFrom(...JOIN_UP_PROFESSIONS),
        repArb,
        fc.integer({ min: 1, max: 6 }),
        (seed, p, rep, sl) => {
          for (let passes = 0; passes < 3; passes++)
            if (joinUpRow(p, passes, { settlementLevel: sl }).joins)
              expect(joinUpRow(p, passes + 1, { settlementLevel: sl }).joins).toBe(true);
          const dice = countingDice(seed);
          const r = rollJoinUp(dice, { profession: p, rep, settlementLevel: sl });
          expect(dice.count).toBe(3);
          expect(r.joins).toBe(joinUpRow(p, r.roll.score, { settlementLevel: sl }).joins);
        },
      ),
      RUNS,
    );
  });

  it("terrain: a section is the base type unless the first die is 1; layouts stay in range", () => {
    fc.assert(
      fc.property(seedArb, fc.constantFrom(...TERRAIN_TYPES), (seed, base) => {
        expect(otherTerrains(base)).not.toContain(base);
        const s = rollTrailSection(seededDice(seed), base);
        expect(s.terrain === base).toBe(s.rolls[0]!.score !== 1);
        expect(["bridge", "halfFordable", "fordable"]).toContain(
          rollRiverCrossing(seededDice(seed)).crossing,
        );
        expect(["well", "river", "stream"]).toContain(rollTradingPost(seededDice(seed)).water);
        const fort = rollFort(seededDice(seed), "federal");
        expect(fort.buildings).toBeGreaterThanOrEqual(5);
        expect(fort.buildings).toBeLessThanOrEqual(10);
      }),
      RUNS,
    );
  });
});
