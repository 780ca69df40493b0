import { RulesError } from "../../core";

/**
 * Small input checks shared by the turn, movement, Draw, melee and aftermath modules. Ids are the
 * caller's own keys (actor ids, colour names); the rules only need them to be distinct strings. The
 * checks every area uses (objects, lists, flags) live in core/checks and are re-exported here.
 */
export { assertList, assertObject, optionalFlag } from "../../core/checks";

export function assertId(field: string, value: unknown): string {
  if (typeof value !== "string" || value.length === 0) {
    throw new RulesError(field, value, "must be a non-empty string id");
  }
  return value;
}

/** Throws when an id appears twice in one list (two sides with one colour, a figure in two groups). */
export function assertUniqueIds(field: string, ids: readonly string[]): void {
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (seen.has(id)) throw new RulesError(`${field}[${i}]`, id, "duplicate id");
    seen.add(id);
  });
}
