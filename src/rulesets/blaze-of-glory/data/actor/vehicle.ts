import { I18N } from "../../../../config";
import { QUALITY_RANGE } from "../../../../rules/blaze-of-glory/mounts";
import {
  DRAFT_ANIMALS,
  VEHICLE_POSITIONS,
  VEHICLE_TYPES,
  VEHICLES,
} from "../../../../rules/blaze-of-glory/vehicles";
import {
  actorUuidField,
  choiceField,
  notesField,
  optionalStatField,
  schemaVersionField,
  statField,
  uuidField,
} from "../fields";
import { type VehicleDerived, deriveVehicle } from "../derive";
import type { VehicleSource } from "../source-types";
import { vehicleTeamProblem } from "../validation-joint";
import { migrateModelSource } from "../../../../shell/migrations/steps";
import { SCHEMA_VERSIONS } from "../../migrations";

const { fields } = foundry.data;

const TEAM_SIZE = {
  min: Math.min(...VEHICLES.map((v) => v.minTeam)),
  max: Math.max(...VEHICLES.map((v) => v.maxTeam)),
};

function defineVehicleSchema() {
  return {
    schemaVersion: schemaVersionField(SCHEMA_VERSIONS.vehicle),
    vehicleType: choiceField(VEHICLE_TYPES, `${I18N}.VehicleType`, "wagon"),
    team: new fields.SchemaField({
      animal: choiceField(DRAFT_ANIMALS, `${I18N}.DraftAnimal`, "horse"),
      size: statField(TEAM_SIZE, 2),
      quality: statField(QUALITY_RANGE, 4),
      leadQuality: optionalStatField(QUALITY_RANGE),
    }),
    driver: actorUuidField(),
    passengers: new fields.ArrayField(
      new fields.SchemaField({
        uuid: uuidField(),
        position: choiceField(VEHICLE_POSITIONS, `${I18N}.VehiclePosition`, "inBox"),
      }),
    ),
    notes: notesField(),
  };
}

export type VehicleSchema = ReturnType<typeof defineVehicleSchema>;

/** A wagon, stagecoach or buckboard: its team, driver, passengers and the cover it gives. */
export class VehicleData extends foundry.abstract.TypeDataModel<VehicleSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = [`${I18N}.Vehicle`];

  declare derived: VehicleDerived;

  static override defineSchema(): VehicleSchema {
    return defineVehicleSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateModelSource("vehicle", source);
    return super.migrateData(source);
  }

  /** A team the vehicle cannot take (oxen on a stagecoach, four horses on a buckboard) is refused. */
  static override validateJoint(data: Record<string, unknown>): void {
    const problem = vehicleTeamProblem(data as unknown as VehicleSource);
    if (problem) throw new Error(problem.message);
  }

  override prepareDerivedData(): void {
    this.derived = deriveVehicle(this as unknown as VehicleSource);
  }
}
