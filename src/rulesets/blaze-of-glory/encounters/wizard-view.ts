import { I18N } from "../../../config";
import type { EncounterDefinition, InputSpec } from "../../../rules/blaze-of-glory/encounters";
import { INPUT_PREFIX, PICK_BY, offeredEncounters, type WizardError, type WizardState } from "./flow";
import { encounterName, rollView, setupView, type Localize, type RollView, type SetupView } from "./view";

/**
 * What the encounter wizard's templates show (templates/encounters/*.hbs), from the flow's state:
 * pure, so the gallery renders the same context as the live window. Every text is localized here
 * and printed escaped by the templates.
 */

const W = `${I18N}.Encounter.Wizard`;

export interface FieldView {
  name: string;
  id: string;
  label: string;
  kind: InputSpec["kind"];
  isInteger: boolean;
  isBoolean: boolean;
  isChoice: boolean;
  /** The number as shown ("" for an optional one left empty). */
  value: string;
  min: number | null;
  max: number | null;
  /** "1–6" for an integer, "" otherwise. */
  range: string;
  checked: boolean;
  options: { value: string; label: string; selected: boolean }[];
  /** The choice shown as chosen ("" for other kinds). */
  selectedValue: string;
}

export interface EncounterChoiceView {
  id: string;
  name: string;
  code: string;
  /** The Star's profession for a profession-only encounter, "" otherwise. */
  profession: string;
  selected: boolean;
}

export interface ChooseView {
  groups: { label: string; encounters: EncounterChoiceView[] }[];
  /** Nothing to offer yet (no encounter registered). */
  empty: boolean;
  selected: {
    id: string;
    name: string;
    code: string;
    source: string;
    profession: string;
    fields: FieldView[];
  } | null;
  pickBy: { value: string; label: string; selected: boolean }[];
  pickByValue: string;
  /** The roll that chose the encounter shown, when the dice chose it. */
  pick: RollView | null;
}

export interface CreatedView {
  /** "Gunfight is ready". */
  title: string;
  folder: string;
  figures: number;
  placed: number;
  tray: number;
  /** Why figures wait in the tray ("" when every figure is on the scene). */
  trayNote: string;
  /** The materializer's reasons for the tray, as text. */
  trayReasons: string[];
  /** Each figure's NPC table roll: who, the dice. */
  rowRolls: { name: string; dice: number[] }[];
  journalUuid: string;
}

export interface WizardContext {
  step: string;
  isChoose: boolean;
  isRolled: boolean;
  isCreated: boolean;
  /** The three steps for the window's progress line. */
  steps: { id: string; label: string; current: boolean; done: boolean }[];
  error: string;
  choose: ChooseView | null;
  rolled: SetupView | null;
  created: CreatedView | null;
  /** The footer's roll button: off until an encounter is chosen. */
  canRoll: boolean;
  cannotRoll: boolean;
}

function choiceLabel(spec: Extract<InputSpec, { kind: "choice" }>, choice: string, localize: Localize) {
  return localize(
    spec.choiceKeys
      ? `${I18N}.${spec.choiceKeys}.${choice}`
      : `${I18N}.Encounter.Choice.${spec.key}.${choice}`,
  );
}

/** One question of the encounter as a form field, showing the answer given or the default. */
export function fieldView(spec: InputSpec, answer: unknown, localize: Localize): FieldView {
  const given = answer === undefined || answer === null || answer === "" ? undefined : answer;
  const base = {
    name: `${INPUT_PREFIX}${spec.key}`,
    id: `sgs-enc-input-${spec.key}`,
    label: localize(`${I18N}.Encounter.Input.${spec.key}`),
    kind: spec.kind,
    isInteger: spec.kind === "integer",
    isBoolean: spec.kind === "boolean",
    isChoice: spec.kind === "choice",
    value: "",
    min: null,
    max: null,
    range: "",
    checked: false,
    options: [],
    selectedValue: "",
  };
  if (spec.kind === "integer")
    return {
      ...base,
      // An optional question shows empty until answered; a bad answer is shown as typed.
      value: String(given ?? (spec.optional ? "" : spec.default)),
      min: spec.min,
      max: spec.max,
      range: `${spec.min}–${spec.max}`,
    };
  if (spec.kind === "boolean")
    return { ...base, checked: given === undefined ? spec.default : given === true };
  const chosen = typeof given === "string" && spec.choices.includes(given) ? given : spec.default;
  return {
    ...base,
    selectedValue: chosen,
    options: spec.choices.map((c) => ({
      value: c,
      label: choiceLabel(spec, c, localize),
      selected: c === chosen,
    })),
  };
}

