import { I18N, SYSTEM_ID } from "../../config";
import { type PlannedMigration, planMigrations } from "./plan";
import { forgetRawSource, recordedRawSource } from "./raw-sources";
import { worldSchemaVersion } from "./steps";
import { pluralKey } from "../plural";

/**
 * The world migration runner. Data models already upgrade old sources in memory (`migrateData`
 * runs `migrateModelSource` on every load); this writes the upgrade back once per world, so the
 * database catches up. It runs on `ready`, for the active GM only, when the world's stored schema
 * version is older than the code's. What to write is planned by the pure `./plan.ts`: only the
 * documents on which a step ran, and only the keys the steps changed.
 */

const SETTING = "schemaVersion";

export function registerMigrationSettings(): void {
  game.settings!.register(SYSTEM_ID, SETTING, {
    name: `${I18N}.Migration.setting`,
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}

/** What the runner uses of an Actor or an Item. */
export interface MigratableDocument {
  type: string;
  name: string | null;
  _source: { system?: unknown };
  update(data: object, options?: object): Promise<unknown>;
}

export type FailureReport = (doc: MigratableDocument, error: unknown) => void;

export interface MigrationOutcome {
  migrated: number;
  failed: number;
}

/**
 * Written exactly as planned: no diff against the in-memory source (the steps already changed it
 * in memory, so a diff would drop every change), merged by path, and without re-rendering sheets.
 */
const UPDATE_OPTIONS = { diff: false, recursive: true, render: false } as const;

/**
 * The raw stored `system` source of a document: the copy kept before `migrateData` changed it on
 * load, or else the source as the document holds it (already current: nothing to write).
 */
export function storedSystemSource(doc: MigratableDocument): unknown {
  const held = doc._source.system;
  return recordedRawSource(held) ?? held;
}

async function apply(
  migration: PlannedMigration<MigratableDocument>,
  report: FailureReport,
): Promise<boolean> {
  const { doc, update } = migration;
  const held = doc._source.system;
  try {
    await doc.update(update, UPDATE_OPTIONS);
    forgetRawSource(held);
    return true;
  } catch (error) {
    report(doc, error);
    return false;
  }
}

/**
 * Plans every document first, then writes the planned ones one by one. A document that cannot be
 * planned or written is reported and the others go on; nothing is thrown.
 */
export async function migrateDocuments(
  docs: Iterable<MigratableDocument>,
  report: FailureReport,
): Promise<MigrationOutcome> {
  const plan = planMigrations(docs, (doc) => ({ type: doc.type, system: storedSystemSource(doc) }));
  for (const { doc, error } of plan.failures) report(doc, error);
  let migrated = 0;
  for (const migration of plan.migrations) if (await apply(migration, report)) migrated++;
  return { migrated, failed: plan.failures.length + plan.migrations.length - migrated };
}

function* worldDocuments(): Generator<MigratableDocument> {
  for (const actor of game.actors ?? []) {
    yield actor as unknown as MigratableDocument;
    for (const item of (actor as Actor.Implementation).items) yield item as unknown as MigratableDocument;
  }
  for (const item of game.items ?? []) yield item as unknown as MigratableDocument;
}

function reportFailure(doc: MigratableDocument, error: unknown): void {
  console.error(`${SYSTEM_ID} | migration failed for ${doc.name}`, error);
  try {
    ui.notifications?.error(game.i18n!.format(`${I18N}.Migration.failed`, { name: doc.name ?? "" }));
  } catch (notifyError) {
    console.error(`${SYSTEM_ID} | could not show the migration failure`, notifyError);
  }
}

export async function runWorldMigration(): Promise<void> {
  try {
    if (!game.user?.isGM || game.users?.activeGM?.id !== game.user.id) return;
    const stored = Number(game.settings!.get(SYSTEM_ID, SETTING) ?? 0);
    const current = worldSchemaVersion();
    if (stored >= current) return;
    ui.notifications?.info(game.i18n!.format(`${I18N}.Migration.started`, { version: String(current) }));
    const { migrated, failed } = await migrateDocuments(worldDocuments(), reportFailure);
    // A document that failed is tried again at the next start; the migrated ones are current by
    // then and are not written again, so the setting moves on only when every document is done.
    if (failed === 0) await game.settings!.set(SYSTEM_ID, SETTING, current);
    const done = pluralKey(`${I18N}.Migration.done`, migrated, game.i18n!.lang);
    ui.notifications?.info(game.i18n!.format(done, { count: String(migrated) }));
  } catch (error) {
    console.error(`${SYSTEM_ID} | world migration stopped`, error);
  }
}
