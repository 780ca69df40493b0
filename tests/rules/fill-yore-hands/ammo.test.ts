import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isMissingTable } from "../../../src/rules/core";
import { WEAPON_KEYS } from "../../../src/rules/fill-yore-hands";
import {
  assertAmmo,
  fireRounds,
  reloadWeapon,
  startingAmmo,
  type AmmoState,
} from "../../../src/rules/fill-yore-hands/ammo";
import { weaponStats } from "../../../src/rules/fill-yore-hands/weapons";
import { expectRulesError } from "../helpers/properties";

const ammoArb: fc.Arbitrary<AmmoState> = fc
  .record({
    capacity: fc.integer({ min: 1, max: 10 }),
    l: fc.nat(),
    reserve: fc.integer({ min: 0, max: 30 }),
  })
  .map(({ capacity, l, reserve }) => ({ capacity, loaded: l % (capacity + 1), reserve }));
const reloadRulesArb = fc.constantFrom("oneActionToCapacity" as const, "off" as const);

describe("ammunition (guide §3.4)", () => {
  it("T12: a Six-Shooter fires 3 rounds: loaded 6 → 3, reserve stays 18", () => {
    const start = startingAmmo({ weapon: "sixShooter" });
    expect(start).toEqual({ capacity: 6, loaded: 6, reserve: 18 });
    expect(fireRounds({ ammo: start as AmmoState, rounds: 3 })).toEqual({
      capacity: 6,
      loaded: 3,
      reserve: 18,
    });
  });
  it("reloading (FYH-Q04 house rule) fills up to capacity from the reserve", () => {
    expect(reloadWeapon({ ammo: { capacity: 6, loaded: 3, reserve: 18 } })).toEqual({
      reloaded: true,
      moved: 3,
      ammo: { capacity: 6, loaded: 6, reserve: 15 },
    });
    expect(reloadWeapon({ ammo: { capacity: 6, loaded: 1, reserve: 2 } })).toMatchObject({
      moved: 2,
      ammo: { loaded: 3, reserve: 0 },
    });
  });
  it("reloading is refused with the house rule off, a full weapon or an empty reserve", () => {
    const ammo = { capacity: 2, loaded: 0, reserve: 0 };
    expect(reloadWeapon({ ammo: { ...ammo, reserve: 4 }, rules: { reloadAction: "off" } })).toEqual({
      reloaded: false,
      reason: "reloadOff",
    });
    expect(reloadWeapon({ ammo })).toEqual({ reloaded: false, reason: "noReserve" });
    expect(reloadWeapon({ ammo: { ...ammo, loaded: 2, reserve: 3 } })).toEqual({
      reloaded: false,
      reason: "full",
    });
  });
  it("a shotgun starts loaded only from the GM's table", () => {
    expect(startingAmmo({ weapon: "shotgun" })).toEqual({ missing: "shotgunAmmo" });
    expect(startingAmmo({ weapon: "shotgun", shotgunAmmo: { capacity: 2, reserve: 12 } })).toEqual({
      capacity: 2,
      loaded: 2,
      reserve: 12,
    });
  });
  it("bad input", () => {
    expectRulesError(() => fireRounds({ ammo: { capacity: 6, loaded: 2, reserve: 0 }, rounds: 3 }), "rounds");
    expectRulesError(
      () => fireRounds({ ammo: { capacity: 6, loaded: 7, reserve: 0 }, rounds: 1 }),
      "ammo.loaded",
    );
    expectRulesError(
      () => fireRounds({ ammo: { capacity: 6, loaded: 2, reserve: 0 }, rounds: -1 }),
      "rounds",
    );
  });
});

describe("ammunition: properties", () => {
  it("assertAmmo: a valid state passes unchanged; loaded above capacity fails", () => {
    fc.assert(
      fc.property(ammoArb, (ammo) => {
        expect(assertAmmo("a", ammo)).toEqual(ammo);
        expectRulesError(() => assertAmmo("a", { ...ammo, loaded: ammo.capacity + 1 }), "a.loaded");
      }),
    );
  });
  it("startingAmmo: full to capacity with the table's reserve", () => {
    fc.assert(
      fc.property(fc.constantFrom(...WEAPON_KEYS), fc.integer({ min: 1, max: 8 }), (weapon, cap) => {
        const shotgunAmmo = { capacity: cap, reserve: cap * 3 };
        const got = startingAmmo({ weapon, shotgunAmmo });
        const stats = weaponStats({ weapon, shotgunAmmo });
        if (isMissingTable(got) || isMissingTable(stats)) throw new Error("unexpected missing table");
        expect(got).toEqual({ capacity: stats.capacity, loaded: stats.capacity, reserve: stats.reserve });
      }),
    );
  });
  it("fireRounds: loaded drops by the rounds fired, reserve and capacity untouched", () => {
    fc.assert(
      fc.property(ammoArb, fc.nat(), (ammo, n) => {
        const rounds = n % (ammo.loaded + 1);
        expect(fireRounds({ ammo, rounds })).toEqual({ ...ammo, loaded: ammo.loaded - rounds });
        expectRulesError(() => fireRounds({ ammo, rounds: ammo.loaded + 1 }), "rounds");
      }),
    );
  });
  it("reloadWeapon: conserves rounds, never overfills, moves as many as it can", () => {
    fc.assert(
      fc.property(ammoArb, reloadRulesArb, (ammo, reloadAction) => {
        const got = reloadWeapon({ ammo, rules: { reloadAction } });
        if (!got.reloaded) {
          const expected =
            reloadAction === "off" ? "reloadOff" : ammo.loaded === ammo.capacity ? "full" : "noReserve";
          expect(got.reason).toBe(expected);
          return;
        }
        expect(got.ammo.loaded + got.ammo.reserve).toBe(ammo.loaded + ammo.reserve);
        expect(got.ammo.loaded).toBeLessThanOrEqual(ammo.capacity);
        expect(got.moved).toBeGreaterThan(0);
        expect(got.ammo.loaded === ammo.capacity || got.ammo.reserve === 0).toBe(true);
      }),
    );
  });
});
