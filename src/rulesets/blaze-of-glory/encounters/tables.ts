import { I18N, SYSTEM_ID } from "../../../config";
import { RulesError, type DiceSource } from "../../../rules/core";
import {
  SPECIAL_TABLE_IDS,
  readInputs,
  specialTableDefinition,
  type EncounterDefinition,
  type InputValue,
  type SpecialTableDefinition,
  type SpecialTableId,
  type SpecialTableResult,
} from "../../../rules/blaze-of-glory/encounters";
import { foundryDice } from "../../../shell/dice/foundry-dice";
import { formDialog } from "../../../shell/dialogs";
import { localize, notify } from "../../../shell/foundry";
import { postSpecialTableCard } from "./cards";
import { readWizardForm } from "./flow";
import { fieldView, type FieldView } from "./wizard-view";
import { specialTableName, type Localize } from "./view";

/**
 * Running a special table from the encounter's journal (or a macro): a dialog asks the table's
 * questions (prefilled with what the encounter knows), Foundry's dice roll it, and the result is
 * posted as a card. The text of a journal button is editable, so the id and every value are checked.
 */

export interface TableDialogContext {
  id: SpecialTableId;
  name: string;
  source: string;
  fields: FieldView[];
}

/** The dialog's form: one field per question, the prefill shown where it is given. */
export function tableDialogContext(
  def: SpecialTableDefinition,
  prefill: Record<string, unknown>,
  t: Localize,
): TableDialogContext {
  return {
    id: def.id,
    name: specialTableName(t, def.id),
    source: def.source,
    fields: def.inputs.map((spec) => fieldView(spec, prefill[spec.key], t)),
  };
}

export interface RunTableOptions {
  dice?: DiceSource;
  /** Posts the result (default the encounter table card). */
  post?: (result: SpecialTableResult) => unknown;
  /** Answers the dialog (tests); default the DialogV2 form. Null is a closed dialog. */
  ask?: (context: TableDialogContext) => Promise<Record<string, unknown> | null>;
}

/** The dialog's answers for a table (checkboxes as flags, numbers as typed; `readInputs` checks them). */
export function readTableForm(id: string, data: Record<string, unknown>): Record<string, unknown> {
  const def = specialTableDefinition(id as SpecialTableId);
  return readWizardForm({ inputs: def?.inputs ?? [] } as unknown as EncounterDefinition, data).answers;
}

function askWithDialog(context: TableDialogContext) {
  return formDialog("encounters/table-dialog.hbs", context, context.name, { width: 400 });
}

/** Asks, rolls and posts one special table; null when closed or refused (the user is told why). */
export async function runEncounterTable(
  id: string,
  prefill: Record<string, unknown> = {},
  options: RunTableOptions = {},
): Promise<SpecialTableResult | null> {
  const def = (SPECIAL_TABLE_IDS as readonly string[]).includes(id)
    ? specialTableDefinition(id as SpecialTableId)
    : undefined;
  if (!def) {
    notify("warn", `${I18N}.Encounter.Journal.UnknownTable`, { id: String(id).slice(0, 40) });
    return null;
  }
  let answers: Record<string, unknown> = {};
  if (def.inputs.length) {
    const form = await (options.ask ?? askWithDialog)(tableDialogContext(def, prefill, localize));
    if (!form) return null;
    answers = readTableForm(def.id, form);
  }
  let result: SpecialTableResult;
  try {
    const values = readInputs(def.inputs, answers) as Record<string, InputValue>;
    result = def.roll(options.dice ?? foundryDice(), values);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    notify("warn", `${I18N}.Encounter.Journal.BadAnswer`, {
      table: specialTableName(localize, def.id),
      detail: error.message,
    });
    return null;
  }
  try {
    const post = options.post ?? postSpecialTableCard;
    await post(result);
  } catch (error) {
    console.error(`${SYSTEM_ID} | encounter table card`, error);
    notify("error", `${I18N}.Encounter.Journal.CardFailed`);
  }
  return result;
}
