/**
 * Copies of raw `system` sources taken just before a migration step changed them in memory.
 *
 * Foundry migrates and then cleans a document's source in place while loading it: by the time the
 * world runner sees `doc._source.system`, the steps have already run on it (so there is nothing
 * left to diff) and cleaning has replaced any value the model rejects with its initial value.
 * `migrateModelSource` therefore keeps a copy of the source as it was read, keyed by the very
 * object Foundry goes on to keep as `_source.system`. The runner plans from that copy and forgets
 * it once written. A WeakMap lets the copies go with their documents.
 *
 * If Foundry ever hands the model a different object than the one it keeps, the runner finds no
 * copy, plans from the already migrated source, finds nothing to write and writes nothing: the
 * migration then stays in memory only (as before any world migration), and no value is lost.
 */

const copies = new WeakMap<object, Record<string, unknown>>();

/** Keeps a copy of `source` as it is now, unless one is already kept (the first read wins). */
export function recordRawSource(source: Record<string, unknown>): void {
  if (copies.has(source)) return;
  try {
    copies.set(source, structuredClone(source));
  } catch {
    // Not plain data (an update may carry class instances or functions): there is nothing to keep
    // for the runner, which only plans from stored sources.
  }
}

/** The raw source kept for the object Foundry now holds as `_source.system`, if any. */
export function recordedRawSource(current: unknown): Record<string, unknown> | undefined {
  return typeof current === "object" && current !== null ? copies.get(current) : undefined;
}

/** Drops the kept copy once the runner has written the migration. */
export function forgetRawSource(current: unknown): void {
  if (typeof current === "object" && current !== null) copies.delete(current);
}
