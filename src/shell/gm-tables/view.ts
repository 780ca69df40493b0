import {
  gmTableKeys,
  type GmTableData,
  type GmTableDefinition,
  type GmTableField,
  type GmTableRow,
} from "../../rules/core/gm-table";
import { filledCount, rowKeyLabel, type GmTablesText } from "./validate";

/**
 * The GM-table editor's view model and form reading, pure (the gallery and the tests build the same
 * context the live editor renders). Field names: `rows.<key>.<field>` for a die or card table, whose
 * keys are fixed; `list.<index>.key` and `list.<index>.<field>` for a list table, whose keys the
 * GM writes (so a key never has to be a safe form-field name).
 */

export interface CellView {
  name: string;
  label: string;
  value: string;
  isNumber: boolean;
  isText: boolean;
  isSelect: boolean;
  min?: number;
  max?: number;
  step: string;
  options: { value: string; label: string; selected: boolean }[];
}

export interface RowView {
  index: number;
  key: string;
  keyLabel: string;
  keyName: string;
  colour: "" | "red" | "black";
  fromText: boolean;
  cells: CellView[];
}

export interface EditorView {
  rulesetLabel: string;
  tables: { id: string; label: string; badge: string; complete: boolean; selected: boolean }[];
  table: {
    id: string;
    label: string;
    hint: string;
    source: string;
    isList: boolean;
    headers: string[];
    /** Columns of a row: the key, each field, and the remove button of a list row. */
    columns: number;
    groups: { label: string; rows: RowView[] }[];
  } | null;
  problems: string[];
  canEdit: boolean;
}

const SUIT_GROUPS = [
  { suit: "S", symbol: "♠", name: "SIXGUN.Suit.spades" },
  { suit: "H", symbol: "♥", name: "SIXGUN.Suit.hearts" },
  { suit: "D", symbol: "♦", name: "SIXGUN.Suit.diamonds" },
  { suit: "C", symbol: "♣", name: "SIXGUN.Suit.clubs" },
];

function cell(field: GmTableField, name: string, value: unknown, text: GmTablesText): CellView {
  const str = value === undefined || value === null ? "" : String(value);
  const base = {
    name,
    label: text.localize(field.label),
    value: str,
    isNumber: field.type === "number",
    isText: field.type === "text",
    isSelect: field.type === "choice" || field.type === "boolean",
    step: field.type === "number" && field.integer ? "1" : "any",
    options: [] as CellView["options"],
  };
  if (field.type === "number") return { ...base, min: field.min, max: field.max };
  // A boolean is a select with an empty choice, so "not filled" stays distinct from "no".
  const choices =
    field.type === "choice"
      ? field.choices.map((c) => ({
          value: c,
          label: field.choiceLabels?.[c] ? text.localize(field.choiceLabels[c]!) : c,
        }))
      : field.type === "boolean"
        ? [
            { value: "true", label: text.localize("SIXGUN.GmTables.Yes") },
            { value: "false", label: text.localize("SIXGUN.GmTables.No") },
          ]
        : [];
  if (!base.isSelect) return base;
  return {
    ...base,
    options: [
      { value: "", label: "—", selected: str === "" },
      ...choices.map((c) => ({ ...c, selected: c.value === str })),
    ],
  };
}

function rowView(
  def: GmTableDefinition,
  index: number,
  key: string,
  row: GmTableRow | undefined,
  fromText: boolean,
  text: GmTablesText,
): RowView {
  const isList = def.keys.kind === "list";
  const prefix = isList ? `list.${index}` : `rows.${key}`;
  const suit = def.keys.kind === "cards" ? key.slice(-1) : "";
  return {
    index,
    key,
    keyLabel: rowKeyLabel(def, key, text),
    keyName: isList ? `${prefix}.key` : "",
    colour:
      def.keys.kind !== "cards" ? "" : suit === "H" || suit === "D" || key === "JokerR" ? "red" : "black",
    fromText,
    cells: def.fields.map((f) => cell(f, `${prefix}.${f.id}`, row?.[f.id], text)),
  };
}

/** The rows the form shows for one table (a list table gets `blankRows` empty rows to fill). */
export function tableRows(
  def: GmTableDefinition,
  data: GmTableData | undefined,
  text: GmTablesText,
  blankRows = 0,
): RowView[] {
  if (def.keys.kind !== "list")
    return gmTableKeys(def).map((key, i) => {
      const own = data?.rows[key];
      const known = def.known?.[key];
      return rowView(def, i, key, own ?? known, !own && known !== undefined, text);
    });
  const own = Object.entries(data?.rows ?? {});
  const known = Object.entries(def.known ?? {}).filter(([k]) => !data?.rows[k]);
  return [
    ...own.map(([k, row], i) => rowView(def, i, k, row, false, text)),
    ...known.map(([k, row], i) => rowView(def, own.length + i, k, row, true, text)),
    ...Array.from({ length: blankRows }, (_, i) =>
      rowView(def, own.length + known.length + i, "", undefined, false, text),
    ),
  ];
}

