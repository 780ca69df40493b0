import { I18N, SYSTEM_ID } from "../config";
import { WORLD_SCHEMA_VERSION, isMigratedType } from "./steps";

/**
 * The world migration runner. Data models already upgrade old sources in memory (`migrateData`
 * runs `migrateSource` on every load); this writes the upgraded data back once per world, so the
 * database catches up. It runs on `ready`, for the active GM only, when the world's stored schema
 * version is older than the code's.
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

interface Migratable {
  type: string;
  name: string | null;
  toObject(): { system?: unknown };
  update(data: object, options?: object): Promise<unknown>;
}

async function persist(doc: Migratable): Promise<boolean> {
  if (!isMigratedType(doc.type)) return false;
  try {
    // The in-memory source is already migrated: write all of `system`, replacing the stored object.
    await doc.update({ system: doc.toObject().system }, { diff: false, recursive: false, render: false });
    return true;
  } catch (error) {
    console.error(`${SYSTEM_ID} | migration failed for ${doc.name}`, error);
    ui.notifications?.error(game.i18n!.format(`${I18N}.Migration.failed`, { name: doc.name ?? "" }));
    return false;
  }
}

export async function runWorldMigration(): Promise<void> {
  if (!game.user?.isGM || game.users?.activeGM?.id !== game.user.id) return;
  const stored = Number(game.settings!.get(SYSTEM_ID, SETTING) ?? 0);
  if (stored >= WORLD_SCHEMA_VERSION) return;
  ui.notifications?.info(
    game.i18n!.format(`${I18N}.Migration.started`, { version: String(WORLD_SCHEMA_VERSION) }),
  );
  let count = 0;
  for (const actor of game.actors ?? []) {
    if (await persist(actor as unknown as Migratable)) count++;
    for (const item of (actor as Actor.Implementation).items)
      if (await persist(item as unknown as Migratable)) count++;
  }
  for (const item of game.items ?? []) if (await persist(item as unknown as Migratable)) count++;
  await game.settings!.set(SYSTEM_ID, SETTING, WORLD_SCHEMA_VERSION);
  ui.notifications?.info(game.i18n!.format(`${I18N}.Migration.done`, { count: String(count) }));
}
