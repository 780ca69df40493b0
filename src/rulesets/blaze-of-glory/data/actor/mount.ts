import { I18N } from "../../../../config";
import {
  MOUNT_STATES,
  MOUNT_STATUSES,
  MOUNT_TYPES,
  QUALITY_RANGE,
} from "../../../../rules/blaze-of-glory/mounts";
import { actorUuidField, choiceField, notesField, schemaVersionField, statField } from "../fields";
import { type MountDerived, deriveMount } from "../derive";
import type { MountSource } from "../source-types";
import { migrateModelSource } from "../../../../shell/migrations/steps";
import { SCHEMA_VERSIONS } from "../../migrations";

function defineMountSchema() {
  return {
    schemaVersion: schemaVersionField(SCHEMA_VERSIONS.mount),
    mountType: choiceField(MOUNT_TYPES, `${I18N}.MountType`, "horse"),
    quality: statField(QUALITY_RANGE, 4),
    state: choiceField(MOUNT_STATES, `${I18N}.MountState`, "tied"),
    status: choiceField(MOUNT_STATUSES, `${I18N}.MountStatus`, "unhurt"),
    rider: actorUuidField(),
    notes: notesField(),
  };
}

export type MountSchema = ReturnType<typeof defineMountSchema>;

/** A horse or mule: Quality Nag 3, Pretty Fair 4 or Good 5; loose or tied; its wounds; its rider. */
export class MountData extends foundry.abstract.TypeDataModel<MountSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = [`${I18N}.Mount`];

  declare derived: MountDerived;

  static override defineSchema(): MountSchema {
    return defineMountSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateModelSource("mount", source);
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    this.derived = deriveMount(this as unknown as MountSource);
  }
}
