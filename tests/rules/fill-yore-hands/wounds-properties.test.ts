import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardKey, deckWithJokers, type GmTableData } from "../../../src/rules/core";
import { ATTITUDES, TOUGHNESS, WOUND_LEVELS, type WoundLevel } from "../../../src/rules/fill-yore-hands/ids";
import {
  additionalWoundsRule,
  applyWound,
  assertNpcStanding,
  assertWoundEntry,
  assertWounds,
  damageLevel,
  damageLevelOdds,
  damageTableReady,
  effectiveAttitude,
  npcAfterWound,
  woundRank,
  woundShootingPenalty,
  woundState,
  type WoundEntry,
} from "../../../src/rules/fill-yore-hands/wounds";
import { expectDistribution, RUNS } from "../helpers/properties";
import { cardArb, damageTableArb, gm, levelArb } from "./combat-fixtures";

const ruleArb = fc.option(fc.constantFrom("worst", "stepUp", "custom"), { nil: undefined });
const ruleTable = (rule: string | undefined): GmTableData | undefined =>
  rule === undefined ? undefined : gm({ only: { rule } });
const entryArb: fc.Arbitrary<WoundEntry> = fc
  .record({
    level: levelArb,
    source: fc.constantFrom("shot" as const, "brawl" as const),
    card: cardArb,
    ignored: fc.boolean(),
  })
  .map((e) => ({ ...e, ignored: e.ignored && e.level !== "kilt" }));
/** Wounds a living figure may have: no Kilt. */
const livingWoundsArb = fc.array(
  entryArb.filter((e) => e.level !== "kilt"),
  { maxLength: 4 },
);
const npcArb = fc.record({
  attitude: fc.constantFrom(...ATTITUDES),
  charmedBy: fc.option(fc.constantFrom("a", "b"), { nil: null }),
  woundedEver: fc.boolean(),
});
const rank = (l: WoundLevel) => WOUND_LEVELS.indexOf(l) + 1;

