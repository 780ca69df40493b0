import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardKey, fraction, sequenceDice, type Fraction } from "../../../src/rules/core";
import { WOUND_LEVELS } from "../../../src/rules/fill-yore-hands/ids";
import { BRAWL_MODIFIERS, CHARM_LEVELS } from "../../../src/rules/fill-yore-hands/tables";
import {
  brawlModifiers,
  brawlOdds,
  brawlOutcome,
  brawlWound,
  brawlWoundName,
  listModifier,
  resolveBrawl,
  tickedModifiers,
} from "../../../src/rules/fill-yore-hands/brawl";
import { expectDistribution, RUNS } from "../helpers/properties";
import {
  cardArb,
  damageTableArb,
  gm,
  levelArb,
  modifierTableArb,
  noDice,
  WOMEN_TABLE,
} from "./combat-fixtures";

const modArb = fc.integer({ min: -4, max: 4 });
const dieArb = fc.integer({ min: 1, max: 6 });
/** A table and a subset of its row ids. */
const tickedArb = modifierTableArb.chain((table) =>
  fc.tuple(fc.constant(table), fc.subarray(Object.keys(table.rows))),
);
const brawlerArb = (ids: string[]) =>
  fc.record({
    modifiers: fc.subarray(ids),
    brawlingRating: fc.option(fc.constantFrom(...ids), { nil: null }),
    surprise: fc.integer({ min: 0, max: 1 }),
    prone: fc.boolean(),
    woman: fc.boolean(),
  });
const setupArb = modifierTableArb.chain((mods) =>
  fc.record({
    mods: fc.constant(mods),
    attacker: brawlerArb(Object.keys(mods.rows)),
    defender: brawlerArb(Object.keys(mods.rows)),
    damage: damageTableArb,
    prone: fc.integer({ min: -3, max: 3 }),
  }),
);

