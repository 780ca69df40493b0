import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  SPECIAL_TABLE_DEFINITIONS,
  SPECIAL_TABLE_IDS,
  type SpecialTableResult,
} from "../../../src/rules/blaze-of-glory/encounters";
import { seededDice } from "../../../src/rules/core";
import { installFoundryStandIns } from "../../foundry/standin";
import { readJSON } from "../../helpers/files";
import type * as ButtonsModule from "../../../src/rulesets/blaze-of-glory/encounters/table-buttons";
import type * as TablesModule from "../../../src/rulesets/blaze-of-glory/encounters/tables";

/**
 * The journal's table buttons: the stored tag, the enricher that turns it into a button, the one
 * click listener, and running a table (its dialog's fields, the roll, the card) from a button.
 */

type Buttons = typeof ButtonsModule;
type Tables = typeof TablesModule;
let b: Buttons;
let tables: Tables;
const warnings: string[] = [];
const lang = readJSON<Record<string, unknown>>("lang/en.json");
const text = (key: string) => {
  let node: unknown = lang;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : key;
};

/** Just what `tableButton` builds with. */
class El {
  className = "";
  dataset: Record<string, string> = {};
  attributes: Record<string, string> = {};
  children: (El | { text: string })[] = [];
  constructor(readonly tag: string) {}
  setAttribute(k: string, v: string) {
    this.attributes[k] = v;
  }
  append(...nodes: (El | { text: string })[]) {
    this.children.push(...nodes);
  }
}
const fakeDoc = {
  createElement: (tag: string) => new El(tag),
  createTextNode: (t: string) => ({ text: t }),
} as unknown as Document;

beforeEach(async () => {
  installFoundryStandIns();
  const g = globalThis as unknown as Record<string, Record<string, unknown>>;
  g.game!.i18n = {
    localize: text,
    format: (key: string, data: Record<string, unknown>) =>
      text(key).replace(/\{(\w+)\}/g, (m, k: string) => (k in data ? String(data[k]) : m)),
    has: () => true,
  };
  warnings.length = 0;
  g.ui!.notifications = {
    info() {},
    warn: (m: string) => warnings.push(m),
    error: (m: string) => warnings.push(m),
  };
  b = await import("../../../src/rulesets/blaze-of-glory/encounters/table-buttons");
  tables = await import("../../../src/rulesets/blaze-of-glory/encounters/tables");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the stored tag", () => {
  it("round-trips every table with its prefill, and drops brackets from the label", () => {
    for (const id of SPECIAL_TABLE_IDS) {
      const tag = b.tableTag(id, { settlementLevel: 3, outlaws: 12 }, `Roll {the} [${id}]`);
      const match = [...tag.matchAll(b.TABLE_TAG_PATTERN)];
      expect(match).toHaveLength(1);
      expect(match[0]![1]).toBe(id);
      expect(b.readPrefill(match[0]![2])).toEqual({ settlementLevel: "3", outlaws: "12" });
      expect(match[0]![3]).toBe(`Roll the ${id}`);
    }
  });

  it("leaves out prefill values that could break out of the tag", () => {
    expect(b.tableTag("herding", { a: "1]{x}", b: 2, "c&d": 3 }, "Herding")).toBe(
      "@SGSTable[herding?b=2]{Herding}",
    );
    expect(b.tableTag("herding", {}, "")).toBe("@SGSTable[herding]{herding}");
    expect(b.readPrefill("a=1&=2&b&c=x")).toEqual({ a: "1", c: "x" });
    expect(b.readPrefill(undefined)).toEqual({});
  });

  it("becomes a button whose label is text, never markup", () => {
    const tag = "@SGSTable[talkTheTalk?starRep=5]{<b>Talk</b>}";
    const match = [...tag.matchAll(b.TABLE_TAG_PATTERN)][0]!;
    const el = b.tableButton(match, fakeDoc) as unknown as El;
    expect(el.tag).toBe("a");
    expect(el.className).toContain("sgs-table-roll");
    expect(el.dataset).toEqual({ sgsTable: "talkTheTalk", sgsPrefill: "starRep=5" });
    expect(el.attributes).toMatchObject({ role: "button", tabindex: "0" });
    expect(el.children.at(-1)).toEqual({ text: " <b>Talk</b>" });
  });

  it("registers the enricher once and one listener for clicks and keys", () => {
    const listeners: string[] = [];
    vi.stubGlobal("document", { body: { addEventListener: (type: string) => listeners.push(type) } });
    const config = (globalThis as unknown as { CONFIG: { TextEditor?: { enrichers: unknown[] } } }).CONFIG;
    b.registerTableButtons();
    b.registerTableButtons();
    expect(config.TextEditor!.enrichers).toHaveLength(1);
    expect(listeners).toEqual(["click", "keydown"]);
  });
});

describe("running a table", () => {
  const answerDefaults = async (context: {
    fields: {
      name: string;
      value: string;
      checked: boolean;
      isBoolean: boolean;
      selectedValue: string;
      isChoice: boolean;
    }[];
  }) =>
    Object.fromEntries(
      context.fields.map((f) => [f.name, f.isBoolean ? f.checked : f.isChoice ? f.selectedValue : f.value]),
    );

  it("rolls every special table from its dialog's defaults and posts the result", async () => {
    for (const def of SPECIAL_TABLE_DEFINITIONS) {
      const posted: SpecialTableResult[] = [];
      const result = await tables.runEncounterTable(
        def.id,
        {},
        {
          dice: seededDice(7),
          ask: answerDefaults,
          post: (r) => posted.push(r),
        },
      );
      expect(result?.table, def.id).toBe(def.id);
      expect(posted).toEqual([result]);
    }
    expect(warnings).toEqual([]);
  });

  it("shows the prefill in the dialog and rolls with it", async () => {
    let shown: Awaited<ReturnType<typeof tables.tableDialogContext>> | null = null;
    const result = await tables.runEncounterTable(
      "armedPopulace",
      { settlementLevel: "5" },
      {
        dice: seededDice(3),
        ask: async (context) => {
          shown = context;
          return answerDefaults(context);
        },
        post: () => {},
      },
    );
    expect(shown!.fields.find((f) => f.name === "input.settlementLevel")?.value).toBe("5");
    expect(shown!.name).toBe(text("SIXGUN.Encounter.TableName.armedPopulace"));
    expect(result).not.toBeNull();
  });

  it("refuses an unknown table, a bad answer, and does nothing when the dialog is closed", async () => {
    const post = vi.fn();
    expect(await tables.runEncounterTable("noSuchTable", {}, { post })).toBeNull();
    expect(warnings.at(-1)).toContain("noSuchTable");
    expect(
      await tables.runEncounterTable(
        "armedPopulace",
        {},
        {
          post,
          ask: async () => ({ "input.settlementLevel": "9" }),
        },
      ),
    ).toBeNull();
    expect(warnings.at(-1)).toMatch(/Armed Populace/);
    expect(await tables.runEncounterTable("armedPopulace", {}, { post, ask: async () => null })).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });
});