function groupsOf(def: GmTableDefinition, rows: RowView[], text: GmTablesText) {
  if (def.keys.kind !== "cards") return [{ label: "", rows }];
  const groups = SUIT_GROUPS.map((g) => ({
    label: `${g.symbol} ${text.localize(g.name)}`,
    rows: rows.filter((r) => r.key.endsWith(g.suit) && !r.key.startsWith("Joker")),
  }));
  const jokers = rows.filter((r) => r.key.startsWith("Joker"));
  if (jokers.length > 0) groups.push({ label: text.localize("SIXGUN.GmTables.Jokers"), rows: jokers });
  return groups;
}

export interface EditorViewInput {
  rulesetLabel: string;
  tables: readonly GmTableDefinition[];
  data: Readonly<Record<string, GmTableData | undefined>>;
  selected: string | null;
  /** Empty rows offered at the end of the selected list table. */
  blankRows?: number;
  problems?: readonly string[];
  isGM: boolean;
  text: GmTablesText;
}

export function editorView(input: EditorViewInput): EditorView {
  const { text } = input;
  const selected = input.tables.find((t) => t.id === input.selected) ?? input.tables[0];
  return {
    rulesetLabel: text.localize(input.rulesetLabel),
    tables: input.tables.map((t) => {
      const { filled, total } = filledCount(t, input.data[t.id]);
      return {
        id: t.id,
        label: text.localize(t.label),
        badge:
          total === null
            ? text.format("SIXGUN.GmTables.RowCount", { count: String(filled) })
            : text.format("SIXGUN.GmTables.Filled", { filled: String(filled), total: String(total) }),
        complete: total === null ? filled > 0 : filled === total,
        selected: t === selected,
      };
    }),
    table: selected
      ? {
          id: selected.id,
          label: text.localize(selected.label),
          hint: text.localize(selected.hint),
          source: selected.source,
          isList: selected.keys.kind === "list",
          headers: selected.fields.map((f) => text.localize(f.label)),
          columns: selected.fields.length + (selected.keys.kind === "list" ? 2 : 1),
          groups: groupsOf(
            selected,
            tableRows(selected, input.data[selected.id], text, input.blankRows ?? 0),
            text,
          ),
        }
      : null,
    problems: [...(input.problems ?? [])],
    canEdit: input.isGM,
  };
}

/**
 * The raw table (`{ rows }`) a submitted form gives, for `validateGmTableData` to clean. A list
 * row left wholly empty is no row; one with values but no name is kept for the validator to name.
 */
export function readEditorForm(
  def: GmTableDefinition,
  form: Readonly<Record<string, unknown>>,
): { rows: Record<string, Record<string, unknown>> } {
  const rows: Record<string, Record<string, unknown>> = {};
  if (def.keys.kind !== "list") {
    for (const key of gmTableKeys(def)) {
      const row: Record<string, unknown> = {};
      for (const f of def.fields) {
        const v = form[`rows.${key}.${f.id}`];
        if (v !== undefined && v !== null && v !== "") row[f.id] = v;
      }
      if (Object.keys(row).length > 0) rows[key] = row;
    }
    return { rows };
  }
  const indexes = new Set<number>();
  for (const name of Object.keys(form)) {
    const m = /^list\.(\d+)\./.exec(name);
    if (m) indexes.add(Number(m[1]));
  }
  let unnamed = 0;
  for (const i of [...indexes].sort((a, b) => a - b)) {
    const key = String(form[`list.${i}.key`] ?? "").trim();
    const row: Record<string, unknown> = {};
    for (const f of def.fields) {
      const v = form[`list.${i}.${f.id}`];
      if (v !== undefined && v !== null && v !== "") row[f.id] = v;
    }
    if (key === "" && Object.keys(row).length === 0) continue;
    // An unnamed row keeps a placeholder key that the validator refuses by name (never stored).
    rows[key === "" ? " ".repeat(++unnamed) : key] = row;
  }
  return { rows };
}

const same = (a: GmTableRow, b: GmTableRow) => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
};

/** The GM's own rows only: a row that merely repeats what the text gives is not stored as his. */
export function withoutTextRows(def: GmTableDefinition, data: GmTableData): GmTableData {
  const rows = Object.fromEntries(
    Object.entries(data.rows).filter(([k, row]) => !(def.known?.[k] && same(def.known[k]!, row))),
  );
  return { rows, sourceStatus: "gm-defined" };
}
