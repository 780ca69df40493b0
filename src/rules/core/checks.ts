import { RulesError, assertBoolean, assertOneOf } from "./errors";

/**
 * Input checks every area repeats, kept in one place so each module states what it checks rather
 * than how. Internal to the rules core (not re-exported from the index): the public checks are
 * `assertInteger`, `assertOneOf` and `assertBoolean`.
 */

/** Rejects anything but a non-null object; the caller names the shape it expects (default: any keys). */
export function assertObject<T = Record<string, unknown>>(field: string, value: unknown): T {
  if (typeof value !== "object" || value === null) throw new RulesError(field, value, "must be an object");
  return value as T;
}

/** Rejects anything but an array; the caller names the item type it expects (default: unknown). */
export function assertList<T = unknown>(field: string, value: unknown): readonly T[] {
  if (!Array.isArray(value)) throw new RulesError(field, value, "must be a list");
  return value as T[];
}

/** Any number but NaN (a target may be fractional or out of range: the table clamps it). */
export function assertNumber(field: string, value: unknown): number {
  if (typeof value !== "number" || Number.isNaN(value))
    throw new RulesError(field, value, "must be a number");
  return value;
}

/** A caller-supplied callback (e.g. the reaction a figure chooses mid-exchange). */
export function assertFunction(field: string, value: unknown): void {
  if (typeof value !== "function") throw new RulesError(field, value, "must be a function");
}

/** Optional flags default to `fallback` (false unless given); anything present must be a real boolean. */
export function optionalFlag(field: string, value: unknown, fallback = false): boolean {
  return value === undefined ? fallback : assertBoolean(field, value);
}

type OptionValue = string | number | boolean;

/**
 * Fills in a table of rules options: each key of `defaults`, in order, takes the caller's value or
 * the default. A key with `choices` must be one of them, a key whose default is a boolean must be a
 * boolean; numeric options are left to the caller, who knows their range. A bad option is reported as
 * `${field}.${key}`.
 */
export function readOptions<T extends { [K in keyof T]: OptionValue }>(
  input: unknown,
  field: string,
  defaults: T,
  choices: { readonly [K in keyof T]?: readonly T[K][] },
): T {
  const given = assertObject(field, input);
  const out: Record<string, unknown> = {};
  for (const key in defaults) {
    const value = given[key] ?? defaults[key];
    const allowed = choices[key] as readonly string[] | undefined;
    out[key] = allowed
      ? assertOneOf(`${field}.${key}`, value, allowed)
      : typeof defaults[key] === "boolean"
        ? assertBoolean(`${field}.${key}`, value)
        : value;
  }
  return out as T;
}
