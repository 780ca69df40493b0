import { RulesError } from "../../core/errors";
import type { GmTableData } from "../../core/gm-table";

/**
 * Checks a GM table's stored contents before a lookup reads them (world data can be anything):
 * absent is fine (nothing filled yet), else it must hold a `rows` object of row objects.
 */
export function assertTableData(field: string, data: unknown): GmTableData | undefined {
  if (data === undefined) return undefined;
  const rows = (data as { rows?: unknown } | null)?.rows;
  if (typeof rows !== "object" || rows === null || Array.isArray(rows))
    throw new RulesError(field, data, "must be a GM table's contents ({ rows: { key: row } })");
  for (const [key, row] of Object.entries(rows))
    if (typeof row !== "object" || row === null || Array.isArray(row))
      throw new RulesError(`${field}.rows.${key}`, row, "must be a row object");
  return data as GmTableData;
}
