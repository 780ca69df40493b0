import { readFileSync } from "node:fs";
import { gmTableKeys, type GmTableData, type GmTableDefinition } from "../src/rules/core/gm-table";
import { FYH_GM_TABLES } from "../src/rules/fill-yore-hands/tables";
import { missingTableView } from "../src/shell/gm-tables/report";
import type { GmTablesText } from "../src/shell/gm-tables/validate";
import { editorView } from "../src/shell/gm-tables/view";

/**
 * The shell's GM-table editor (`shell/gm-tables.hbs` + footer) over Fill Yore Hands!'s real table
 * definitions, with the same pure view the live editor renders: a die table (two faces given by the
 * text), the 54-card damage table half filled, and a list table with an unsaved row and two problems;
 * and the missing-table chat card. The editor pages have no `kind`: tests/shell/gm-tables-contract
 * checks them against the editor's own PARTS and actions (an ApplicationV2's `data-action`s are its
 * own, unlike the cards and dialogs that sit inside core windows).
 */

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;

/** `lang/en.json` as a `GmTablesText` (the keys themselves when missing, like Foundry). */
export function langText(source: Record<string, unknown> = lang): GmTablesText {
  const lookup = (key: string) => {
    const value = key
      .split(".")
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
        source,
      );
    return typeof value === "string" ? value : key;
  };
  return {
    localize: lookup,
    format: (key, data) =>
      lookup(key).replace(/\{(\w+)\}/g, (m, name: string) => (name in data ? data[name]! : m)),
  };
}

const table = (id: string): GmTableDefinition => {
  const def = FYH_GM_TABLES.find((t) => t.id === id);
  if (!def) throw new Error(`gallery: no FYH GM table ${id}`);
  return def;
};

const LEVELS = ["pinked", "hit", "gutShot", "kilt"];
/** Half the damage deck filled (every other card), with made-up gallery values, not the book's. */
function halfDamageTable(def: GmTableDefinition): GmTableData {
  const keys = gmTableKeys(def).filter((_, i) => i % 2 === 0);
  return {
    rows: Object.fromEntries(keys.map((k, i) => [k, { level: LEVELS[i % LEVELS.length] }])),
    sourceStatus: "gm-defined",
  };
}

const DATA: Record<string, GmTableData> = {
  movementDieMap: { rows: { "1": { inches: 1 }, "6": { inches: 6 } }, sourceStatus: "gm-defined" },
  damageCardTable: halfDamageTable(table("damageCardTable")),
  outaBreath: {
    rows: { any: { appliesTo: "any", passOn: 3 }, drunk: { appliesTo: "drunk", passOn: 5 } },
    sourceStatus: "gm-defined",
  },
  permissibleActions: {
    rows: { shoot: { name: "Shoot" }, move: { name: "Move" }, brawl: { name: "Brawl" } },
    sourceStatus: "gm-defined",
  },
};

export const EDITOR_SPEC = {
  classes: ["six-gun-sound", "sgs-app-window", "sgs-gm-tables-window"],
  width: 880,
  height: 680,
  parts: { body: "shell/gm-tables.hbs", footer: "shell/gm-tables-footer.hbs" },
};

export function editorPageContext(
  selected: string,
  options: { blankRows?: number; problems?: string[] } = {},
) {
  const text = langText();
  return editorView({
    rulesetLabel: "SIXGUN.Ruleset.fillYoreHands",
    tables: FYH_GM_TABLES,
    data: DATA,
    selected,
    blankRows: options.blankRows ?? 0,
    problems: options.problems ?? [],
    isGM: true,
    text,
  }) as unknown as Record<string, unknown>;
}

export function missingCardContext(key?: string) {
  return missingTableView(
    { missing: "damageCardTable", ...(key ? { key } : {}) },
    table("damageCardTable"),
    langText(),
  ) as unknown as Record<string, unknown>;
}

export function buildPages() {
  const text = langText();
  const outa = table("outaBreath");
  const problems = [
    text.format("SIXGUN.GmTables.Problem.AboveMax", {
      table: text.localize(outa.label),
      row: "sojer",
      field: text.localize(outa.fields[1]!.label),
      value: "9",
      max: "6",
    }),
    text.format("SIXGUN.GmTables.Problem.BadListKey", {
      table: text.localize(outa.label),
      row: "",
      max: "60",
    }),
  ];
  const editors = [
    { key: "die", label: "a die table", selected: "movementDieMap" },
    { key: "cards", label: "the 54-card damage table, half filled", selected: "damageCardTable" },
    { key: "list", label: "a list table with problems", selected: "outaBreath", blankRows: 1, problems },
  ];
  return (["light", "dark"] as const).flatMap((theme) => [
    ...editors.map((e) => ({
      id: `gm-tables-${e.key}-${theme}`,
      title: `GM-table editor: ${e.label} (${theme})`,
      theme,
      templates: Object.values(EDITOR_SPEC.parts),
      sheet: EDITOR_SPEC,
      windowTitle: text.localize("SIXGUN.GmTables.Title"),
      context: editorPageContext(e.selected, e),
    })),
    {
      id: `gm-tables-missing-card-${theme}`,
      title: `Chat: a missing GM table (${theme})`,
      theme,
      kind: "chat" as const,
      templates: ["shell/missing-table.hbs"],
      speaker: text.localize(table("damageCardTable").label),
      height: 320,
      context: missingCardContext(theme === "light" ? "7H" : undefined),
    },
  ]);
}
