import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fraction, seededDice, sequenceDice, toNumber } from "../../../src/rules/core";
import {
  mentallyFitSetup,
  physicallyFitSetup,
  planCasualtyMove,
  recoveryPassDistribution,
  resolveCarryFastMove,
  resolveMentallyFit,
  resolveMountedCasualtyFall,
  resolvePhysicallyFit,
  rollAfterBattleRecovery,
  rollPhysicallyFit,
} from "../../../src/rules/blaze-of-glory/aftermath";
import { HIT_LOCATIONS } from "../../../src/rules/blaze-of-glory/ids";
import { fieldOf } from "../helpers/errors";

describe("moving casualties (L1844–1871)", () => {
  it.each([
    [{ mode: "foot", casualty: "immobile", helpers: 1 }, "drag", "half", "none"],
    [{ mode: "foot", casualty: "mobile", helpers: 1 }, "assist", "normal", "none"],
    [{ mode: "foot", casualty: "immobile", helpers: 2 }, "carry", "normal", "none"],
    [{ mode: "foot", casualty: "immobile", helpers: 3 }, "carry", "normal", "none"],
    [{ mode: "foot", casualty: "mobile", helpers: 2 }, "assistFast", "upToFast", "groupWorst"],
    [{ mode: "foot", casualty: "immobile", helpers: 4 }, "carryFast", "upToFast", "groupWorst"],
    [{ mode: "mounted", casualty: "mobile" }, "mountedCarry", "upToFast", "mountFall"],
    [{ mode: "mounted", casualty: "immobile" }, "mountedCarry", "upToFast", "mountFall"],
    [{ mode: "mounted", casualty: "woundedRider" }, "woundedRider", "upToFast", "mountFall"],
    [{ mode: "travois", casualty: "immobile" }, "travois", "normal", "none"],
  ] as const)("%j → %s at %s rate (roll: %s)", (input, code, rate, fastRoll) => {
    expect(planCasualtyMove(input)).toMatchObject({ allowed: true, code, rate, fastRoll });
  });

  it("carriers shoot at targets as if in cover (L1850); a wounded rider alone carries nobody", () => {
    expect(planCasualtyMove({ mode: "foot", casualty: "immobile", helpers: 2 }).targetsCountAsInCover).toBe(
      true,
    );
    expect(planCasualtyMove({ mode: "mounted", casualty: "woundedRider" }).targetsCountAsInCover).toBe(false);
  });

  it("nobody to help: not possible", () => {
    expect(planCasualtyMove({ mode: "foot", casualty: "immobile", helpers: 0 })).toMatchObject({
      allowed: false,
      code: "notEnoughHelpers",
    });
  });

  it("one pair of dice for the party, the worst result for everyone (L1859, L1861)", () => {
    const r = resolveCarryFastMove([3, 5], [5, 3, 4]);
    expect(r.passesEach).toEqual([2, 1, 1]);
    expect(r.row).toMatchObject({ passes: 1, inches: 9, movingFast: true });
    expect(resolveCarryFastMove([5, 6], [6, 4]).row).toMatchObject({
      passes: 0,
      inches: 6,
      movingFast: false,
    });
  });

  it.each([
    [[5, 6], "mobile", true],
    [[5, 2], "mobile", false],
    [[5, 2], "immobile", true],
    [[2, 3], "immobile", false],
    [[2, 6], "woundedRider", true],
    [[4, 4], "woundedRider", false],
  ] as const)("mount Quality 4, dice %j: %s casualty falls = %s (L1866–1869)", (dice, casualty, fellOff) => {
    const r = resolveMountedCasualtyFall(dice, 4, casualty);
    expect(r.fellOff).toBe(fellOff);
    expect(r.damageTest).toBe(fellOff ? "riderThrown" : null);
  });

  it("the fall-damage test is an option (OPEN)", () => {
    expect(resolveMountedCasualtyFall([6, 6], 4, "mobile", { fallDamage: "damageTable" }).damageTest).toBe(
      "damageTable",
    );
  });

  it("rejects bad input", () => {
    expect(fieldOf(() => planCasualtyMove({ mode: "cart" as never, casualty: "mobile" }))).toBe("input.mode");
    expect(fieldOf(() => planCasualtyMove({ mode: "foot", casualty: "immobile" }))).toBe("input.helpers");
    expect(fieldOf(() => planCasualtyMove({ mode: "foot", casualty: "woundedRider", helpers: 1 }))).toBe(
      "input.casualty",
    );
    expect(fieldOf(() => resolveCarryFastMove([1], [4]))).toBe("dice");
    expect(fieldOf(() => resolveCarryFastMove([1, 2], []))).toBe("reps");
    expect(fieldOf(() => resolveMountedCasualtyFall([1, 2], 9, "mobile"))).toBe("quality");
  });
});

