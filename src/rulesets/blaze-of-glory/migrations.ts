import { schemaVersionsOf, type MigrationSet, type MigrationStep } from "../../shell/migrations/steps";

/**
 * Blaze of Glory's document types and migration steps (the engine is the shell's:
 * `src/shell/migrations/steps.ts`). Its types' ids never change; a step moves old data forward.
 */

export const DOCUMENT_TYPES = ["character", "mount", "vehicle", "outfit", "weapon", "attribute"] as const;
export type BlazeOfGloryType = (typeof DOCUMENT_TYPES)[number];

export const MIGRATION_STEPS: readonly MigrationStep[] = [
  {
    // Stamp schema version 1; move a legacy `biography` into `notes`.
    // Proves the path. Sources written by the 0.1 foundation have no schemaVersion and may carry the
    // character's free text as `biography` (an early draft name). Keep every value; move the text.
    type: "character",
    version: 1,
    reads: ["biography"],
    mergesInto: ["notes"],
    migrate(source) {
      if (typeof source.biography === "string") {
        const notes = typeof source.notes === "string" ? source.notes : "";
        source.notes = notes ? `${notes}${source.biography}` : source.biography;
        delete source.biography;
      }
    },
  },
];

export const blazeOfGloryMigrations: MigrationSet = { types: DOCUMENT_TYPES, steps: MIGRATION_STEPS };

/** The current schema version of each Blaze of Glory type (what new documents are stamped with). */
export const SCHEMA_VERSIONS = schemaVersionsOf(blazeOfGloryMigrations) as Readonly<
  Record<BlazeOfGloryType, number>
>;
