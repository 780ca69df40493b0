import type { DiceSource } from "../../../rules/core";
import type { DrunkState } from "../../../rules/blaze-of-glory/ids";
// The modules themselves, not the indexes: the combat tracker loads these at start-up.
import { rollDrunkard, type DrunkardResult } from "../../../rules/blaze-of-glory/attributes/rolls";
import {
  rollActivationChecks,
  type ActivationChecksResult,
} from "../../../rules/blaze-of-glory/turn/attribute-checks";
import { applyGroup, setCondition, type ActionGroup, type TableAction } from "./actions";
import { isDisabled, type TableFigure } from "./figure";
import type { TableSettingValues } from "./settings";

/**
 * The rolls a Drunkard and a figure Touched in the Head make (L3075–3087): the Drunkard's roll at
 * the start of every encounter, which decides how drunk he is for it, and the check a Dead drunk or
 * a Touched figure makes each time he becomes active. Each asks the rules core and turns its answer
 * into changes to apply: the `drunk` flag, Out of the Fight for one who passes out.
 */

export function isDrunkard(f: TableFigure): boolean {
  return f.attributes.includes("drunkard");
}

export interface DrunkardEntry {
  figure: TableFigure;
  result: DrunkardResult;
}

export interface DrunkardPlan {
  entries: DrunkardEntry[];
  groups: ActionGroup[];
  /** Each figure's state for the encounter (null: sober), by uuid. */
  states: Record<string, DrunkState | null>;
}

/**
 * The start of an encounter: every Drunkard still in play rolls (L3075). A sober roll clears what
 * the last encounter left on him; only a change becomes an Apply button.
 */
export function rollDrunkardPlan(
  source: DiceSource,
  figures: readonly TableFigure[],
  settings: Partial<TableSettingValues> = {},
): DrunkardPlan {
  const entries: DrunkardEntry[] = [];
  const groups: ActionGroup[] = [];
  const states: Record<string, DrunkState | null> = {};
  figures
    .filter((f) => isDrunkard(f) && !isDisabled(f))
    .forEach((figure, i) => {
      const result = rollDrunkard(source, figure.system.rep);
      entries.push({ figure, result });
      states[figure.uuid] = result.condition;
      if (result.condition !== (figure.drunk ?? null)) {
        const action: TableAction = { type: "drunk", actor: figure.uuid, state: result.condition };
        groups.push(applyGroup(`drunk${i}`, figure, [action], settings));
      }
    });
  return { entries, groups, states };
}

/** A figure who rolls when he becomes active: a Dead drunk (L3079), Touched (L3087) or a Touched drunk (L3081). */
export function needsActivationCheck(f: TableFigure): boolean {
  if (isDisabled(f)) return false;
  return f.drunk === "deadDrunk" || f.drunk === "touched" || f.attributes.includes("touchedInTheHead");
}

export interface ActivationCheckEntry {
  figure: TableFigure;
  result: ActivationChecksResult;
}

export interface ActivationChecksPlan {
  entries: ActivationCheckEntry[];
  groups: ActionGroup[];
}

/**
 * The figures of the units about to activate roll their checks: one who passes out is Out of the
 * Fight (L3079); one who fails the Touched roll stays where he is this activation (L3087), which the
 * combat tracker keeps for the turn (it is no change to the figure).
 */
export function rollActivationChecksPlan(
  source: DiceSource,
  figures: readonly TableFigure[],
  settings: Partial<TableSettingValues> = {},
): ActivationChecksPlan {
  const entries: ActivationCheckEntry[] = [];
  const groups: ActionGroup[] = [];
  figures.filter(needsActivationCheck).forEach((figure, i) => {
    const result = rollActivationChecks(source, {
      rep: figure.system.rep,
      attributes: figure.attributes,
      drunk: figure.drunk ?? null,
    });
    entries.push({ figure, result });
    if (result.status === "passesOut")
      groups.push(applyGroup(`passOut${i}`, figure, [setCondition(figure.uuid, "outOfTheFight")], settings));
  });
  return { entries, groups };
}
