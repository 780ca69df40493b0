import { assertList } from "../../core/checks";
import { RulesError, assertInteger } from "../../core/errors";
import {
  isMissingTable,
  lookupGmRow,
  type GmTableData,
  type GmTableDefinition,
  type MissingTable,
} from "../../core/gm-table";
import { assertTableData } from "../tables/data";

/**
 * The lost "name → modifier" lists (brawl and rear-attack modifiers FYH-M08, brawling ratings
 * FYH-M09, charm levels FYH-M11). Shape of each: a list table whose rows (keyed by an id the GM's
 * editor gives them) are `{ name: string, modifier: number }`.
 */

/** Bounds a modifier only against nonsense; the GM's values themselves are not ours to limit. */
const MODIFIER_LIMIT = 100;

/**
 * One row's modifier. No row chosen (null) adds 0 and needs no table; a chosen row the table does
 * not hold (or no table at all) is the MissingTable to report.
 */
export function listModifier(
  definition: GmTableDefinition,
  table: GmTableData | undefined,
  rowId: string | null,
): number | MissingTable {
  if (rowId === null) return 0;
  if (typeof rowId !== "string" || rowId === "")
    throw new RulesError(definition.id, rowId, "must be a row id of the table or null");
  const row = lookupGmRow(definition, assertTableData(definition.id, table), rowId);
  if (isMissingTable(row)) return row;
  return assertInteger(
    `${definition.id}.rows.${rowId}.modifier`,
    row.modifier,
    -MODIFIER_LIMIT,
    MODIFIER_LIMIT,
  );
}

/** The sum of the rows a player ticked (each once); none ticked is 0 with no table needed. */
export function tickedModifiers(
  definition: GmTableDefinition,
  table: GmTableData | undefined,
  rowIds: readonly string[],
): number | MissingTable {
  const ids = assertList<string>(`${definition.id}Ticked`, rowIds);
  if (new Set(ids).size !== ids.length)
    throw new RulesError(`${definition.id}Ticked`, ids, "must name each modifier once");
  let sum = 0;
  for (const id of ids) {
    const m = listModifier(definition, table, id);
    if (isMissingTable(m)) return m;
    sum += m;
  }
  return sum;
}
