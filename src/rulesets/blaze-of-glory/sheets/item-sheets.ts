import { ATTRIBUTE_SHEET, WEAPON_SHEET, windowOptions, sheetParts } from "./sheet-specs";
import { attributeView, weaponView } from "./item-context";
import { SixGunItemSheet, enrich } from "../../../shell/sheets/base-sheets";
import type { WeaponData } from "../data/item/weapon";
import type { AttributeSource, WeaponSource } from "../data/source-types";

/** A weapon: its weapons-table row (columns and footnotes from the rules core) and ammunition. */
export class WeaponSheet extends SixGunItemSheet {
  static override DEFAULT_OPTIONS = {
    ...windowOptions(WEAPON_SHEET),
  };

  static override PARTS = sheetParts(WEAPON_SHEET);

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const item = this.item;
    const data = item.system as unknown as WeaponData;
    const system = data as unknown as WeaponSource;
    return {
      ...context,
      item,
      ...weaponView({
        item: { name: item.name, img: item.img ?? "" },
        system,
        columns: data.columns,
        mode: this.mode,
        editable: this.isEditable,
        notesHTML: await enrich(system.notes, item, item.isOwner),
      }),
    };
  }
}

/** An attribute or skill: the card that deals it and what it changes. */
export class AttributeSheet extends SixGunItemSheet {
  static override DEFAULT_OPTIONS = {
    ...windowOptions(ATTRIBUTE_SHEET),
  };

  static override PARTS = sheetParts(ATTRIBUTE_SHEET);

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const item = this.item;
    const system = item.system as unknown as AttributeSource;
    return {
      ...context,
      item,
      ...attributeView({
        item: { name: item.name, img: item.img ?? "" },
        system,
        mode: this.mode,
        editable: this.isEditable,
        notesHTML: await enrich(system.notes, item, item.isOwner),
      }),
    };
  }
}
