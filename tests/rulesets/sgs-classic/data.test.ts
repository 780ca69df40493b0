import { afterAll, describe, expect, it, vi } from "vitest";
import { installFoundryStandIns } from "../../foundry/standin";
import { DEFAULT_RULES, classicRules } from "../../../src/rules/sgs-classic/interpretations";
import { deriveConstitution, type ConstitutionSource } from "../../../src/rulesets/sgs-classic/data/derive";

/**
 * Six Gun Sound (classic)'s data models: every field refuses bad values with a message (through the
 * `validate` callbacks the schemas give Foundry) and keeps good ones; a figure's Constitution maximum,
 * current value, unconscious and dead are derived from CV, category and damage under the world's rules.
 */

installFoundryStandIns();
afterAll(() => vi.unstubAllGlobals());
const { FigureData } = await import("../../../src/rulesets/sgs-classic/data/figure");
const { HorseData } = await import("../../../src/rulesets/sgs-classic/data/horse");
const { VehicleData } = await import("../../../src/rulesets/sgs-classic/data/vehicle");
const { WeaponData } = await import("../../../src/rulesets/sgs-classic/data/weapon");

interface Recorded {
  fieldClass: string;
  args: [Record<string, unknown> & { validate?: (v: unknown) => void; initial?: unknown }, ...unknown[]];
}
function accepts(field: unknown, value: unknown): boolean {
  const validate = (field as Recorded).args[0]?.validate;
  if (!validate) throw new Error("field has no validate");
  try {
    validate(value);
    return true;
  } catch {
    return false;
  }
}
function initial(field: unknown): unknown {
  return (field as Recorded).args[0]?.initial;
}
/** The fields of a recorded SchemaField. */
function sub(field: unknown): Record<string, unknown> {
  expect((field as Recorded).fieldClass).toBe("SchemaField");
  return (field as Recorded).args[0] as Record<string, unknown>;
}
/** The element field of a recorded ArrayField. */
function element(field: unknown): unknown {
  expect((field as Recorded).fieldClass).toBe("ArrayField");
  return (field as Recorded).args[0];
}

const figure = FigureData.defineSchema() as unknown as Record<string, unknown>;
const horse = HorseData.defineSchema() as unknown as Record<string, unknown>;
const vehicle = VehicleData.defineSchema() as unknown as Record<string, unknown>;
const weapon = WeaponData.defineSchema() as unknown as Record<string, unknown>;

describe("the figure's fields", () => {
  it("take the rulebook's ids or nothing where nothing is allowed, and refuse others", () => {
    expect(accepts(figure.profession, "")).toBe(true);
    expect(accepts(figure.profession, "gunfighter")).toBe(true);
    expect(accepts(figure.profession, "sheriff")).toBe(false);
    expect(accepts(figure.conCategory, "ranger")).toBe(true);
    expect(accepts(figure.conCategory, "")).toBe(false);
    expect(initial(figure.conCategory)).toBe("none");
    expect(accepts(figure.indianNation, "plains")).toBe(true);
    expect(accepts(figure.indianNation, "woodland")).toBe(false);
    expect(accepts(figure.uniqueRole, "trailBoss")).toBe(true);
    expect(accepts(figure.coolnessResult, "flinch")).toBe(true);
    expect(accepts(figure.coolnessResult, "panic")).toBe(false);
    expect(accepts(figure.side, "black")).toBe(true);
    expect(accepts(figure.side, "blue")).toBe(false);
  });

  it("keep CV 3–6 and Coolness 0–6 with the rulebook's defaults, refusing fractions and out of range", () => {
    expect(initial(figure.cv)).toBe(4);
    expect(initial(figure.coolness)).toBe(4);
    for (const v of [3, 4, 5, 6]) expect(accepts(figure.cv, v)).toBe(true);
    expect(accepts(figure.cv, 2)).toBe(false);
    expect(accepts(figure.cv, 7)).toBe(false);
    expect(accepts(figure.cv, 4.5)).toBe(false);
    expect(accepts(figure.coolness, 0)).toBe(true);
    expect(accepts(figure.coolness, -1)).toBe(false);
    expect(initial(figure.stationary)).toBe(true);
    expect(accepts(figure.badWounds, -1)).toBe(false);
  });

  it("store an NPC's table, its roll (0 or 2–12) and role", () => {
    const npc = sub(figure.npc);
    expect(accepts(npc.table, "posse")).toBe(true);
    expect(accepts(npc.table, "")).toBe(true);
    expect(accepts(npc.table, "bandits")).toBe(false);
    expect(accepts(npc.roll, 0)).toBe(true);
    expect(accepts(npc.roll, 1)).toBe(false);
    expect(accepts(npc.roll, 2)).toBe(true);
    expect(accepts(npc.roll, 12)).toBe(true);
    expect(accepts(npc.roll, 13)).toBe(false);
    expect(accepts(npc.role, "Leader")).toBe(true);
    expect(accepts(npc.role, "<b>x</b>")).toBe(false);
  });

  it("keep damage whole and not negative, and the maximum override optional", () => {
    const con = sub(figure.constitution);
    expect(accepts(con.woundDamage, 0)).toBe(true);
    expect(accepts(con.woundDamage, -1)).toBe(false);
    expect(accepts(con.brawlDamage, 1.5)).toBe(false);
    expect(accepts(con.maxOverride, null)).toBe(true);
    expect(accepts(con.maxOverride, 7)).toBe(true);
    expect(accepts(con.maxOverride, -1)).toBe(false);
  });

  it("keep the campaign record: locale, cattle drive 0–3, entries of history and pending encounters", () => {
    const c = sub(figure.campaign);
    expect(accepts(c.currentLocale, "kansas")).toBe(true);
    expect(accepts(c.currentLocale, "montana")).toBe(false);
    expect(accepts(c.cattleDriveMonthsLeft, 3)).toBe(true);
    expect(accepts(c.cattleDriveMonthsLeft, 4)).toBe(false);
    const pending = sub(element(c.pending));
    expect(accepts(pending.encounter, "robbery")).toBe(true);
    expect(accepts(pending.encounter, "duel")).toBe(false);
    const history = sub(element(c.history));
    expect(accepts(history.month, 12)).toBe(true);
    expect(accepts(history.month, 13)).toBe(false);
    expect(accepts(element(c.coupsCounted), "Actor.abc123")).toBe(true);
    expect(accepts(element(c.coupsCounted), "not a uuid")).toBe(false);
    const lt = sub(element(c.lifeAndTimes));
    expect(accepts(lt.locale, "")).toBe(true);
    expect(accepts(lt.locale, "texas")).toBe(true);
  });
});

