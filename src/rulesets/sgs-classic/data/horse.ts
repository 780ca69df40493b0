import { I18N } from "../../../config";
import { HORSE } from "../../../rules/sgs-classic/stats/horse";
import { migrateModelSource } from "../../../shell/migrations/steps";
import { SCHEMA_VERSIONS } from "../migrations";
import { actorUuidField, choiceField, flagField, notesField, schemaVersionField, wholeField } from "./fields";

const { fields } = foundry.data;

export const HORSE_STATUSES = ["ok", "brokeStride", "fallen", "down"] as const;
export type HorseStatus = (typeof HORSE_STATUSES)[number];

function defineHorseSchema() {
  return {
    schemaVersion: schemaVersionField(SCHEMA_VERSIONS["classic-horse"]),
    cv: wholeField({ min: 1, max: 6 }, HORSE.cv),
    constitution: new fields.SchemaField({
      max: wholeField({ min: 0, max: 99 }, HORSE.constitution),
      damage: wholeField({ min: 0, max: 999 }, 0),
    }),
    status: choiceField(HORSE_STATUSES, `${I18N}.Classic.HorseStatus`, "ok"),
    rider: actorUuidField(),
    exceptional: flagField(),
    notes: notesField(),
  };
}

export type HorseSchema = ReturnType<typeof defineHorseSchema>;

/** A horse: CV 5 and Constitution 12 (the rulebook's horse), its state and its rider. */
export class HorseData extends foundry.abstract.TypeDataModel<HorseSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = [`${I18N}.Classic.Horse`];

  static override defineSchema(): HorseSchema {
    return defineHorseSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateModelSource("classic-horse", source);
    return super.migrateData(source);
  }
}
