import { SixGunItemSheet, enrich } from "../../../shell/sheets/base-sheets";
import type { WeaponSource } from "../data/source";
import { WEAPON_SHEET, sheetParts, windowOptions } from "./sheet-specs";
import { weaponView } from "./weapon-context";

/** A weapon: its table rows, what it holds, what is loaded and what is carried in reserve. */
export class FyhWeaponSheet extends SixGunItemSheet {
  static override DEFAULT_OPTIONS = { ...windowOptions(WEAPON_SHEET) };

  static override PARTS = sheetParts(WEAPON_SHEET);

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const item = this.item;
    const system = item.system as unknown as WeaponSource;
    return {
      ...context,
      item,
      ...weaponView({
        item: { name: item.name, img: item.img ?? "" },
        system,
        mode: this.mode,
        editable: this.isEditable,
        notesHTML: await enrich(system.notes, item, item.isOwner),
      }),
    };
  }
}
