import type { RulesetDefinition } from "../../shell/ruleset-definition";
import { AttributeData, CharacterData, MountData, OutfitData, VehicleData, WeaponData } from "./documents";
import {
  AttributeSheet,
  CharacterSheet,
  MountSheet,
  OutfitSheet,
  VehicleSheet,
  WeaponSheet,
} from "./documents";
import { activateBlazeOfGlory, blazeOfGloryStatuses } from "./activate";

/** Six Gun Sound: Blaze of Glory, the default ruleset. */
export const blazeOfGlory: RulesetDefinition = {
  id: "blaze-of-glory",
  label: "SIXGUN.Ruleset.blazeOfGlory",
  typePrefix: "",
  types: [
    {
      documentName: "Actor",
      type: "character",
      model: CharacterData,
      sheet: { cls: CharacterSheet, label: "SIXGUN.Sheet.Character" },
    },
    {
      documentName: "Actor",
      type: "mount",
      model: MountData,
      sheet: { cls: MountSheet, label: "SIXGUN.Sheet.Mount" },
    },
    {
      documentName: "Actor",
      type: "vehicle",
      model: VehicleData,
      sheet: { cls: VehicleSheet, label: "SIXGUN.Sheet.Vehicle" },
    },
    {
      documentName: "Actor",
      type: "outfit",
      model: OutfitData,
      sheet: { cls: OutfitSheet, label: "SIXGUN.Sheet.Outfit" },
    },
    {
      documentName: "Item",
      type: "weapon",
      model: WeaponData,
      sheet: { cls: WeaponSheet, label: "SIXGUN.Sheet.Weapon" },
    },
    {
      documentName: "Item",
      type: "attribute",
      model: AttributeData,
      sheet: { cls: AttributeSheet, label: "SIXGUN.Sheet.Attribute" },
    },
  ],
  packs: ["npcs", "gear", "stock", "tables", "rules", "macros"],
  activation: "dicePerSide",
  statuses: blazeOfGloryStatuses,
  defeatedStatus: "outOfTheFight",
  activate: activateBlazeOfGlory,
};
