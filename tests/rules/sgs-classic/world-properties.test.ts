import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ONE, add, equals, ZERO } from "../../../src/rules/core";
import { LOCALES, NPC_TABLES, TOWN_SIZES } from "../../../src/rules/sgs-classic/ids";
import {
  INDIAN_WEAPON_TYPES,
  isHotel,
  namedTownsFor,
  npcConstitution,
  npcRow,
  resolveIndianWeapons,
  resolveSpotting,
  resolveTownSize,
  resolveTrailTerrain,
  rollIndianWeapons,
  rollNpcForce,
  rollSpotting,
  rollTownSize,
  rollTrailTerrain,
  soldierWeapons,
  spottingOdds,
  terrainFor,
  townBuildings,
  townSizeFor,
  twoD6Odds,
} from "../../../src/rules/sgs-classic/world";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import { RUNS, dieArb, seedArb } from "../helpers/properties";
import { rulesArb } from "./fixtures";

const localeArb = fc.constantFrom(...LOCALES);
const tableArb = fc.constantFrom(...NPC_TABLES);

describe("world properties", () => {
  it("a rolled force has the count asked, at most one of each unique role when re-rolling, rows off the table", () => {
    fc.assert(
      fc.property(
        tableArb,
        fc.integer({ min: 0, max: 12 }),
        seedArb,
        rulesArb,
        (table, count, seed, rules) => {
          const force = rollNpcForce({ table, count }, seededDice(seed), rules);
          expect(force).toHaveLength(count);
          for (const f of force) {
            expect(f.row).toBe(npcRow(table, f.dice[0]! + f.dice[1]!));
            expect(npcConstitution(f.row, rules)).toBeGreaterThanOrEqual(0);
          }
          if (rules.uniqueReroll) {
            const uniques = force.map((f) => f.row.unique).filter(Boolean);
            expect(new Set(uniques).size).toBe(uniques.length);
          }
        },
      ),
      RUNS,
    );
  });
  it("the 2D6 odds sum to one", () => {
    fc.assert(
      fc.property(fc.constant(null), () => {
        let total = ZERO;
        for (let s = 2; s <= 12; s++) total = add(total, twoD6Odds(s));
        expect(equals(total, ONE)).toBe(true);
      }),
      { numRuns: 1 },
    );
  });
  it("town size and terrain rise with the die, and the roll reads the same as the resolve", () => {
    fc.assert(
      fc.property(localeArb, dieArb, (locale, die) => {
        const size = resolveTownSize(locale, die);
        expect(size.size).toBe(townSizeFor(size.modified));
        expect(rollTownSize(locale, sequenceDice(die))).toEqual(size);
        expect(townBuildings(size.size).length).toBe(size.size === "small" ? 18 : 34);
        expect(townBuildings(size.size).filter(isHotel).length).toBeGreaterThan(0);
        const t = resolveTrailTerrain(locale, die);
        expect(t.terrain).toBe(terrainFor(t.modified));
        expect(rollTrailTerrain(locale, sequenceDice(die))).toEqual(t);
        if (die < 6) expect(resolveTownSize(locale, die + 1).modified).toBe(size.modified + 1);
      }),
    );
  });
  it("named towns of a size and locale all have it", () => {
    fc.assert(
      fc.property(localeArb, fc.constantFrom(...TOWN_SIZES), (locale, size) => {
        for (const t of namedTownsFor(locale, size)) expect([t.locale, t.size]).toEqual([locale, size]);
      }),
    );
  });
  it("spotting succeeds with its stated odds over every face pair", () => {
    fc.assert(
      fc.property(fc.boolean(), (apache) => {
        let hits = 0;
        for (let a = 1; a <= 6; a++)
          for (let b = 1; b <= 6; b++)
            if (resolveSpotting({ apacheInSouthwest: apache, dice: [a, b] })) hits++;
        const p = spottingOdds(apache);
        expect(hits * p.den).toBe(36 * p.num);
      }),
    );
    fc.assert(
      fc.property(fc.boolean(), seedArb, (apache, seed) => {
        const r = rollSpotting(apache, seededDice(seed));
        expect(r.spotted).toBe(resolveSpotting({ apacheInSouthwest: apache, dice: r.dice }));
      }),
      RUNS,
    );
  });
  it("Indian-PC weapons: every face gives weapons; soldiers always carry a pistol", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INDIAN_WEAPON_TYPES),
        dieArb,
        fc.integer({ min: 1867, max: 1885 }),
        (type, die, year) => {
          const weapons = resolveIndianWeapons(type, { die, year });
          expect(weapons.length).toBeGreaterThan(0);
          expect(soldierWeapons(year)).toContain("pistol");
          expect(rollIndianWeapons(type, year, sequenceDice(die)).weapons).toEqual(weapons);
        },
      ),
    );
  });
});
