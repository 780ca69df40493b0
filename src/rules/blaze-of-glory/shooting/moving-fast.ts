import { assertBoolean } from "../../core";
import { assertDistance } from "../weapons/range";

export interface MovementThisActivation {
  /** Passed at least one die on the foot move-fast test (L1169), whatever the distance moved. */
  passedFootMoveFast?: boolean;
  /** Rode a mount or a vehicle that moved at all this activation (L2306, L2747). */
  mountOrVehicleMoved?: boolean;
  /** Inches covered by any other means. */
  inchesMoved?: number;
}

/**
 * The per-activation "moving fast" flag for the Shootin' table (guide I-21): a passed foot move-fast
 * die, any movement on a mount or vehicle, or more than 6" by any other means (L1495).
 */
export function countsAsMovingFast(m: MovementThisActivation): boolean {
  if (assertBoolean("passedFootMoveFast", m.passedFootMoveFast ?? false)) return true;
  if (assertBoolean("mountOrVehicleMoved", m.mountOrVehicleMoved ?? false)) return true;
  return assertDistance("inchesMoved", m.inchesMoved ?? 0) > 6;
}
