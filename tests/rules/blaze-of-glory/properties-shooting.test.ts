import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Fraction, add, seededDice, sum } from "../../../src/rules/core";
import { HIT_LOCATIONS } from "../../../src/rules/blaze-of-glory/ids";
import { getWeapon } from "../../../src/rules/blaze-of-glory/weapons";
import {
  COVER_ACTIVITIES,
  COVER_KINDS,
  COVER_POSITIONS,
  NO_WOUNDS,
  OPEN_TARGET,
  type ShotConditions,
  type Wounds,
  addWound,
  applyImHit,
  atLeastOne,
  checkCover,
  computeShootingRep,
  countsAsMovingFast,
  coverProfile,
  damageForTotal,
  damageOdds,
  exposedLocations,
  hitOdds,
  imHitDice,
  imHitOdds,
  killResult,
  longRangeHitChance,
  proneProtects,
  readDamage,
  readLongRange,
  readShootinTable,
  resolveImHit,
  resolveKill,
  resolveShot,
  rollDamage,
  rollFace,
  rollImHit,
  rollShot,
  shootinRow,
  shootingOptions,
  shootingRep,
  toHitOdds,
  totalWounds,
  validateWounds,
  woundEffects,
} from "../../../src/rules/blaze-of-glory/shooting";
import {
  RUNS,
  allFinite,
  attributesArb,
  countingDice,
  diceArb,
  dieArb,
  expectDistribution,
  expectProbability,
  expectRulesError,
  fracLe,
  locationArb,
  repArb,
  seedArb,
  toughnessArb,
  weaponArb,
} from "../helpers/properties";

const rangedWeaponArb = weaponArb.filter((w) => !getWeapon(w).meleeOnly);
const woundCount = fc.integer({ min: 0, max: 3 });
const woundsArb: fc.Arbitrary<Wounds> = fc.record({
  head: woundCount,
  gunArm: woundCount,
  offArm: woundCount,
  chest: woundCount,
  gut: woundCount,
  leg: woundCount,
  gutShot: fc.boolean(),
});
const shootingOptionsArb = fc.record({
  longRangeDice: fc.constantFrom("perDie" as const, "oneDie" as const),
  calledShot: fc.constantFrom("pickRow" as const, "rollNormally" as const),
  spreadMinRep: fc.constantFrom("baseRep" as const, "modifiedRep" as const),
  agileIgnores: fc.constantFrom("ownMovement" as const, "anyMovement" as const),
  chestSubsequentWound: fc.constantFrom("chestOnly" as const, "anyLocation" as const),
  largerThanLife: fc.boolean(),
  cheatingDeath: fc.boolean(),
});
const conditionsArb: fc.Arbitrary<ShotConditions> = fc.record({
  targetInCover: fc.boolean(),
  carryingCasualty: fc.boolean(),
  targetProne: fc.boolean(),
  targetMovingFast: fc.boolean(),
  shooterMovingFast: fc.boolean(),
  sickDrunk: fc.boolean(),
  unfamiliarWeapon: fc.boolean(),
  twoWeapons: fc.boolean(),
  offArm: fc.boolean(),
  targetMounted: fc.boolean(),
  bystanders: fc.integer({ min: 0, max: 3 }),
});
const ROW_ORDER = { sevenOrLess: 0, eight: 1, nine: 2, ten: 3, elevenPlus: 4 } as const;
const IM_HIT_EFFECTS = [
  "justAScratch",
  "headWound",
  "gunArmWound",
  "gunArmUnusable",
  "offArmWound",
  "offArmUnusable",
  "chestWound",
  "chestWoundAgain",
  "gutWound",
  "legWound",
  "legWoundAgain",
  "woundedOutOfTheFight",
];
const hitChance = (o: { hit: Fraction; calledHit: Fraction }) => add(o.hit, o.calledHit);

