import { templatePath } from "../../config";
import { ATTRIBUTE_SHEET, WEAPON_SHEET } from "./sheet-specs";
import { attributeView, weaponView } from "./item-context";
import { SixGunItemSheet, enrich } from "./base-sheets";
import type { WeaponData } from "../../data/item/weapon";
import type { AttributeSource, WeaponSource } from "../../data/source-types";

/** A weapon: its weapons-table row (columns and footnotes from the rules core) and ammunition. */
export class WeaponSheet extends SixGunItemSheet {
  static override DEFAULT_OPTIONS = {
    classes: WEAPON_SHEET.classes,
    position: { width: WEAPON_SHEET.width, height: WEAPON_SHEET.height },
  };

  static override PARTS = { sheet: { template: templatePath(WEAPON_SHEET.parts.sheet!), scrollable: [""] } };

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
    classes: ATTRIBUTE_SHEET.classes,
    position: { width: ATTRIBUTE_SHEET.width, height: ATTRIBUTE_SHEET.height },
  };

  static override PARTS = {
    sheet: { template: templatePath(ATTRIBUTE_SHEET.parts.sheet!), scrollable: [""] },
  };

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
