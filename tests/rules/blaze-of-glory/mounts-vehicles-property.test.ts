import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type DiceSource, seededDice } from "../../../src/rules/core";
import { PROFESSIONS, WEAPONS } from "../../../src/rules/blaze-of-glory/ids";
import {
  CHALLENGE_OUTCOMES,
  DISMOUNTING_OUTCOMES,
  DRAG_OUTCOMES,
  MOUNTED_RESCUE_OUTCOMES,
  MOUNTING_OUTCOMES,
  MOUNT_MOVING_FAST_OUTCOMES,
  MOUNT_ROUGH_GOING_OUTCOMES,
  NEXT_TESTS,
  ANIMAL_HIT_OUTCOMES,
  CHASE_OUTCOMES,
  SKITTISH_OUTCOMES,
  STAY_MOUNTED_OUTCOMES,
  THROWN_OUTCOMES,
  generateMountQuality,
  mountedFireModifiers,
  resolveMountedChase,
  rollDismountingUnderFire,
  rollDragFree,
  rollMountMovingFast,
  rollMountRoughGoing,
  rollMountedChallenge,
  rollMountedRescue,
  rollMountingUnderFire,
  rollRiderThrown,
  rollSkittish,
  rollStayMounted,
  rollTetheredHorseQuality,
  rollTheyShotMyHorse,
  type Quality,
} from "../../../src/rules/blaze-of-glory/mounts";
import {
  LOSING_CONTROL_OUTCOMES,
  TEAM_OWNERS,
  TRAMPLE_OUTCOMES,
  VEHICLE_FAST_OUTCOMES,
  VEHICLE_ROUGH_OUTCOMES,
  checkDriverDisabled,
  generateTeamQuality,
  rollDriverChallenge,
  rollLosingControl,
  rollPassengerThrown,
  rollTheyShotOneOfTheHorses,
  rollTrample,
  rollVehicleFastMoving,
  rollVehicleRoughGoing,
  rollWreck,
  vehicleFireModifiers,
  type Team,
  type VehicleType,
} from "../../../src/rules/blaze-of-glory/vehicles";

/** A seeded source that counts the dice it hands out. */
function counting(seed: number): DiceSource & { count: number } {
  const inner = seededDice(seed);
  const src = {
    count: 0,
    roll(faces: number): number {
      src.count++;
      return inner.roll(faces);
    },
  };
  return src;
}

/** Every number anywhere in the result is finite. */
function noNaN(value: unknown): void {
  if (typeof value === "number") expect(Number.isFinite(value)).toBe(true);
  else if (Array.isArray(value)) value.forEach(noNaN);
  else if (value && typeof value === "object") Object.values(value).forEach(noNaN);
}

interface Rolled {
  dice: readonly number[];
  passes: number;
  countedPasses?: number;
  followUp?: { dice: readonly number[]; passes: number } | null;
  outcome: string;
  effects: { nextTest?: { test: string } };
}

function checkTable(r: Rolled, outcomes: readonly string[], used: number, extra = 0): void {
  noNaN(r);
  expect(outcomes).toContain(r.outcome);
  expect(r.passes).toBeGreaterThanOrEqual(0);
  expect(r.passes).toBeLessThanOrEqual(2);
  if (r.countedPasses !== undefined) expect([0, 1, 2]).toContain(r.countedPasses);
  if (r.followUp) expect(r.passes).toBe(1);
  if (r.effects.nextTest) expect(NEXT_TESTS).toContain(r.effects.nextTest.test);
  expect(used).toBe(r.dice.length + (r.followUp?.dice.length ?? 0) + extra);
}

const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const quality = fc.constantFrom<Quality>(3, 4, 5);
const rating = fc.integer({ min: 0, max: 7 });
const stat = fc.integer({ min: 1, max: 7 });
const mountType = fc.constantFrom("horse" as const, "mule" as const);
const status = fc.constantFrom("unhurt" as const, "dropped" as const, "crippled" as const, "grazed" as const);
const mountInput = fc.record({
  quality,
  horsemanship: rating,
  twoRiders: fc.boolean(),
  type: mountType,
  status,
});
const RUNS = { numRuns: 300 };

