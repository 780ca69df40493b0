import { describe, expect, it } from "vitest";
import { fraction, sequenceDice } from "../../../src/rules/core";
import {
  afterBattle,
  applyDamage,
  categoryConModifier,
  constitutionMax,
  coolnessAfterShootout,
  coolnessBounds,
  damageState,
  damageThresholds,
  HORSE,
  monthlyRecovery,
  resolveStatRoll,
  rollStat,
  statRollOdds,
} from "../../../src/rules/sgs-classic/stats";
import { classicRules } from "../../../src/rules/sgs-classic/interpretations";
import { CON_CATEGORIES } from "../../../src/rules/sgs-classic/ids";
import { expectRulesError } from "../helpers/properties";

describe("CV and Coolness generation (guide §2.2.1)", () => {
  it("D1 reads 1 → 3, 4 → 4, 6 then 6 → 6, 6 then 2 → 5", () => {
    expect(resolveStatRoll([1]).value).toBe(3);
    expect(resolveStatRoll([4]).value).toBe(4);
    expect(resolveStatRoll([6, 6]).value).toBe(6);
    expect(resolveStatRoll([6, 2]).value).toBe(5);
  });
  it("pins every first die and every second die after a 6", () => {
    expect([1, 2, 3, 4, 5].map((f) => resolveStatRoll([f]).value)).toEqual([3, 4, 4, 4, 4]);
    expect([1, 2, 3, 4, 5, 6].map((f) => resolveStatRoll([6, f]).value)).toEqual([5, 5, 5, 5, 5, 6]);
  });
  it("rolls a second die only after a 6", () => {
    expect(rollStat(sequenceDice(3)).dice).toEqual([3]);
    expect(rollStat(sequenceDice(6, 6)).dice).toEqual([6, 6]);
  });
  it("states the odds 6/36, 24/36, 5/36, 1/36", () => {
    const odds = statRollOdds();
    expect(odds.get(3)).toEqual(fraction(6, 36));
    expect(odds.get(4)).toEqual(fraction(24, 36));
    expect(odds.get(5)).toEqual(fraction(5, 36));
    expect(odds.get(6)).toEqual(fraction(1, 36));
  });
  it("refuses a missing second die and extra dice", () => {
    expectRulesError(() => resolveStatRoll([6]), "dice[1]");
    expectRulesError(() => resolveStatRoll([3, 2]), "dice.length");
  });
});

describe("Constitution (guide §2.2.2)", () => {
  it("D2 Marshal CV4 → 6; woman civilian CV4 → 2; Indian CV5 → 7; Gang George CV5 → 6", () => {
    expect(constitutionMax({ cv: 4, category: "marshal", isWoman: false })).toBe(6);
    expect(constitutionMax({ cv: 4, category: "civilian", isWoman: true })).toBe(2);
    expect(constitutionMax({ cv: 5, category: "indian", isWoman: false })).toBe(7);
    expect(constitutionMax({ cv: 5, category: "outlaw", isWoman: false })).toBe(6);
  });
  it("pins every category's modifier (deputy and soldier unlisted: the world's value)", () => {
    expect(Object.fromEntries(CON_CATEGORIES.map((c) => [c, categoryConModifier(c)]))).toEqual({
      indian: 2,
      ranger: 2,
      marshal: 2,
      outlaw: 1,
      gunfighter: 1,
      cowboy: 1,
      civilian: -1,
      deputy: 0,
      soldier: 0,
      none: 0,
    });
    expect(categoryConModifier("deputy", classicRules({ unlistedConModifier: 1 }))).toBe(1);
  });
  it("SGS-Q07: a woman outlaw is 0 with the Woman modifier, +1 under the category-only reading", () => {
    expect(constitutionMax({ cv: 4, category: "outlaw", isWoman: true })).toBe(4);
    expect(
      constitutionMax(
        { cv: 4, category: "outlaw", isWoman: true },
        classicRules({ conModifierStacking: "categoryOnly" }),
      ),
    ).toBe(5);
  });
});

