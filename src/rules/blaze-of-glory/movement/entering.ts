import { RulesError, assertInteger, assertOneOf } from "../../core";
import { assertObject } from "../turn/validate";

/**
 * Getting in or out of a building or vehicle (L1203, L1937) and changing floors inside a building
 * (L1943). A door costs 1" of movement. A window ends the move (shooting is still allowed) and, per
 * the buildings section, needs at least 2" of movement left (guide I-08 applies both rules).
 */

export const STRUCTURES = ["building", "vehicle"] as const;
export type Structure = (typeof STRUCTURES)[number];
export const OPENINGS = ["door", "window"] as const;
export type Opening = (typeof OPENINGS)[number];

export interface EnteringOptions {
  /**
   * The 2"-left rule for windows is printed only for buildings (L1937). "buildingsOnly" (default)
   * follows the text; "all" also applies it to vehicles.
   */
  windowMinimum?: "buildingsOnly" | "all";
}

export interface EnterOrExitInput {
  structure: Structure;
  through: Opening;
  /** Movement the figure still has this move, in inches (may be fractional). */
  inchesLeft: number;
}

export interface EnterOrExitResult {
  allowed: boolean;
  refusal?: "notEnoughMovement";
  structure: Structure;
  /** Inches the opening costs. */
  costInches: number;
  /** Movement left after passing through (0 when the move ends). */
  inchesLeftAfter: number;
  endsMove: boolean;
  mayShoot: boolean;
  /** Vehicles are boarded through the vehicle rules: the caller hands this on to them. */
  next: "continueMove" | "boardVehicle";
}

export const DOOR_COST_INCHES = 1;
export const WINDOW_MINIMUM_INCHES = 2;

export function enterOrExit(input: EnterOrExitInput, options: EnteringOptions = {}): EnterOrExitResult {
  const i = assertObject("input", input);
  const structure = assertOneOf("input.structure", i.structure, STRUCTURES);
  const through = assertOneOf("input.through", i.through, OPENINGS);
  const left = i.inchesLeft;
  if (typeof left !== "number" || !Number.isFinite(left) || left < 0 || left > 100) {
    throw new RulesError("input.inchesLeft", left, "must be a distance from 0 to 100 inches");
  }
  const windowMinimum = assertOneOf("options.windowMinimum", options.windowMinimum ?? "buildingsOnly", [
    "buildingsOnly",
    "all",
  ] as const);
  const next = structure === "vehicle" ? "boardVehicle" : "continueMove";
  if (through === "door") {
    const allowed = left >= DOOR_COST_INCHES;
    const out: EnterOrExitResult = {
      allowed,
      structure,
      costInches: DOOR_COST_INCHES,
      inchesLeftAfter: allowed ? left - DOOR_COST_INCHES : left,
      endsMove: false,
      mayShoot: true,
      next,
    };
    if (!allowed) out.refusal = "notEnoughMovement";
    return out;
  }
  const needed = structure === "building" || windowMinimum === "all" ? WINDOW_MINIMUM_INCHES : 0;
  const allowed = left >= needed && left > 0;
  const out: EnterOrExitResult = {
    allowed,
    structure,
    costInches: 0,
    inchesLeftAfter: 0,
    endsMove: true,
    mayShoot: true,
    next,
  };
  if (!allowed) {
    out.refusal = "notEnoughMovement";
    out.inchesLeftAfter = left;
  }
  return out;
}

/**
 * Going up or down inside a building (L1943, W-30): one level within an activation, at normal speed,
 * and the figure can still fight where it arrives. More than one level is not covered by the text.
 */
export function changeLevel(levels: number): {
  allowed: boolean;
  refusal?: "oneLevelPerActivation";
  mayFightOnArrival: boolean;
} {
  const n = assertInteger("levels", levels, 1, 20);
  return n === 1
    ? { allowed: true, mayFightOnArrival: true }
    : { allowed: false, refusal: "oneLevelPerActivation", mayFightOnArrival: false };
}
