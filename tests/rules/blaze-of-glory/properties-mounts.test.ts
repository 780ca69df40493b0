import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Fraction, seededDice } from "../../../src/rules/core";
import { PROFESSIONS } from "../../../src/rules/blaze-of-glory/ids";
import {
  ANIMAL_HIT_LOCATIONS,
  ANIMAL_HIT_OUTCOMES,
  CHALLENGE_OUTCOMES,
  HORSEMANSHIP_CAPS,
  MOUNT_QUALITY_MODIFIERS,
  MOUNT_STATES,
  MOUNT_STATUSES,
  MOUNT_TYPES,
  QUALITY_NAMES,
  THROWN_OUTCOMES,
  animalHitDice,
  animalHitTarget,
  assertFlag,
  assertInput,
  assertMountType,
  assertProsperity,
  assertQuality,
  assertRating,
  canBeRidden,
  capFor,
  dismountedMountState,
  findOwnerRow,
  followUpTableOdds,
  holdingMountsFireModifiers,
  horsemanshipCap,
  horsemanshipRating,
  mountMoveInches,
  mountMovingFastOdds,
  mountNormalMove,
  mountOptions,
  mountQualityOdds,
  mountedImpactDice,
  mountingNeedsTest,
  packAnimalsAllowed,
  passesOf,
  plainTableOdds,
  prosperityOf,
  qualityFromScore,
  qualityName,
  riddenQuality,
  rollAnimalHit,
  rollChallenge,
  rollChasePartyDice,
  rollFollowUpTest,
  rollHorsemanshipTest,
  scoreOdds,
  skittishTriggered,
  thrownOutcome,
  thrownRoll,
} from "../../../src/rules/blaze-of-glory/mounts";
import {
  RUNS,
  allFinite,
  countingDice,
  diceArb,
  expectDistribution,
  expectRulesError,
  figureArb,
  fracLe,
  professionArb,
  qualityArb,
  sandArb,
  seedArb,
  toughnessArb,
  weaponArb,
} from "../helpers/properties";

const ratingArb = fc.integer({ min: 0, max: 7 });
const prosperityArb = fc.integer({ min: 1, max: 7 });
const statusArb = fc.constantFrom(...MOUNT_STATUSES);
const mountTypeArb = fc.constantFrom(...MOUNT_TYPES);
const optionsArb = fc.record({
  starProsperity: fc.oneof(fc.constant("rep" as const), prosperityArb),
  followUpComparesWith: fc.constantFrom("tested" as const, "base" as const),
  legStumbleCheck: fc.constantFrom("qualityMinusOne" as const, "legTargetMinusOne" as const),
});
const twoPass = (o: readonly Fraction[]) => o[2]!;

