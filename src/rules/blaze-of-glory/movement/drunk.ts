import { assertOneOf } from "../../core";

/**
 * What a Drunkard rolled at the start of the encounter (L3075–3085). The roll itself belongs to the
 * attributes module; movement, activation and melee only read the state.
 */
export const DRUNK_STATES = ["ironclad", "deadDrunk", "touched", "sick", "staggering"] as const;
export type DrunkState = (typeof DRUNK_STATES)[number];

export function optionalDrunk(field: string, value: unknown): DrunkState | null {
  return value === undefined || value === null ? null : assertOneOf(field, value, DRUNK_STATES);
}
