import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ONE, ZERO, add, equals, seededDice, sequenceDice } from "../../../src/rules/core";
import { LOCALES, PROFESSIONS } from "../../../src/rules/sgs-classic/ids";
import {
  CAMPAIGN_MONTHS,
  LIFE_AND_TIMES_KEYS,
  assertMonthIndex,
  cattleDriveResult,
  dateOfMonth,
  encounterChance,
  encounterShare,
  killPoints,
  lifeAndTimesFor,
  lifeAndTimesModifier,
  localeModifier,
  localesOpen,
  monthOfDate,
  nextMonth,
  openEncounters,
  outcomePoints,
  professionFor,
  professionOdds,
  randomLocale,
  rangeWarResult,
  recordEncounter,
  rollEncounterType,
  rollLifeAndTimes,
  rollMonth,
  rollProfession,
  runMonths,
  runnerBonusStart,
  type PcMonthState,
} from "../../../src/rules/sgs-classic/campaign";
import { RUNS, dieArb, seedArb } from "../helpers/properties";
import { rulesArb } from "./fixtures";

const localeArb = fc.constantFrom(...LOCALES);
const heldArb = fc.array(
  fc.record({
    key: fc.constantFrom(...LIFE_AND_TIMES_KEYS),
    locale: fc.constantFrom(...LOCALES, "everywhere" as const),
  }),
  { maxLength: 6 },
);
const stateArb: fc.Arbitrary<PcMonthState> = fc.record({
  profession: fc.constantFrom(...PROFESSIONS.filter((p) => p !== "renegade")),
  locale: localeArb,
  lifeAndTimes: heldArb,
  belowFullCon: fc.boolean(),
  pending: fc.array(
    fc.record({
      encounter: fc.constantFrom("jailBreak" as const, "posse" as const, "capture" as const),
      monthsLeft: fc.nat(6),
    }),
    { maxLength: 3 },
  ),
  cattleDriveMonthsLeft: fc.integer({ min: 0, max: 3 }),
  rangeWar: fc.boolean(),
});

describe("campaign properties", () => {
  it("the calendar round-trips and ends after 228 months", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: CAMPAIGN_MONTHS - 1 }), (i) => {
        expect(monthOfDate(dateOfMonth(i))).toBe(i);
        expect(assertMonthIndex(i)).toBe(i);
        expect(nextMonth(i)).toBe(i === CAMPAIGN_MONTHS - 1 ? null : i + 1);
      }),
    );
  });
  it("profession and Life and Times: every score reads, odds sum to one, the roll reads its dice", () => {
    fc.assert(
      fc.property(dieArb, dieArb, (a, b) => {
        expect(rollProfession(sequenceDice(a, b)).result).toBe(professionFor(a + b));
        expect(lifeAndTimesFor(a + b).key).toBeTruthy();
        expect(["southwest", "texas", "kansas"]).toContain(randomLocale(a));
        let total = ZERO;
        for (const p of professionOdds().values()) total = add(total, p);
        expect(equals(total, ONE)).toBe(true);
      }),
    );
  });
  it("Life and Times: CV entries (one given to a Plains Indian), modifiers stack linearly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        fc.boolean(),
        seedArb,
        rulesArb,
        heldArb,
        localeArb,
        (cv, plains, seed, rules, held, locale) => {
          const rolled = rollLifeAndTimes({ cv, plainsIndian: plains }, seededDice(seed), rules);
          expect(rolled).toHaveLength(plains && !rules.plainsHorseUsesRoll ? cv + 1 : cv);
          const doubled = lifeAndTimesModifier([...held, ...held], "capture", locale);
          expect(doubled).toBe(2 * lifeAndTimesModifier(held, "capture", locale));
          expect(runnerBonusStart(held)).toBe(held.some((h) => h.key === "exceptionalHorse") ? 3 : 2);
        },
      ),
    );
  });
  it("every profession has its encounters and their locale modifiers within ±2", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROFESSIONS), localeArb, rulesArb, (p, locale, rules) => {
        for (const e of openEncounters(p, rules))
          expect(Math.abs(localeModifier(e, locale, p))).toBeLessThanOrEqual(2);
        expect(localesOpen({ profession: p, nation: "southwest" }).length).toBe(p === "renegade" ? 2 : 3);
      }),
    );
  });
  it("the monthly tables give nothing on 2–7", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), (s) => {
        expect(cattleDriveResult(s).encounter === null).toBe(s <= 7);
        expect(rangeWarResult(s).encounter === null).toBe(s <= 7);
      }),
    );
  });
  it("a month: the encounter is open to the PC (or due); follow-ups count down; the drive shortens", () => {
    fc.assert(
      fc.property(stateArb, seedArb, rulesArb, (state, seed, rules) => {
        const r = rollMonth(state, seededDice(seed), rules);
        if (r.source === "roll") expect(openEncounters(state.profession, rules)).toContain(r.encounter);
        if (r.source === "pending") expect(r.mayDecline).toBe(false);
        expect(r.next.cattleDriveMonthsLeft).toBe(Math.max(0, state.cattleDriveMonthsLeft - 1));
        expect(r.next.pending.length).toBe(state.pending.length - (r.source === "pending" ? 1 : 0));
        if (r.encounterRoll && r.source === "roll") expect(r.encounterRoll[0]! + r.encounterRoll[1]!).toBe(7);
        expect(encounterChance().den).toBe(6);
      }),
      RUNS,
    );
  });
  it("the encounter type is the single best of its last round", () => {
    fc.assert(
      fc.property(stateArb, seedArb, rulesArb, (state, seed, rules) => {
        const r = rollEncounterType(state, seededDice(seed), rules);
        const last = r.rounds.at(-1)!;
        const best = Math.max(...last.map((t) => t.total));
        expect(last.filter((t) => t.total === best).map((t) => t.encounter)).toEqual([r.encounter]);
      }),
      RUNS,
    );
  });
  it("runs N months month after month", () => {
    fc.assert(
      fc.property(
        stateArb,
        seedArb,
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 220, max: 227 }),
        (state, seed, months, from) => {
          const run = runMonths({ state, fromMonth: from, months }, seededDice(seed));
          expect(run.log.length).toBe(Math.min(months, CAMPAIGN_MONTHS - from));
          run.log.forEach((m, i) => expect(m.month).toBe(from + i));
        },
      ),
      RUNS,
    );
  });
  it("shares are the points over the side, rounded; kills add 10 (5 for a Plains Indian)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("full" as const, "half" as const, "none" as const),
        fc.integer({ min: 1, max: 12 }),
        fc.nat(5),
        fc.boolean(),
        rulesArb,
        (outcome, size, kills, plains, rules) => {
          const share = encounterShare({ outcome, sideSize: size }, rules);
          expect(Math.abs(share - outcomePoints(outcome, rules) / size)).toBeLessThanOrEqual(
            rules.roundPoints === "down" ? 0.999999 : 0.5,
          );
          expect(killPoints({ kills, plainsIndian: plains })).toBe(kills * (plains ? 5 : 10));
          const r = recordEncounter(
            { points: 10, coolness: 3, shootoutsWithoutRunning: 0 },
            {
              encounter: "gunfight",
              outcome,
              sideSize: size,
              kills,
              coups: 0,
              ranAway: false,
              shotsFired: true,
              plainsIndian: plains,
            },
            rules,
          );
          expect(r.points).toBe(10 + share + r.killPoints + r.coupPoints);
          expect(r.coolness).toBeGreaterThanOrEqual(3);
        },
      ),
    );
  });
});
