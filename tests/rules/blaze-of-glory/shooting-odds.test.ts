import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { type DiceSource, fraction, seededDice, sum, toNumber } from "../../../src/rules/core";
import { ATTRIBUTES, WEAPONS, type WeaponId } from "../../../src/rules/blaze-of-glory/ids";
import {
  OPEN_TARGET,
  type ShotInput,
  SHOT_REASON_RESULT,
  atLeastOne,
  damageOdds,
  exchangeOfFire,
  hitOdds,
  imHitOdds,
  longRangeHitChance,
  rollShot,
  toHitOdds,
} from "../../../src/rules/blaze-of-glory/shooting";
import { getWeapon } from "../../../src/rules/blaze-of-glory/weapons";

const f = fraction;

describe("exact odds", () => {
  it("Rep 4 pistol, open target, first shot: faces 4–6 (totals 8–10) hit → 1/2", () => {
    expect(toHitOdds(4)).toEqual({ miss: f(1, 2), hit: f(1, 2), calledHit: f(0), diverted: f(0) });
  });
  it("Rep 5: 3–5 hit, 6 is a called hit", () => {
    expect(toHitOdds(5)).toEqual({ miss: f(1, 3), hit: f(1, 2), calledHit: f(1, 6), diverted: f(0) });
  });
  it("Rep 4: 2nd shot loses the 8; 3rd shot loses 8 and 9; cover loses the 8", () => {
    expect(toHitOdds(4, 0, 2).hit).toEqual(f(1, 3));
    expect(toHitOdds(4, 0, 3).hit).toEqual(f(1, 6));
    expect(toHitOdds(4, 0, 1, { ...OPEN_TARGET, targetInCover: true }).hit).toEqual(f(1, 3));
    expect(toHitOdds(4, 0, 1, { ...OPEN_TARGET, bystanders: 1 })).toMatchObject({
      hit: f(1, 3),
      diverted: f(1, 6),
    });
  });
  it("Rep 1 never hits; Crackshot Rep 3 hits on 4–6", () => {
    expect(toHitOdds(1).miss).toEqual(f(1));
    expect(toHitOdds(3, 1).hit).toEqual(f(1, 2));
  });
  it("beyond effective range: 1/6 × Rep/6", () => {
    expect(longRangeHitChance(4)).toEqual(f(1, 9));
    expect(longRangeHitChance(6)).toEqual(f(1, 6));
    expect(longRangeHitChance(7)).toEqual(f(1, 6));
  });

  // OD rows 5 (4/36) and 12 (1/36) for every weapon; OOF rows by I-22: row 7 = 6/36, row 9 = 4/36, row 10 = 3/36.
  it.each([
    ["pistol", 0, f(5, 36), f(4, 36)],
    ["derringer", 0, f(5, 36), f(0)],
    ["bow", 0, f(5, 36), f(0)],
    ["repeatingCarbine", 0, f(5, 36), f(4, 36)],
    ["trapdoorRifle", 0, f(5, 36), f(10, 36)],
    ["buffaloGun", 0, f(5, 36), f(13, 36)],
    ["shotgun", 6, f(5, 36), f(10, 36)],
    ["shotgun", 7, f(0), f(0)],
    ["scattergun", 3.5, f(0), f(0)],
    ["tomahawk", 0, f(5, 36), f(4, 36)],
  ] as const)('damage odds %s at %s": OD %o, OOF %o', (weapon, distance, od, oof) => {
    const d = damageOdds(weapon, distance);
    expect(d.effects.obviouslyDead).toEqual(od);
    expect(d.effects.outOfTheFight).toEqual(oof);
    expect(sum(Object.values(d.effects))).toEqual(f(1));
  });

  it("location odds: head 7/36 (rows 2, 3, 5), gut 9/36 (6, 9), leg 6/36 (4, 10), chest 6/36, gun arm 6/36, off arm 2/36", () => {
    expect(damageOdds("pistol").locations).toEqual({
      head: f(7, 36),
      gut: f(9, 36),
      leg: f(6, 36),
      chest: f(6, 36),
      gunArm: f(6, 36),
      offArm: f(2, 36),
    });
  });

  it("I'm Hit vs Toughness 4: pass 2 4/9, pass 1 4/9, pass 0 1/9; against a bow 20/27, 6/27, 1/27", () => {
    expect(imHitOdds(4)).toEqual([f(1, 9), f(4, 9), f(4, 9)]);
    expect(imHitOdds(4, true)).toEqual([f(1, 27), f(6, 27), f(20, 27)]);
    expect(imHitOdds(3)).toEqual([f(1, 4), f(1, 2), f(1, 4)]);
  });

  it("a pistol hit on Toughness 4: scratch 1/3, wounded 19/81, OOF 95/324, OD 5/36", () => {
    // I'm Hit rows total 27/36; pass-1 wound-only locations (legs 6, gun arm 6, chest 5, off arm 2) = 19/36;
    // OOF = row 9 (4/36) + pass 0 (27/36 · 1/9) + pass 1 on head/gut (8/36 · 4/9).
    expect(hitOdds("pistol", 4)).toEqual({
      scratch: f(1, 3),
      wounded: f(19, 81),
      outOfTheFight: f(95, 324),
      obviouslyDead: f(5, 36),
    });
  });

  it("atLeastOne", () => {
    expect(atLeastOne([f(1, 2), f(1, 2)])).toEqual(f(3, 4));
  });
});

