import { describe, expect, it } from "vitest";
import { sequenceDice } from "../../../src/rules/core";
import {
  SIOUXSIDE_EXPOSED,
  type ShooterInput,
  type ShotTargetInput,
  rollShot,
} from "../../../src/rules/blaze-of-glory/shooting";
import { rulesErrorOf as thrown } from "../helpers/errors";

/**
 * Shooting from a horse (WHEN SHOOTING, seed L2304–2308) and at a rider riding "Siouxside"
 * (Plains Warrior sheet, seed L8897–8911), on exact dice: every face the shot reads is scripted and
 * every one is read (`remaining` 0).
 */

const rider = (extra: Partial<ShooterInput> = {}): ShooterInput => ({
  figure: { profession: "cowboy", rep: 4, veteran: false, attributes: [] },
  weapon: "pistol",
  ...extra,
});
const target = (extra: Partial<ShotTargetInput> = {}): ShotTargetInput => ({
  dice: 1,
  distance: 6,
  figure: { rep: 4, toughness: 4 },
  ...extra,
});

/** One shot on exactly `faces`. */
function shot(faces: number[], shooter: ShooterInput, t: ShotTargetInput = target()) {
  const src = sequenceDice(...faces);
  const r = rollShot(src, { shooter, targets: [t] });
  expect(src.remaining).toBe(0);
  return r;
}

describe("firing from a horse (L2306–2308)", () => {
  it("from a standing Nag: Rep −1, so a 4 makes 7 and misses where a Pretty Fair horse's 8 hits", () => {
    // "If firing from a 'Nag', reduce the shooter's Rep by one" (L2306).
    const nag = shot([4], rider({ mount: { quality: 3, pace: "stationary" } }));
    expect(nag.rep).toBe(3);
    expect(nag.shots[0]).toMatchObject({ total: 7, result: "miss", reason: "totalSevenOrLess" });
    // Pretty Fair, standing: no change; 4 + 4 = 8 on a lone target on foot hits (damage 1+1 head, recovery 1 1).
    const fair = shot([4, 1, 1, 1, 1], rider({ mount: { quality: 4, pace: "stationary" } }));
    expect(fair.rep).toBe(4);
    expect(fair.shots[0]).toMatchObject({ total: 8, result: "hit" });
  });

  it("from a horse moving at its normal rate: the shot counts as moving fast, so an 8 misses", () => {
    // "Firing from a normal moving animal will count as moving fast" (L2306).
    const r = shot([4], rider({ mount: { quality: 4, pace: "normal" } }));
    expect(r.rep).toBe(4);
    expect(r.shots[0]).toMatchObject({ total: 8, result: "miss", reason: "shooterMovingFast" });
    // An Agile shooter ignores the moving-fast miss at 8, on a horse as on foot (guide §2.7 step 7).
    const agile = shot(
      [4, 1, 1, 1, 1],
      rider({
        figure: { profession: "cowboy", rep: 4, veteran: false, attributes: ["agile"] },
        mount: { quality: 4, pace: "normal" },
      }),
    );
    expect(agile.shots[0]!.result).toBe("hit");
  });

  it('from a fast-moving horse the effective range is halved: a pistol at Rep 4 reaches 6", not 12"', () => {
    // "When firing from a fast moving mount, the shooters effective range is halved" (L2308).
    const normal = shot(
      [6, 1, 1, 1, 1],
      rider({ mount: { quality: 4, pace: "normal" } }),
      target({ distance: 10 }),
    );
    expect(normal.shots[0]).toMatchObject({ band: "effective", total: 10, result: "hit" });
    // At 10" from a fast horse the target is past effective range: a 6, then 5 > Rep 4, misses.
    const fast = shot([6, 5], rider({ mount: { quality: 4, pace: "fast" } }), target({ distance: 10 }));
    expect(fast.shots[0]).toMatchObject({ band: "long", confirm: 5, result: "miss" });
    const near = shot([4], rider({ mount: { quality: 4, pace: "fast" } }), target({ distance: 6 }));
    expect(near.shots[0]).toMatchObject({ band: "effective", total: 8, reason: "shooterMovingFast" });
  });

  it("a fast Nag takes every penalty at once; a horse adds to the flags the caller set", () => {
    const r = shot([5], rider({ mount: { quality: 3, pace: "fast" } }));
    expect(r.shots[0]).toMatchObject({ total: 8, result: "miss", reason: "shooterMovingFast" });
    // Holding mounts (L2294) and the Nag (L2306) are two separate −1s.
    expect(shot([5], rider({ holdingMounts: true, mount: { quality: 3, pace: "stationary" } })).rep).toBe(2);
  });

  it("a bad mount is refused with the field named", () => {
    const bad = (mount: unknown) =>
      thrown(() =>
        rollShot(sequenceDice(4), { shooter: rider({ mount: mount as never }), targets: [target()] }),
      ).field;
    expect(bad({ quality: 6, pace: "stationary" })).toBe("shooter.mount.quality");
    expect(bad({ quality: 4, pace: "gallop" })).toBe("shooter.mount.pace");
    expect(bad("Nag")).toBe("shooter.mount");
  });
});

