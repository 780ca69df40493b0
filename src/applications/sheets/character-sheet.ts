import { templatePath } from "../../config";
import { CHARACTER_SHEET } from "./sheet-specs";
import { characterView } from "./character-context";
import type { CharacterData } from "../../data/actor/character";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2 } = foundry.applications.sheets;

/** The sheet of a figure: its stats at a glance, editable by its owner. */
// @ts-expect-error fvtt-types 13.345.1 cannot resolve HandlebarsApplicationMixin(ActorSheetV2) (TS2589, "excessively deep"); the class body is still checked.
export class CharacterSheet extends HandlebarsApplicationMixin(ActorSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: CHARACTER_SHEET.classes,
    position: { width: CHARACTER_SHEET.width, height: CHARACTER_SHEET.height },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  static override PARTS = {
    sheet: { template: templatePath(CHARACTER_SHEET.parts.sheet!) },
  };

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const system = actor.system as CharacterData;
    return {
      ...context,
      actor,
      system,
      ...characterView(system),
      notesHTML: await foundry.applications.ux.TextEditor.implementation.enrichHTML(system.notes, {
        relativeTo: actor,
        secrets: actor.isOwner,
      }),
    };
  }
}