describe("mounts: validators, options, quality", () => {
  it("assertQuality, assertRating, assertProsperity, assertFlag, assertMountType, assertInput accept the ranges and name bad fields", () => {
    fc.assert(
      fc.property(qualityArb, ratingArb, prosperityArb, mountTypeArb, fc.boolean(), (q, r, p, t, b) => {
        expect(assertQuality("q", q)).toBe(q);
        expectRulesError(() => assertQuality("input.quality", q + 3), "input.quality"); // 6..8
        expectRulesError(() => assertQuality("input.quality", 7), "input.quality");
        expect(assertRating("r", r)).toBe(r);
        expectRulesError(() => assertRating("input.horsemanship", r - 8), "input.horsemanship");
        expect(assertProsperity("p", p)).toBe(p);
        expectRulesError(() => assertProsperity("prosperity", p + 7), "prosperity");
        expect(assertFlag("f", b)).toBe(b);
        expect(assertFlag("f", undefined, b)).toBe(b);
        expectRulesError(() => assertFlag("input.flag", "true"), "input.flag");
        expect(assertMountType("type", t)).toBe(t);
        expectRulesError(() => assertMountType("type", "camel"), "type");
        const obj = { q };
        expect(assertInput("input", obj)).toBe(obj);
        expectRulesError(() => assertInput("input", null), "input");
      }),
      RUNS,
    );
  });

  it("mountOptions, qualityName, qualityFromScore, scoreOdds: a higher score never gives a worse horse", () => {
    fc.assert(
      fc.property(optionsArb, qualityArb, fc.integer({ min: -8, max: 8 }), (o, q, score) => {
        expect(mountOptions(o)).toEqual(o);
        expectRulesError(() => mountOptions({ ...o, starProsperity: 9 }), "options.starProsperity");
        expectRulesError(
          () => mountOptions({ ...o, legStumbleCheck: "x" as never }),
          "options.legStumbleCheck",
        );
        expect(QUALITY_NAMES[q - 3]).toBe(qualityName(q));
        expectRulesError(() => qualityName(7 as never), "quality");
        expect(qualityFromScore(score + 1)).toBeGreaterThanOrEqual(qualityFromScore(score));
        expectRulesError(() => qualityFromScore(Number.NaN), "score");
        const odds = scoreOdds(score);
        expectDistribution(Object.values(odds));
        expect(fracLe(odds[5], scoreOdds(score + 1)[5])).toBe(true);
        expectRulesError(() => scoreOdds(2.5), "modifier");
      }),
      RUNS,
    );
  });

  it("findOwnerRow, mountQualityOdds, prosperityOf, packAnimalsAllowed, riddenQuality", () => {
    fc.assert(
      fc.property(
        professionArb,
        prosperityArb,
        figureArb,
        optionsArb,
        fc.integer({ min: 0, max: 40 }),
        qualityArb,
        fc.boolean(),
        (owner, p, fig, o, outfit, q, two) => {
          const row = findOwnerRow(MOUNT_QUALITY_MODIFIERS, owner, p);
          if (row) expect(row.prosperity).toContain(Math.min(6, p));
          const odds = mountQualityOdds(owner, p);
          expectDistribution(Object.values(odds));
          expect(odds).toEqual(scoreOdds(row?.modifier ?? 0));
          expectRulesError(() => mountQualityOdds("banker" as never, p), "owner");
          expectRulesError(() => mountQualityOdds(owner, 0), "prosperity");
          const pr = prosperityOf(fig, o);
          expect(pr).toBe(fig.star && o.starProsperity !== "rep" ? o.starProsperity : fig.rep);
          expectRulesError(() => prosperityOf({ ...fig, rep: 9 }), "figure.rep");
          const pack = packAnimalsAllowed(outfit);
          expect(pack * 4).toBeGreaterThanOrEqual(outfit);
          expect((pack - 1) * 4).toBeLessThan(Math.max(outfit, 1));
          expectRulesError(() => packAnimalsAllowed(-1), "outfitSize");
          expect(riddenQuality(q, two)).toBe(q - (two ? 1 : 0));
          expectRulesError(() => riddenQuality(7 as never), "quality");
        },
      ),
      RUNS,
    );
  });
});

