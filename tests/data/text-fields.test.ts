import yaml from "js-yaml";
import { templateFiles } from "../../scripts/lib/templates.mjs";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { englishText, langString, listFiles } from "../helpers/files";

/**
 * Every text field of every data model, through the real schemas (`defineSchema`) built on
 * stand-ins for Foundry's field classes: the stand-ins only record their options and run the
 * `validate` and clean steps the way DataField does (clean first, then validate), so what is tested
 * is the system's own configuration and validators. A multi-line field keeps a line break; a
 * single-line field refuses it; and each refusal says what is actually wrong.
 */

// ---------------------------------------------------------------------------------------------
// Stand-ins for foundry.data.fields and foundry.abstract.TypeDataModel

type Options = Record<string, unknown> & { validate?: (value: unknown) => unknown; choices?: unknown };

class DataField {
  constructor(readonly options: Options = {}) {}
  clean(value: unknown): unknown {
    return value === null ? null : this._cleanType(value);
  }
  protected _cleanType(value: unknown): unknown {
    return value;
  }
  /** Foundry turns a thrown error into the validation failure's message; null when valid. */
  validate(value: unknown): string | null {
    if (value === null && this.options.nullable) return null;
    try {
      return this.options.validate?.(value) === false ? "invalid" : null;
    } catch (error) {
      return (error as Error).message;
    }
  }
}
class StringField extends DataField {
  protected override _cleanType(value: unknown): unknown {
    const text = typeof value === "string" ? value : String(value);
    return this.options.trim === false ? text : text.trim();
  }
}
class HTMLField extends StringField {}
class NumberField extends DataField {}
class BooleanField extends DataField {}
class SchemaField extends DataField {
  constructor(
    readonly fields: Record<string, DataField>,
    options?: Options,
  ) {
    super(options);
  }
}
class ArrayField extends DataField {
  constructor(
    readonly element: DataField,
    options?: Options,
  ) {
    super(options);
  }
}
class ObjectField extends DataField {}
class TypeDataModel {
  static migrateData(source: unknown) {
    return source;
  }
}

type Model = { defineSchema(): Record<string, DataField> };
let models: Record<string, Model>;

beforeAll(async () => {
  vi.stubGlobal("foundry", {
    data: {
      fields: {
        DataField,
        StringField,
        HTMLField,
        NumberField,
        BooleanField,
        SchemaField,
        ArrayField,
        ObjectField,
      },
    },
    abstract: { TypeDataModel },
  });
  // `game.i18n` over lang/en.json, so every message below is the one a user reads.
  vi.stubGlobal("game", {
    i18n: {
      has: (key: string) => langString(key) !== undefined,
      format: englishText,
      localize: (key: string) => englishText(key),
    },
  });
  const actors = await import("../../src/rulesets/blaze-of-glory/data/actor/index");
  const items = await import("../../src/rulesets/blaze-of-glory/data/item/index");
  // Fill Yore Hands!'s models too: its templates' fields are held to the same kinds.
  const { FigureData } = await import("../../src/rulesets/fill-yore-hands/data/figure");
  const { GroupData } = await import("../../src/rulesets/fill-yore-hands/data/group");
  const { WeaponData } = await import("../../src/rulesets/fill-yore-hands/data/weapon");
  const fyh = { "fyh-figure": FigureData, "fyh-group": GroupData, "fyh-weapon": WeaponData };
  models = { ...actors.actorDataModels, ...items.itemDataModels, ...fyh } as unknown as Record<string, Model>;
});

afterAll(() => {
  vi.unstubAllGlobals();
});

/** Every field of a schema by path (`outfit.diary.entries.*.text`). */
function walk(prefix: string, field: DataField, out: Map<string, DataField>): void {
  out.set(prefix, field);
  if (field instanceof SchemaField)
    for (const [key, child] of Object.entries(field.fields)) walk(`${prefix}.${key}`, child, out);
  if (field instanceof ArrayField) walk(`${prefix}.*`, field.element, out);
}