describe("the horse, vehicle and weapon fields", () => {
  it("give a horse CV 5 and Constitution 12 and its four states", () => {
    expect(initial(horse.cv)).toBe(5);
    expect(initial(sub(horse.constitution).max)).toBe(12);
    expect(accepts(horse.status, "brokeStride")).toBe(true);
    expect(accepts(horse.status, "lame")).toBe(false);
    expect(accepts(horse.rider, null)).toBe(true);
  });

  it("give a vehicle a 12-inch move and a 3-inch base", () => {
    expect(initial(vehicle.move)).toBe(12);
    expect(initial(vehicle.baseWidth)).toBe(3);
    expect(accepts(element(vehicle.occupants), "Actor.x1")).toBe(true);
  });

  it("keep a weapon's key, fire mode and 1–2 brawl dice", () => {
    expect(accepts(weapon.key, "scattergun")).toBe(true);
    expect(accepts(weapon.key, "cannon")).toBe(false);
    expect(accepts(sub(weapon.fieldOfFire).mode, "path")).toBe(true);
    expect(accepts(sub(weapon.fieldOfFire).mode, "cone")).toBe(false);
    expect(accepts(weapon.brawlDice, 2)).toBe(true);
    expect(accepts(weapon.brawlDice, 3)).toBe(false);
    expect(accepts(sub(weapon.basic).longRange, null)).toBe(true);
    expect(accepts(sub(weapon.advanced).range, null)).toBe(true);
  });

  it("stamp every type with schema version 1", () => {
    for (const schema of [figure, horse, vehicle, weapon]) expect(initial(schema.schemaVersion)).toBe(1);
  });
});

function source(
  over: Partial<ConstitutionSource> & { con?: Partial<ConstitutionSource["constitution"]> } = {},
) {
  const { con, ...rest } = over;
  return {
    cv: 4,
    conCategory: "none" as const,
    isWoman: false,
    ...rest,
    constitution: { woundDamage: 0, brawlDamage: 0, maxOverride: null, ...con },
  };
}

describe("the derived Constitution", () => {
  it("is the CV with no category, full and conscious while undamaged", () => {
    expect(deriveConstitution(source(), DEFAULT_RULES)).toEqual({
      max: 4,
      current: 4,
      unconscious: false,
      dead: false,
    });
  });

  it("takes the GM's override over CV and category", () => {
    expect(deriveConstitution(source({ con: { maxOverride: 9 } }), DEFAULT_RULES).max).toBe(9);
  });

  it("follows SGS-Q07: a woman's modifier stacks with her category's, or not", () => {
    const woman = source({ isWoman: true });
    expect(deriveConstitution(woman, classicRules({ conModifierStacking: "categoryPlusWoman" })).max).toBe(3);
    expect(deriveConstitution(woman, classicRules({ conModifierStacking: "categoryOnly" })).max).toBe(4);
  });

  it("is unconscious at 0 and dead past twice the maximum", () => {
    expect(deriveConstitution(source({ con: { woundDamage: 4 } }), DEFAULT_RULES)).toMatchObject({
      current: 0,
      unconscious: true,
      dead: false,
    });
    expect(deriveConstitution(source({ con: { woundDamage: 9 } }), DEFAULT_RULES)).toMatchObject({
      dead: true,
      unconscious: false,
    });
  });

  it("counts fist damage towards death only under SGS-Q20's reading that it does", () => {
    const s = source({ con: { woundDamage: 1, brawlDamage: 8 } });
    expect(deriveConstitution(s, classicRules({ fistDamageCountsForDeath: true })).dead).toBe(true);
    expect(deriveConstitution(s, classicRules({ fistDamageCountsForDeath: false })).dead).toBe(false);
  });

  it("never throws on values the rules core refuses", () => {
    const bad = source({ cv: 9.5 as number, con: { woundDamage: -3 } });
    expect(() => deriveConstitution(bad, DEFAULT_RULES)).not.toThrow();
  });

  it("is written onto the figure's constitution by prepareDerivedData, from the world's rules", () => {
    vi.stubGlobal("game", undefined);
    const model = Object.assign(
      Object.create(FigureData.prototype),
      source({ cv: 5, con: { woundDamage: 2 } }),
    );
    (model as { prepareDerivedData(): void }).prepareDerivedData();
    expect(model.constitution).toMatchObject({
      max: 5,
      current: 3,
      unconscious: false,
      dead: false,
      woundDamage: 2,
    });
  });
});
