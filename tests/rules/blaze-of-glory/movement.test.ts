import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ZERO, add, fraction, seededDice, sequenceDice, toNumber } from "../../../src/rules/core";
import {
  MOVE_RATES,
  canRise,
  changeLevel,
  enterOrExit,
  goProne,
  moveFastOutcomeDistribution,
  moveFastPassDistribution,
  moveRate,
  resolveMoveFast,
  rollFootMove,
  rollMoveFast,
} from "../../../src/rules/blaze-of-glory/movement";
import { fieldOf } from "../helpers/errors";

describe("move rates", () => {
  it.each([
    ["foot", 6, true],
    ["horse", 12, true],
    ["mule", 8, true],
    ["oxWagon", 6, false],
    ["wagonTwoAnimals", 6, true],
    ["wagonFourPlusAnimals", 10, true],
    ["buckboard", 10, true],
  ] as const)('%s moves %i" (QRS L7025–7033)', (mover, inches, fast) => {
    expect(moveRate(mover)).toMatchObject({ inches, mayMoveFast: fast });
  });

  it("every row carries a seed line", () => {
    for (const row of MOVE_RATES) expect(row.source).toMatch(/^L\d+$/);
  });

  it("rejects an unknown mover", () => {
    expect(fieldOf(() => moveRate("camel" as never))).toBe("mover");
  });
});

describe("normal move on foot", () => {
  it('is 6" with no dice rolled', () => {
    const dice = sequenceDice();
    expect(rollFootMove(dice, { rep: 4 })).toEqual({
      code: "move",
      baseInches: 6,
      modifiers: [],
      halvings: [],
      maxInches: 6,
    });
  });

  it('Fast adds 2" (L3091), Slow takes 2" (L3109)', () => {
    expect(rollFootMove(sequenceDice(), { rep: 4, attributes: ["fast"] }).maxInches).toBe(8);
    expect(rollFootMove(sequenceDice(), { rep: 4, attributes: ["slow"] }).maxInches).toBe(4);
  });

  it('a Staggering drunk loses 1d6" and never goes below 0 (L3085)', () => {
    const r = rollFootMove(sequenceDice(2), { rep: 4, drunk: "staggering" });
    expect(r).toMatchObject({ maxInches: 4, staggerDie: 2, modifiers: [{ code: "staggering", inches: -2 }] });
    expect(
      rollFootMove(sequenceDice(6), { rep: 4, drunk: "staggering", attributes: ["slow"] }).maxInches,
    ).toBe(0);
  });

  it("one leg wound halves the move, a second stops it (L1561)", () => {
    expect(rollFootMove(sequenceDice(), { rep: 4, legWounds: 1 }).maxInches).toBe(3);
    expect(rollFootMove(sequenceDice(), { rep: 4, legWounds: 2 })).toMatchObject({
      code: "cannotMove",
      maxInches: 0,
    });
  });

  it("rough going halves again (L4721); Fast is added before halving", () => {
    expect(rollFootMove(sequenceDice(), { rep: 4, halfSpeedTerrain: true }).maxInches).toBe(3);
    expect(
      rollFootMove(sequenceDice(), { rep: 4, legWounds: 1, halfSpeedTerrain: true, attributes: ["fast"] })
        .maxInches,
    ).toBe(2);
  });

  it("rejects bad movers", () => {
    expect(fieldOf(() => rollFootMove(sequenceDice(), { rep: 9 }))).toBe("mover.rep");
    expect(fieldOf(() => rollFootMove(sequenceDice(), { rep: 4, legWounds: 3 }))).toBe("mover.legWounds");
    expect(fieldOf(() => rollFootMove(sequenceDice(), { rep: 4, attributes: ["speedy" as never] }))).toBe(
      "mover.attributes[0]",
    );
  });
});

