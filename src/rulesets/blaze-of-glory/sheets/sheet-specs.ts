import { SYSTEM_ID } from "../../../config";
import type { SheetSpec } from "../../../shell/sheets/sheet-spec";

export { sheetParts, windowOptions, type SheetSpec } from "../../../shell/sheets/sheet-spec";

/**
 * Window classes, size and templates of each sheet, kept Foundry-free so the preview gallery frames
 * its pages exactly as the live sheets are framed. Every sheet fits in 800×700.
 */
export const CHARACTER_SHEET: SheetSpec = {
  classes: [SYSTEM_ID, "sheet", "actor", "character"],
  width: 760,
  height: 700,
  parts: {
    header: "actor/character/header.hbs",
    tabs: "shared/tabs.hbs",
    combat: "actor/character/combat.hbs",
    wounds: "actor/character/wounds.hbs",
    attributes: "actor/character/attributes.hbs",
    notes: "actor/character/notes.hbs",
  },
};

export const MOUNT_SHEET: SheetSpec = {
  classes: [SYSTEM_ID, "sheet", "actor", "mount"],
  width: 580,
  height: 600,
  parts: { sheet: "actor/mount/sheet.hbs" },
};

export const VEHICLE_SHEET: SheetSpec = {
  classes: [SYSTEM_ID, "sheet", "actor", "vehicle"],
  width: 680,
  height: 700,
  parts: { sheet: "actor/vehicle/sheet.hbs" },
};

export const OUTFIT_SHEET: SheetSpec = {
  classes: [SYSTEM_ID, "sheet", "actor", "outfit"],
  width: 720,
  height: 700,
  parts: { sheet: "actor/outfit/sheet.hbs" },
};

export const WEAPON_SHEET: SheetSpec = {
  classes: [SYSTEM_ID, "sheet", "item", "weapon"],
  width: 560,
  height: 620,
  parts: { sheet: "item/weapon-sheet.hbs" },
};

export const ATTRIBUTE_SHEET: SheetSpec = {
  classes: [SYSTEM_ID, "sheet", "item", "attribute"],
  width: 520,
  height: 540,
  parts: { sheet: "item/attribute-sheet.hbs" },
};

/** The window part of a sheet's `DEFAULT_OPTIONS`: its classes and size. */
