import { schemaVersionsOf, type MigrationSet } from "../../shell/migrations/steps";

/**
 * Six Gun Sound (classic)'s document types and their migration steps (the engine is the shell's).
 * Version 1 is the first released schema: no step yet. A later change adds a step here.
 */
export const DOCUMENT_TYPES = [
  "classic-figure",
  "classic-horse",
  "classic-vehicle",
  "classic-weapon",
] as const;
export type ClassicType = (typeof DOCUMENT_TYPES)[number];

export const sgsClassicMigrations: MigrationSet = { types: DOCUMENT_TYPES, steps: [] };

/** The schema version new documents are stamped with (1 while there is no step). */
export const SCHEMA_VERSIONS = schemaVersionsOf(sgsClassicMigrations) as Readonly<
  Record<ClassicType, number>
>;