describe('a rider riding "Siouxside" (L8897–8911)', () => {
  const sioux = (extra: Partial<ShotTargetInput> = {}) =>
    target({ mounted: true, siouxside: true, ...extra });

  it("can be hit only in the head, gun arm and off arm (L8901–8905)", () => {
    expect(SIOUXSIDE_EXPOSED).toEqual(["head", "gunArm", "offArm"]);
  });

  it("a chest hit strikes the horse instead: no recovery dice, no wound, BEEN SHOT AT (L8907)", () => {
    // To-hit 6 + 4 = 10 hits; damage 4 + 4 = 8, chest.
    const r = shot([6, 4, 4], rider(), sioux());
    const t = r.targets[0]!;
    expect(t.damage).toEqual([
      expect.objectContaining({ location: "chest", outcome: "mountHit", recovery: null }),
    ]);
    expect(t).toMatchObject({ outcome: "mountHit", mountHit: true, mountHits: 1, beenShotAt: true });
    expect(Object.values(t.wounds).every((v) => v === 0 || v === false)).toBe(true);
  });

  it("gut and leg hits strike the horse too, even the Obviously Dead and Out of the Fight rows", () => {
    // 12 is chest, Obviously Dead; 9 gut, Out of the Fight with a pistol; 10 leg; 4 leg.
    for (const [white, coloured] of [
      [6, 6],
      [4, 5],
      [5, 5],
      [1, 3],
    ]) {
      const t = shot([6, white!, coloured!], rider(), sioux()).targets[0]!;
      expect(t.outcome).toBe("mountHit");
      expect(t.mountHits).toBe(1);
    }
  });

  it("head and arm hits reach him as usual", () => {
    // 3 head, I'm Hit, recovery 1 1 vs Toughness 4.
    const head = shot([6, 1, 2, 1, 1], rider(), sioux()).targets[0]!;
    expect(head.damage[0]).toMatchObject({ location: "head", recovery: [1, 1] });
    expect(head.mountHits).toBe(0);
    // 7 gun arm with a pistol: I'm Hit; 11 off arm: I'm Hit.
    const gunArm = shot([6, 3, 4, 6, 6], rider(), sioux()).targets[0]!;
    expect(gunArm.damage[0]).toMatchObject({ location: "gunArm", recovery: [6, 6] });
    const offArm = shot([6, 5, 6, 1, 6], rider(), sioux()).targets[0]!;
    expect(offArm.damage[0]).toMatchObject({ location: "offArm", recovery: [1, 6] });
    expect([gunArm.mountHits, offArm.mountHits]).toEqual([0, 0]);
  });

  it("without Siouxside the same chest hit is his (recovery 1 1 read)", () => {
    const t = shot([6, 4, 4, 1, 1], rider(), target({ mounted: true })).targets[0]!;
    expect(t.damage[0]).toMatchObject({ location: "chest", recovery: [1, 1] });
    expect(t.mountHits).toBe(0);
  });

  it("cover is read first: obscuring cover that deflects the hit spares the horse too", () => {
    // Chest 8 through obscuring cover: white 5 ≥ coloured 3 deflects; 3 < 5 goes through, to the horse.
    const deflected = shot([6, 5, 3], rider(), sioux({ cover: { kind: "obscuring" } })).targets[0]!;
    expect(deflected.damage[0]).toMatchObject({ cover: "deflected", outcome: "deflected" });
    expect(deflected.mountHits).toBe(0);
    const through = shot([6, 3, 5], rider(), sioux({ cover: { kind: "obscuring" } })).targets[0]!;
    expect(through.damage[0]).toMatchObject({ cover: "penetrated", outcome: "mountHit" });
    expect(through.mountHits).toBe(1);
  });

  it("an 8 still goes to the horse, and a shotgun's two damage rolls are each read", () => {
    const eight = shot([4], rider(), sioux());
    expect(eight.targets[0]).toMatchObject({ outcome: "mountHit", mountHits: 1, hits: 0 });
    // Shotgun Rep 4 at 3": 10 hits; first roll 4+4 chest → horse, second 1+2 head → him (recovery 1 1).
    const both = shot([6, 4, 4, 1, 2, 1, 1], rider({ weapon: "shotgun" }), sioux({ distance: 3 }))
      .targets[0]!;
    expect(both.damage.map((d) => [d.location, d.outcome === "mountHit"])).toEqual([
      ["chest", true],
      ["head", false],
    ]);
    expect(both.mountHits).toBe(1);
  });

  it("is refused on a figure that is not mounted", () => {
    expect(
      thrown(() => rollShot(sequenceDice(6), { shooter: rider(), targets: [target({ siouxside: true })] }))
        .field,
    ).toBe("targets[0].siouxside");
  });
});
