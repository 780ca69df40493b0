import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { sequenceDice } from "../../../src/rules/core";
import { WEAPONS, type WeaponId } from "../../../src/rules/blaze-of-glory/ids";
import {
  AMMO_STATUSES,
  WEAPON_TABLE,
  ammoAfterFiring,
  ammoBlocksFire,
  canFireTogether,
  canReloadWhileMoving,
  canWieldTogetherInMelee,
  coverActivityFor,
  effectiveFactor,
  effectiveRange,
  fumbleRule,
  getWeapon,
  isRangedWeapon,
  rangeBand,
  reloadDice,
  replenish,
  resolveReload,
  rollReload,
  usesCapAndBall,
  weaponOptions,
} from "../../../src/rules/blaze-of-glory/weapons";
import { rulesErrorOf as thrown } from "../helpers/errors";

const cowboy = { profession: "cowboy", rep: 4, veteran: false } as const;

describe("weapons table (seed L906–918, QRS L6896–6908)", () => {
  // [weapon, E, Max, Targets] transcribed from the book's table.
  const book: [WeaponId, number | null, number | null, number][] = [
    ["derringer", 1, 6, 1],
    ["pistol", 3, 35, 2],
    ["repeatingCarbine", 6, 300, 2],
    ["trapdoorCarbine", 6, 500, 1],
    ["mlCarbine", 6, 500, 1],
    ["trapdoorRifle", 6, 500, 1],
    ["mlRifle", 6, 500, 1],
    ["buffaloGun", 6, 500, 1],
    ["mlBuffaloGun", 6, 500, 1],
    ["scattergun", 3, 25, 3],
    ["shotgun", 6, 75, 2],
    ["smoothboreCarbine", 3, 50, 1],
    ["bow", 6, 75, 2],
    ["tomahawk", 1, 6, 1],
    ["knife", 1, 6, 1],
    ["lance", null, null, 1],
  ];
  it.each(book)("%s: E %s, max %s, targets %s", (id, e, max, targets) => {
    const w = getWeapon(id);
    expect(w.e).toBe(e);
    expect(w.maxRange).toBe(max);
    expect(w.targets).toBe(targets);
    expect(w.source).toMatch(/^L\d+/);
  });

  it("covers every weapon id", () => {
    expect(Object.keys(WEAPON_TABLE).sort()).toEqual([...WEAPONS].sort());
    expect(book.map((b) => b[0]).sort()).toEqual([...WEAPONS].sort());
  });

  it('12" E only on rifles and buffalo guns (footnote 2)', () => {
    const long = WEAPONS.filter((id) => getWeapon(id).longE === 12);
    expect(long.sort()).toEqual(["buffaloGun", "mlBuffaloGun", "mlRifle", "trapdoorRifle"]);
  });

  it("only pistols and derringers among firearms are one-handed (L904)", () => {
    const oneHandFirearms = WEAPONS.filter((id) => getWeapon(id).firearm && getWeapon(id).hands === 1);
    expect(oneHandFirearms.sort()).toEqual(["derringer", "pistol"]);
    expect(getWeapon("bow").hands).toBe(2);
  });

  it("melee bonus for knife, tomahawk, lance; lance is melee only (L932, L1041)", () => {
    expect(WEAPONS.filter((id) => getWeapon(id).meleeWeapon).sort()).toEqual(["knife", "lance", "tomahawk"]);
    expect(WEAPONS.filter((id) => getWeapon(id).meleeOnly)).toEqual(["lance"]);
    expect(WEAPONS.filter((id) => getWeapon(id).thrown).sort()).toEqual(["knife", "tomahawk"]);
    expect(isRangedWeapon("lance")).toBe(false);
    expect(isRangedWeapon("knife")).toBe(true);
  });

  it("ammunition classes per L995–997 and I-04", () => {
    const byClass = (c: string) => WEAPONS.filter((id) => getWeapon(id).ammo === c).sort();
    expect(byClass("muzzleLoader")).toEqual(["mlBuffaloGun", "mlCarbine", "mlRifle", "smoothboreCarbine"]);
    expect(byClass("breechLoader")).toEqual([
      "bow",
      "buffaloGun",
      "pistol",
      "trapdoorCarbine",
      "trapdoorRifle",
    ]);
    expect(byClass("repeater")).toEqual(["repeatingCarbine"]);
    expect(byClass("unclassified")).toEqual([
      "derringer",
      "knife",
      "lance",
      "scattergun",
      "shotgun",
      "tomahawk",
    ]);
  });

  it('shotgun-type spread: min Rep 4, close range 6"/3" (footnote 3, errata E-1)', () => {
    expect(getWeapon("shotgun").spread).toEqual({ minRep: 4, closeRange: 6 });
    expect(getWeapon("scattergun").spread).toEqual({ minRep: 4, closeRange: 3 });
    expect(WEAPONS.filter((id) => getWeapon(id).spread !== null).sort()).toEqual(["scattergun", "shotgun"]);
  });

  it("unknown weapon → RulesError naming the field", () => {
    expect(thrown(() => getWeapon("musket")).field).toBe("weapon");
    expect(thrown(() => getWeapon("toString")).field).toBe("weapon");
    expect(thrown(() => getWeapon(3, "shooter.weapon")).field).toBe("shooter.weapon");
  });
});

