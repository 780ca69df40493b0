import { I18N } from "../../../../config";
import { PROSPERITY_RANGE } from "../../../../rules/blaze-of-glory/mounts";
import {
  actorUuidField,
  countField,
  keyField,
  multilineTextField,
  notesField,
  optionalStatField,
  plainTextField,
  schemaVersionField,
  uuidField,
} from "../fields";
import { DIARY_COUNT_MAX } from "../limits";
import { migrateModelSource } from "../../../../shell/migrations/steps";
import { SCHEMA_VERSIONS } from "../../migrations";
import { assertCampaignState } from "../../../../rules/blaze-of-glory/campaign/season/state";

const { fields } = foundry.data;

function defineOutfitSchema() {
  return {
    schemaVersion: schemaVersionField(SCHEMA_VERSIONS.outfit),
    leader: actorUuidField(),
    prosperity: optionalStatField(PROSPERITY_RANGE),
    members: new fields.ArrayField(
      new fields.SchemaField({
        uuid: uuidField(),
        group: keyField(true),
      }),
    ),
    groups: new fields.ArrayField(
      new fields.SchemaField({
        id: keyField(),
        name: plainTextField(60),
        leader: actorUuidField(),
      }),
    ),
    diary: new fields.SchemaField({
      encounters: countField(DIARY_COUNT_MAX),
      kills: countField(DIARY_COUNT_MAX),
      entries: new fields.ArrayField(
        new fields.SchemaField({
          title: plainTextField(80),
          kills: countField(DIARY_COUNT_MAX),
          text: multilineTextField(2000),
        }),
      ),
    }),
    notes: notesField(),
    // The campaign game's record (null: no campaign): checked field by field by the rules core,
    // whose message names the first bad field.
    campaign: new fields.ObjectField({
      required: false,
      nullable: true,
      initial: null,
      validate: (value: unknown) => {
        if (value !== null && value !== undefined) assertCampaignState(value);
      },
    }),
  };
}

export type OutfitSchema = ReturnType<typeof defineOutfitSchema>;

/** A player's outfit: members, the Outfit Leader, groups and their leaders, and the Outfit Diary. */
export class OutfitData extends foundry.abstract.TypeDataModel<OutfitSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = [`${I18N}.Outfit`];

  static override defineSchema(): OutfitSchema {
    return defineOutfitSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateModelSource("outfit", source);
    return super.migrateData(source);
  }
}
