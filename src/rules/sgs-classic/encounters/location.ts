import { type DiceSource, d6 } from "../../core";
import { RulesError, assertInteger } from "../../core/errors";
import { type Building, isHotel } from "../world/towns";

/**
 * Rolls of the encounters' set-ups (guide §4.9): where the Capture is (1–3 town, 4–6 trail), the
 * Gunfight (1–2 saloon, 3–6 street), whether the Indians chase (1–3) or have the party holed up
 * (4–6); distances of 1D6 × 6"; the building an Outlaw hides in (1D6, +2 a saloon, +1 a hotel,
 * ties rolled again, SGS-Q45).
 */

export function captureLocation(die: number): "town" | "trail" {
  return assertInteger("die", die, 1, 6) <= 3 ? "town" : "trail";
}

export function gunfightLocation(die: number): "saloon" | "street" {
  return assertInteger("die", die, 1, 6) <= 2 ? "saloon" : "street";
}

export function indiansSituation(die: number): "pursued" | "holedUp" {
  return assertInteger("die", die, 1, 6) <= 3 ? "pursued" : "holedUp";
}

/** 1D6 × 6 inches (the Marshal's distance, the getaway horses'). */
export function sixInchesPerPip(die: number): number {
  return assertInteger("die", die, 1, 6) * 6;
}

export function buildingModifier(building: Building): number {
  if (building.key === "saloon") return 2;
  return isHotel(building) ? 1 : 0;
}

export interface HideoutRoll {
  /** Each round: the die and total of every building still in it. */
  readonly rounds: readonly (readonly {
    readonly index: number;
    readonly die: number;
    readonly total: number;
  }[])[];
  /** The index of the building the Outlaw is in. */
  readonly building: number;
}

export function rollHideout(buildings: readonly Building[], source: DiceSource): HideoutRoll {
  if (!Array.isArray(buildings) || buildings.length === 0)
    throw new RulesError("buildings", buildings, "must list the town's buildings");
  let indices = buildings.map((_, i) => i);
  const rounds: { index: number; die: number; total: number }[][] = [];
  for (;;) {
    const round = indices.map((index) => {
      const die = d6(source);
      return { index, die, total: die + buildingModifier(buildings[index]!) };
    });
    rounds.push(round);
    const best = Math.max(...round.map((r) => r.total));
    indices = round.filter((r) => r.total === best).map((r) => r.index);
    if (indices.length === 1) return { rounds, building: indices[0]! };
    if (rounds.length > 100) throw new RulesError("buildings", buildings, "keep tying");
  }
}
