import { SixGunItemSheet, enrich } from "../../../shell/sheets/base-sheets";
import { readClassicRules } from "../settings";
import { loadContexts } from "./load-contexts";
import { WEAPON_SHEET, sheetParts, windowOptions } from "./sheet-specs";
import type { WeaponViewSource } from "./weapon-context";

/** A classic weapon: the numbers of the table in force, its field of fire and its brawl dice. */
export class ClassicWeaponSheet extends SixGunItemSheet {
  static override DEFAULT_OPTIONS = { ...windowOptions(WEAPON_SHEET) };

  static override PARTS = sheetParts(WEAPON_SHEET);

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const { weaponView } = await loadContexts();
    const item = this.item;
    const system = item.system as unknown as WeaponViewSource;
    return {
      ...context,
      item,
      ...weaponView({
        name: item.name,
        img: item.img ?? "",
        system,
        mode: this.mode,
        editable: this.isEditable,
        rules: readClassicRules(),
        notesHTML: await enrich(system.notes, item, item.isOwner),
      }),
    };
  }
}
