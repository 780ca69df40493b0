import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { gmTableKeys, type GmTableData, type GmTableDefinition } from "../../src/rules/core/gm-table";
import { filledCount, rowKeyLabel, validateGmTableData } from "../../src/shell/gm-tables/validate";
import { exportGmTables, importGmTables } from "../../src/shell/gm-tables/file";
import { editorView, readEditorForm, tableRows, withoutTextRows } from "../../src/shell/gm-tables/view";
import { langText } from "../../gallery/pages-gm-tables";
import type { RulesetDefinition } from "../../src/shell/ruleset-definition";

/**
 * GM-editable tables in the shell: cleaning of any input (form, file, setting) against a table's
 * definition, the JSON export/import, and the editor's form round trip. Messages are checked in the
 * English of lang/en.json, so they must name the table, the row and the field.
 */

const text = langText();

// Labels are plain words (not lang keys), which localize returns unchanged.
const DIE: GmTableDefinition = {
  id: "moveDie",
  label: "Movement die",
  hint: "What each face of the movement die reads as.",
  source: "TEST-1",
  keys: { kind: "die", faces: 6 },
  fields: [{ id: "inches", label: "Inches", type: "number", integer: true, min: 0, max: 12 }],
  known: { "2": { inches: 2 } },
};
const CARDS: GmTableDefinition = {
  id: "damage",
  label: "Damage cards",
  hint: "Which wound each card deals.",
  source: "TEST-2",
  keys: { kind: "cards", deck: "withJokers" },
  fields: [
    { id: "level", label: "Level", type: "choice", choices: ["pinked", "hit", "gutShot", "kilt"] },
    { id: "note", label: "Note", type: "text" },
    { id: "lethal", label: "Lethal", type: "boolean" },
  ],
};
const LIST: GmTableDefinition = {
  id: "ratings",
  label: "Brawling ratings",
  hint: "Modifiers by rating.",
  source: "TEST-3",
  keys: { kind: "list" },
  fields: [
    { id: "modifier", label: "Modifier", type: "number", integer: true, min: -3, max: 3 },
    { id: "label", label: "Label", type: "text" },
  ],
  known: { average: { modifier: 0 } },
};
const RULESET = { id: "test-ruleset", label: "Test ruleset", tables: [DIE, CARDS, LIST] };

const validate = (def: GmTableDefinition, raw: unknown) => validateGmTableData(def, raw, text);

