import { cardKeyProblem, optionalPlainTextProblem } from "./validation";
import { raise } from "../../../shell/data/fields";

/**
 * Fill Yore Hands!'s own field factories (optional one-line text, card keys) next to the shared
 * ones of src/shell/data/fields.ts, re-exported so the data models import one module. Every game
 * value carries a `validate`, so a bad value is refused with a message instead of being clamped
 * or rounded without a word.
 */

export {
  actorUuidField,
  choiceField,
  flagField,
  multilineTextField,
  notesField,
  optionalWholeField,
  raise,
  schemaVersionField,
  uuidField,
  wholeField,
} from "../../../shell/data/fields";

const { fields } = foundry.data;

/**
 * One line of text or null. A form's empty input is stored as null (a non-blank nullable
 * StringField cleans "" to its initial value), so "not set" has one spelling.
 */
export function optionalTextField(maxLength = 60) {
  return new fields.StringField({
    required: true,
    blank: false,
    nullable: true,
    initial: null,
    validate: (value: unknown) => raise(optionalPlainTextProblem(value, maxLength)),
  });
}

/** A playing card's key (`QS`, `10H`, `JokerR`) or null; an empty input is stored as null. */
export function cardKeyField() {
  return new fields.StringField({
    required: true,
    blank: false,
    nullable: true,
    initial: null,
    validate: (value: unknown) => raise(cardKeyProblem(value)),
  });
}
