import Handlebars from "handlebars";
import { allElements, describe, hasClass, isElement, parseFragment, textOf, type HtmlElement } from "./html";

/**
 * The Foundry contract checks: what V13 enforces at run time on a sheet's templates and the
 * typechecker cannot see. Each checker takes rendered HTML (or template source) and what the
 * application declares, and returns one message per problem (empty when the contract holds), so a
 * test can `expect(problems).toEqual([])` and show every problem at once. Nothing here knows a
 * particular sheet: tests/foundry/contracts.test.ts feeds it every sheet the system registers.
 * docs/foundry-contracts.md explains each contract and where it is known from.
 */

// ---------------------------------------------------------------------------------------------
// 1. One root element per PART

/**
 * V13 `HandlebarsApplicationMixin#_renderHTML` parses each part's HTML in a `<template>` and throws
 * `Template part "<id>" must render a single HTML element.` unless `content.children.length === 1`.
 * Text beside the root is not an error in V13 but is silently dropped, so it is reported too.
 */
export function partRootProblems(partId: string, html: string): string[] {
  const nodes = parseFragment(html);
  const roots = nodes.filter(isElement);
  const problems: string[] = [];
  if (roots.length !== 1) {
    const found = roots.length ? roots.map(describe).join(", ") : "none";
    problems.push(
      `Template part "${partId}" must render a single HTML element: it renders ${roots.length} (${found})`,
    );
  }
  for (const node of nodes) {
    if (node.type === "text" && node.text.trim() !== "")
      problems.push(
        `Template part "${partId}" has text outside its root element, which V13 drops: "${node.text.trim().slice(0, 40)}"`,
      );
  }
  return problems;
}

/**
 * A document sheet is itself a `<form>`: a `<form>` inside one of its parts becomes the form owner
 * of the fields inside it, so those fields never reach the sheet's submit data.
 */
export function nestedFormProblems(partId: string, html: string): string[] {
  return allElements(parseFragment(html))
    .filter((e) => e.tag === "form")
    .map((e) => `Template part "${partId}" contains ${describe(e)} inside the sheet's own <form>`);
}

// ---------------------------------------------------------------------------------------------
// 2. Click actions

/** Where each core V13 action comes from; only actions a public V13 system relies on are listed. */
export const CORE_ACTIONS = {
  ApplicationV2: {
    tab: 'ApplicationV2 click handling switches tabs itself: Crucible release-0.8.9 templates/sheets/actor/tabs.hbs:3 uses data-action="tab" with no handler of its own',
    close:
      'ApplicationV2 click handling closes the window: Crucible release-0.8.9 module/applications/sheets/hero-creation-sheet.mjs:555 offers action "close" with no handler in its actions (:53-64)',
  },
  DocumentSheetV2: {
    editImage:
      'DocumentSheetV2.DEFAULT_OPTIONS.actions: Draw Steel 0.11.1 templates/sheets/combatant-group/header.hbs:2 and Crucible release-0.8.9 templates/sheets/item/item-header.hbs:2 use it with data-edit="img" and define no handler',
  },
  ActorSheetV2: {
    configureToken:
      "ActorSheetV2.DEFAULT_OPTIONS.actions: Draw Steel 0.11.1 src/module/applications/sheets/actor-sheet.mjs:28-66 spreads the core actions and names these four in its window controls",
    configurePrototypeToken: "as configureToken",
    showPortraitArtwork: "as configureToken",
    showTokenArtwork: "as configureToken",
  },
  ItemSheetV2: {},
} as const;

export type CoreApplication = keyof typeof CORE_ACTIONS;

/** The core actions a V13 class inherits, from the core classes in its chain. */
export function coreActions(chain: readonly CoreApplication[]): Set<string> {
  return new Set(chain.flatMap((name) => Object.keys(CORE_ACTIONS[name])));
}

/**
 * V13 dispatches a click on `[data-action]` to `options.actions[action]`; an action with no handler
 * does nothing (the generic `_onClickAction` hook is a no-op), so a misspelt action is a dead button.
 * An empty `data-action=""` (a template switching the action off) is allowed.
 */