describe("shooting: options and wounds", () => {
  it("shootingOptions validates every field and names the bad one", () => {
    fc.assert(
      fc.property(shootingOptionsArb, (o) => {
        const checked = shootingOptions(o);
        expect(checked).toMatchObject(o);
        expect(Object.isFrozen(checked)).toBe(true);
        expectRulesError(
          () => shootingOptions({ ...o, longRangeDice: "all" as never }),
          "options.longRangeDice",
        );
        expectRulesError(() => shootingOptions({ ...o, cheatingDeath: 0 as never }, "o"), "o.cheatingDeath");
      }),
      RUNS,
    );
  });

  it("validateWounds, addWound, totalWounds, woundEffects: one wound adds one, effects follow the counts", () => {
    fc.assert(
      fc.property(woundsArb, locationArb, fc.boolean(), (w, loc, gut) => {
        expect(validateWounds(w)).toEqual(w);
        const next = addWound(w, loc, gut);
        expect(totalWounds(next)).toBe(totalWounds(w) + 1);
        expect(next.gutShot).toBe(w.gutShot || gut);
        const e = woundEffects(w);
        allFinite(e);
        expect(e.gunArmUsable).toBe(w.gunArm < 2);
        expect(e.chestPenalty).toBe(w.chest > 0 ? 2 : 0);
        expect(["normal", "half", "none"]).toContain(e.movement);
        if (w.leg >= 2) expect(woundEffects(next).movement).toBe("none");
        expectRulesError(() => validateWounds({ ...w, head: -1 }), "wounds.head");
        expectRulesError(() => validateWounds({ ...w, leg: Number.NaN }, "t.wounds"), "t.wounds.leg");
        expectRulesError(() => validateWounds({ ...w, gutShot: "yes" }), "wounds.gutShot");
      }),
      RUNS,
    );
  });
});

describe("shooting: the Shootin' table", () => {
  it("shootinRow and readShootinTable never move a higher total to a worse row", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 20 }),
        fc.integer({ min: 1, max: 3 }),
        conditionsArb,
        (total, shot, c) => {
          expect(ROW_ORDER[shootinRow(total + 1)]).toBeGreaterThanOrEqual(ROW_ORDER[shootinRow(total)]);
          const reason = readShootinTable(total, shot, c);
          if (total <= 7) expect(reason).toBe("totalSevenOrLess");
          if (total >= 11) expect(reason).toBe("totalElevenPlus");
          if (total === 10) expect(reason).toBe("totalTen");
          expect(readShootinTable(total, shot, OPEN_TARGET)).toBe(
            total <= 7
              ? "totalSevenOrLess"
              : total === 8
                ? shot >= 2
                  ? "secondOrLaterShot"
                  : "totalEight"
                : total === 9
                  ? shot >= 3
                    ? "thirdShot"
                    : "totalNine"
                  : total === 10
                    ? "totalTen"
                    : "totalElevenPlus",
          );
          expectRulesError(() => shootinRow(Number.NaN), "total");
          expectRulesError(() => readShootinTable(total + 0.5, shot, c), "total");
          expectRulesError(() => readShootinTable(total, 0, c), "shot");
        },
      ),
      RUNS,
    );
  });

  it("readLongRange hits only on a 6 confirmed at or under Rep, and a higher Rep never undoes a hit", () => {
    fc.assert(
      fc.property(dieArb, fc.option(dieArb, { nil: null }), repArb, (first, confirm, rep) => {
        const r = readLongRange(first, confirm, rep);
        expect(r === "longRangeHit").toBe(first === 6 && confirm !== null && confirm <= rep);
        if (r === "longRangeHit") expect(readLongRange(first, confirm, rep + 1)).toBe("longRangeHit");
        expectRulesError(() => readLongRange(7, confirm, rep), "first");
        expectRulesError(() => readLongRange(6, 2.5, rep), "confirm");
        expectRulesError(() => readLongRange(first, confirm, Number.NaN), "rep");
      }),
      RUNS,
    );
  });

  it("shootingRep and computeShootingRep agree; a higher Rep never lowers the to-hit Rep", () => {
    fc.assert(
      fc.property(
        repArb,
        attributesArb,
        rangedWeaponArb,
        woundsArb,
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        shootingOptionsArb,
        (
          rep,
          attributes,
          weapon,
          wounds,
          [usingOffArm, twoWeapons, nagMountOrTeam, holdingMounts, gotAShotPass1],
          o,
        ) => {
          const input = {
            rep,
            attributes,
            weapon,
            wounds,
            usingOffArm,
            twoWeapons,
            nagMountOrTeam,
            holdingMounts,
            gotAShotPass1,
          };
          const r = shootingRep(input, o);
          allFinite(r);
          expect(Number.isInteger(r.rep) && Number.isInteger(r.dieBonus)).toBe(true);
          expect(r.dieBonus).toBeGreaterThanOrEqual(0);
          const opts = shootingOptions(o);
          const raw = computeShootingRep(
            rep,
            attributes,
            getWeapon(weapon),
            wounds,
            usingOffArm!,
            twoWeapons!,
            nagMountOrTeam!,
            holdingMounts!,
            gotAShotPass1!,
            opts,
          );
          expect(raw).toEqual({ rep: r.rep, dieBonus: r.dieBonus, blockedBy: r.blockedBy });
          if (rep < 7) expect(shootingRep({ ...input, rep: rep + 1 }, o).rep).toBeGreaterThanOrEqual(r.rep);
          expectRulesError(() => shootingRep({ ...input, rep: 9 }), "rep");
          expectRulesError(() => shootingRep({ ...input, weapon: "musket" as never }), "weapon");
          expectRulesError(() => shootingRep({ ...input, weapon: "lance" }), "weapon");
          expectRulesError(
            () => shootingRep({ ...input, wounds: { ...wounds, chest: 2.5 } }),
            "wounds.chest",
          );
        },
      ),
      RUNS,
    );
  });

  it("countsAsMovingFast: any mounted move, a passed move-fast die, or more than 6 inches", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.integer({ min: 0, max: 24 }), (passed, moved, inches) => {
        expect(
          countsAsMovingFast({ passedFootMoveFast: passed, mountOrVehicleMoved: moved, inchesMoved: inches }),
        ).toBe(passed || moved || inches > 6);
        expectRulesError(() => countsAsMovingFast({ inchesMoved: -1 - inches }), "inchesMoved");
        expectRulesError(() => countsAsMovingFast({ inchesMoved: Number.NaN }), "inchesMoved");
        expectRulesError(() => countsAsMovingFast({ passedFootMoveFast: 1 as never }), "passedFootMoveFast");
      }),
      RUNS,
    );
  });
});