function allFields(): Map<string, DataField> {
  const out = new Map<string, DataField>();
  for (const [type, model] of Object.entries(models))
    for (const [key, field] of Object.entries(model.defineSchema())) walk(`${type}.${key}`, field, out);
  return out;
}

/** Text fields: every string field that is not a list of choices. */
let textFieldCache: Map<string, StringField> | undefined;
function textFields(): Map<string, StringField> {
  if (textFieldCache) return textFieldCache;
  const out = (textFieldCache = new Map<string, StringField>());
  for (const [path, field] of allFields())
    if (field instanceof StringField && !field.options.choices) out.set(path, field);
  return out;
}

// ---------------------------------------------------------------------------------------------
// What each text field is

type Kind =
  | { kind: "lines"; max: number } // a <textarea>: line breaks kept
  | { kind: "line"; max: number } // an <input type="text">: one line
  | { kind: "html" } // a ProseMirror editor: HTML, cleaned by Foundry's HTMLField
  | { kind: "uuid" } // a document reference
  | { kind: "key" } // an id naming an entry of the same document
  | { kind: "card" }; // a playing card's key (QS, 10H, JokerR), or null

const TEXT_FIELDS: Record<string, Kind> = {
  "character.notes": { kind: "html" },
  "mount.rider": { kind: "uuid" },
  "mount.notes": { kind: "html" },
  "vehicle.driver": { kind: "uuid" },
  "vehicle.passengers.*.uuid": { kind: "uuid" },
  "vehicle.notes": { kind: "html" },
  "outfit.leader": { kind: "uuid" },
  "outfit.members.*.uuid": { kind: "uuid" },
  "outfit.members.*.group": { kind: "key" },
  "outfit.groups.*.id": { kind: "key" },
  "outfit.groups.*.name": { kind: "line", max: 60 },
  "outfit.groups.*.leader": { kind: "uuid" },
  "outfit.diary.entries.*.title": { kind: "line", max: 80 },
  "outfit.diary.entries.*.text": { kind: "lines", max: 2000 },
  "outfit.notes": { kind: "html" },
  "weapon.notes": { kind: "html" },
  "attribute.notes": { kind: "html" },
  "fyh-figure.chargenCard": { kind: "card" },
  "fyh-figure.wounds.*.card": { kind: "card" },
  "fyh-figure.brawlingRating": { kind: "line", max: 60 },
  "fyh-figure.charmLevel": { kind: "line", max: 60 },
  "fyh-figure.shootingSkill": { kind: "line", max: 60 },
  "fyh-figure.charmedBy": { kind: "uuid" },
  "fyh-figure.script": { kind: "lines", max: 2000 },
  "fyh-figure.notes": { kind: "html" },
  "fyh-group.members.*": { kind: "uuid" },
  "fyh-group.ownerNote": { kind: "line", max: 120 },
  "fyh-group.notes": { kind: "html" },
  "fyh-weapon.notes": { kind: "html" },
};

const msg = (key: string, data: Record<string, string> = {}) => englishText(`SIXGUN.Validation.${key}`, data);

/** Clean, then validate, as Foundry does on create and update: the stored value or the message. */
function save(field: StringField, value: unknown): { stored: unknown; error: string | null } {
  const stored = field.clean(value);
  return { stored, error: field.validate(stored) };
}

const byKind = (kind: Kind["kind"]) =>
  Object.entries(TEXT_FIELDS)
    .filter(([, k]) => k.kind === kind)
    .map(([path, k]) => [path, k] as const);

function field(path: string): StringField {
  const f = textFields().get(path);
  if (!f) throw new Error(`no text field ${path}`);
  return f;
}