describe("mounts: horsemanship and movement", () => {
  it("capFor, horsemanshipCap, horsemanshipRating: never above Rep or the cap, a lost leg never helps", () => {
    fc.assert(
      fc.property(figureArb, fc.boolean(), (fig, lostLeg) => {
        const cap = horsemanshipCap(fig.profession);
        expect(cap).toBe(capFor(HORSEMANSHIP_CAPS, fig.profession));
        expect([3, 4, 5]).toContain(cap);
        const r = horsemanshipRating(fig, { lostLeg });
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(Math.min(cap, fig.rep));
        expect(horsemanshipRating(fig, { lostLeg: true })).toBeLessThanOrEqual(horsemanshipRating(fig));
        expectRulesError(() => horsemanshipCap("banker" as never), "profession");
        expectRulesError(() => horsemanshipRating({ ...fig, rep: 0 }), "figure.rep");
        expectRulesError(() => horsemanshipRating(fig, { lostLeg: 1 as never }), "input.lostLeg");
      }),
      RUNS,
    );
  });

  it("rollFollowUpTest, rollHorsemanshipTest, passesOf: 2 dice consumed, counts as 0 or 2", () => {
    fc.assert(
      fc.property(
        seedArb,
        ratingArb,
        fc.integer({ min: 0, max: 6 }),
        diceArb(0, 4),
        (s, rating, quality, dice) => {
          const src = countingDice(s);
          const r = rollHorsemanshipTest(src, { horsemanship: rating, quality });
          expect(r.dice).toEqual(src.faces);
          expect(r.passes).toBe(passesOf(r.dice, rating));
          expect([0, 2]).toContain(r.countsAs);
          if (r.passes === 2) expect(r.countsAs).toBe(2);
          if (r.passes === 0) expect(r.countsAs).toBe(0);
          const same = rollFollowUpTest(seededDice(s), "horsemanship", rating, quality);
          expect(same).toEqual(r);
          const p = passesOf(dice, rating);
          expect(p).toBe(Math.min(2, dice.filter((d) => d <= rating).length));
          expectRulesError(() => passesOf([...dice, 7], rating), `dice[${dice.length}]`);
          expectRulesError(() => passesOf(dice, Number.NaN), "target");
          expectRulesError(() => rollFollowUpTest(src, "horsemanship", Number.NaN, quality), "rating");
          expectRulesError(
            () => rollHorsemanshipTest(src, { horsemanship: 9, quality }),
            "input.horsemanship",
          );
          expectRulesError(
            () => rollHorsemanshipTest(src, { horsemanship: rating, quality: 7 }),
            "input.quality",
          );
        },
      ),
      RUNS,
    );
  });

  it("mountNormalMove, mountMoveInches, canBeRidden: hurt mounts never move further than unhurt ones", () => {
    fc.assert(
      fc.property(mountTypeArb, statusArb, fc.constantFrom(0, 1, 1.5, 2), (type, status, mult) => {
        const normal = mountNormalMove(type, status);
        expect(normal).toBeLessThanOrEqual(mountNormalMove(type));
        expect(normal).toBeGreaterThanOrEqual(0);
        expect(mountMoveInches(type, mult, status)).toBe(normal * mult);
        if (!canBeRidden(status)) expect(["crippled", "dead", "mortallyWounded"]).toContain(status);
        expectRulesError(() => mountNormalMove("camel" as never), "type");
        expectRulesError(() => mountNormalMove(type, "tired" as never), "status");
        expectRulesError(() => canBeRidden("tired" as never), "status");
        expectRulesError(() => mountMoveInches(type, Number.NaN, status), "multiplier");
        expectRulesError(() => mountMoveInches(type, -1, status), "multiplier");
      }),
      RUNS,
    );
  });

  it("mountingNeedsTest, dismountedMountState, skittishTriggered: only loose or tied mounts are skittish", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(...MOUNT_STATES),
        fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
        (a, b, state, within) => {
          expect(mountingNeedsTest(a)).toBe(a);
          expect(dismountedMountState({ facingMount: a, tiesUp: b })).toBe(a && b ? "tied" : "loose");
          const t = skittishTriggered({ state, firearmWithinInches: within, deliberateSpooking: b });
          if (state !== "loose" && state !== "tied") expect(t).toBe(false);
          else expect(t).toBe(b || (within !== undefined && within <= 6));
          expectRulesError(() => mountingNeedsTest("no" as never), "firearmDischarged");
          expectRulesError(() => dismountedMountState({ facingMount: 0 as never }), "input.facingMount");
          expectRulesError(
            () => skittishTriggered({ state, firearmWithinInches: Number.NaN }),
            "input.firearmWithinInches",
          );
          expectRulesError(() => skittishTriggered({ state: "asleep" as never }), "input.state");
        },
      ),
      RUNS,
    );
  });
});

describe("mounts: challenges, thrown riders, animal hits", () => {
  it("rollChallenge: dice used = dice reported, outcomes follow the counted row", () => {
    fc.assert(
      fc.property(
        seedArb,
        sandArb,
        fc.constantFrom("ask" as const, "giveUp" as const, "reroll" as const),
        fc.boolean(),
        (s, sand, onPassOne, isRetry) => {
          const src = countingDice(s);
          const r = rollChallenge(src, "custom", { sand, onPassOne, isRetry }, { attempt: true }, {});
          expect(src.count).toBe(r.dice.length + (r.reroll?.dice.length ?? 0));
          expect(CHALLENGE_OUTCOMES).toContain(r.outcome);
          expect(r.outcome).toBe(["refuses", "hesitates", "attempt"][r.countedPasses]);
          if (r.countedPasses === 1) expect(onPassOne === "ask" && !isRetry).toBe(true);
          expectRulesError(() => rollChallenge(src, "custom", { sand: -1 }, {}, {}), "input.sand");
          expectRulesError(
            () => rollChallenge(src, "custom", { sand, onPassOne: "pray" as never }, {}, {}),
            "input.onPassOne",
          );
        },
      ),
      RUNS,
    );
  });

  it("thrownRoll and thrownOutcome: tougher riders never land worse", () => {
    fc.assert(
      fc.property(seedArb, toughnessArb, fc.boolean(), (s, toughness, far) => {
        const src = countingDice(s);
        const { target, roll } = thrownRoll(src, { toughness, movingOver18Inches: far });
        expect(target).toBe(toughness - (far ? 1 : 0));
        expect(roll.dice).toEqual(src.faces);
        expect(THROWN_OUTCOMES).toContain(thrownOutcome(roll.passes));
        const tougher = thrownRoll(seededDice(s), {
          toughness: Math.min(7, toughness + 1),
          movingOver18Inches: far,
        });
        expect(tougher.roll.passes).toBeGreaterThanOrEqual(roll.passes);
        expectRulesError(() => thrownRoll(src, { toughness: 9 }), "input.toughness");
        expectRulesError(() => thrownOutcome(3 as never), "passes");
      }),
      RUNS,
    );
  });

  it("animalHitDice, animalHitTarget, rollAnimalHit: location die + hit dice (+ stumble die) all reported", () => {
    fc.assert(
      fc.property(
        seedArb,
        weaponArb,
        fc.integer({ min: 0, max: 12 }),
        qualityArb,
        fc.constantFrom(...ANIMAL_HIT_LOCATIONS),
        optionsArb,
        (s, weapon, range, q, loc, o) => {
          const n = animalHitDice(weapon, range);
          expect([1, 2]).toContain(n);
          const t = animalHitTarget(q, loc);
          expect(Math.abs(t - q)).toBeLessThanOrEqual(1);
          expect(t).toBeLessThanOrEqual(5);
          const src = countingDice(s);
          const r = rollAnimalHit(src, q, n, mountOptions(o));
          allFinite(r);
          expect(src.count).toBe(1 + r.dice.length + (r.stumbleDie === null ? 0 : 1));
          expect(r.dice).toHaveLength(n);
          expect(ANIMAL_HIT_OUTCOMES).toContain(r.outcome);
          expect(MOUNT_STATUSES).toContain(r.status);
          expectRulesError(() => animalHitDice("laser" as never), "weapon");
          expectRulesError(() => animalHitDice("shotgun", Number.NaN), "rangeInches");
          expectRulesError(() => animalHitTarget(Number.NaN, loc), "quality");
          expectRulesError(() => animalHitTarget(q, "tail" as never), "location");
        },
      ),
      RUNS,
    );
  });

  it("rollChasePartyDice rolls the party's two dice", () => {
    fc.assert(
      fc.property(seedArb, (s) => {
        const src = countingDice(s);
        const d = rollChasePartyDice(src);
        expect(d).toEqual(src.faces);
        expect(d).toHaveLength(2);
        expectRulesError(() => rollChasePartyDice({ roll: () => 0 }), "dice[0]");
      }),
      RUNS,
    );
  });
});

