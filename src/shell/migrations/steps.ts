/**
 * The migration engine, pure (no Foundry) so tests can run it on old sources. Each ruleset gives
 * its document types and its steps (`RulesetDefinition.migrations`); the shell registers every
 * ruleset's at `init` (`registerMigrations`), before any document is prepared.
 *
 * Every system data model stores `schemaVersion`. A step upgrades the raw `system` source of one
 * document type from `version - 1` to `version`. Steps run in memory from each model's
 * `migrateData` (every client, every load: see `migrateModelSource`) and are persisted once per
 * world by the runner in `./runner.ts`, which writes only what a step changed (`./plan.ts`).
 * Steps must be idempotent and must keep every value they do not deliberately move.
 */

import { recordRawSource } from "./raw-sources";

export type MigratedType = string;

export type RawSource = Record<string, unknown>;

export interface MigrationStep {
  type: MigratedType;
  /** The version the step produces. */
  version: number;
  /**
   * The keys the step migrates from: it runs only when every one of them is present. List keys that
   * exist only in sources older than `version` (keys the step renames, moves or removes). Current
   * code never writes them, so their presence alone shows old data, even in a partial update that
   * carries no `schemaVersion`. A step that would reinterpret a key the current schema still has
   * cannot tell old data from a fresh write on a partial update; give it a legacy key to read or
   * make it run on whole sources only before adding one.
   */
  reads: readonly string[];
  /**
   * Current keys whose stored value the step combines with what it reads (it appends to them).
   * A partial update lacks the stored value, and writing the key would overwrite it, so on a
   * partial source the step runs only when these are present too. On a whole source an absent key
   * was never stored, and the step starts from the field's empty value.
   */
  mergesInto?: readonly string[];
  migrate(source: RawSource): void;
}

/** A ruleset's migrations: its document types (every one is versioned) and its steps. */
export interface MigrationSet {
  types: readonly string[];
  steps: readonly MigrationStep[];
}

/** The current schema version of each type of `set`: its highest step, or 1 when it has none. */
export function schemaVersionsOf(set: MigrationSet): Readonly<Record<string, number>> {
  return Object.freeze(
    Object.fromEntries(
      set.types.map((type) => [
        type,
        Math.max(1, ...set.steps.filter((s) => s.type === type).map((s) => s.version)),
      ]),
    ),
  );
}

/** Every registered type's current version, and every registered step. */
const versions = new Map<string, number>();
const steps: MigrationStep[] = [];

/** Registers a ruleset's migrations (once; registering the same set again changes nothing). */
export function registerMigrations(set: MigrationSet): void {
  const current = schemaVersionsOf(set);
  for (const type of set.types) {
    if (versions.has(type)) continue;
    versions.set(type, current[type]!);
    steps.push(...set.steps.filter((s) => s.type === type));
  }
}

/** The world-wide version the runner compares with the stored setting (sum over every type). */
export function worldSchemaVersion(): number {
  let sum = 0;
  for (const v of versions.values()) sum += v;
  return sum;
}

/** A source's own version: 0 when it predates versioning. */
export function sourceVersion(source: RawSource): number {
  const v = source.schemaVersion;
  return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : 0;
}

export interface MigrateOptions {
  /**
   * The source is the changed keys of an update, not a whole stored `system` object: steps run
   * only when every key they read and merge into is present, and `schemaVersion` is never stamped.
   */
  partial?: boolean;
}

export interface MigrationResult {
  /** The step versions the source went through (on a whole source, also steps with nothing to do). */
  passed: number[];
  /** The step versions that found their keys and ran. */
  ran: number[];
}

function present(source: RawSource, key: string): boolean {
  return Object.hasOwn(source, key) && source[key] !== undefined;
}

function stepApplies(step: MigrationStep, source: RawSource, partial: boolean): boolean {
  if (!step.reads.every((key) => present(source, key))) return false;
  return !partial || (step.mergesInto ?? []).every((key) => present(source, key));
}

