import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice } from "../../../src/rules/core";
import { ENCOUNTER_IDS, LOCALE_IDS } from "../../../src/rules/blaze-of-glory/encounters";
import {
  CASUALTY_CARE_DICE,
  LAWDAWG_ENCOUNTERS,
  MARSHAL_ENCOUNTERS,
  OUTLAW_ENCOUNTERS,
  RANGER_ENCOUNTERS,
  SEASONS,
  SHERIFF_ENCOUNTERS,
  addWanted,
  bottomLineMultiplier,
  buyPrice,
  clearWanted,
  driftingEncounter,
  driveDestinationAllowed,
  driveLength,
  electionDieModifier,
  gangBond,
  gangLimit,
  gunfighterLimit,
  herdShortfalls,
  hiredTrailBossPay,
  longArmTests,
  matrix,
  matrixEncounter,
  opportunity,
  payout,
  ranchExpenses,
  rangeWarEncounters,
  rangerEquivalent,
  rideHomeCost,
  rollBankFailure,
  rollBottomLine,
  rollBuyThem,
  rollCappedPool,
  rollYesNo,
  rollCommunityGoodWill,
  rollCompanyEncounters,
  rollDeputies,
  rollDrifting,
  rollDriveLength,
  rollElection,
  rollFreeGrazing,
  rollFrontierWarfare,
  rollHelpWanted,
  rollHerdLosses,
  rollHerdSize,
  rollHeyIKnowThoseBoys,
  rollHiringOut,
  rollINeedMoreTime,
  rollLawdawgPosseRiders,
  rollLongArm,
  rollLookingForLoot,
  rollMatrix,
  rollMavericking,
  rollOpportunity,
  rollOutlawJoinUp,
  rollPuncherAssignment,
  rollPursuit,
  rollRangeWarTurn,
  rollRangerFate,
  rollRangerRecruitment,
  rollRangerReplacement,
  rollRanging,
  rollRoundUp,
  rollRustlingTheHerds,
  rollSeniority,
  rollShortHanded,
  rollSoThatsHowItIs,
  rollTrailDriveEncounter,
  rollTrailRecruitment,
  rollUnpaidMember,
  settleUp,
  trailDriveEvent,
  trailReplacements,
  type CasualtyCare,
  type EncounterMatrix,
} from "../../../src/rules/blaze-of-glory/campaign";
import { RUNS, repArb, sandArb, seedArb } from "../helpers/properties";

const slArb = fc.integer({ min: 1, max: 6 });
const localeArb = fc.constantFrom(...LOCALE_IDS);
const seasonArb = fc.constantFrom(...SEASONS);
const matrices: [EncounterMatrix, string][] = [
  [MARSHAL_ENCOUNTERS, "marshal"],
  [OUTLAW_ENCOUNTERS, "outlaw"],
  [LAWDAWG_ENCOUNTERS, "lawdawg"],
  [RANGER_ENCOUNTERS, "ranger"],
  [SHERIFF_ENCOUNTERS, "sheriff"],
];

