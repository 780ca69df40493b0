import { isMigratedType, upgradeSource } from "./steps";

/**
 * The pure half of the world migration: which documents need writing, and with which update.
 *
 * The plan runs the steps on a copy of the raw stored `system` source (never on the cleaned model)
 * and diffs the copy against the source. The update holds only what a step changed: dotted
 * `system.<path>` keys for changed values, `system.<path>.-=<key>` deletions (the V13 update syntax
 * that removes a key) for keys a step removed, and the `schemaVersion` stamp. A value the model
 * rejects while loading (a Rep of 99, say, which the data model replaces with its initial value in
 * memory) is therefore never written back: the database keeps it until someone edits that field.
 * A document on which no step ran gets no update at all, even when its stored version is old.
 */

export type UpdateData = Record<string, unknown>;

export interface DocumentMigration {
  /** The step versions that ran. */
  ran: number[];
  /** The changes for `Document#update` (dotted paths; apply without diffing). */
  update: UpdateData;
}

export interface PlannedMigration<D> extends DocumentMigration {
  doc: D;
}

export interface MigrationPlan<D> {
  migrations: PlannedMigration<D>[];
  /** Documents whose source could not be read or migrated; the others are planned regardless. */
  failures: { doc: D; error: unknown }[];
}

/** What the planner needs of one document: its type and its raw stored `system` object. */
export interface StoredSource {
  type: unknown;
  system: unknown;
}

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameValue(a[k], b[k]))
    );
  }
  return false;
}

/** `prefix.key`, or `prefix.-=key` to delete it. */
function pathTo(prefix: string, key: string, deletion = false): string {
  // A key with a dot, or one that reads as an operator, cannot be addressed by an update path;
  // stored system keys never look like that.
  if (key.includes(".") || key.startsWith("-=")) throw new Error(`cannot write the key "${key}" by path`);
  return `${prefix}.${deletion ? "-=" : ""}${key}`;
}

/**
 * Adds to `update` the changes that turn `before` into `after`, under `prefix`. Objects are
 * compared key by key (so a step that changes one nested value writes only that value); arrays and
 * other values are written whole when they differ, as Foundry replaces arrays on update.
 */
export function diffSources(
  update: UpdateData,
  prefix: string,
  before: PlainObject,
  after: PlainObject,
): void {
  for (const [key, value] of Object.entries(after)) {
    const old = before[key];
    if (!Object.hasOwn(before, key)) update[pathTo(prefix, key)] = value;
    else if (sameValue(old, value)) continue;
    else if (isPlainObject(old) && isPlainObject(value)) diffSources(update, pathTo(prefix, key), old, value);
    else update[pathTo(prefix, key)] = value;
  }
  for (const key of Object.keys(before)) {
    if (!Object.hasOwn(after, key)) update[pathTo(prefix, key, true)] = null;
  }
}

/**
 * The migration of one document from its raw stored `system` source, or null when it needs none
 * (not a system type, already current, or no step found anything to migrate). The source is not
 * touched.
 */
export function planDocumentMigration(type: unknown, rawSystem: unknown): DocumentMigration | null {
  if (!isMigratedType(type) || !isPlainObject(rawSystem)) return null;
  const before = structuredClone(rawSystem);
  const after = structuredClone(rawSystem);
  const { ran } = upgradeSource(type, after);
  if (ran.length === 0) return null;
  const update: UpdateData = {};
  diffSources(update, "system", before, after);
  return { ran, update };
}

/**
 * Plans every document at once, before anything is written. A document whose source cannot be
 * read or migrated is listed in `failures` and the others are planned regardless.
 */
export function planMigrations<D>(docs: Iterable<D>, sourceOf: (doc: D) => StoredSource): MigrationPlan<D> {
  const plan: MigrationPlan<D> = { migrations: [], failures: [] };
  for (const doc of docs) {
    try {
      const { type, system } = sourceOf(doc);
      const migration = planDocumentMigration(type, system);
      if (migration) plan.migrations.push({ doc, ...migration });
    } catch (error) {
      plan.failures.push({ doc, error });
    }
  }
  return plan;
}
