import { SixGunActorSheet, enrich, loadDocument } from "../../../shell/sheets/base-sheets";
import { readClassicRules } from "../settings";
import { loadContexts } from "./load-contexts";
import { HORSE_SHEET, sheetParts, windowOptions } from "./sheet-specs";
import type { HorseViewSource } from "./horse-context";

/** A horse: CV, Constitution, how it stands and who rides it. */
export class ClassicHorseSheet extends SixGunActorSheet {
  static override DEFAULT_OPTIONS = { ...windowOptions(HORSE_SHEET) };

  static override PARTS = sheetParts(HORSE_SHEET);

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const { horseView } = await loadContexts();
    const actor = this.actor;
    const system = actor.system as unknown as HorseViewSource;
    const rider = await loadDocument<{ name: string }>(system.rider);
    return {
      ...context,
      actor,
      ...horseView({
        name: actor.name,
        img: actor.img ?? "",
        system,
        riderName: rider?.name ?? null,
        mode: this.mode,
        editable: this.isEditable,
        rules: readClassicRules(),
        notesHTML: await enrich(system.notes, actor, actor.isOwner),
      }),
    };
  }
}
