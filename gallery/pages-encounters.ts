import { seededDice } from "../src/rules/core";
import {
  ENCOUNTER_DEFINITIONS,
  SPECIAL_TABLE_DEFINITIONS,
  readInputs,
  type EncounterDefinition,
  type SpecialTableResult,
} from "../src/rules/blaze-of-glory/encounters";
import { EncounterWizardFlow, type Materialized } from "../src/rulesets/blaze-of-glory/encounters/flow";
import { wizardContext } from "../src/rulesets/blaze-of-glory/encounters/wizard-view";
import {
  encounterCardContext,
  specialTableCardContext,
} from "../src/rulesets/blaze-of-glory/encounters/cards";
import type { Localize } from "../src/rulesets/blaze-of-glory/encounters/view";
import { langText } from "./pages-gm-tables";

/**
 * Blaze of Glory's encounter wizard, each step (choose with a roll that chose the encounter, the
 * rolled set-up, what was created), and the two encounter chat cards: all from the rules core's
 * registered encounters rolled with seeded dice, through the same pure views the live window and
 * the live cards use. The wizard pages have no `kind`: the wizard's contract test
 * (tests/rulesets/blaze-of-glory/encounter-wizard-contract.test.ts) checks them against the
 * window's own PARTS and actions; the cards sit in the chat log like every card.
 */

const text = langText();
const localize: Localize = (key, data) =>
  data ? text.format(key, data as Record<string, string>) : text.localize(key);

export const WIZARD_SPEC = {
  classes: ["six-gun-sound", "sgs-app-window", "sgs-encounter-wizard"],
  width: 720,
  height: 660,
  parts: {
    steps: "encounters/steps.hbs",
    choose: "encounters/choose.hbs",
    rolled: "encounters/rolled.hbs",
    created: "encounters/created.hbs",
    footer: "encounters/footer.hbs",
  },
};

/** Gunfight when the rules core has it, else the registered encounter with the most to show. */
function showcase(): EncounterDefinition | undefined {
  const gunfight = ENCOUNTER_DEFINITIONS.find((d) => d.id === "gunfight");
  if (gunfight) return gunfight;
  return [...ENCOUNTER_DEFINITIONS].sort((a, b) => b.inputs.length - a.inputs.length)[0];
}

const MADE: Materialized = {
  folderId: "Folder.gallery",
  actorUuids: ["Actor.a", "Actor.b", "Actor.c", "Actor.d", "Actor.e"],
  tokenIds: ["t1", "t2", "t3"],
  trayActorUuids: ["Actor.d", "Actor.e"],
  journalUuid: "JournalEntry.gallery",
  trayReasons: ["offTable"],
  rowRolls: [
    { subject: "opposition.1", name: "Ned Pike", dice: [4] },
    { subject: "opposition.2", name: "Cole Barrow", dice: [2] },
    { subject: "opposition.3", name: "Jim Hollis", dice: [6] },
  ],
};

/** The wizard's three steps, walked with seeded dice over the real definitions. */
export function wizardSteps() {
  const def = showcase();
  const flow = new EncounterWizardFlow({
    definitions: ENCOUNTER_DEFINITIONS,
    dice: seededDice(1881),
    materialize: async () => MADE,
  });
  // The dice choose on the Outlaw column: the pick is shown, and the encounter's questions when the
  // wizard has it (else the window says it cannot set that one up yet).
  flow.rollPick("outlaw");
  const picked = wizardContext(flow.state, ENCOUNTER_DEFINITIONS, localize);
  // The showcase chosen by hand, its questions answered with their defaults.
  if (def && flow.state.encounter !== def.id) flow.select(def.id);
  const choose = wizardContext(flow.state, ENCOUNTER_DEFINITIONS, localize);
  if (def) flow.rollSetup(readInputs(def.inputs, {}));
  const rolled = wizardContext(flow.state, ENCOUNTER_DEFINITIONS, localize);
  const setup = flow.state.setup;
  // What `create` leaves once the materializer is done (the gallery builds its pages synchronously).
  if (setup) Object.assign(flow.state, { step: "created", created: MADE });
  const created = wizardContext(flow.state, ENCOUNTER_DEFINITIONS, localize, {
    folderName: def ? `${localize(`SIXGUN.Encounter.Name.${def.id}`)} 1` : "",
    sceneName: "Main Street",
  });
  return { picked, choose, rolled, created, setup };
}

function tableResult(): SpecialTableResult | null {
  const def =
    SPECIAL_TABLE_DEFINITIONS.find((t) => t.id === "standupFight") ??
    [...SPECIAL_TABLE_DEFINITIONS].sort((a, b) => b.inputs.length - a.inputs.length)[0];
  return def ? def.roll(seededDice(1876), readInputs(def.inputs, {})) : null;
}

export function buildPages() {
  const { picked, choose, rolled, created, setup } = wizardSteps();
  const table = tableResult();
  const steps = [
    { key: "picked", label: "the dice's pick on the Outlaw column", context: picked },
    { key: "choose", label: "an encounter chosen, its questions", context: choose },
    { key: "rolled", label: "the rolled set-up", context: rolled },
    { key: "created", label: "what was created", context: created },
  ];
  return (["light", "dark"] as const).flatMap((theme) => [
    ...steps.map((s) => ({
      id: `encounter-wizard-${s.key}-${theme}`,
      title: `Encounter wizard: ${s.label} (${theme})`,
      theme,
      templates: Object.values(WIZARD_SPEC.parts),
      sheet: WIZARD_SPEC,
      windowTitle: localize("SIXGUN.Encounter.Wizard.Title"),
      context: s.context as unknown as Record<string, unknown>,
    })),
    ...(setup
      ? [
          {
            id: `encounter-card-${theme}`,
            title: `Chat: an encounter's set-up (${theme})`,
            theme,
            kind: "chat" as const,
            templates: ["chat/encounter.hbs"],
            speaker: localize(`SIXGUN.Encounter.Name.${setup.encounter}`),
            height: 900,
            context: encounterCardContext(setup, localize) as unknown as Record<string, unknown>,
          },
        ]
      : []),
    ...(table
      ? [
          {
            id: `encounter-table-card-${theme}`,
            title: `Chat: an encounter table's result (${theme})`,
            theme,
            kind: "chat" as const,
            templates: ["chat/encounter-table.hbs"],
            speaker: localize(`SIXGUN.Encounter.TableName.${table.table}`),
            height: 420,
            context: specialTableCardContext(table, localize) as unknown as Record<string, unknown>,
          },
        ]
      : []),
  ]);
}
