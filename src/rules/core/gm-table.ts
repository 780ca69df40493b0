/**
 * GM-editable tables: for rules a book announces but its surviving text lost, a ruleset ships the
 * table's shape (which keys it has, which fields each row holds) and the GM fills it in inside
 * Foundry. Nothing here holds values: a lookup in a table the GM has not filled returns
 * `{ missing }` so the caller can say which table is needed and roll nothing.
 *
 * The shape is plain data so the rules core can read filled tables and the shell can draw a form
 * from the same definition.
 */

/** What a row is found by. */
export type GmTableKeys =
  /** One row per face of a die: `faces` rows keyed "1".."faces". */
  | { readonly kind: "die"; readonly faces: number }
  /** One row per card of a deck: "standard" is 52 cards, "withJokers" 54 (keys from `cardKey`). */
  | { readonly kind: "cards"; readonly deck: "standard" | "withJokers" }
  /** Rows the GM adds and names (ratings, levels, actions). */
  | { readonly kind: "list" };

/** One column of a row. */
export type GmTableField =
  | {
      readonly id: string;
      readonly label: string;
      readonly type: "number";
      readonly integer?: boolean;
      readonly min?: number;
      readonly max?: number;
    }
  | { readonly id: string; readonly label: string; readonly type: "text" }
  | {
      readonly id: string;
      readonly label: string;
      readonly type: "choice";
      readonly choices: readonly string[];
      readonly choiceLabels?: Readonly<Record<string, string>>;
    }
  | { readonly id: string; readonly label: string; readonly type: "boolean" };

export interface GmTableDefinition {
  /** Stable id, stored in the world's data (e.g. "damageCardTable"). */
  readonly id: string;
  /** Localization keys of the table's name and of why the GM has to fill it. */
  readonly label: string;
  readonly hint: string;
  /** Where the book announces it (e.g. "FYH-M02, L64–L66"), shown beside the form. */
  readonly source: string;
  readonly keys: GmTableKeys;
  readonly fields: readonly GmTableField[];
  /** Rows the text itself gives (e.g. two faces of the movement die); the GM fills the rest. */
  readonly known?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** A row as the GM filled it: field id → value. */
export type GmTableRow = Readonly<Record<string, unknown>>;

/**
 * A table's filled contents as stored in the world: rows by key. `sourceStatus` is always
 * "gm-defined" for stored tables: the UI shows that these values are not the book's.
 */
export interface GmTableData {
  readonly rows: Readonly<Record<string, GmTableRow>>;
  readonly sourceStatus: "gm-defined";
}

/** A lookup that could not be made because the GM has not filled the table (or that row). */
export interface MissingTable {
  readonly missing: string;
  /** The key that had no row, when the table exists but is incomplete. */
  readonly key?: string;
}

export function isMissingTable(value: unknown): value is MissingTable {
  return typeof value === "object" && value !== null && typeof (value as MissingTable).missing === "string";
}

const CARD_RANK_KEYS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"] as const;
const CARD_SUIT_KEYS = ["S", "H", "D", "C"] as const;

/**
 * Every key a table of fixed keys has, in the order a form lists them ("1".."6" for a die;
 * card keys suit by suit, 2 to Ace, then the Jokers, as `cardKey` writes them). A list table has
 * no fixed keys: `[]`.
 */
export function gmTableKeys(definition: GmTableDefinition): string[] {
  const keys = definition.keys;
  if (keys.kind === "die") return Array.from({ length: keys.faces }, (_, i) => String(i + 1));
  if (keys.kind === "list") return [];
  const cards = CARD_SUIT_KEYS.flatMap((s) => CARD_RANK_KEYS.map((r) => `${r}${s}`));
  return keys.deck === "withJokers" ? [...cards, "JokerR", "JokerB"] : cards;
}

/** The row for `key`: the GM's, else one the text itself gives (`known`), else what is missing. */
export function lookupGmRow(
  definition: GmTableDefinition,
  data: GmTableData | undefined,
  key: string,
): GmTableRow | MissingTable {
  const row = data?.rows[key] ?? definition.known?.[key];
  return row ? row : { missing: definition.id, key };
}

/** The fixed keys with no row yet (neither the GM's nor known from the text). */
export function missingGmKeys(definition: GmTableDefinition, data: GmTableData | undefined): string[] {
  return gmTableKeys(definition).filter((key) => !data?.rows[key] && !definition.known?.[key]);
}

/**
 * Whether a procedure may go ahead with this table: `undefined` when every fixed key has a row (a
 * list table needs at least one), else the `MissingTable` to report. Checked before any die is
 * rolled or card drawn, so a missing table costs nothing.
 */
export function requireGmTable(
  definition: GmTableDefinition,
  data: GmTableData | undefined,
): MissingTable | undefined {
  if (definition.keys.kind === "list")
    return data && Object.keys(data.rows).length > 0 ? undefined : { missing: definition.id };
  const missing = missingGmKeys(definition, data);
  return missing.length === 0 ? undefined : { missing: definition.id, key: missing[0] };
}
