import { assertBoolean, assertInteger } from "../../core";
import type { HitLocation } from "../ids";
import { assertObject } from "../../core/checks";
import { frozen } from "../../core/frozen";

/**
 * Wounds a figure carries, counted per location, in and out of every damage step. Only wounds are
 * counted: a scratch leaves no mark.
 */
export interface Wounds {
  readonly head: number;
  readonly gunArm: number;
  readonly offArm: number;
  readonly chest: number;
  readonly gut: number;
  readonly leg: number;
  /**
   * Went Out of the Fight from a gut wound, which costs the after-battle Physically Fit check one
   * point more (L1560, L1882; guide I-09).
   */
  readonly gutShot: boolean;
}

export const NO_WOUNDS: Wounds = frozen({
  head: 0,
  gunArm: 0,
  offArm: 0,
  chest: 0,
  gut: 0,
  leg: 0,
  gutShot: false,
});

const MAX_WOUNDS = 20;

export function validateWounds(input: unknown, field = "wounds"): Wounds {
  if (input === undefined) return NO_WOUNDS;
  if (input === NO_WOUNDS) return NO_WOUNDS;
  const w = assertObject(field, input);
  return {
    head: assertInteger(`${field}.head`, w.head ?? 0, 0, MAX_WOUNDS),
    gunArm: assertInteger(`${field}.gunArm`, w.gunArm ?? 0, 0, MAX_WOUNDS),
    offArm: assertInteger(`${field}.offArm`, w.offArm ?? 0, 0, MAX_WOUNDS),
    chest: assertInteger(`${field}.chest`, w.chest ?? 0, 0, MAX_WOUNDS),
    gut: assertInteger(`${field}.gut`, w.gut ?? 0, 0, MAX_WOUNDS),
    leg: assertInteger(`${field}.leg`, w.leg ?? 0, 0, MAX_WOUNDS),
    gutShot: assertBoolean(`${field}.gutShot`, w.gutShot ?? false),
  };
}

/** A copy with one more wound at `location`. */
export function addWound(wounds: Wounds, location: HitLocation, gutShot = false): Wounds {
  const next = { ...wounds, [location]: Math.min(MAX_WOUNDS, wounds[location] + 1) };
  if (gutShot) next.gutShot = true;
  return next;
}

export function totalWounds(w: Wounds): number {
  return w.head + w.gunArm + w.offArm + w.chest + w.gut + w.leg;
}

/** What the wounds a figure carries do to it while it is still up (L1556–1561). */
export interface WoundEffects {
  /** A second wound makes an arm useless. */
  gunArmUsable: boolean;
  offArmUsable: boolean;
  /** −1 Rep when firing, from one gun-arm wound. */
  gunArmPenalty: number;
  /** −1 Rep when firing a long arm or two-handed weapon, from one off-arm wound. */
  offArmPenalty: number;
  /** −2 Rep from a chest wound. */
  chestPenalty: number;
  movement: "normal" | "half" | "none";
}

export function woundEffects(wounds: Wounds): WoundEffects {
  return {
    gunArmUsable: wounds.gunArm < 2,
    offArmUsable: wounds.offArm < 2,
    gunArmPenalty: wounds.gunArm === 1 ? 1 : 0,
    offArmPenalty: wounds.offArm === 1 ? 1 : 0,
    chestPenalty: wounds.chest >= 1 ? 2 : 0,
    movement: wounds.leg >= 2 ? "none" : wounds.leg === 1 ? "half" : "normal",
  };
}