describe("profession campaign properties", () => {
  it("matrices: every cell an encounter; level 6 reads like level 5; a rolled matrix reads its own score", () => {
    fc.assert(
      fc.property(seedArb, slArb, fc.integer({ min: 0, max: 4 }), (seed, sl, which) => {
        const [table, name] = matrices[which]!;
        const { encounter, roll } = rollMatrix(seededDice(seed), table, {
          purpose: name,
          settlementLevel: sl,
        });
        expect(encounter).toBe(matrixEncounter(table, roll.score, sl));
        expect(ENCOUNTER_IDS).toContain(encounter);
        expect(matrixEncounter(table, roll.score, 6)).toBe(matrixEncounter(table, roll.score, 5));
        const copy = matrix(
          table.first,
          table.dice,
          table.source,
          table.rows.map((r) => r.join(" ")),
        );
        expect(matrixEncounter(copy, roll.score, sl)).toBe(encounter);
      }),
      RUNS,
    );
  });

  it("capped pools: 0–3 dice, passes never over the cap, row at most 2", () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.integer({ min: -4, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        repArb,
        (seed, mod, cap, rep) => {
          const r = rollCappedPool(
            seededDice(seed),
            { purpose: "p", target: rep, dieModifier: mod, maxPasses: cap, source: "" },
            String,
          );
          expect(r.dice.length).toBe(Math.min(3, Math.max(0, 2 + mod)));
          expect(r.score).toBeLessThanOrEqual(cap);
          expect(r.row).toBe(Math.min(2, r.score));
        },
      ),
      RUNS,
    );
  });

  it("a yes-or-no roll says yes exactly when its rule holds for the score, and reads the matching code", () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 1, max: 12 }),
        (seed, count, from) => {
          const r = rollYesNo(seededDice(seed), {
            purpose: "p",
            source: "",
            count,
            when: (s) => s >= from,
            codes: ["yes", "no"],
          });
          expect(r.roll.dice).toHaveLength(count);
          expect(r.yes).toBe(r.roll.score >= from);
          expect(r.roll.result).toBe(r.yes ? "yes" : "no");
        },
      ),
      RUNS,
    );
  });

  it("cowboy: round up moves each group by one at most; herd losses never exceed the herd", () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 0, max: 40 }), fc.boolean(), (seed, cattle, wrath) => {
        const r = rollRoundUp(seededDice(seed), { cattle, naturesWrath: wrath });
        const start = wrath ? Math.ceil(cattle / 2) : cattle;
        expect(r.cattle).toBeLessThanOrEqual(start + Math.ceil(start / 4));
        expect(r.cattle).toBeGreaterThanOrEqual(0);
        const herd = Math.min(cattle, 6);
        for (const [event, from] of [
          ["calamity", 4],
          ["setBack", 6],
        ] as const) {
          const loss = rollHerdLosses(seededDice(seed), { cattle: herd, event, loseFrom: from });
          expect(loss.lost).toBeLessThanOrEqual(herd);
          expect(loss.rolls).toHaveLength(herd);
        }
        const rustle = rollRustlingTheHerds(seededDice(seed), { lostAsCattlemen: 2, wonAsRustler: 1 });
        expect(rustle.change).toBeGreaterThanOrEqual(-2);
        expect(rustle.change).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });

  it("cowboy: prices, herd sizes, drive lengths and the trail stay on their tables", () => {
    fc.assert(
      fc.property(seedArb, repArb, localeArb, seasonArb, slArb, (seed, rep, locale, season, sl) => {
        const buy = rollBuyThem(seededDice(seed), { rep, locale });
        expect(buy.price).toBe(buyPrice(buy.roll.score));
        const herd = rollHerdSize(seededDice(seed), rep);
        expect(herd.cattle).toBeGreaterThanOrEqual(Math.min(6, rep));
        const far = rollDriveLength(seededDice(seed), season);
        expect(far.locales).toBe(driveLength(far.roll.score, season));
        if (season !== "spring") expect(far.locales).toBeLessThanOrEqual(3);
        const trail = rollTrailDriveEncounter(seededDice(seed), sl);
        expect(trail.event).toBe(trailDriveEvent(trail.roll.score, sl).event);
        expect(driveDestinationAllowed(locale)).toBe(!["eastTexas", "westTexas", "oregon"].includes(locale));
        expect(["cattleDrive", "atTheRanch"]).toContain(rollPuncherAssignment(seededDice(seed)).assignment);
        expect(rollHiringOut(seededDice(seed), sl).hired).toBe(
          rollHiringOut(seededDice(seed), sl).roll.score === 1,
        );
      }),
      RUNS,
    );
  });

  it("cowboy: replacements never exceed the lost; short-handed losses never exceed the short CPs", () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 24 }),
        slArb,
        (seed, lost, cattle, riders, sl) => {
          for (let p = 0; p <= 2; p++) expect(trailReplacements(p, lost)).toBeLessThanOrEqual(lost);
          expect(
            rollTrailRecruitment(seededDice(seed), { settlementLevel: sl, lost }).hired,
          ).toBeLessThanOrEqual(lost);
          const short = herdShortfalls(cattle, riders);
          expect(short).toHaveLength(cattle);
          if (cattle > 0) expect(short.reduce((a, b) => a + b, 0)).toBe(Math.max(0, 3 * cattle - riders));
          const r = rollShortHanded(
            seededDice(seed),
            short.map((s) => Math.min(3, s)),
          );
          expect(r.lost).toBeLessThanOrEqual(short.filter((s) => s > 0).length);
        },
      ),
      RUNS,
    );
  });

  it("cowboy: the bottom line, the ranch's money and the range war", () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 6 }),
        slArb,
        fc.integer({ min: 0, max: 40 }),
        repArb,
        (seed, locales, cattle, sl, cowboys, rep) => {
          const b = rollBottomLine(seededDice(seed), { locales, cattle });
          expect(b.multiplier).toBe(bottomLineMultiplier(b.roll.score));
          expect(b.lucre).toBe(b.multiplier * cattle);
          expect(hiredTrailBossPay(b.lucre, cattle)).toBeLessThanOrEqual(b.lucre);
          expect(rideHomeCost(cowboys) * 3).toBeGreaterThanOrEqual(cowboys);
          expect(ranchExpenses({ settlementLevel: sl, cowboys }).upkeep).toBe(2 * sl);
          expect(gunfighterLimit(rep, [rep])).toBe(2 * rep);
          const s = settleUp({ shortLucre: sl, cattle });
          expect(s.ranchLost).toBe(sl > cattle);
          expect(["settleUp", "extension", "paidForProgress"]).toContain(
            rollINeedMoreTime(seededDice(seed), sl).outcome,
          );
          expect(rollBankFailure(seededDice(seed)).failed).toBe(
            rollBankFailure(seededDice(seed)).roll.score >= 11,
          );
          const war = rollRangeWarTurn(seededDice(seed));
          expect(war.encounters).toBe(rangeWarEncounters(war.roll.score));
          expect(rollFreeGrazing(seededDice(seed)).mustMove).toBe(
            rollFreeGrazing(seededDice(seed)).roll.score <= 3,
          );
          const mav = rollMavericking(seededDice(seed), {
            settlementLevel: Math.min(3, sl),
            season: "summer",
            outfit: cowboys + 1,
          });
          if (mav.outcome !== "mavericks") expect(mav.cattle).toBe(0);
          {
            const hey = rollHeyIKnowThoseBoys(seededDice(seed), sl);
            expect(hey.wanted).toBe(hey.roll.score === 2);
          }
        },
      ),
      RUNS,
    );
  });

  it("gunfighter: help wanted reads the lower stat; drifting and opportunities stay on their tables", () => {
    fc.assert(
      fc.property(seedArb, repArb, sandArb, slArb, fc.boolean(), (seed, rep, sand, sl, wanted) => {
        expect(rollHelpWanted(seededDice(seed), { rep, sand }).roll.target).toBe(Math.min(rep, sand));
        const o = rollOpportunity(seededDice(seed), { settlementLevel: sl, wantedHere: wanted });
        expect(o.offer).toBe(opportunity(o.roll.score));
        expect(o.choices).toContain("drift");
        const d = rollDrifting(seededDice(seed), { settlementLevel: sl, table: "gunfighter" });
        expect(d.encounter).toBe(driftingEncounter(d.roll.score, sl));
        if (sl >= 5) expect(d.encounter).not.toBe("indians");
      }),
      RUNS,
    );
  });

  it("outlaw: wanted totals, long arm targets and loyalty stay consistent", () => {
    fc.assert(
      fc.property(
        seedArb,
        localeArb,
        slArb,
        fc.array(fc.tuple(localeArb, fc.boolean()), { maxLength: 6 }),
        repArb,
        (seed, here, sl, robberies, rep) => {
          let record = { national: 0, locales: {} as Partial<Record<(typeof LOCALE_IDS)[number], number>> };
          for (const [locale, train] of robberies) record = addWanted(record, { locale, train });
          const total = record.national + Object.values(record.locales).reduce((a, b) => a + b, 0);
          expect(total).toBe(robberies.length);
          for (const t of longArmTests(record, here, sl)) {
            expect(t.target).toBeLessThanOrEqual(sl);
            const arm = rollLongArm(seededDice(seed), { target: t.target, kind: t.kind });
            expect(["now", "again", "none"]).toContain(arm.outcome);
          }
          expect(clearWanted(record, here).locales[here]).toBeUndefined();
          const loot = rollLookingForLoot(seededDice(seed), { settlementLevel: sl, pendingHere: true });
          expect(loot.outcome === "none").toBe(loot.roll.score === 0);
          const p = rollPursuit(seededDice(seed), { settlementLevel: sl, lucre: 6, train: false });
          if (p.wanted) expect(p.posse).toBe(true);
          const loyalty = rollSoThatsHowItIs(seededDice(seed), {
            rep,
            wantedHere: record.locales[here] ?? 0,
            wantedNationally: record.national,
          });
          expect(loyalty.mutiny !== undefined).toBe(loyalty.outcome === "mutiny");
          const unpaid = rollUnpaidMember(seededDice(seed), { sand: rep });
          expect(unpaid.leaves).toBe(unpaid.roll.score >= 1);
        },
      ),
      RUNS,
    );
  });

  it("outlaw: the gang's size, pay and bonds", () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 12 }),
        slArb,
        repArb,
        (seed, lucre, family, others, sl, rep) => {
          const p = payout({ lucre, starAndBrothers: family, others });
          expect(p.unpaid).toBeLessThanOrEqual(others);
          expect(p.lucre).toBe(Math.max(0, lucre - family - (others - p.unpaid)));
          expect(rollOutlawJoinUp(seededDice(seed), sl).recruits.outlaws).toBeLessThanOrEqual(2);
          expect(gangLimit(rep)).toBe(rep);
          expect(rollLawdawgPosseRiders(seededDice(seed), family)).toBeLessThanOrEqual(family);
          expect(gangBond({ brother: false, seasonsRidden: others })).toBe(others > 4 ? "closeKnit" : "hard");
        },
      ),
      RUNS,
    );
  });

  it("ranger: encounters a season, ranging, warfare, fates and recruitment stay in range", () => {
    fc.assert(
      fc.property(
        seedArb,
        seasonArb,
        slArb,
        repArb,
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom(...(Object.keys(CASUALTY_CARE_DICE) as CasualtyCare[])),
        (seed, season, sl, rep, casualties, care) => {
          const e = rollCompanyEncounters(seededDice(seed), season);
          expect(e.encounters).toBeLessThanOrEqual(season === "winter" ? 1 : 3);
          expect(rollSeniority(seededDice(seed)).place).toBeGreaterThanOrEqual(2);
          const ranging = rollRanging(seededDice(seed));
          expect(ranging.ranging).toBe(ranging.roll.score >= 5);
          const w = rollFrontierWarfare(seededDice(seed), sl);
          if (sl >= 5) expect(w.warriors).toBe(false);
          const fate = rollRangerFate(seededDice(seed));
          expect(fate.lost).toBe(fate.roll.score >= 5);
          expect(rangerEquivalent({ sheriffsOrMarshals: sl, deputiesOutlawsOrCowboys: casualties })).toBe(
            sl + Math.ceil(casualties / 2),
          );
          const rep1 = rollRangerReplacement(seededDice(seed), sl);
          const rec = rollRangerRecruitment(seededDice(seed + 1), {
            captainRep: rep,
            casualties,
            replacement: rep1,
            care,
          });
          expect(rec.recruits).toBeLessThanOrEqual(casualties);
        },
      ),
      RUNS,
    );
  });

  it("sheriff: deputies, good will and elections", () => {
    fc.assert(
      fc.property(
        seedArb,
        slArb,
        repArb,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.boolean(),
        (seed, sl, rep, killed, robberies, caught, thwarted) => {
          expect(rollDeputies(seededDice(seed), sl).deputies).toBeLessThanOrEqual(sl - 1);
          const year = {
            townsfolkKilled: killed,
            othersKilled: 0,
            robberies,
            robbersCaughtByPosse: caught,
            robberyThwarted: thwarted,
            deputiesKilledTownsfolk: false,
          };
          const gw = rollCommunityGoodWill(seededDice(seed), year);
          expect(gw.maxPasses).toBe(gw.passes + 1);
          const mod = electionDieModifier(year, gw.bonusDice);
          const e = rollElection(seededDice(seed + 1), { rep, year, goodWill: gw });
          expect(e.rolls[0]!.dice.length).toBe(Math.min(3, Math.max(0, 2 + mod)));
          expect(e.barredYears !== undefined).toBe(e.outcome === "runOutOfTown");
        },
      ),
      RUNS,
    );
  });
});
