/**
 * Schema versions and migration steps, pure (no Foundry) so tests can run them on old sources.
 *
 * Every system data model stores `schemaVersion`. A step upgrades the raw `system` source of one
 * document type from `version - 1` to `version`. Steps run in memory from each model's
 * `migrateData` (every client, every load) and are persisted once per world by the runner in
 * `./runner.ts`. Steps must be idempotent and must keep every value they do not deliberately move.
 */

export const DOCUMENT_TYPES = ["character", "mount", "vehicle", "outfit", "weapon", "attribute"] as const;
export type MigratedType = (typeof DOCUMENT_TYPES)[number];

export type RawSource = Record<string, unknown>;

export interface MigrationStep {
  type: MigratedType;
  /** The version the step produces. */
  version: number;
  migrate(source: RawSource): void;
}

export const MIGRATION_STEPS: readonly MigrationStep[] = [
  {
    // Stamp schema version 1; move a legacy `biography` into `notes`.
    // Proves the path. Sources written by the 0.1 foundation have no schemaVersion and may carry the
    // character's free text as `biography` (an early draft name). Keep every value; move the text.
    type: "character",
    version: 1,
    migrate(source) {
      if (typeof source.biography === "string") {
        const notes = typeof source.notes === "string" ? source.notes : "";
        source.notes = notes ? `${notes}${source.biography}` : source.biography;
        delete source.biography;
      }
    },
  },
];

/** The current schema version of each type: the highest step, or 1 when a type has none yet. */
export const SCHEMA_VERSIONS: Readonly<Record<MigratedType, number>> = Object.freeze(
  Object.fromEntries(
    DOCUMENT_TYPES.map((type) => [
      type,
      Math.max(1, ...MIGRATION_STEPS.filter((s) => s.type === type).map((s) => s.version)),
    ]),
  ) as Record<MigratedType, number>,
);

/** The world-wide version the runner compares with the stored setting (sum of all types). */
export const WORLD_SCHEMA_VERSION = DOCUMENT_TYPES.reduce((n, t) => n + SCHEMA_VERSIONS[t], 0);

/** A source's own version: 0 when it predates versioning. */
export function sourceVersion(source: RawSource): number {
  const v = source.schemaVersion;
  return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : 0;
}

/**
 * Upgrades one raw `system` source in place to the current version of its type and returns the
 * versions it went through. Newer sources are left alone.
 */
export function migrateSource(type: MigratedType, source: RawSource): number[] {
  const applied: number[] = [];
  const from = sourceVersion(source);
  const target = SCHEMA_VERSIONS[type];
  if (from >= target) return applied;
  for (const step of MIGRATION_STEPS) {
    if (step.type !== type || step.version <= from || step.version > target) continue;
    step.migrate(source);
    applied.push(step.version);
  }
  source.schemaVersion = target;
  return applied;
}

export function isMigratedType(type: unknown): type is MigratedType {
  return typeof type === "string" && (DOCUMENT_TYPES as readonly string[]).includes(type);
}
