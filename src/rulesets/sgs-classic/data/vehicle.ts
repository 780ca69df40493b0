import { I18N } from "../../../config";
import { migrateModelSource } from "../../../shell/migrations/steps";
import { SCHEMA_VERSIONS } from "../migrations";
import { notesField, schemaVersionField, uuidField, wholeField } from "./fields";

const { fields } = foundry.data;

function defineVehicleSchema() {
  return {
    schemaVersion: schemaVersionField(SCHEMA_VERSIONS["classic-vehicle"]),
    move: wholeField({ min: 0, max: 48 }, 12),
    baseWidth: wholeField({ min: 1, max: 12 }, 3),
    occupants: new fields.ArrayField(uuidField()),
    notes: notesField(),
  };
}

export type VehicleSchema = ReturnType<typeof defineVehicleSchema>;

/** A wagon or stagecoach: its move, its base and who rides in it. */
export class VehicleData extends foundry.abstract.TypeDataModel<VehicleSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = [`${I18N}.Classic.Vehicle`];

  static override defineSchema(): VehicleSchema {
    return defineVehicleSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateModelSource("classic-vehicle", source);
    return super.migrateData(source);
  }
}