export function actionProblems(html: string, handlers: ReadonlySet<string>): string[] {
  return allElements(parseFragment(html))
    .filter((e) => "data-action" in e.attrs && e.attrs["data-action"] !== "")
    .filter((e) => !handlers.has(e.attrs["data-action"]!))
    .map(
      (e) => `${describe(e)}: no handler for action "${e.attrs["data-action"]}" in DEFAULT_OPTIONS.actions`,
    );
}

/**
 * Chat cards, dialog content and the combat-tracker panel sit inside core applications (the chat
 * log, DialogV2, the combat tracker): a `data-action` there is dispatched to that core
 * application's handlers, not ours. Our code listens on `data-sgs-*` attributes instead.
 */
export function foreignActionProblems(html: string): string[] {
  return allElements(parseFragment(html))
    .filter((e) => "data-action" in e.attrs)
    .map(
      (e) => `${describe(e)}: data-action inside a core application's window reaches its handlers, not ours`,
    );
}

// ---------------------------------------------------------------------------------------------
// 3. Form field names

/** A document's schema as the name check sees it. */
export type FieldNode =
  | { kind: "schema"; fields: Record<string, FieldNode> }
  /** ArrayField, SetField: the path may stop here (the whole array) or go on with an index. */
  | { kind: "array"; element: FieldNode }
  /** TypedObjectField: any key, then the element. */
  | { kind: "map"; element: FieldNode }
  /** ObjectField, flags, ownership, or a core sub-schema not modelled here: any deeper path. */
  | { kind: "open" }
  | { kind: "leaf"; field: string };

/** The V13 root fields of an Actor or Item a sheet form may name (ActorData / ItemData). */
export function documentSchema(documentName: string, system: FieldNode): FieldNode {
  const fields: Record<string, FieldNode> = {
    name: { kind: "leaf", field: "StringField" },
    img: { kind: "leaf", field: "FilePathField" },
    sort: { kind: "leaf", field: "IntegerSortField" },
    folder: { kind: "leaf", field: "ForeignDocumentField" },
    ownership: { kind: "open" },
    flags: { kind: "open" },
    system,
  };
  if (documentName === "Actor") fields.prototypeToken = { kind: "open" };
  return { kind: "schema", fields };
}

export interface FieldPath {
  problem: string | null;
  /** The path goes through an array index into an element with several fields. */
  indexedElement: boolean;
}

/**
 * Resolves a form name against the schema. Rules: a schema key must exist; after an array the next
 * segment must be a whole-number index (or the path stops: the whole array); a map takes any key;
 * an open object takes anything; the path must end on a leaf or an array, never on a schema
 * (a string cannot replace an object) and never run past a leaf.
 */
export function resolveFieldPath(root: FieldNode, path: string): FieldPath {
  let node = root;
  let indexedElement = false;
  const parts = path.split(".");
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const at = parts.slice(0, i).join(".") || "(document)";
    if (part === "") return { problem: `empty segment in "${path}"`, indexedElement };
    if (node.kind === "open") return { problem: null, indexedElement };
    if (node.kind === "leaf")
      return { problem: `"${at}" is a ${node.field}: "${path}" goes past it`, indexedElement };
    if (node.kind === "schema") {
      const next = node.fields[part];
      if (!next) return { problem: `"${part}" is not a field of ${at}`, indexedElement };
      node = next;
    } else if (node.kind === "array") {
      if (!/^\d+$/.test(part))
        return { problem: `"${at}" is an array: "${part}" is not an index`, indexedElement };
      node = node.element;
      if (node.kind === "schema") indexedElement = true;
    } else {
      node = node.element;
    }
  }
  if (node.kind === "schema")
    return { problem: `"${path}" names an object of fields, not one field`, indexedElement };
  return { problem: null, indexedElement };
}

const BUTTON_TYPES = new Set(["button", "submit", "reset", "image"]);

/** The elements whose `name` reaches submit data: inputs, selects, textareas and custom form elements. */
export function namedFields(html: string): HtmlElement[] {
  return allElements(parseFragment(html)).filter(
    (e) =>
      "name" in e.attrs &&
      (e.tag === "select" ||
        e.tag === "textarea" ||
        (e.tag === "input" && !BUTTON_TYPES.has((e.attrs.type ?? "text").toLowerCase())) ||
        e.tag.includes("-")),
  );
}

