import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { vi } from "vitest";
import { SYSTEM_PATH } from "../../../src/config";
import { templateFile } from "../../../scripts/lib/templates.mjs";
import { installFoundryStandIns } from "../../foundry/standin";
import { readJSON } from "../../helpers/files";
import { readPack, type SourceDoc } from "../../packs/helpers";

/**
 * A small Foundry world for making encounters: the system's compendium packs read from their
 * committed sources, `Actor.create` that validates every source against the system's real data
 * models (their schemas as recorded by the stand-in fields, each field's `validate` callback, type
 * and choices checked the way Foundry's fields do), folders, a journal, a scene with a grid that
 * records its tokens, the English language file, and the world setting `systemPlays`.
 */

interface Recorded {
  fieldClass: string;
  args: [Record<string, unknown> | undefined, ...unknown[]];
}

type Schema = Record<string, unknown>;

const standins = (await import(pathToFileURL(resolve("gallery/standins.mjs")).href)) as {
  createRenderer(lang: object): { hbs: { compile(source: string): (context: object) => string } };
};

/** `renderTemplate` on the real template files, through the gallery's Handlebars (Foundry's helpers). */
function templateRenderer(lang: object) {
  const { hbs } = standins.createRenderer(lang);
  return async (path: string, context: object) =>
    hbs.compile(readFileSync(templateFile(path.replace(`${SYSTEM_PATH}/templates/`, "")), "utf8"))(context);
}

/** Validates `value` against a stand-in field the way Foundry's field classes would; throws with the path. */
export function validateField(field: unknown, value: unknown, path: string): void {
  const f = field as Recorded;
  const opts = (f.fieldClass === "SchemaField" || f.fieldClass === "ArrayField" ? f.args[1] : f.args[0]) as
    (Record<string, unknown> & { validate?: (v: unknown) => void }) | undefined;
  const fail = (why: string) => {
    throw new Error(`${path}: ${why} (got ${JSON.stringify(value)})`);
  };
  if (value === null && opts?.nullable) return;
  switch (f.fieldClass) {
    case "SchemaField": {
      if (!value || typeof value !== "object") fail("not an object");
      const fields = f.args[0] as Schema;
      for (const [k, sub] of Object.entries(fields)) {
        const v = (value as Record<string, unknown>)[k];
        const subOpts = (sub as Recorded).args[0] as Record<string, unknown> | undefined;
        // A missing field takes its initial value when the document is created; a missing schema's
        // initial value is made of its own fields' (Foundry's SchemaField builds it from them).
        if (v === undefined && subOpts && "initial" in subOpts) continue;
        if (v === undefined && (sub as Recorded).fieldClass === "SchemaField") {
          validateField(sub, {}, `${path}.${k}`);
          continue;
        }
        validateField(sub, v, `${path}.${k}`);
      }
      for (const k of Object.keys(value as object)) if (!(k in fields)) fail(`unknown field ${k}`);
      return;
    }
    case "ArrayField":
    case "SetField":
      if (!Array.isArray(value)) fail("not an array");
      (value as unknown[]).forEach((v, i) => validateField(f.args[0], v, `${path}.${i}`));
      break;
    case "StringField":
    case "HTMLField": {
      if (typeof value !== "string") fail("not a string");
      if (value === "" && opts?.blank === false) fail("blank");
      const choices = opts?.choices;
      if (choices && value !== "") {
        const ids = Array.isArray(choices) ? choices : Object.keys(choices as object);
        if (!ids.includes(value)) fail("not one of the choices");
      }
      break;
    }
    case "NumberField":
      if (typeof value !== "number" || !Number.isFinite(value)) fail("not a number");
      if (opts?.integer && !Number.isInteger(value)) fail("not whole");
      if (typeof opts?.min === "number" && (value as number) < opts.min) fail("below min");
      if (typeof opts?.max === "number" && (value as number) > opts.max) fail("above max");
      break;
    case "BooleanField":
      if (typeof value !== "boolean") fail("not a flag");
      break;
    default:
      break;
  }
  try {
    opts?.validate?.(value);
  } catch (error) {
    fail((error as Error).message);
  }
}

