import { assertInteger } from "../../core/errors";
import type { EncounterKey } from "../ids";

/**
 * The tables rolled each month instead of the encounter roll (SGS-Q37): the Cattle Drive's
 * (guide §4.9.2; seed L747–L758), three months long, and the Range War's (§4.9.8; L865–L882),
 * until one faction's leader dies or leaves. A Range War gunfight is fought on the trail.
 */

export const CATTLE_DRIVE_MONTHS = 3;

export interface MonthlyTableResult {
  readonly encounter: EncounterKey | null;
  /** A Range War gunfight: on the trail, each side 1–3 Cowboys and at most one Gunfighter or Outlaw. */
  readonly onTrail: boolean;
}

const NONE: MonthlyTableResult = { encounter: null, onTrail: false };

/** 2–7 nothing, 8–9 Cattle Rustling, 10–11 Indians, 12 Gunfight. */
export function cattleDriveResult(score: number): MonthlyTableResult {
  const s = assertInteger("score", score, 2, 12);
  if (s <= 7) return NONE;
  if (s <= 9) return { encounter: "cattleRustling", onTrail: false };
  if (s <= 11) return { encounter: "indians", onTrail: false };
  return { encounter: "gunfight", onTrail: false };
}

/** 2–7 nothing, 8/10/12 Gunfight on the trail, 9/11 Cattle Rustling. */
export function rangeWarResult(score: number): MonthlyTableResult {
  const s = assertInteger("score", score, 2, 12);
  if (s <= 7) return NONE;
  return s % 2 === 0
    ? { encounter: "gunfight", onTrail: true }
    : { encounter: "cattleRustling", onTrail: false };
}

/** Range War gunfight recruits (L878): 1–3 Cowboys a side and at most one Gunfighter or Outlaw. */
export const RANGE_WAR_RECRUITS = Object.freeze({ cowboys: { min: 1, max: 3 }, gunfighterOrOutlaw: 1 });