describe("seeded simulation agrees with the exact odds (tolerance ±0.01 absolute, 100,000 shots)", () => {
  it("Rep 4 pistol, one die at an open Toughness 4 target: P(hit) = 1/2, P(OOF or worse) = 35/162", () => {
    const src = seededDice(20240601);
    const input: ShotInput = {
      shooter: { figure: { profession: "cowboy", rep: 4, veteran: false, attributes: [] }, weapon: "pistol" },
      targets: [{ dice: 1, distance: 8, figure: { rep: 4, toughness: 4 } }],
    };
    const n = 100_000;
    let hits = 0;
    let down = 0;
    for (let i = 0; i < n; i++) {
      const t = rollShot(src, input).targets[0]!;
      hits += t.hits;
      if (t.outcome === "outOfTheFight" || t.outcome === "obviouslyDead") down++;
    }
    const pHit = toNumber(toHitOdds(4).hit);
    const h = hitOdds("pistol", 4);
    const pDown = pHit * toNumber(sum([h.outOfTheFight, h.obviouslyDead]));
    expect(pDown).toBeCloseTo(35 / 162, 12);
    expect(Math.abs(hits / n - pHit)).toBeLessThan(0.01);
    expect(Math.abs(down / n - pDown)).toBeLessThan(0.01);
  });

  it("bow I'm Hit recovery: P(scratch) = 20/27 vs Toughness 4", () => {
    const src = seededDice(7);
    let scratch = 0;
    let imHit = 0;
    for (let i = 0; i < 60_000; i++) {
      const r = rollShot(src, {
        shooter: { figure: { profession: "warrior", rep: 5, veteran: false, attributes: [] }, weapon: "bow" },
        targets: [{ dice: 1, distance: 4, figure: { rep: 4, toughness: 4 } }],
      });
      for (const d of r.targets[0]!.damage) {
        if (d.passes === null) continue;
        imHit++;
        if (d.passes === 2) scratch++;
      }
    }
    expect(Math.abs(scratch / imHit - 20 / 27)).toBeLessThan(0.01);
  });
});

/** Counts the dice a source hands out, so a test can check every die is accounted for. */
function counting(seed: number): DiceSource & { count: number } {
  const inner = seededDice(seed);
  return {
    count: 0,
    roll(faces: number) {
      this.count++;
      return inner.roll(faces);
    },
  };
}

const RANGED: WeaponId[] = WEAPONS.filter((w) => w !== "lance");
const TARGET_OUTCOMES = [
  "miss",
  "bystanderHit",
  "mountHit",
  "blocked",
  "deflected",
  "scratch",
  "wounded",
  "outOfTheFight",
  "obviouslyDead",
  "cheatedDeath",
];
const NOT_HIT = ["miss", "bystanderHit", "mountHit", "blocked", "deflected", "scratch"];

function allFinite(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(allFinite);
  if (value && typeof value === "object") return Object.values(value).every(allFinite);
  return true;
}

const woundsArb = fc.record({
  head: fc.constant(0),
  gunArm: fc.integer({ min: 0, max: 1 }),
  offArm: fc.integer({ min: 0, max: 1 }),
  chest: fc.integer({ min: 0, max: 1 }),
  gut: fc.constant(0),
  leg: fc.integer({ min: 0, max: 2 }),
  gutShot: fc.constant(false),
});