describe("effective range", () => {
  it('W-04: pistol (E 3) with Rep 6 → 18"', () => {
    expect(effectiveRange("pistol", { profession: "gambler", rep: 6, veteran: false })).toBe(18);
  });

  it.each([
    ["trapdoorRifle", "cowboy", false, 4, 24],
    ["trapdoorRifle", "cowboy", true, 4, 48],
    ["mlRifle", "buffaloHunter", false, 3, 36],
    ["buffaloGun", "buffaloHunter", false, 5, 60],
    ["mlBuffaloGun", "ranger", true, 2, 24],
    ["repeatingCarbine", "buffaloHunter", true, 5, 30],
    ["trapdoorCarbine", "buffaloHunter", true, 5, 30],
    ["scattergun", "outlaw", false, 5, 15],
    ["bow", "warrior", false, 4, 24],
  ] as const)('%s, %s veteran=%s Rep %i → %i"', (weapon, profession, veteran, rep, expected) => {
    expect(effectiveRange(weapon, { profession, rep, veteran })).toBe(expected);
  });

  it('never beyond maximum range (derringer Rep 7: 7" capped at 6")', () => {
    expect(effectiveRange("derringer", { ...cowboy, rep: 7 })).toBe(6);
    expect(effectiveRange("knife", { ...cowboy, rep: 7 })).toBe(6);
  });

  it("halved from a fast mover (L2308, L2749)", () => {
    expect(effectiveRange("pistol", { ...cowboy, rep: 5 }, { halved: true })).toBe(7.5);
  });

  it("effective factor and lance", () => {
    expect(effectiveFactor("buffaloGun", { profession: "buffaloHunter", veteran: false })).toBe(12);
    expect(effectiveFactor("buffaloGun", { profession: "cowboy", veteran: false })).toBe(6);
    expect(effectiveFactor("lance", cowboy)).toBe(0);
    expect(effectiveRange("lance", cowboy)).toBe(0);
  });

  it("range bands (L1449–1452)", () => {
    expect(rangeBand("pistol", cowboy, 12)).toBe("effective");
    expect(rangeBand("pistol", cowboy, 12.5)).toBe("long");
    expect(rangeBand("pistol", cowboy, 35)).toBe("long");
    expect(rangeBand("pistol", cowboy, 35.1)).toBe("outOfRange");
    expect(rangeBand("lance", cowboy, 0)).toBe("outOfRange");
    expect(rangeBand("pistol", cowboy, 8, { halved: true })).toBe("long");
  });

  it("bad input → RulesError", () => {
    expect(thrown(() => effectiveRange("pistol", { ...cowboy, rep: 8 })).field).toBe("figure.rep");
    expect(thrown(() => rangeBand("pistol", cowboy, -1)).field).toBe("distance");
    expect(thrown(() => rangeBand("pistol", cowboy, Number.NaN)).field).toBe("distance");
    expect(thrown(() => effectiveRange("pistol", cowboy, { halved: 1 as unknown as boolean })).field).toBe(
      "options.halved",
    );
  });
});