describe("shooting: damage and cover", () => {
  it("readDamage, rollDamage and damageForTotal agree; only spread weapons are range-capped", () => {
    fc.assert(
      fc.property(
        seedArb,
        dieArb,
        dieArb,
        rangedWeaponArb,
        fc.integer({ min: 0, max: 40 }),
        (s, white, coloured, weapon, distance) => {
          const r = readDamage(white, coloured, weapon, distance);
          expect(r).toEqual({
            white,
            coloured,
            ...damageForTotal(white + coloured, getWeapon(weapon), distance),
          });
          expect(HIT_LOCATIONS).toContain(r.location);
          expect(["imHit", "outOfTheFight", "obviouslyDead"]).toContain(r.effect);
          if (getWeapon(weapon).spread === null) expect(r.rangeCapped).toBe(false);
          if (r.rangeCapped) expect(r.effect).toBe("imHit");
          const src = countingDice(s);
          const rolled = rollDamage(src, weapon, distance);
          expect([rolled.white, rolled.coloured]).toEqual(src.faces);
          expectRulesError(() => readDamage(7, coloured, weapon), "white");
          expectRulesError(() => readDamage(white, 2.5, weapon), "coloured");
          expectRulesError(() => readDamage(white, coloured, "lance"), "weapon");
          expectRulesError(() => readDamage(white, coloured, "laser" as never), "weapon");
          expectRulesError(() => readDamage(white, coloured, weapon, -3), "distance");
        },
      ),
      RUNS,
    );
  });

  it("exposedLocations, coverProfile, proneProtects, checkCover: cover never exposes more than the table", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COVER_POSITIONS),
        fc.constantFrom(...COVER_ACTIVITIES),
        fc.constantFrom(...COVER_KINDS),
        locationArb,
        dieArb,
        dieArb,
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        (position, activity, kind, loc, white, coloured, [prone, bow, higher, upper, overhead]) => {
          const exposed = exposedLocations(position, activity);
          for (const l of exposed) expect(HIT_LOCATIONS).toContain(l);
          const cover = coverProfile({ kind, position, activity });
          expect(cover.inCover).toBe(kind !== "none");
          if (cover.exposed) expect(cover.exposed).toEqual(exposed);
          const proneInput = {
            prone: prone!,
            shooterUsingBow: bow!,
            shooterOnHigherGround: higher!,
            shooterOnUpperStorey: upper!,
            overheadProtection: overhead!,
          };
          const pp = proneProtects(proneInput);
          if (!prone || bow || higher) expect(pp).toBe(false);
          const c = checkCover(loc, white, coloured, cover, pp);
          expect(["noCover", "exposed", "blocked", "penetrated", "deflected"]).toContain(c);
          if (c === "blocked") expect(exposed).not.toContain(loc);
          if (c === "penetrated") expect(coloured).toBeGreaterThan(white);
          if (kind === "none" && !pp) expect(c).toBe("noCover");
          expectRulesError(() => exposedLocations("tree" as never, activity), "position");
          expectRulesError(() => coverProfile({ kind: "brick" as never }), "cover.kind");
          expectRulesError(
            () => coverProfile({ kind: "bulletproof", position, activity: "sleeping" as never }),
            "cover.activity",
          );
          expectRulesError(() => proneProtects({ ...proneInput, prone: "yes" as never }), "prone");
        },
      ),
      RUNS,
    );
  });
});

