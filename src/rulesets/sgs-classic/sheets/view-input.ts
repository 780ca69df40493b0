import { I18N } from "../../../config";
import type { ClassicRules } from "../../../rules/sgs-classic/interpretations";
import type { SheetMode } from "../../../shell/sheets/view-common";

/** Lang-key prefix of the classic sheets' own labels. */
export const S = `${I18N}.Classic.Sheet`;

/** What every classic view model is given besides its document's data (pure). */
export interface CommonViewInput {
  name: string;
  img: string;
  mode: SheetMode;
  editable: boolean;
  notesHTML: string;
  rules: ClassicRules;
}

/** A weapon as the figure sheet lists it. */
export interface WeaponRowSource {
  id: string;
  name: string;
  img: string;
  system: {
    key: string;
    basic: { effectiveRange: number; longRange: number | null; rofMax: number };
    advanced: { range: number | null; rof: number; impact: number };
    brawlDice: number;
  };
}