describe("weapon handling", () => {
  it("two weapons together only if both are one-handed firearms (L904)", () => {
    expect(canFireTogether("pistol", "pistol")).toBe(true);
    expect(canFireTogether("pistol", "derringer")).toBe(true);
    expect(canFireTogether("pistol", "scattergun")).toBe(false);
    expect(canFireTogether("bow", "pistol")).toBe(false);
    expect(canFireTogether("knife", "knife")).toBe(false);
  });
  it("two knives or tomahawks in melee, one lance (L1039)", () => {
    expect(canWieldTogetherInMelee("knife", "tomahawk")).toBe(true);
    expect(canWieldTogetherInMelee("knife", "knife")).toBe(true);
    expect(canWieldTogetherInMelee("lance", "lance")).toBe(false);
    expect(canWieldTogetherInMelee("lance", "knife")).toBe(false);
  });
  it("cover column: 'rifle' means every long arm and the bow (L1600)", () => {
    const rifles = WEAPONS.filter((id) => !getWeapon(id).meleeOnly && coverActivityFor(id) === "firingRifle");
    expect(rifles.sort()).toEqual(
      [
        "bow",
        "buffaloGun",
        "mlBuffaloGun",
        "mlCarbine",
        "mlRifle",
        "repeatingCarbine",
        "scattergun",
        "shotgun",
        "smoothboreCarbine",
        "trapdoorCarbine",
        "trapdoorRifle",
      ].sort(),
    );
    expect(coverActivityFor("pistol")).toBe("firingPistol");
    expect(coverActivityFor("derringer")).toBe("firingPistol");
  });
});

