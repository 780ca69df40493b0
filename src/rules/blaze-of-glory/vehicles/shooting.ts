import { assertBoolean, assertOneOf } from "../../core";
import type { WeaponId } from "../ids";
import {
  type FireModifiers,
  PACES,
  type Pace,
  type Quality,
  assertInput,
  assertQuality,
  holdingMountsFireModifiers,
} from "../mounts";

/**
 * Firing at or from a vehicle (L2747–2749): a moving vehicle makes the shot count as moving fast, a
 * fast one also halves the effective range; firing from behind a Nag-quality team costs 1 Rep.
 */
export function vehicleFireModifiers(input: {
  /** The shooter rides the vehicle (`from`) or shoots at someone on it (`at`). */
  role: "from" | "at";
  pace: Pace;
  /** Test Quality of the team; needed only for `from`. */
  teamQuality?: Quality;
}): FireModifiers {
  const i = assertInput("input", input);
  const role = assertOneOf("input.role", i.role, ["from", "at"] as const);
  const pace = assertOneOf("input.pace", i.pace, PACES);
  const nag = role === "from" && assertQuality("input.teamQuality", i.teamQuality) === 3;
  return {
    canFire: true,
    repModifier: nag ? -1 : 0,
    countsAsMovingFast: pace !== "stationary",
    halveEffectiveRange: pace === "fast",
  };
}

/** Holding a team by its lead animal (L2741–2743): only a one-hand weapon, at Rep −1. */
export function holdingTeamFireModifiers(input: { weapon: WeaponId }): FireModifiers {
  return holdingMountsFireModifiers({
    holdingMounts: 1,
    weapon: assertInput("input", input).weapon as WeaponId,
  });
}

/** Draft animals are targets like characters, except from directly behind the vehicle (L2753). */
export function teamTargetable(input: { fromDirectlyBehind: boolean }): boolean {
  return !assertBoolean("input.fromDirectlyBehind", assertInput("input", input).fromDirectlyBehind);
}
