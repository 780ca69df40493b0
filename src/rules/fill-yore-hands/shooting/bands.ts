import { assertObject } from "../../core/checks";
import { RulesError, assertOneOf } from "../../core/errors";
import type { WeaponKey } from "../ids";
import { DEFAULT_INTERPRETATIONS, type FyhInterpretations } from "../interpretations";
import { weaponRange } from "../weapons/weapons";
import type { BandRow } from "./range-table";

export type BandLookup =
  | { readonly inRange: true; readonly row: BandRow; readonly beyondLong: boolean }
  | { readonly inRange: false; readonly lastBand: BandRow };

/** A measured distance: any finite number of inches from 0 up. */
export function assertDistance(field: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value))
    throw new RulesError(field, value, "must be a finite number of inches");
  if (value < 0) throw new RulesError(field, value, "must not be negative");
  return value;
}

/**
 * The band a target at `distance` inches falls in for this weapon (guide §3.2 step 2). Limits are
 * inclusive ("up to 6"" takes 6"). Beyond the last band FYH-Q07 decides: by default the target
 * cannot be hit (`inRange: false`); the other reading treats it as the last band (`beyondLong`).
 */
export function findBand(input: {
  weapon: WeaponKey;
  distance: number;
  rules?: Pick<FyhInterpretations, "militaryRifleRow" | "derringerBands" | "beyondLongBand">;
}): BandLookup {
  assertObject("input", input);
  const rules = input.rules ?? DEFAULT_INTERPRETATIONS;
  const distance = assertDistance("distance", input.distance);
  const beyond = assertOneOf("rules.beyondLongBand", rules.beyondLongBand, ["noShot", "asLong"]);
  const { bands } = weaponRange({ weapon: input.weapon, rules });
  const row = bands.find((b) => distance <= b.upToInches);
  if (row) return { inRange: true, row, beyondLong: false };
  const lastBand = bands[bands.length - 1]!;
  return beyond === "asLong"
    ? { inRange: true, row: lastBand, beyondLong: true }
    : { inRange: false, lastBand };
}
