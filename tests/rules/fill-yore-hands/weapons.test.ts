import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isMissingTable } from "../../../src/rules/core";
import { DEFAULT_INTERPRETATIONS, WEAPON_KEYS } from "../../../src/rules/fill-yore-hands";
import { RANGE_TABLE } from "../../../src/rules/fill-yore-hands/shooting";
import { AMMO_TABLE, weaponRange, weaponStats } from "../../../src/rules/fill-yore-hands/weapons";
import { expectRulesError } from "../helpers/properties";

describe("weapons (guide §2.6.2, seed L76–L83)", () => {
  it.each([
    ["sixShooter", 6, 18, "gunBelt", "pistol", 4],
    ["repeaterRifle", 8, 18, "gunBelt", "rifle", 4],
    ["militaryRifle", 1, 24, "cartridgePouchOrBandolier", "rifle", 4],
    ["militaryCarbine", 1, 24, "cartridgePouchOrBandolier", "carbine", 4],
    ["derringer", 2, 0, null, "pistol", 2],
  ] as const)("%s: %d loaded, %d in reserve (%s), %s row with %d bands", (key, cap, res, box, row, bands) => {
    const got = weaponStats({ weapon: key });
    expect(got).toMatchObject({ key, capacity: cap, reserve: res, reserveContainer: box, rangeTable: row });
    expect(!isMissingTable(got) && got.bands).toHaveLength(bands);
  });

  it("the Derringer keeps only the pistol's Close and Short bands by default (FYH-Q05)", () => {
    expect(weaponRange({ weapon: "derringer" }).bands).toEqual(RANGE_TABLE.pistol.slice(0, 2));
    const all = { ...DEFAULT_INTERPRETATIONS, derringerBands: "pistolAll" as const };
    expect(weaponRange({ weapon: "derringer", rules: all }).bands).toEqual(RANGE_TABLE.pistol);
  });

  it("the military long arm may shoot on the Carbine row instead (FYH-Q05)", () => {
    const carbine = { ...DEFAULT_INTERPRETATIONS, militaryRifleRow: "carbine" as const };
    expect(weaponRange({ weapon: "militaryRifle", rules: carbine }).rangeTable).toBe("carbine");
  });

  it("the shotgun's ammunition is the GM's (FYH-M13): missing without it, never invented", () => {
    expect(weaponStats({ weapon: "shotgun" })).toEqual({ missing: "shotgunAmmo" });
    expect(weaponStats({ weapon: "shotgun", shotgunAmmo: { capacity: 2, reserve: 10 } })).toMatchObject({
      capacity: 2,
      reserve: 10,
      rangeTable: "shotgun",
      bands: RANGE_TABLE.shotgun,
    });
    expectRulesError(
      () => weaponStats({ weapon: "shotgun", shotgunAmmo: { capacity: 0, reserve: 1 } }),
      "shotgunAmmo.capacity",
    );
  });

  it("an unknown weapon is a RulesError", () => {
    expectRulesError(() => weaponStats({ weapon: "cannon" as never }), "weapon");
  });
});

describe("weapons: properties", () => {
  const rulesArb = fc.record({
    militaryRifleRow: fc.constantFrom("rifle" as const, "carbine" as const),
    derringerBands: fc.constantFrom("pistolCloseShort" as const, "pistolAll" as const),
  });
  it("weaponRange: bands are a prefix of the table row it names, limits rising", () => {
    fc.assert(
      fc.property(fc.constantFrom(...WEAPON_KEYS), rulesArb, (weapon, rules) => {
        const r = weaponRange({ weapon, rules });
        const row = RANGE_TABLE[r.rangeTable];
        expect(r.bands).toEqual(row.slice(0, r.bands.length));
        expect(r.bands.length).toBeGreaterThanOrEqual(2);
        for (let i = 1; i < r.bands.length; i++)
          expect(r.bands[i]!.upToInches).toBeGreaterThan(r.bands[i - 1]!.upToInches);
      }),
    );
  });
  it("weaponStats: the ammo row plus weaponRange; the shotgun only with the GM's numbers", () => {
    const ammoArb = fc.option(
      fc.record({ capacity: fc.integer({ min: 1, max: 10 }), reserve: fc.integer({ min: 0, max: 40 }) }),
      { nil: undefined },
    );
    fc.assert(
      fc.property(fc.constantFrom(...WEAPON_KEYS), ammoArb, rulesArb, (weapon, shotgunAmmo, rules) => {
        const got = weaponStats({ weapon, shotgunAmmo, rules });
        if (weapon === "shotgun" && !shotgunAmmo) {
          expect(got).toEqual({ missing: "shotgunAmmo" });
          return;
        }
        if (isMissingTable(got)) throw new Error("unexpected missing table");
        expect(got).toMatchObject(weaponRange({ weapon, rules }));
        const ammo = weapon === "shotgun" ? shotgunAmmo! : AMMO_TABLE[weapon];
        expect([got.capacity, got.reserve]).toEqual([ammo.capacity, ammo.reserve]);
      }),
    );
  });
});
