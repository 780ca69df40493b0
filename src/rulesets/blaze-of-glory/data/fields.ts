import { I18N } from "../../../config";
import { type WholeRange, choiceProblem, keyProblem, plainTextProblem } from "./validation";
import { raise, wholeField } from "../../../shell/data/fields";

/**
 * Blaze of Glory's own field factories (counts, optional choices, one-line text, entry ids) and
 * its names for the shared ones of src/shell/data/fields.ts, re-exported so the data models
 * import one module.
 */

export {
  actorUuidField,
  choiceField,
  flagField,
  multilineTextField,
  notesField,
  optionalWholeField as optionalStatField,
  schemaVersionField,
  uuidField,
  wholeField as statField,
} from "../../../shell/data/fields";

const { fields } = foundry.data;

export type StatRange = WholeRange;

/** A count from 0 upward (encounters, kills, wounds). */
export function countField(max: number, initial = 0) {
  return wholeField({ min: 0, max }, initial);
}

/** Like `choiceField`, but blank is allowed (no choice made). */
export function optionalChoiceField<T extends string>(ids: readonly T[], prefix: string) {
  const choices = Object.fromEntries(ids.map((id) => [id, `${prefix}.${id}`])) as Record<T, string>;
  return new fields.StringField({
    required: true,
    blank: true,
    choices,
    initial: "",
    validate: (value: unknown) => raise(value === "" ? null : choiceProblem(value, ids)),
  });
}

/**
 * One line of plain text (an `<input type="text">`): markup, line breaks and other control
 * characters are refused, each with its own message (templates escape text anyway).
 */
export function plainTextField(maxLength = 120) {
  return new fields.StringField({
    required: true,
    blank: true,
    initial: "",
    validate: (value: unknown) => raise(plainTextProblem(value, maxLength)),
  });
}

/** An id naming an entry of the same document (an outfit's group); blank allowed when `blank`. */
export function keyField(blank = false) {
  return new fields.StringField({
    required: true,
    blank,
    ...(blank ? { initial: "" } : {}),
    validate: (value: unknown) => raise(keyProblem(value, blank)),
  });
}

export const LABEL_PREFIX = I18N;