describe("wounds: properties", () => {
  it("woundRank: 0 for none, then rising with severity", () => {
    fc.assert(
      fc.property(levelArb, levelArb, (a, b) => {
        expect(woundRank("none")).toBe(0);
        expect(woundRank(a) < woundRank(b)).toBe(WOUND_LEVELS.indexOf(a) < WOUND_LEVELS.indexOf(b));
      }),
      RUNS,
    );
  });

  it("assertWoundEntry / assertWounds: valid entries come back equal; an ignored Kilt is refused", () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 5 }), (wounds) => {
        expect(assertWounds("w", wounds)).toEqual(wounds);
        for (const w of wounds) expect(assertWoundEntry("w", w)).toEqual(w);
        expect(() => assertWoundEntry("w", { ...wounds[0], level: "kilt", ignored: true })).toThrow();
      }),
      RUNS,
    );
  });

  it("damageLevel: a full table gives each card its row; the odds are a distribution counting cards", () => {
    fc.assert(
      fc.property(damageTableArb, cardArb, (table, card) => {
        expect(damageTableReady(table)).toBeUndefined();
        expect(damageLevel(card, table)).toBe(table.rows[cardKey(card)]!.level);
        const odds = damageLevelOdds(table) as Record<WoundLevel, { num: number; den: number }>;
        expectDistribution(Object.values(odds));
        for (const l of WOUND_LEVELS) {
          const n = deckWithJokers().filter((c) => table.rows[cardKey(c)]!.level === l).length;
          expect(odds[l].num * 54).toBe(n * odds[l].den);
        }
      }),
      RUNS,
    );
  });

  it("damageTableReady: any removed row is reported before a draw", () => {
    fc.assert(
      fc.property(damageTableArb, cardArb, (table, card) => {
        const rows = { ...table.rows };
        delete rows[cardKey(card)];
        const partial = gm(rows);
        expect(damageTableReady(partial)).toMatchObject({ missing: "damageCardTable" });
        expect(damageLevelOdds(partial)).toMatchObject({ missing: "damageCardTable" });
        expect(damageLevel(card, partial)).toEqual({ missing: "damageCardTable", key: cardKey(card) });
      }),
      RUNS,
    );
  });

  it("additionalWoundsRule / woundState: never below the worst counted wound; worst rule equals it", () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 5 }), ruleArb, (wounds, rule) => {
        const table = ruleTable(rule);
        expect(additionalWoundsRule(table)).toBe(rule ?? "worst");
        const s = woundState({ wounds, additionalWoundsRule: table });
        const worst = Math.max(0, ...wounds.filter((w) => !w.ignored).map((w) => rank(w.level)));
        expect(woundRank(s.state)).toBeGreaterThanOrEqual(worst);
        if ((rule ?? "worst") !== "stepUp") expect(woundRank(s.state)).toBe(worst);
        expect(s.isDead).toBe(s.state === "kilt");
        expect(s.isDown).toBe(s.state === "gutShot" || s.state === "kilt");
        expect(s.awaitingGm).toBe(rule === "custom");
      }),
      RUNS,
    );
  });

  it("woundShootingPenalty: worst is one level's penalty, sum is at least as harsh", () => {
    fc.assert(
      fc.property(livingWoundsArb, ruleArb, (wounds, rule) => {
        const input = { wounds, additionalWoundsRule: ruleTable(rule) };
        if (woundState(input).isDead) {
          // "Go up one level" can kill without a Kilt card: a dead figure does not shoot.
          expect(() => woundShootingPenalty(input, { woundPenalty: "worst" })).toThrow("does not shoot");
          return;
        }
        const worst = woundShootingPenalty(input, { woundPenalty: "worst" });
        const sum = woundShootingPenalty(input, { woundPenalty: "sum" });
        expect([0, -1, -2, -3]).toContain(worst);
        if ((rule ?? "worst") === "worst") expect(sum).toBeLessThanOrEqual(worst);
        expect(sum).toBe(wounds.filter((w) => !w.ignored).reduce((s, w) => s - rank(w.level), 0));
      }),
      RUNS,
    );
  });

  it("applyWound: appends one entry; a Kilt is never ignored; at most one shrug (two when stacked)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TOUGHNESS),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.tuple(levelArb, cardArb), { minLength: 1, maxLength: 5 }),
        ruleArb,
        (toughness, isDrunk, stack, hits, rule) => {
          let wounds: readonly WoundEntry[] = [];
          for (const [level, card] of hits) {
            const before = woundState({ wounds, additionalWoundsRule: ruleTable(rule) });
            if (before.isDead) break;
            const r = applyWound({
              figure: { toughness, isDrunk, wounds },
              level,
              source: "shot",
              card,
              additionalWoundsRule: ruleTable(rule),
              options: { oxAndDrunkStack: stack },
            });
            expect(r.wounds).toEqual([...wounds, r.entry]);
            expect(r.entry.ignored).toBe(r.ignoredBy !== null);
            if (level === "kilt") expect(r.after.isDead).toBe(true);
            if (r.ignoredBy === "toughness") expect(toughness).not.toBe("none");
            if (r.ignoredBy === "drunk") expect(isDrunk).toBe(true);
            // Only leading wounds are shrugged off.
            if (r.entry.ignored) expect(wounds.every((w) => w.ignored)).toBe(true);
            wounds = r.wounds;
          }
          const shrugged = wounds.filter((w) => w.ignored).length;
          const allowed = (toughness !== "none" ? 1 : 0) + (isDrunk ? 1 : 0);
          expect(shrugged).toBeLessThanOrEqual(stack ? allowed : Math.min(1, allowed));
          if (allowed > 0 && hits[0]![0] !== "kilt") expect(wounds[0]!.ignored).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it("npcAfterWound / effectiveAttitude / assertNpcStanding: wounded means Suspicious and uncharmed for good", () => {
    fc.assert(
      fc.property(npcArb, (npc) => {
        expect(assertNpcStanding("npc", npc)).toEqual(npc);
        expect(effectiveAttitude(npc)).toBe(npc.woundedEver ? "suspicious" : npc.attitude);
        const r = npcAfterWound(npc);
        expect(r.charmBroken).toBe(npc.charmedBy !== null);
        expect(r.npc).toEqual({ attitude: "suspicious", charmedBy: null, woundedEver: true });
        expect(effectiveAttitude({ ...r.npc, attitude: "innocent" })).toBe("suspicious");
      }),
      RUNS,
    );
  });
});
