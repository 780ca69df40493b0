import { assertOneOf } from "../../core/errors";
import type { GmTableDefinition } from "../../core/gm-table";
import { frozen } from "../../core/frozen";
import type { FyhInterpretations } from "../interpretations";
import { fieldLabel, tableLabels } from "./keys";

/** FYH-M01: "Permissible actions are:" (L13) is followed by nothing. */
export const PERMISSIBLE_ACTIONS: GmTableDefinition = frozen({
  id: "permissibleActions",
  ...tableLabels("permissibleActions"),
  source: "FYH-M01, L13–L15",
  keys: { kind: "list" },
  fields: [{ id: "name", label: fieldLabel("permissibleActions", "name"), type: "text" }],
});

/**
 * The actions the engine offers while the GM has not written the book's list: the sections of the
 * text that follow the lost list (shooting L16, movement and running L95, brawling L111, jumping
 * L126, charming L144) plus standing still, which Outa Breath needs (L101), and reloading when the
 * FYH-Q04 house rule is on. This is the engine's candidate list, not the book's table.
 */
export const FYH_CANDIDATE_ACTIONS = frozen([
  "shoot",
  "move",
  "run",
  "brawl",
  "jump",
  "charm",
  "standStill",
  "reload",
] as const);
export type FyhCandidateAction = (typeof FYH_CANDIDATE_ACTIONS)[number];

/**
 * FYH-M13: the ammunition table (L76–L83) has no Shotgun row, though the range table has one
 * (L41–L43). A list table with one row (keyed "shotgun" by convention) holding rounds loaded and
 * the reserve.
 */
export const SHOTGUN_AMMO: GmTableDefinition = frozen({
  id: "shotgunAmmo",
  ...tableLabels("shotgunAmmo"),
  source: "FYH-M13, L41–L43, L76–L83",
  keys: { kind: "list" },
  fields: [
    { id: "capacity", label: fieldLabel("shotgunAmmo", "capacity"), type: "number", integer: true, min: 1 },
    { id: "reserve", label: fieldLabel("shotgunAmmo", "reserve"), type: "number", integer: true, min: 0 },
  ],
});

/** The candidate actions under the world's readings: reloading only while FYH-Q04's house rule is on. */
export function candidateActions(options: Pick<FyhInterpretations, "reloadAction">): FyhCandidateAction[] {
  const reload = assertOneOf("options.reloadAction", options?.reloadAction, ["oneActionToCapacity", "off"]);
  return FYH_CANDIDATE_ACTIONS.filter((a) => a !== "reload" || reload !== "off");
}
