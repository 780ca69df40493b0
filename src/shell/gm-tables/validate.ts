import { I18N } from "../../config";
import {
  gmTableKeys,
  type GmTableData,
  type GmTableDefinition,
  type GmTableField,
} from "../../rules/core/gm-table";

/**
 * Cleaning of GM-table data, whatever its origin (the editor's form, an imported file, the stored
 * setting): pure, so the editor, the import and the tests share it. Whatever is valid is kept;
 * each thing dropped is named in a problem (table, row and field), never silently lost or invented.
 * Messages come from `lang/en.json` (`SIXGUN.GmTables.Problem.*`) through the `text` given.
 */

/** Localization, injected (Foundry's `game.i18n` in the shell, the lang file in tests). */
export interface GmTablesText {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

/** Without a translator: the keys themselves (for logs and callers that only need the data). */
export const KEYS_ONLY: GmTablesText = {
  localize: (key) => key,
  format: (key, data) => `${key} ${JSON.stringify(data)}`,
};

// A namespace of keys (the lang test checks whole keys; the tests here each message built from it).
const P = `${I18N}.GmTables.Problem`;
/** Longest text a field or a list key keeps: a table cell, not a journal. */
export const MAX_TEXT = 500;
export const MAX_KEY = 60;
/** Keys an object must never be given (prototype pollution through a crafted file). */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export interface GmTableValidation {
  data: GmTableData;
  problems: string[];
}

const SUITS: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** How a row key is shown: a card with its suit symbol ("10♥"), a Joker by name, else as written. */
export function rowKeyLabel(definition: GmTableDefinition, key: string, text: GmTablesText): string {
  if (definition.keys.kind !== "cards") return key;
  if (key === "JokerR") return text.localize("SIXGUN.Decks.Joker.red");
  if (key === "JokerB") return text.localize("SIXGUN.Decks.Joker.black");
  const suit = SUITS[key.slice(-1)];
  return suit ? `${key.slice(0, -1)}${suit}` : key;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const shown = (value: unknown): string => {
  const s = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
};

/** One field's cleaned value: `{ value }`, `{}` when empty, or `{ problem }` (a lang key + data). */
function cleanValue(
  field: GmTableField,
  raw: unknown,
): { value?: unknown; problem?: string; data?: Record<string, string> } {
  if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) return {};
  switch (field.type) {
    case "number": {
      const n = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw.trim()) : Number.NaN;
      if (!Number.isFinite(n)) return { problem: "NotANumber" };
      if (field.integer && !Number.isInteger(n)) return { problem: "NotAnInteger" };
      if (field.min !== undefined && n < field.min)
        return { problem: "BelowMin", data: { min: String(field.min) } };
      if (field.max !== undefined && n > field.max)
        return { problem: "AboveMax", data: { max: String(field.max) } };
      return { value: n };
    }
    case "text": {
      if (typeof raw !== "string" && typeof raw !== "number") return { problem: "NotText" };
      const s = String(raw).trim();
      if (s.length > MAX_TEXT) return { problem: "TooLong", data: { max: String(MAX_TEXT) } };
      return { value: s };
    }
    case "choice": {
      const s = typeof raw === "string" ? raw.trim() : raw;
      if (typeof s !== "string" || !field.choices.includes(s))
        return { problem: "UnknownChoice", data: { choices: field.choices.join(", ") } };
      return { value: s };
    }
    case "boolean": {
      if (raw === true || raw === "true") return { value: true };
      if (raw === false || raw === "false") return { value: false };
      return { problem: "NotABoolean" };
    }
  }
}

/**
 * Cleans one table's data against its definition: rows of unknown keys, unknown fields and values
 * of the wrong type or outside their bounds are dropped, each with a problem; every valid value is
 * kept. Numbers given as text are read as numbers; text is trimmed; an empty value is no value, and a
 * row left with no value is no row (so the table shows it as still to fill).
 */
export function validateGmTableData(
  definition: GmTableDefinition,
  raw: unknown,
  text: GmTablesText = KEYS_ONLY,
): GmTableValidation {
  const table = text.localize(definition.label);
  const problems: string[] = [];
  const problem = (key: string, data: Record<string, string> = {}) =>
    problems.push(text.format(`${P}.${key}`, { table, ...data }));
  const rows: Record<string, Record<string, unknown>> = {};
  const empty: GmTableValidation = { data: { rows, sourceStatus: "gm-defined" }, problems };

  if (raw === undefined || raw === null) return empty;
  if (!isRecord(raw)) {
    problem("NotATable");
    return empty;
  }
  for (const key of Object.keys(raw))
    if (key !== "rows" && key !== "sourceStatus") problem("UnknownProperty", { property: shown(key) });
  const rawRows = raw.rows ?? {};
  if (!isRecord(rawRows)) {
    problem("RowsNotAnObject");
    return empty;
  }

  const fixed = gmTableKeys(definition);
  const fields = new Map(definition.fields.map((f) => [f.id, f]));
  for (const [rawKey, rawRow] of Object.entries(rawRows)) {
    const key = definition.keys.kind === "list" ? rawKey.trim() : rawKey;
    const row = rowKeyLabel(definition, key, text);
    if (definition.keys.kind === "list") {
      if (key === "" || key.length > MAX_KEY || FORBIDDEN_KEYS.has(key)) {
        problem("BadListKey", { row: shown(rawKey), max: String(MAX_KEY) });
        continue;
      }
      if (key in rows) {
        problem("DuplicateKey", { row });
        continue;
      }
    } else if (!fixed.includes(key)) {
      problem("UnknownKey", { row: shown(rawKey) });
      continue;
    }
    if (!isRecord(rawRow)) {
      problem("RowNotAnObject", { row });
      continue;
    }
    const cleaned: Record<string, unknown> = {};
    for (const [fieldId, value] of Object.entries(rawRow)) {
      const field = fields.get(fieldId);
      if (!field) {
        problem("UnknownField", { row, field: shown(fieldId) });
        continue;
      }
      const result = cleanValue(field, value);
      if (result.problem)
        problem(result.problem, {
          row,
          field: text.localize(field.label),
          value: shown(value),
          ...result.data,
        });
      else if (result.value !== undefined) cleaned[fieldId] = result.value;
    }
    if (Object.keys(cleaned).length > 0) rows[key] = cleaned;
  }
  return empty;
}

/** How full a table is: rows found (the GM's or the text's) of the rows it needs (null for a list). */
export function filledCount(
  definition: GmTableDefinition,
  data: GmTableData | undefined,
): { filled: number; total: number | null } {
  const fixed = gmTableKeys(definition);
  if (definition.keys.kind === "list") {
    const keys = new Set([...Object.keys(data?.rows ?? {}), ...Object.keys(definition.known ?? {})]);
    return { filled: keys.size, total: null };
  }
  return {
    filled: fixed.filter((k) => data?.rows[k] !== undefined || definition.known?.[k] !== undefined).length,
    total: fixed.length,
  };
}
