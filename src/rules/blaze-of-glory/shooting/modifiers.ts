import { assertBoolean, assertInteger } from "../../core";
import { assertList } from "../../core/checks";
import type { AttributeId } from "../ids";
import { REP_RANGE } from "../figure";
import type { WeaponData } from "../weapons/table";
import { getShootingWeapon } from "../weapons/shooting-weapon";
import type { WeaponId } from "../ids";
import { type ShootingOptions, shootingOptions } from "./options";
import { type Wounds, validateWounds } from "./wounds";

/** Everything that changes the Rep or die a shooter adds on the Shootin' table (guide §2.7 step 7). */
export interface ShooterModifierInput {
  rep: number;
  attributes: readonly AttributeId[];
  weapon: WeaponId;
  wounds?: Wounds;
  /** Firing with the arm he does not normally shoot with. */
  usingOffArm?: boolean;
  /** Firing a pair of one-handed guns at once (both arms at work). */
  twoWeapons?: boolean;
  /** Firing from a Nag mount or behind a Nag-quality team (L2306, L2747). */
  nagMountOrTeam?: boolean;
  /** Holding mounts or a team, which allows one-handed weapons only (L2294, L2741–2743). */
  holdingMounts?: boolean;
  /** Firing on a GOT A SHOT pass 1 (L1258–1266). */
  gotAShotPass1?: boolean;
}

export type RepModifier =
  | "spreadMinRep"
  | "tyro"
  | "gunArmWound"
  | "offArmWound"
  | "chestWound"
  | "nagMountOrTeam"
  | "holdingMounts"
  | "gotAShotPass1";

export type DieModifier = "crackshot" | "knifeFighter";

/** Why the figure cannot fire this weapon as things stand. */
export type HandlingBlock = "gunArmUnusable" | "offArmUnusable" | "holdingMountsOneHandOnly";

export interface ShootingRep {
  /** Rep added to each die on the Shootin' table and compared on the long-range roll. */
  rep: number;
  /** Added to each die's face on the Shootin' table. */
  dieBonus: number;
  repModifiers: RepModifier[];
  dieModifiers: DieModifier[];
  /** Set when the weapon cannot be fired at all (the other fields are still filled in). */
  blockedBy: HandlingBlock | null;
}

/** The to-hit Rep and die bonus of a shooter, with the reasons. */
export function shootingRep(input: ShooterModifierInput, options?: Partial<ShootingOptions>): ShootingRep {
  const w = getShootingWeapon(input.weapon);
  const rep = assertInteger("rep", input.rep, REP_RANGE.min, REP_RANGE.max);
  assertList("attributes", input.attributes);
  const repModifiers: RepModifier[] = [];
  const dieModifiers: DieModifier[] = [];
  const r = computeShootingRep(
    rep,
    input.attributes,
    w,
    validateWounds(input.wounds),
    assertBoolean("usingOffArm", input.usingOffArm ?? false),
    assertBoolean("twoWeapons", input.twoWeapons ?? false),
    assertBoolean("nagMountOrTeam", input.nagMountOrTeam ?? false),
    assertBoolean("holdingMounts", input.holdingMounts ?? false),
    assertBoolean("gotAShotPass1", input.gotAShotPass1 ?? false),
    shootingOptions(options),
    repModifiers,
    dieModifiers,
  );
  return { ...r, repModifiers, dieModifiers };
}

/**
 * The same on validated input, for the shot resolver. The reason lists are filled only when given, so
 * the hot path allocates nothing but the result.
 */
export function computeShootingRep(
  baseRep: number,
  attributes: readonly AttributeId[],
  w: WeaponData,
  wounds: Wounds,
  usingOffArm: boolean,
  twoWeapons: boolean,
  nag: boolean,
  holdingMounts: boolean,
  gotAShotPass1: boolean,
  options: Readonly<ShootingOptions>,
  repModifiers: RepModifier[] | null = null,
  dieModifiers: DieModifier[] | null = null,
): { rep: number; dieBonus: number; blockedBy: HandlingBlock | null } {
  const twoHanded = w.hands === 2;
  // Which arms the shot needs: a long arm or a pair of guns takes both; a single one-handed weapon
  // takes the gun arm, or the off arm when the figure switches hands.
  const needsGunArm = twoHanded || twoWeapons || !usingOffArm;
  const needsOffArm = twoHanded || twoWeapons || usingOffArm;
  let rep = baseRep;
  const floor = w.spread === null ? 0 : w.spread.minRep;
  if (options.spreadMinRep === "baseRep" && rep < floor) {
    rep = floor;
    repModifiers?.push("spreadMinRep");
  }
  if (attributes.length > 0 && attributes.includes("tyro")) {
    rep -= 1;
    repModifiers?.push("tyro");
  }
  if (needsGunArm && wounds.gunArm === 1) {
    rep -= 1;
    repModifiers?.push("gunArmWound");
  }
  if (needsOffArm && wounds.offArm === 1) {
    rep -= 1;
    repModifiers?.push("offArmWound");
  }
  if (wounds.chest >= 1) {
    rep -= 2;
    repModifiers?.push("chestWound");
  }
  if (nag) {
    rep -= 1;
    repModifiers?.push("nagMountOrTeam");
  }
  if (holdingMounts) {
    rep -= 1;
    repModifiers?.push("holdingMounts");
  }
  if (gotAShotPass1) {
    rep -= 1;
    repModifiers?.push("gotAShotPass1");
  }
  if (options.spreadMinRep === "modifiedRep" && rep < floor) {
    rep = floor;
    repModifiers?.push("spreadMinRep");
  }
  let dieBonus = 0;
  if (attributes.length > 0 && attributes.includes("crackshot")) {
    dieBonus += 1;
    dieModifiers?.push("crackshot");
  }
  if (w.id === "knife" && attributes.includes("knifeFighter")) {
    dieBonus += 1;
    dieModifiers?.push("knifeFighter");
  }
  let blockedBy: HandlingBlock | null = null;
  if (holdingMounts && (twoHanded || twoWeapons)) blockedBy = "holdingMountsOneHandOnly";
  else if (needsGunArm && wounds.gunArm >= 2) blockedBy = "gunArmUnusable";
  else if (needsOffArm && wounds.offArm >= 2) blockedBy = "offArmUnusable";
  return { rep, dieBonus, blockedBy };
}
