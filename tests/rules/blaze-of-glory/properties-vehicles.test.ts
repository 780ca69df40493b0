import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice } from "../../../src/rules/core";
import { MOUNT_STATUSES } from "../../../src/rules/blaze-of-glory/mounts";
import {
  COVER_CODES,
  DRAFT_ANIMALS,
  VEHICLE_POSITIONS,
  VEHICLE_TYPES,
  animalEffects,
  canMoveFast,
  checkTeam,
  driverRating,
  driverRatingCap,
  hasLeadAnimal,
  hitchingActivations,
  holdingTeamFireModifiers,
  isTurnWreckRoll,
  leadAnimalQuality,
  losingControlOdds,
  rollDriversTest,
  teamTargetable,
  turnsToCutOut,
  unhitchingActivations,
  vehicleCover,
  vehicleFastMovingOdds,
  vehicleNormalMove,
  vehicleOptions,
  vehicleSpec,
} from "../../../src/rules/blaze-of-glory/vehicles";
import {
  RUNS,
  countingDice,
  diceArb,
  expectDistribution,
  expectRulesError,
  figureArb,
  fracLe,
  professionArb,
  qualityArb,
  seedArb,
  weaponArb,
} from "../helpers/properties";

const vehicleArb = fc.constantFrom(...VEHICLE_TYPES);
const ratingArb = fc.integer({ min: 0, max: 7 });
/** A vehicle with a team it accepts. */
const rigArb = vehicleArb.chain((vehicle) => {
  const spec = vehicleSpec(vehicle);
  return fc.record({
    vehicle: fc.constant(vehicle),
    team: fc.record({
      animal: fc.constantFrom(...spec.animals),
      size: fc.integer({ min: spec.minTeam, max: spec.maxTeam }),
      quality: qualityArb,
      leadQuality: fc.option(qualityArb, { nil: null }),
    }),
  });
});
const vehicleOptionsArb = fc.record({
  threeAnimalTeamMove: fc.constantFrom("asTwo" as const, "asFour" as const),
  driverDisabledScore: fc.constantFrom("activationDie" as const, "twoDiceTotal" as const),
});

describe("vehicles: specs, teams and moves", () => {
  it("vehicleOptions, vehicleSpec, vehicleCover: every listed position has a known cover code", () => {
    fc.assert(
      fc.property(vehicleArb, vehicleOptionsArb, fc.constantFrom(...VEHICLE_POSITIONS), (vehicle, o, pos) => {
        expect(vehicleOptions(o)).toMatchObject(o);
        expectRulesError(
          () => vehicleOptions({ ...o, threeAnimalTeamMove: "asSix" as never }),
          "options.threeAnimalTeamMove",
        );
        const spec = vehicleSpec(vehicle);
        expect(spec.type).toBe(vehicle);
        expect(spec.minTeam).toBeLessThanOrEqual(spec.maxTeam);
        for (const row of spec.cover) expect(COVER_CODES).toContain(vehicleCover(vehicle, row.position));
        if (!spec.cover.some((r) => r.position === pos))
          expectRulesError(() => vehicleCover(vehicle, pos), "position");
        expectRulesError(() => vehicleSpec("handcart" as never), "vehicle");
        expectRulesError(() => vehicleCover(vehicle, "underneath" as never), "position");
      }),
      RUNS,
    );
  });

  it("checkTeam, canMoveFast, vehicleNormalMove, hasLeadAnimal, leadAnimalQuality", () => {
    fc.assert(
      fc.property(rigArb, vehicleOptionsArb, ({ vehicle, team }, o) => {
        const c = checkTeam(vehicle, team);
        expect(c.testQuality).toBe(team.leadQuality ?? team.quality);
        expect(canMoveFast(team.animal)).toBe(team.animal !== "ox");
        const move = vehicleNormalMove(vehicle, team, o);
        expect([6, 10]).toContain(move);
        if (team.animal === "ox") expect(move).toBe(6);
        const spec = vehicleSpec(vehicle);
        if (team.size < spec.maxTeam)
          expect(vehicleNormalMove(vehicle, { ...team, size: team.size + 1 }, o)).toBeGreaterThanOrEqual(
            move,
          );
        expect(hasLeadAnimal(vehicle, team.size)).toBe(vehicle === "stagecoach" || team.size > 4);
        const lead = leadAnimalQuality(team.quality);
        expect(lead).toBe(Math.min(5, team.quality + 1));
        expectRulesError(() => checkTeam(vehicle, { ...team, quality: 7 as never }), "team.quality");
        expectRulesError(() => checkTeam(vehicle, { ...team, size: spec.maxTeam + 1 }), "team.size");
        expectRulesError(() => checkTeam(vehicle, { ...team, animal: "camel" as never }, "t"), "t.animal");
        expectRulesError(() => canMoveFast("camel" as never), "animal");
        expectRulesError(() => vehicleNormalMove(vehicle, { ...team, size: Number.NaN }), "team.size");
        expectRulesError(() => hasLeadAnimal(vehicle, 0), "size");
        expectRulesError(() => leadAnimalQuality(2 as never), "quality");
        expect(DRAFT_ANIMALS).toContain(team.animal);
      }),
      RUNS,
    );
  });
});