/**
 * Every named field (and every `data-edit`, which V13's editImage action writes to) is a path in
 * the document's schema; V13 `DocumentSheetV2#_prepareSubmitData` validates the expanded form data
 * against it, and a field the schema lacks is dropped or fails validation.
 * `mergesArrays`: the sheet overrides `_processFormData`; without that, a form naming only some
 * fields of array elements (`system.groups.0.name`) would replace each element with those fields.
 */
export function fieldNameProblems(html: string, schema: FieldNode, mergesArrays: boolean): string[] {
  const problems: string[] = [];
  const elements = allElements(parseFragment(html));
  const check = (element: HtmlElement, path: string) => {
    const { problem, indexedElement } = resolveFieldPath(schema, path);
    if (problem) problems.push(`${describe(element)}: ${problem}`);
    else if (indexedElement && !mergesArrays)
      problems.push(
        `${describe(element)}: names one field of an array element, but the sheet does not override _processFormData to merge it into the stored array`,
      );
  };
  for (const element of namedFields(html)) check(element, element.attrs.name!);
  for (const element of elements.filter((e) => "data-edit" in e.attrs))
    check(element, element.attrs["data-edit"]!);
  return problems;
}

/** The values a dialog's form gives its reader, as `readForm` reads them (checkbox: checked). */
export function formValues(html: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const e of namedFields(html)) {
    const name = e.attrs.name!;
    if (e.tag === "input" && (e.attrs.type ?? "").toLowerCase() === "checkbox")
      out[name] = "checked" in e.attrs;
    else if (e.tag === "select") {
      const options = allElements(e.children).filter((o) => o.tag === "option");
      const chosen = options.find((o) => "selected" in o.attrs) ?? options[0];
      out[name] = chosen ? (chosen.attrs.value ?? textOf(chosen)) : "";
    } else if (e.tag === "textarea") out[name] = textOf(e);
    else out[name] = e.attrs.value ?? "";
  }
  return out;
}

/** Runs a form reader on the dialog's values and records every key it reads (`data.x`, `"x" in data`). */
export function keysRead(
  values: Record<string, unknown>,
  reader: (data: Record<string, unknown>) => unknown,
) {
  const read = new Set<string>();
  const proxy = new Proxy(values, {
    get(target, key, receiver) {
      if (typeof key === "string") read.add(key);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      if (typeof key === "string") read.add(key);
      return Reflect.has(target, key);
    },
  });
  return Promise.resolve(reader(proxy)).then(() => read);
}

/** Dialog forms are read by our own readers: every field the dialog shows must be one its reader reads. */
export function dialogNameProblems(html: string, read: ReadonlySet<string>): string[] {
  return namedFields(html)
    .filter((e) => !read.has(e.attrs.name!))
    .map((e) => `${describe(e)}: the dialog's reader never reads "${e.attrs.name}"`);
}

// ---------------------------------------------------------------------------------------------
// 4. Tabs

/** V13 `static TABS`: groups of tab ids with an initial tab. */
export type TabsConfig = Record<string, { tabs: readonly { id: string }[]; initial?: string }>;

/**
 * V13 `ApplicationV2#changeTab(tab, group)` finds the clicked tab with
 * `.tabs > [data-group][data-tab]` (V13 builds also accept a descendant; a direct child satisfies
 * both) and throws `No matching tab element found` otherwise; it then toggles `active` on every
 * `.tab[data-group]` panel. So: every data-tab/data-group names a configured group and tab; nav
 * buttons sit directly in a `.tabs` element; panels carry the class `tab`; every configured tab has
 * a button and a panel; the initial tab is one of the group's tabs.
 */
