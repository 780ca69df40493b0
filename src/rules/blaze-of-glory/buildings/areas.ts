import { RulesError, assertOneOf } from "../../core";
import type { FireState } from "./fire";

/**
 * Building areas (L1945–1953): a building is cut into areas of roughly 6"×6" (up to 8"×8" is still
 * one), and each floor above the ground floor is another area. Fire makes an area uninhabitable,
 * and an area that collapses brings down every area above it.
 */

export interface BuildingArea {
  readonly id: string;
  /** The area directly beneath (null on the ground floor). */
  readonly below: string | null;
}

/** The largest footprint side still counted as one area (L1947). */
export const MAX_AREA_SIDE_INCHES = 8;

/** The areas that come down when `collapsedId` collapses: itself and every area stacked above it. */
export function collapsingAreas(areas: readonly BuildingArea[], collapsedId: string): string[] {
  if (!Array.isArray(areas)) throw new RulesError("areas", areas, "must be a list of areas");
  const ids = new Set<string>();
  areas.forEach((a, i) => {
    if (typeof a?.id !== "string") throw new RulesError(`areas[${i}].id`, a?.id, "must be a string");
    if (ids.has(a.id)) throw new RulesError(`areas[${i}].id`, a.id, "is used twice");
    ids.add(a.id);
  });
  areas.forEach((a, i) => {
    if (a.below !== null && !ids.has(a.below))
      throw new RulesError(`areas[${i}].below`, a.below, "names no area");
  });
  if (!ids.has(collapsedId)) throw new RulesError("collapsedId", collapsedId, "names no area");
  const out = [collapsedId];
  // Walk upwards; a bad loop in the data would never end, so stop after every area was seen once.
  for (let i = 0; i < out.length && out.length <= areas.length; i++) {
    for (const a of areas) if (a.below === out[i] && !out.includes(a.id)) out.push(a.id);
  }
  return out;
}

/**
 * When a fire brings an area down. OPEN (the book says only that fire can make an area
 * uninhabitable and "may" collapse parts): `"burntOut"` (default) collapses an area once the fire
 * has covered its whole extent (`FireState.destroyed`); `"manual"` leaves collapse to the players.
 */
export const COLLAPSE_RULES = ["burntOut", "manual"] as const;
export type CollapseRule = (typeof COLLAPSE_RULES)[number];

export type AreaCondition = "sound" | "uninhabitable" | "collapsed";

export function areaCondition(
  fire: FireState | null,
  options: { collapse?: CollapseRule } = {},
): AreaCondition {
  const rule = assertOneOf("options.collapse", options.collapse ?? "burntOut", COLLAPSE_RULES);
  if (fire === null || fire.status === "out" || fire.status === "smouldering") return "sound";
  if (!fire.burns) return "uninhabitable";
  if (fire.destroyed && rule === "burntOut") return "collapsed";
  return "uninhabitable";
}