describe("shooting: I'm Hit and the Star advantages", () => {
  it("resolveImHit, rollImHit, applyImHit, rollFace, imHitDice: passes 0..2, higher Toughness never does worse", () => {
    fc.assert(
      fc.property(
        seedArb,
        toughnessArb,
        locationArb,
        woundsArb,
        fc.boolean(),
        diceArb(3, 3),
        (s, toughness, location, wounds, bow, faces) => {
          const n = imHitDice(bow);
          expect(n).toBe(bow ? 3 : 2);
          const dice = faces.slice(0, n);
          const r = resolveImHit(dice, { toughness, location, wounds, bow });
          allFinite(r);
          expect([0, 1, 2]).toContain(r.passes);
          expect(IM_HIT_EFFECTS).toContain(r.effect);
          expect(totalWounds(r.wounds) - totalWounds(wounds)).toBe(r.passes === 2 ? 0 : 1);
          expect(applyImHit([...dice], toughness, location, wounds, shootingOptions())).toEqual(r);
          if (toughness < 7)
            expect(
              resolveImHit(dice, { toughness: toughness + 1, location, wounds, bow }).passes,
            ).toBeGreaterThanOrEqual(r.passes);
          const src = countingDice(s);
          const rolled = rollImHit(src, { toughness, location, wounds, bow });
          expect(rolled.dice).toEqual(src.faces);
          expect(rolled.dice).toHaveLength(n);
          const one = countingDice(s);
          expect(rollFace(one)).toBe(one.faces[0]);
          expectRulesError(() => rollFace({ roll: () => 7 }), "d6");
          expectRulesError(() => resolveImHit(dice, { toughness: 9, location }), "toughness");
          expectRulesError(() => resolveImHit(dice, { toughness, location: "foot" as never }), "location");
          expectRulesError(
            () => resolveImHit([7, ...dice.slice(1)], { toughness, location, bow }),
            "dice[0]",
          );
          expectRulesError(() => resolveImHit([...dice, 1, 1], { toughness, location, bow }), "dice");
          expectRulesError(() => rollImHit(src, { toughness: 0, location }), "toughness");
        },
      ),
      RUNS,
    );
  });

  it("resolveKill and killResult: only the eligible escape; Larger Than Life needs a lesser shooter", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        repArb,
        repArb,
        fc.boolean(),
        shootingOptionsArb,
        (eligible, targetRep, shooterRep, declare, o) => {
          const r = resolveKill({ eligible, targetRep, shooterRep, declareCheatDeath: declare }, o);
          expect(r).toEqual(killResult(eligible, targetRep, shooterRep, declare, shootingOptions(o)));
          expect(["obviouslyDead", "outOfTheFight", "cheatedDeath"]).toContain(r.outcome);
          if (!eligible) expect(r.outcome).toBe("obviouslyDead");
          if (r.outcome === "outOfTheFight") expect(shooterRep).toBeLessThan(targetRep);
          if (r.outcome === "cheatedDeath") expect(declare && o.cheatingDeath).toBe(true);
          expectRulesError(
            () => resolveKill({ eligible, targetRep: 9, shooterRep, declareCheatDeath: declare }),
            "targetRep",
          );
          expectRulesError(
            () => resolveKill({ eligible, targetRep, shooterRep: 2.5, declareCheatDeath: declare }),
            "shooterRep",
          );
        },
      ),
      RUNS,
    );
  });

  it("resolveShot is rollShot: same seed, same result, every number finite", () => {
    fc.assert(
      fc.property(
        seedArb,
        repArb,
        rangedWeaponArb,
        fc.integer({ min: 0, max: 30 }),
        toughnessArb,
        (s, rep, weapon, distance, toughness) => {
          const input = {
            shooter: {
              figure: { profession: "cowboy" as const, rep, veteran: false, attributes: [] },
              weapon,
            },
            targets: [{ dice: 1, distance, figure: { rep: 4, toughness } }],
          };
          const a = resolveShot(seededDice(s), input);
          allFinite(a);
          expect(a).toEqual(rollShot(seededDice(s), input));
          for (const t of a.targets) expect(t.hits).toBeLessThanOrEqual(a.dice.length);
          expectRulesError(
            () =>
              resolveShot(seededDice(s), {
                ...input,
                shooter: { ...input.shooter, figure: { ...input.shooter.figure, rep: 9 } },
              }),
            /rep$/,
          );
        },
      ),
      RUNS,
    );
  });
});

