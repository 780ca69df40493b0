import {
  type Problem,
  type WholeRange,
  cardKeyProblem,
  choiceProblem,
  multilineTextProblem,
  normalizeLineBreaks,
  optionalPlainTextProblem,
  uuidProblem,
  wholeNumberProblem,
} from "./validation";

/**
 * Field factories of Fill Yore Hands!'s data models. Every game value carries a `validate` that
 * calls the pure validators of `./validation.ts`, so a bad value is refused with a message instead
 * of being clamped or rounded without a word.
 */

const { fields } = foundry.data;

/** Throws the problem as Foundry expects from a `validate` callback, localized when i18n is up. */
function raise(problem: Problem | null): void {
  if (!problem) return;
  const i18n = game.i18n;
  const text = i18n?.has?.(problem.key) ? i18n.format(problem.key, problem.data) : problem.message;
  throw new Error(text);
}

export function wholeField(range: WholeRange, initial: number) {
  return new fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    initial,
    validate: (value: unknown) => raise(wholeNumberProblem(value, range)),
  });
}

/** A whole number in range, or null ("use the world's setting"). */
export function optionalWholeField(range: WholeRange) {
  return new fields.NumberField({
    required: true,
    nullable: true,
    integer: true,
    initial: null,
    validate: (value: unknown) => raise(value === null ? null : wholeNumberProblem(value, range)),
  });
}

/** A StringField limited to a list of ids, each labelled from `<prefix>.<id>`. */
export function choiceField<T extends string>(ids: readonly T[], prefix: string, initial: T) {
  const choices = Object.fromEntries(ids.map((id) => [id, `${prefix}.${id}`])) as Record<T, string>;
  return new fields.StringField({
    required: true,
    blank: false,
    choices,
    initial,
    validate: (value: unknown) => raise(choiceProblem(value, ids)),
  });
}

export function flagField(initial = false) {
  return new fields.BooleanField({ required: true, nullable: false, initial });
}

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

/** A StringField that stores `\r\n` (and a lone `\r`) as `\n` before it validates. */
class MultilineStringField<
  const Options extends foundry.data.fields.StringField.Options =
    foundry.data.fields.StringField.DefaultOptions,
> extends fields.StringField<Options> {
  protected override _cleanType(
    value: foundry.data.fields.StringField.InitializedType<Options>,
    options?: foundry.data.fields.DataField.CleanOptions,
  ): foundry.data.fields.StringField.InitializedType<Options> {
    const cleaned = super._cleanType(value, options);
    return typeof cleaned === "string" ? (normalizeLineBreaks(cleaned) as typeof cleaned) : cleaned;
  }
}

/** Several lines of plain text (an NPC's script): line breaks kept, markup refused. */
export function multilineTextField(maxLength = 2000) {
  return new MultilineStringField({
    required: true,
    blank: true,
    initial: "",
    validate: (value: unknown) => raise(multilineTextProblem(value, maxLength)),
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

/** The UUID of an Actor, or null. */
export function actorUuidField() {
  return new fields.StringField({
    required: true,
    blank: false,
    nullable: true,
    initial: null,
    validate: (value: unknown) => raise(uuidProblem(value)),
  });
}

/** The UUID of a document in a list (a group's member): required. */
export function uuidField() {
  return new fields.StringField({
    required: true,
    blank: false,
    validate: (value: unknown) => raise(uuidProblem(value)),
  });
}

/** Rich text (a ProseMirror editor): HTML, Foundry's to clean. */
export function notesField() {
  return new fields.HTMLField({ required: true, blank: true });
}

export function schemaVersionField(current: number) {
  return new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: current });
}

export { raise };
