import { seededDice } from "../src/rules/core";
import {
  ENCOUNTER_DEFINITIONS,
  readInputs,
  specialTableDefinition,
  type EncounterSetup,
} from "../src/rules/blaze-of-glory/encounters";
import {
  journalPageContext,
  tablePrefill,
  JOURNAL_TEMPLATE,
} from "../src/rulesets/blaze-of-glory/encounters/journal";
import { rollRoster } from "../src/rulesets/blaze-of-glory/encounters/roster";
import { tableDialogContext } from "../src/rulesets/blaze-of-glory/encounters/tables";
import { trayContext } from "../src/rulesets/blaze-of-glory/encounters/tray-view";
import type { Localize } from "../src/rulesets/blaze-of-glory/encounters/view";
import { langText } from "./pages-gm-tables";

/**
 * An encounter's journal page as Foundry shows it (its table tags enriched into buttons), the tray
 * of figures that wait off the scene, and a special table's dialog prefilled from the encounter:
 * all from a registered encounter rolled with seeded dice, through the same pure contexts the live
 * code renders.
 */

const text = langText();
const localize: Localize = (key, data) =>
  data ? text.format(key, data as Record<string, string>) : text.localize(key);

/** The encounter with the most special tables to show (Robbery has several), rolled with seeded dice. */
function showcase(): EncounterSetup | null {
  let best: EncounterSetup | null = null;
  for (const def of ENCOUNTER_DEFINITIONS) {
    const setup = def.setUp(seededDice(1877), readInputs(def.inputs, {}));
    if (!best || setup.specialTables.length > best.specialTables.length) best = setup;
  }
  return best;
}

export function buildPages() {
  const setup = showcase();
  if (!setup) return [];
  const roster = rollRoster(seededDice(1878), setup);
  const rowRolls = roster.figures.map((f) => ({
    subject: f.subject,
    name: localize("SIXGUN.Generator.FigureName", {
      profession: localize(`SIXGUN.Profession.${f.profession}`),
      row: f.row,
    }),
    dice: f.rowDice,
  }));
  const journal = journalPageContext(setup, localize, { roster, rowRolls, trayReasons: ["offTable"] }, true);
  const trayActors = [
    ...rowRolls.slice(0, 3).map((r, i) => ({ uuid: `Actor.f${i}`, name: r.name, type: "character" })),
    {
      uuid: "Actor.h1",
      name: localize("SIXGUN.Generator.HorseName", { name: rowRolls[0]?.name ?? "" }),
      type: "mount",
      img: "systems/six-gun-sound/assets/icons/documents/horse.svg",
    },
    {
      uuid: "Actor.v1",
      name: "Stagecoach (4 horses)",
      type: "vehicle",
      img: "systems/six-gun-sound/assets/icons/documents/coach.svg",
    },
  ];
  const tray = trayContext(
    localize("SIXGUN.Encounter.Journal.FolderName", {
      name: localize(`SIXGUN.Encounter.Name.${setup.encounter}`),
      n: 1,
      date: "1877-06-04",
    }),
    trayActors,
    ["noScene"],
    localize,
  );
  // A table the encounter can prefill (its settlement level, a side's numbers), else the longest form.
  const tableId =
    setup.specialTables.find((id) => Object.keys(tablePrefill(id, setup)).length > 0) ??
    [...setup.specialTables].sort(
      (a, b) =>
        (specialTableDefinition(b)?.inputs.length ?? 0) - (specialTableDefinition(a)?.inputs.length ?? 0),
    )[0];
  const table = tableId ? specialTableDefinition(tableId) : undefined;
  const dialog = table ? tableDialogContext(table, tablePrefill(table.id, setup), localize) : null;
  return (["light", "dark"] as const).flatMap((theme) => [
    {
      id: `encounter-journal-page-${theme}`,
      title: `Journal: an encounter's page with its table buttons (${theme})`,
      theme,
      kind: "window" as const,
      templates: [JOURNAL_TEMPLATE],
      sheet: { classes: ["journal-sheet", "journal-entry"], width: 640, height: 1000, parts: {} },
      windowTitle: localize(`SIXGUN.Encounter.Name.${setup.encounter}`),
      context: journal as unknown as Record<string, unknown>,
    },
    {
      id: `encounter-journal-tray-${theme}`,
      title: `Encounter tray: figures to drag onto the scene (${theme})`,
      theme,
      kind: "window" as const,
      templates: ["encounters/tray.hbs"],
      sheet: { classes: ["six-gun-sound", "sgs-encounter-tray"], width: 320, height: 460, parts: {} },
      windowTitle: localize("SIXGUN.Encounter.Tray.Title"),
      context: tray as unknown as Record<string, unknown>,
    },
    ...(dialog
      ? [
          {
            id: `encounter-journal-table-dialog-${theme}`,
            title: `Dialog: a special table from the journal, prefilled (${theme})`,
            theme,
            kind: "dialog" as const,
            templates: ["encounters/table-dialog.hbs"],
            sheet: { classes: ["six-gun-sound", "sgs-dialog-window"], width: 400, height: 220, parts: {} },
            windowTitle: dialog.name,
            context: dialog as unknown as Record<string, unknown>,
          },
        ]
      : []),
  ]);
}
