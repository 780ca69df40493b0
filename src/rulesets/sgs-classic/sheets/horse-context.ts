import { I18N } from "../../../config";
import { choices, modeView } from "../../../shell/sheets/view-common";
import type { CommonViewInput } from "./view-input";

/** The horse sheet's view model (pure; shared by the live sheet and the gallery). */

export interface HorseViewSource {
  cv: number;
  constitution: { max: number; damage: number };
  status: string;
  rider: string | null;
  exceptional: boolean;
  notes: string;
}

export interface HorseViewInput extends CommonViewInput {
  system: HorseViewSource;
  /** The rider's name, resolved by the sheet (null: none or gone). */
  riderName: string | null;
}

const HORSE_STATUSES = ["ok", "brokeStride", "fallen", "down"] as const;

export function horseView(input: HorseViewInput) {
  const { system } = input;
  const current = system.constitution.max - system.constitution.damage;
  return {
    name: input.name,
    img: input.img,
    mode: modeView(input.mode, input.editable),
    editable: input.editable,
    system,
    current,
    down: current <= 0 || system.status === "down",
    statusLabel: `${I18N}.Classic.HorseStatus.${system.status}`,
    riderName: input.riderName,
    choices: { status: choices(HORSE_STATUSES, `${I18N}.Classic.HorseStatus`) },
    notesHTML: input.notesHTML,
  };
}
