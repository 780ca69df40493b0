import { describe, expect, it } from "vitest";
import { sequenceDice } from "../../../src/rules/core";
import {
  NO_WOUNDS,
  type ShooterInput,
  type ShotTargetInput,
  exchangeOfFire,
  rollShot,
} from "../../../src/rules/blaze-of-glory/shooting";
import { rulesErrorOf as thrown } from "../helpers/errors";

const fig = (rep: number, extra: Partial<ShooterInput["figure"]> = {}) => ({
  profession: "cowboy" as const,
  rep,
  veteran: false,
  attributes: [],
  ...extra,
});
const shooter = (
  rep: number,
  weapon: ShooterInput["weapon"],
  extra: Partial<ShooterInput> = {},
): ShooterInput => ({
  figure: fig(rep),
  weapon,
  ...extra,
});
const target = (extra: Partial<ShotTargetInput> = {}): ShotTargetInput => ({
  dice: 1,
  distance: 6,
  figure: { rep: 4, toughness: 4 },
  ...extra,
});

describe("worked examples (guide §5.1)", () => {
  it('W-05: a scattergun throws up to 3 dice at up to 3 targets within a 3" frontage', () => {
    const input = {
      shooter: shooter(4, "scattergun"),
      targets: [target({ distance: 2 }), target({ distance: 2 }), target({ distance: 2 })],
      frontage: 3,
    };
    const src = sequenceDice(2, 2, 3);
    const r = rollShot(src, input);
    expect(r.fired).toBe(true);
    expect(r.shots.map((s) => s.target)).toEqual([0, 1, 2]);
    expect(thrown(() => rollShot(sequenceDice(), { ...input, frontage: 3.5 })).field).toBe("frontage");
    expect(
      thrown(() =>
        rollShot(sequenceDice(), { ...input, targets: [...input.targets, target({ distance: 2 })] }),
      ).field,
    ).toBe("targets");
    expect(thrown(() => rollShot(sequenceDice(), { ...input, targets: [target({ dice: 4 })] })).field).toBe(
      "targets[0].dice",
    );
  });

  it("W-23: scattergun Rep 4, 2 dice on A then 1 on B, dice 6 5 4 → 10 and 9 hit A twice, 8 (3rd shot) misses B", () => {
    const toHit = [4, 6, 5]; // rolled in any order: sorted 6, 5, 4 → totals 10, 9, 8
    const hit1loc1 = [1, 3, 1, 2]; // leg (4), I'm Hit, recovery 1 2 vs 4 → scratch
    const hit1loc2 = [2, 2, 5, 6]; // leg (4), recovery 5 6 → pass 0 → OOF
    const hit2loc1 = [3, 5]; // chest (8), I'm Hit, already down → no recovery roll
    const hit2loc2 = [6, 6]; // chest (12) within 3" → Obviously Dead
    const src = sequenceDice(...toHit, ...hit1loc1, ...hit1loc2, ...hit2loc1, ...hit2loc2);
    const r = rollShot(src, {
      shooter: shooter(4, "scattergun"),
      targets: [target({ dice: 2, distance: 2 }), target({ dice: 1, distance: 2 })],
    });
    expect(src.remaining).toBe(0);
    expect(r.shots.map((s) => [s.shot, s.target, s.face, s.total, s.result, s.reason])).toEqual([
      [1, 0, 6, 10, "hit", "totalTen"],
      [2, 0, 5, 9, "hit", "totalNine"],
      [3, 1, 4, 8, "miss", "secondOrLaterShot"],
    ]);
    const [a, b] = r.targets;
    expect(a!.hits).toBe(2);
    expect(a!.damage.map((d) => [d.shot, d.total, d.location, d.outcome])).toEqual([
      [1, 4, "leg", "scratch"],
      [1, 4, "leg", "outOfTheFight"],
      [2, 8, "chest", "outOfTheFight"],
      [2, 12, "chest", "obviouslyDead"],
    ]);
    expect(a!.damage[2]!.recovery).toBeNull();
    expect(a!).toMatchObject({ outcome: "obviouslyDead", beenShotAt: false });
    expect(b!).toMatchObject({ outcome: "miss", beenShotAt: true, hits: 0 });
  });

  it("W-24: buffalo gun hit behind thin planks, coloured 4 white 6 → leg OOF on the table, deflected → BEEN SHOT AT", () => {
    const src = sequenceDice(6, 6, 4); // to-hit 6 (10), then white 6, coloured 4
    const r = rollShot(src, {
      shooter: shooter(4, "buffaloGun"),
      targets: [target({ distance: 10, cover: { kind: "obscuring" } })],
    });
    const t = r.targets[0]!;
    expect(t.damage).toHaveLength(1);
    expect(t.damage[0]).toMatchObject({
      white: 6,
      coloured: 4,
      total: 10,
      location: "leg",
      tableEffect: "outOfTheFight",
      cover: "deflected",
      outcome: "deflected",
      recovery: null,
    });
    expect(t).toMatchObject({ outcome: "deflected", beenShotAt: true, wounds: NO_WOUNDS });
  });

  it("W-25a: Tex (Got a Shot pass 2) totals 9 on JBJ in the open → leg, I'm Hit, pass 2 → scratch → BEEN SHOT AT; the Duck Back on pass 1 assumes a flank shot or another sheet (I-30)", () => {
    const src = sequenceDice(5, 1, 3, 2, 3); // 5 + Rep 4 = 9; white 1 + coloured 3 = 4; recovery 2 3 vs 4
    const tex = shooter(4, "pistol");
    const jbj = { figure: { rep: 5, toughness: 4 } };
    const r = exchangeOfFire(src, {
      first: { shooter: tex, asTarget: { figure: { rep: 4, toughness: 4 } }, dice: 1 },
      second: { shooter: shooter(5, "pistol"), asTarget: jbj, dice: 1 },
      distance: 8,
      beenShotAt: () => "duckBack",
    });
    expect(r.shots).toHaveLength(1);
    const shot = r.shots[0]!;
    expect(shot.shots[0]).toMatchObject({ total: 9, result: "hit", reason: "totalNine", shot: 1 });
    expect(shot.targets[0]!.damage[0]).toMatchObject({
      total: 4,
      location: "leg",
      tableEffect: "imHit",
      passes: 2,
      effect: "justAScratch",
      outcome: "scratch",
    });
    expect(shot.targets[0]!.beenShotAt).toBe(true);
    expect(r).toMatchObject({ endedBy: "reaction", reaction: "duckBack" });
    expect(r.second.outcome).toBe("scratch");
  });

  describe("W-25b: JBJ behind thin building walls, Tex totals 9, damage red 5 + white 4 = 9 (gut)", () => {
    const tex = shooter(4, "pistol");
    it("obscuring: 9 still hits (only 8 is cancelled by cover); coloured 5 > white 4 → penetrates → OOF", () => {
      const r = rollShot(sequenceDice(5, 4, 5), {
        shooter: tex,
        targets: [target({ distance: 8, cover: { kind: "obscuring" } })],
      });
      expect(r.shots[0]).toMatchObject({ total: 9, result: "hit" });
      expect(r.targets[0]!.damage[0]).toMatchObject({
        white: 4,
        coloured: 5,
        location: "gut",
        tableEffect: "outOfTheFight",
        cover: "penetrated",
        outcome: "outOfTheFight",
      });
      expect(r.targets[0]).toMatchObject({ outcome: "outOfTheFight", beenShotAt: false });
      expect(r.targets[0]!.wounds).toMatchObject({ gut: 1, gutShot: true });
    });
    it("variant: bulletproof cover (gut never exposed) → no hit, BEEN SHOT AT", () => {
      const r = rollShot(sequenceDice(5, 4, 5), {
        shooter: tex,
        targets: [
          target({
            distance: 8,
            cover: { kind: "bulletproof", position: "cornerAway", activity: "firingRifle" },
          }),
        ],
      });
      expect(r.targets[0]!.damage[0]!.cover).toBe("blocked");
      expect(r.targets[0]).toMatchObject({ outcome: "blocked", beenShotAt: true, wounds: NO_WOUNDS });
    });
    it("variant: white ≥ red → deflected, BEEN SHOT AT", () => {
      for (const [white, red] of [
        [5, 4],
        [5, 5],
      ]) {
        const r = rollShot(sequenceDice(5, white!, red!), {
          shooter: tex,
          targets: [target({ distance: 8, cover: { kind: "obscuring" } })],
        });
        expect(r.targets[0]).toMatchObject({ outcome: "deflected", beenShotAt: true });
      }
    });
    it("and at 8 the covered target is simply missed", () => {
      const r = rollShot(sequenceDice(4), {
        shooter: tex,
        targets: [target({ cover: { kind: "obscuring" } })],
      });
      expect(r.shots[0]).toMatchObject({ total: 8, result: "miss", reason: "targetInCover" });
      expect(r.targets[0]).toMatchObject({ outcome: "miss", beenShotAt: true });
    });
  });

  it("W-22: JBJ fires at Tex and misses; Tex returns fire and misses; JBJ returns fire and hits → exchange ends", () => {
    const jbjMisses = [2]; // JBJ Rep 5: 7 → miss
    const texMisses = [3]; // Tex Rep 4: 7 → miss
    const jbjHits = [5, 3, 5, 5, 6]; // 10 → hit; white 3 + coloured 5 = chest, I'm Hit; Tex recovers 5 6 → OOF
    const src = sequenceDice(...jbjMisses, ...texMisses, ...jbjHits);
    const asked: string[] = [];
    const r = exchangeOfFire(src, {
      first: { shooter: shooter(5, "pistol"), asTarget: { figure: { rep: 5, toughness: 4 } }, dice: 1 },
      second: { shooter: shooter(4, "pistol"), asTarget: { figure: { rep: 4, toughness: 4 } }, dice: 1 },
      distance: 10,
      beenShotAt: (role) => {
        asked.push(role);
        return "fire";
      },
    });
    expect(src.remaining).toBe(0);
    expect(asked).toEqual(["second", "first"]);
    expect(r.firers).toEqual(["first", "second", "first"]);
    expect(r.shots.map((s) => s.targets[0]!.outcome)).toEqual(["miss", "miss", "outOfTheFight"]);
    expect(r).toMatchObject({ endedBy: "targetHit", reaction: null, cannotFire: null });
    expect(r.second).toMatchObject({ outcome: "outOfTheFight", wounds: { ...NO_WOUNDS, chest: 1 } });
  });
});