describe("the text fields of the data models", () => {
  it("are exactly the ones classified here (a new text field must be added to this table)", () => {
    expect([...textFields().keys()].sort()).toEqual(Object.keys(TEXT_FIELDS).sort());
  });

  /** The kinds of the fields a template's `name="system.…"` can name (any document type). */
  function kindsNamed(name: string): Kind["kind"][] {
    const path = name.replace(/\.\{\{[^}]+\}\}(?=\.|$)/g, ".*");
    return Object.entries(TEXT_FIELDS)
      .filter(([p]) => p.slice(p.indexOf(".") + 1) === path)
      .map(([, k]) => k.kind);
  }

  /** `name="system.…"` of every element `tag` in the templates. */
  function namesOf(tag: string): string[] {
    const pattern = new RegExp(`<${tag}\\b[^>]*?\\sname="system\\.([^"]+)"`, "g");
    return templateFiles().flatMap(({ file }) =>
      [...readFileSync(file, "utf8").matchAll(pattern)].map((m) => m[1]!),
    );
  }

  it("are multi-line wherever a template edits them in a <textarea>", () => {
    const names = namesOf("textarea");
    expect(names).toContain("diary.entries.{{e.index}}.text");
    for (const name of names) {
      const kinds = kindsNamed(name);
      expect(kinds.length, name).toBeGreaterThan(0);
      for (const kind of kinds) expect(kind, name).toBe("lines");
    }
  });

  it("are rich text wherever a template edits them in a <prose-mirror>", () => {
    const names = namesOf("prose-mirror");
    expect(names).toContain("notes");
    for (const name of names) {
      const kinds = kindsNamed(name);
      expect(kinds.length, name).toBeGreaterThan(0);
      for (const kind of kinds) expect(kind, name).toBe("html");
    }
  });

  it('are single-line wherever a template edits them in an <input type="text">', () => {
    const names = namesOf("input").filter((n) => kindsNamed(n).length > 0);
    expect(names).toContain("diary.entries.{{e.index}}.title");
    for (const name of names) for (const kind of kindsNamed(name)) expect(kind, name).not.toBe("lines");
  });
});

describe.each(byKind("lines"))("multi-line text %s", (path, kind) => {
  const max = (kind as { max: number }).max;

  it("keeps a line break", () => {
    expect(save(field(path), "Rode into Abilene.\nLeft at dawn.")).toEqual({
      stored: "Rode into Abilene.\nLeft at dawn.",
      error: null,
    });
  });

  it("stores \\r\\n and a lone \\r as \\n", () => {
    expect(save(field(path), "One\r\nTwo\rThree")).toEqual({ stored: "One\nTwo\nThree", error: null });
  });

  it("keeps a tab", () => {
    expect(save(field(path), "Kills:\t2")).toEqual({ stored: "Kills:\t2", error: null });
  });

  it("refuses another control character, saying so", () => {
    expect(save(field(path), "bell\u0007").error).toBe(msg("Control", { char: "U+0007" }));
    expect(save(field(path), "a\u0000b").error).toBe(msg("Control", { char: "U+0000" }));
    expect(save(field(path), "a\u000bb").error).toBe(msg("Control", { char: "U+000B" }));
  });

  it("refuses markup, saying markup", () => {
    expect(save(field(path), "Line one\n<b>bold</b>").error).toBe(msg("Markup"));
  });

  it("refuses text that is too long, saying too long", () => {
    expect(save(field(path), "x".repeat(max)).error).toBeNull();
    expect(save(field(path), "x".repeat(max + 1)).error).toBe(msg("TextLength", { max: String(max) }));
  });

  it("counts \\r\\n as one character", () => {
    const text = `${"x".repeat(max - 3)}\r\nyy`;
    expect(save(field(path), text).error).toBeNull();
  });
});

