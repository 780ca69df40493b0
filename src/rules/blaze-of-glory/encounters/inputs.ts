import { RulesError, assertBoolean, assertInteger, assertOneOf } from "../../core";
import type { InputSpec, InputValues } from "./types";

/**
 * Reads what the wizard or a table's dialog answered against the questions asked: missing answers
 * take the default, wrong ones throw a RulesError naming the field (nothing is guessed).
 */
export function readInputs(
  specs: readonly InputSpec[],
  raw: unknown,
): Record<string, number | boolean | string> {
  if (raw !== undefined && (raw === null || typeof raw !== "object" || Array.isArray(raw)))
    throw new RulesError("input", raw, "must be an object");
  const given = (raw ?? {}) as Record<string, unknown>;
  const out: Record<string, number | boolean | string> = {};
  for (const spec of specs) {
    const value = given[spec.key];
    if (value === undefined || value === null || value === "") {
      out[spec.key] = spec.default;
      continue;
    }
    if (spec.kind === "integer") out[spec.key] = assertInteger(spec.key, value, spec.min, spec.max);
    else if (spec.kind === "boolean") out[spec.key] = assertBoolean(spec.key, value);
    else out[spec.key] = assertOneOf(spec.key, value, spec.choices);
  }
  return out;
}

/** The answers typed as the definition declared them (after `readInputs`). */
export function integerInput(values: InputValues, key: string): number {
  const v = values[key];
  if (typeof v !== "number") throw new RulesError(key, v, "must be a whole number");
  return v;
}

export function booleanInput(values: InputValues, key: string): boolean {
  const v = values[key];
  if (typeof v !== "boolean") throw new RulesError(key, v, "must be true or false");
  return v;
}

export function choiceInput<T extends string>(values: InputValues, key: string, allowed: readonly T[]): T {
  return assertOneOf(key, values[key], allowed);
}
