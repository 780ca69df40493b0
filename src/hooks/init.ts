import { SYSTEM_ID } from "../config";
import { actorDataModels } from "../data/actor";
import { CharacterSheet } from "../applications/sheets/character-sheet";
import { registerSettings } from "../settings";

/** Wires data models and sheets into Foundry; runs once, before the world loads. */
export function init(): void {
  registerSettings();
  Object.assign(CONFIG.Actor.dataModels, actorDataModels);

  const { DocumentSheetConfig } = foundry.applications.apps;
  DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, CharacterSheet, {
    types: ["character"],
    makeDefault: true,
    label: "SIXGUN.Sheet.Character",
  });
}
