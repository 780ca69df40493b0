import { RulesError, assertBoolean } from "../../core";
import { REACTION_DIRECTIVES, type ReactionDirective } from "./codes";

/**
 * The rules around a reaction's result that are not on the sheets: reaction fire without a usable
 * weapon and whom to fire at (L1300–1304, L1415), and where a runaway goes and when he may test
 * COMIN' BACK (L1390, L1421–1425).
 */

const DIRECTIVE_SET = /* @__PURE__ */ new Set<string>(REACTION_DIRECTIVES);

export interface ReactionFireCheck {
  /** Has a loaded weapon that can reach the enemy. */
  hasUsableWeapon: boolean;
  /** The enemy is within charge reach (up to the move-fast allowance, L1308). */
  enemyInChargeReach: boolean;
}

/**
 * A figure ordered to fire that cannot may charge instead when the enemy is within reach, and Ducks
 * Back otherwise (L1302). Where firing was optional or only part of the order, the rest stands
 * ("stay and fire if possible" → stay; "fire and prepare" → prepare). Attribute hooks are not re-run
 * on the replacement; pass the result back through the caller's own handling if that matters.
 */
export function reactionFireFallback(
  directive: ReactionDirective,
  check: ReactionFireCheck,
): ReactionDirective {
  if (!DIRECTIVE_SET.has(directive))
    throw new RulesError("directive", directive, "unknown reaction directive");
  if (typeof check !== "object" || check === null) throw new RulesError("check", check, "must be an object");
  const usable = assertBoolean("check.hasUsableWeapon", check.hasUsableWeapon);
  const inReach = assertBoolean("check.enemyInChargeReach", check.enemyInChargeReach);
  if (usable) return directive;
  switch (directive) {
    case "fire":
    case "fireAtMinusOneRep":
    case "haltAndFire":
      return inReach ? "charge" : "duckBack";
    case "stayAndFire":
      return "stayInPlace";
    case "fireAndPrepare":
      return "prepareToFight";
    case "fireAndPrepareAtMinusOneDie":
      return "prepareToFightAtMinusOneDie";
    default:
      // holdOrFire / finishMoveAndFire only allow fire; every other code orders none.
      return directive;
  }
}

export type ReactionFireTarget = "anyTarget" | "whoCausedTheTest";

/**
 * Whom reaction fire may hit: a figure that was active at the start of the turn may pick any target;
 * an inactive one must shoot back at whoever caused the test (L1304, L1415, W-21).
 */
export function reactionFireTarget(activeAtStartOfTurn: boolean): ReactionFireTarget {
  return assertBoolean("activeAtStartOfTurn", activeAtStartOfTurn) ? "anyTarget" : "whoCausedTheTest";
}

export interface RunawaySituation {
  /**
   * Widest gap, in inches, between the enemies around the figure; omit (or Infinity) when he is not
   * surrounded.
   */
  escapeGapInches?: number;
  /** A building is in sight and away from the enemy. */
  buildingInSight: boolean;
}

/** Surrounded with no 6" gap between enemies. */
export const RUNAWAY_ESCAPE_GAP_INCHES = 6;

export type RunawayMove = "surrender" | "runToBuilding" | "runForTableEdge";

/**
 * Where a runaway goes (L1421–1425): surrender if hemmed in with no 6" gap; else to a building in
 * sight away from the enemy, at top speed; else off the nearest table edge at top speed.
 */
export function runawayMove(situation: RunawaySituation): RunawayMove {
  if (typeof situation !== "object" || situation === null) {
    throw new RulesError("situation", situation, "must be an object");
  }
  const gap = situation.escapeGapInches ?? Infinity;
  if (typeof gap !== "number" || Number.isNaN(gap) || gap < 0) {
    throw new RulesError("situation.escapeGapInches", gap, "must be a number of inches, 0 or more");
  }
  const building = assertBoolean("situation.buildingInSight", situation.buildingInSight);
  if (gap < RUNAWAY_ESCAPE_GAP_INCHES) return "surrender";
  return building ? "runToBuilding" : "runForTableEdge";
}

export interface RunawayProgress {
  /** He has just reached a building or fortification. */
  reachedShelter?: boolean;
  /** Distance in inches to the nearest friendly Outfit Leader, if any. */
  outfitLeaderInches?: number;
  /** He has left the board. */
  leftBoard?: boolean;
}

/** An Outfit Leader this close lets a runaway test COMIN' BACK. */
export const RALLY_DISTANCE_INCHES = 3;

export type RunawayTrigger = "cominBack" | "leftBoard" | "none";

/**
 * When a runaway takes COMIN' BACK (L1390, L1423–1425, I-23): at once on reaching a building or
 * fortification, or when an Outfit Leader comes within 3" before he leaves the board.
 */
export function runawayTrigger(progress: RunawayProgress): RunawayTrigger {
  if (typeof progress !== "object" || progress === null)
    throw new RulesError("progress", progress, "must be an object");
  if (progress.leftBoard !== undefined && assertBoolean("progress.leftBoard", progress.leftBoard))
    return "leftBoard";
  if (
    progress.reachedShelter !== undefined &&
    assertBoolean("progress.reachedShelter", progress.reachedShelter)
  ) {
    return "cominBack";
  }
  const d = progress.outfitLeaderInches;
  if (d !== undefined) {
    if (typeof d !== "number" || Number.isNaN(d) || d < 0) {
      throw new RulesError("progress.outfitLeaderInches", d, "must be a number of inches, 0 or more");
    }
    if (d <= RALLY_DISTANCE_INCHES) return "cominBack";
  }
  return "none";
}
