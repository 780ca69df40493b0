import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice } from "../../../src/rules/core";
import { classicRules } from "../../../src/rules/sgs-classic/interpretations";
import { CON_CATEGORIES } from "../../../src/rules/sgs-classic/ids";
import {
  afterBattle,
  applyDamage,
  categoryConModifier,
  constitutionMax,
  coolnessAfterShootout,
  coolnessBounds,
  damageState,
  damageThresholds,
  monthlyRecovery,
  resolveStatRoll,
  rollStat,
  statRollOdds,
} from "../../../src/rules/sgs-classic/stats";

const rulesArb = fc
  .record({
    fistDamageCountsForDeath: fc.boolean(),
    conModifierStacking: fc.constantFrom("categoryPlusWoman" as const, "categoryOnly" as const),
    unlistedConModifier: fc.integer({ min: -2, max: 2 }),
    coolnessCampaignRange: fc.constantFrom("zeroToSix" as const, "threeToSix" as const),
  })
  .map((o) => classicRules(o));
const poolsArb = fc.record({
  max: fc.integer({ min: 0, max: 12 }),
  woundDamage: fc.integer({ min: 0, max: 40 }),
  brawlDamage: fc.integer({ min: 0, max: 40 }),
});

describe("stats properties", () => {
  it("resolveStatRoll / rollStat / statRollOdds agree and stay in 3–6", () => {
    let total = 0;
    for (const v of statRollOdds().values()) total += v.num / v.den;
    expect(total).toBeCloseTo(1, 12);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer(),
        (a, b, seed) => {
          const r = resolveStatRoll(a === 6 ? [a, b] : [a]);
          expect(r.value).toBeGreaterThanOrEqual(3);
          expect(r.value).toBeLessThanOrEqual(6);
          expect(statRollOdds().has(r.value)).toBe(true);
          const rolled = rollStat(seededDice(seed));
          expect(resolveStatRoll(rolled.dice)).toEqual(rolled);
        },
      ),
    );
  });
  it("constitutionMax = CV + categoryConModifier (+ woman), never below 0", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(...CON_CATEGORIES),
        fc.boolean(),
        rulesArb,
        (cv, category, isWoman, rules) => {
          const con = constitutionMax({ cv, category, isWoman }, rules);
          const woman = isWoman && rules.conModifierStacking === "categoryPlusWoman" ? -1 : 0;
          expect(con).toBe(Math.max(0, cv + categoryConModifier(category, rules) + woman));
        },
      ),
    );
  });
  it("damageState / damageThresholds / applyDamage / afterBattle / monthlyRecovery are consistent", () => {
    fc.assert(
      fc.property(
        poolsArb,
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom("wound" as const, "fists" as const),
        rulesArb,
        (p, amount, kind, rules) => {
          const s = damageState(p, rules);
          expect(s.current).toBe(p.max - p.woundDamage - p.brawlDamage);
          expect(s.unconscious && s.dead).toBe(false);
          const t = damageThresholds(p.max);
          if (p.brawlDamage === 0) expect(s.dead).toBe(p.woundDamage >= t.deadAt);
          const r = applyDamage({ ...p, amount, kind }, rules);
          expect(r.pools.woundDamage + r.pools.brawlDamage).toBe(p.woundDamage + p.brawlDamage + amount);
          expect(r.after.total).toBeGreaterThanOrEqual(r.before.total);
          if (r.before.dead) expect(r.after.dead).toBe(true);
          const after = afterBattle(r.pools, rules);
          if (!r.after.dead) {
            expect(after.brawlDamage).toBe(0);
            if (p.max >= 1) expect(damageState(after, rules).current).toBeGreaterThanOrEqual(1);
            const m = monthlyRecovery(after, rules);
            expect(m.woundDamage).toBe(Math.max(0, after.woundDamage - 1));
          } else expect(monthlyRecovery(r.pools, rules)).toEqual(r.pools);
        },
      ),
    );
  });
  it("coolnessAfterShootout stays within coolnessBounds", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        rulesArb,
        (coolness, count, ranAway, rules) => {
          const b = coolnessBounds(rules);
          const c = Math.max(b.min, coolness);
          const r = coolnessAfterShootout({ coolness: c, shootoutsWithoutRunning: count, ranAway }, rules);
          expect(r.coolness).toBeGreaterThanOrEqual(b.min);
          expect(r.coolness).toBeLessThanOrEqual(b.max);
          expect(r.coolness - c).toBe(r.change);
          if (!ranAway) expect(r.change).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
