import { REP_RANGE, SAND_RANGE, TOUGHNESS_RANGE } from "../../../../rules/blaze-of-glory/figure";
import { PROFESSIONS, WARRIOR_REGIONS, WEAPONS } from "../../../../rules/blaze-of-glory/ids";
import { PROSPERITY_RANGE } from "../../../../rules/blaze-of-glory/mounts";
import { I18N } from "../../../../config";
import {
  choiceField,
  countField,
  flagField,
  notesField,
  optionalChoiceField,
  optionalStatField,
  schemaVersionField,
  statField,
} from "../fields";
import { ENCOUNTER_FLAGS, GUN_ARMS, type CharacterSource } from "../source-types";
import { type CharacterDerived, type OwnedAttribute, type OwnedWeapon, deriveCharacter } from "../derive";
import { migrateModelSource } from "../../../../shell/migrations/steps";
import { SCHEMA_VERSIONS } from "../../migrations";
import { WOUND_MAX } from "../limits";

const { fields } = foundry.data;

function woundsSchema() {
  return new fields.SchemaField({
    head: countField(WOUND_MAX),
    gunArm: countField(WOUND_MAX),
    offArm: countField(WOUND_MAX),
    chest: countField(WOUND_MAX),
    gut: countField(WOUND_MAX),
    leg: countField(WOUND_MAX),
    gutShot: flagField(),
  });
}

function encounterSchema() {
  return new fields.SchemaField(
    Object.fromEntries(ENCOUNTER_FLAGS.map((flag) => [flag, flagField()])) as Record<
      (typeof ENCOUNTER_FLAGS)[number],
      ReturnType<typeof flagField>
    >,
  );
}

function defineCharacterSchema() {
  return {
    schemaVersion: schemaVersionField(SCHEMA_VERSIONS.character),
    star: flagField(),
    profession: choiceField(PROFESSIONS, `${I18N}.Profession`, "cowboy"),
    warriorRegion: optionalChoiceField(WARRIOR_REGIONS, `${I18N}.WarriorRegion`),
    veteran: flagField(),
    rep: statField(REP_RANGE, 4),
    toughness: statField(TOUGHNESS_RANGE, 4),
    sand: statField(SAND_RANGE, 4),
    prosperity: optionalStatField(PROSPERITY_RANGE),
    lostLeg: flagField(),
    stagecoachDriver: flagField(),
    gunArm: choiceField(GUN_ARMS, `${I18N}.GunArm`, "right"),
    familiarWeapons: new fields.ArrayField(
      new fields.StringField({ required: true, blank: false, choices: [...WEAPONS] }),
    ),
    wounds: woundsSchema(),
    encounter: encounterSchema(),
    notes: notesField(),
  };
}

export type CharacterSchema = ReturnType<typeof defineCharacterSchema>;

/**
 * A figure on the table: a Star or a Hand. Stats, wounds and encounter state are stored; everything
 * the rules derive from them (ranges, ratings, caps, move, the reaction sheet) is in `derived`,
 * recomputed by the rules core on every preparation.
 */
export class CharacterData extends foundry.abstract.TypeDataModel<CharacterSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = [`${I18N}.Character`];

  /** What the rules core derives for this figure (see `deriveCharacter`). */
  declare derived: CharacterDerived;

  static override defineSchema(): CharacterSchema {
    return defineCharacterSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateModelSource("character", source);
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    const actor = this.parent;
    const weapons: OwnedWeapon[] = [];
    const attributes: OwnedAttribute[] = [];
    for (const item of actor.items) {
      if (item.type === "weapon") weapons.push(item as never);
      else if (item.type === "attribute") attributes.push(item as never);
    }
    this.derived = deriveCharacter(this as unknown as CharacterSource, weapons, attributes);
  }
}
