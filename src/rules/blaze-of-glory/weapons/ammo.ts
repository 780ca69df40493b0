import {
  type DiceSource,
  RulesError,
  assertBoolean,
  assertDice,
  assertInteger,
  assertOneOf,
  rollD6,
} from "../../core";
import type { WeaponId } from "../ids";
import { type WeaponOptions, weaponOptions } from "./options";
import { getWeapon } from "./table";
import { frozen } from "../../core/frozen";

/**
 * Where a weapon's ammunition stands. `fumbling` (fumbled for cartridges) and `mustReload` (a muzzle
 * loader that has fired) both need an activation spent reloading; `lastShot` allows one more die, fired
 * only while active (L1015); `out` needs replenishing (L1017).
 */
export type AmmoStatus = "loaded" | "fumbling" | "mustReload" | "lastShot" | "out";
export const AMMO_STATUSES: readonly AmmoStatus[] = ["loaded", "fumbling", "mustReload", "lastShot", "out"];

/** How firing can run a weapon dry, after the unclassified weapons are settled by option. */
export type FumbleRule = "breechLoader" | "repeater" | "muzzleLoader" | "neverFumbles";

export function fumbleRule(weaponId: WeaponId, options?: Partial<WeaponOptions>): FumbleRule {
  const w = getWeapon(weaponId);
  if (w.meleeOnly) return "neverFumbles";
  return w.ammo === "unclassified" ? weaponOptions(options).unclassifiedAmmo : w.ammo;
}

/** Why a weapon cannot shoot right now, as far as ammunition goes. */
export type AmmoBlock = "fumbling" | "mustReload" | "out" | "lastShotOnlyWhenActive" | "lastShotOneDie";

/** Null when the weapon may fire `dice` dice; otherwise the reason it may not. */
export function ammoBlocksFire(status: AmmoStatus, active: boolean, dice: number): AmmoBlock | null {
  assertOneOf("status", status, AMMO_STATUSES);
  assertBoolean("active", active);
  assertInteger("dice", dice, 0, 100);
  switch (status) {
    case "loaded":
      return null;
    case "lastShot":
      if (!active) return "lastShotOnlyWhenActive";
      return dice > 1 ? "lastShotOneDie" : null;
    default:
      return status;
  }
}

/** What made the weapon stop: `anyOne`/`doubleOnes` fumbles, a muzzle loader's single shot, the last round. */
export type AmmoTrigger = "anyOne" | "doubleOnes" | "muzzleLoaderFired" | "lastShotFired" | "capAndBallEmpty";

export interface AmmoAfterFiring {
  status: AmmoStatus;
  trigger: AmmoTrigger | null;
}

const STAYS_LOADED: AmmoAfterFiring = frozen({ status: "loaded", trigger: null }) as AmmoAfterFiring;

/**
 * The ammunition state after a shot whose natural to-hit faces were `faces` (before any die bonus).
 * Revolvers, single-shot breech loaders and bows fumble on any 1, repeating carbines on two 1s, muzzle
 * loaders after every shot (L995–997). A cap-and-ball revolver cannot be reloaded in the encounter
 * (L955), so its fumble empties it.
 */
export function ammoAfterFiring(
  rule: FumbleRule,
  status: AmmoStatus,
  faces: readonly number[],
  capAndBall = false,
): AmmoAfterFiring {
  if (status === "lastShot") return { status: "out", trigger: "lastShotFired" };
  if (rule === "muzzleLoader") return { status: "mustReload", trigger: "muzzleLoaderFired" };
  if (rule === "neverFumbles") return STAYS_LOADED;
  let ones = 0;
  for (let i = 0; i < faces.length; i++) if (faces[i] === 1) ones++;
  const fumbled = rule === "repeater" ? ones >= 2 : ones >= 1;
  if (!fumbled) return STAYS_LOADED;
  const trigger: AmmoTrigger = rule === "repeater" ? "doubleOnes" : "anyOne";
  return capAndBall ? { status: "out", trigger: "capAndBallEmpty" } : { status: "fumbling", trigger };
}

export interface ReloadInput {
  weapon: WeaponId;
  status: AmmoStatus;
  /** Cap-and-ball revolvers are never reloaded during an encounter (L955). */
  capAndBall?: boolean;
  /** An Outlaw in a Robbery who has not yet ignored a reload 1 (L1013). */
  robberyReprieve?: boolean;
}

export type ReloadResultCode =
  "reloaded" | "lastShot" | "reprieve" | "notNeeded" | "needsReplenishing" | "capAndBall";

export interface ReloadResult {
  /** Faces rolled (none when no roll was due). */
  dice: number[];
  status: AmmoStatus;
  result: ReloadResultCode;
  /** True when this roll used up the Robbery reprieve. */
  reprieveUsed: boolean;
}

/** Dice a reload rolls: 2 for muzzle loaders and the smoothbore (L1011), else 1. */
export function reloadDice(weaponId: WeaponId, options?: Partial<WeaponOptions>): number {
  return fumbleRule(weaponId, options) === "muzzleLoader" ? 2 : 1;
}