/** The steps of `type` above the source's version, in order. */
function pendingSteps(type: MigratedType, source: RawSource) {
  const from = sourceVersion(source);
  const target = versions.get(type) ?? 0;
  const pending = steps.filter((s) => s.type === type && s.version > from && s.version <= target);
  return { from, target, steps: pending };
}

/**
 * Upgrades one raw `system` source in place to the current version of its type. A whole source
 * (the default) is stamped with the current `schemaVersion`; a partial one never is. Newer sources
 * are left alone.
 */
export function upgradeSource(
  type: MigratedType,
  source: RawSource,
  options: MigrateOptions = {},
): MigrationResult {
  const partial = options.partial ?? false;
  const result: MigrationResult = { passed: [], ran: [] };
  const { from, target, steps } = pendingSteps(type, source);
  if (from >= target) return result;
  for (const step of steps) {
    // Decided on the source as it stands after the earlier steps, which may produce what this reads.
    if (stepApplies(step, source, partial)) {
      step.migrate(source);
      result.ran.push(step.version);
      result.passed.push(step.version);
    } else if (!partial) {
      result.passed.push(step.version);
    }
  }
  if (!partial) source.schemaVersion = target;
  return result;
}

/**
 * Upgrades one raw `system` source in place and returns the versions it went through (see
 * `upgradeSource`).
 */
export function migrateSource(type: MigratedType, source: RawSource, options: MigrateOptions = {}): number[] {
  return upgradeSource(type, source, options).passed;
}

/**
 * Whether `migrateData` was handed the changed keys of an update rather than a whole stored source.
 *
 * V13 calls `migrateData` with the whole stored `system` object when a document is loaded, created
 * or imported, and with only the changed keys of an `.update()` (the diff), and says neither which
 * (foundryvtt/foundryvtt#14482 asks core for such a signal).
 * The marker used here is `schemaVersion`: the field is required with the current version as its
 * initial value, so every source a versioned model ever stored carries it, while the sheets and the
 * table flows never write it in an update. A source without it is therefore treated as partial:
 *
 * - a pre-versioning source (the 0.1 foundation) is read as partial too, which costs nothing: its
 *   steps still run when their legacy keys are present (that foundation stored every one of its
 *   fields, so the keys steps merge into are there), and Foundry's cleaning then fills in the
 *   missing `schemaVersion` with the current version, exactly what stamping would have written;
 * - an ordinary update (`{rep: 5}`) runs no step, since it holds no legacy key, and gains no
 *   `schemaVersion`, so it cannot mark stored data as migrated that was never migrated;
 * - creation data written by current code holds no legacy key either, so reading it as partial
 *   changes nothing, and cleaning gives the new document the current `schemaVersion`;
 * - the runner's own update carries the current `schemaVersion`, so it is read as whole and left
 *   alone (nothing is older than current). An update that writes an older `schemaVersion` by hand
 *   is read as a whole old source and upgraded (and stamped) as one: whoever writes a version
 *   vouches that the update holds that version's whole data.
 */
export function isPartialSource(source: RawSource): boolean {
  return !Object.hasOwn(source, "schemaVersion");
}

/**
 * The data models' `migrateData` hook: upgrades `source` in place, partial or whole as
 * `isPartialSource` reads it. Before a step changes it, a copy of the raw source is kept for the
 * world runner (`./raw-sources.ts`), which diffs the raw stored data rather than the cleaned model.
 */
export function migrateModelSource(type: MigratedType, source: RawSource): void {
  const partial = isPartialSource(source);
  const { from, target, steps } = pendingSteps(type, source);
  if (from >= target) return;
  // A step finds keys an earlier step produced only if that one ran, so some step runs exactly
  // when one applies to the source as it stands now.
  if (steps.some((step) => stepApplies(step, source, partial))) recordRawSource(source);
  upgradeSource(type, source, { partial });
}

export function isMigratedType(type: unknown): type is MigratedType {
  return typeof type === "string" && versions.has(type);
}