interface Model {
  defineSchema(): Schema;
  validateJoint?(data: Record<string, unknown>): void;
}

export interface MadeActor {
  id: string;
  uuid: string;
  name: string;
  type: string;
  img: string;
  folder: string | null;
  system: Record<string, unknown>;
  items: Record<string, unknown>[];
  flags: Record<string, Record<string, unknown>>;
  prototypeToken: Record<string, unknown>;
  source: Record<string, unknown>;
}

export interface EncounterWorld {
  actors: MadeActor[];
  folders: { id: string; name: string; type: string }[];
  journals: { uuid: string; name: string; folder: string | null; pages: { text: { content: string } }[] }[];
  tokens: Record<string, unknown>[];
  scene: {
    id: string;
    name: string;
    width: number;
    height: number;
    padding: number;
    grid: { size: number; distance: number; type: number };
  };
  settings: Record<string, unknown>;
  /** Every source `Actor.create` was given, and every validation failure. */
  invalid: string[];
  lang: Record<string, unknown>;
}

function langValue(lang: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = lang;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : undefined;
}

const withoutKeys = (doc: unknown): unknown => {
  if (Array.isArray(doc)) return doc.map(withoutKeys);
  if (doc && typeof doc === "object")
    return Object.fromEntries(
      Object.entries(doc)
        .filter(([k]) => k !== "_key")
        .map(([k, v]) => [k, withoutKeys(v)]),
    );
  return doc;
};

