import { SYSTEM_ID } from "../../config";
import {
  lookupGmRow,
  type GmTableData,
  type GmTableDefinition,
  type GmTableRow,
  type MissingTable,
} from "../../rules/core/gm-table";
import { fgame } from "../foundry";

/**
 * Where the GM's tables live: one world setting, `six-gun-sound.gmTables`, holding
 * `{ [tableId]: GmTableData }` (not shown in the settings list; the editor is its form). Only the
 * GM writes it (`writeGmTables` refuses anyone else, and Foundry refuses a player's write of a world
 * setting anyway); everything written has been through `validateGmTableData`.
 */

export const GM_TABLES_SETTING = "gmTables";

/** The world's ruleset and its table definitions, set once at `init` by `registerGmTables`. */
interface ActiveTables {
  rulesetId: string;
  rulesetLabel: string;
  tables: readonly GmTableDefinition[];
}
let active: ActiveTables = { rulesetId: "", rulesetLabel: "", tables: [] };

export function setActiveGmTables(next: ActiveTables): void {
  active = next;
}

export function activeGmTables(): ActiveTables {
  return active;
}

export function gmTableDefinition(id: string): GmTableDefinition | undefined {
  return active.tables.find((t) => t.id === id);
}

interface SettingsRW {
  get(ns: string, key: string): unknown;
  set?(ns: string, key: string, value: unknown): Promise<unknown>;
}
const settings = () => fgame().settings as SettingsRW;

/** Every stored table (an unreadable or malformed setting reads as none). */
export function readGmTables(): Record<string, GmTableData> {
  let value: unknown;
  try {
    value = settings().get(SYSTEM_ID, GM_TABLES_SETTING);
  } catch {
    return {};
  }
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, GmTableData>)
    : {};
}

/** One table as the GM filled it, or undefined when he has not (a flow then reports it missing). */
export function readGmTable(id: string): GmTableData | undefined {
  const data = readGmTables()[id];
  return data && typeof data === "object" && typeof data.rows === "object" && data.rows !== null
    ? data
    : undefined;
}

/**
 * The row of `key` in table `id` (the GM's, else one the text gives), or the `MissingTable` to
 * report. A table the world's ruleset does not define is a caller's mistake: it throws.
 */
export function gmLookup(id: string, key: string): GmTableRow | MissingTable {
  const def = gmTableDefinition(id);
  if (!def) throw new Error(`${SYSTEM_ID} | no GM table "${id}" in the world's ruleset`);
  return lookupGmRow(def, readGmTable(id), key);
}

/**
 * Writes the tables given (each replacing its stored table; others are kept). Only a GM may: for
 * anyone else nothing is written and false is returned.
 */
export async function writeGmTables(tables: Readonly<Record<string, GmTableData>>): Promise<boolean> {
  if (!fgame().user.isGM) return false;
  const next = { ...readGmTables(), ...tables };
  await settings().set!(SYSTEM_ID, GM_TABLES_SETTING, next);
  return true;
}

/** Foundry's localization, in the shape the pure validators and views take. */
export function foundryText(): {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
} {
  const i18n = fgame().i18n;
  return { localize: (key) => i18n.localize(key), format: (key, data) => i18n.format(key, data) };
}
