import { SYSTEM_ID, templatePath } from "../../config";
import type { GmTableData, GmTableDefinition } from "../../rules/core/gm-table";
import { HandlebarsApplicationMixin } from "../sheets/handlebars-mixin";
import { notify } from "../foundry";
import { exportGmTables, importGmTables } from "./file";
import { activeGmTables, foundryText, readGmTables, writeGmTables } from "./store";
import { validateGmTableData } from "./validate";
import { editorView, readEditorForm, withoutTextRows } from "./view";

/**
 * The GM-table editor (loaded on first use, never at start-up): the world's ruleset's tables on the
 * left with how full each is, the selected table's form on the right. Edits are kept per table while
 * the GM moves between tables and written together by Save; Export and Import carry them as JSON.
 * Everything that reaches the setting has been through `validateGmTableData`, and what it dropped
 * is listed above the form and in a notification.
 */

const { ApplicationV2 } = foundry.applications.api;

/** Problems shown in one notification; the rest stay listed in the editor. */
const NOTIFIED_PROBLEMS = 5;

interface Utils {
  saveDataToFile(data: string, type: string, filename: string): void;
}

export class GmTablesEditor extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: "sgs-gm-tables",
    tag: "form",
    classes: [SYSTEM_ID, "sgs-app-window", "sgs-gm-tables-window"],
    window: { title: "SIXGUN.GmTables.Title", icon: "fa-solid fa-table-list", resizable: true },
    position: { width: 880, height: 680 },
    form: { handler: GmTablesEditor.#onSave, submitOnChange: false, closeOnSubmit: false },
    actions: {
      selectTable: GmTablesEditor.#onSelectTable,
      addRow: GmTablesEditor.#onAddRow,
      removeRow: GmTablesEditor.#onRemoveRow,
      exportJson: GmTablesEditor.#onExport,
      importJson: GmTablesEditor.#onImport,
    },
  } as never;

  static override PARTS = {
    body: { template: templatePath("shell/gm-tables.hbs"), scrollable: [".sgs-gmt-list", ".sgs-gmt-form"] },
    footer: { template: templatePath("shell/gm-tables-footer.hbs") },
  };

  /** The table shown; unsaved edits by table id; extra empty rows of a list table; last problems. */
  selected: string | null = null;
  #drafts = new Map<string, GmTableData>();
  #blankRows = 0;
  #problems: string[] = [];

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const { rulesetLabel, tables } = activeGmTables();
    const data: Record<string, GmTableData | undefined> = { ...readGmTables() };
    for (const [id, draft] of this.#drafts) data[id] = draft;
    const selected = this.#definition();
    const empty = selected?.keys.kind === "list" && Object.keys(data[selected.id]?.rows ?? {}).length === 0;
    return Object.assign(
      context,
      editorView({
        rulesetLabel,
        tables,
        data,
        selected: selected?.id ?? null,
        blankRows: this.#blankRows + (empty ? 1 : 0),
        problems: this.#problems,
        isGM: Boolean(game.user?.isGM),
        text: foundryText(),
      }),
    );
  }

  #definition(): GmTableDefinition | undefined {
    const { tables } = activeGmTables();
    return tables.find((t) => t.id === this.selected) ?? tables[0];
  }

  /** The form's fields as written (every value a string; the validator reads them). */
  #formValues(skipListIndex?: number): Record<string, string> {
    const values: Record<string, string> = {};
    const root = this.element as HTMLElement | undefined;
    for (const el of root?.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[name]") ?? []) {
      if (skipListIndex !== undefined && el.name.startsWith(`list.${skipListIndex}.`)) continue;
      values[el.name] = el.value;
    }
    return values;
  }

  /** Keeps the shown table's edits as a draft (cleaned), noting what the cleaning dropped. */
  #capture(skipListIndex?: number): void {
    const def = this.#definition();
    const values = this.#formValues(skipListIndex);
    if (!def || Object.keys(values).length === 0) return;
    const { data, problems } = validateGmTableData(def, readEditorForm(def, values), foundryText());
    this.#drafts.set(def.id, withoutTextRows(def, data));
    this.#problems = problems;
    this.#blankRows = 0;
  }

  static async #onSelectTable(this: GmTablesEditor, _event: PointerEvent, target: HTMLElement) {
    this.#capture();
    this.selected = target.dataset.tableId ?? null;
    await this.render();
  }

  static async #onAddRow(this: GmTablesEditor) {
    this.#capture();
    this.#blankRows += 1;
    await this.render();
  }

  static async #onRemoveRow(this: GmTablesEditor, _event: PointerEvent, target: HTMLElement) {
    this.#capture(Number(target.dataset.index));
    await this.render();
  }

  static async #onSave(this: GmTablesEditor) {
    this.#capture();
    const drafts = Object.fromEntries(this.#drafts);
    if (!(await writeGmTables(drafts))) {
      notify("warn", "SIXGUN.GmTables.GmOnly");
      return;
    }
    this.#drafts.clear();
    notify("info", "SIXGUN.GmTables.Saved", { count: Object.keys(drafts).length });
    showProblems(this.#problems);
    await this.render();
  }

  static #onExport(this: GmTablesEditor) {
    this.#capture();
    const { rulesetId, tables } = activeGmTables();
    const file = exportGmTables(
      { id: rulesetId, tables },
      { ...readGmTables(), ...Object.fromEntries(this.#drafts) },
    );
    (foundry.utils as unknown as Utils).saveDataToFile(
      JSON.stringify(file, null, 2),
      "application/json",
      `${SYSTEM_ID}-${rulesetId}-gm-tables.json`,
    );
  }

  static #onImport(this: GmTablesEditor) {
    const input = document.createElement("input");
    input.type = "file";
    input.accept = ".json,application/json";
    input.addEventListener("change", () => {
      const file = input.files?.[0];
      if (file)
        void file
          .text()
          .then((text) => this.importText(text))
          .catch((err: unknown) => {
            console.error(`${SYSTEM_ID} | GM tables import`, err);
            notify("error", "SIXGUN.GmTables.Import.Failed");
          });
    });
    input.click();
  }

  /** Imports an exported file's text: refused whole when not ours, else saved with its problems listed. */
  async importText(fileText: string): Promise<boolean> {
    const { rulesetId, rulesetLabel, tables } = activeGmTables();
    const result = importGmTables({ id: rulesetId, label: rulesetLabel, tables }, fileText, foundryText());
    if (!result.ok) {
      ui.notifications?.error(result.problem);
      return false;
    }
    if (!(await writeGmTables(result.tables))) {
      notify("warn", "SIXGUN.GmTables.GmOnly");
      return false;
    }
    for (const id of Object.keys(result.tables)) this.#drafts.delete(id);
    this.#problems = result.problems;
    notify("info", "SIXGUN.GmTables.Import.Done", { count: Object.keys(result.tables).length });
    showProblems(result.problems);
    await this.render();
    return true;
  }
}

/** A warning with the first problems (all of them stay listed in the editor and the console). */
function showProblems(problems: readonly string[]): void {
  if (problems.length === 0) return;
  console.warn(`${SYSTEM_ID} | GM tables:`, problems);
  const shown = problems.slice(0, NOTIFIED_PROBLEMS).join(" · ");
  const more = problems.length - NOTIFIED_PROBLEMS;
  ui.notifications?.warn(
    more > 0
      ? `${shown} ${game.i18n!.format("SIXGUN.GmTables.MoreProblems", { count: String(more) })}`
      : shown,
  );
}

/** Opens the editor (one window), on `table` when given. */
export async function openEditor(table?: string): Promise<GmTablesEditor> {
  const existing = foundry.applications.instances.get("sgs-gm-tables") as GmTablesEditor | undefined;
  const app = existing ?? new GmTablesEditor();
  if (table) app.selected = table;
  await app.render({ force: true });
  return app;
}
