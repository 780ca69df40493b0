import { describe, expect, it } from "vitest";
import {
  deriveCharacter,
  deriveMount,
  deriveVehicle,
  driverRatingOn,
  weaponColumns,
} from "../../src/rulesets/blaze-of-glory/data/derive";
import { deriveAttribute } from "../../src/rulesets/blaze-of-glory/data/derive-attribute";
import { characterSource } from "../helpers/fixtures";
import { effectiveRange, getWeapon } from "../../src/rules/blaze-of-glory/weapons";
import { horsemanshipRating } from "../../src/rules/blaze-of-glory/mounts";

/** Derived data is whatever the rules core answers; these check the wiring, not the rules. */

const figure = characterSource;

const pistol = { id: "p", name: "Colt", system: { weapon: "pistol" as const, ammo: "loaded" as const } };
const rifle = {
  id: "r",
  name: "Sharps",
  system: { weapon: "buffaloGun" as const, ammo: "fumbling" as const },
};

describe("deriveCharacter", () => {
  it("reads ranges, ratings and caps from the rules core", () => {
    const d = deriveCharacter(figure({ rep: 6 }), [pistol, rifle], []);
    expect(d.weapons.map((w) => w.effectiveRange)).toEqual([
      effectiveRange("pistol", { profession: "cowboy", rep: 6, veteran: false }),
      effectiveRange("buffaloGun", { profession: "cowboy", rep: 6, veteran: false }),
    ]);
    expect(d.horsemanship).toBe(horsemanshipRating({ profession: "cowboy", rep: 6 }));
    expect(d.horsemanshipCap).toBe(5);
    expect(d.driverRatingCap).toBe(4);
    expect(d.prosperity).toBe(6);
    expect(d.prosperityFromRep).toBe(true);
  });

  it('gives Veterans the 12" E of a buffalo gun', () => {
    const d = deriveCharacter(figure({ veteran: true }), [rifle], []);
    expect(d.weapons[0]!.usesLongE).toBe(true);
    expect(d.weapons[0]!.effectiveRange).toBe(48);
  });

  it("lowers the firing Rep for wounds and blocks a useless arm", () => {
    const d = deriveCharacter(figure({ wounds: { ...figure().wounds, chest: 1, gunArm: 1 } }), [pistol], []);
    expect(d.weapons[0]!.firingRep).toBe(1);
    expect(d.weapons[0]!.repModifiers).toEqual(["gunArmWound", "chestWound"]);
    const lame = deriveCharacter(figure({ wounds: { ...figure().wounds, gunArm: 2 } }), [pistol], []);
    expect(lame.weapons[0]!.blockedBy).toBe("gunArmUnusable");
  });

  it("reports ammunition that stops the weapon firing", () => {
    expect(deriveCharacter(figure(), [rifle], []).weapons[0]!.blockedBy).toBe("fumbling");
  });

  it('moves 6" on foot, half with a leg wound, not at all with two', () => {
    expect(deriveCharacter(figure(), [], []).move).toBe(6);
    expect(deriveCharacter(figure({ wounds: { ...figure().wounds, leg: 1 } }), [], []).move).toBe(3);
    const lame = deriveCharacter(figure({ wounds: { ...figure().wounds, leg: 2 } }), [], []);
    expect(lame.canMove).toBe(false);
  });

  it("applies attributes carried as items (Fast, Familiar with weapon)", () => {
    const d = deriveCharacter(
      figure(),
      [rifle],
      [
        { system: { attribute: "fast", familiarWeapon: "" } },
        { system: { attribute: "familiarWithWeapon", familiarWeapon: "buffaloGun" } },
      ],
    );
    expect(d.move).toBe(8);
    expect(d.attributes).toEqual(["fast", "familiarWithWeapon"]);
    expect(d.weapons[0]!.familiar).toBe(true);
  });

  it("lists the reaction tests of the profession's sheet, and none for a warrior without region", () => {
    const cowboy = deriveCharacter(figure(), [], []);
    expect(cowboy.reactionSheet).toBe("cowboy");
    expect(cowboy.reactionTests).toContain("beenShotAt");
    const warrior = deriveCharacter(figure({ profession: "warrior" }), [], []);
    expect(warrior.reactionSheet).toBeNull();
    expect(warrior.reactionTests).toEqual([]);
    const plains = deriveCharacter(figure({ profession: "warrior", warriorRegion: "plains" }), [], []);
    expect(plains.reactionSheet).toBe("plainsWarrior");
    expect(plains.reactionTests).not.toContain("flinch");
  });

  it("lists the conditions the data turns on", () => {
    const d = deriveCharacter(figure({ encounter: { ...figure().encounter, prone: true } }), [rifle], []);
    expect(d.conditions).toEqual(["prone", "fumbling"]);
  });
});

describe("weapons, mounts, vehicles, attributes", () => {
  it("copies every weapons-table column from the rules core", () => {
    const c = weaponColumns("shotgun");
    const w = getWeapon("shotgun");
    expect(c).toMatchObject({ e: w.e, maxRange: w.maxRange, targets: w.targets, twoHanded: true });
    expect(c.footnotes).toEqual(["spread", "spreadCloseRange"]);
    expect(weaponColumns("mlRifle").footnotes).toEqual(["muzzleLoader", "longE"]);
    expect(weaponColumns("lance")).toMatchObject({ meleeOnly: true, meleeWeapon: true, e: null });
  });

  it("derives a mount's move from its type and wounds", () => {
    expect(deriveMount({ mountType: "horse", quality: 5, status: "unhurt" })).toEqual({
      qualityName: "good",
      move: 12,
      fastMove: 24,
      canBeRidden: true,
    });
    expect(deriveMount({ mountType: "mule", quality: 3, status: "crippled" }).canBeRidden).toBe(false);
  });

  it("derives a stagecoach's lead animal, move and cover", () => {
    const d = deriveVehicle({
      vehicleType: "stagecoach",
      team: { animal: "horse", size: 4, quality: 4, leadQuality: null },
    });
    expect(d).toMatchObject({
      hasLeadAnimal: true,
      leadQuality: 5,
      testQuality: 5,
      move: 10,
      canMoveFast: true,
    });
    expect(d.capacity).toBe(14);
    expect(d.cover.map((c) => c.cover)).toEqual(["obscuring", "bulletproof", "none"]);
  });

  it("reports an impossible team instead of throwing", () => {
    const d = deriveVehicle({
      vehicleType: "stagecoach",
      team: { animal: "ox", size: 2, quality: 4, leadQuality: null },
    });
    expect(d.teamProblem).toContain("cannot draw a stagecoach");
    expect(d.move).toBe(0);
  });

  it("caps a stagecoach driver at 5 and a Townsfolk driver at 3", () => {
    expect(
      driverRatingOn(
        { vehicleType: "stagecoach" },
        { profession: "deputy", rep: 6, stagecoachDriver: false },
      ),
    ).toBe(5);
    expect(
      driverRatingOn({ vehicleType: "wagon" }, { profession: "townsfolk", rep: 6, stagecoachDriver: false }),
    ).toBe(3);
  });

  it("reads an attribute's card and effects", () => {
    const d = deriveAttribute("crackshot");
    expect(d.cards).toEqual([{ suit: "clubs", ranks: [6], source: "L3073" }]);
    expect(d.effects[0]).toMatchObject({ test: "shooting", change: "plusOneToDie" });
  });
});