describe("exchange of fire behind bulletproof cover", () => {
  // JBJ at a window, just looking: only his head shows (L1590). Tex hits twice, each time for a
  // total of 7 (gun arm, L1523).
  const wall = { kind: "bulletproof", position: "wallWindow", activity: "justLooking" } as const;
  const run = (answers: string[], faces: number[]) =>
    exchangeOfFire(sequenceDice(...faces), {
      first: { shooter: shooter(4, "pistol"), asTarget: { figure: { rep: 4, toughness: 4 } }, dice: 1 },
      second: {
        shooter: shooter(4, "pistol"),
        asTarget: { figure: { rep: 4, toughness: 4 }, cover: wall },
        dice: 1,
      },
      distance: 8,
      beenShotAt: () => answers.shift() ?? "duckBack",
    });
  const texHitsGunArm = [5, 3, 4]; // 5 + Rep 4 = 9 → hit; white 3 + coloured 4 = 7 → gun arm

  it("a figure that has fired from cover shows what a firing figure shows (L1591)", () => {
    const jbjMisses = [3]; // 3 + 4 = 7 → miss
    const recovery = [2, 2];
    const r = run(["fire", "fire"], [...texHitsGunArm, ...jbjMisses, ...texHitsGunArm, ...recovery]);
    expect(r.firers).toEqual(["first", "second", "first"]);
    // Just looking: the arm is behind the wall. After firing his pistol, the gun arm shows.
    expect(r.shots[0]!.targets[0]!.damage[0]).toMatchObject({ location: "gunArm", cover: "blocked" });
    expect(r.shots[2]!.targets[0]!.damage[0]).toMatchObject({ location: "gunArm", cover: "exposed" });
    expect(r.shots[2]!.targets[0]!.outcome).not.toBe("blocked");
  });

  it("a figure that has not fired keeps the row it was declared with", () => {
    // Tex's first hit is stopped; JBJ ducks back rather than fire, so no second shot at him follows
    // from this exchange, and the cover he was declared with stopped the one that came.
    const r = run(["duckBack"], texHitsGunArm);
    expect(r.shots).toHaveLength(1);
    expect(r.shots[0]!.targets[0]).toMatchObject({ outcome: "blocked", beenShotAt: true });
    expect(wall.activity).toBe("justLooking");
  });
});

