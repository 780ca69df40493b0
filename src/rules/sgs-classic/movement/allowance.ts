import { RulesError, assertBoolean, assertInteger, assertOneOf } from "../../core/errors";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * Movement (guide §3.3): on foot 8", mounted 16", a vehicle 12" (seed L180–L186); rough ground and
 * woods at half speed, a gully or wash at full speed along it and half across (L589, L604–L612).
 * Advanced movement (L950–L956): up to twice that; a move longer than the fast-move threshold
 * (SGS-Q21) is fast, and a figure on foot may not move fast two turns running (horses may); a figure
 * with a Bad Wound moves at half speed, carried by one friend at half speed or by two at full.
 */

export const MOVERS = ["foot", "mounted", "vehicle"] as const;
export type Mover = (typeof MOVERS)[number];

export const BASE_MOVE: Readonly<Record<Mover, number>> = Object.freeze({
  foot: 8,
  mounted: 16,
  vehicle: 12,
});

export const MOVE_TERRAIN = ["open", "rough", "gullyAlong", "gullyAcross", "impassable"] as const;
export type MoveTerrain = (typeof MOVE_TERRAIN)[number];

export interface MoveInput {
  readonly mover: Mover;
  readonly terrain?: MoveTerrain;
  /** Bad Wounds the figure carries (advanced shooting). */
  readonly badWounds?: number;
  /** Unwounded friends carrying a badly wounded figure: 1 at half speed, 2 at full. */
  readonly carriers?: number;
  /** The figure moved fast in its last turn. */
  readonly lastMoveFast?: boolean;
}

export type MoveReason =
  "halfTerrain" | "impassable" | "badWound" | "carriedByOne" | "noFastMoveAgain" | "advancedDouble";

export interface MoveAllowance {
  /** The most inches it may move now. */
  readonly inches: number;
  readonly reasons: readonly MoveReason[];
}

export function moveAllowance(input: MoveInput, rules: ClassicRules = DEFAULT_RULES): MoveAllowance {
  const mover = assertOneOf("mover", input.mover, MOVERS);
  const terrain = assertOneOf("terrain", input.terrain ?? "open", MOVE_TERRAIN);
  const badWounds = assertInteger("badWounds", input.badWounds ?? 0, 0, 9);
  const carriers = assertInteger("carriers", input.carriers ?? 0, 0, 2);
  const lastFast = assertBoolean("lastMoveFast", input.lastMoveFast ?? false);
  if (terrain === "impassable") return { inches: 0, reasons: ["impassable"] };
  const reasons: MoveReason[] = [];
  let inches = BASE_MOVE[mover];
  if (rules.advancedMovement) {
    // On foot, no fast move two turns running: this turn stays at the threshold (L954).
    if (mover === "foot" && lastFast) {
      inches = Math.min(inches * 2, rules.fastMoveThreshold);
      reasons.push("noFastMoveAgain");
    } else {
      inches *= 2;
      reasons.push("advancedDouble");
    }
  }
  if (terrain === "rough" || terrain === "gullyAcross") {
    inches /= 2;
    reasons.push("halfTerrain");
  }
  if (badWounds > 0 && carriers < 2) {
    inches /= 2;
    reasons.push(carriers === 1 ? "carriedByOne" : "badWound");
  }
  return { inches, reasons };
}

/** A move longer than the threshold, in inches actually moved, is fast (L954, SGS-Q21). */
export function isFastMove(inches: number, rules: ClassicRules = DEFAULT_RULES): boolean {
  if (typeof inches !== "number" || !Number.isFinite(inches) || inches < 0)
    throw new RulesError("inches", inches, "must be a distance of 0 or more");
  // A rider covers more than 8" without the advanced double move: fast whatever the movement rules.
  return inches > rules.fastMoveThreshold;
}
