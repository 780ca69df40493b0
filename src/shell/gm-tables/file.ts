import type { GmTableData, GmTableDefinition } from "../../rules/core/gm-table";
import { SYSTEM_ID, I18N } from "../../config";
import { KEYS_ONLY, validateGmTableData, type GmTablesText } from "./validate";

/**
 * The JSON file a GM exports and imports: which system and ruleset it belongs to, and the tables by
 * id. Pure, so the round trip is tested without Foundry. A file that is not JSON, or not ours, or
 * names another ruleset is refused whole; otherwise every table is validated and what is valid is
 * kept, each thing dropped named in a problem.
 */

export const GM_TABLES_FILE_VERSION = 1;

export interface GmTablesFile {
  system: typeof SYSTEM_ID;
  ruleset: string;
  version: number;
  tables: Record<string, GmTableData>;
}

/** The file for `stored`: only tables the ruleset defines, in its order. */
export function exportGmTables(
  ruleset: { id: string; tables: readonly GmTableDefinition[] },
  stored: Readonly<Record<string, GmTableData>>,
): GmTablesFile {
  const tables: Record<string, GmTableData> = {};
  for (const def of ruleset.tables) if (stored[def.id]) tables[def.id] = stored[def.id]!;
  return { system: SYSTEM_ID, ruleset: ruleset.id, version: GM_TABLES_FILE_VERSION, tables };
}

export type GmTablesImport =
  { ok: false; problem: string } | { ok: true; tables: Record<string, GmTableData>; problems: string[] };

// A namespace of keys (the lang test checks whole keys; the tests here each message built from it).
const P = `${I18N}.GmTables.Import`;

/** Reads an exported file's text; `ok: false` means nothing may be saved. */
export function importGmTables(
  ruleset: { id: string; label: string; tables: readonly GmTableDefinition[] },
  fileText: string,
  text: GmTablesText = KEYS_ONLY,
): GmTablesImport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fileText);
  } catch (error) {
    return { ok: false, problem: text.format(`${P}.NotJson`, { reason: String((error as Error).message) }) };
  }
  const file = parsed as Partial<GmTablesFile> | null;
  if (typeof file !== "object" || file === null || Array.isArray(file) || file.system !== SYSTEM_ID)
    return { ok: false, problem: text.localize(`${P}.NotOurs`) };
  if (file.ruleset !== ruleset.id)
    return {
      ok: false,
      problem: text.format(`${P}.OtherRuleset`, {
        file: String(file.ruleset),
        ruleset: text.localize(ruleset.label),
      }),
    };
  const raw = file.tables;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { ok: false, problem: text.localize(`${P}.NoTables`) };
  const problems: string[] = [];
  const tables: Record<string, GmTableData> = {};
  for (const [id, data] of Object.entries(raw)) {
    const def = ruleset.tables.find((t) => t.id === id);
    if (!def) {
      problems.push(text.format(`${P}.UnknownTable`, { table: id.slice(0, 60) }));
      continue;
    }
    const result = validateGmTableData(def, data, text);
    problems.push(...result.problems);
    tables[id] = result.data;
  }
  return { ok: true, tables, problems };
}
