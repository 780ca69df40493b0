import "./styles/blaze-of-glory.css";
import { I18N } from "../../config";
import { documentTypeMaker, type RulesetDefinition } from "../../shell/ruleset-definition";
import { AttributeData, CharacterData, MountData, OutfitData, VehicleData, WeaponData } from "./documents";
import {
  AttributeSheet,
  CharacterSheet,
  MountSheet,
  OutfitSheet,
  VehicleSheet,
  WeaponSheet,
} from "./documents";
import { activateBlazeOfGlory, blazeOfGloryApi, blazeOfGloryStatuses } from "./activate";
import { blazeOfGloryMigrations } from "./migrations";
import { BOG_DECKS } from "./deployment/decks";
import { OPPOSITION_WEIGHTS_TABLE } from "../../rules/blaze-of-glory/opposition/table";
import { TRAVEL_MAP_TABLE } from "../../rules/blaze-of-glory/campaign/travel-map";

const type = documentTypeMaker(`${I18N}.Sheet`);

/** Six Gun Sound: Blaze of Glory, the default ruleset. */
export const blazeOfGlory: RulesetDefinition = {
  id: "blaze-of-glory",
  label: "SIXGUN.Ruleset.blazeOfGlory",
  typePrefix: "",
  types: [
    type("Actor", "character", CharacterData, CharacterSheet, "Character"),
    type("Actor", "mount", MountData, MountSheet, "Mount"),
    type("Actor", "vehicle", VehicleData, VehicleSheet, "Vehicle"),
    type("Actor", "outfit", OutfitData, OutfitSheet, "Outfit"),
    type("Item", "weapon", WeaponData, WeaponSheet, "Weapon"),
    type("Item", "attribute", AttributeData, AttributeSheet, "Attribute"),
  ],

  migrations: blazeOfGloryMigrations,
  packs: ["npcs", "gear", "stock", "tables", "rules", "macros"],
  activation: "dicePerSide",
  decks: BOG_DECKS,
  // The weighted die of the opposition the system runs (our weights; the GM edits them), and the
  // campaign's travel map (the book's is a picture: the text's links, the GM adds the rest).
  gmTables: [OPPOSITION_WEIGHTS_TABLE, TRAVEL_MAP_TABLE],
  statuses: blazeOfGloryStatuses,
  defeatedStatus: "outOfTheFight",
  activate: activateBlazeOfGlory,
  api: blazeOfGloryApi,
};
