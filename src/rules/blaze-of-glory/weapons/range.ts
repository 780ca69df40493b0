import { RulesError, assertBoolean, assertInteger } from "../../core";
import type { Figure } from "../figure";
import { REP_RANGE } from "../figure";
import { type WeaponData, getWeapon } from "./table";
import type { WeaponId } from "../ids";

export type RangeBand = "effective" | "long" | "outOfRange";

/** The part of a figure that range depends on. */
export type RangeFigure = Pick<Figure, "profession" | "rep" | "veteran">;

/** Whether footnote 2 lets this figure use the weapon's larger E (Buffalo Hunters and Veterans, L921). */
export function mayUseLongE(weapon: WeaponData, figure: Pick<Figure, "profession" | "veteran">): boolean {
  return weapon.longE !== null && (figure.profession === "buffaloHunter" || figure.veteran === true);
}

/** E for this figure; 0 for a melee-only weapon. */
export function effectiveFactor(weaponId: WeaponId, figure: Pick<Figure, "profession" | "veteran">): number {
  const w = getWeapon(weaponId);
  if (w.e === null) return 0;
  return mayUseLongE(w, figure) ? (w.longE ?? w.e) : w.e;
}

export interface RangeOptions {
  /**
   * Firing from a fast-moving mount, or at or from a fast-moving vehicle, halves effective range
   * (L2308, L2749).
   */
  halved?: boolean;
}

/**
 * E × Rep in inches (L1451), halved when asked. Never more than the weapon's maximum range, since no
 * shot goes beyond it (a Rep 7 figure with a derringer would otherwise reach 7" of a 6" weapon).
 */
export function effectiveRange(weaponId: WeaponId, figure: RangeFigure, options: RangeOptions = {}): number {
  const w = getWeapon(weaponId);
  const rep = assertInteger("figure.rep", figure.rep, REP_RANGE.min, REP_RANGE.max);
  const halved = assertBoolean("options.halved", options.halved ?? false);
  if (w.e === null || w.maxRange === null) return 0;
  const factor = mayUseLongE(w, figure) ? (w.longE ?? w.e) : w.e;
  const range = (factor * rep) / (halved ? 2 : 1);
  return Math.min(range, w.maxRange);
}

/** Checks a distance in inches: finite and not negative. */
export function assertDistance(field: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new RulesError(field, value, "must be a distance in inches, 0 or more");
  }
  return value;
}

/** Which part of the range rules a shot at `distance` inches falls under (L1449–1452). */
export function rangeBand(
  weaponId: WeaponId,
  figure: RangeFigure,
  distance: number,
  options: RangeOptions = {},
): RangeBand {
  const d = assertDistance("distance", distance);
  const w = getWeapon(weaponId);
  if (w.maxRange === null || d > w.maxRange) return "outOfRange";
  return d <= effectiveRange(weaponId, figure, options) ? "effective" : "long";
}