describe("brawl: properties", () => {
  it("listModifier / tickedModifiers: the rows' modifiers summed; nothing ticked needs no table", () => {
    fc.assert(
      fc.property(tickedArb, ([table, ids]) => {
        const expected = ids.reduce((s, id) => s + (table.rows[id]!.modifier as number), 0);
        expect(tickedModifiers(BRAWL_MODIFIERS, table, ids)).toBe(expected);
        expect(tickedModifiers(BRAWL_MODIFIERS, undefined, [])).toBe(0);
        expect(listModifier(CHARM_LEVELS, undefined, null)).toBe(0);
        for (const id of ids) expect(listModifier(CHARM_LEVELS, table, id)).toBe(table.rows[id]!.modifier);
        if (ids.length > 0)
          expect(tickedModifiers(BRAWL_MODIFIERS, undefined, ids)).toEqual({
            missing: "brawlModifiers",
            key: ids[0],
          });
      }),
      RUNS,
    );
  });

  it("brawlOutcome: symmetric; tie, margin 1 and margin ≥2 as in the text", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 20 }), fc.integer({ min: -10, max: 20 }), (a, d) => {
        const o = brawlOutcome(a, d);
        const m = Math.abs(a - d);
        expect(o.kind).toBe(m === 0 ? "standOff" : m === 1 ? "littleCut" : "damageCard");
        const swapped = brawlOutcome(d, a);
        expect(swapped.kind).toBe(o.kind);
        if (o.kind !== "standOff" && swapped.kind !== "standOff") {
          expect(o.loser).toBe(a < d ? "attacker" : "defender");
          expect(swapped.loser).not.toBe(o.loser);
        }
      }),
      RUNS,
    );
  });

  it("brawlOdds: a distribution equal to counting the 36 pairs through brawlOutcome; mirrored when swapped", () => {
    fc.assert(
      fc.property(modArb, modArb, (am, dm) => {
        const odds = brawlOdds(am, dm);
        const all = [odds.standOff, ...Object.values(odds.littleCut), ...Object.values(odds.damageCard)];
        expectDistribution(all);
        let ties = 0;
        for (let a = 1; a <= 6; a++) for (let d = 1; d <= 6; d++) if (a + am === d + dm) ties++;
        expect(odds.standOff).toEqual(fraction(ties, 36));
        const mirror = brawlOdds(dm, am);
        expect(mirror.littleCut.attacker).toEqual(odds.littleCut.defender);
        expect(mirror.damageCard.defender).toEqual(odds.damageCard.attacker);
      }),
      RUNS,
    );
  });

  it("brawlModifiers / resolveBrawl: totals are dice plus each side's breakdown; odds match the frequencies", () => {
    fc.assert(
      fc.property(setupArb, dieArb, dieArb, ({ mods, attacker, defender, damage, prone }, a, d) => {
        const tables = {
          brawlModifiers: mods,
          brawlingRatings: mods,
          damageCardTable: damage,
          womenInBrawlsTable: WOMEN_TABLE,
        };
        const options = { proneBrawlModifier: prone, brawlNeedsContact: true };
        const m = brawlModifiers(attacker, defender, tables, options);
        if ("missing" in m) throw new Error("all rows exist");
        const r = resolveBrawl({
          attacker,
          defender,
          inContact: true,
          dice: sequenceDice(a, d),
          tables,
          options,
        });
        if (!("outcome" in r)) throw new Error("expected a result");
        expect(r.totals).toEqual({ attacker: a + m.attacker.total, defender: d + m.defender.total });
        expect(r.outcome).toEqual(brawlOutcome(r.totals.attacker, r.totals.defender));
        expect(r.womanCards).toEqual(
          (["attacker", "defender"] as const).filter((s) => (s === "attacker" ? attacker : defender).woman),
        );
        // The odds of this (kind, loser) equal its frequency over the 36 pairs.
        const odds = brawlOdds(m.attacker.total, m.defender.total);
        const o = r.outcome;
        const same = (x: ReturnType<typeof brawlOutcome>) =>
          x.kind === o.kind && (x.kind === "standOff" || o.kind === "standOff" || x.loser === o.loser);
        let hits = 0;
        for (let x = 1; x <= 6; x++)
          for (let y = 1; y <= 6; y++)
            if (same(brawlOutcome(x + m.attacker.total, y + m.defender.total))) hits++;
        const p: Fraction =
          o.kind === "standOff"
            ? odds.standOff
            : o.kind === "littleCut"
              ? odds.littleCut[o.loser]
              : odds.damageCard[o.loser];
        expect(p).toEqual(fraction(hits, 36));
      }),
      RUNS,
    );
  });

  it("resolveBrawl: without the damage table nothing is rolled", () => {
    fc.assert(
      fc.property(setupArb, ({ mods, attacker, defender }) => {
        const tables = {
          brawlModifiers: mods,
          brawlingRatings: mods,
          damageCardTable: undefined,
          womenInBrawlsTable: WOMEN_TABLE,
        };
        const r = resolveBrawl({
          attacker,
          defender,
          inContact: true,
          dice: noDice,
          tables,
          options: { proneBrawlModifier: 0, brawlNeedsContact: true },
        });
        expect(r).toEqual({ missing: "damageCardTable", key: "2S" });
      }),
      RUNS,
    );
  });

  it("brawlWoundName: the GM's name wins; else Little cut for Pinked; else the shooting name", () => {
    fc.assert(
      fc.property(
        levelArb,
        fc.option(
          fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== ""),
          { nil: undefined },
        ),
        (level, name) => {
          const table = name === undefined ? undefined : gm({ [level]: { name } });
          const r = brawlWoundName(level, table);
          if (name !== undefined) expect(r).toEqual({ level, name, from: "gm" });
          else if (level === "pinked") expect(r.name).toBe("Little cut");
          else expect(r.from).toBe("shooting");
        },
      ),
      RUNS,
    );
  });

  it("brawlWound: the damage card's level for a win by 2+, Pinked for a Little cut", () => {
    fc.assert(
      fc.property(
        damageTableArb,
        cardArb,
        fc.constantFrom("attacker" as const, "defender" as const),
        (table, card, loser) => {
          const tables = { damageCardTable: table, brawlWoundNames: undefined };
          const w = brawlWound({ kind: "damageCard", loser, margin: 2 }, card, tables);
          expect(w).toMatchObject({ loser, level: table.rows[cardKey(card)]!.level, card });
          expect(brawlWound({ kind: "littleCut", loser, margin: 1 }, null, tables)).toMatchObject({
            level: "pinked",
            card: null,
          });
          expect(WOUND_LEVELS).toContain((w as { level: string }).level);
        },
      ),
      RUNS,
    );
  });
});
