import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryStandIns } from "../foundry/standin";
import type { GmTableDefinition } from "../../src/rules/core/gm-table";
import { langText } from "../../gallery/pages-gm-tables";

/**
 * The editor's Save and Import on Foundry stand-ins: what reaches the world setting is validated,
 * a file that is not JSON or is another ruleset's saves nothing, and only a GM writes.
 */

installFoundryStandIns();
const { GmTablesEditor } = await import("../../src/shell/gm-tables/editor");
const { setActiveGmTables } = await import("../../src/shell/gm-tables/store");
afterAll(() => vi.unstubAllGlobals());

const text = langText();
const DIE: GmTableDefinition = {
  id: "moveDie",
  label: "Movement die",
  hint: "What each face reads as.",
  source: "TEST-1",
  keys: { kind: "die", faces: 6 },
  fields: [{ id: "inches", label: "Inches", type: "number", integer: true, min: 0, max: 12 }],
  known: { "2": { inches: 2 } },
};
const LIST: GmTableDefinition = {
  id: "ratings",
  label: "Ratings",
  hint: "Modifiers.",
  source: "TEST-3",
  keys: { kind: "list" },
  fields: [{ id: "modifier", label: "Modifier", type: "number", integer: true, min: -3, max: 3 }],
};

let stored: Record<string, unknown>;
let isGM: boolean;
const set = vi.fn(async (_ns: string, _key: string, value: Record<string, unknown>) => {
  stored = value;
});
const notes = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

beforeEach(() => {
  stored = { ratings: { rows: { tough: { modifier: 1 } }, sourceStatus: "gm-defined" } };
  isGM = true;
  set.mockClear();
  for (const n of Object.values(notes)) n.mockClear();
  vi.stubGlobal("game", {
    user: {
      get isGM() {
        return isGM;
      },
    },
    settings: { get: () => stored, set },
    i18n: { localize: text.localize, format: text.format },
  });
  vi.stubGlobal("ui", { notifications: notes });
  setActiveGmTables({ rulesetId: "test-ruleset", rulesetLabel: "Test ruleset", tables: [DIE, LIST] });
});

/** An editor whose form holds `fields` (name → value), rendering nothing. */
function editor(fields: Record<string, string> = {}) {
  const app = new GmTablesEditor();
  // The stand-in has no DOM and no renderer: the form's fields, and a render that does nothing.
  Object.assign(app, {
    render: async () => app,
    element: { querySelectorAll: () => Object.entries(fields).map(([name, value]) => ({ name, value })) },
  });
  return app;
}

const save = (app: object) =>
  (
    GmTablesEditor.DEFAULT_OPTIONS as unknown as { form: { handler(this: object): Promise<void> } }
  ).form.handler.call(app);

describe("Save", () => {
  it("writes the shown table, cleaned, keeps the other tables, and lists what it dropped", async () => {
    const app = editor({
      "rows.1.inches": "3",
      "rows.2.inches": "2",
      "rows.3.inches": "99",
      "rows.4.inches": "",
    });
    app.selected = "moveDie";
    await save(app);
    expect(set).toHaveBeenCalledTimes(1);
    expect(stored).toEqual({
      ratings: { rows: { tough: { modifier: 1 } }, sourceStatus: "gm-defined" },
      moveDie: { rows: { "1": { inches: 3 } }, sourceStatus: "gm-defined" },
    });
    expect(notes.info).toHaveBeenCalledWith("GM tables saved (1 tables).");
    expect(notes.warn).toHaveBeenCalledWith(
      "Movement die, row 3, Inches: 99 is above the most allowed, 12: dropped.",
    );
  });

  it("writes nothing for a player", async () => {
    isGM = false;
    const app = editor({ "rows.1.inches": "3" });
    app.selected = "moveDie";
    await save(app);
    expect(set).not.toHaveBeenCalled();
    expect(notes.warn).toHaveBeenCalledWith("Only the GM can change the GM tables.");
  });
});

describe("Import", () => {
  const file = (ruleset: string, tables: object) =>
    JSON.stringify({ system: "six-gun-sound", ruleset, version: 1, tables });

  it("saves nothing from a file that is not JSON or is another ruleset's", async () => {
    const app = editor();
    expect(await app.importText("not json at all")).toBe(false);
    expect(await app.importText(file("blaze-of-glory", { moveDie: { rows: { "1": { inches: 1 } } } }))).toBe(
      false,
    );
    expect(set).not.toHaveBeenCalled();
    expect(notes.error).toHaveBeenCalledTimes(2);
    expect(notes.error.mock.calls[1]![0]).toMatch(/"blaze-of-glory", and this world plays Test ruleset/);
  });

  it("saves the valid part of a file and warns about the rest; a player saves nothing", async () => {
    const text = file("test-ruleset", { moveDie: { rows: { "1": { inches: 1 }, "9": { inches: 2 } } } });
    isGM = false;
    expect(await editor().importText(text)).toBe(false);
    expect(set).not.toHaveBeenCalled();
    isGM = true;
    expect(await editor().importText(text)).toBe(true);
    expect(stored.moveDie).toEqual({ rows: { "1": { inches: 1 } }, sourceStatus: "gm-defined" });
    expect(stored.ratings).toEqual({ rows: { tough: { modifier: 1 } }, sourceStatus: "gm-defined" });
    expect(notes.warn).toHaveBeenCalledWith('Movement die: "9" is not a row of this table: dropped.');
  });
});
