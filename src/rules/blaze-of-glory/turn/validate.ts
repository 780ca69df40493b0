import { RulesError, assertBoolean } from "../../core";

/**
 * Small input checks shared by the turn, movement, Draw, melee and aftermath modules. Ids are the
 * caller's own keys (actor ids, colour names); the rules only need them to be distinct strings.
 */

export function assertId(field: string, value: unknown): string {
  if (typeof value !== "string" || value.length === 0) {
    throw new RulesError(field, value, "must be a non-empty string id");
  }
  return value;
}

/** Optional flags default to false; anything present must be a real boolean. */
export function optionalFlag(field: string, value: unknown): boolean {
  return value === undefined ? false : assertBoolean(field, value);
}

export function assertList(field: string, value: unknown): readonly unknown[] {
  if (!Array.isArray(value)) throw new RulesError(field, value, "must be a list");
  return value;
}

export function assertObject(field: string, value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null) throw new RulesError(field, value, "must be an object");
  return value as Record<string, unknown>;
}

/** Throws when an id appears twice in one list (two sides with one colour, a figure in two groups). */
export function assertUniqueIds(field: string, ids: readonly string[]): void {
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (seen.has(id)) throw new RulesError(`${field}[${i}]`, id, "duplicate id");
    seen.add(id);
  });
}