describe("AFTER THE BATTLE — Physically Fit (L1884–1900)", () => {
  const hand = { rep: 4, toughness: 4 };

  it("a Hand rolls 2d6 vs Toughness − 1; a Star 3d6 (best two); +1d6 when put down by unarmed melee", () => {
    expect(physicallyFitSetup(hand, { location: "chest" })).toEqual({ dice: 2, target: 3, maxPasses: 2 });
    expect(physicallyFitSetup({ ...hand, star: true }, { location: "chest" }).dice).toBe(3);
    expect(physicallyFitSetup(hand, { location: "head", unarmedMelee: true }).dice).toBe(3);
    expect(physicallyFitSetup({ ...hand, star: true }, { location: "head", unarmedMelee: true }).dice).toBe(
      4,
    );
  });

  it("I-09: gut-shot lowers the target by 2, not 1 more on top", () => {
    expect(physicallyFitSetup(hand, { location: "gut" }).target).toBe(2);
  });

  it("pass 2: back fit as a fiddle, on to Mentally Fit", () => {
    expect(resolvePhysicallyFit([1, 3], hand, { location: "chest" })).toMatchObject({
      passes: 2,
      code: "fitAsAFiddle",
      toughnessChange: 0,
      next: "mentallyFit",
    });
  });

  it.each(HIT_LOCATIONS.map((l) => [l, ["head", "chest", "gut"].includes(l)] as const))(
    "pass 1 after a %s wound: loses Toughness = %s",
    (location, loses) => {
      const r = resolvePhysicallyFit([1, 6], hand, { location });
      expect(r.passes).toBe(1);
      expect(r.code).toBe(loses ? "toughnessLoss" : "fitAsAFiddle");
      expect(r.toughnessChange).toBe(loses ? -1 : 0);
      expect(r.next).toBe("mentallyFit");
    },
  );

  it("pass 1 with no wound location recorded: unchanged", () => {
    expect(resolvePhysicallyFit([1, 6], hand, { location: null }).code).toBe("fitAsAFiddle");
  });

  it("pass 0: dies of wounds", () => {
    expect(resolvePhysicallyFit([4, 6], hand, { location: "leg" })).toMatchObject({
      code: "diesOfWounds",
      next: null,
    });
  });

  it("a Star's third die still reads only the best two", () => {
    expect(resolvePhysicallyFit([1, 2, 3], { ...hand, star: true }, { location: "leg" }).passes).toBe(2);
  });

  it("I-09 Sickly (OPEN): testedStat by default, or Mentally Fit only, or none", () => {
    const sickly = { ...hand, attributes: ["sickly" as const] };
    expect(physicallyFitSetup(sickly, { location: "leg" }).target).toBe(2);
    expect(mentallyFitSetup(sickly).target).toBe(3);
    expect(physicallyFitSetup(sickly, { location: "leg" }, { sickly: "mentallyFitOnly" }).target).toBe(3);
    expect(mentallyFitSetup(sickly, { sickly: "mentallyFitOnly" }).target).toBe(3);
    expect(mentallyFitSetup(sickly, { sickly: "none" }).target).toBe(4);
  });

  it("rejects bad input", () => {
    expect(fieldOf(() => resolvePhysicallyFit([1, 2, 3], hand, { location: "leg" }))).toBe("dice");
    expect(fieldOf(() => resolvePhysicallyFit([1, 2], { rep: 4, toughness: 0 }, { location: "leg" }))).toBe(
      "figure.toughness",
    );
    expect(fieldOf(() => resolvePhysicallyFit([1, 2], hand, { location: "elbow" as never }))).toBe(
      "cause.location",
    );
    expect(fieldOf(() => physicallyFitSetup(hand, { location: "leg" }, { sickly: "always" as never }))).toBe(
      "options.sickly",
    );
  });
});

describe("AFTER THE BATTLE — Mentally Fit (L1904–1919)", () => {
  const hand = { rep: 4, toughness: 4 };

  it("2d6 vs Rep (3d6 for a Star)", () => {
    expect(mentallyFitSetup(hand)).toEqual({ dice: 2, target: 4, maxPasses: 2 });
    expect(mentallyFitSetup({ ...hand, star: true }).dice).toBe(3);
  });

  it.each([
    [[1, 4], false, "repKept", 0],
    [[1, 5], false, "repKept", 0],
    [[1, 5], true, "repLoss", -1],
    [[1, 4], true, "repKept", 0],
    [[5, 6], false, "retires", 0],
  ] as const)("dice %j, lost Toughness %s → %s", (dice, lost, code, change) => {
    expect(resolveMentallyFit(dice, hand, lost)).toMatchObject({ code, repChange: change });
  });
});

