import "./styles/fill-yore-hands.css";
import "./styles/table.css";
import "./styles/chat.css";
import { I18N } from "../../config";
import { documentTypeMaker, type RulesetDefinition } from "../../shell/ruleset-definition";
import { FigureData, FyhFigureSheet, GroupData, GroupSheet, WeaponData, FyhWeaponSheet } from "./documents";
import { activateFillYoreHands, fillYoreHandsApi } from "./activate";
import { fillYoreHandsMigrations } from "./migrations";
import { fillYoreHandsStatuses } from "./statuses";
import { FYH_DECKS } from "./decks";
import { FYH_GM_TABLES } from "../../rules/fill-yore-hands/tables";
import { readInterpretations } from "./settings";

const type = documentTypeMaker(`${I18N}.FYH.Sheet`);

/** Fill Yore Hands! (Jackson Gamers home rules): guide `shared/rules/fill-yore-hands.md`. */
export const fillYoreHands: RulesetDefinition = {
  id: "fill-yore-hands",
  label: "SIXGUN.Ruleset.fillYoreHands",
  typePrefix: "fyh-",
  types: [
    type("Actor", "fyh-figure", FigureData, FyhFigureSheet, "Figure"),
    type("Actor", "fyh-group", GroupData, GroupSheet, "Group"),
    type("Item", "fyh-weapon", WeaponData, FyhWeaponSheet, "Weapon"),
  ],
  migrations: fillYoreHandsMigrations,
  packs: ["fyh-figures", "fyh-weapons", "fyh-rules"],
  activation: "cardsPerGroup",
  decks: FYH_DECKS,
  // The cards each group puts in the deck is a world setting (FYH-Q02), read at each new turn.
  cardActivation: { options: () => ({ cardsPerGroup: readInterpretations().cardsPerGroup }) },
  // Every table the surviving text lost (FYH-M01…M15), for the GM to fill in the shell's editor.
  gmTables: FYH_GM_TABLES,
  statuses: fillYoreHandsStatuses,
  defeatedStatus: "dead",
  activate: activateFillYoreHands,
  api: fillYoreHandsApi,
};
