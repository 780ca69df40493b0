import { SYSTEM_ID } from "../config";
import { actorDataModels } from "../data/actor";
import { itemDataModels } from "../data/item";
import { CharacterSheet } from "../applications/sheets/character-sheet";
import { MountSheet } from "../applications/sheets/mount-sheet";
import { VehicleSheet } from "../applications/sheets/vehicle-sheet";
import { OutfitSheet } from "../applications/sheets/outfit-sheet";
import { AttributeSheet, WeaponSheet } from "../applications/sheets/item-sheets";
import { registerSettings } from "../settings";
import { registerConditions } from "../conditions/register";
import { registerConditionHooks } from "./conditions";
import { registerNameHooks } from "./names";
import { registerMigrationSettings } from "../migrations/runner";
import { registerTable } from "../table/register";
import { registerGenerators } from "../generators/register";

/** Wires data models, sheets, conditions and hooks into Foundry; runs once, before the world loads. */
export function init(): void {
  registerSettings();
  registerMigrationSettings();
  Object.assign(CONFIG.Actor.dataModels, actorDataModels);
  Object.assign(CONFIG.Item.dataModels, itemDataModels);
  registerConditions();
  registerConditionHooks();
  registerNameHooks();
  registerTable();
  registerGenerators();

  const { DocumentSheetConfig } = foundry.applications.apps;
  const sheet = (doc: typeof Actor | typeof Item, cls: unknown, type: string, label: string) =>
    DocumentSheetConfig.registerSheet(doc as never, SYSTEM_ID, cls as never, {
      types: [type],
      makeDefault: true,
      label: `SIXGUN.Sheet.${label}`,
    });
  sheet(Actor, CharacterSheet, "character", "Character");
  sheet(Actor, MountSheet, "mount", "Mount");
  sheet(Actor, VehicleSheet, "vehicle", "Vehicle");
  sheet(Actor, OutfitSheet, "outfit", "Outfit");
  sheet(Item, WeaponSheet, "weapon", "Weapon");
  sheet(Item, AttributeSheet, "attribute", "Attribute");
}
