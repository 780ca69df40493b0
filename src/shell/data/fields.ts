import {
  type Problem,
  type WholeRange,
  choiceProblem,
  multilineTextProblem,
  normalizeLineBreaks,
  optionalWholeNumberProblem,
  uuidProblem,
  wholeNumberProblem,
} from "./validation";

/**
 * Field factories every ruleset's data models share. Foundry's NumberField clamps out-of-range
 * numbers silently and rounds fractions; game values must instead be rejected with a message, so
 * every field carries a `validate` that calls the pure validators of `./validation.ts`. A ruleset
 * keeps its own factories next to its data models and builds them with `raise`.
 */

const { fields } = foundry.data;

/** Throws the problem as Foundry expects from a `validate` callback, localized when i18n is up. */
export function raise(problem: Problem | null): void {
  if (!problem) return;
  const i18n = game.i18n;
  const text = i18n?.has?.(problem.key) ? i18n.format(problem.key, problem.data) : problem.message;
  throw new Error(text);
}

/** A whole number in range (a stat, a count). */
export function wholeField(range: WholeRange, initial: number) {
  return new fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    initial,
    validate: (value: unknown) => raise(wholeNumberProblem(value, range)),
  });
}

/** A whole number in range, or null (meaning "use the default rule" or "the world's setting"). */
export function optionalWholeField(range: WholeRange) {
  return new fields.NumberField({
    required: true,
    nullable: true,
    integer: true,
    initial: null,
    validate: (value: unknown) => raise(optionalWholeNumberProblem(value, range)),
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

/**
 * Several lines of plain text (a `<textarea>`, such as a diary entry or an NPC's script): line
 * breaks and tabs are kept, `\r\n` is stored as `\n`; markup and other control characters are
 * refused with a message.
 */
export function multilineTextField(maxLength = 2000) {
  return new MultilineStringField({
    required: true,
    blank: true,
    initial: "",
    validate: (value: unknown) => raise(multilineTextProblem(value, maxLength)),
  });
}

/** The UUID of a document in a list (a member, a passenger): required. */
export function uuidField() {
  return new fields.StringField({
    required: true,
    blank: false,
    validate: (value: unknown) => raise(uuidProblem(value)),
  });
}

/** UUID of an Actor (rider, driver, member), or null. */
export function actorUuidField() {
  return new fields.StringField({
    required: true,
    nullable: true,
    blank: false,
    initial: null,
    validate: (value: unknown) => raise(uuidProblem(value)),
  });
}

/** Rich text (a ProseMirror editor): HTML, so line breaks and markup are Foundry's to clean. */
export function notesField() {
  return new fields.HTMLField({ required: true, blank: true });
}

/** Which version of its type's schema the stored data follows (see src/shell/migrations). */
export function schemaVersionField(current: number) {
  return new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: current });
}