describe("Damage (guide §3.13)", () => {
  it("pins the threshold table for Constitution 1–8 and the horse's 12", () => {
    const rows = [1, 2, 3, 4, 5, 6, 7, 8, 12].map((m) => [m, damageThresholds(m)]);
    expect(rows).toEqual([
      [1, { unconsciousAt: 1, deadAt: 3 }],
      [2, { unconsciousAt: 2, deadAt: 5 }],
      [3, { unconsciousAt: 3, deadAt: 7 }],
      [4, { unconsciousAt: 4, deadAt: 9 }],
      [5, { unconsciousAt: 5, deadAt: 11 }],
      [6, { unconsciousAt: 6, deadAt: 13 }],
      [7, { unconsciousAt: 7, deadAt: 15 }],
      [8, { unconsciousAt: 8, deadAt: 17 }],
      [12, { unconsciousAt: 12, deadAt: 25 }],
    ]);
    expect(HORSE).toEqual({ cv: 5, constitution: 12 });
  });
  it("D9 CON 5 takes 3 then 2: unconscious; 5 more (10): alive; 1 more (11): dead", () => {
    let p = { max: 5, woundDamage: 0, brawlDamage: 0 };
    p = applyDamage({ ...p, amount: 3, kind: "wound" }).pools;
    const second = applyDamage({ ...p, amount: 2, kind: "wound" });
    expect(second.after).toMatchObject({ current: 0, unconscious: true, dead: false });
    expect(second.becameUnconscious).toBe(true);
    const third = applyDamage({ ...second.pools, amount: 5, kind: "wound" });
    expect(third.after).toMatchObject({ total: 10, dead: false, unconscious: true });
    const fourth = applyDamage({ ...third.pools, amount: 1, kind: "wound" });
    expect(fourth.after.dead).toBe(true);
    expect(fourth.died).toBe(true);
  });
  it("D10 damage 8 of CON 5: 1 after the battle, 2 the next month, full after 4 months", () => {
    let p = afterBattle({ max: 5, woundDamage: 8, brawlDamage: 0 });
    expect(damageState(p).current).toBe(1);
    const seen: number[] = [];
    for (let m = 0; m < 5; m++) {
      p = monthlyRecovery(p);
      seen.push(damageState(p).current);
    }
    expect(seen).toEqual([2, 3, 4, 5, 5]);
  });
  it("SGS-Q20: fist damage counts towards death by default, not under the other reading", () => {
    const p = { max: 3, woundDamage: 2, brawlDamage: 5 };
    expect(damageState(p).dead).toBe(true);
    expect(damageState(p, classicRules({ fistDamageCountsForDeath: false }))).toMatchObject({
      dead: false,
      unconscious: true,
    });
  });
  it("heals fist damage after the battle and leaves the dead as they are", () => {
    expect(afterBattle({ max: 5, woundDamage: 1, brawlDamage: 4 })).toEqual({
      max: 5,
      woundDamage: 1,
      brawlDamage: 0,
    });
    const dead = { max: 2, woundDamage: 9, brawlDamage: 0 };
    expect(afterBattle(dead)).toEqual(dead);
    expect(monthlyRecovery(dead)).toEqual(dead);
  });
});

describe("Coolness in the campaign (guide §4.11)", () => {
  it("D30 Coolness 4: three shoot-outs without running → 5; then one run → 4", () => {
    let r = { coolness: 4, shootoutsWithoutRunning: 0 };
    for (let i = 0; i < 3; i++) r = coolnessAfterShootout({ ...r, ranAway: false });
    expect(r.coolness).toBe(5);
    r = coolnessAfterShootout({ ...r, ranAway: true });
    expect(r.coolness).toBe(4);
  });
  it("SGS-Q06: Coolness falls to 0, or stops at 3 under the other reading", () => {
    expect(coolnessBounds()).toEqual({ min: 0, max: 6 });
    expect(coolnessAfterShootout({ coolness: 3, shootoutsWithoutRunning: 0, ranAway: true }).coolness).toBe(
      2,
    );
    const narrow = classicRules({ coolnessCampaignRange: "threeToSix" });
    expect(
      coolnessAfterShootout({ coolness: 3, shootoutsWithoutRunning: 0, ranAway: true }, narrow),
    ).toMatchObject({ coolness: 3, change: 0 });
  });
});
