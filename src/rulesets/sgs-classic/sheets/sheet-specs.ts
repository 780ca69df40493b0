import { SYSTEM_ID } from "../../../config";
import type { SheetSpec } from "../../../shell/sheets/sheet-spec";

export { sheetParts, windowOptions, type SheetSpec } from "../../../shell/sheets/sheet-spec";

/**
 * Window classes, size and templates of the classic sheets, Foundry-free so the gallery frames
 * its pages exactly as the live sheets are. Templates live under `classic/` so no path collides
 * with another ruleset's.
 */
export const FIGURE_SHEET: SheetSpec = {
  classes: [SYSTEM_ID, "sheet", "actor", "classic", "classic-figure"],
  width: 640,
  height: 720,
  parts: { sheet: "classic/figure-sheet.hbs" },
};

export const HORSE_SHEET: SheetSpec = {
  classes: [SYSTEM_ID, "sheet", "actor", "classic", "classic-horse"],
  width: 480,
  height: 480,
  parts: { sheet: "classic/horse-sheet.hbs" },
};

export const VEHICLE_SHEET: SheetSpec = {
  classes: [SYSTEM_ID, "sheet", "actor", "classic", "classic-vehicle"],
  width: 480,
  height: 480,
  parts: { sheet: "classic/vehicle-sheet.hbs" },
};

export const WEAPON_SHEET: SheetSpec = {
  classes: [SYSTEM_ID, "sheet", "item", "classic", "classic-weapon"],
  width: 500,
  height: 560,
  parts: { sheet: "classic/weapon-sheet.hbs" },
};

/** The figure sheet's tabs (static TABS; the view model drops Campaign for a non-player figure). */
export const FIGURE_TAB_IDS = ["gunfight", "status", "campaign", "notes"] as const;
