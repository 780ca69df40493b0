import { I18N } from "../../../config";
import { MOUNT_STATES, MOUNT_STATUSES, MOUNT_TYPES } from "../../../rules/blaze-of-glory/mounts";
import type { MountDerived } from "../data/derive";
import { mountTestButtons } from "../table/ride-tests";
import type { MountSource } from "../data/source-types";
import {
  type ActorRef,
  type ModeView,
  type SheetMode,
  choices,
  derivedStat,
  fieldHint,
  fieldLabel,
  inches,
  modeView,
} from "../../../shell/sheets/view-common";

/** The mount sheet's view model (pure; shared by the live sheet and the gallery). */

export interface MountViewInput {
  actor: { name: string; img: string };
  system: MountSource;
  derived: MountDerived;
  rider: ActorRef | null;
  mode: SheetMode;
  editable: boolean;
  /** The user owns the mount and may roll its tests (defaults to `editable`). */
  canRoll?: boolean;
  notesHTML: string;
}

const QUALITY_CHOICES: Record<string, string> = {
  "3": `${I18N}.Quality.nag`,
  "4": `${I18N}.Quality.prettyFair`,
  "5": `${I18N}.Quality.good`,
};

export function mountView(input: MountViewInput) {
  const { system, derived } = input;
  const mode = modeView(input.mode, input.editable) as ModeView;
  const canRoll = (input.canRoll ?? input.editable) && mode.play;
  return {
    ...input.actor,
    mode,
    canRoll,
    tests: canRoll
      ? mountTestButtons({
          status: system.status,
          state: system.state,
          hasRider: input.rider !== null && !input.rider.missing,
        })
      : [],
    editable: input.editable,
    system,
    qualityLabel: `${I18N}.Quality.${derived.qualityName}`,
    quality: system.quality,
    typeChoices: choices(MOUNT_TYPES, `${I18N}.MountType`),
    qualityChoices: QUALITY_CHOICES,
    stateChoices: choices(MOUNT_STATES, `${I18N}.MountState`),
    statusChoices: choices(MOUNT_STATUSES, `${I18N}.MountStatus`),
    stats: [
      {
        label: fieldLabel("Mount", "quality"),
        hint: fieldHint("Mount", "quality"),
        value: String(system.quality),
        note: `${I18N}.Quality.${derived.qualityName}`,
      },
      { ...derivedStat("move", inches(derived.move), "mountMoveHint"), note: `${I18N}.Derived.normal` },
      { ...derivedStat("fastMove", inches(derived.fastMove)), note: `${I18N}.Derived.upTo` },
      {
        ...derivedStat("rideable", derived.canBeRidden ? "✓" : "✗"),
        note: derived.canBeRidden ? `${I18N}.Derived.yes` : `${I18N}.Derived.no`,
      },
    ],
    rider: input.rider,
    notesHTML: input.notesHTML,
  };
}
