import { I18N } from "../config";

/**
 * Field factories shared by the data models. Foundry's NumberField clamps out-of-range numbers
 * silently; game stats must instead reject them with a message, so every stat carries a
 * `validate` that names the range.
 */

const { fields } = foundry.data;

export interface StatRange {
  readonly min: number;
  readonly max: number;
}

export function statField(range: StatRange, initial: number) {
  return new fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    initial,
    validate: (value: unknown) => {
      if (typeof value !== "number" || value < range.min || value > range.max) {
        throw new Error(
          game.i18n?.format(`${I18N}.Validation.Range`, { min: String(range.min), max: String(range.max) }) ??
            "",
        );
      }
    },
  });
}

/** A StringField limited to a list of ids, each labelled from `<prefix>.<id>`. */
export function choiceField<T extends string>(ids: readonly T[], prefix: string, initial: T) {
  const choices = Object.fromEntries(ids.map((id) => [id, `${prefix}.${id}`])) as Record<T, string>;
  return new fields.StringField({ required: true, blank: false, choices, initial });
}

export function notesField() {
  return new fields.HTMLField({ required: true, blank: true });
}