describe("shooting: exact odds", () => {
  it("toHitOdds sums to 1 and a higher Rep never raises the miss chance", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 10 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 3 }),
        conditionsArb,
        (rep, bonus, shot, c) => {
          const o = toHitOdds(rep, bonus, shot, c);
          expectDistribution([o.miss, o.hit, o.calledHit, o.diverted]);
          expect(fracLe(toHitOdds(rep + 1, bonus, shot, c).miss, o.miss)).toBe(true);
          expectRulesError(() => toHitOdds(Number.NaN), "rep");
          expectRulesError(() => toHitOdds(rep, 9), "dieBonus");
          expectRulesError(() => toHitOdds(rep, bonus, 4), "shot");
        },
      ),
      RUNS,
    );
  });

  it("longRangeHitChance is at most 1/6, rises with Rep and (from Rep 2) never beats effective range", () => {
    fc.assert(
      fc.property(repArb, (rep) => {
        const p = longRangeHitChance(rep);
        expectProbability(p);
        expect(fracLe(p, { num: 1, den: 6 })).toBe(true);
        expect(fracLe(p, longRangeHitChance(rep + 1))).toBe(true);
        // Rep 1 can never total 8 at effective range but can roll 6-then-1 at long range (book as written).
        if (rep >= 2) expect(fracLe(p, hitChance(toHitOdds(rep)))).toBe(true);
        expectRulesError(() => longRangeHitChance(2.5), "rep");
      }),
      RUNS,
    );
  });

  it("damageOdds and hitOdds are distributions; higher Toughness never raises Out of the Fight", () => {
    fc.assert(
      fc.property(
        rangedWeaponArb,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 6 }),
        (weapon, distance, toughness) => {
          const d = damageOdds(weapon, distance);
          expectDistribution(Object.values(d.effects));
          expectDistribution(Object.values(d.locations));
          // Farther away a spread weapon only loses its killing rows.
          expect(fracLe(d.effects.imHit, damageOdds(weapon, distance + 10).effects.imHit)).toBe(true);
          const h = hitOdds(weapon, toughness, distance);
          expectDistribution(Object.values(h));
          const tougher = hitOdds(weapon, toughness + 1, distance);
          expect(
            fracLe(add(tougher.outOfTheFight, tougher.obviouslyDead), add(h.outOfTheFight, h.obviouslyDead)),
          ).toBe(true);
          expect(fracLe(h.scratch, tougher.scratch)).toBe(true);
          expectRulesError(() => damageOdds(weapon, -1), "distance");
          expectRulesError(() => hitOdds(weapon, 9), "toughness");
          expectRulesError(() => hitOdds("laser" as never, toughness), "weapon");
        },
      ),
      RUNS,
    );
  });

  it("imHitOdds: higher Toughness never lowers the chance of passing I'm Hit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.boolean(), (toughness, bow) => {
        const o = imHitOdds(toughness, bow);
        expectDistribution(o);
        expect(o).toHaveLength(3);
        const t = imHitOdds(toughness + 1, bow);
        expect(fracLe(o[2]!, t[2]!)).toBe(true);
        expect(fracLe(t[0]!, o[0]!)).toBe(true);
        expectRulesError(() => imHitOdds(0), "toughness");
        expectRulesError(() => imHitOdds(Number.NaN), "toughness");
      }),
      RUNS,
    );
  });

  it("atLeastOne is a probability no smaller than any single chance", () => {
    const chance = fc.integer({ min: 0, max: 36 }).map((n) => ({ num: n, den: 36 }));
    fc.assert(
      fc.property(fc.array(chance, { maxLength: 5 }), (cs) => {
        const p = atLeastOne(cs);
        expectProbability(p);
        for (const c of cs) expect(fracLe(c, p)).toBe(true);
        expect(fracLe(p, sum(cs))).toBe(true);
        expect(NO_WOUNDS.head).toBe(0);
      }),
      RUNS,
    );
  });
});
