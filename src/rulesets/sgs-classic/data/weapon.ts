import { I18N } from "../../../config";
import { WEAPON_KEYS } from "../../../rules/sgs-classic/ids";
import { migrateModelSource } from "../../../shell/migrations/steps";
import { SCHEMA_VERSIONS } from "../migrations";
import {
  choiceField,
  flagField,
  notesField,
  optionalWholeField,
  schemaVersionField,
  wholeField,
} from "./fields";

const { fields } = foundry.data;

export const FIRE_MODES = ["single", "path"] as const;
const INCHES = { min: 0, max: 999 };

function defineWeaponSchema() {
  return {
    schemaVersion: schemaVersionField(SCHEMA_VERSIONS["classic-weapon"]),
    key: choiceField(WEAPON_KEYS, `${I18N}.Classic.WeaponKey`, "pistol"),
    basic: new fields.SchemaField({
      effectiveRange: wholeField(INCHES, 0),
      longRange: optionalWholeField(INCHES),
      rofMax: wholeField({ min: 0, max: 12 }, 1),
    }),
    advanced: new fields.SchemaField({
      range: optionalWholeField(INCHES),
      rof: wholeField({ min: 0, max: 12 }, 1),
      impact: wholeField({ min: 0, max: 12 }, 0),
    }),
    fieldOfFire: new fields.SchemaField({
      mode: choiceField(FIRE_MODES, `${I18N}.Classic.FireMode`, "single"),
      pathWidth: wholeField({ min: 0, max: 12 }, 0),
      maxTargets: wholeField({ min: 1, max: 12 }, 1),
    }),
    brawlDice: wholeField({ min: 1, max: 2 }, 1),
    brawlPermanent: flagField(),
    thrown: flagField(),
    notes: notesField(),
  };
}

export type WeaponSchema = ReturnType<typeof defineWeaponSchema>;

/** A weapon: which one of the rulebook's list it is, its basic and advanced numbers and in a brawl. */
export class WeaponData extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = [`${I18N}.Classic.WeaponItem`];

  static override defineSchema(): WeaponSchema {
    return defineWeaponSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateModelSource("classic-weapon", source);
    return super.migrateData(source);
  }
}