const targetArb = fc.record({
  distance: fc.double({ min: 0, max: 40, noNaN: true }),
  figure: fc.record({
    rep: fc.integer({ min: 1, max: 7 }),
    toughness: fc.integer({ min: 1, max: 7 }),
    star: fc.boolean(),
  }),
  wounds: woundsArb,
  cover: fc.oneof(
    fc.constant(undefined),
    fc.constant({ kind: "obscuring" as const }),
    fc.record({
      kind: fc.constantFrom("bulletproof" as const, "woods" as const, "none" as const),
      position: fc.constantFrom(
        "loophole" as const,
        "wallWindow" as const,
        "cornerFlush" as const,
        "cornerAway" as const,
      ),
      activity: fc.constantFrom("justLooking" as const, "firingPistol" as const, "firingRifle" as const),
    }),
  ),
  prone: fc.boolean(),
  movingFast: fc.boolean(),
  mounted: fc.boolean(),
  bystanders: fc.integer({ min: 0, max: 3 }),
  calledRow: fc.integer({ min: 2, max: 12 }),
});

describe("property: rollShot on random valid situations", () => {
  it("keeps its invariants and accounts for every die", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RANGED),
        fc.integer({ min: 1, max: 7 }),
        fc.subarray([...ATTRIBUTES], { maxLength: 3 }),
        fc.array(targetArb, { minLength: 1, maxLength: 3 }),
        fc.record({
          movingFast: fc.boolean(),
          active: fc.boolean(),
          ammo: fc.constantFrom("loaded" as const, "lastShot" as const, "fumbling" as const),
          usingOffArm: fc.boolean(),
          nagMountOrTeam: fc.boolean(),
          gotAShotPass1: fc.boolean(),
          carryingCasualty: fc.boolean(),
        }),
        fc.record({
          longRangeDice: fc.constantFrom("perDie" as const, "oneDie" as const),
          calledShot: fc.constantFrom("pickRow" as const, "rollNormally" as const),
        }),
        fc.integer(),
        (weapon, rep, attributes, targets, flags, opts, seed) => {
          const w = getWeapon(weapon);
          const used = targets.slice(0, w.targets).map((t) => ({ ...t, dice: 1 }));
          if (opts.longRangeDice === "oneDie") used.forEach((t) => (t.dice = 1));
          const src = counting(seed);
          const r = rollShot(
            src,
            {
              shooter: {
                figure: { profession: "cowboy", rep, veteran: false, attributes },
                weapon,
                ...flags,
              },
              targets: used,
            },
            opts,
          );
          expect(allFinite(r)).toBe(true);
          expect(r.targets).toHaveLength(used.length);
          if (!r.fired) {
            expect(src.count).toBe(0);
            expect(r.blockedBy).not.toBeNull();
            return;
          }
          expect(r.shots).toHaveLength(used.length);
          let expectedDice = r.dice.length;
          for (const s of r.shots) {
            expect(s.face).toBeGreaterThanOrEqual(1);
            expect(s.face).toBeLessThanOrEqual(6);
            expect(Object.keys(SHOT_REASON_RESULT)).toContain(s.reason);
            if (s.confirm !== null) expectedDice++;
            const t = used[s.target]!;
            if (s.result === "bystanderHit" || s.result === "mountHit") {
              if (t.bystanders + (t.mounted ? 1 : 0) > 1) expectedDice++;
            }
          }
          r.targets.forEach((t, i) => {
            expect(TARGET_OUTCOMES).toContain(t.outcome);
            expect(t.beenShotAt).toBe(NOT_HIT.includes(t.outcome));
            for (const d of t.damage) {
              expectedDice += 2 + (d.recovery?.length ?? 0);
              expect(d.total).toBeGreaterThanOrEqual(2);
              expect(d.total).toBeLessThanOrEqual(12);
              if (d.passes !== null) expect([0, 1, 2]).toContain(d.passes);
            }
            for (const loc of ["head", "gunArm", "offArm", "chest", "gut", "leg"] as const) {
              expect(t.wounds[loc]).toBeGreaterThanOrEqual(used[i]!.wounds[loc]);
            }
          });
          expect(src.count).toBe(expectedDice);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("exchangeOfFire always ends with a known reason", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RANGED),
        fc.constantFrom(...RANGED),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        fc.double({ min: 0, max: 6, noNaN: true }),
        fc.integer(),
        (wa, wb, ra, rb, distance, seed) => {
          const side = (weapon: WeaponId, rep: number) => ({
            shooter: {
              figure: { profession: "cowboy" as const, rep, veteran: false, attributes: [] },
              weapon,
            },
            asTarget: { figure: { rep, toughness: 4 } },
          });
          const r = exchangeOfFire(seededDice(seed), {
            first: side(wa, ra),
            second: side(wb, rb),
            distance,
            beenShotAt: () => "fire",
            maxShots: 50,
          });
          expect(["targetHit", "cannotFire", "reaction", "limit"]).toContain(r.endedBy);
          expect(r.shots.length).toBeLessThanOrEqual(50);
          expect(allFinite(r)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
