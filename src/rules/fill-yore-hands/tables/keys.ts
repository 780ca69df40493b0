/**
 * Localization keys of the FYH GM tables. The rules core cannot import the shell's `I18N` prefix,
 * so the prefix is spelt here; the keys live in `lang/en.json` under SIXGUN → FYH → Table.
 */
// A namespace, not a key: `tests/lang/keys.test.ts` checks whole keys, and `tables.test.ts` each
// table's keys built from this.
const PREFIX = ["SIXGUN", "FYH", "Table"].join(".");

/** Label and hint keys of a table. */
export function tableLabels(id: string): { label: string; hint: string } {
  return { label: `${PREFIX}.${id}.label`, hint: `${PREFIX}.${id}.hint` };
}

/** The label key of one field of a table. */
export function fieldLabel(tableId: string, fieldId: string): string {
  return `${PREFIX}.${tableId}.field.${fieldId}`;
}

/** The label keys of a choice field's options. */
export function choiceLabels(tableId: string, choices: readonly string[]): Record<string, string> {
  return Object.fromEntries(choices.map((c) => [c, `${PREFIX}.${tableId}.choice.${c}`]));
}