describe("rollShot details", () => {
  it("beyond effective range: each die needs a 6 then ≤ Rep (perDie default)", () => {
    // pistol Rep 4: effective 12", max 35"
    const src = sequenceDice(3, 6, 4, 2, 2, 2, 2); // faces 3, 6 → sorted 6, 3; confirm 4 ≤ 4 → hit; damage 2+2 gut; recovery 2 2
    const r = rollShot(src, { shooter: shooter(4, "pistol"), targets: [target({ dice: 2, distance: 20 })] });
    expect(src.remaining).toBe(0);
    expect(r.shots.map((s) => [s.band, s.face, s.confirm, s.total, s.row, s.reason])).toEqual([
      ["long", 6, 4, null, "longRange", "longRangeHit"],
      ["long", 3, null, null, "longRange", "longRangeNoSix"],
    ]);
    expect(r.targets[0]!.outcome).toBe("scratch");
    const over = rollShot(sequenceDice(6, 5), {
      shooter: shooter(4, "pistol"),
      targets: [target({ distance: 20 })],
    });
    expect(over.shots[0]!.reason).toBe("longRangeOverRep");
    expect(
      thrown(() =>
        rollShot(
          sequenceDice(),
          { shooter: shooter(4, "pistol"), targets: [target({ dice: 2, distance: 20 })] },
          { longRangeDice: "oneDie" },
        ),
      ).field,
    ).toBe("targets[0].dice");
  });

  it("beyond maximum range: no shot and no dice", () => {
    const src = sequenceDice();
    const r = rollShot(src, { shooter: shooter(4, "pistol"), targets: [target({ distance: 36 })] });
    expect(r).toMatchObject({ fired: false, blockedBy: "outOfRange", dice: [], shots: [] });
    expect(r.targets[0]).toMatchObject({ outcome: "miss", beenShotAt: false });
  });

  it('fast mover halves effective range (pistol Rep 4 at 8": long range)', () => {
    const r = rollShot(sequenceDice(5), {
      shooter: shooter(4, "pistol", { onFastMover: true }),
      targets: [target({ distance: 8 })],
    });
    expect(r.shots[0]!.band).toBe("long");
    const r2 = rollShot(sequenceDice(5), {
      shooter: shooter(4, "pistol"),
      targets: [target({ distance: 8, onFastVehicle: true })],
    });
    expect(r2.shots[0]!.band).toBe("long");
  });

  it("Buffalo Hunter reaches 12 × Rep with a buffalo gun", () => {
    const bh = { figure: fig(4, { profession: "buffaloHunter" }), weapon: "buffaloGun" as const };
    expect(
      rollShot(sequenceDice(1), { shooter: bh, targets: [target({ distance: 48 })] }).shots[0]!.band,
    ).toBe("effective");
    expect(
      rollShot(sequenceDice(1), { shooter: shooter(4, "buffaloGun"), targets: [target({ distance: 48 })] })
        .shots[0]!.band,
    ).toBe("long");
  });

  it("8 with bystanders: picked at random among bystanders (and the mount)", () => {
    const two = rollShot(sequenceDice(4, 2), {
      shooter: shooter(4, "pistol"),
      targets: [target({ bystanders: 2 })],
    });
    expect(two.shots[0]).toMatchObject({ result: "bystanderHit", bystander: 1, reason: "bystanderOrMount" });
    expect(two.targets[0]).toMatchObject({
      outcome: "bystanderHit",
      bystandersHit: [1],
      beenShotAt: true,
      hits: 0,
    });
    const one = sequenceDice(4);
    expect(
      rollShot(one, { shooter: shooter(4, "pistol"), targets: [target({ bystanders: 1 })] }).shots[0]!
        .bystander,
    ).toBe(0);
    expect(one.remaining).toBe(0);
    const horse = rollShot(sequenceDice(4), {
      shooter: shooter(4, "pistol"),
      targets: [target({ mounted: true })],
    });
    expect(horse.targets[0]).toMatchObject({ outcome: "mountHit", mountHit: true, beenShotAt: true });
    const both = rollShot(sequenceDice(4, 2), {
      shooter: shooter(4, "pistol"),
      targets: [target({ mounted: true, bystanders: 1 })],
    });
    expect(both.shots[0]!.result).toBe("mountHit");
  });

  it("11+ with pickRow: the picked row applies (default 5, head OD); dice still rolled for cover", () => {
    const r = rollShot(sequenceDice(6, 3, 3), { shooter: shooter(5, "pistol"), targets: [target()] });
    expect(r.shots[0]).toMatchObject({ total: 11, result: "calledHit" });
    expect(r.targets[0]!.damage[0]).toMatchObject({
      called: true,
      total: 5,
      location: "head",
      outcome: "obviouslyDead",
    });
    const picked = rollShot(sequenceDice(6, 3, 3), {
      shooter: shooter(5, "pistol"),
      targets: [target({ calledRow: 9 })],
    });
    expect(picked.targets[0]!.damage[0]).toMatchObject({ total: 9, outcome: "outOfTheFight" });
    const plain = rollShot(
      sequenceDice(6, 3, 3, 1, 1),
      { shooter: shooter(5, "pistol"), targets: [target()] },
      { calledShot: "rollNormally" },
    );
    expect(plain.targets[0]!.damage[0]).toMatchObject({
      called: false,
      total: 6,
      location: "gut",
      outcome: "scratch",
    });
    // called head shot through obscuring cover still needs coloured > white
    const ob = rollShot(sequenceDice(6, 3, 3), {
      shooter: shooter(5, "pistol"),
      targets: [target({ cover: { kind: "obscuring" } })],
    });
    expect(ob.targets[0]!.outcome).toBe("deflected");
  });

  it("Larger Than Life and Cheating Death", () => {
    const star = { figure: { rep: 5, toughness: 4, star: true } };
    const ltl = rollShot(sequenceDice(6, 6, 6), { shooter: shooter(4, "pistol"), targets: [target(star)] });
    expect(ltl.targets[0]!.damage[0]).toMatchObject({
      tableEffect: "obviouslyDead",
      outcome: "outOfTheFight",
      starAdvantage: "largerThanLife",
    });
    expect(ltl.targets[0]!.starEffects).toEqual(["loseAllRap", "capturedUnlessCarriedOff"]);
    const cd = rollShot(sequenceDice(6, 6, 6), { shooter: shooter(5, "pistol"), targets: [target(star)] });
    expect(cd.targets[0]).toMatchObject({
      outcome: "cheatedDeath",
      starEffects: ["removedFromPlay", "repMinusOne", "loseAllRap"],
    });
    const dead = rollShot(sequenceDice(6, 6, 6), {
      shooter: shooter(5, "pistol"),
      targets: [target({ ...star, cheatDeath: false })],
    });
    expect(dead.targets[0]!.outcome).toBe("obviouslyDead");
    const hand = rollShot(sequenceDice(6, 6, 6), {
      shooter: shooter(4, "pistol"),
      targets: [target({ figure: { rep: 5, toughness: 4 } })],
    });
    expect(hand.targets[0]!.outcome).toBe("obviouslyDead");
    const allowed = rollShot(sequenceDice(6, 6, 6), {
      shooter: shooter(4, "pistol"),
      targets: [target({ figure: { rep: 5, toughness: 4 }, starAdvantages: true })],
    });
    expect(allowed.targets[0]!.outcome).toBe("outOfTheFight");
  });

  it("shooter conditions at 8: moving fast (Agile ignores own), sick drunk, unfamiliar, two weapons, off arm, carrying a casualty", () => {
    const at8 = (s: Partial<ShooterInput>, t: Partial<ShotTargetInput> = {}, face = 4) =>
      rollShot(sequenceDice(face, 6, 6, 6, 6), { shooter: shooter(4, "pistol", s), targets: [target(t)] })
        .shots[0]!.reason;
    expect(at8({ movingFast: true })).toBe("shooterMovingFast");
    expect(at8({ movingFast: true, figure: fig(4, { attributes: ["agile"] }) })).toBe("totalEight");
    expect(at8({ figure: fig(4, { attributes: ["agile"] }) }, { movingFast: true })).toBe("targetMovingFast");
    const any = rollShot(
      sequenceDice(4, 6, 6),
      {
        shooter: shooter(4, "pistol", { figure: fig(4, { attributes: ["agile"] }) }),
        targets: [target({ movingFast: true })],
      },
      { agileIgnores: "anyMovement" },
    );
    expect(any.shots[0]!.reason).toBe("totalEight");
    expect(at8({ sickDrunk: true })).toBe("sickDrunk");
    expect(at8({ unfamiliarWeapon: true })).toBe("unfamiliarWeapon");
    expect(at8({ twoWeapons: true })).toBe("twoWeapons");
    expect(at8({ usingOffArm: true })).toBe("offArm");
    expect(at8({ carryingCasualty: true })).toBe("carryingCasualty");
    expect(at8({ figure: fig(4, { attributes: ["crackshot"] }) }, {}, 3)).toBe("totalEight");
    expect(at8({}, { prone: true })).toBe("targetProne");
  });

  it("prone gives nothing against a bow or from above", () => {
    const bow = rollShot(sequenceDice(4, 6, 6), {
      shooter: shooter(4, "bow"),
      targets: [target({ prone: true })],
    });
    expect(bow.shots[0]!.reason).toBe("totalEight");
    const high = rollShot(sequenceDice(4, 6, 6), {
      shooter: shooter(4, "pistol", { onHigherGround: true }),
      targets: [target({ prone: true })],
    });
    expect(high.shots[0]!.reason).toBe("totalEight");
    const upperCovered = rollShot(sequenceDice(4), {
      shooter: shooter(4, "pistol", { onUpperStorey: true }),
      targets: [target({ prone: true, overheadProtection: true })],
    });
    expect(upperCovered.shots[0]!.reason).toBe("targetProne");
    // prone as obscuring on a hit
    const hit = rollShot(sequenceDice(6, 4, 3), {
      shooter: shooter(4, "pistol"),
      targets: [target({ prone: true })],
    });
    expect(hit.targets[0]!.outcome).toBe("deflected");
  });

  it("bow hits roll three recovery dice", () => {
    const src = sequenceDice(6, 1, 1, 6, 6, 2);
    const r = rollShot(src, { shooter: shooter(4, "bow"), targets: [target({ distance: 10 })] });
    expect(r.targets[0]!.damage[0]).toMatchObject({
      recovery: [6, 6, 2],
      passes: 1,
      effect: "headWound",
      outcome: "outOfTheFight",
    });
    expect(src.remaining).toBe(0);
  });

  it("shotgun beyond 6\": row 7 is only I'm Hit (errata E-1), two locations per hit", () => {
    const src = sequenceDice(6, 3, 4, 1, 1, 1, 1, 1, 1);
    const r = rollShot(src, { shooter: shooter(2, "shotgun"), targets: [target({ distance: 10 })] });
    expect(r.rep).toBe(4);
    expect(r.targets[0]!.damage.map((d) => [d.total, d.tableEffect, d.rangeCapped, d.outcome])).toEqual([
      [7, "imHit", true, "scratch"],
      [2, "imHit", false, "scratch"],
    ]);
    expect(r.targets[0]).toMatchObject({ outcome: "scratch", beenShotAt: true });
  });

  it("wounds accumulate across hits: second gun-arm wound → arm unusable", () => {
    const src = sequenceDice(6, 3, 4, 3, 6);
    const r = rollShot(src, {
      shooter: shooter(4, "pistol"),
      targets: [target({ wounds: { ...NO_WOUNDS, gunArm: 1 } })],
    });
    expect(r.targets[0]!.damage[0]).toMatchObject({ effect: "gunArmUnusable", outcome: "wounded" });
    expect(r.targets[0]).toMatchObject({
      outcome: "wounded",
      beenShotAt: false,
      wounds: { ...NO_WOUNDS, gunArm: 2 },
    });
  });

  it("ammunition: fumble on a 1, muzzle loader must reload, last shot only while active", () => {
    const fumble = rollShot(sequenceDice(1, 3), {
      shooter: shooter(4, "pistol"),
      targets: [target({ dice: 2 })],
    });
    expect(fumble).toMatchObject({ ammoBefore: "loaded", ammoAfter: "fumbling", ammoTrigger: "anyOne" });
    const rep = rollShot(sequenceDice(1, 3), {
      shooter: shooter(4, "repeatingCarbine"),
      targets: [target({ dice: 2 })],
    });
    expect(rep.ammoAfter).toBe("loaded");
    const ml = rollShot(sequenceDice(2), { shooter: shooter(4, "mlRifle"), targets: [target()] });
    expect(ml).toMatchObject({ ammoAfter: "mustReload", ammoTrigger: "muzzleLoaderFired" });
    const last = rollShot(sequenceDice(2), {
      shooter: shooter(4, "pistol", { ammo: "lastShot" }),
      targets: [target()],
    });
    expect(last).toMatchObject({ fired: true, ammoAfter: "out", ammoTrigger: "lastShotFired" });
    const reaction = rollShot(sequenceDice(), {
      shooter: shooter(4, "pistol", { ammo: "lastShot", active: false }),
      targets: [target()],
    });
    expect(reaction).toMatchObject({
      fired: false,
      blockedBy: "lastShotOnlyWhenActive",
      ammoAfter: "lastShot",
    });
    expect(
      rollShot(sequenceDice(), { shooter: shooter(4, "pistol", { ammo: "out" }), targets: [target()] })
        .blockedBy,
    ).toBe("out");
    const cab = rollShot(sequenceDice(1), {
      shooter: shooter(4, "pistol", { capAndBall: true }),
      targets: [target()],
    });
    expect(cab.ammoAfter).toBe("out");
    const derr = rollShot(
      sequenceDice(1),
      { shooter: shooter(4, "derringer"), targets: [target({ distance: 2 })] },
      { unclassifiedAmmo: "neverFumbles" },
    );
    expect(derr.ammoAfter).toBe("loaded");
  });

  it("a useless gun arm stops the shot unless he switches hands", () => {
    const w = { ...NO_WOUNDS, gunArm: 2 };
    expect(
      rollShot(sequenceDice(), { shooter: shooter(4, "pistol", { wounds: w }), targets: [target()] })
        .blockedBy,
    ).toBe("gunArmUnusable");
    const off = rollShot(sequenceDice(4), {
      shooter: shooter(4, "pistol", { wounds: w, usingOffArm: true }),
      targets: [target()],
    });
    expect(off.shots[0]!.reason).toBe("offArm");
  });

  it("bad input → RulesError naming the field", () => {
    const ok = { shooter: shooter(4, "pistol"), targets: [target()] };
    const cases: [unknown, string][] = [
      [{ ...ok, shooter: { ...ok.shooter, weapon: "lance" } }, "shooter.weapon"],
      [{ ...ok, shooter: { ...ok.shooter, weapon: "musket" } }, "shooter.weapon"],
      [{ ...ok, shooter: { ...ok.shooter, figure: fig(0) } }, "shooter.figure.rep"],
      [
        { ...ok, shooter: { ...ok.shooter, figure: fig(4, { attributes: ["lucky" as never] }) } },
        "shooter.figure.attributes[0]",
      ],
      [{ ...ok, shooter: { ...ok.shooter, ammo: "jammed" } }, "shooter.ammo"],
      [{ ...ok, shooter: { ...ok.shooter, movingFast: "yes" } }, "shooter.movingFast"],
      [{ ...ok, shooter: shooter(4, "shotgun", { twoWeapons: true }) }, "shooter.twoWeapons"],
      [{ ...ok, targets: [] }, "targets"],
      [{ ...ok, targets: [target({ distance: Number.NaN })] }, "targets[0].distance"],
      [{ ...ok, targets: [target({ figure: { rep: 4, toughness: 0 } })] }, "targets[0].figure.toughness"],
      [{ ...ok, targets: [target({ calledRow: 13 })] }, "targets[0].calledRow"],
      [{ ...ok, targets: [target({ bystanders: -1 })] }, "targets[0].bystanders"],
      [{ ...ok, targets: [target({ cover: { kind: "bulletproof" } })] }, "targets[0].cover.position"],
      [{ ...ok, targets: [target({ wounds: { ...NO_WOUNDS, leg: Number.NaN } })] }, "targets[0].wounds.leg"],
      [{ ...ok, targets: [target({ prone: 1 as never })] }, "targets[0].prone"],
    ];
    for (const [input, field] of cases) {
      expect(thrown(() => rollShot(sequenceDice(1, 1, 1, 1, 1, 1), input as never)).field).toBe(field);
    }
    expect(thrown(() => rollShot(sequenceDice(), ok, { longRangeDice: "some" as never })).field).toBe(
      "options.longRangeDice",
    );
    expect(thrown(() => rollShot({ roll: () => 7 }, ok)).field).toBe("d6");
  });
});

