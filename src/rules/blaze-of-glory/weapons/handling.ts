import type { WeaponId } from "../ids";
import { getWeapon } from "./table";

/**
 * Two ranged weapons may be fired at once only when both are one-handed firearms (L904, L1460): the
 * book names pistols and derringers; thrown blades are not "fired".
 */
export function canFireTogether(a: WeaponId, b: WeaponId): boolean {
  const wa = getWeapon(a, "a");
  const wb = getWeapon(b, "b");
  return wa.firearm && wb.firearm && wa.hands === 1 && wb.hands === 1;
}

/** Two knives or tomahawks may be used together in melee, but only one lance (L1039). */
export function canWieldTogetherInMelee(a: WeaponId, b: WeaponId): boolean {
  const wa = getWeapon(a, "a");
  const wb = getWeapon(b, "b");
  return wa.thrown && wb.thrown;
}

/** Which column of the cover table a figure firing this weapon uses (L1600). */
export function coverActivityFor(weaponId: WeaponId): "firingPistol" | "firingRifle" {
  return getWeapon(weaponId).longArm ? "firingRifle" : "firingPistol";
}

export function isRangedWeapon(weaponId: WeaponId): boolean {
  return !getWeapon(weaponId).meleeOnly;
}
