import { SYSTEM_ID } from "../../config";

/**
 * Window classes, size and templates of each sheet, kept Foundry-free so the preview gallery frames
 * its pages exactly as the live sheets are framed.
 */
export interface SheetSpec {
  classes: string[];
  width: number;
  height: number;
  /** Template paths relative to templates/. */
  parts: Record<string, string>;
}

export const CHARACTER_SHEET: SheetSpec = {
  classes: [SYSTEM_ID, "sheet", "actor", "character"],
  width: 560,
  height: 440,
  parts: { sheet: "actor/character-sheet.hbs" },
};
