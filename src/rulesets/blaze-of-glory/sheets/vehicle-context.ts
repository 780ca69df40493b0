import { I18N } from "../../../config";
import { QUALITY_RANGE } from "../../../rules/blaze-of-glory/mounts";
import { DRAFT_ANIMALS, VEHICLE_TYPES, type VehiclePosition } from "../../../rules/blaze-of-glory/vehicles";
import type { VehicleDerived } from "../data/derive";
import { vehicleTestButtons } from "../table/ride-tests";
import type { VehicleSource } from "../data/source-types";
import {
  MISSING_FIGURE_IMG,
  type ActorRef,
  type SheetMode,
  choices,
  derivedStat,
  inches,
  modeView,
} from "../../../shell/sheets/view-common";

/** The vehicle sheet's view model (pure; shared by the live sheet and the gallery). */

export { MISSING_FIGURE_IMG };

/**
 * A driver or passenger as the sheet shows it. A deleted actor keeps its UUID (so the seat can be
 * removed) but shows a localized "Missing figure" label and the placeholder portrait, never the raw
 * UUID or a broken image.
 */
export function crewRef<T extends ActorRef>(ref: T): T & { missingLabel: string | null } {
  return ref.missing
    ? { ...ref, name: "", img: MISSING_FIGURE_IMG, missingLabel: `${I18N}.Vehicle.missingFigure` }
    : { ...ref, missingLabel: null };
}

export interface VehicleViewInput {
  actor: { name: string; img: string };
  system: VehicleSource;
  derived: VehicleDerived;
  driver: (ActorRef & { rating: number | null }) | null;
  passengers: (ActorRef & { position: VehiclePosition })[];
  mode: SheetMode;
  editable: boolean;
  /** The user owns the vehicle and may roll its tests (defaults to `editable`). */
  canRoll?: boolean;
  notesHTML: string;
}

export function vehicleView(input: VehicleViewInput) {
  const { system, derived } = input;
  const positionChoices = choices(
    derived.cover.map((c) => c.position),
    `${I18N}.VehiclePosition`,
  );
  const aboard = input.passengers.length + (input.driver ? 1 : 0);
  const mode = modeView(input.mode, input.editable);
  const canRoll = (input.canRoll ?? input.editable) && mode.play;
  return {
    ...input.actor,
    mode,
    canRoll,
    tests: canRoll
      ? vehicleTestButtons({
          animal: system.team.animal,
          hasDriver: input.driver !== null && !input.driver.missing,
        })
      : [],
    editable: input.editable,
    system,
    typeChoices: choices(VEHICLE_TYPES, `${I18N}.VehicleType`),
    animalChoices: choices(DRAFT_ANIMALS, `${I18N}.DraftAnimal`),
    qualityRange: QUALITY_RANGE,
    sizeRange: { min: derived.minTeam, max: derived.maxTeam },
    team: {
      size: system.team.size,
      quality: system.team.quality,
      qualityLabel: `${I18N}.Quality.${derived.teamQualityName}`,
      leadQuality: derived.leadQuality,
      hasLead: derived.hasLeadAnimal,
      problem: derived.teamProblem,
    },
    stats: [
      derivedStat("testQuality", String(derived.testQuality)),
      derivedStat("move", inches(derived.move), "vehicleMoveHint"),
      derivedStat("moveFast", derived.canMoveFast ? "✓" : "✗"),
      derivedStat("aboard", `${aboard} / ${derived.capacity}`),
    ],
    // The template names the seats and the cover rows from their ids.
    seats: derived.seats,
    cover: derived.cover,
    driver: input.driver && crewRef(input.driver),
    passengers: input.passengers.map((p, index) => ({ ...crewRef(p), index })),
    positionChoices,
    full: aboard >= derived.capacity,
    notesHTML: input.notesHTML,
  };
}
