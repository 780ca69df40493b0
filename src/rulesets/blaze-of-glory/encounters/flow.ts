import { RulesError, type DiceSource } from "../../../rules/core";
import {
  ENCOUNTER_IDS,
  SIMPLE_CAMPAIGN_COLUMNS,
  pickEncounterUniformly,
  pickedEncounter,
  readInputs,
  rollSimpleCampaignEncounter,
  type EncounterDefinition,
  type EncounterId,
  type EncounterRoll,
  type EncounterSetup,
  type InputValue,
  type SimpleCampaignColumn,
} from "../../../rules/blaze-of-glory/encounters";

/**
 * The encounter wizard's steps without Foundry: choose an encounter (or let the dice choose) and
 * answer its questions, see the set-up rolled, create it. The window (`./wizard.ts`) renders this
 * state and forwards its buttons here; the dice and the materializer are given, so a test drives
 * the whole flow with seeded dice and a fake.
 */

export type WizardStep = "choose" | "rolled" | "created";

/** What `materializeEncounter` made (`./materialize.ts`). */
export interface Materialized {
  folderId: string;
  actorUuids: string[];
  tokenIds: string[];
  trayActorUuids: string[];
  journalUuid: string | null;
  /** Why figures wait in the tray: `SIXGUN.Encounter.Tray.Reason.<code>`. */
  trayReasons?: readonly string[];
  /** The NPC table row each figure got, and the dice that chose it. */
  rowRolls?: readonly { subject: string; name: string; dice: number[] }[];
}

export type Materializer = (
  setup: EncounterSetup,
  options: { sceneId?: string | null },
) => Promise<Materialized>;

/** How the dice choose: a SIMPLE CAMPAIGN column, or `any` (our pick, each encounter as likely). */
export const PICK_BY = [...SIMPLE_CAMPAIGN_COLUMNS, "any"] as const;
export type PickBy = (typeof PICK_BY)[number];

/**
 * A problem the window shows: `SIXGUN.Encounter.Wizard.Error.<key>`, with the rules core's or
 * Foundry's own message as `detail` and the encounter concerned as `encounter`.
 */
export const WIZARD_ERRORS = [
  "unknownEncounter",
  "notAvailable",
  "nothingToPick",
  "noEncounter",
  "badAnswer",
  "notRolled",
  "createFailed",
  "cardFailed",
] as const;

export interface WizardError {
  key: (typeof WIZARD_ERRORS)[number];
  detail?: string;
  encounter?: string;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface WizardState {
  step: WizardStep;
  encounter: EncounterId | null;
  /** The answers as last read from the form (kept when going back). */
  answers: Record<string, unknown>;
  pickBy: PickBy;
  /** The roll that chose the encounter, when the dice chose it. */
  pick: EncounterRoll | null;
  /** The set-up rolled, the pick first among its rolls. */
  setup: EncounterSetup | null;
  created: Materialized | null;
  /** The last problem (a bad answer, a failed creation), shown in the window. */
  error: WizardError | null;
}

/** The encounters the wizard offers: the book's first, then the profession-only ones. */
export function offeredEncounters(definitions: readonly EncounterDefinition[]): EncounterDefinition[] {
  const order = (d: EncounterDefinition) => ENCOUNTER_IDS.indexOf(d.id);
  return [...definitions].sort(
    (a, b) => Number(!!a.profession) - Number(!!b.profession) || order(a) - order(b),
  );
}

/** The form's prefix for an encounter's answers: `input.<key>`. */
export const INPUT_PREFIX = "input.";

/**
 * The wizard's form as the flow needs it: how the dice should choose, and the answers to the chosen
 * encounter's questions (checkboxes as booleans, numbers still as typed; `readInputs` checks them).
 */
export function readWizardForm(
  definition: EncounterDefinition | undefined,
  data: Record<string, unknown>,
): { pickBy: PickBy; answers: Record<string, unknown> } {
  const by = data.pickBy;
  const answers: Record<string, unknown> = {};
  for (const spec of definition?.inputs ?? []) {
    const raw = data[`${INPUT_PREFIX}${spec.key}`];
    if (spec.kind === "integer") {
      // A cleared number box (or one the browser could not read) keeps the default.
      const text = typeof raw === "string" ? raw.trim() : raw;
      answers[spec.key] = text === "" || text === undefined || text === null ? undefined : Number(text);
    } else if (spec.kind === "boolean") answers[spec.key] = raw === true || raw === "true" || raw === "on";
    else answers[spec.key] = raw;
  }
  return { pickBy: (PICK_BY as readonly unknown[]).includes(by) ? (by as PickBy) : "any", answers };
}

export interface FlowOptions {
  definitions: readonly EncounterDefinition[];
  dice: DiceSource;
  materialize: Materializer;
  /** Called once the encounter exists (the wizard posts the set-up card). */
  onCreated?: (setup: EncounterSetup, made: Materialized) => unknown;
}

export class EncounterWizardFlow {
  readonly state: WizardState = {
    step: "choose",
    encounter: null,
    answers: {},
    pickBy: "any",
    pick: null,
    setup: null,
    created: null,
    error: null,
  };

