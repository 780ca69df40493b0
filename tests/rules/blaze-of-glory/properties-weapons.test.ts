import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WEAPONS } from "../../../src/rules/blaze-of-glory/ids";
import {
  AMMO_STATUSES,
  REPLENISH_SOURCES,
  UNCLASSIFIED_AMMO_RULES,
  ammoBlocksFire,
  assertDistance,
  canFireTogether,
  canReloadWhileMoving,
  canWieldTogetherInMelee,
  coverActivityFor,
  effectiveFactor,
  effectiveRange,
  getWeapon,
  hasDamageTag,
  isRangedWeapon,
  mayUseLongE,
  rangeBand,
  replenish,
  rollReload,
  usesCapAndBall,
  weaponOptions,
} from "../../../src/rules/blaze-of-glory/weapons";
import {
  RUNS,
  allFinite,
  countingDice,
  expectRulesError,
  figureArb,
  seedArb,
  weaponArb,
} from "../helpers/properties";

const optionsArb = fc.record({
  unclassifiedAmmo: fc.constantFrom(...UNCLASSIFIED_AMMO_RULES),
  reloadWhileMovingOnFoot: fc.boolean(),
  capAndBallForTwoPistolNpcs: fc.boolean(),
});
const statusArb = fc.constantFrom(...AMMO_STATUSES);
const BAND_ORDER = { effective: 0, long: 1, outOfRange: 2 } as const;

