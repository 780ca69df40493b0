import { SYSTEM_ID } from "../../config";
import type { GmTableRow, MissingTable } from "../../rules/core/gm-table";
import { fgame, fv, notify, type FMessage } from "../foundry";
import type { RulesetDefinition } from "../ruleset-definition";
import { GM_TABLES_SETTING, gmLookup, readGmTable, setActiveGmTables } from "./store";
import type { GmTableData } from "../../rules/core/gm-table";

/**
 * GM-editable tables at `init`, for a world whose ruleset has any: the world setting that holds
 * them, a settings menu (GM only) that opens the editor, and the missing-table card's button. The
 * editor and the report load on first use; Blaze of Glory, which has no such tables, registers
 * nothing here.
 */

const MISSING_FLAG = "missingTable";

/** Opens the editor (loaded on first use), on `table` when given; a player is told it is the GM's. */
export async function openGmTableEditor(table?: string): Promise<void> {
  if (!fgame().user.isGM) {
    notify("warn", "SIXGUN.GmTables.GmOnly");
    return;
  }
  const { openEditor } = await import("./editor");
  await openEditor(table);
}

/**
 * The settings menu's "application": Foundry makes one and renders it when the GM presses the menu
 * button; it opens the real editor instead, so the editor's code stays out of the start-up payload.
 * V13's `registerMenu` requires an ApplicationV2 (or FormApplication) subclass, hence the base.
 */
function menuClass(): new () => object {
  const Base = foundry.applications.api.ApplicationV2 as unknown as new () => object;
  return class GmTablesMenu extends Base {
    render(): Promise<this> {
      void openGmTableEditor().catch((err) => console.error(`${SYSTEM_ID} | GM tables`, err));
      return Promise.resolve(this);
    }
  };
}

export interface GmTablesApi {
  open(table?: string): Promise<void>;
  read(id: string): GmTableData | undefined;
  lookup(id: string, key: string): GmTableRow | MissingTable;
  reportMissing(missing: MissingTable): Promise<unknown>;
}

interface SettingsRegistry {
  register(ns: string, key: string, config: Record<string, unknown>): void;
  registerMenu(ns: string, key: string, config: Record<string, unknown>): void;
}

/** Registers the tables of `active` (nothing when it has none); returns the API to publish. */
export function registerGmTables(active: RulesetDefinition): { gmTables?: GmTablesApi } {
  const tables = active.gmTables ?? [];
  if (tables.length === 0) return {};
  setActiveGmTables({ rulesetId: active.id, rulesetLabel: active.label, tables });
  const settings = fgame().settings as unknown as SettingsRegistry;
  settings.register(SYSTEM_ID, GM_TABLES_SETTING, {
    scope: "world",
    config: false,
    type: Object,
    default: {},
  });
  settings.registerMenu(SYSTEM_ID, "gmTablesMenu", {
    name: "SIXGUN.GmTables.Menu.Name",
    label: "SIXGUN.GmTables.Menu.Label",
    hint: "SIXGUN.GmTables.Menu.Hint",
    icon: "fa-solid fa-table-list",
    type: menuClass(),
    restricted: true,
  });
  fv().Hooks.on("renderChatMessageHTML", ((message: FMessage, html: HTMLElement) =>
    wireMissingCard(message, html)) as never);
  return {
    gmTables: {
      open: openGmTableEditor,
      read: readGmTable,
      lookup: gmLookup,
      reportMissing: async (missing) => (await import("./report")).reportMissingTable(missing),
    },
  };
}

/**
 * The missing-table card's button: shown to the GM only (it is hidden in the stored HTML), and a
 * click opens the editor on the table. Never throws into Foundry.
 */
export function wireMissingCard(message: FMessage, html: HTMLElement): void {
  try {
    const flag = message.getFlag(SYSTEM_ID, MISSING_FLAG) as { table?: unknown } | undefined;
    if (!flag || typeof flag.table !== "string") return;
    const button = html.querySelector<HTMLButtonElement>("[data-sgs-gm-table]");
    if (!button) return;
    if (!fgame().user.isGM) {
      button.remove();
      return;
    }
    button.hidden = false;
    const table = flag.table;
    button.addEventListener("click", (event) => {
      event.preventDefault();
      void openGmTableEditor(table).catch((err) => console.error(`${SYSTEM_ID} | GM tables`, err));
    });
  } catch (error) {
    console.error(`${SYSTEM_ID} | missing-table card`, error);
  }
}
