import { RulesError } from "../../core";
import { type WeaponData, getWeapon } from "./table";

/**
 * A weapon that can be shot (or read on the damage table): anything but a melee-only weapon. Shared
 * by the shooting modules; internal (not re-exported from the weapons index).
 */
export function getShootingWeapon(id: unknown, field = "weapon"): WeaponData {
  const w = getWeapon(id, field);
  if (w.meleeOnly) throw new RulesError(field, id, "is a melee-only weapon");
  return w;
}