describe("mount tests hold their invariants for any valid input", () => {
  it("mounting, dismounting, moving fast, rough going", () => {
    fc.assert(
      fc.property(seed, mountInput, fc.boolean(), (s, input, jumping) => {
        let src = counting(s);
        checkTable(rollMountingUnderFire(src, input), MOUNTING_OUTCOMES, src.count);
        src = counting(s);
        checkTable(rollDismountingUnderFire(src, input), DISMOUNTING_OUTCOMES, src.count);
        src = counting(s);
        const fast = rollMountMovingFast(src, input);
        checkTable(fast, MOUNT_MOVING_FAST_OUTCOMES, src.count);
        expect(fast.effects.moveInches).toBeGreaterThan(0);
        src = counting(s);
        const rough = rollMountRoughGoing(src, { ...input, jumping });
        checkTable(rough, MOUNT_ROUGH_GOING_OUTCOMES, src.count, rough.mishapDie === null ? 0 : 1);
        expect(rough.mishapDie === null).toBe(rough.countedPasses === 2);
      }),
      RUNS,
    );
  });

  it("drag, challenge, stay mounted, rider thrown, rescue", () => {
    fc.assert(
      fc.property(
        seed,
        rating,
        stat,
        fc.integer({ min: 0, max: 7 }),
        fc.constantFrom("ask" as const, "giveUp" as const, "reroll" as const),
        fc.boolean(),
        (s, h, toughness, sand, onPassOne, flag) => {
          let src = counting(s);
          const drag = rollDragFree(src, { horsemanship: h, type: "horse" });
          expect(DRAG_OUTCOMES).toContain(drag.outcome);
          expect(src.count).toBe(1);
          src = counting(s);
          const ch = rollMountedChallenge(src, { sand, onPassOne, isRetry: flag });
          checkTable(ch, CHALLENGE_OUTCOMES, src.count, ch.reroll?.dice.length ?? 0);
          expect(ch.reroll !== null).toBe(ch.passes === 1 && onPassOne === "reroll" && !flag);
          if (flag) expect(ch.outcome).not.toBe("hesitates");
          src = counting(s);
          checkTable(rollStayMounted(src, { horsemanship: h }), STAY_MOUNTED_OUTCOMES, src.count);
          src = counting(s);
          checkTable(
            rollRiderThrown(src, { toughness, movingOver18Inches: flag }),
            THROWN_OUTCOMES,
            src.count,
          );
          src = counting(s);
          checkTable(
            rollMountedRescue(src, { rating: h, casualtyMobile: flag }),
            MOUNTED_RESCUE_OUTCOMES,
            src.count,
          );
        },
      ),
      RUNS,
    );
  });

  it("they shot my horse, skittish, chase", () => {
    fc.assert(
      fc.property(
        seed,
        quality,
        fc.constantFrom(...WEAPONS),
        fc.integer({ min: 0, max: 40 }),
        fc.boolean(),
        fc.constantFrom("loose" as const, "tied" as const),
        rating,
        (s, q, weapon, range, flag, state, h) => {
          let src = counting(s);
          const hit = rollTheyShotMyHorse(src, { quality: q, weapon, rangeInches: range, twoRiders: flag });
          noNaN(hit);
          expect(ANIMAL_HIT_OUTCOMES).toContain(hit.outcome);
          expect(src.count).toBe(1 + hit.dice.length + (hit.stumbleDie === null ? 0 : 1));
          if (hit.dice.length === 1) expect(hit.outcome).not.toBe("grazed");
          src = counting(s);
          const sk = rollSkittish(src, { quality: q, state, enclosed: flag });
          checkTable(sk, SKITTISH_OUTCOMES, src.count, sk.moveAwayDie === null ? 0 : 1);
          src = counting(s);
          const party = [(s % 6) + 1, ((s >> 3) % 6) + 1];
          const chase = resolveMountedChase(party, src, { quality: q, rating: h, ridingDouble: flag });
          checkTable(chase, CHASE_OUTCOMES, src.count + 2);
        },
      ),
      RUNS,
    );
  });

  it("quality generation and fire modifiers", () => {
    fc.assert(
      fc.property(
        seed,
        fc.constantFrom(...PROFESSIONS),
        fc.integer({ min: 1, max: 7 }),
        quality,
        fc.constantFrom("stationary" as const, "normal" as const, "fast" as const),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom(...WEAPONS),
        (s, owner, prosperity, q, pace, held, weapon) => {
          const g = generateMountQuality(counting(s), { owner, prosperity });
          expect([3, 4, 5]).toContain(g.quality);
          expect(g.score).toBe(g.die + g.modifier);
          expect([3, 4, 5]).toContain(
            rollTetheredHorseQuality(counting(s), { goodJudgeOfHorseflesh: true }).quality,
          );
          const m = mountedFireModifiers({ mountQuality: q, pace, holdingMounts: held, weapon });
          noNaN(m);
          expect(m.repModifier).toBeGreaterThanOrEqual(-2);
          expect(m.halveEffectiveRange).toBe(pace === "fast");
        },
      ),
      RUNS,
    );
  });
});

