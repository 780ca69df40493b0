import { I18N } from "../../../config";
import { migrateModelSource } from "../../../shell/migrations/steps";
import { SCHEMA_VERSIONS } from "../migrations";
import { notesField, optionalWholeField, schemaVersionField, uuidField } from "./fields";
import { LIMITS } from "./source";
import { plainTextProblem } from "./validation";
import { raise } from "./fields";

const { fields } = foundry.data;

function defineGroupSchema() {
  return {
    schemaVersion: schemaVersionField(SCHEMA_VERSIONS["fyh-group"]),
    members: new fields.ArrayField(uuidField()),
    cardsPerGroup: optionalWholeField(LIMITS.cardsPerGroup),
    ownerNote: new fields.StringField({
      required: true,
      blank: true,
      initial: "",
      validate: (value: unknown) => raise(plainTextProblem(value, 120)),
    }),
    notes: notesField(),
  };
}

export type GroupSchema = ReturnType<typeof defineGroupSchema>;

/**
 * A player's group (guide §2.2, §6.3): its figures, and how many activation cards it puts in the
 * deck (null: the world's setting, FYH-Q02). The deck service reads it when it builds the deck.
 */
export class GroupData extends foundry.abstract.TypeDataModel<GroupSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = [`${I18N}.FYH.Group`];

  static override defineSchema(): GroupSchema {
    return defineGroupSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateModelSource("fyh-group", source);
    return super.migrateData(source);
  }
}