/** Reload from faces already rolled. Only `fumbling` and `mustReload` weapons roll. */
export function resolveReload(
  dice: readonly number[],
  input: ReloadInput,
  options?: Partial<WeaponOptions>,
): ReloadResult {
  return reload(input, options, (count) => {
    const faces = assertDice("dice", dice);
    if (faces.length !== count)
      throw new RulesError("dice", dice, `a reload of this weapon rolls ${count}d6`);
    return faces;
  });
}

/** Rolls the reload dice (none when the weapon needs no roll). */
export function rollReload(
  source: DiceSource,
  input: ReloadInput,
  options?: Partial<WeaponOptions>,
): ReloadResult {
  return reload(input, options, (count) => rollD6(source, count));
}

/** Checks the input, settles the cases that roll nothing, else reads the faces `facesFor` gives. */
function reload(
  input: ReloadInput,
  options: Partial<WeaponOptions> | undefined,
  facesFor: (count: number) => number[],
): ReloadResult {
  const status = assertOneOf("input.status", input.status, AMMO_STATUSES);
  const capAndBall = assertBoolean("input.capAndBall", input.capAndBall ?? false);
  const reprieve = assertBoolean("input.robberyReprieve", input.robberyReprieve ?? false);
  if (status === "loaded") return { dice: [], status, result: "notNeeded", reprieveUsed: false };
  if (status === "lastShot" || status === "out") {
    return { dice: [], status, result: capAndBall ? "capAndBall" : "needsReplenishing", reprieveUsed: false };
  }
  if (capAndBall) return { dice: [], status, result: "capAndBall", reprieveUsed: false };
  const faces = facesFor(reloadDice(input.weapon, options));
  // One die: a 1 leaves the last shot. Two dice (muzzle loaders): only double 1s do.
  const lastShot = faces.length === 1 ? faces[0] === 1 : faces[0] === 1 && faces[1] === 1;
  if (!lastShot) return { dice: faces, status: "loaded", result: "reloaded", reprieveUsed: false };
  if (reprieve) return { dice: faces, status: "loaded", result: "reprieve", reprieveUsed: true };
  return { dice: faces, status: "lastShot", result: "lastShot", reprieveUsed: false };
}

/** Ways to restock an empty weapon (L1021–1028). */
export type ReplenishSource = "store" | "lawOffice" | "packAnimal" | "possePackAnimal" | "fromCharacter";
export const REPLENISH_SOURCES: readonly ReplenishSource[] = [
  "store",
  "lawOffice",
  "packAnimal",
  "possePackAnimal",
  "fromCharacter",
];

export interface ReplenishResult {
  status: AmmoStatus;
  result: "replenished" | "capAndBall";
  /** Stocking up at a store, office or pack animal costs an activation; the book sets no cost on taking ammo from a friend. */
  costsActivation: boolean;
}

export function replenish(status: AmmoStatus, source: ReplenishSource, capAndBall = false): ReplenishResult {
  assertOneOf("status", status, AMMO_STATUSES);
  const src = assertOneOf("source", source, REPLENISH_SOURCES);
  if (assertBoolean("capAndBall", capAndBall))
    return { status, result: "capAndBall", costsActivation: false };
  return { status: "loaded", result: "replenished", costsActivation: src !== "fromCharacter" };
}

const MOUNTED_RELOAD: readonly WeaponId[] = ["derringer", "pistol", "repeatingCarbine", "trapdoorCarbine"];
const WARRIOR_MOUNTED_RELOAD: readonly WeaponId[] = ["bow", "smoothboreCarbine"];

export interface ReloadMoveInput {
  mounted: boolean;
  /** A mounted warrior may also reload a bow or smoothbore carbine on the move (L1001). */
  warrior?: boolean;
}

/** Whether a reload may go with a normal move (L1001; on foot per the I-07 option). */
export function canReloadWhileMoving(
  weaponId: WeaponId,
  who: ReloadMoveInput,
  options?: Partial<WeaponOptions>,
): boolean {
  getWeapon(weaponId);
  const mounted = assertBoolean("who.mounted", who.mounted);
  const warrior = assertBoolean("who.warrior", who.warrior ?? false);
  if (!mounted) return weaponOptions(options).reloadWhileMovingOnFoot;
  return MOUNTED_RELOAD.includes(weaponId) || (warrior && WARRIOR_MOUNTED_RELOAD.includes(weaponId));
}

/** The L955 option: an NPC (not a Star) carrying two or more pistols uses cap-and-ball revolvers. */
export function usesCapAndBall(
  who: { star: boolean; pistols: number },
  options?: Partial<WeaponOptions>,
): boolean {
  const pistols = assertInteger("who.pistols", who.pistols, 0, 20);
  return (
    weaponOptions(options).capAndBallForTwoPistolNpcs && !assertBoolean("who.star", who.star) && pistols >= 2
  );
}
