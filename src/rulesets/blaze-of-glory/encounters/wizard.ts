import { I18N, SYSTEM_ID, templatePath } from "../../../config";
import { ENCOUNTER_DEFINITIONS, type EncounterDefinition } from "../../../rules/blaze-of-glory/encounters";
import type { DiceSource } from "../../../rules/core";
import { foundryDice } from "../../../shell/dice/foundry-dice";
import { fgame, localize, notify } from "../../../shell/foundry";
import { pluralKey } from "../../../shell/plural";
import { HandlebarsApplicationMixin } from "../../../shell/sheets/handlebars-mixin";
import { postEncounterCard } from "./cards";
import { EncounterWizardFlow, readWizardForm, type Materializer } from "./flow";
import { materializeEncounter } from "./materialize";
import { wizardContext } from "./wizard-view";

/**
 * The encounter wizard (GM only, loaded with Blaze of Glory's runtime): choose an encounter or let
 * the dice choose, answer its questions, see every roll of its set-up and why, then create it: the
 * figures from the compendium in a folder, their tokens on the viewed scene or in the tray, the
 * journal page, and the set-up card in chat. The steps live in `./flow.ts`; this window renders
 * them and forwards its buttons.
 */

const { ApplicationV2 } = foundry.applications.api;

export const WIZARD_ID = "sgs-encounter-wizard";

export interface WizardOptions {
  definitions?: readonly EncounterDefinition[];
  dice?: DiceSource;
  /** `materializeEncounter` in play; a fake in tests. */
  materialize?: Materializer;
}

interface Viewed {
  scene?: { id: string; name: string } | null;
}
interface Folders {
  folders?: { get(id: string): { name: string } | undefined };
}

export class EncounterWizard extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: WIZARD_ID,
    tag: "form",
    classes: [SYSTEM_ID, "sgs-app-window", "sgs-encounter-wizard"],
    window: { title: "SIXGUN.Encounter.Wizard.Title", icon: "fa-solid fa-hat-cowboy", resizable: true },
    position: { width: 720, height: 660 },
    // Enter in a field rolls the set-up on the first step (the form's one natural "submit").
    form: { handler: EncounterWizard.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    actions: {
      selectEncounter: EncounterWizard.#onSelect,
      rollPick: EncounterWizard.#onRollPick,
      rollSetup: EncounterWizard.#onRollSetup,
      reroll: EncounterWizard.#onReroll,
      back: EncounterWizard.#onBack,
      create: EncounterWizard.#onCreate,
      restart: EncounterWizard.#onRestart,
      openJournal: EncounterWizard.#onOpenJournal,
    },
  } as never;

  static override PARTS = {
    steps: { template: templatePath("encounters/steps.hbs") },
    choose: { template: templatePath("encounters/choose.hbs"), scrollable: [".sgs-enc-scroll"] },
    rolled: { template: templatePath("encounters/rolled.hbs"), scrollable: [".sgs-enc-scroll"] },
    created: { template: templatePath("encounters/created.hbs") },
    footer: { template: templatePath("encounters/footer.hbs") },
  };

  readonly flow: EncounterWizardFlow;

  constructor(options: WizardOptions = {}) {
    const { definitions, dice, materialize } = options;
    super({} as never);
    this.flow = new EncounterWizardFlow({
      definitions: definitions ?? ENCOUNTER_DEFINITIONS,
      dice: dice ?? foundryDice(),
      materialize: materialize ?? materializeEncounter,
      onCreated: (setup) => postEncounterCard(setup),
    });
  }

  override async _prepareContext(options: never) {
    const context = await super._prepareContext(options);
    const made = this.flow.state.created;
    const folders = (game as unknown as Folders).folders;
    return Object.assign(
      context,
      wizardContext(this.flow.state, this.flow.options.definitions, localize, {
        folderName: made ? folders?.get(made.folderId)?.name : undefined,
        sceneName: made ? this.#sceneName : "",
      }),
    );
  }

  #sceneName = "";

  /** The form's fields as the browser holds them: a checkbox as checked or not, others as typed. */
  formValues(): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    const root = this.element as HTMLElement | undefined;
    for (const el of root?.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[name]") ?? [])
      values[el.name] = el instanceof HTMLInputElement && el.type === "checkbox" ? el.checked : el.value;
    return values;
  }

  /** Keeps what the GM typed before the window re-renders (answers and how the dice choose). */
  #capture(): void {
    if (this.flow.state.step !== "choose") return;
    const { pickBy, answers } = readWizardForm(this.flow.definition, this.formValues());
    this.flow.state.pickBy = pickBy;
    if (this.flow.definition) this.flow.state.answers = answers;
  }

  /** Runs a step and re-renders; a fault that is no rules error is logged and told, never thrown into Foundry. */
  async #run(step: () => unknown): Promise<void> {
    try {
      await step();
    } catch (error) {
      console.error(`${SYSTEM_ID} | encounter wizard`, error);
      notify("error", "SIXGUN.Encounter.Wizard.Failed", {
        detail: String((error as Error)?.message ?? error),
      });
    }
    await this.render();
  }

  static async #onSubmit(this: EncounterWizard) {
    if (this.flow.state.step === "choose") await EncounterWizard.#onRollSetup.call(this);
  }

  static async #onSelect(this: EncounterWizard, _event: Event, target: HTMLElement) {
    this.#capture();
    await this.#run(() => this.flow.select(target.dataset.encounter ?? ""));
  }

  static async #onRollPick(this: EncounterWizard) {
    this.#capture();
    await this.#run(() => this.flow.rollPick(this.flow.state.pickBy));
  }

  static async #onRollSetup(this: EncounterWizard) {
    this.#capture();
    await this.#run(() => this.flow.rollSetup());
  }

  static async #onReroll(this: EncounterWizard) {
    await this.#run(() => this.flow.reroll());
  }

  static async #onBack(this: EncounterWizard) {
    await this.#run(() => this.flow.back());
  }

  static async #onCreate(this: EncounterWizard) {
    const scene = (canvas as unknown as Viewed | null)?.scene ?? null;
    this.#sceneName = scene?.name ?? "";
    await this.#run(async () => {
      const made = await this.flow.create(scene?.id ?? null);
      if (made)
        notify(
          "info",
          pluralKey(`${I18N}.Encounter.Wizard.Created`, made.actorUuids.length, fgame().i18n.lang),
          {
            n: made.actorUuids.length,
          },
        );
    });
  }

  static async #onRestart(this: EncounterWizard) {
    await this.#run(() => this.flow.restart());
  }

  static async #onOpenJournal(this: EncounterWizard, _event: Event, target: HTMLElement) {
    const uuid = target.dataset.uuid;
    if (!uuid) return;
    try {
      const doc = (await fromUuid(uuid as never)) as { sheet?: { render(force: boolean): unknown } } | null;
      doc?.sheet?.render(true);
    } catch (error) {
      console.error(`${SYSTEM_ID} | encounter journal`, error);
    }
  }
}

/** Opens the wizard (one window); GM only. Returns the window, or null for a player. */
export async function openEncounterWizard(options: WizardOptions = {}): Promise<EncounterWizard | null> {
  if (!game.user?.isGM) {
    notify("warn", "SIXGUN.Encounter.Wizard.GmOnly");
    return null;
  }
  const existing = foundry.applications.instances.get(WIZARD_ID) as EncounterWizard | undefined;
  const app = existing ?? new EncounterWizard(options);
  await app.render({ force: true });
  return app;
}