describe.each(byKind("line"))("single-line text %s", (path, kind) => {
  const max = (kind as { max: number }).max;

  it("accepts plain text", () => {
    expect(save(field(path), "Jesús 'Two-Gun' O'Hara & Sons")).toEqual({
      stored: "Jesús 'Two-Gun' O'Hara & Sons",
      error: null,
    });
  });

  it("refuses a line break, saying line break", () => {
    expect(save(field(path), "Trail\nhands").error).toBe(msg("LineBreak"));
    expect(save(field(path), "Trail\r\nhands").error).toBe(msg("LineBreak"));
    expect(save(field(path), "Trail\rhands").error).toBe(msg("LineBreak"));
  });

  it("refuses a tab, saying tab", () => {
    expect(save(field(path), "Trail\thands").error).toBe(msg("Tab"));
  });

  it("refuses another control character, saying control character", () => {
    expect(save(field(path), "Trail\u0007hands").error).toBe(msg("Control", { char: "U+0007" }));
    expect(save(field(path), "Trail\u007fhands").error).toBe(msg("Control", { char: "U+007F" }));
  });

  it("refuses markup, saying markup", () => {
    expect(save(field(path), "<i>Trail hands</i>").error).toBe(msg("Markup"));
    expect(save(field(path), "a < b").error).toBe(msg("Markup"));
  });

  it("refuses text that is too long, saying too long", () => {
    expect(save(field(path), "x".repeat(max)).error).toBeNull();
    expect(save(field(path), "x".repeat(max + 1)).error).toBe(msg("TextLength", { max: String(max) }));
  });

  it("leaves a trailing line break to the trim (no refusal for what the input never showed)", () => {
    expect(save(field(path), "Trail hands\n")).toEqual({ stored: "Trail hands", error: null });
  });
});

describe.each(byKind("html"))("rich-text notes %s", (path) => {
  it("keep line breaks and HTML (Foundry's HTMLField sanitizes it)", () => {
    expect(field(path)).toBeInstanceOf(HTMLField);
    expect(save(field(path), "<p>One</p>\n<p>Two</p>")).toEqual({
      stored: "<p>One</p>\n<p>Two</p>",
      error: null,
    });
  });
});

describe.each(byKind("uuid"))("document reference %s", (path) => {
  it("accepts a UUID and refuses a line break as not a UUID", () => {
    expect(save(field(path), "Actor.abcdefghijklmnop").error).toBeNull();
    const bad = "Actor.abc\nActor.def";
    expect(save(field(path), bad).error).toBe(msg("Uuid", { value: JSON.stringify(bad) }));
  });
});

describe.each(byKind("key"))("entry id %s", (path) => {
  it("accepts an id and refuses a line break as not an id", () => {
    expect(save(field(path), "grpTrailHands01").error).toBeNull();
    const bad = "grp\nTrail";
    expect(save(field(path), bad).error).toBe(msg("Key", { value: JSON.stringify(bad) }));
  });
});

describe.each(byKind("card"))("card key %s", (path) => {
  it("accepts a card key and refuses anything else as not a card", () => {
    expect(save(field(path), "10H").error).toBeNull();
    expect(save(field(path), "JokerR").error).toBeNull();
    expect(save(field(path), "1H").error).toBe(msg("Card", { value: JSON.stringify("1H") }));
  });
});

describe("pack documents", () => {
  /** Runs every stored value through its field's validator; returns the failures. */
  function failures(type: string, system: Record<string, unknown>): string[] {
    const out: string[] = [];
    const visit = (field: DataField, value: unknown, path: string) => {
      if (value === undefined) return;
      if (field instanceof SchemaField) {
        for (const [key, child] of Object.entries(field.fields))
          visit(child, (value as Record<string, unknown>)?.[key], `${path}.${key}`);
      } else if (field instanceof ArrayField) {
        (value as unknown[]).forEach((v, i) => visit(field.element, v, `${path}.${i}`));
      } else if (field instanceof StringField) {
        const error = field.validate(field.clean(value));
        if (error) out.push(`${path}: ${error}`);
      }
    };
    const schema = models[type]!.defineSchema();
    for (const [key, field] of Object.entries(schema)) visit(field, system[key], `${type}.${key}`);
    return out;
  }

  const docs = listFiles(join("src", "rulesets"), (p) => /[\\/]packs[\\/].*\.ya?ml$/.test(p))
    .map((file) => [file, yaml.load(readFileSync(file, "utf8")) as Record<string, unknown>] as const)
    .filter(([, doc]) => typeof doc.type === "string" && ["outfit", "vehicle", "mount"].includes(doc.type));

  it("include outfits, vehicles and mounts to check", () => {
    expect(docs.some(([, d]) => d.type === "outfit")).toBe(true);
  });

  it.each(docs)("%s passes every text field's validator", (_file, doc) => {
    expect(failures(String(doc.type), (doc.system ?? {}) as Record<string, unknown>)).toEqual([]);
  });
});
