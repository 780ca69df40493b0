import "./styles/classic.css";
import "./styles/chat.css";
import { I18N } from "../../config";
import { documentTypeMaker, type RulesetDefinition } from "../../shell/ruleset-definition";
import {
  FigureData,
  ClassicFigureSheet,
  HorseData,
  ClassicHorseSheet,
  VehicleData,
  ClassicVehicleSheet,
  WeaponData,
  ClassicWeaponSheet,
} from "./documents";
import { activateSgsClassic, sgsClassicApi } from "./activate";
import { CLASSIC_CARD_ACTIVATION, CLASSIC_DECKS } from "./activation";
import { sgsClassicMigrations } from "./migrations";
import { sgsClassicStatuses } from "./statuses";

const type = documentTypeMaker(`${I18N}.Classic.Sheet`);

/** Six Gun Sound (classic), the 1980s rulebook: guide `shared/rules/six-gun-sound-classic.md`. */
export const sgsClassic: RulesetDefinition = {
  id: "sgs-classic",
  label: "SIXGUN.Ruleset.sgsClassic",
  typePrefix: "classic-",
  types: [
    type("Actor", "classic-figure", FigureData, ClassicFigureSheet, "Figure"),
    type("Actor", "classic-horse", HorseData, ClassicHorseSheet, "Horse"),
    type("Actor", "classic-vehicle", VehicleData, ClassicVehicleSheet, "Vehicle"),
    type("Item", "classic-weapon", WeaponData, ClassicWeaponSheet, "Weapon"),
  ],
  migrations: sgsClassicMigrations,
  packs: ["classic-rules", "classic-npcs", "classic-tables", "classic-weapons"],
  // Red against black, two cards a turn, ten face cards to the day (guide §3.1).
  activation: "colourPerSide",
  decks: CLASSIC_DECKS,
  cardActivation: CLASSIC_CARD_ACTIVATION,
  statuses: sgsClassicStatuses,
  defeatedStatus: "dead",
  activate: activateSgsClassic,
  api: sgsClassicApi,
};
