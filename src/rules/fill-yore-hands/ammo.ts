import { assertObject } from "../core/checks";
import { RulesError, assertInteger, assertOneOf } from "../core/errors";
import type { MissingTable } from "../core/gm-table";
import type { WeaponKey } from "./ids";
import { DEFAULT_INTERPRETATIONS, type FyhInterpretations } from "./interpretations";
import { type ShotgunAmmo, weaponStats } from "./weapons/weapons";

/** A weapon's rounds (guide §3.4): in the weapon, in reserve, and what the weapon holds. */
export interface AmmoState {
  readonly capacity: number;
  readonly loaded: number;
  readonly reserve: number;
}

/** Checks an ammo state from a sheet: whole numbers, loaded within capacity. */
export function assertAmmo(field: string, value: unknown): AmmoState {
  const a = assertObject<AmmoState>(field, value);
  const capacity = assertInteger(`${field}.capacity`, a.capacity, 1, 100);
  const loaded = assertInteger(`${field}.loaded`, a.loaded, 0, capacity);
  const reserve = assertInteger(`${field}.reserve`, a.reserve, 0, 1000);
  return { capacity, loaded, reserve };
}

/** A weapon at the start of a game: "All weapons start the game loaded" (L75). */
export function startingAmmo(input: {
  weapon: WeaponKey;
  shotgunAmmo?: ShotgunAmmo | undefined;
}): AmmoState | MissingTable {
  const stats = weaponStats(input);
  if ("missing" in stats) return stats;
  return { capacity: stats.capacity, loaded: stats.capacity, reserve: stats.reserve };
}

/** Takes fired rounds off the weapon (guide §3.2 step 8); the reserve is not touched. */
export function fireRounds(input: { ammo: AmmoState; rounds: number }): AmmoState {
  assertObject("input", input);
  const ammo = assertAmmo("ammo", input.ammo);
  const rounds = assertInteger("rounds", input.rounds, 0, 100);
  if (rounds > ammo.loaded) throw new RulesError("rounds", rounds, `only ${ammo.loaded} round(s) are loaded`);
  return { ...ammo, loaded: ammo.loaded - rounds };
}

export type ReloadResult =
  | { readonly reloaded: true; readonly ammo: AmmoState; readonly moved: number }
  /** Nothing moved: the house rule is off, the weapon is full, or the reserve is empty. */
  | { readonly reloaded: false; readonly reason: "reloadOff" | "full" | "noReserve" };

/**
 * Reloading, which the text never describes (FYH-M14). Under the FYH-Q04 house rule one action
 * moves rounds from the reserve into the weapon up to its capacity; with the rule off, or nothing
 * to move, it is refused (so no action is spent on it).
 */
export function reloadWeapon(input: {
  ammo: AmmoState;
  rules?: Pick<FyhInterpretations, "reloadAction">;
}): ReloadResult {
  assertObject("input", input);
  const rules = input.rules ?? DEFAULT_INTERPRETATIONS;
  const mode = assertOneOf("rules.reloadAction", rules.reloadAction, ["oneActionToCapacity", "off"]);
  const ammo = assertAmmo("ammo", input.ammo);
  if (mode === "off") return { reloaded: false, reason: "reloadOff" };
  if (ammo.loaded === ammo.capacity) return { reloaded: false, reason: "full" };
  if (ammo.reserve === 0) return { reloaded: false, reason: "noReserve" };
  const moved = Math.min(ammo.capacity - ammo.loaded, ammo.reserve);
  return {
    reloaded: true,
    moved,
    ammo: { ...ammo, loaded: ammo.loaded + moved, reserve: ammo.reserve - moved },
  };
}
