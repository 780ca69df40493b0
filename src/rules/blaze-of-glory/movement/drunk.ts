import { assertOneOf } from "../../core";

import { DRUNK_STATES, type DrunkState } from "../ids";

// The Drunkard roll belongs to the attributes module; movement, activation and melee only read it.
export { DRUNK_STATES, type DrunkState };

export function optionalDrunk(field: string, value: unknown): DrunkState | null {
  return value === undefined || value === null ? null : assertOneOf(field, value, DRUNK_STATES);
}