describe("vehicles: drivers and tests", () => {
  it("driverRatingCap, driverRating: never above Rep or the cap", () => {
    fc.assert(
      fc.property(figureArb, professionArb, fc.boolean(), (fig, p, coach) => {
        const cap = driverRatingCap(p, { stagecoachDriver: coach });
        expect([3, 4, 5]).toContain(cap);
        if (coach) expect(cap).toBe(5);
        const r = driverRating(fig, { stagecoachDriver: coach });
        expect(r).toBe(Math.min(fig.rep, driverRatingCap(fig.profession, { stagecoachDriver: coach })));
        expectRulesError(() => driverRatingCap("banker" as never), "profession");
        expectRulesError(() => driverRating({ ...fig, rep: 9 }), "figure.rep");
        expectRulesError(
          () => driverRatingCap(p, { stagecoachDriver: "yes" as never }),
          "input.stagecoachDriver",
        );
      }),
      RUNS,
    );
  });

  it("rollDriversTest: two dice, counts as 0 or 2, a better driver never does worse on the same dice", () => {
    fc.assert(
      fc.property(seedArb, ratingArb, fc.integer({ min: 0, max: 6 }), (s, rating, q) => {
        const src = countingDice(s);
        const r = rollDriversTest(src, { driverRating: rating, teamQuality: q });
        expect(r.test).toBe("driversTest");
        expect(r.dice).toEqual(src.faces);
        expect([0, 2]).toContain(r.countsAs);
        if (rating < 7)
          expect(
            rollDriversTest(seededDice(s), { driverRating: rating + 1, teamQuality: q }).countsAs,
          ).toBeGreaterThanOrEqual(r.countsAs);
        expectRulesError(
          () => rollDriversTest(src, { driverRating: 8, teamQuality: q }),
          "input.driverRating",
        );
        expectRulesError(
          () => rollDriversTest(src, { driverRating: rating, teamQuality: 2.5 }),
          "input.teamQuality",
        );
      }),
      RUNS,
    );
  });

  it("isTurnWreckRoll: exactly a double 5 or double 6 on two dice; malformed dice are named", () => {
    fc.assert(
      fc.property(diceArb(0, 3), (dice) => {
        expect(isTurnWreckRoll(dice)).toBe(dice.length === 2 && dice[0] === dice[1] && dice[0]! >= 5);
        expectRulesError(() => isTurnWreckRoll([7, 7]), "dice[0]");
        expectRulesError(() => isTurnWreckRoll([6, Number.NaN]), "dice[1]");
      }),
      RUNS,
    );
  });

  it("animalEffects: half move for dropped or crippled, unknown statuses named", () => {
    fc.assert(
      fc.property(fc.constantFrom(...MOUNT_STATUSES), (status) => {
        const e = animalEffects(status);
        expect(e.animalStatus).toBe(status);
        expect(e.animalHalfMove === true).toBe(status === "dropped" || status === "crippled");
        expectRulesError(() => animalEffects("tired" as never), "status");
      }),
      RUNS,
    );
  });
});

