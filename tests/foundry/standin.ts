import { vi } from "vitest";
import type { CoreApplication, FieldNode, TabsConfig } from "./contracts";

/**
 * Just enough of Foundry's globals for the system's `init` to run in Node, so the contract checks
 * find the sheets the way Foundry does: from `DocumentSheetConfig.registerSheet` calls, the data
 * models assigned to `CONFIG.<Document>.dataModels`, and any Handlebars helper or template the
 * system registers. Data fields record their structure instead of validating; sheet base classes
 * are empty classes marked with the core class they stand for.
 */

type Ctor = abstract new (...args: never[]) => object;

const CORE = Symbol("core application");

class ApplicationV2 {
  static [CORE]: CoreApplication = "ApplicationV2";
  static DEFAULT_OPTIONS = {};
}
class DocumentSheetV2 extends ApplicationV2 {
  static override [CORE]: CoreApplication = "DocumentSheetV2";
}
class ActorSheetV2 extends DocumentSheetV2 {
  static override [CORE]: CoreApplication = "ActorSheetV2";
}
class ItemSheetV2 extends DocumentSheetV2 {
  static override [CORE]: CoreApplication = "ItemSheetV2";
}

/** V13's mixin adds Handlebars rendering; here only the static PARTS the sheets replace. */
function HandlebarsApplicationMixin(Base: typeof ApplicationV2) {
  return class HandlebarsApplication extends Base {
    static PARTS = {};
  };
}

/** A data field stand-in: remembers its class name and constructor arguments. */
interface StandInField {
  fieldClass: string;
  args: unknown[];
}
const fieldClasses = new Map<string, new (...args: unknown[]) => StandInField>();
function fieldClass(name: string): new (...args: unknown[]) => StandInField {
  let cls = fieldClasses.get(name);
  if (!cls) {
    cls = class implements StandInField {
      fieldClass = name;
      args: unknown[];
      constructor(...args: unknown[]) {
        this.args = args;
      }
    };
    fieldClasses.set(name, cls);
  }
  return cls;
}
/** `foundry.data.fields`: any field class name gives a recording stand-in. */
const fields = new Proxy({} as Record<string, unknown>, {
  get: (_target, name) => (typeof name === "string" ? fieldClass(name) : undefined),
});

class TypeDataModel {
  static defineSchema(): Record<string, unknown> {
    return {};
  }
  static migrateData(source: unknown) {
    return source;
  }
}

/** The structure of a stand-in schema, for the field-name check. */
export function fieldTree(field: unknown): FieldNode {
  const f = field as StandInField;
  const [first] = f.args ?? [];
  switch (f.fieldClass) {
    case "SchemaField":
      return schemaTree(first as Record<string, unknown>);
    case "EmbeddedDataField":
      return schemaTree((first as { defineSchema(): Record<string, unknown> }).defineSchema());
    case "ArrayField":
    case "SetField":
      return { kind: "array", element: fieldTree(first) };
    case "TypedObjectField":
      return { kind: "map", element: fieldTree(first) };
    case "ObjectField":
      return { kind: "open" };
    default:
      return { kind: "leaf", field: f.fieldClass ?? "unknown" };
  }
}

export function schemaTree(schema: Record<string, unknown>): FieldNode {
  return {
    kind: "schema",
    fields: Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, fieldTree(v)])),
  };
}

export interface SheetRegistration {
  documentName: string;
  types: string[];
  sheetClass: Ctor;
}

/** What the system's `init` registered with the stand-ins. */
export interface Registered {
  sheets: SheetRegistration[];
  dataModels: Record<string, Record<string, { defineSchema(): Record<string, unknown> }>>;
  helpers: Set<string>;
  preloaded: Set<string>;
  /** What the next DialogV2.wait resolves with (the generator dialog's reader test sets it). */
  dialogAnswer: { value: unknown };
}