describe("moving fast on foot", () => {
  it('W-14: Rep 5 rolls 4 and 5 — passes both, up to 12", counts as moving fast', () => {
    const r = rollMoveFast(sequenceDice(4, 5), [{ id: "jbj", rep: 5 }]);
    expect(r.groupDice).toEqual([4, 5]);
    expect(r.figures[0]).toMatchObject({
      id: "jbj",
      passes: 2,
      code: "moveFast",
      maxInches: 12,
      movingFast: true,
      prone: false,
    });
  });

  it.each([
    [[2, 3], 2, "moveFast", 12, true],
    [[2, 5], 1, "moveFastShort", 9, true],
    [[6, 3], 1, "moveFastShort", 9, true],
    [[5, 6], 0, "noFastMove", 6, false],
  ] as const)('Rep 4 with %j: pass %i → %s, %i" (L1177–1187)', (dice, passes, code, inches, fast) => {
    const r = resolveMoveFast(dice, [{ rep: 4 }], sequenceDice());
    expect(r.figures[0]).toMatchObject({ passes, code, maxInches: inches, movingFast: fast });
  });

  it("one roll for the group, read against each figure's own Rep (L1169)", () => {
    const r = rollMoveFast(sequenceDice(3, 5), [
      { id: "a", rep: 5 },
      { id: "b", rep: 3 },
      { id: "c", rep: 2 },
    ]);
    expect(r.figures.map((f) => [f.id, f.passes, f.maxInches])).toEqual([
      ["a", 2, 12],
      ["b", 1, 9],
      ["c", 0, 6],
    ]);
  });

  it("Fast and Slow change the fast distance too; a leg wound halves it", () => {
    const r = resolveMoveFast(
      [1, 2],
      [
        { rep: 4, attributes: ["fast"] },
        { rep: 4, attributes: ["slow"] },
        { rep: 4, legWounds: 1 },
        { rep: 4, legWounds: 2 },
      ],
      sequenceDice(),
    );
    expect(r.figures.map((f) => [f.code, f.maxInches])).toEqual([
      ["moveFast", 14],
      ["moveFast", 10],
      ["moveFast", 6],
      ["cannotMove", 0],
    ]);
    expect(r.figures[3]!.movingFast).toBe(false);
  });

  it('Two Left Feet: any 1 → moves only 1d6" and falls prone, may not rise until active (L3067)', () => {
    const dice = sequenceDice(4);
    const r = resolveMoveFast([1, 6], [{ rep: 4, attributes: ["twoLeftFeet"] }, { rep: 4 }], dice);
    expect(r.figures[0]).toMatchObject({
      code: "stumble",
      stumbleDie: 4,
      maxInches: 4,
      prone: true,
      mayRiseOnlyWhenActive: true,
    });
    // The other figure reads the same dice normally: pass 1.
    expect(r.figures[1]).toMatchObject({ code: "moveFastShort", maxInches: 9 });
    expect(dice.remaining).toBe(0);
  });

  it("Two Left Feet without a 1 moves as normal", () => {
    const r = resolveMoveFast([2, 3], [{ rep: 4, attributes: ["twoLeftFeet"] }], sequenceDice());
    expect(r.figures[0]).toMatchObject({ code: "moveFast", maxInches: 12, prone: false });
  });

  it('Staggering drunk: only 1d6 of the group roll (first die by default), then −1d6" (L3085)', () => {
    const dice = sequenceDice(3);
    const r = resolveMoveFast([2, 1], [{ rep: 4, drunk: "staggering" }], dice);
    expect(r.figures[0]).toMatchObject({
      dice: [2],
      passes: 1,
      code: "moveFastShort",
      staggerDie: 3,
      maxInches: 6,
    });
    const worse = resolveMoveFast([2, 6], [{ rep: 4, drunk: "staggering" }], sequenceDice(1), {
      staggeringDie: "worse",
    });
    expect(worse.figures[0]).toMatchObject({ dice: [6], passes: 0, code: "noFastMove", maxInches: 5 });
  });

  it("rejects bad input", () => {
    expect(fieldOf(() => resolveMoveFast([1, 2, 3], [{ rep: 4 }], sequenceDice()))).toBe("groupDice");
    expect(fieldOf(() => resolveMoveFast([1, 7], [{ rep: 4 }], sequenceDice()))).toBe("groupDice[1]");
    expect(fieldOf(() => resolveMoveFast([1, 2], [], sequenceDice()))).toBe("figures");
    expect(
      fieldOf(() => resolveMoveFast([1, 2], [{ rep: 4, drunk: "tipsy" as never }], sequenceDice())),
    ).toBe("figures[0].drunk");
    expect(
      fieldOf(() =>
        resolveMoveFast([1, 2], [{ rep: 4 }], sequenceDice(), { staggeringDie: "best" as never }),
      ),
    ).toBe("options.staggeringDie");
  });
});