describe("vehicles: hitching, fire, odds", () => {
  it("hitchingActivations, unhitchingActivations, turnsToCutOut: more cutters never take longer", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 6 }), (size, cutters) => {
        const h = hitchingActivations(size);
        expect(h.total).toBe(h.perAnimal + h.boarding);
        expect(unhitchingActivations(size)).toBe(size);
        const t = turnsToCutOut({ animals: size, cutters, cuttingTool: true });
        expect(t * cutters).toBeGreaterThanOrEqual(size);
        expect(turnsToCutOut({ animals: size, cutters: cutters + 1, cuttingTool: true })).toBeLessThanOrEqual(
          t,
        );
        expectRulesError(() => hitchingActivations(0), "teamSize");
        expectRulesError(() => unhitchingActivations(Number.NaN), "teamSize");
        expectRulesError(
          () => turnsToCutOut({ animals: size, cutters, cuttingTool: false }),
          "input.cuttingTool",
        );
        expectRulesError(
          () => turnsToCutOut({ animals: size, cutters: 0, cuttingTool: true }),
          "input.cutters",
        );
      }),
      RUNS,
    );
  });

  it("holdingTeamFireModifiers and teamTargetable", () => {
    fc.assert(
      fc.property(weaponArb, fc.boolean(), (weapon, behind) => {
        const f = holdingTeamFireModifiers({ weapon });
        expect(f.repModifier).toBe(-1);
        expect(f.countsAsMovingFast).toBe(false);
        expect(teamTargetable({ fromDirectlyBehind: behind })).toBe(!behind);
        expectRulesError(() => holdingTeamFireModifiers({ weapon: "laser" as never }), "input.weapon");
        expectRulesError(
          () => teamTargetable({ fromDirectlyBehind: 0 as never }),
          "input.fromDirectlyBehind",
        );
      }),
      RUNS,
    );
  });

  it("losingControlOdds and vehicleFastMovingOdds: distributions; a better driver never wrecks more", () => {
    fc.assert(
      fc.property(ratingArb, qualityArb, fc.boolean(), fc.boolean(), (rating, q, crack, turning) => {
        const lc = losingControlOdds({ driverRating: rating, teamQuality: q, crackTeamster: crack });
        expectDistribution([lc.controlKept, lc.wrecked]);
        const fm = vehicleFastMovingOdds({ teamQuality: q, driverRating: rating, turning45: turning });
        expectDistribution([fm.doubleMove, fm.oneAndHalfMove, fm.wrecked]);
        if (!turning) expect(fm.wrecked.num).toBe(0);
        if (rating < 7) {
          const better = losingControlOdds({
            driverRating: rating + 1,
            teamQuality: q,
            crackTeamster: crack,
          });
          expect(fracLe(better.wrecked, lc.wrecked)).toBe(true);
        }
        const crackOdds = losingControlOdds({ driverRating: rating, teamQuality: q, crackTeamster: true });
        expect(
          fracLe(crackOdds.wrecked, losingControlOdds({ driverRating: rating, teamQuality: q }).wrecked),
        ).toBe(true);
        expectRulesError(() => losingControlOdds({ driverRating: -1, teamQuality: q }), "input.driverRating");
        expectRulesError(
          () => vehicleFastMovingOdds({ teamQuality: 7 as never, driverRating: rating }),
          "input.teamQuality",
        );
      }),
      RUNS,
    );
  });
});
