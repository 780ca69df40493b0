import { I18N, SYSTEM_ID, templatePath } from "../../../config";
import type { EncounterSetup, SpecialTableId } from "../../../rules/blaze-of-glory/encounters/types";
import { specialTableDefinition } from "../../../rules/blaze-of-glory/encounters/registry";
import { localize as foundryLocalize } from "../../../shell/foundry";
import type { Roster } from "./roster";
import type { TrayReason } from "./placement";
import { countedText, setupView, type Localize } from "./view";
import { tableTag } from "./table-buttons";

/**
 * The encounter's journal: one text page saying, in our own words, what each side wants, the
 * terrain, the forces (the figures made and the row each rolled; for the players' side how many
 * figures to bring), where they start, the mounts, the special instructions, how it ends and what
 * may follow, what the book leaves to the GM, and each special table as a button (`@SGSTable[...]`,
 * enriched by `./table-buttons.ts`). The context is pure; the template prints every text escaped.
 */

const J = `${I18N}.Encounter.Journal`;

export interface JournalExtras {
  roster?: Pick<Roster, "players" | "animals" | "vehicles">;
  rowRolls?: { subject: string; name: string; dice: number[] }[];
  trayReasons?: readonly TrayReason[];
}

/**
 * What a table's dialog can be told from the set-up: the settlement level, and a side's number of
 * figures where the table asks for it by the side's id (outlaws, runners, chasers, rowdies) or the
 * Indians still standing at the start of a siege.
 */
export function tablePrefill(table: SpecialTableId, setup: EncounterSetup): Record<string, number> {
  const def = specialTableDefinition(table);
  const out: Record<string, number> = {};
  if (!def) return out;
  const count = (id: string) =>
    setup.sides.find((s) => s.id === id)?.forces.reduce((n, l) => n + l.count, 0) ?? null;
  for (const spec of def.inputs) {
    if (spec.kind !== "integer") continue;
    let value: number | null = null;
    if (spec.key === "settlementLevel") value = setup.settlementLevel ?? null;
    else if (spec.key === "aliveIndians") value = count("indians");
    else value = count(spec.key);
    if (value !== null && Number.isInteger(value) && value >= spec.min && value <= spec.max)
      out[spec.key] = value;
  }
  return out;
}

export interface JournalSection {
  heading: string;
  items: string[];
}

export interface JournalTable {
  id: string;
  name: string;
  /** The stored tag (`@SGSTable[id?prefill]{name}`) the enricher turns into the button. */
  tag: string;
  /** The prefill as the button carries it (`settlementLevel=4`). */
  prefill: string;
}

/** What `templates/encounters/journal-page.hbs` prints (every text escaped by the template). */
export interface JournalPageContext {
  encounter: string;
  intro: string;
  /** Goals, terrain. */
  before: JournalSection[];
  forces: { heading: string; sides: { label: string; lines: string[]; reminder: string }[] };
  rows: JournalSection;
  /** Deployment, mounts, special instructions. */
  middle: JournalSection[];
  tables: { heading: string; list: JournalTable[] };
  /** End conditions, follow-ons, what is left to the GM. */
  after: JournalSection[];
  /**
   * False for the stored page (the tags, enriched by Foundry when shown); true where the page is
   * shown as Foundry renders it (the gallery), the buttons as the enricher makes them.
   */
  enriched: boolean;
}

/** The page's content, pure. */
export function journalPageContext(
  setup: EncounterSetup,
  localize: Localize,
  extras: JournalExtras = {},
  enriched = false,
): JournalPageContext {
  const view = setupView(setup, localize);
  const sec = (key: string, items: string[]): JournalSection => ({ heading: localize(`${J}.${key}`), items });
  const rowRolls = (extras.rowRolls ?? []).map((r) =>
    r.dice.length
      ? localize(`${J}.RowRolled`, { name: r.name, dice: r.dice.join(", ") })
      : localize(`${J}.RowFixed`, { name: r.name }),
  );
  const vehicles = extras.roster?.vehicles.length ?? 0;
  return {
    encounter: setup.encounter,
    intro: [view.variant, view.settlement].filter(Boolean).join(" · "),
    before: [
      sec(
        "Goals",
        view.sides.map((s) => `${s.label} (${s.roleText}): ${s.goal}`),
      ),
      sec("Terrain", view.terrain),
    ],
    forces: {
      heading: localize(`${J}.Forces`),
      sides: view.sides.map((side) => {
        const players = extras.roster?.players.find((p) => p.sideId === side.id);
        return {
          label: side.label,
          lines: side.lines.map((l) => [`${l.count} · ${l.role}`, ...l.details].join(" · ")),
          reminder: players ? countedText(localize, `${J}.BringFigures`, { n: players.count }) : "",
        };
      }),
    },
    rows: sec("Rows", rowRolls),
    middle: [
      sec("Deployment", [
        view.deployment,
        ...view.deploymentNotes,
        ...(extras.trayReasons ?? []).map((r) => localize(`${I18N}.Encounter.Tray.Reason.${r}`)),
      ]),
      sec("Mounts", [...view.looseMounts, ...(vehicles ? [localize(`${J}.Vehicles`, { n: vehicles })] : [])]),
      sec("Instructions", view.instructions),
    ],
    tables: {
      heading: localize(`${J}.Tables`),
      list: setup.specialTables.map((id) => {
        const name = localize(`${I18N}.Encounter.TableName.${id}`);
        const prefill = tablePrefill(id, setup);
        const tag = tableTag(id, prefill, name);
        return { id, name, tag, prefill: tag.match(/\?([^\]]*)\]/)?.[1] ?? "" };
      }),
    },
    after: [
      sec("End", view.endConditions),
      sec("FollowOn", view.followOn),
      sec("Judgement", view.gmJudgement),
    ],
    enriched,
  };
}

export const JOURNAL_TEMPLATE = "encounters/journal-page.hbs";

interface Globals {
  game: { folders?: Iterable<{ id: string; name: string; type: string }> };
  Folder: { create(data: Record<string, unknown>): Promise<{ id: string } | undefined> };
  JournalEntry: { create(data: Record<string, unknown>): Promise<{ uuid: string } | undefined> };
  foundry: { applications: { handlebars: { renderTemplate(path: string, data: object): Promise<string> } } };
}

/** Creates the journal entry (in a Journal folder for encounters); returns its uuid. */
export async function createEncounterJournal(
  setup: EncounterSetup,
  extras: JournalExtras & { folderName: string },
): Promise<string | null> {
  const g = globalThis as unknown as Globals;
  const folderName = foundryLocalize(`${J}.JournalFolder`);
  const existing = [...(g.game.folders ?? [])].find(
    (f) => f.type === "JournalEntry" && f.name === folderName,
  );
  const folder = existing ?? (await g.Folder.create({ name: folderName, type: "JournalEntry" }));
  const content = await g.foundry.applications.handlebars.renderTemplate(
    templatePath(JOURNAL_TEMPLATE),
    journalPageContext(setup, foundryLocalize, extras),
  );
  const entry = await g.JournalEntry.create({
    name: extras.folderName,
    folder: folder?.id ?? null,
    flags: { [SYSTEM_ID]: { encounter: setup.encounter } },
    pages: [
      {
        name: foundryLocalize(`${I18N}.Encounter.Name.${setup.encounter}`),
        type: "text",
        // 1: HTML (CONST.JOURNAL_ENTRY_PAGE_FORMATS.HTML).
        text: { content, format: 1 },
      },
    ],
  });
  return entry?.uuid ?? null;
}
