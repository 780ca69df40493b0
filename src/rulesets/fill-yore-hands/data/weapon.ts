import { I18N } from "../../../config";
import { RANGE_TABLES, WEAPON_KEYS } from "../../../rules/fill-yore-hands/ids";
import { migrateModelSource } from "../../../shell/migrations/steps";
import { SCHEMA_VERSIONS } from "../migrations";
import { choiceField, flagField, notesField, raise, schemaVersionField, wholeField } from "./fields";
import { LIMITS, RESERVE_CONTAINERS } from "./source";
import { loadedProblem } from "./validation";

function defineWeaponSchema() {
  return {
    schemaVersion: schemaVersionField(SCHEMA_VERSIONS["fyh-weapon"]),
    key: choiceField(WEAPON_KEYS, `${I18N}.FYH.Weapon`, "sixShooter"),
    rangeTable: choiceField(RANGE_TABLES, `${I18N}.FYH.RangeTable`, "pistol"),
    capacity: wholeField(LIMITS.capacity, 6),
    loaded: wholeField(LIMITS.capacity, 6),
    reserve: wholeField(LIMITS.reserve, 0),
    reserveContainer: choiceField(RESERVE_CONTAINERS, `${I18N}.FYH.Container`, "none"),
    readied: flagField(),
    notes: notesField(),
  };
}

export type WeaponSchema = ReturnType<typeof defineWeaponSchema>;

/**
 * A weapon (guide §6.2): which row of the ammunition table it is, which row of the range table it
 * shoots on (FYH-Q05 for the military long arm and the Derringer), what it holds, what is loaded
 * and what is carried in reserve. The shotgun's numbers are lost (FYH-M13): the GM sets them.
 */
export class WeaponData extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = [`${I18N}.FYH.WeaponItem`];

  static override defineSchema(): WeaponSchema {
    return defineWeaponSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateModelSource("fyh-weapon", source);
    return super.migrateData(source);
  }

  /** More rounds loaded than the weapon holds is refused with a message (not clamped). */
  static override validateJoint(data: Record<string, unknown>): void {
    raise(loadedProblem(data.loaded, data.capacity));
  }
}