describe("move-fast odds", () => {
  it("Rep 4: pass 2 = (4/6)² = 4/9, pass 1 = 2·(4/6)(2/6) = 4/9, pass 0 = (2/6)² = 1/9", () => {
    expect(moveFastPassDistribution(4)).toEqual([fraction(1, 9), fraction(4, 9), fraction(4, 9)]);
  });

  it("Rep 6 always passes both dice; a Staggering Rep 3 passes its one die half the time", () => {
    expect(moveFastPassDistribution(6)).toEqual([ZERO, ZERO, fraction(1)]);
    expect(moveFastPassDistribution(3, true)).toEqual([fraction(1, 2), fraction(1, 2)]);
  });

  it("Two Left Feet Rep 4: stumble 11/36; else both in 2–4: 9/36, one: 12/36, none: 4/36", () => {
    expect(moveFastOutcomeDistribution({ rep: 4, twoLeftFeet: true })).toEqual({
      stumble: fraction(11, 36),
      moveFast: fraction(1, 4),
      moveFastShort: fraction(1, 3),
      noFastMove: fraction(1, 9),
    });
  });

  it("Staggering Rep 4, worse die: passes when both dice ≤ 4 (16/36)", () => {
    const d = moveFastOutcomeDistribution({ rep: 4, staggering: true, staggeringDie: "worse" });
    expect(d.moveFastShort).toEqual(fraction(4, 9));
    expect(d.moveFast).toEqual(ZERO);
    expect(add(d.moveFastShort, d.noFastMove)).toEqual(fraction(1));
  });

  it("agrees with a seeded simulation of 100,000 Rep 4 Two Left Feet rolls within 0.006", () => {
    const expected = moveFastOutcomeDistribution({ rep: 4, twoLeftFeet: true });
    const dice = seededDice(1871);
    const counts = { moveFast: 0, moveFastShort: 0, noFastMove: 0, stumble: 0 };
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const code = rollMoveFast(dice, [{ rep: 4, attributes: ["twoLeftFeet"] }]).figures[0]!.code;
      counts[code as keyof typeof counts]++;
    }
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) {
      expect(Math.abs(counts[key] / n - toNumber(expected[key]))).toBeLessThan(0.006);
    }
  });
});