const vehicleCase = fc.constantFrom<VehicleType>("wagon", "stagecoach", "buckboard").chain((vehicle) =>
  fc.record({
    vehicle: fc.constant(vehicle),
    team: fc.record<Team>({
      animal: fc.constantFrom(
        ...(vehicle === "wagon" ? (["horse", "mule", "ox"] as const) : (["horse", "mule"] as const)),
      ),
      size:
        vehicle === "buckboard"
          ? fc.constant(1)
          : fc.integer({ min: vehicle === "stagecoach" ? 2 : 1, max: 8 }),
      quality,
      leadQuality: fc.constantFrom<Quality | null>(null, 3, 4, 5),
    }),
    driverRating: rating,
  }),
);

describe("vehicle tests hold their invariants for any valid input", () => {
  it("fast moving, rough going, losing control, wreck", () => {
    fc.assert(
      fc.property(seed, vehicleCase, fc.boolean(), fc.boolean(), (s, input, turning45, flag) => {
        let src = counting(s);
        if (input.team.animal !== "ox") {
          const fast = rollVehicleFastMoving(src, { ...input, turning45 });
          checkTable(fast, VEHICLE_FAST_OUTCOMES, src.count);
          if (!turning45) expect(fast.outcome).not.toBe("wrecked");
        }
        src = counting(s);
        checkTable(
          rollVehicleRoughGoing(src, { ...input, turning45, fording: flag }),
          VEHICLE_ROUGH_OUTCOMES,
          src.count,
        );
        src = counting(s);
        const lc = rollLosingControl(src, { ...input, crackTeamster: flag, inWatercourse: turning45 });
        checkTable(lc, LOSING_CONTROL_OUTCOMES, src.count);
        expect(lc.dice.length).toBe(flag ? 3 : 2);
        src = counting(s);
        const w = rollWreck(src, { ...input, inWatercourse: flag });
        noNaN(w);
        expect(w.animals).toHaveLength(input.team.size);
        const used = w.animals.reduce(
          (n, a) => n + 1 + (a.hit ? 2 + (a.hit.stumbleDie === null ? 0 : 1) : 0),
          0,
        );
        expect(src.count).toBe(used);
        for (const a of w.animals) if (a.hit) expect(a.hit.dice).toHaveLength(1);
      }),
      RUNS,
    );
  });

  it("challenge, passenger thrown, trample, team hit, driver disabled, team quality, fire", () => {
    fc.assert(
      fc.property(
        seed,
        fc.integer({ min: 0, max: 7 }),
        stat,
        fc.boolean(),
        quality,
        fc.constantFrom(...WEAPONS),
        fc.constantFrom("stationary" as const, "normal" as const, "fast" as const),
        fc.constantFrom(...TEAM_OWNERS),
        (s, sand, toughness, flag, q, weapon, pace, owner) => {
          let src = counting(s);
          const ch = rollDriverChallenge(src, { sand, onPassOne: "reroll" });
          checkTable(ch, ["attempt", "hesitates", "refuses"], src.count, ch.reroll?.dice.length ?? 0);
          src = counting(s);
          const pt = rollPassengerThrown(src, { toughness, inWatercourse: flag });
          checkTable(
            pt,
            ["pistolDamage", "buffaloGunDamage", "buffaloGunDamageOofMinimum"],
            src.count,
            pt.bankDie === null ? 0 : 1,
          );
          src = counting(s);
          checkTable(
            rollTrample(src, { sand, vehiclePace: flag ? "fast" : "normal" }),
            TRAMPLE_OUTCOMES,
            src.count,
          );
          src = counting(s);
          const hit = rollTheyShotOneOfTheHorses(src, {
            animalQuality: q,
            weapon,
            rangeInches: 5,
            vehiclePace: pace,
          });
          noNaN(hit);
          expect(src.count).toBe(1 + hit.dice.length + (hit.stumbleDie === null ? 0 : 1));
          if (hit.effects.wrecked) expect(pace).toBe("fast");
          src = counting(s);
          const dd = checkDriverDisabled(
            src,
            { normalMoveInches: 6 },
            { driverDisabledScore: "twoDiceTotal" },
          );
          expect(src.count).toBe(2);
          expect(dd.outcome === "halts").toBe(dd.score <= 6);
          const tq = generateTeamQuality(counting(s), {
            owner,
            prosperity: toughness,
            vehicle: "stagecoach",
            size: 4,
          });
          expect(tq.leadQuality).not.toBeNull();
          expect(tq.testQuality).toBeGreaterThanOrEqual(tq.quality);
          noNaN(vehicleFireModifiers({ role: flag ? "from" : "at", pace, teamQuality: q }));
        },
      ),
      RUNS,
    );
  });
});