export function tabProblems(html: string, config: TabsConfig | undefined): string[] {
  const problems: string[] = [];
  const elements = allElements(parseFragment(html));
  const tabbed = elements.filter((e) => "data-tab" in e.attrs || e.attrs["data-action"] === "tab");
  if (!config || Object.keys(config).length === 0) {
    return tabbed.map((e) => `${describe(e)}: the sheet has no static TABS`);
  }
  for (const e of tabbed) {
    const group = e.attrs["data-group"];
    const tab = e.attrs["data-tab"];
    if (!group || !(group in config)) {
      problems.push(
        `${describe(e)}: tab group "${group ?? ""}" is not in static TABS (${Object.keys(config).join(", ")})`,
      );
      continue;
    }
    if (!tab || !config[group]!.tabs.some((t) => t.id === tab)) {
      problems.push(`${describe(e)}: tab "${tab ?? ""}" is not a tab of group "${group}"`);
      continue;
    }
    const isButton = e.attrs["data-action"] === "tab";
    if (isButton && !(e.parent && hasClass(e.parent, "tabs")))
      problems.push(`${describe(e)}: a tab button must be a direct child of an element with class "tabs"`);
    if (!isButton && !hasClass(e, "tab"))
      problems.push(`${describe(e)}: a tab panel needs the class "tab" for changeTab to show it`);
  }
  for (const [group, { tabs, initial }] of Object.entries(config)) {
    if (initial !== undefined && !tabs.some((t) => t.id === initial))
      problems.push(`TABS.${group}.initial "${initial}" is not one of its tabs`);
    for (const { id } of tabs) {
      const here = tabbed.filter((e) => e.attrs["data-group"] === group && e.attrs["data-tab"] === id);
      if (!here.some((e) => e.attrs["data-action"] === "tab"))
        problems.push(`TABS.${group} tab "${id}" has no button (data-action="tab")`);
      if (!here.some((e) => e.attrs["data-action"] !== "tab" && hasClass(e, "tab")))
        problems.push(`TABS.${group} tab "${id}" has no panel (.tab[data-group][data-tab])`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// 5. Templates, partials, helpers

/**
 * The Handlebars helpers V13 core registers (`foundry.applications.handlebars`), with where each is
 * known from. Draw Steel 0.11.1 (V13 only) registers no helper of these names itself
 * (src/module/helpers/handlebars.mjs), so its templates show they are core.
 */
export const CORE_HELPERS: Record<string, string> = {
  localize: "Crucible release-0.8.9 templates/dice/action-use-dialog.hbs:26",
  selectOptions: "Draw Steel 0.11.1 templates/apps/document-input/document-source-input.hbs:7",
  checked: "Draw Steel 0.11.1 templates/apps/advancement/item-grant-configuration-dialog/body.hbs:14",
  disabled: "Draw Steel 0.11.1 templates/apps/advancement/item-grant-configuration-dialog/body.hbs:14",
  concat: "Draw Steel 0.11.1 templates/apps/power-roll-dialog.hbs:43",
  numberInput: "Draw Steel 0.11.1 templates/apps/power-roll-dialog.hbs:43",
  numberFormat: "Draw Steel 0.11.1 templates/apps/advancement/item-grant-configuration-dialog/body.hbs:12",
  ifThen: "Draw Steel 0.11.1 templates/api/roll-dialog-footer.hbs:9",
  eq: "Draw Steel 0.11.1 templates/api/roll-dialog-footer.hbs:9",
  ne: "Draw Steel 0.11.1 templates/sheets/item/partials/ability.hbs:39",
  gte: "Draw Steel 0.11.1 templates/sheets/actor/hero-sheet/stats.hbs:114",
  not: "Draw Steel 0.11.1 templates/canvas/placeables/token/waypoint-label.hbs:18",
  and: "Draw Steel 0.11.1 templates/canvas/placeables/token/waypoint-label.hbs:18",
  or: "Draw Steel 0.11.1 templates/embeds/item/kit.hbs:38",
  lt: "V13 core client/applications/handlebars.mjs initialize() (shared/docs/foundry-v13-api.md §2.5)",
  gt: "as lt",
  lte: "as lt",
  formInput: "Crucible release-0.8.9 templates/sheets/action/effect.hbs:5",
  formGroup: "Crucible release-0.8.9 templates/dice/action-use-dialog.hbs:7",
  formField: "alias of formGroup (shared/docs/foundry-v13-api.md §2.5)",
  editor:
    "https://foundryvtt.com/api/classes/client.HandlebarsHelpers.html (editor); shared/docs/foundry-v13-api.md §2.5",
  object: "shared/docs/foundry-v13-api.md §2.5",
  radioBoxes: "shared/docs/foundry-v13-api.md §2.5",
  timeSince: "shared/docs/foundry-v13-api.md §2.5",
};

/** Handlebars' own helpers (handlebars 4.x `registerDefaultHelpers`). */
export const HANDLEBARS_BUILTINS = new Set([
  "if",
  "unless",
  "each",
  "with",
  "lookup",
  "log",
  "blockHelperMissing",
  "helperMissing",
]);

interface AstNode {
  type: string;
  [key: string]: unknown;
}

function walk(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== "object") return;
  const n = node as AstNode;
  if (typeof n.type === "string") visit(n);
  for (const [key, value] of Object.entries(n)) if (key !== "loc") walk(value, visit);
}

export interface HelperCall {
  name: string;
  line: number;
}

/**
 * The helpers a template calls: every block (`{{#x}}`), subexpression (`(x ...)`) and mustache with
 * arguments (`{{x a}}`, `{{x k=v}}`). A bare `{{name}}` is a context lookup unless a helper of that
 * name exists, so it is not a call; Handlebars throws `Missing helper: "x"` only for the others.
 */
export function helperCalls(source: string): HelperCall[] {
  const calls: HelperCall[] = [];
  walk(Handlebars.parse(source), (node) => {
    if (node.type !== "MustacheStatement" && node.type !== "BlockStatement" && node.type !== "SubExpression")
      return;
    const path = node.path as
      { type: string; parts?: string[]; data?: boolean; original?: string } | undefined;
    if (!path || path.type !== "PathExpression" || path.data || path.parts?.length !== 1) return;
    const params = (node.params as unknown[] | undefined) ?? [];
    const hash = node.hash as { pairs?: unknown[] } | undefined;
    const hasArgs = params.length > 0 || (hash?.pairs?.length ?? 0) > 0;
    if (node.type === "MustacheStatement" && !hasArgs) return;
    const loc = node.loc as { start?: { line?: number } } | undefined;
    calls.push({ name: path.original!, line: loc?.start?.line ?? 0 });
  });
  return calls;
}

export function helperProblems(file: string, source: string, known: ReadonlySet<string>): string[] {
  return helperCalls(source)
    .filter((c) => !known.has(c.name) && !HANDLEBARS_BUILTINS.has(c.name))
    .map(
      (c) =>
        `${file}:${c.line}: helper "${c.name}" is neither a V13 core helper nor registered by the system`,
    );
}

/** The partials a template includes (`{{> name}}`); a name that is computed comes back as null. */
export function partialNames(source: string): { name: string | null; line: number }[] {
  const out: { name: string | null; line: number }[] = [];
  walk(Handlebars.parse(source), (node) => {
    if (node.type !== "PartialStatement" && node.type !== "PartialBlockStatement") return;
    const name = node.name as { type: string; original?: string; value?: string };
    const loc = node.loc as { start?: { line?: number } } | undefined;
    const literal =
      name.type === "StringLiteral" ? name.value! : name.type === "PathExpression" ? name.original! : null;
    out.push({ name: literal, line: loc?.start?.line ?? 0 });
  });
  return out;
}

/**
 * A partial must name a template file that exists and that is loaded before the render: listed in
 * the PART's `templates` (V13 loads those with the part) or preloaded with `loadTemplates`; an
 * unloaded partial makes Handlebars throw `The partial <name> could not be found`.
 */
export function partialProblems(
  file: string,
  source: string,
  exists: (path: string) => boolean,
  loaded: ReadonlySet<string>,
): string[] {
  return partialNames(source).flatMap(({ name, line }) => {
    if (name === null) return [`${file}:${line}: a computed partial name cannot be checked`];
    if (!exists(name)) return [`${file}:${line}: partial "${name}" is not a template file`];
    if (!loaded.has(name)) return [`${file}:${line}: partial "${name}" is not loaded before the render`];
    return [];
  });
}

/** Template paths named in source code: string literals ending in `.hbs`. */
export function templateLiterals(source: string): string[] {
  return [...source.matchAll(/["'`]([A-Za-z0-9_\-./]+\.hbs)["'`]/g)].map((m) => m[1]!);
}
