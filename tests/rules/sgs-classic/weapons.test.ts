import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WEAPON_KEYS } from "../../../src/rules/sgs-classic/ids";
import { classicRules } from "../../../src/rules/sgs-classic/interpretations";
import {
  ADVANCED_WEAPONS,
  BASIC_WEAPONS,
  FIELDS_OF_FIRE,
  brawlDice,
  rangeBand,
  weaponProfile,
} from "../../../src/rules/sgs-classic/weapons";
import { fieldOf } from "../helpers/errors";

const advanced = classicRules({ advancedShooting: true });

describe("basic weapons table (L188–L199)", () => {
  it.each([
    ["bow", 16, 24, 1],
    ["knife", 3, 6, 1],
    ["pistol", 12, 18, 3],
    ["rifle", 24, 36, 1],
    ["scattergun", 6, 9, 2],
    ["shotgun", 12, null, 2],
  ] as const)("%s: %d / %s / ROF %d", (key, eff, long, rof) => {
    expect(BASIC_WEAPONS[key]).toEqual({ effectiveRange: eff, longRange: long, rof });
    const p = weaponProfile(key);
    expect([p.layer, p.effectiveRange, p.longRange, p.rof, p.impact]).toEqual([
      "basic",
      eff,
      long,
      rof,
      null,
    ]);
  });
  it("fields of fire (L211–L219)", () => {
    expect(FIELDS_OF_FIRE).toEqual({
      shotgun: { mode: "path", width: 2, maxTargets: null },
      scattergun: { mode: "path", width: 3, maxTargets: null },
      pistol: { mode: "path", width: 4, maxTargets: 3 },
    });
    expect(weaponProfile("rifle").fieldOfFire).toEqual({ mode: "single" });
  });
});

describe("advanced weapons table (L958–L973)", () => {
  it.each([
    ["pistol", 12, 3, 2],
    ["shotgun", 12, 2, 4],
    ["bow", 18, 1, 2],
    ["trapdoorRifle", 48, 1, 4],
    ["scattergun", 6, 2, 4],
    ["tomahawkKnife", 3, 1, 2],
    ["lanceBayonet", null, 1, 3],
    ["repeatingCarbine", 24, 2, 2],
    ["trapdoorCarbine", 36, 1, 3],
  ] as const)("%s: range %s, ROF %d, Impact %d", (key, range, rof, impact) => {
    expect(ADVANCED_WEAPONS[key]).toEqual({ range, rof, impact });
    const p = weaponProfile(key, advanced);
    expect([p.layer, p.effectiveRange, p.longRange, p.impact]).toEqual(["advanced", range, null, impact]);
    expect(p.rof).toBe(range === null ? 0 : rof);
  });
});

describe("SGS-Q30 mapping", () => {
  it.each([
    ["rifle", "basic", "rifle"],
    ["rifle", "advanced", "trapdoorRifle"],
    ["knife", "advanced", "tomahawkKnife"],
    ["tomahawkKnife", "basic", "knife"],
    ["trapdoorRifle", "basic", "rifle"],
    ["repeatingCarbine", "basic", "rifle"],
    ["trapdoorCarbine", "basic", "rifle"],
    ["lanceBayonet", "basic", null],
    ["saber", "basic", null],
    ["saber", "advanced", null],
    ["fists", "advanced", null],
  ] as const)("%s in %s mode reads row %s", (key, layer, row) => {
    const p = weaponProfile(key, layer === "advanced" ? advanced : classicRules());
    expect(p.row).toBe(row);
    if (row === null) expect([p.effectiveRange, p.rof]).toEqual([null, 0]);
  });
  it("brawl dice (L178): blades 2D6, fists 1D6, tomahawk per SGS-Q17", () => {
    expect(brawlDice("knife")).toBe(2);
    expect(brawlDice("saber")).toBe(2);
    expect(brawlDice("lanceBayonet")).toBe(2);
    expect(brawlDice("pistol")).toBe(1);
    expect(brawlDice("fists")).toBe(1);
    expect(brawlDice("tomahawkKnife", classicRules({ tomahawkBrawlDice: 2 }))).toBe(2);
    expect(brawlDice("tomahawkKnife", classicRules({ tomahawkBrawlDice: 1 }))).toBe(1);
    expect(weaponProfile("fists").brawlPermanent).toBe(false);
    expect(weaponProfile("knife").thrown).toBe(true);
  });
});

describe("range bands", () => {
  it("basic: effective, long, out; shotgun has no long range", () => {
    const pistol = weaponProfile("pistol");
    expect([10, 12, 13, 18, 19].map((d) => rangeBand(pistol, d))).toEqual([
      "effective",
      "effective",
      "long",
      "long",
      "out",
    ]);
    expect(rangeBand(weaponProfile("shotgun"), 13)).toBe("out");
  });
  it("advanced: one Range, no long range", () => {
    const rifle = weaponProfile("rifle", advanced);
    expect([48, 49].map((d) => rangeBand(rifle, d))).toEqual(["effective", "out"]);
    expect(rangeBand(weaponProfile("lanceBayonet", advanced), 0)).toBe("out");
  });
  it("bad input names its field", () => {
    expect(fieldOf(() => rangeBand(weaponProfile("pistol"), -1))).toBe("inches");
    expect(fieldOf(() => weaponProfile("cannon" as never))).toBe("key");
  });
});

describe("properties", () => {
  const key = fc.constantFrom(...WEAPON_KEYS);
  const rules = fc
    .record({ advancedShooting: fc.boolean(), tomahawkBrawlDice: fc.constantFrom(1, 2) })
    .map((o) => classicRules(o));
  it("weaponProfile: long range only in basic, beyond effective; ROF 0 iff no range", () => {
    fc.assert(
      fc.property(key, rules, (k, r) => {
        const p = weaponProfile(k, r);
        expect(p.layer).toBe(r.advancedShooting ? "advanced" : "basic");
        if (r.advancedShooting) expect(p.longRange).toBeNull();
        else expect(p.impact).toBeNull();
        if (p.longRange !== null) expect(p.longRange).toBeGreaterThan(p.effectiveRange!);
        expect(p.rof === 0).toBe(p.effectiveRange === null);
        expect(p.rofOptions).toHaveLength(p.rof);
      }),
    );
  });
  it("brawlDice is 1 or 2 and agrees with the profile", () => {
    fc.assert(
      fc.property(key, rules, (k, r) => {
        expect(brawlDice(k, r)).toBe(weaponProfile(k, r).brawlDice);
      }),
    );
  });
  it("rangeBand is monotone in distance", () => {
    const order = { effective: 0, long: 1, out: 2 };
    fc.assert(
      fc.property(
        key,
        rules,
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (k, r, a, b) => {
          const p = weaponProfile(k, r);
          const [near, far] = a <= b ? [a, b] : [b, a];
          expect(order[rangeBand(p, near)]).toBeLessThanOrEqual(order[rangeBand(p, far)]);
        },
      ),
    );
  });
});
