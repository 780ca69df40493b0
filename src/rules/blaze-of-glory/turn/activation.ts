import { type DiceSource, RulesError, assertInteger, d6 } from "../../core";
import { assertId, assertList, assertObject, assertUniqueIds } from "./validate";

/**
 * The activation roll (L1115–1133): one coloured d6 per side, rolled together. Matching dice
 * block their sides from moving and firing; the other dice set the order of play (high → low) and
 * each die is its side's Rep threshold for activating.
 */

/** What a side blocked by matching activation dice may still do this turn (L1122, L1133). */
export const BLOCKED_SIDE_ACTIONS = ["reload", "changeWeapon", "pickUpWeapon"] as const;
export type BlockedSideAction = (typeof BLOCKED_SIDE_ACTIONS)[number];

/** Most sides a single activation roll handles; with more than six, doubles are certain anyway. */
export const MAX_SIDES = 12;

export type SideStatus = "acts" | "blocked";

export interface SideDie {
  /** The side's id (its die colour, e.g. "white", or a player/faction key). */
  side: string;
  die: number;
}

export interface SideActivation {
  side: string;
  die: number;
  status: SideStatus;
  /** Lowest Rep that may activate on this die: figures of Rep ≥ threshold, or groups led by one. */
  threshold: number;
  /** 1-based place in the order of play; 0 for a blocked side. */
  position: number;
  /** Actions the side may take: everything for an acting side, only the weapon chores when blocked. */
  allowedActions: "all" | readonly BlockedSideAction[];
}

export interface ActivationResult {
  /** Faces in the order the sides were given. */
  dice: SideDie[];
  /** One entry per side, in the order given. */
  sides: SideActivation[];
  /** Acting sides, highest die first. */
  order: string[];
  /** Sides whose die matched another side's die, in the order given. */
  blocked: string[];
  /** True when at least two dice matched. */
  doubles: boolean;
}

/** One entry per side: a list of 2 to MAX_SIDES. */
function sideList(field: string, value: unknown): readonly unknown[] {
  const list = assertList(field, value);
  if (list.length < 2 || list.length > MAX_SIDES) {
    throw new RulesError(field, value, `an activation roll needs 2 to ${MAX_SIDES} sides`);
  }
  return list;
}

function checkSides(sides: unknown): string[] {
  const list = sideList("sides", sides);
  const ids = list.map((s, i) => assertId(`sides[${i}]`, s));
  assertUniqueIds("sides", ids);
  return ids;
}

/** Rolls one die per side (in the order given) and reads the activation. */
export function rollActivation(source: DiceSource, sides: readonly string[]): ActivationResult {
  const ids = checkSides(sides);
  const dice = ids.map((side) => ({ side, die: d6(source) }));
  return resolveActivation(dice);
}

/** Reads activation dice already rolled (e.g. by Foundry): one `{side, die}` per side. */
export function resolveActivation(dice: readonly SideDie[]): ActivationResult {
  const list = sideList("dice", dice);
  const ids: string[] = [];
  const faces: number[] = [];
  list.forEach((entry, i) => {
    const e = assertObject(`dice[${i}]`, entry);
    ids.push(assertId(`dice[${i}].side`, e.side));
    faces.push(assertInteger(`dice[${i}].die`, e.die, 1, 6));
  });
  assertUniqueIds("dice", ids);
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const face of faces) counts[face]!++;

  const sides: SideActivation[] = ids.map((side, i) => {
    const die = faces[i]!;
    const blocked = counts[die]! > 1;
    return {
      side,
      die,
      status: blocked ? "blocked" : "acts",
      threshold: die,
      position: 0,
      allowedActions: blocked ? BLOCKED_SIDE_ACTIONS : "all",
    };
  });
  // Dice that act are all different, so sorting by face alone gives a strict order.
  const acting = sides.filter((s) => s.status === "acts").sort((a, b) => b.die - a.die);
  acting.forEach((s, i) => (s.position = i + 1));
  const blocked = sides.filter((s) => s.status === "blocked").map((s) => s.side);
  return {
    dice: ids.map((side, i) => ({ side, die: faces[i]! })),
    sides,
    order: acting.map((s) => s.side),
    blocked,
    doubles: blocked.length > 0,
  };
}
