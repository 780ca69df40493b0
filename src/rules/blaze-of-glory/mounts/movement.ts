import { RulesError, assertOneOf } from "../../core";
import { moveRate } from "../movement/rates";
import { MOUNT_STATUSES, type MountStatus, type MountType, assertMountType } from "./types";
import { frozen } from "../../core/frozen";

export interface MountMoveRow {
  readonly type: MountType;
  /** Normal move over open ground, inches. */
  readonly inches: number;
  readonly source: string;
}

/** Normal moves, read from the one move-rate table (QRS L7028–7029). Moving fast may reach double (L2084). */
export const MOUNT_MOVES: readonly MountMoveRow[] = frozen(
  /* @__PURE__ */ (["horse", "mule"] as const).map((type) => ({
    type,
    inches: moveRate(type).inches,
    source: moveRate(type).source,
  })),
);

/** Statuses that leave a mount at half move for the rest of the game (L2392, L2402). */
const HALF_MOVE: readonly MountStatus[] = ["dropped", "crippled"];
/**
 * Our reading: a dead or mortally wounded mount goes down and moves no more (the book gives no
 * move for them; both rows throw the rider).
 */
const NO_MOVE: readonly MountStatus[] = ["dead", "mortallyWounded"];

/** A mount's normal move in inches, given what its wounds left it as. */
export function mountNormalMove(type: MountType, status: MountStatus = "unhurt"): number {
  const t = assertMountType("type", type);
  const s = assertOneOf("status", status, MOUNT_STATUSES);
  if (NO_MOVE.includes(s)) return 0;
  const inches = moveRate(t).inches;
  return HALF_MOVE.includes(s) ? inches / 2 : inches;
}

/** Crippled (L2402) and downed mounts carry no rider; a dropped mount may still be ridden at half move. */
export function canBeRidden(status: MountStatus): boolean {
  const s = assertOneOf("status", status, MOUNT_STATUSES);
  return s !== "crippled" && !NO_MOVE.includes(s);
}

/** Furthest move at a multiplier of the normal move (2 = moving fast, 1.5 = failed to reach full speed). */
export function mountMoveInches(type: MountType, multiplier: number, status: MountStatus = "unhurt"): number {
  if (typeof multiplier !== "number" || !Number.isFinite(multiplier) || multiplier < 0) {
    throw new RulesError("multiplier", multiplier, "must be a finite number of 0 or more");
  }
  return mountNormalMove(type, status) * multiplier;
}