describe("the whole after-battle recovery", () => {
  it("chains both tests: a gut-shot Hand passes 1 then passes 1 — back with Toughness −1 and Rep −1", () => {
    const dice = sequenceDice(2, 5, 4, 6);
    expect(rollAfterBattleRecovery(dice, { rep: 4, toughness: 4 }, { location: "gut" })).toMatchObject({
      physicallyFit: { target: 2, passes: 1, code: "toughnessLoss" },
      mentallyFit: { target: 4, passes: 1, code: "repLoss" },
      outcome: "returns",
      toughness: 3,
      rep: 3,
    });
    expect(dice.remaining).toBe(0);
  });

  it("the dead do not roll Mentally Fit", () => {
    const dice = sequenceDice(5, 6);
    expect(rollAfterBattleRecovery(dice, { rep: 4, toughness: 4 }, { location: "leg" })).toMatchObject({
      outcome: "diesOfWounds",
      mentallyFit: null,
    });
    expect(dice.remaining).toBe(0);
  });

  it("a Star rolls three dice on each test and may retire", () => {
    const dice = sequenceDice(1, 1, 6, 5, 6, 6);
    expect(
      rollAfterBattleRecovery(dice, { rep: 4, toughness: 4, star: true }, { location: "head" }),
    ).toMatchObject({
      outcome: "retires",
      toughness: 4,
      rep: 4,
    });
    expect(dice.remaining).toBe(0);
  });
});

describe("recovery odds", () => {
  it("a Star vs 3 on 3d6 best two: pass 2 = 1/2, pass 1 = 3/8, pass 0 = 1/8", () => {
    expect(
      recoveryPassDistribution(physicallyFitSetup({ rep: 4, toughness: 4, star: true }, { location: "leg" })),
    ).toEqual([fraction(1, 8), fraction(3, 8), fraction(1, 2)]);
  });

  it("a gut-shot Hand of Toughness 4 (2d6 vs 2) dies 4/9 of the time", () => {
    expect(
      recoveryPassDistribution(physicallyFitSetup({ rep: 4, toughness: 4 }, { location: "gut" }))[0],
    ).toEqual(fraction(4, 9));
  });

  it("agrees with a seeded simulation of 100,000 Star Physically Fit tests within 0.005", () => {
    const figure = { rep: 4, toughness: 5, star: true };
    const cause = { location: "chest" as const };
    const expected = recoveryPassDistribution(physicallyFitSetup(figure, cause));
    const dice = seededDice(1880);
    const counts = [0, 0, 0];
    const n = 100_000;
    for (let i = 0; i < n; i++) counts[rollPhysicallyFit(dice, figure, cause).passes]!++;
    counts.forEach((c, i) => expect(Math.abs(c / n - toNumber(expected[i]!))).toBeLessThan(0.005));
  });
});

describe("properties", () => {
  it("recovery results are consistent and roll exactly the dice stated", () => {
    fc.assert(
      fc.property(
        fc.record({
          rep: fc.integer({ min: 1, max: 7 }),
          toughness: fc.integer({ min: 1, max: 7 }),
          star: fc.boolean(),
          attributes: fc.constantFrom([], ["sickly" as const]),
        }),
        fc.record({ location: fc.constantFrom(null, ...HIT_LOCATIONS), unarmedMelee: fc.boolean() }),
        fc.constantFrom("testedStat", "mentallyFitOnly", "none" as const),
        fc.integer(),
        (figure, cause, sickly, seed) => {
          const dice = seededDice(seed);
          let used = 0;
          const r = rollAfterBattleRecovery({ roll: (f) => (used++, dice.roll(f)) }, figure, cause, {
            sickly,
          });
          const expectedDice = r.physicallyFit.dice + (r.mentallyFit?.dice ?? 0);
          expect(used).toBe(expectedDice);
          expect(r.physicallyFit.passes).toBeLessThanOrEqual(2);
          expect(["fitAsAFiddle", "toughnessLoss", "diesOfWounds"]).toContain(r.physicallyFit.code);
          expect(["returns", "diesOfWounds", "retires"]).toContain(r.outcome);
          expect(r.toughness).toBeGreaterThanOrEqual(figure.toughness - 1);
          expect(r.rep).toBeGreaterThanOrEqual(figure.rep - 1);
          expect(Number.isFinite(r.toughness) && Number.isFinite(r.rep)).toBe(true);
          if (r.rep < figure.rep) expect(r.toughness).toBe(figure.toughness - 1);
        },
      ),
    );
  });

  it("casualty plans always come from the allowed codes", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("foot", "mounted", "travois" as const),
        fc.constantFrom("mobile", "immobile" as const),
        fc.integer({ min: 0, max: 8 }),
        (mode, casualty, helpers) => {
          const plan = planCasualtyMove({ mode, casualty, helpers });
          expect(plan.allowed).toBe(plan.code !== "notEnoughHelpers");
          expect(["half", "normal", "upToFast", "none"]).toContain(plan.rate);
        },
      ),
    );
  });
});