  constructor(readonly options: FlowOptions) {}

  get definition(): EncounterDefinition | undefined {
    return this.options.definitions.find((d) => d.id === this.state.encounter);
  }

  /** Chooses an encounter by hand (forgetting a pick that chose another). */
  select(id: string): void {
    const s = this.state;
    if (!this.options.definitions.some((d) => d.id === id)) {
      s.error = { key: "unknownEncounter", encounter: id };
      return;
    }
    if (s.encounter !== id) {
      s.answers = {};
      s.pick = null;
    }
    s.encounter = id as EncounterId;
    s.error = null;
  }

  /** Lets the dice choose: the SIMPLE CAMPAIGN table in a column, or our pick over the book's encounters. */
  rollPick(by: PickBy): EncounterRoll | null {
    const s = this.state;
    s.pickBy = by;
    const offered = offeredEncounters(this.options.definitions)
      .filter((d) => !d.profession)
      .map((d) => d.id);
    if (by === "any" && offered.length === 0) {
      s.error = { key: "nothingToPick" };
      return null;
    }
    const roll =
      by === "any"
        ? pickEncounterUniformly(this.options.dice, offered)
        : rollSimpleCampaignEncounter(this.options.dice, by as SimpleCampaignColumn);
    const id = pickedEncounter(roll);
    s.pick = roll;
    s.answers = {};
    if (id && this.options.definitions.some((d) => d.id === id)) {
      s.encounter = id;
      s.error = null;
    } else {
      // The table named an encounter this world cannot set up yet: say so, choose nothing.
      s.encounter = null;
      s.error = { key: "notAvailable", encounter: id ?? roll.result };
    }
    return roll;
  }

  /** Rolls the chosen encounter's set-up with the answers given; a bad answer stays on the choose step. */
  rollSetup(answers: Record<string, unknown> = this.state.answers): EncounterSetup | null {
    const s = this.state;
    s.answers = answers;
    const def = this.definition;
    if (!def) {
      s.error = { key: "noEncounter" };
      return null;
    }
    try {
      const values = readInputs(def.inputs, answers) as Record<string, InputValue>;
      const setup = def.setUp(this.options.dice, values);
      s.setup = s.pick ? { ...setup, rolls: [s.pick, ...setup.rolls] } : setup;
      s.step = "rolled";
      s.error = null;
      return s.setup;
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      s.error = { key: "badAnswer", detail: error.message, encounter: def.id };
      s.step = "choose";
      return null;
    }
  }

  /** Rolls the same encounter again with the same answers (the pick, if any, stands). */
  reroll(): EncounterSetup | null {
    return this.rollSetup(this.state.answers);
  }

  back(): void {
    const s = this.state;
    s.step = "choose";
    s.setup = null;
    s.error = null;
  }

  /** Makes the rolled encounter in the world; on failure the set-up stays for another try. */
  async create(sceneId: string | null): Promise<Materialized | null> {
    const s = this.state;
    if (s.step !== "rolled" || !s.setup) {
      s.error = { key: "notRolled" };
      return null;
    }
    let made: Materialized;
    try {
      made = await this.options.materialize(s.setup, { sceneId });
    } catch (error) {
      s.error = { key: "createFailed", detail: message(error), encounter: s.setup.encounter };
      return null;
    }
    s.created = made;
    s.step = "created";
    s.error = null;
    try {
      await this.options.onCreated?.(s.setup, made);
    } catch (error) {
      // The figures exist: only the card is missing, and the window says so.
      s.error = { key: "cardFailed", detail: message(error), encounter: s.setup.encounter };
    }
    return made;
  }

  /** Starts over for another encounter. */
  restart(): void {
    Object.assign(this.state, {
      step: "choose",
      encounter: null,
      answers: {},
      pick: null,
      setup: null,
      created: null,
      error: null,
    } satisfies Partial<WizardState>);
  }
}
