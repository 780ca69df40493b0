import { schemaVersionsOf, type MigrationSet } from "../../shell/migrations/steps";

/**
 * Fill Yore Hands!'s document types and their migration steps (the engine is the shell's). Version
 * 1 is the first released schema: no step yet. A later change adds a step here.
 */
export const DOCUMENT_TYPES = ["fyh-figure", "fyh-group", "fyh-weapon"] as const;
export type FyhType = (typeof DOCUMENT_TYPES)[number];

export const fillYoreHandsMigrations: MigrationSet = { types: DOCUMENT_TYPES, steps: [] };

/** The schema version new documents are stamped with (1 while there is no step). */
export const SCHEMA_VERSIONS = schemaVersionsOf(fillYoreHandsMigrations) as Readonly<Record<FyhType, number>>;
