import { describe, expect, it } from "vitest";
import { fraction, sequenceDice } from "../../../src/rules/core";
import { rollShot, type ShotInput } from "../../../src/rules/blaze-of-glory/shooting";
import { shotToHitOdds } from "../../../src/rules/blaze-of-glory/shooting/shot-odds";

/** A plain shooter (no attributes, unwounded) with a pistol: E 3, 35" max, two dice. */
const shooter = (rep: number, extra: Partial<ShotInput["shooter"]> = {}): ShotInput["shooter"] => ({
  figure: { profession: "cowboy", rep, veteran: false, attributes: [] },
  weapon: "pistol",
  ...extra,
});
const target = (dice: number, distance: number, extra: object = {}) => ({
  dice,
  distance,
  figure: { rep: 4, toughness: 4 },
  ...extra,
});

describe("shotToHitOdds (hand-counted)", () => {
  it("Rep 4, one die in the open at effective range: 4, 5 or 6 hit (totals 8–10)", () => {
    const o = shotToHitOdds({ shooter: shooter(4), targets: [target(1, 6)] });
    expect(o.blockedBy).toBeNull();
    expect(o.targets[0]!.anyHit).toEqual(fraction(1, 2));
    expect(o.targets[0]!.calledHit).toEqual(fraction(0));
    expect(o.targets[0]!.hits).toEqual([fraction(1, 2), fraction(1, 2)]);
  });

  it("Rep 5, one die: 3–5 hit, a 6 makes 11 and places the hit", () => {
    const o = shotToHitOdds({ shooter: shooter(5), targets: [target(1, 6)] });
    expect(o.targets[0]!.anyHit).toEqual(fraction(2, 3));
    expect(o.targets[0]!.calledHit).toEqual(fraction(1, 6));
  });

  it("a target in cover turns the 8 into a miss", () => {
    const o = shotToHitOdds({
      shooter: shooter(4),
      targets: [target(1, 6, { cover: { kind: "obscuring" } })],
    });
    expect(o.targets[0]!.anyHit).toEqual(fraction(1, 3));
  });

  it("two dice at one target: the second (lower) die misses on an 8", () => {
    // Sorted high to low: the first hits on 4+, the second only on 5+ (9 or 10).
    // No hit: both dice 1–3, 9/36. Two hits: both 5+, 4/36. One hit: the rest, 23/36.
    const o = shotToHitOdds({ shooter: shooter(4), targets: [target(2, 6)] });
    expect(o.targets[0]!.hits).toEqual([fraction(1, 4), fraction(23, 36), fraction(1, 9)]);
    expect(o.targets[0]!.anyHit).toEqual(fraction(3, 4));
  });

  it("one die each at two targets: the higher die goes to the first target", () => {
    // First target: the higher of two dice, 4+ → 1 − (3/6)² = 3/4. Second: the lower die as the
    // second shot, 5+ → both dice 5+ = 1/9.
    const o = shotToHitOdds({ shooter: shooter(4), targets: [target(1, 6), target(1, 8)] });
    expect(o.targets[0]!.anyHit).toEqual(fraction(3, 4));
    expect(o.targets[1]!.anyHit).toEqual(fraction(1, 9));
  });

  it("beyond effective range: a 6, then a second die at or under Rep", () => {
    // Rep 4 with a pistol reaches 12" effective; 20" is long range.
    const one = shotToHitOdds({ shooter: shooter(4), targets: [target(1, 20)] });
    expect(one.targets[0]!.anyHit).toEqual(fraction(1, 9));
    const two = shotToHitOdds({ shooter: shooter(4), targets: [target(2, 20)] });
    expect(two.targets[0]!.anyHit).toEqual(fraction(17, 81));
    expect(two.targets[0]!.hits[2]).toEqual(fraction(1, 81));
  });

  it("an 8 with a bystander near goes astray (first shot only)", () => {
    const o = shotToHitOdds({ shooter: shooter(4), targets: [target(1, 6, { bystanders: 2 })] });
    expect(o.targets[0]!.anyHit).toEqual(fraction(1, 3));
    expect(o.targets[0]!.diverted).toEqual(fraction(1, 6));
  });

  it("a weapon that cannot fire has no odds, and says why", () => {
    const far = shotToHitOdds({ shooter: shooter(4), targets: [target(1, 40)] });
    expect(far.blockedBy).toBe("outOfRange");
    expect(far.targets[0]!.anyHit).toEqual(fraction(0));
    const empty = shotToHitOdds({ shooter: shooter(4, { ammo: "mustReload" }), targets: [target(1, 6)] });
    expect(empty.blockedBy).not.toBeNull();
  });

  it("agrees with rollShot over every face of a two-target volley", () => {
    // Count by brute force: every ordered pair of to-hit faces, then every second die of a 6.
    const input: ShotInput = { shooter: shooter(4), targets: [target(1, 6), target(1, 20)] };
    let first = 0;
    let second = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++) {
          const r = rollShot(sequenceDice(a, b, c, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1), input);
          if (r.targets[0]!.hits > 0) first++;
          if (r.targets[1]!.hits > 0) second++;
        }
    const o = shotToHitOdds(input);
    expect(o.targets[0]!.anyHit).toEqual(fraction(first, 216));
    expect(o.targets[1]!.anyHit).toEqual(fraction(second, 216));
  });
});
