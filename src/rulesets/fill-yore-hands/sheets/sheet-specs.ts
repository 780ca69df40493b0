import { SYSTEM_ID } from "../../../config";
import type { SheetSpec } from "../../../shell/sheets/sheet-spec";

export { sheetParts, windowOptions, type SheetSpec } from "../../../shell/sheets/sheet-spec";

/**
 * Window classes, size and templates of Fill Yore Hands!'s sheets, Foundry-free so the gallery
 * frames its pages exactly as the live sheets are. Templates live under `fyh/` so no path can
 * collide with another ruleset's.
 */
export const FIGURE_SHEET: SheetSpec = {
  classes: [SYSTEM_ID, "sheet", "actor", "fyh", "fyh-figure"],
  width: 640,
  height: 720,
  parts: { sheet: "fyh/figure-sheet.hbs" },
};

export const GROUP_SHEET: SheetSpec = {
  classes: [SYSTEM_ID, "sheet", "actor", "fyh", "fyh-group"],
  width: 560,
  height: 600,
  parts: { sheet: "fyh/group-sheet.hbs" },
};

export const WEAPON_SHEET: SheetSpec = {
  classes: [SYSTEM_ID, "sheet", "item", "fyh", "fyh-weapon"],
  width: 500,
  height: 560,
  parts: { sheet: "fyh/weapon-sheet.hbs" },
};
