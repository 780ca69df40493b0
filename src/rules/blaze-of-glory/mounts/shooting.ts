import { RulesError, assertInteger, assertOneOf } from "../../core";
import { WEAPONS, type WeaponId } from "../ids";
import { type Quality, assertFlag, assertInput, assertQuality } from "./types";
import { frozen } from "../../core/frozen";

/**
 * Small pure helpers the shooting and melee code can call for figures on or holding animals. They
 * only report modifiers; they never resolve a shot.
 */

/** How the mount (or vehicle) moved this activation: not at all, normally, or beyond its normal move. */
export const PACES = ["stationary", "normal", "fast"] as const;
export type Pace = (typeof PACES)[number];

/**
 * Weapons usable in one hand: pistols and derringers (L904) and the thrown knife and tomahawk. Our
 * list; the book says "pistol or other one-hand weapon" (L2294, L2743).
 */
export const ONE_HANDED_WEAPONS: readonly WeaponId[] = frozen(["derringer", "pistol", "knife", "tomahawk"]);

export interface FireModifiers {
  /** False when the figure may not fire this weapon at all (holding animals with a long arm). */
  readonly canFire: boolean;
  /** Add to the shooter's Rep for the to-hit roll. */
  readonly repModifier: number;
  /** The shot counts as moving fast (a total of 8 misses). */
  readonly countsAsMovingFast: boolean;
  /** Effective range (E × Rep) is halved. */
  readonly halveEffectiveRange: boolean;
}

function checkHolding(field: string, held: unknown, max: number): number {
  return assertInteger(field, held ?? 0, 0, max);
}

function holdingWeapon(field: string, weapon: unknown): boolean {
  if (weapon === undefined) throw new RulesError(field, weapon, "needed when holding animals");
  return ONE_HANDED_WEAPONS.includes(assertOneOf(field, weapon, WEAPONS));
}

/**
 * Firing from a horse or mule (L2306–2308): from a moving mount the shot counts as moving fast, from
 * a fast-moving one the effective range is also halved, from a Nag the shooter is at Rep −1. A rider
 * holding up to four other mounts fires only a one-hand weapon, at a further Rep −1 (L2294). The flag
 * follows guide I-21: any mounted movement this activation counts as moving fast.
 */
export function mountedFireModifiers(input: {
  mountQuality: Quality;
  pace: Pace;
  /** Other mounts this rider is holding (0–4). */
  holdingMounts?: number;
  weapon?: WeaponId;
}): FireModifiers {
  const i = assertInput("input", input);
  const quality = assertQuality("input.mountQuality", i.mountQuality);
  const pace = assertOneOf("input.pace", i.pace, PACES);
  const held = checkHolding("input.holdingMounts", i.holdingMounts, 4);
  const canFire = held === 0 ? true : holdingWeapon("input.weapon", i.weapon);
  return {
    canFire,
    repModifier: (quality === 3 ? -1 : 0) + (held > 0 ? -1 : 0),
    countsAsMovingFast: pace !== "stationary",
    halveEffectiveRange: pace === "fast",
  };
}

/** A figure on foot holding up to four mounts (L2294): only a one-hand weapon, at Rep −1. */
export function holdingMountsFireModifiers(input: {
  holdingMounts: number;
  weapon: WeaponId;
}): FireModifiers {
  const i = assertInput("input", input);
  const held = checkHolding("input.holdingMounts", i.holdingMounts, 4);
  if (held === 0)
    return { canFire: true, repModifier: 0, countsAsMovingFast: false, halveEffectiveRange: false };
  return {
    canFire: holdingWeapon("input.weapon", i.weapon),
    repModifier: -1,
    countsAsMovingFast: false,
    halveEffectiveRange: false,
  };
}

/** Mounted figures with a melee weapon add 1d6 in the first (impact) round of a melee (L2302). */
export function mountedImpactDice(input: {
  mounted: boolean;
  meleeWeapon: boolean;
  impactRound: boolean;
}): 0 | 1 {
  const i = assertInput("input", input);
  const mounted = assertFlag("input.mounted", i.mounted);
  const armed = assertFlag("input.meleeWeapon", i.meleeWeapon);
  const impact = assertFlag("input.impactRound", i.impactRound);
  return mounted && armed && impact ? 1 : 0;
}