describe("ammunition (L993–1028)", () => {
  it("fumble rule per class, unclassified by option (default breechLoader)", () => {
    expect(fumbleRule("pistol")).toBe("breechLoader");
    expect(fumbleRule("bow")).toBe("breechLoader");
    expect(fumbleRule("trapdoorRifle")).toBe("breechLoader");
    expect(fumbleRule("repeatingCarbine")).toBe("repeater");
    expect(fumbleRule("smoothboreCarbine")).toBe("muzzleLoader");
    expect(fumbleRule("shotgun")).toBe("breechLoader");
    expect(fumbleRule("derringer", { unclassifiedAmmo: "neverFumbles" })).toBe("neverFumbles");
    expect(fumbleRule("scattergun", { unclassifiedAmmo: "repeater" })).toBe("repeater");
    expect(fumbleRule("lance")).toBe("neverFumbles");
  });

  it("revolver / breech loader / bow: any 1 → fumbling", () => {
    expect(ammoAfterFiring("breechLoader", "loaded", [1, 5])).toEqual({
      status: "fumbling",
      trigger: "anyOne",
    });
    expect(ammoAfterFiring("breechLoader", "loaded", [2, 5])).toEqual({ status: "loaded", trigger: null });
  });
  it("repeating carbine: only double 1s → fumbling", () => {
    expect(ammoAfterFiring("repeater", "loaded", [1, 5]).status).toBe("loaded");
    expect(ammoAfterFiring("repeater", "loaded", [1, 1])).toEqual({
      status: "fumbling",
      trigger: "doubleOnes",
    });
    expect(ammoAfterFiring("repeater", "loaded", [1]).status).toBe("loaded");
  });
  it("muzzle loader: always must reload", () => {
    expect(ammoAfterFiring("muzzleLoader", "loaded", [6])).toEqual({
      status: "mustReload",
      trigger: "muzzleLoaderFired",
    });
  });
  it("last shot → out; cap-and-ball fumble → out; neverFumbles stays loaded", () => {
    expect(ammoAfterFiring("breechLoader", "lastShot", [4])).toEqual({
      status: "out",
      trigger: "lastShotFired",
    });
    expect(ammoAfterFiring("breechLoader", "loaded", [1], true)).toEqual({
      status: "out",
      trigger: "capAndBallEmpty",
    });
    expect(ammoAfterFiring("neverFumbles", "loaded", [1, 1]).status).toBe("loaded");
  });

  it("who may fire: last shot only while active and only one die (L1015)", () => {
    expect(ammoBlocksFire("loaded", false, 2)).toBeNull();
    expect(ammoBlocksFire("lastShot", true, 1)).toBeNull();
    expect(ammoBlocksFire("lastShot", false, 1)).toBe("lastShotOnlyWhenActive");
    expect(ammoBlocksFire("lastShot", true, 2)).toBe("lastShotOneDie");
    expect(ammoBlocksFire("fumbling", true, 1)).toBe("fumbling");
    expect(ammoBlocksFire("mustReload", true, 1)).toBe("mustReload");
    expect(ammoBlocksFire("out", true, 1)).toBe("out");
  });

  it("reload 1d6: 2–6 reloaded, 1 last shot (L1003–1009)", () => {
    for (const face of [2, 3, 4, 5, 6]) {
      expect(resolveReload([face], { weapon: "pistol", status: "fumbling" })).toMatchObject({
        status: "loaded",
        result: "reloaded",
      });
    }
    expect(resolveReload([1], { weapon: "pistol", status: "fumbling" })).toMatchObject({
      status: "lastShot",
      result: "lastShot",
    });
  });

  it("reload of muzzle loader or smoothbore: 2d6, only double 1s → last shot (L1011)", () => {
    expect(reloadDice("mlRifle")).toBe(2);
    expect(reloadDice("smoothboreCarbine")).toBe(2);
    expect(reloadDice("trapdoorRifle")).toBe(1);
    expect(resolveReload([1, 2], { weapon: "mlRifle", status: "mustReload" }).status).toBe("loaded");
    expect(resolveReload([1, 1], { weapon: "smoothboreCarbine", status: "mustReload" }).status).toBe(
      "lastShot",
    );
  });

  it("Outlaw in a Robbery ignores the first reload 1 (L1013)", () => {
    const first = resolveReload([1], { weapon: "pistol", status: "fumbling", robberyReprieve: true });
    expect(first).toMatchObject({ status: "loaded", result: "reprieve", reprieveUsed: true });
    const second = resolveReload([1], { weapon: "pistol", status: "fumbling", robberyReprieve: false });
    expect(second).toMatchObject({ status: "lastShot", reprieveUsed: false });
    const fine = resolveReload([4], { weapon: "pistol", status: "fumbling", robberyReprieve: true });
    expect(fine.reprieveUsed).toBe(false);
  });

  it("no roll when nothing to reload, when empty, or for cap-and-ball", () => {
    const src = sequenceDice();
    expect(rollReload(src, { weapon: "pistol", status: "loaded" })).toMatchObject({
      dice: [],
      result: "notNeeded",
    });
    expect(rollReload(src, { weapon: "pistol", status: "out" }).result).toBe("needsReplenishing");
    expect(rollReload(src, { weapon: "pistol", status: "lastShot" }).result).toBe("needsReplenishing");
    expect(rollReload(src, { weapon: "pistol", status: "fumbling", capAndBall: true }).result).toBe(
      "capAndBall",
    );
    expect(src.used).toBe(0);
  });

  it("rollReload consumes 1 or 2 dice", () => {
    const src = sequenceDice(3, 1, 1);
    expect(rollReload(src, { weapon: "pistol", status: "fumbling" }).dice).toEqual([3]);
    expect(rollReload(src, { weapon: "mlCarbine", status: "mustReload" })).toMatchObject({
      dice: [1, 1],
      status: "lastShot",
    });
    expect(src.remaining).toBe(0);
  });

  it("replenish sources as codes (L1021–1028)", () => {
    expect(replenish("out", "store")).toEqual({
      status: "loaded",
      result: "replenished",
      costsActivation: true,
    });
    expect(replenish("out", "lawOffice").costsActivation).toBe(true);
    expect(replenish("lastShot", "packAnimal").costsActivation).toBe(true);
    expect(replenish("out", "possePackAnimal").costsActivation).toBe(true);
    expect(replenish("out", "fromCharacter").costsActivation).toBe(false);
    expect(replenish("out", "store", true)).toMatchObject({ status: "out", result: "capAndBall" });
  });

  it("reloading on the move (L1001, I-07 option)", () => {
    expect(canReloadWhileMoving("pistol", { mounted: true })).toBe(true);
    expect(canReloadWhileMoving("trapdoorCarbine", { mounted: true })).toBe(true);
    expect(canReloadWhileMoving("trapdoorRifle", { mounted: true })).toBe(false);
    expect(canReloadWhileMoving("bow", { mounted: true })).toBe(false);
    expect(canReloadWhileMoving("bow", { mounted: true, warrior: true })).toBe(true);
    expect(canReloadWhileMoving("smoothboreCarbine", { mounted: true, warrior: true })).toBe(true);
    expect(canReloadWhileMoving("pistol", { mounted: false })).toBe(false);
    expect(canReloadWhileMoving("pistol", { mounted: false }, { reloadWhileMovingOnFoot: true })).toBe(true);
  });

  it("cap-and-ball option (L955)", () => {
    expect(usesCapAndBall({ star: false, pistols: 2 })).toBe(false);
    const on = { capAndBallForTwoPistolNpcs: true };
    expect(usesCapAndBall({ star: false, pistols: 2 }, on)).toBe(true);
    expect(usesCapAndBall({ star: false, pistols: 1 }, on)).toBe(false);
    expect(usesCapAndBall({ star: true, pistols: 2 }, on)).toBe(false);
  });

  it("bad input → RulesError naming the field", () => {
    expect(thrown(() => resolveReload([7], { weapon: "pistol", status: "fumbling" })).field).toBe("dice[0]");
    expect(thrown(() => resolveReload([1, 2], { weapon: "pistol", status: "fumbling" })).field).toBe("dice");
    expect(thrown(() => resolveReload([1], { weapon: "pistol", status: "jammed" as never })).field).toBe(
      "input.status",
    );
    expect(thrown(() => replenish("out", "saloon" as never)).field).toBe("source");
    expect(thrown(() => weaponOptions({ unclassifiedAmmo: "x" as never })).field).toBe(
      "options.unclassifiedAmmo",
    );
    expect(thrown(() => usesCapAndBall({ star: false, pistols: -1 })).field).toBe("who.pistols");
    expect(thrown(() => canReloadWhileMoving("pistol", { mounted: "yes" as never })).field).toBe(
      "who.mounted",
    );
  });

  it("property: the state machine only ever yields known statuses", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WEAPONS.filter((w) => w !== "lance")),
        fc.constantFrom(...AMMO_STATUSES),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        fc.boolean(),
        (weapon, status, faces, capAndBall, reprieve) => {
          const after = ammoAfterFiring(fumbleRule(weapon), status, faces, capAndBall);
          expect(AMMO_STATUSES).toContain(after.status);
          const r = resolveReload(
            faces.slice(0, reloadDice(weapon)).concat([2, 2]).slice(0, reloadDice(weapon)),
            { weapon, status, capAndBall, robberyReprieve: reprieve },
          );
          expect(AMMO_STATUSES).toContain(r.status);
          if (status === "fumbling" || status === "mustReload") {
            if (!capAndBall) expect(["loaded", "lastShot"]).toContain(r.status);
          } else expect(r.dice).toEqual([]);
        },
      ),
    );
  });
});