/** Installs the stand-ins (undo with `vi.unstubAllGlobals()`), then the world on top. */
export async function makeEncounterWorld(
  options: { scene?: Partial<EncounterWorld["scene"]> | null } = {},
): Promise<EncounterWorld> {
  installFoundryStandIns();
  // The data models read `foundry.data.fields` when their schema is defined: imported after the stand-ins.
  const { actorDataModels } = await import("../../../src/rulesets/blaze-of-glory/data/actor");
  const { itemDataModels } = await import("../../../src/rulesets/blaze-of-glory/data/item");
  const lang = readJSON<Record<string, unknown>>("lang/en.json");
  const world: EncounterWorld = {
    actors: [],
    folders: [],
    journals: [],
    tokens: [],
    scene: {
      id: "scene1",
      name: "Main Street",
      width: 3000,
      height: 2000,
      padding: 0.25,
      grid: { size: 100, distance: 1, type: 1 },
      ...(options.scene ?? {}),
    },
    settings: {},
    invalid: [],
    lang,
  };
  const packs = new Map<string, SourceDoc[]>(
    ["npcs", "gear", "stock"].map((p) => [`six-gun-sound.${p}`, readPack(p)]),
  );
  let n = 0;
  const nextId = () => `made${String(++n).padStart(11, "0")}`;
  const validate = (source: Record<string, unknown>): string[] => {
    const problems: string[] = [];
    const type = source.type as string;
    const model = (actorDataModels as Record<string, Model>)[type];
    if (!model) return [`unknown actor type ${type}`];
    try {
      validateField(
        { fieldClass: "SchemaField", args: [model.defineSchema()] },
        source.system,
        `${type}.system`,
      );
      model.validateJoint?.(source.system as Record<string, unknown>);
    } catch (error) {
      problems.push(`${String(source.name)}: ${(error as Error).message}`);
    }
    for (const item of (source.items as Record<string, unknown>[] | undefined) ?? []) {
      const m = (itemDataModels as Record<string, Model>)[item.type as string];
      if (!m) problems.push(`unknown item type ${String(item.type)}`);
      else
        try {
          validateField({ fieldClass: "SchemaField", args: [m.defineSchema()] }, item.system, `item.system`);
        } catch (error) {
          problems.push(`${String(source.name)} / ${String(item.name)}: ${(error as Error).message}`);
        }
    }
    if (typeof source.name !== "string" || !source.name) problems.push("no name");
    // Clean creation data: no stored id or compendium key carried over.
    for (const k of ["_id", "_key"]) if (k in source) problems.push(`${k} left in the source`);
    return problems;
  };
  const scene = world.scene;
  const sceneDoc = {
    get id() {
      return scene.id;
    },
    get name() {
      return scene.name;
    },
    get width() {
      return scene.width;
    },
    get height() {
      return scene.height;
    },
    get padding() {
      return scene.padding;
    },
    get grid() {
      return scene.grid;
    },
    async createEmbeddedDocuments(name: string, data: Record<string, unknown>[]) {
      if (name !== "Token") throw new Error(`unexpected ${name}`);
      return data.map((d) => {
        const token = { ...d, _id: nextId() };
        world.tokens.push(token);
        return { id: token._id };
      });
    },
  };
  const g = globalThis as unknown as Record<string, Record<string, unknown>>;
  g.game!.i18n = {
    lang: "en",
    localize: (key: string) => langValue(lang, key) ?? key,
    format: (key: string, data: Record<string, unknown>) =>
      (langValue(lang, key) ?? key).replace(/\{(\w+)\}/g, (m, k: string) =>
        k in data ? String(data[k]) : m,
      ),
    has: (key: string) => langValue(lang, key) !== undefined,
  };
  (g.foundry!.applications as { handlebars: Record<string, unknown> }).handlebars.renderTemplate =
    templateRenderer(lang);
  g.game!.settings = {
    register() {},
    get: (ns: string, key: string) => (ns === "six-gun-sound" ? world.settings[key] : undefined),
  };
  g.game!.packs = {
    get: (id: string) => {
      const docs = packs.get(id);
      if (!docs) return undefined;
      return {
        async getIndex() {
          return docs.map((d) => ({
            _id: d._id,
            name: d.name,
            type: d.type,
            system: d.system,
            flags: d.flags,
          }));
        },
        async getDocument(docId: string) {
          const doc = docs.find((d) => d._id === docId);
          return (
            doc && {
              id: doc._id,
              uuid: `Compendium.${id}.Actor.${doc._id}`,
              name: doc.name,
              toObject: () => withoutKeys(structuredClone(doc)),
            }
          );
        },
      };
    },
  };
  g.game!.scenes = {
    get: (id: string) => (id === scene.id && options.scene !== null ? sceneDoc : undefined),
  };
  Object.defineProperty(g.game!, "folders", { get: () => world.folders, configurable: true });
  vi.stubGlobal("canvas", options.scene === null ? null : { scene: sceneDoc });
  vi.stubGlobal("CONST", { TOKEN_DISPOSITIONS: { HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 } });
  vi.stubGlobal("Folder", {
    async create(data: { name: string; type: string }) {
      const folder = { id: nextId(), name: data.name, type: data.type, uuid: "", toObject: () => ({}) };
      world.folders.push(folder);
      return folder;
    },
  });
  vi.stubGlobal("JournalEntry", {
    async create(data: { name: string; folder: string | null; pages: { text: { content: string } }[] }) {
      const entry = { ...data, uuid: `JournalEntry.${nextId()}` };
      world.journals.push(entry);
      return entry;
    },
  });
  vi.stubGlobal("Actor", {
    async create(data: Record<string, unknown>) {
      const problems = validate(data);
      if (problems.length) {
        world.invalid.push(...problems);
        throw new Error(problems.join("; "));
      }
      const id = nextId();
      const actor: MadeActor & Record<string, unknown> = {
        id,
        uuid: `Actor.${id}`,
        name: data.name as string,
        type: data.type as string,
        img: data.img as string,
        folder: (data.folder as string) ?? null,
        system: data.system as Record<string, unknown>,
        items: (data.items as Record<string, unknown>[]) ?? [],
        flags: (data.flags as Record<string, Record<string, unknown>>) ?? {},
        prototypeToken: (data.prototypeToken as Record<string, unknown>) ?? {},
        source: data,
        toObject: () => structuredClone(data),
        async getTokenDocument(over: Record<string, unknown>) {
          const token = { ...actor.prototypeToken, actorId: id, ...over };
          return { toObject: () => structuredClone(token) };
        },
      };
      world.actors.push(actor);
      return actor;
    },
  });
  vi.stubGlobal("fromUuidSync", (uuid: string) => world.actors.find((a) => a.uuid === uuid) ?? null);
  return world;
}
