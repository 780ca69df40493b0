import { inches, modeView } from "../../../shell/sheets/view-common";
import type { CommonViewInput } from "./view-input";

/** The vehicle sheet's view model (pure; shared by the live sheet and the gallery). */

export interface VehicleViewSource {
  move: number;
  baseWidth: number;
  occupants: string[];
  notes: string;
}

export interface OccupantRef {
  uuid: string;
  name: string;
  img: string;
  missing: boolean;
}

export interface VehicleViewInput extends CommonViewInput {
  system: VehicleViewSource;
  occupants: OccupantRef[];
}

export function vehicleView(input: VehicleViewInput) {
  const { system } = input;
  return {
    name: input.name,
    img: input.img,
    mode: modeView(input.mode, input.editable),
    editable: input.editable,
    system,
    moveText: inches(system.move),
    baseText: inches(system.baseWidth),
    occupants: input.occupants,
    notesHTML: input.notesHTML,
  };
}
