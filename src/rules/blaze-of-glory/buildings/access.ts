import { RulesError, assertBoolean, assertInteger, assertOneOf } from "../../core";

/** Getting into, out of and about a building (L1935–1943, L1203; guide §2.13, I-08). */

export const OPENINGS = ["door", "window"] as const;
export type Opening = (typeof OPENINGS)[number];

export type AccessCode = "throughDoor" | "throughWindow" | "windowNeedsTwoInches" | "doorNeedsOneInch";

export interface AccessResult {
  allowed: boolean;
  code: AccessCode;
  /** Inches of movement the opening uses up (a window uses all that is left). */
  cost: number;
  /** Movement left after passing through. */
  remaining: number;
  endsMove: boolean;
  /** A window ends the move but the figure may still shoot (L1937, L1203). */
  mayShoot: boolean;
  source: string;
}

/** Doors cost 1" (L1937). */
export const DOOR_COST_INCHES = 1;
/** Going through a window needs this much movement still in hand (L1937; guide I-08). */
export const WINDOW_MIN_REMAINING_INCHES = 2;

function assertInches(field: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 1000) {
    throw new RulesError(field, value, "must be a distance in inches, 0 or more");
  }
  return value;
}

/** Entering or leaving through a door or window with `remainingInches` of movement left. */
export function passOpening(opening: Opening, remainingInches: number): AccessResult {
  const via = assertOneOf("opening", opening, OPENINGS);
  const left = assertInches("remainingInches", remainingInches);
  if (via === "door") {
    if (left < DOOR_COST_INCHES) {
      return {
        allowed: false,
        code: "doorNeedsOneInch",
        cost: 0,
        remaining: left,
        endsMove: false,
        mayShoot: true,
        source: "L1937",
      };
    }
    const remaining = left - DOOR_COST_INCHES;
    return {
      allowed: true,
      code: "throughDoor",
      cost: DOOR_COST_INCHES,
      remaining,
      endsMove: false,
      mayShoot: true,
      source: "L1937",
    };
  }
  if (left < WINDOW_MIN_REMAINING_INCHES) {
    return {
      allowed: false,
      code: "windowNeedsTwoInches",
      cost: 0,
      remaining: left,
      endsMove: false,
      mayShoot: true,
      source: "L1937",
    };
  }
  return {
    allowed: true,
    code: "throughWindow",
    cost: left,
    remaining: 0,
    endsMove: true,
    mayShoot: true,
    source: "L1937",
  };
}

export interface LevelChangeOptions {
  /**
   * OPEN: the book shows one change of level in an activation (L1943) and says nothing of several.
   * Default 1.
   */
  levelsPerActivation?: number;
}

export interface LevelChangeResult {
  allowed: boolean;
  code: "changedLevel" | "sameLevel" | "tooManyLevels";
  levels: number;
  /** The figure arrives ready to fight in the same activation (guide §2.13 correction; W-30). */
  mayFightOnArrival: boolean;
  source: string;
}

/** Moving up or down between floors inside one activation, at normal speed (L1941–1943). */
export function changeLevel(
  fromLevel: number,
  toLevel: number,
  options: LevelChangeOptions = {},
): LevelChangeResult {
  const from = assertInteger("fromLevel", fromLevel, 0, 50);
  const to = assertInteger("toLevel", toLevel, 0, 50);
  const limit = assertInteger("options.levelsPerActivation", options.levelsPerActivation ?? 1, 1, 50);
  const levels = Math.abs(to - from);
  if (levels === 0)
    return { allowed: true, code: "sameLevel", levels, mayFightOnArrival: true, source: "L1941" };
  if (levels > limit)
    return { allowed: false, code: "tooManyLevels", levels, mayFightOnArrival: false, source: "L1943" };
  return { allowed: true, code: "changedLevel", levels, mayFightOnArrival: true, source: "L1943" };
}

/**
 * Cover for a shot fired from inside the same building: always obscuring and behind a wall, except
 * for a figure standing in the doorway it just came through (L1941).
 */
export function coverInsideBuilding(input: {
  shooterInsideSameBuilding: boolean;
  targetInDoorway: boolean;
}): { cover: "obscuring"; behindWall: true; source: string } | null {
  const same = assertBoolean("shooterInsideSameBuilding", input.shooterInsideSameBuilding);
  const doorway = assertBoolean("targetInDoorway", input.targetInDoorway);
  if (!same || doorway) return null;
  return { cover: "obscuring", behindWall: true, source: "L1941" };
}