export function errorText(error: WizardError | null, localize: Localize): string {
  if (!error) return "";
  return localize(`${W}.Error.${error.key}`, {
    detail: error.detail ?? "",
    encounter: error.encounter ? encounterName(localize, error.encounter) : "",
  });
}

function chooseView(
  state: WizardState,
  definitions: readonly EncounterDefinition[],
  localize: Localize,
): ChooseView {
  const offered = offeredEncounters(definitions);
  const profession = (d: EncounterDefinition) =>
    d.profession ? localize(`${I18N}.Profession.${d.profession}`) : "";
  const choice = (d: EncounterDefinition): EncounterChoiceView => ({
    id: d.id,
    name: encounterName(localize, d.id),
    code: d.code,
    profession: profession(d),
    selected: d.id === state.encounter,
  });
  const book = offered.filter((d) => !d.profession).map(choice);
  const professionOnly = offered.filter((d) => d.profession).map(choice);
  const def = offered.find((d) => d.id === state.encounter);
  return {
    groups: [
      { label: localize(`${W}.GroupBook`), encounters: book },
      { label: localize(`${W}.GroupProfession`), encounters: professionOnly },
    ].filter((g) => g.encounters.length > 0),
    empty: offered.length === 0,
    selected: def
      ? {
          id: def.id,
          name: encounterName(localize, def.id),
          code: def.code,
          source: def.source,
          profession: profession(def),
          fields: def.inputs.map((spec) => fieldView(spec, state.answers[spec.key], localize)),
        }
      : null,
    pickBy: PICK_BY.map((by) => ({
      value: by,
      label: localize(`${W}.PickBy.${by}`),
      selected: by === state.pickBy,
    })),
    pickByValue: state.pickBy,
    pick: state.pick ? rollView(state.pick, localize) : null,
  };
}

function createdView(
  state: WizardState,
  localize: Localize,
  folderName: string,
  sceneName: string,
): CreatedView {
  const made = state.created!;
  const tray = made.trayActorUuids.length;
  return {
    title: localize(`${W}.Done`, {
      encounter: state.setup ? encounterName(localize, state.setup.encounter) : "",
    }),
    folder: folderName,
    figures: made.actorUuids.length,
    placed: made.tokenIds.length,
    tray,
    trayNote:
      tray === 0
        ? ""
        : sceneName
          ? localize(`${W}.TrayNote`, { scene: sceneName })
          : localize(`${W}.TrayNoScene`),
    journalUuid: made.journalUuid ?? "",
    trayReasons: (made.trayReasons ?? []).map((r) => localize(`${I18N}.Encounter.Tray.Reason.${r}`)),
    rowRolls: (made.rowRolls ?? []).map((r) => ({ name: r.name, dice: [...r.dice] })),
  };
}

export interface WizardViewOptions {
  /** The created folder's name (the window looks it up); the id when unknown. */
  folderName?: string;
  /** The scene the tokens went to, "" when none was viewed. */
  sceneName?: string;
}

export function wizardContext(
  state: WizardState,
  definitions: readonly EncounterDefinition[],
  localize: Localize,
  options: WizardViewOptions = {},
): WizardContext {
  const order = ["choose", "rolled", "created"];
  const at = order.indexOf(state.step);
  return {
    step: state.step,
    isChoose: state.step === "choose",
    isRolled: state.step === "rolled",
    isCreated: state.step === "created",
    steps: order.map((id, i) => ({
      id,
      label: localize(`${W}.Step.${id}`),
      current: i === at,
      done: i < at,
    })),
    error: errorText(state.error, localize),
    choose: state.step === "choose" ? chooseView(state, definitions, localize) : null,
    rolled: state.step === "rolled" && state.setup ? setupView(state.setup, localize) : null,
    created:
      state.step === "created" && state.created
        ? createdView(state, localize, options.folderName ?? state.created.folderId, options.sceneName ?? "")
        : null,
    canRoll: state.encounter !== null,
    cannotRoll: state.encounter === null,
  };
}
