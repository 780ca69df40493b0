import { choiceProblem, plainTextProblem, wholeNumberProblem } from "../../../shell/data/validation";
import { raise } from "../../../shell/data/fields";

/**
 * Six Gun Sound (classic)'s own field factories next to the shared ones of src/shell/data/fields.ts,
 * re-exported so the data models import one module. Every game value carries a `validate`, so a bad
 * value is refused with a message instead of being clamped or rounded without a word.
 */

export {
  actorUuidField,
  choiceField,
  flagField,
  notesField,
  optionalWholeField,
  raise,
  schemaVersionField,
  uuidField,
  wholeField,
} from "../../../shell/data/fields";

const { fields } = foundry.data;

/** One of a list of ids, or "" for "none" (a figure with no profession, no NPC table). */
export function optionalChoiceField<T extends string>(ids: readonly T[]) {
  return new fields.StringField({
    required: true,
    blank: true,
    initial: "",
    validate: (value: unknown) => raise(value === "" ? null : choiceProblem(value, ids)),
  });
}

/** One line of plain text, possibly empty (an NPC's role, a group's id). */
export function lineField(maxLength = 60) {
  return new fields.StringField({
    required: true,
    blank: true,
    initial: "",
    validate: (value: unknown) => raise(plainTextProblem(value, maxLength)),
  });
}

/** An NPC table roll: 0 while not rolled, else the 2D6 total 2–12. */
export function npcRollField() {
  return new fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    initial: 0,
    validate: (value: unknown) => raise(value === 0 ? null : wholeNumberProblem(value, { min: 2, max: 12 })),
  });
}
