import { I18N } from "../../../config";
import { ONE, ZERO, type DiceSource, type Fraction } from "../../../rules/core";
import {
  STRUCTURE_KINDS,
  SV_RANGE,
  resolveBurns,
  resolveStartFire,
  resolveSv,
  rollStartFire,
  startFireDistribution,
  startFireTarget,
  type StartFireInput,
  type StartFireOutcome,
  type StartFireResult,
  type StructureKind,
} from "../../../rules/blaze-of-glory/buildings";
import { line, type OddsLine } from "./dialog-odds";

/**
 * The STARTING A FIRE dialog as pure data: what it asks (the structure attacked, or one the scenario
 * gives an SV; rain or a wet fuse; a flaming arrow), its live odds from the rules core, and its
 * answers read back. A caller (a macro) may settle any of these beforehand; the dialog then leaves
 * that field out and the value stands.
 */

/** A structure of the book's list, or one the scenario describes by its SV (and whether it burns). */
export type FireStructure = StructureKind | "scenario";
export const FIRE_STRUCTURES: readonly FireStructure[] = [...STRUCTURE_KINDS, "scenario"];

export interface FireForm {
  structure: FireStructure;
  /** Read only for a scenario's structure. */
  sv: number;
  /** Read only for a scenario's structure. */
  burns: boolean;
  wet: boolean;
  flamingArrow: boolean;
}

/** Values settled by the caller: the dialog does not ask for them. */
export type FireFixed = Partial<FireForm>;

/** What a skipped dialog rolls: a frame building, dry, lit by hand. */
export const DEFAULT_FIRE: FireForm = {
  structure: "frameBuilding",
  sv: 1,
  burns: true,
  wet: false,
  flamingArrow: false,
};

const OUTCOMES: readonly StartFireOutcome[] = ["burning", "smouldering", "notLit"];

/** The structure, the rain and the arrow all settled: there is nothing left to ask. */
export function fireNeedsNoDialog(fixed: FireFixed): boolean {
  return fixed.structure !== undefined && fixed.wet !== undefined && fixed.flamingArrow !== undefined;
}

/** The rules core's input for the form. */
export function fireInput(form: FireForm): StartFireInput {
  const { wet, flamingArrow } = form;
  return form.structure === "scenario"
    ? { sv: form.sv, burns: form.burns, wet, flamingArrow }
    : { structure: form.structure, wet, flamingArrow };
}

export function rollFireForm(source: DiceSource, form: FireForm): StartFireResult {
  return rollStartFire(source, fireInput(form));
}

/** The chance of each outcome as the rules core gives it for this form. */
export function fireOutcomeChances(form: FireForm): { readonly [O in StartFireOutcome]: Fraction } {
  const input = fireInput(form);
  if (form.flamingArrow) {
    // No dice are rolled: the one outcome the rules give is certain.
    const sure = resolveStartFire(input, []).outcome;
    return { burning: ZERO, smouldering: ZERO, notLit: ZERO, [sure]: ONE };
  }
  return startFireDistribution(resolveSv(input), form.wet);
}

const structureKey = (s: FireStructure) => `${I18N}.Dialog.Structure.${s}`;

/**
 * The dialog's context for the form as it stands (also its live refresh): the choices it still
 * asks, the structure's SV and the roll it makes, and the exact odds of each outcome. An invalid
 * settled value throws the rules core's error (the entry point reports it).
 */
export function fireDialogContext(form: FireForm = DEFAULT_FIRE, fixed: FireFixed = {}) {
  const input = fireInput(form);
  const sv = resolveSv(input);
  const chances = fireOutcomeChances(form);
  const odds: OddsLine[] = OUTCOMES.map((o) => line(`${I18N}.Outcome.Fire.${o}`, chances[o]));
  return {
    ...form,
    ask: {
      structure: fixed.structure === undefined,
      wet: fixed.wet === undefined,
      flamingArrow: fixed.flamingArrow === undefined,
    },
    structureLabel: structureKey(form.structure),
    structureChoices: Object.fromEntries(FIRE_STRUCTURES.map((k) => [k, structureKey(k)])),
    svRange: SV_RANGE,
    // `sv` and `burns` (from the form) fill the scenario's fields; these are what the roll reads.
    structureSv: sv,
    structureBurns: resolveBurns(input),
    target: startFireTarget(sv),
    dice: form.flamingArrow ? 0 : form.wet ? 1 : 2,
    odds,
  };
}

/**
 * The dialog's answers: a settled value wins, then the form's, then the default (a skipped dialog
 * gives nothing). An unknown structure, or an SV off the scale, falls back to the default.
 */
export function readFireForm(data: Record<string, unknown>, fixed: FireFixed = {}): FireForm {
  const asked = (FIRE_STRUCTURES as readonly unknown[]).includes(data.structure)
    ? (data.structure as FireStructure)
    : DEFAULT_FIRE.structure;
  // An empty number box submits "": that is no answer, not SV 0.
  const sv = data.sv === "" || data.sv === undefined ? NaN : Number(data.sv);
  const flag = (key: "burns" | "wet" | "flamingArrow") =>
    fixed[key] ?? (data[key] === undefined ? DEFAULT_FIRE[key] : Boolean(data[key]));
  return {
    structure: fixed.structure ?? asked,
    sv: fixed.sv ?? (Number.isInteger(sv) && sv >= SV_RANGE.min && sv <= SV_RANGE.max ? sv : DEFAULT_FIRE.sv),
    burns: flag("burns"),
    wet: flag("wet"),
    flamingArrow: flag("flamingArrow"),
  };
}