/** Installs the stand-ins as globals (undo with `vi.unstubAllGlobals()`). */
export function installFoundryStandIns(): Registered {
  const registered: Registered = {
    sheets: [],
    dataModels: { Actor: {}, Item: {} },
    helpers: new Set(),
    preloaded: new Set(),
    dialogAnswer: { value: null },
  };
  const document = (documentName: string) =>
    class {
      static documentName = documentName;
      static async create(data: { name?: string }) {
        return { uuid: `${documentName}.created`, id: "created", name: data.name ?? "" };
      }
    };
  let seed = 11;
  const globals: Record<string, unknown> = {
    foundry: {
      data: { fields },
      abstract: { TypeDataModel },
      applications: {
        api: {
          ApplicationV2,
          DocumentSheetV2,
          HandlebarsApplicationMixin,
          DialogV2: { wait: async () => registered.dialogAnswer.value },
        },
        sheets: { ActorSheetV2, ItemSheetV2 },
        apps: {
          DocumentSheetConfig: {
            registerSheet(
              doc: { documentName: string },
              _scope: string,
              sheetClass: Ctor,
              options: { types?: string[] },
            ) {
              registered.sheets.push({
                documentName: doc.documentName,
                types: options.types ?? [],
                sheetClass,
              });
            },
            unregisterSheet() {},
          },
        },
        handlebars: {
          loadTemplates: async (paths: string[] | Record<string, string>) => {
            for (const p of Array.isArray(paths) ? paths : Object.values(paths)) registered.preloaded.add(p);
            return [];
          },
          renderTemplate: async () => "",
        },
        ux: { TextEditor: { implementation: { enrichHTML: async (html: string) => html } } },
      },
      utils: { escapeHTML: (s: string) => s, randomID: () => "standInRandomId0" },
    },
    Handlebars: {
      registerHelper(name: string | Record<string, unknown>) {
        for (const key of typeof name === "string" ? [name] : Object.keys(name)) registered.helpers.add(key);
      },
      registerPartial() {},
    },
    game: {
      settings: { register() {}, registerMenu() {}, get: () => undefined },
      keybindings: { register() {}, get: () => [] },
      i18n: { localize: (key: string) => key, format: (key: string) => key, has: () => false },
      user: { id: "user", isGM: true, can: () => true },
      users: [],
    },
    CONFIG: {
      Actor: { dataModels: registered.dataModels.Actor, documentClass: document("Actor") },
      Item: { dataModels: registered.dataModels.Item, documentClass: document("Item") },
      Dice: { rolls: [], randomUniform: () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646 },
      queries: {},
      statusEffects: [],
      specialStatusEffects: {},
    },
    Hooks: { on: () => 0, once: () => 0, off() {}, call: () => true, callAll: () => true },
    ui: { notifications: { info() {}, warn() {}, error() {} } },
    Actor: document("Actor"),
    Item: document("Item"),
    Roll: class {},
    ChatMessage: { create: async () => undefined, getSpeaker: () => ({}) },
    fromUuid: async () => null,
    canvas: null,
  };
  for (const [name, value] of Object.entries(globals)) vi.stubGlobal(name, value);
  return registered;
}

/** The core classes a sheet class extends, nearest first. */
export function coreChain(cls: Ctor): CoreApplication[] {
  const chain: CoreApplication[] = [];
  for (let c: unknown = cls; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    if (Object.prototype.hasOwnProperty.call(c, CORE)) chain.push((c as { [CORE]: CoreApplication })[CORE]);
  }
  return chain;
}

/**
 * The action names a sheet class handles: V13 merges `DEFAULT_OPTIONS` along the class chain, so
 * every class's own `DEFAULT_OPTIONS.actions` counts (the core stand-ins declare none: their
 * actions come from `CORE_ACTIONS`).
 */
export function ownActions(cls: Ctor): Set<string> {
  const names = new Set<string>();
  for (let c: unknown = cls; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    if (!Object.prototype.hasOwnProperty.call(c, "DEFAULT_OPTIONS")) continue;
    const actions = (c as { DEFAULT_OPTIONS: { actions?: Record<string, unknown> } }).DEFAULT_OPTIONS.actions;
    for (const name of Object.keys(actions ?? {})) names.add(name);
  }
  return names;
}

/** The window classes a sheet class declares along its chain (V13 accumulates them). */
export function windowClasses(cls: Ctor): Set<string> {
  const names = new Set<string>();
  for (let c: unknown = cls; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    if (!Object.prototype.hasOwnProperty.call(c, "DEFAULT_OPTIONS")) continue;
    const classes = (c as { DEFAULT_OPTIONS: { classes?: string[] } }).DEFAULT_OPTIONS.classes;
    for (const name of classes ?? []) names.add(name);
  }
  return names;
}

/** Whether a class below the core ones overrides a method (e.g. `_processFormData`). */
export function overrides(cls: Ctor, method: string): boolean {
  for (let c: unknown = cls; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    if (Object.prototype.hasOwnProperty.call(c, CORE)) return false;
    const proto = (c as { prototype?: object }).prototype;
    if (proto && Object.prototype.hasOwnProperty.call(proto, method)) return true;
  }
  return false;
}

export interface PartSpec {
  template: string;
  templates?: string[];
}

export function sheetStatics(cls: Ctor): { PARTS: Record<string, PartSpec>; TABS?: TabsConfig } {
  return cls as unknown as { PARTS: Record<string, PartSpec>; TABS?: TabsConfig };
}
