import { I18N } from "../../../../config";
import { WEAPONS } from "../../../../rules/blaze-of-glory/ids";
import { AMMO_STATUSES } from "../../../../rules/blaze-of-glory/weapons";
import { choiceField, flagField, notesField, schemaVersionField } from "../fields";
import { type WeaponColumns, weaponColumns } from "../derive";
import type { WeaponSource } from "../source-types";
import { migrateModelSource } from "../../../../shell/migrations/steps";
import { SCHEMA_VERSIONS } from "../../migrations";

function defineWeaponSchema() {
  return {
    schemaVersion: schemaVersionField(SCHEMA_VERSIONS.weapon),
    weapon: choiceField(WEAPONS, `${I18N}.Weapon`, "pistol"),
    ammo: choiceField(AMMO_STATUSES, `${I18N}.Ammo`, "loaded"),
    capAndBall: flagField(),
    notes: notesField(),
  };
}

export type WeaponSchema = ReturnType<typeof defineWeaponSchema>;

/**
 * A weapon a figure carries. It stores which row of the weapons table it is and its ammunition
 * state; every column and footnote of the table (E, max range, targets, hands, ammunition class,
 * spread, damage-table tags, melee flag) is read from the rules core into `columns`.
 */
export class WeaponData extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = [`${I18N}.WeaponItem`];

  declare columns: WeaponColumns;

  static override defineSchema(): WeaponSchema {
    return defineWeaponSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateModelSource("weapon", source);
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    this.columns = weaponColumns((this as unknown as WeaponSource).weapon);
  }
}