describe("validateGmTableData", () => {
  it("keeps every valid value, reading numbers written as text and trimming text", () => {
    const { data, problems } = validate(CARDS, {
      rows: { "7H": { level: "hit", note: "  grazed  ", lethal: "false" }, JokerR: { lethal: true } },
      sourceStatus: "gm-defined",
    });
    expect(problems).toEqual([]);
    expect(data).toEqual({
      rows: { "7H": { level: "hit", note: "grazed", lethal: false }, JokerR: { lethal: true } },
      sourceStatus: "gm-defined",
    });
    expect(validate(DIE, { rows: { "3": { inches: "4" } } }).data.rows).toEqual({ "3": { inches: 4 } });
  });

  it("marks stored data as the GM's whatever the input says", () => {
    expect(validate(DIE, { rows: {}, sourceStatus: "book" }).data.sourceStatus).toBe("gm-defined");
  });

  it("drops rows whose key the table does not have, naming table and row", () => {
    const { data, problems } = validate(DIE, { rows: { "7": { inches: 3 }, "1": { inches: 1 } } });
    expect(data.rows).toEqual({ "1": { inches: 1 } });
    expect(problems).toEqual(['Movement die: "7" is not a row of this table: dropped.']);
    expect(validate(CARDS, { rows: { "1Z": { level: "hit" } } }).problems[0]).toMatch(/"1Z" is not a row/);
  });

  it("drops unknown fields and keeps the row's valid ones", () => {
    const { data, problems } = validate(CARDS, { rows: { QS: { level: "kilt", colour: "red" } } });
    expect(data.rows).toEqual({ QS: { level: "kilt" } });
    expect(problems).toEqual(['Damage cards, row Q♠: "colour" is not a column of this table: dropped.']);
  });

  it("refuses numbers outside min/max, fractions in whole-number fields and non-numbers", () => {
    const { data, problems } = validate(DIE, {
      rows: {
        "1": { inches: 13 },
        "2": { inches: -1 },
        "3": { inches: 2.5 },
        "4": { inches: "far" },
        "5": { inches: 12 },
        "6": { inches: 0 },
      },
    });
    expect(data.rows).toEqual({ "5": { inches: 12 }, "6": { inches: 0 } });
    expect(problems).toEqual([
      "Movement die, row 1, Inches: 13 is above the most allowed, 12: dropped.",
      "Movement die, row 2, Inches: -1 is below the least allowed, 0: dropped.",
      "Movement die, row 3, Inches: 2.5 is not a whole number: dropped.",
      'Movement die, row 4, Inches: "far" is not a number: dropped.',
    ]);
    expect(validate(DIE, { rows: { "1": { inches: Number.POSITIVE_INFINITY } } }).problems).toHaveLength(1);
    expect(validate(DIE, { rows: { "1": { inches: { n: 1 } } } }).problems).toHaveLength(1);
  });

  it("refuses choices the field does not offer and booleans that are neither", () => {
    const { data, problems } = validate(CARDS, {
      rows: { "10D": { level: "grazed", note: "x" }, "2C": { lethal: "maybe" }, AS: { level: "Hit" } },
    });
    expect(data.rows).toEqual({ "10D": { note: "x" } });
    expect(problems).toEqual([
      'Damage cards, row 10♦, Level: "grazed" is not one of pinked, hit, gutShot, kilt: dropped.',
      'Damage cards, row 2♣, Lethal: "maybe" is neither yes nor no: dropped.',
      'Damage cards, row A♠, Level: "Hit" is not one of pinked, hit, gutShot, kilt: dropped.',
    ]);
  });

  it("treats empty values as no value and a row with none as no row", () => {
    const { data, problems } = validate(CARDS, { rows: { "3H": { level: "", note: "   " }, "4H": {} } });
    expect(data.rows).toEqual({});
    expect(problems).toEqual([]);
  });

  it("refuses text too long, and values that are not text", () => {
    const { problems } = validate(CARDS, {
      rows: { "3H": { note: "x".repeat(501) }, "4H": { note: ["a"] } },
    });
    expect(problems).toEqual([
      "Damage cards, row 3♥, Note: longer than 500 characters: dropped.",
      "Damage cards, row 4♥, Note: not text: dropped.",
    ]);
  });

  it("names what is wrong with the table itself", () => {
    expect(validate(DIE, "table").problems).toEqual(["Movement die: not a table; nothing kept."]);
    expect(validate(DIE, [1]).problems).toEqual(["Movement die: not a table; nothing kept."]);
    expect(validate(DIE, { rows: [1, 2] }).problems).toEqual([
      "Movement die: its rows are not a list of rows; nothing kept.",
    ]);
    const extra = validate(DIE, { rows: { "1": { inches: 1 } }, extra: 1 });
    expect(extra.data.rows).toEqual({ "1": { inches: 1 } });
    expect(extra.problems).toEqual(['Movement die: "extra" is not part of a table: dropped.']);
    expect(validate(DIE, { rows: { "1": 5 } }).problems).toEqual([
      "Movement die, row 1: not a row of values: dropped.",
    ]);
    expect(validate(DIE, undefined)).toEqual({
      data: { rows: {}, sourceStatus: "gm-defined" },
      problems: [],
    });
  });

  it("list tables: names are trimmed, and empty, reserved, overlong or repeated names refused", () => {
    const raw = JSON.parse(
      '{"rows":{" tough ":{"modifier":1},"":{"modifier":2},"__proto__":{"modifier":3},"tough":{"modifier":-1},"weak":{"modifier":"-2","label":"Weak"}}}',
    );
    raw.rows["x".repeat(61)] = { modifier: 0 };
    const { data, problems } = validate(LIST, raw);
    expect(data.rows).toEqual({ tough: { modifier: 1 }, weak: { modifier: -2, label: "Weak" } });
    expect(Object.getPrototypeOf(data.rows)).toBe(Object.prototype);
    expect(problems).toEqual([
      'Brawling ratings: row "" needs a name of 1 to 60 characters: dropped.',
      'Brawling ratings: row "__proto__" needs a name of 1 to 60 characters: dropped.',
      'Brawling ratings: row "tough" appears twice: the second dropped.',
      `Brawling ratings: row "${"x".repeat(40)}…" needs a name of 1 to 60 characters: dropped.`,
    ]);
  });

  it("never needs a message key missing from lang/en.json", () => {
    const all = [
      validate(DIE, "x"),
      validate(DIE, { rows: [] }),
      validate(DIE, { rows: {}, x: 1 }),
      validate(LIST, { rows: { "": {} } }),
      validate(DIE, {
        rows: {
          "9": {},
          "1": 1,
          "2": { q: 1 },
          "3": { inches: "a" },
          "4": { inches: 1.5 },
          "5": { inches: -1 },
          "6": { inches: 99 },
        },
      }),
      validate(CARDS, {
        rows: {
          "2H": { note: {} },
          "3H": { note: "x".repeat(600) },
          "4H": { level: "q" },
          "5H": { lethal: 2 },
        },
      }),
    ].flatMap((r) => r.problems);
    expect(all.length).toBe(15);
    for (const p of all) expect(p).not.toMatch(/SIXGUN\.|\{\w+\}/);
  });

  it("is idempotent and loses nothing valid, whatever junk comes beside it (property)", () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer({ min: -20, max: 20 }),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
    );
    const row = fc.dictionary(fc.constantFrom("inches", "level", "note", "lethal", "junk"), value);
    const keys = fc.constantFrom(...gmTableKeys(CARDS), "1", "zz", "JokerX");
    fc.assert(
      fc.property(fc.dictionary(keys, row), (rows) => {
        for (const def of [DIE, CARDS]) {
          const once = validate(def, { rows });
          const twice = validate(def, once.data);
          expect(twice.data).toEqual(once.data);
          expect(twice.problems).toEqual([]);
          // Every kept value was in the input, under the same row and field.
          for (const [k, r] of Object.entries(once.data.rows))
            for (const [f, v] of Object.entries(r)) {
              const input = rows[k]![f];
              // Kept as given, or read from its text form ("3" → 3, "true" → true, 0 → "0" for text).
              const written = String(input).trim();
              expect(input === v || written === String(v) || Number(written) === v).toBe(true);
            }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("export and import", () => {
  const full: Record<string, GmTableData> = {
    moveDie: {
      rows: Object.fromEntries(gmTableKeys(DIE).map((k) => [k, { inches: Number(k) * 2 }])),
      sourceStatus: "gm-defined",
    },
    damage: {
      rows: Object.fromEntries(
        gmTableKeys(CARDS).map((k, i) => [
          k,
          { level: ["pinked", "hit", "gutShot", "kilt"][i % 4], note: `n${i}`, lethal: i % 3 === 0 },
        ]),
      ),
      sourceStatus: "gm-defined",
    },
    ratings: {
      rows: { tough: { modifier: 1, label: "Tough" }, weak: { modifier: -3 } },
      sourceStatus: "gm-defined",
    },
  };

  it("round-trips every value of every table", () => {
    const file = exportGmTables(RULESET, { ...full, gone: { rows: {}, sourceStatus: "gm-defined" } });
    expect(file.system).toBe("six-gun-sound");
    expect(file.ruleset).toBe("test-ruleset");
    expect(Object.keys(file.tables)).toEqual(["moveDie", "damage", "ratings"]);
    const back = importGmTables(RULESET, JSON.stringify(file, null, 2), text);
    expect(back).toEqual({ ok: true, tables: full, problems: [] });
    if (!back.ok) throw new Error(back.problem);
    expect(Object.keys(back.tables.damage!.rows)).toHaveLength(54);
  });

  it("refuses a file that is not JSON, not ours, of another ruleset or without tables", () => {
    const notJson = importGmTables(RULESET, "{ rows: ", text);
    expect(notJson.ok).toBe(false);
    expect((notJson as { problem: string }).problem).toMatch(/^Nothing imported: the file is not JSON \(/);
    for (const other of [
      "[]",
      "null",
      "3",
      '{"tables":{}}',
      '{"system":"dnd5e","ruleset":"test-ruleset","tables":{}}',
    ])
      expect(importGmTables(RULESET, other, text)).toEqual({
        ok: false,
        problem: "Nothing imported: this is not a Six Gun Sound GM-tables file.",
      });
    expect(
      importGmTables(RULESET, '{"system":"six-gun-sound","ruleset":"blaze-of-glory","tables":{}}', text),
    ).toEqual({
      ok: false,
      problem:
        'Nothing imported: the file holds tables of the ruleset "blaze-of-glory", and this world plays Test ruleset.',
    });
    expect(
      importGmTables(RULESET, '{"system":"six-gun-sound","ruleset":"test-ruleset","tables":[]}', text).ok,
    ).toBe(false);
  });

  it("keeps what is valid in a file with bad parts, listing each problem", () => {
    const file = {
      system: "six-gun-sound",
      ruleset: "test-ruleset",
      version: 1,
      tables: {
        moveDie: { rows: { "1": { inches: 3 }, "2": { inches: 40 } } },
        damage: { rows: { KH: { level: "dead", note: "ok" } } },
        stranger: { rows: {} },
      },
    };
    const result = importGmTables(RULESET, JSON.stringify(file), text);
    expect(result).toEqual({
      ok: true,
      tables: {
        moveDie: { rows: { "1": { inches: 3 } }, sourceStatus: "gm-defined" },
        damage: { rows: { KH: { note: "ok" } }, sourceStatus: "gm-defined" },
      },
      problems: [
        "Movement die, row 2, Inches: 40 is above the most allowed, 12: dropped.",
        'Damage cards, row K♥, Level: "dead" is not one of pinked, hit, gutShot, kilt: dropped.',
        '"stranger" is not a table of this ruleset: skipped.',
      ],
    });
  });
});

/** The flat form a rendered editor submits: every field's name and value, as strings. */
function formOf(
  def: GmTableDefinition,
  data: GmTableData | undefined,
  blankRows = 0,
): Record<string, string> {
  const form: Record<string, string> = {};
  for (const row of tableRows(def, data, text, blankRows)) {
    if (row.keyName) form[row.keyName] = row.key;
    for (const cell of row.cells) form[cell.name] = cell.value;
  }
  return form;
}

describe("the editor's form", () => {
  it("gives back exactly the stored table (die, cards, list)", () => {
    const tables: [GmTableDefinition, GmTableData][] = [
      [DIE, { rows: { "1": { inches: 0 }, "6": { inches: 12 } }, sourceStatus: "gm-defined" }],
      [
        CARDS,
        {
          rows: { "10H": { level: "kilt", note: "Ouch", lethal: true }, JokerB: { lethal: false } },
          sourceStatus: "gm-defined",
        },
      ],
      [
        LIST,
        {
          rows: { tough: { modifier: -3, label: "Tough" }, "a b": { modifier: 3 } },
          sourceStatus: "gm-defined",
        },
      ],
    ];
    for (const [def, data] of tables) {
      const read = validate(def, readEditorForm(def, formOf(def, data, 2)));
      expect(read.problems).toEqual([]);
      expect(withoutTextRows(def, read.data)).toEqual(data);
    }
  });

  it("does not store the text's own rows as the GM's, but keeps a GM's change to one", () => {
    const form = formOf(DIE, undefined);
    expect(form["rows.2.inches"]).toBe("2");
    expect(withoutTextRows(DIE, validate(DIE, readEditorForm(DIE, form)).data).rows).toEqual({});
    form["rows.2.inches"] = "3";
    expect(withoutTextRows(DIE, validate(DIE, readEditorForm(DIE, form)).data).rows).toEqual({
      "2": { inches: 3 },
    });
  });

  it("list rows: an empty one is no row, an unnamed one with values is named in a problem", () => {
    const form = {
      "list.0.key": "tough",
      "list.0.modifier": "1",
      "list.1.key": "",
      "list.1.modifier": "",
      "list.2.key": " ",
      "list.2.modifier": "2",
    };
    const { data, problems } = validate(LIST, readEditorForm(LIST, form));
    expect(data.rows).toEqual({ tough: { modifier: 1 } });
    expect(problems).toEqual(['Brawling ratings: row " " needs a name of 1 to 60 characters: dropped.']);
  });

  it("shows card keys with suit symbols, grouped by suit, Jokers by name, and fields by type", () => {
    const view = editorView({
      rulesetLabel: "Test ruleset",
      tables: RULESET.tables,
      data: { damage: { rows: { "10H": { level: "hit", lethal: true } }, sourceStatus: "gm-defined" } },
      selected: "damage",
      isGM: true,
      text,
    });
    expect(view.table!.groups.map((g) => `${g.label}:${g.rows.length}`)).toEqual([
      "♠ Spades:13",
      "♥ Hearts:13",
      "♦ Diamonds:13",
      "♣ Clubs:13",
      "Jokers:2",
    ]);
    const ten = view.table!.groups[1]!.rows.find((r) => r.key === "10H")!;
    expect(ten).toMatchObject({ keyLabel: "10♥", colour: "red" });
    expect(ten.cells.map((c) => [c.name, c.isSelect, c.isText, c.value])).toEqual([
      ["rows.10H.level", true, false, "hit"],
      ["rows.10H.note", false, true, ""],
      ["rows.10H.lethal", true, false, "true"],
    ]);
    expect(ten.cells[2]!.options.map((o) => `${o.label}${o.selected ? "*" : ""}`)).toEqual([
      "—",
      "Yes*",
      "No",
    ]);
    expect(view.table!.groups[4]!.rows.map((r) => r.keyLabel)).toEqual(["Red Joker", "Black Joker"]);
    expect(view.table!.columns).toBe(4);
    expect(view.tables.map((t) => `${t.label}:${t.badge}:${t.complete}:${t.selected}`)).toEqual([
      "Movement die:filled 1/6:false:false",
      "Damage cards:filled 1/54:false:true",
      "Brawling ratings:rows: 1:true:false",
    ]);
  });

  it("counts rows the GM filled and rows the text gives", () => {
    expect(filledCount(DIE, undefined)).toEqual({ filled: 1, total: 6 });
    const all = {
      rows: Object.fromEntries(gmTableKeys(DIE).map((k) => [k, { inches: 1 }])),
      sourceStatus: "gm-defined" as const,
    };
    expect(filledCount(DIE, all)).toEqual({ filled: 6, total: 6 });
    expect(
      filledCount(LIST, { rows: { average: { modifier: 1 }, tough: {} }, sourceStatus: "gm-defined" }),
    ).toEqual({ filled: 2, total: null });
    expect(rowKeyLabel(DIE, "3", text)).toBe("3");
    expect(rowKeyLabel(CARDS, "AC", text)).toBe("A♣");
  });
});

// ---------------------------------------------------------------------------------------------
// The Foundry side: storage, lookups, the missing-table report and registration, on stand-ins.

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;

interface World {
  stored: Record<string, unknown>;
  isGM: boolean;
  set: ReturnType<typeof vi.fn>;
  warn: ReturnType<typeof vi.fn>;
  create: ReturnType<typeof vi.fn>;
  rolls: number;
}

async function world(isGM = true): Promise<World> {
  const w: World = { stored: {}, isGM, set: vi.fn(), warn: vi.fn(), create: vi.fn(), rolls: 0 };
  w.set.mockImplementation(async (_ns: string, _key: string, value: Record<string, unknown>) => {
    w.stored = value;
  });
  w.create.mockImplementation(async (data: unknown) => ({ id: "m1", ...(data as object) }));
  const { createRenderer } = (await import(
    /* @vite-ignore */ pathToFileURL(resolve("gallery/standins.mjs")).href
  )) as {
    createRenderer(lang: object): { hbs: { compile(s: string): (c: object) => string } };
  };
  const { templateFile } = (await import("../../scripts/lib/templates.mjs")) as unknown as {
    templateFile(p: string): string;
  };
  const { hbs } = createRenderer(lang);
  vi.stubGlobal("game", {
    user: {
      get isGM() {
        return w.isGM;
      },
    },
    settings: {
      get: (ns: string, key: string) => (ns === "six-gun-sound" && key === "gmTables" ? w.stored : undefined),
      set: w.set,
    },
    i18n: { localize: text.localize, format: text.format },
  });
  vi.stubGlobal("ui", { notifications: { warn: w.warn, info: vi.fn(), error: vi.fn() } });
  vi.stubGlobal("ChatMessage", { create: w.create, getSpeaker: (o: object) => ({ ...o }) });
  // Anything that rolls would construct a Roll or draw a random number: both are counted.
  vi.stubGlobal(
    "Roll",
    class {
      constructor() {
        w.rolls++;
      }
    },
  );
  vi.stubGlobal("CONFIG", {
    Dice: {
      randomUniform: () => {
        w.rolls++;
        return 0.5;
      },
    },
  });
  vi.stubGlobal("foundry", {
    applications: {
      handlebars: {
        renderTemplate: async (path: string, data: object) =>
          hbs.compile(
            readFileSync(templateFile(path.replace("systems/six-gun-sound/templates/", "")), "utf8"),
          )(data),
      },
    },
    utils: { escapeHTML: (s: string) => s },
  });
  const store = await import("../../src/shell/gm-tables/store");
  store.setActiveGmTables({ rulesetId: RULESET.id, rulesetLabel: RULESET.label, tables: RULESET.tables });
  return w;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the world setting and lookups", () => {
  it("reads a stored table and looks rows up: the GM's, the text's, or what is missing", async () => {
    const w = await world();
    const { readGmTable, gmLookup } = await import("../../src/shell/gm-tables/store");
    expect(readGmTable("moveDie")).toBeUndefined();
    expect(gmLookup("moveDie", "2")).toEqual({ inches: 2 });
    expect(gmLookup("moveDie", "3")).toEqual({ missing: "moveDie", key: "3" });
    w.stored = { moveDie: { rows: { "3": { inches: 5 } }, sourceStatus: "gm-defined" } };
    expect(gmLookup("moveDie", "3")).toEqual({ inches: 5 });
    expect(() => gmLookup("nope", "1")).toThrow(/no GM table "nope"/);
    w.stored = "corrupt" as never;
    expect(readGmTable("moveDie")).toBeUndefined();
  });

  it("only a GM may save: a player's write changes nothing", async () => {
    const w = await world(false);
    const { writeGmTables } = await import("../../src/shell/gm-tables/store");
    const table = { rows: { "1": { inches: 1 } }, sourceStatus: "gm-defined" as const };
    expect(await writeGmTables({ moveDie: table })).toBe(false);
    expect(w.set).not.toHaveBeenCalled();
    w.isGM = true;
    w.stored = { damage: { rows: {}, sourceStatus: "gm-defined" } };
    expect(await writeGmTables({ moveDie: table })).toBe(true);
    expect(w.set).toHaveBeenCalledWith("six-gun-sound", "gmTables", {
      damage: { rows: {}, sourceStatus: "gm-defined" },
      moveDie: table,
    });
  });
});

describe("reportMissingTable", () => {
  it("posts a card and a warning naming the table and what it is for, and rolls nothing", async () => {
    const w = await world();
    const { reportMissingTable } = await import("../../src/shell/gm-tables/report");
    await reportMissingTable({ missing: "damage", key: "7H" });
    expect(w.rolls).toBe(0);
    expect(w.warn).toHaveBeenCalledTimes(1);
    expect(w.warn.mock.calls[0]![0]).toBe(
      'The GM table "Damage cards" has no row 7♥ yet, so nothing was rolled. Which wound each card deals.',
    );
    expect(w.create).toHaveBeenCalledTimes(1);
    const data = w.create.mock.calls[0]![0] as {
      content: string;
      flags: Record<string, unknown>;
      rolls?: unknown;
      speaker: unknown;
    };
    expect(data.rolls).toBeUndefined();
    expect(data.flags).toEqual({ "six-gun-sound": { missingTable: { table: "damage", key: "7H" } } });
    expect(data.speaker).toEqual({ alias: "Damage cards" });
    expect(data.content).toContain("Damage cards");
    expect(data.content).toContain("7♥");
    expect(data.content).toContain("Which wound each card deals.");
    expect(data.content).toMatch(/<button[^>]*data-sgs-gm-table="damage"[^>]*hidden/);
    expect(data.content).not.toContain("data-action");
  });

  it("escapes every text the card shows", async () => {
    const w = await world();
    const { reportMissingTable } = await import("../../src/shell/gm-tables/report");
    const evil: GmTableDefinition = {
      ...LIST,
      id: "evil",
      label: '<img src=x onerror="alert(1)">',
      hint: "<script>x()</script>",
      source: "<b>L1</b>",
    };
    await reportMissingTable({ missing: "evil" }, { definition: evil, speaker: { alias: "GM" } });
    const { content, speaker } = w.create.mock.calls[0]![0] as { content: string; speaker: unknown };
    expect(speaker).toEqual({ alias: "GM" });
    expect(content).not.toMatch(/<img|<script|<b>/);
    expect(content).toContain("&lt;img src&#x3D;x onerror&#x3D;&quot;alert(1)&quot;&gt;");
    expect(w.warn.mock.calls[0]![0]).toMatch(/has not|not filled in yet/);
  });
});

describe("registration and the card's button", () => {
  it("registers the world setting and a GM-only menu for a ruleset with tables, nothing for one without", async () => {
    const register = vi.fn();
    const registerMenu = vi.fn();
    const on = vi.fn();
    vi.stubGlobal("game", { settings: { register, registerMenu, get: () => ({}) }, user: { isGM: true } });
    vi.stubGlobal("Hooks", { on, once: vi.fn() });
    class ApplicationV2 {}
    vi.stubGlobal("foundry", { applications: { api: { ApplicationV2 } } });
    const { registerGmTables } = await import("../../src/shell/gm-tables/register");
    const base = { id: "bog", label: "Blaze", activate() {}, api: () => ({}) } as never;
    expect(registerGmTables(base)).toEqual({});
    expect(register).not.toHaveBeenCalled();
    const api = registerGmTables({
      ...(base as object),
      id: "test-ruleset",
      gmTables: RULESET.tables,
    } as never);
    expect(register).toHaveBeenCalledWith("six-gun-sound", "gmTables", {
      scope: "world",
      config: false,
      type: Object,
      default: {},
    });
    expect(registerMenu).toHaveBeenCalledWith(
      "six-gun-sound",
      "gmTablesMenu",
      expect.objectContaining({ restricted: true }),
    );
    // V13's registerMenu refuses a type that is not an ApplicationV2 (or FormApplication) subclass.
    const menu = registerMenu.mock.calls[0]![2] as { type: new () => { render(): Promise<unknown> } };
    expect(menu.type.prototype instanceof ApplicationV2).toBe(true);
    expect(on).toHaveBeenCalledWith("renderChatMessageHTML", expect.any(Function));
    expect(Object.keys(api.gmTables!).sort()).toEqual(["lookup", "open", "read", "reportMissing"]);
  });

  it("the registry publishes the tables' API beside the ruleset's own", async () => {
    const { registerRulesets } = await import("../../src/shell/registry");
    const ruleset: RulesetDefinition = {
      id: "test-ruleset",
      label: "Test ruleset",
      typePrefix: "test-",
      types: [],
      migrations: { types: [], steps: [] },
      packs: [],
      activation: "dicePerSide",
      gmTables: RULESET.tables,
      statuses: () => [],
      defeatedStatus: "dead",
      activate: () => undefined,
      api: () => ({ shoot: "the ruleset's own" }),
    };
    let published: Record<string, unknown> = {};
    const seen: string[] = [];
    registerRulesets([ruleset], ruleset, {
      dataModels: { Actor: {}, Item: {} },
      registerSheet: () => undefined,
      setStatuses: () => undefined,
      publishApi: (api) => (published = api),
      gmTables: (active) => {
        seen.push(active.id);
        return { gmTables: { open: "stand-in" } };
      },
    });
    expect(seen).toEqual([ruleset.id]);
    expect(published.gmTables).toEqual({ open: "stand-in" });
    expect(published.shoot).toBe("the ruleset's own");
  });

  it("shows the card's button to the GM only, and a player cannot open the editor", async () => {
    const { wireMissingCard, openGmTableEditor } = await import("../../src/shell/gm-tables/register");
    const card = () => {
      const button = {
        hidden: true,
        removed: false,
        listeners: 0,
        remove() {
          this.removed = true;
        },
        addEventListener() {
          this.listeners++;
        },
      };
      return { button, html: { querySelector: () => button } as unknown as HTMLElement };
    };
    const message = (flag: unknown) => ({ getFlag: () => flag }) as never;
    const warn = vi.fn();
    vi.stubGlobal("ui", { notifications: { warn } });
    for (const isGM of [true, false]) {
      vi.stubGlobal("game", { user: { isGM }, i18n: { localize: text.localize, format: text.format } });
      const { button, html } = card();
      wireMissingCard(message({ table: "damage" }), html);
      expect({ hidden: button.hidden, removed: button.removed, listeners: button.listeners }).toEqual(
        isGM
          ? { hidden: false, removed: false, listeners: 1 }
          : { hidden: true, removed: true, listeners: 0 },
      );
    }
    const other = card();
    wireMissingCard(message(undefined), other.html);
    expect(other.button.listeners).toBe(0);
    await openGmTableEditor("damage");
    expect(warn).toHaveBeenCalledWith("Only the GM can change the GM tables.");
  });
});
