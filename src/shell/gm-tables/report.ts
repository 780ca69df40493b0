import { SYSTEM_ID, templatePath } from "../../config";
import type { GmTableDefinition, MissingTable } from "../../rules/core/gm-table";
import { fv, type FMessage } from "../foundry";
import { foundryText, gmTableDefinition } from "./store";
import { rowKeyLabel, type GmTablesText } from "./validate";

/**
 * What a flow does when a rule needs a table the GM has not filled: it says so, in a warning and in
 * a small chat card, and rolls nothing. The card names the table, what it is for and where the book
 * announces it; its one button (shown to the GM only, by `./register.ts`) opens the editor on it.
 */

export const MISSING_TABLE_FLAG = "missingTable";

export interface MissingTableView {
  table: string;
  tableId: string;
  hint: string;
  source: string;
  /** The key that had no row ("7♥"), when the table has rows but not that one. */
  key: string;
}

export function missingTableView(
  missing: MissingTable,
  definition: GmTableDefinition | undefined,
  text: GmTablesText,
): MissingTableView {
  return {
    table: definition ? text.localize(definition.label) : missing.missing,
    tableId: missing.missing,
    hint: definition ? text.localize(definition.hint) : "",
    source: definition?.source ?? "",
    key: missing.key && definition ? rowKeyLabel(definition, missing.key, text) : (missing.key ?? ""),
  };
}

export interface ReportMissingOptions {
  definition?: GmTableDefinition;
  /** Who the card speaks as (a `ChatMessage.getSpeaker` result); default: the table's name. */
  speaker?: unknown;
}

export async function reportMissingTable(
  missing: MissingTable,
  options: ReportMissingOptions = {},
): Promise<FMessage | undefined> {
  const g = fv();
  const text = foundryText();
  const view = missingTableView(missing, options.definition ?? gmTableDefinition(missing.missing), text);
  g.ui.notifications?.warn(
    text.format(view.key ? "SIXGUN.GmTables.Missing.NotifyKey" : "SIXGUN.GmTables.Missing.Notify", {
      table: view.table,
      key: view.key,
      hint: view.hint,
    }),
  );
  const body = await g.foundry.applications.handlebars.renderTemplate(
    templatePath("shell/missing-table.hbs"),
    view,
  );
  return g.ChatMessage.create({
    content: `<div class="six-gun-sound sgs-chat">${body}</div>`,
    speaker: options.speaker ?? g.ChatMessage.getSpeaker({ alias: view.table }),
    flags: { [SYSTEM_ID]: { [MISSING_TABLE_FLAG]: { table: view.tableId, key: missing.key ?? null } } },
  });
}