describe("exchangeOfFire", () => {
  const a = { shooter: shooter(4, "pistol"), asTarget: { figure: { rep: 4, toughness: 4 } }, dice: 1 };
  it("stops when the figure due to answer has fumbled", () => {
    // A: 1 → miss (5) and fumbles; B: 2 → miss; A cannot answer.
    const r = exchangeOfFire(sequenceDice(1, 2), {
      first: a,
      second: a,
      distance: 8,
      beenShotAt: () => "fire",
    });
    expect(r).toMatchObject({ endedBy: "cannotFire", cannotFire: "fumbling" });
    expect(r.first.ammo).toBe("fumbling");
    expect(r.shots).toHaveLength(2);
  });
  it("a last shot cannot be fired in reaction", () => {
    const last = { ...a, shooter: shooter(4, "pistol", { ammo: "lastShot" }) };
    const r = exchangeOfFire(sequenceDice(2), {
      first: a,
      second: last,
      distance: 8,
      beenShotAt: () => "fire",
    });
    expect(r).toMatchObject({ endedBy: "cannotFire", cannotFire: "lastShotOnlyWhenActive" });
  });
  it("the first figure may use its last shot when active", () => {
    const last = { ...a, shooter: shooter(4, "pistol", { ammo: "lastShot" }) };
    const r = exchangeOfFire(sequenceDice(2, 2), {
      first: last,
      second: a,
      distance: 8,
      beenShotAt: () => "fire",
    });
    expect(r.first.ammo).toBe("out");
    expect(r).toMatchObject({ endedBy: "cannotFire", cannotFire: "out" });
  });
  it("custom fire codes and the shot limit", () => {
    const r = exchangeOfFire(sequenceDice(2, 2, 2), {
      first: a,
      second: a,
      distance: 8,
      beenShotAt: () => "finishMoveAndFire",
      fireCodes: ["fire", "finishMoveAndFire"],
      maxShots: 3,
    });
    expect(r).toMatchObject({ endedBy: "limit" });
    expect(r.firers).toEqual(["first", "second", "first"]);
  });
  it("bad input", () => {
    expect(
      thrown(() =>
        exchangeOfFire(sequenceDice(), { first: a, second: a, distance: 8, beenShotAt: "fire" as never }),
      ).field,
    ).toBe("beenShotAt");
    expect(
      thrown(() =>
        exchangeOfFire(sequenceDice(), {
          first: a,
          second: { ...a, dice: 3 },
          distance: 8,
          beenShotAt: () => "fire",
        }),
      ).field,
    ).toBe("second.dice");
    expect(
      thrown(() =>
        exchangeOfFire(sequenceDice(), { first: a, second: a, distance: -8, beenShotAt: () => "fire" }),
      ).field,
    ).toBe("distance");
  });
});
