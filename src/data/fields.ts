import { I18N } from "../config";
import {
  type Problem,
  type WholeRange,
  choiceProblem,
  optionalWholeNumberProblem,
  plainTextProblem,
  uuidProblem,
  wholeNumberProblem,
} from "./validation";

/**
 * Field factories shared by the data models. Foundry's NumberField clamps out-of-range numbers
 * silently and rounds fractions; game values must instead be rejected with a message, so every
 * field carries a `validate` that calls the pure validators of `./validation.ts`.
 */

const { fields } = foundry.data;

export type StatRange = WholeRange;

/** Throws the problem as Foundry expects from a `validate` callback, localized when i18n is up. */
function raise(problem: Problem | null): void {
  if (!problem) return;
  const i18n = game.i18n;
  const text = i18n?.has?.(problem.key) ? i18n.format(problem.key, problem.data) : problem.message;
  throw new Error(text);
}

export function statField(range: StatRange, initial: number) {
  return new fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    initial,
    validate: (value: unknown) => raise(wholeNumberProblem(value, range)),
  });
}

/** A whole number in range, or null (meaning "use the default rule"). */
export function optionalStatField(range: StatRange) {
  return new fields.NumberField({
    required: true,
    nullable: true,
    integer: true,
    initial: null,
    validate: (value: unknown) => raise(optionalWholeNumberProblem(value, range)),
  });
}

/** A count from 0 upward (encounters, kills, wounds). */
export function countField(max: number, initial = 0) {
  return statField({ min: 0, max }, initial);
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

export function flagField(initial = false) {
  return new fields.BooleanField({ required: true, nullable: false, initial });
}

/** One line of plain text: markup is refused with a message (templates escape it anyway). */
export function plainTextField(maxLength = 120) {
  return new fields.StringField({
    required: true,
    blank: true,
    initial: "",
    validate: (value: unknown) => raise(plainTextProblem(value, maxLength)),
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

export function notesField() {
  return new fields.HTMLField({ required: true, blank: true });
}

/** Which version of its type's schema the stored data follows (see src/migrations). */
export function schemaVersionField(current: number) {
  return new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: current });
}

export const LABEL_PREFIX = I18N;