describe("weapons: properties over random valid input", () => {
  it("weaponOptions validates and freezes; a bad field is named", () => {
    fc.assert(
      fc.property(optionsArb, (o) => {
        const checked = weaponOptions(o);
        expect(checked).toEqual(o);
        expect(weaponOptions(checked)).toBe(checked);
        expectRulesError(
          () => weaponOptions({ ...o, unclassifiedAmmo: "flintlock" as never }),
          "options.unclassifiedAmmo",
        );
        expectRulesError(
          () => weaponOptions({ ...o, reloadWhileMovingOnFoot: 1 as never }, "opts"),
          "opts.reloadWhileMovingOnFoot",
        );
      }),
      RUNS,
    );
  });

  it("mayUseLongE, effectiveFactor, effectiveRange: never above maximum range, halving halves, veterans reach no shorter", () => {
    fc.assert(
      fc.property(weaponArb, figureArb, fc.boolean(), (id, fig, halved) => {
        const w = getWeapon(id);
        const may = mayUseLongE(w, fig);
        expect(may).toBe(w.longE !== null && (fig.profession === "buffaloHunter" || fig.veteran));
        const factor = effectiveFactor(id, fig);
        expect(factor).toBe(w.e === null ? 0 : may ? (w.longE ?? w.e) : w.e);
        const r = effectiveRange(id, fig, { halved });
        allFinite(r);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(w.maxRange ?? 0);
        expect(effectiveRange(id, fig, { halved: true })).toBeLessThanOrEqual(effectiveRange(id, fig));
        expect(effectiveRange(id, { ...fig, veteran: true })).toBeGreaterThanOrEqual(effectiveRange(id, fig));
        if (fig.rep < 7)
          expect(effectiveRange(id, { ...fig, rep: fig.rep + 1 })).toBeGreaterThanOrEqual(
            effectiveRange(id, fig),
          );
        expectRulesError(() => effectiveRange(id, { ...fig, rep: 9 }), "figure.rep");
        expectRulesError(() => effectiveFactor("musket" as never, fig), "weapon");
        expectRulesError(() => effectiveRange(id, fig, { halved: "yes" as never }), "options.halved");
      }),
      RUNS,
    );
  });

  it("assertDistance and rangeBand: a longer distance never gives a better band", () => {
    fc.assert(
      fc.property(
        weaponArb,
        figureArb,
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 40 }),
        (id, fig, d, more) => {
          expect(assertDistance("distance", d)).toBe(d);
          const near = rangeBand(id, fig, d);
          const far = rangeBand(id, fig, d + more);
          expect(BAND_ORDER[far]).toBeGreaterThanOrEqual(BAND_ORDER[near]);
          if (!isRangedWeapon(id)) expect(near).toBe("outOfRange");
          expectRulesError(() => rangeBand(id, fig, -1 - d), "distance");
          expectRulesError(() => rangeBand(id, fig, Number.NaN), "distance");
          expectRulesError(() => assertDistance("x.distance", Infinity), "x.distance");
        },
      ),
      RUNS,
    );
  });

  it("canFireTogether, canWieldTogetherInMelee are symmetric; coverActivityFor, isRangedWeapon, hasDamageTag read the table", () => {
    fc.assert(
      fc.property(weaponArb, weaponArb, (a, b) => {
        expect(canFireTogether(a, b)).toBe(canFireTogether(b, a));
        expect(canWieldTogetherInMelee(a, b)).toBe(canWieldTogetherInMelee(b, a));
        const wa = getWeapon(a);
        if (canFireTogether(a, b)) expect(wa.firearm && wa.hands === 1).toBe(true);
        expect(coverActivityFor(a)).toBe(wa.longArm ? "firingRifle" : "firingPistol");
        expect(isRangedWeapon(a)).toBe(!wa.meleeOnly);
        for (const tag of ["gunArmOof", "gutOof", "legOof"] as const)
          expect(hasDamageTag(wa, tag)).toBe(wa.damageTags.includes(tag));
        expectRulesError(() => canFireTogether(a, "cannon" as never), "b");
        expectRulesError(() => canWieldTogetherInMelee("sabre" as never, b), "a");
        expectRulesError(() => coverActivityFor("cannon" as never), "weapon");
      }),
      RUNS,
    );
  });

  it("ammoBlocksFire only blocks what is not loaded; unknown statuses and bad dice are named", () => {
    fc.assert(
      fc.property(statusArb, fc.boolean(), fc.integer({ min: 0, max: 6 }), (status, active, dice) => {
        const block = ammoBlocksFire(status, active, dice);
        expect([null, "fumbling", "mustReload", "out", "lastShotOnlyWhenActive", "lastShotOneDie"]).toContain(
          block,
        );
        if (status === "loaded") expect(block).toBeNull();
        else if (status !== "lastShot") expect(block).toBe(status);
        else if (active && dice <= 1) expect(block).toBeNull();
        expectRulesError(() => ammoBlocksFire("jammed" as never, active, dice), "status");
        expectRulesError(() => ammoBlocksFire(status, active, Number.NaN), "dice");
      }),
      RUNS,
    );
  });

  it("rollReload consumes exactly the dice it reports; replenish loads unless cap-and-ball", () => {
    fc.assert(
      fc.property(
        seedArb,
        weaponArb,
        statusArb,
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(...REPLENISH_SOURCES),
        (s, weapon, status, capAndBall, robberyReprieve, source) => {
          const src = countingDice(s);
          const r = rollReload(src, { weapon, status, capAndBall, robberyReprieve });
          expect(r.dice).toEqual(src.faces);
          expect(AMMO_STATUSES).toContain(r.status);
          if (status === "loaded") expect(r.result).toBe("notNeeded");
          const rep = replenish(status, source, capAndBall);
          expect(rep.status).toBe(capAndBall ? status : "loaded");
          expect(rep.costsActivation).toBe(!capAndBall && source !== "fromCharacter");
          expectRulesError(() => rollReload(src, { weapon, status: "empty" as never }), "input.status");
          expectRulesError(() => replenish(status, "shop" as never), "source");
        },
      ),
      RUNS,
    );
  });

  it("canReloadWhileMoving and usesCapAndBall follow their options", () => {
    fc.assert(
      fc.property(
        weaponArb,
        fc.boolean(),
        fc.boolean(),
        optionsArb,
        fc.boolean(),
        fc.integer({ min: 0, max: 4 }),
        (w, mounted, warrior, o, star, pistols) => {
          const can = canReloadWhileMoving(w, { mounted, warrior }, o);
          if (!mounted) expect(can).toBe(o.reloadWhileMovingOnFoot);
          if (mounted && !warrior)
            expect(canReloadWhileMoving(w, { mounted, warrior: true }, o) || !can).toBe(true);
          const cab = usesCapAndBall({ star, pistols }, o);
          if (!o.capAndBallForTwoPistolNpcs) expect(cab).toBe(false);
          expectRulesError(() => canReloadWhileMoving(w, { mounted: "no" as never }), "who.mounted");
          expectRulesError(() => usesCapAndBall({ star, pistols: 2.5 }), "who.pistols");
          expect(WEAPONS).toContain(w);
        },
      ),
      RUNS,
    );
  });
});