describe("prone, doors, windows and floors", () => {
  it("going prone ends the move; only a voluntary drop may still fire (L1195)", () => {
    expect(goProne({ voluntary: true })).toEqual({
      prone: true,
      endsMove: true,
      mayFire: true,
      meleeDice: -1,
      cover: "obscuring",
    });
    expect(goProne({ voluntary: false }).mayFire).toBe(false);
  });

  it("a stumbled figure may rise only when active", () => {
    expect(canRise({ prone: true, active: false, stumbled: true })).toEqual({
      allowed: false,
      refusal: "waitUntilActive",
    });
    expect(canRise({ prone: true, active: true, stumbled: true })).toEqual({ allowed: true });
    expect(canRise({ prone: true, active: false })).toEqual({ allowed: true });
    expect(canRise({ prone: false, active: true })).toEqual({ allowed: false, refusal: "notProne" });
  });

  it('a door costs 1" (L1203, L1937)', () => {
    expect(enterOrExit({ structure: "building", through: "door", inchesLeft: 4 })).toMatchObject({
      allowed: true,
      costInches: 1,
      inchesLeftAfter: 3,
      endsMove: false,
      next: "continueMove",
    });
    expect(enterOrExit({ structure: "building", through: "door", inchesLeft: 0.5 })).toMatchObject({
      allowed: false,
      refusal: "notEnoughMovement",
    });
    expect(enterOrExit({ structure: "vehicle", through: "door", inchesLeft: 2 }).next).toBe("boardVehicle");
  });

  it('I-08: a building window needs 2" left, ends the move, and the figure may still shoot', () => {
    expect(enterOrExit({ structure: "building", through: "window", inchesLeft: 2 })).toMatchObject({
      allowed: true,
      endsMove: true,
      mayShoot: true,
      inchesLeftAfter: 0,
    });
    expect(enterOrExit({ structure: "building", through: "window", inchesLeft: 1.5 }).allowed).toBe(false);
    expect(enterOrExit({ structure: "vehicle", through: "window", inchesLeft: 1.5 }).allowed).toBe(true);
    expect(
      enterOrExit({ structure: "vehicle", through: "window", inchesLeft: 1.5 }, { windowMinimum: "all" })
        .allowed,
    ).toBe(false);
  });

  it("W-30: one level up inside a building fits in the activation and the figure may fight on arrival", () => {
    expect(changeLevel(1)).toEqual({ allowed: true, mayFightOnArrival: true });
    expect(changeLevel(2)).toMatchObject({ allowed: false, refusal: "oneLevelPerActivation" });
  });

  it("rejects bad input", () => {
    expect(fieldOf(() => enterOrExit({ structure: "tent" as never, through: "door", inchesLeft: 3 }))).toBe(
      "input.structure",
    );
    expect(
      fieldOf(() => enterOrExit({ structure: "building", through: "door", inchesLeft: Number.NaN })),
    ).toBe("input.inchesLeft");
    expect(fieldOf(() => changeLevel(0))).toBe("levels");
    expect(fieldOf(() => goProne({ voluntary: "yes" as never }))).toBe("input.voluntary");
  });
});

describe("properties", () => {
  const attribute = fc.constantFrom("fast", "slow", "twoLeftFeet", "agile", "runt" as const);
  const mover = fc.record({
    rep: fc.integer({ min: 1, max: 7 }),
    attributes: fc.uniqueArray(attribute, { maxLength: 3 }),
    drunk: fc.constantFrom(null, "staggering", "sick", "ironclad"),
    legWounds: fc.integer({ min: 0, max: 2 }),
    halfSpeedTerrain: fc.boolean(),
  });

  it("move-fast results: passes within the dice read, codes from the table, finite distances, dice as stated", () => {
    fc.assert(
      fc.property(fc.array(mover, { minLength: 1, maxLength: 6 }), fc.integer(), (figures, seed) => {
        const dice = seededDice(seed);
        let used = 0;
        const counting = { roll: (faces: number) => (used++, dice.roll(faces)) };
        const r = rollMoveFast(counting, figures);
        let extra = 0;
        r.figures.forEach((f, i) => {
          const m = figures[i]!;
          expect(["moveFast", "moveFastShort", "noFastMove", "stumble", "cannotMove"]).toContain(f.code);
          expect(f.passes).toBeGreaterThanOrEqual(0);
          expect(f.passes).toBeLessThanOrEqual(f.dice.length);
          expect(Number.isFinite(f.maxInches)).toBe(true);
          expect(f.maxInches).toBeGreaterThanOrEqual(0);
          expect(f.maxInches).toBeLessThanOrEqual(14);
          expect(f.movingFast).toBe(f.passes >= 1);
          if (m.legWounds === 2) expect(f.code).toBe("cannotMove");
          if (f.code === "stumble" || (f.code !== "cannotMove" && m.drunk === "staggering")) extra++;
        });
        expect(used).toBe(2 + extra);
      }),
    );
  });

  it("a normal move is never negative or NaN and rolls a die only for a Staggering drunk", () => {
    fc.assert(
      fc.property(mover, fc.integer(), (m, seed) => {
        const dice = seededDice(seed);
        let used = 0;
        const r = rollFootMove({ roll: (faces) => (used++, dice.roll(faces)) }, m);
        expect(Number.isFinite(r.maxInches)).toBe(true);
        expect(r.maxInches).toBeGreaterThanOrEqual(0);
        expect(used).toBe(m.drunk === "staggering" && m.legWounds < 2 ? 1 : 0);
      }),
    );
  });
});
