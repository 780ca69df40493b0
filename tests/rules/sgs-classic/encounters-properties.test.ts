import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice } from "../../../src/rules/core";
import { ENCOUNTERS, LOCALES, NPC_TABLES } from "../../../src/rules/sgs-classic/ids";
import {
  buildingModifier,
  captureLocation,
  cattleFraction,
  citizensAlerted,
  cowboyRecruits,
  cowMove,
  followUpFor,
  gunfightLocation,
  gunfightOpponentTable,
  gunfightPursuit,
  indianCount,
  indiansOutcome,
  indiansSituation,
  pursuitStep,
  resolveCavalry,
  resolveIndianMorale,
  rifleRange,
  rollHideout,
  setUpEncounter,
  sixInchesPerPip,
  startPursuit,
  strayCows,
} from "../../../src/rules/sgs-classic/encounters";
import {
  GOOD_TOWN_BUILDINGS,
  NPC_TABLE_ROWS,
  SMALL_TOWN_BUILDINGS,
} from "../../../src/rules/sgs-classic/world";
import { RUNS, dieArb, seedArb } from "../helpers/properties";
import { rulesArb } from "./fixtures";

describe("encounter properties", () => {
  it("every set-up die reads into its table", () => {
    fc.assert(
      fc.property(dieArb, (d) => {
        expect(["town", "trail"]).toContain(captureLocation(d));
        expect(["saloon", "street"]).toContain(gunfightLocation(d));
        expect(["pursued", "holedUp"]).toContain(indiansSituation(d));
        expect(["cowboys", "gang"]).toContain(gunfightOpponentTable(d));
        expect(gunfightPursuit(d)).toBe(d <= 3);
        expect(sixInchesPerPip(d)).toBe(6 * d);
        expect(indianCount(d)).toBe(2 + d);
        expect(["asDesired", "left", "back", "right"]).toContain(cowMove(d));
        const f = followUpFor("captured", d);
        expect(f).toEqual({ encounter: "jailBreak", monthsLeft: d });
        expect(followUpFor("rustlerGotAway", d) === null).toBe(d !== 1);
      }),
    );
  });
  it("the hideout is one of the buildings, the best total of its last round", () => {
    fc.assert(
      fc.property(fc.boolean(), seedArb, (good, seed) => {
        const buildings = good ? GOOD_TOWN_BUILDINGS : SMALL_TOWN_BUILDINGS;
        const hide = rollHideout(buildings, seededDice(seed));
        const last = hide.rounds.at(-1)!;
        const best = Math.max(...last.map((r) => r.total));
        expect(last.filter((r) => r.total === best).map((r) => r.index)).toEqual([hide.building]);
        for (const r of last) expect(r.total).toBe(r.die + buildingModifier(buildings[r.index]!));
      }),
      RUNS,
    );
  });
  it("the pursuit moves the separation by the difference of the totals; the bonus only falls", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        dieArb,
        dieArb,
        rulesArb,
        (rcv, ccv, a, b, rules) => {
          const s = startPursuit({ runnerLowestCv: rcv, chaserLowestCv: ccv });
          const step = pursuitStep(s, { runner: a, chaser: b }, { tableLength: 48 }, rules);
          expect(step.state.separation - s.separation).toBe(step.runnerTotal - step.chaserTotal);
          expect(step.state.runnerBonus).toBe(s.runnerBonus - (step.chaserTotal > step.runnerTotal ? 1 : 0));
          if (step.ended === "rifleRange")
            expect(step.state.separation).toBeLessThanOrEqual(rifleRange(rules));
        },
      ),
    );
  });
  it("morale, cavalry and citizens read their dice", () => {
    fc.assert(
      fc.property(
        fc.nat(10),
        fc.nat(10),
        dieArb,
        dieArb,
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 1, max: 12 }),
        (down, up, a, b, locale, turn) => {
          const m = resolveIndianMorale({ down, standing: up, downDie: a, standingDie: b });
          expect(m.vanish).toBe(down + a > up + b);
          expect(resolveCavalry(locale, a).arrives).toBe(resolveCavalry(locale, a).modified <= 3);
          expect(citizensAlerted({ turn, die: a })).toBe(turn === 1 ? a <= 3 : a === turn);
          expect(citizensAlerted({ turn, die: a, gunshot: true })).toBe(true);
          expect(["full", "half", "none"]).toContain(indiansOutcome({ ended: "morale" }, a > 3));
        },
      ),
    );
  });
  it("cattle: recruits, strays and fractions stay in range", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.nat(4), (cows, herders) => {
        expect(cowboyRecruits(herders)).toBe(Math.floor(herders * 1.5));
        expect(strayCows({ cows, herders })).toBe(Math.max(0, cows - 4 * herders));
        const f = cattleFraction({ cows, got: Math.min(cows, herders) });
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThanOrEqual(1);
      }),
    );
  });
  it("every encounter sets up from any seed and locale with its forces off the NPC tables", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ENCOUNTERS),
        fc.constantFrom(...LOCALES),
        seedArb,
        fc.nat(3),
        fc.constantFrom(...NPC_TABLES),
        rulesArb,
        (key, locale, seed, recruits, chasers, rules) => {
          const s = setUpEncounter(key, { locale, answers: { recruits, chasers } }, seededDice(seed), rules);
          expect(s.key).toBe(key);
          for (const f of s.forces) {
            expect(NPC_TABLES).toContain(f.table);
            for (const fig of f.figures)
              expect(fig.row).toBe(NPC_TABLE_ROWS[f.table][fig.dice[0]! + fig.dice[1]! - 2]);
          }
          if (s.town) expect(s.town.civilians.length).toBe(s.town.buildings.length);
        },
      ),
      { numRuns: 60 },
    );
  });
});