describe("mounts: fire helpers and exact odds", () => {
  it("holdingMountsFireModifiers and mountedImpactDice", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        weaponArb,
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (held, weapon, m, w, i) => {
          const f = holdingMountsFireModifiers({ holdingMounts: held, weapon });
          expect(f.repModifier).toBe(held > 0 ? -1 : 0);
          if (held === 0) expect(f.canFire).toBe(true);
          expect(mountedImpactDice({ mounted: m, meleeWeapon: w, impactRound: i })).toBe(m && w && i ? 1 : 0);
          expectRulesError(
            () => holdingMountsFireModifiers({ holdingMounts: 5, weapon }),
            "input.holdingMounts",
          );
          expectRulesError(
            () => holdingMountsFireModifiers({ holdingMounts: 1, weapon: "laser" as never }),
            "input.weapon",
          );
          expectRulesError(
            () => mountedImpactDice({ mounted: 1 as never, meleeWeapon: w, impactRound: i }),
            "input.mounted",
          );
        },
      ),
      RUNS,
    );
  });

  it("followUpTableOdds, plainTableOdds, mountMovingFastOdds: distributions, monotone in rating and target", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        ratingArb,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        qualityArb,
        fc.boolean(),
        optionsArb,
        (target, rating, compared, dice, q, two, o) => {
          const f = followUpTableOdds(target, rating, compared);
          expectDistribution(f);
          if (rating < 7)
            expect(fracLe(twoPass(f), twoPass(followUpTableOdds(target, rating + 1, compared)))).toBe(true);
          expect(fracLe(twoPass(f), twoPass(followUpTableOdds(target + 1, rating, compared)))).toBe(true);
          const p = plainTableOdds(target, dice);
          expectDistribution(p);
          const m = mountMovingFastOdds({ quality: q, horsemanship: rating, twoRiders: two }, o);
          expectDistribution([m.doubleMove, m.oneAndHalfMove]);
          // A better rider never lowers the double-move chance (a better horse may: it is also compared).
          if (rating < 7) {
            const better = mountMovingFastOdds({ quality: q, horsemanship: rating + 1, twoRiders: two }, o);
            expect(fracLe(m.doubleMove, better.doubleMove)).toBe(true);
          }
          expectRulesError(() => followUpTableOdds(Number.NaN, rating, compared), "target");
          expectRulesError(() => followUpTableOdds(target, 8, compared), "rating");
          expectRulesError(() => plainTableOdds(target, 4), "dice");
          expectRulesError(
            () => mountMovingFastOdds({ quality: 7 as never, horsemanship: rating }),
            "input.quality",
          );
          expect(PROFESSIONS.length).toBe(16);
        },
      ),
      RUNS,
    );
  });
});
