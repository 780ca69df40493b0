import { existsSync, readFileSync, readdirSync } from "node:fs";
import { readReactionForm as readClassicReactionForm } from "../../src/rulesets/sgs-classic/table/reaction-dialog";
import { readShootForm as readClassicShootForm } from "../../src/rulesets/sgs-classic/table/shoot-flow";
import { readRecordForm as readClassicRecordForm } from "../../src/rulesets/sgs-classic/campaign/record-plan";
import {
  readEncounterQuestions,
  readMove,
  readNewCampaign,
  readOutcome,
  readProfession,
  readStart,
  readLifeAndTimes,
  readBuy,
  readHire,
  readUnpaid,
  readTravelOn,
} from "../../src/rulesets/blaze-of-glory/campaign/plan";
import { readRecoveryForm } from "../../src/rulesets/blaze-of-glory/campaign/recovery-plan";
import { newCampaign } from "../../src/rules/blaze-of-glory/campaign";
import { DEFAULT_RULES as DEFAULT_CLASSIC_RULES } from "../../src/rules/sgs-classic/interpretations";
import { packSourceDir } from "../../scripts/lib/pack-sources.mjs";
import { templateFile, templateFiles } from "../../scripts/lib/templates.mjs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import yaml from "js-yaml";
import { launchChromium } from "../helpers/browser";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  actionProblems,
  coreActions,
  CORE_HELPERS,
  dialogNameProblems,
  documentSchema,
  fieldNameProblems,
  foreignActionProblems,
  formValues,
  HANDLEBARS_BUILTINS,
  helperProblems,
  keysRead,
  namedFields,
  nestedFormProblems,
  partialProblems,
  partRootProblems,
  resolveFieldPath,
  tabProblems,
  templateLiterals,
  type FieldNode,
  type TabsConfig,
} from "./contracts";
import { allElements, outline, parseFragment } from "./html";
import {
  coreChain,
  installFoundryStandIns,
  overrides,
  ownActions,
  schemaTree,
  sheetStatics,
  windowClasses,
  type PartSpec,
} from "./standin";
import { listFiles, readJSON } from "../helpers/files";
import {
  readChallengeForm,
  readDrawForm,
  readMeleeForm,
  readReactionForm,
  readShootForm,
} from "../../src/rulesets/blaze-of-glory/table/dialog-context";
import { readRideForm, type RideTestId } from "../../src/rulesets/blaze-of-glory/table/ride-flow";
import { newFigure, newOutfit } from "../../src/rulesets/blaze-of-glory/generators/create";
import { figure } from "../table/fixtures";
import { readFireForm } from "../../src/rulesets/blaze-of-glory/table/fire-dialog";
import { readTableForm } from "../../src/rulesets/blaze-of-glory/encounters/tables";
import { readBrawlForm } from "../../src/rulesets/fill-yore-hands/table/brawl-dialog";
import { readShootForm as readFyhShootForm } from "../../src/rulesets/fill-yore-hands/table/shoot-dialog";

/**
 * The Foundry contract check (docs/foundry-contracts.md): every sheet the system registers, rendered
 * from its real templates with the view models the preview gallery shows (play and edit, awkward
 * data), must satisfy what V13 enforces at run time: one root element per PART, a handler for every
 * action, form names that are schema paths, tabs that match static TABS, templates and helpers that
 * exist. Sheets are found by running the system's `init` against Foundry stand-ins, so a ruleset's
 * sheets registered later are checked without touching this file. The last block feeds each
 * checker a broken template to show it can fail.
 */

const SYSTEM_TEMPLATES = "systems/six-gun-sound/templates/";
const relativeTemplate = (path: string) =>
  path.startsWith(SYSTEM_TEMPLATES) ? path.slice(SYSTEM_TEMPLATES.length) : path;
const templateExists = (path: string) => existsSync(templateFile(relativeTemplate(path)));

// ---------------------------------------------------------------------------------------------
// The system, as Foundry would see it after `init`

const registered = installFoundryStandIns();
const { init } = await import("../../src/hooks/init");
init();
// The test-only fixture ruleset registers through the shell like any other, so its sheet (which the
// gallery shows) is held to the same contracts: a ruleset added later is checked with no change here.
const { registerRulesets } = await import("../../src/shell/registry");
const { fixtureRuleset } = await import("../fixtures/ruleset");
{
  const fixture = fixtureRuleset();
  registerRulesets([fixture], fixture, {
    dataModels: registered.dataModels as never,
    registerSheet: (documentName, cls, type, label) =>
      foundry.applications.apps.DocumentSheetConfig.registerSheet(
        { documentName } as never,
        "six-gun-sound",
        cls as never,
        { types: [type], label } as never,
      ),
    setStatuses: () => undefined,
    publishApi: () => undefined,
  });
}
afterAll(() => vi.unstubAllGlobals());

interface Sheet {
  id: string;
  documentName: string;
  type: string;
  parts: Record<string, PartSpec>;
  tabs: TabsConfig | undefined;
  handlers: Set<string>;
  schema: FieldNode;
  mergesArrays: boolean;
  classes: Set<string>;
}

const sheets: Sheet[] = registered.sheets.flatMap(({ documentName, types, sheetClass }) =>
  types.map((type) => {
    const model = registered.dataModels[documentName]?.[type];
    const statics = sheetStatics(sheetClass);
    return {
      id: `${documentName}.${type} (${sheetClass.name})`,
      documentName,
      type,
      parts: statics.PARTS,
      tabs: statics.TABS,
      handlers: new Set([...ownActions(sheetClass), ...coreActions(coreChain(sheetClass))]),
      schema: documentSchema(
        documentName,
        model ? schemaTree(model.defineSchema()) : { kind: "schema", fields: {} },
      ),
      mergesArrays: overrides(sheetClass, "_processFormData"),
      classes: windowClasses(sheetClass),
    };
  }),
);
const partTemplates = (sheet: Sheet) => Object.values(sheet.parts).map((p) => relativeTemplate(p.template));

// ---------------------------------------------------------------------------------------------
// The gallery's pages and renderer

interface Page {
  id: string;
  kind?: "chat" | "dialog" | "window";
  templates?: string[];
  sheet?: { parts: Record<string, string>; classes?: string[] };
  context: Record<string, unknown>;
}

const manifest = readJSON<{ packs: { name: string }[] }>("system.json");
const packs = Object.fromEntries(
  manifest.packs.map((p) => [
    p.name,
    existsSync(packSourceDir(p.name))
      ? listFiles(packSourceDir(p.name), (f) => /\.ya?ml$/.test(f)).map((f) =>
          yaml.load(readFileSync(f, "utf8")),
        )
      : [],
  ]),
);
const pageModules = [
  "pages.ts",
  ...readdirSync("gallery")
    .filter((f) => /^pages-.+\.ts$/.test(f))
    .sort(),
];
const pages: Page[] = [];
for (const file of pageModules) {
  const module = (await import(/* @vite-ignore */ pathToFileURL(resolve("gallery", file)).href)) as {
    buildPages(packs: unknown): Page[];
  };
  pages.push(...module.buildPages(packs));
}

const lang = readJSON<Record<string, unknown>>("lang/en.json");
const standins = (await import(/* @vite-ignore */ pathToFileURL(resolve("gallery/standins.mjs")).href)) as {
  createRenderer(lang: object): {
    hbs: { compile(source: string): (context: object) => string; helpers: Record<string, unknown> };
  };
};
const renderer = standins.createRenderer(lang);
const compiled = new Map<string, (context: object) => string>();
function render(template: string, context: object): string {
  let fn = compiled.get(template);
  if (!fn) {
    fn = renderer.hbs.compile(readFileSync(templateFile(template), "utf8"));
    compiled.set(template, fn);
  }
  return fn(context);
}

const isSheetPage = (page: Page) =>
  !page.kind && !page.templates && Object.keys(page.sheet?.parts ?? {}).length > 0;
const pageTemplates = (page: Page) => page.templates ?? Object.values(page.sheet?.parts ?? {});
/** The registered sheets a gallery page shows: the same PARTS templates and window classes. */
const sheetsOf = (page: Page) =>
  sheets.filter(
    (s) =>
      JSON.stringify(partTemplates(s)) === JSON.stringify(Object.values(page.sheet!.parts)) &&
      (page.sheet!.classes ?? []).every((c) => s.classes.has(c)),
  );
const sheetOf = (page: Page) => {
  const found = sheetsOf(page);
  return found.length === 1 ? found[0] : undefined;
};
const modeOf = (page: Page) =>
  (page.context.mode as { edit?: boolean } | undefined)?.edit ? "edit" : "play";

interface SheetCase {
  name: string;
  sheet: Sheet;
  page: Page;
  /** Each PART's HTML, in PARTS order. */
  parts: [string, string][];
  /** The whole window content: every PART, as V13 puts them side by side. */
  html: string;
}

const sheetCases: SheetCase[] = pages.filter(isSheetPage).flatMap((page) => {
  const sheet = sheetOf(page);
  if (!sheet) return [];
  const parts = Object.entries(sheet.parts).map(
    ([id, part]) => [id, render(relativeTemplate(part.template), page.context)] as [string, string],
  );
  return [
    { name: `${sheet.id} · ${page.id}`, sheet, page, parts, html: parts.map(([, html]) => html).join("\n") },
  ];
});

const tablePages = pages.filter((p) => p.kind);
const tableCases = tablePages.flatMap((page) =>
  pageTemplates(page).map((template) => ({
    name: `${page.id} · ${template}`,
    page,
    template,
    html: render(template, page.context),
  })),
);

// ---------------------------------------------------------------------------------------------
// Dialog readers: how each dialog's form is read back by our code (the ruleset's table and generators).

type Reader = (context: Record<string, unknown>, data: Record<string, unknown>) => unknown;
const figures = (n: number) => Array.from({ length: n }, (_, i) => figure(`figure${i}`));

const DIALOG_READERS: Record<string, Reader> = {
  // Blaze of Glory's campaign: a new campaign, the move, the encounter test, the outcome, recovery.
  "campaign/new.hbs": (context, data) => {
    // The life and times' locale selects, one per result of choice (`life<index>`).
    const ids = ((context.life as { id: string }[] | undefined) ?? []).map((l) => Number(l.id.slice(4)));
    const entries = Array.from({ length: ids.length ? Math.max(...ids) + 1 : 0 }, () => ({
      result: "familyRanch" as const,
      locale: null,
      localeOfChoice: true,
    }));
    return [readNewCampaign(data), readLifeAndTimes(data, entries, "kansas")];
  },
  "campaign/move.hbs": (_context, data) => readMove(data, ["kansas"]),
  "campaign/encounter.hbs": (_context, data) => readEncounterQuestions(data),
  "campaign/outcome.hbs": (context, data) =>
    readOutcome(
      {
        ...newCampaign({ profession: "sheriff", locale: "arizona", star: { rep: 4, sand: 4 } }),
        // A Jail Break's dialog lists those held: one prisoner per box.
        prisoners: ((context.freed as unknown[] | undefined) ?? []).map((_, i) => ({
          who: `Actor.p${i}`,
          name: `P${i}`,
          sand: 4,
          locale: "arizona" as const,
          crime: null,
          withAssault: false,
          jailBreakIn: null,
          waitingToMove: false,
          trialIn: null,
          sentence: null,
          termLeft: null,
        })),
      },
      data,
      // One hand per select the dialog shows.
      ((context.hands as { name: string }[] | undefined) ?? []).map((h, i) => ({
        who: `Actor.h${i}`,
        name: h.name,
        rep: 4,
        sand: 4,
        profession: "cowboy" as const,
      })),
    ),
  "campaign/recovery.hbs": (_context, data) => readRecoveryForm(data),
  "campaign/start.hbs": (_context, data) => readStart(data),
  "campaign/buy.hbs": (_context, data) => readBuy(data),
  "campaign/hire.hbs": (_context, data) => readHire(data),
  "campaign/travel-on.hbs": (context, data) =>
    readTravelOn(data, Object.keys(context.neighbours as Record<string, string>) as never[]),
  "campaign/unpaid.hbs": (context, data) => {
    // One figure per box the dialog shows; the record counts them all unpaid.
    const men = (context.men as unknown[] | undefined) ?? [];
    const state = {
      ...newCampaign({ profession: "outlaw", locale: "missouri", star: { rep: 4, sand: 4 } }),
      outlaw: { unpaid: men.length },
    };
    const hands = men.map((_, i) => ({
      who: `Actor.m${i}`,
      name: `M${i}`,
      rep: 4,
      sand: 4,
      profession: "outlaw" as const,
    }));
    return readUnpaid(state, data, hands, (k) => k);
  },
  "campaign/profession.hbs": (_context, data) => readProfession(data),
  "dialog/reaction.hbs": (_context, data) => readReactionForm(data, {}),
  "dialog/shoot.hbs": (context, data) => {
    const [shooter, ...targets] = figures(1 + (context.targets as unknown[]).length);
    const rows = targets.map((f) => ({ figure: f, distance: 6, cover: "none" as const }));
    return readShootForm(shooter!, rows, shooter!.weapons[0]!.id, true, data);
  },
  "dialog/draw.hbs": (context, data) => readDrawForm(figures((context.figures as unknown[]).length), data),
  "dialog/melee.hbs": (context, data) => {
    const sides = context.sideChoices as Record<string, string>;
    const fighters = (context.fighters as { side: string }[]).map((f, i) => ({
      figure: figure(`f${i}`),
      side: f.side,
    }));
    return readMeleeForm(fighters, sides, data);
  },
  "dialog/challenge.hbs": (_context, data) => readChallengeForm(data),
  "dialog/fire.hbs": (_context, data) => readFireForm(data),
  "dialog/ride.hbs": (context, data) =>
    readRideForm(String(context.title).split(".").pop() as RideTestId, data),
  // Fill Yore Hands!'s brawl: its GM-list rows are read by their place in the list.
  "fyh/dialog/brawl.hbs": (context, data) => {
    const rows = (key: string) =>
      (context[key] as { name: string }[]).map((r, i) => ({ id: `r${i}`, name: r.name, modifier: 0 }));
    return readBrawlForm({ modifierRows: rows("modRows"), rearRows: rows("rearRows") } as never, data);
  },
  // Fill Yore Hands!'s shot: the declaration (a target list only when several figures are offered).
  "fyh/dialog/shoot.hbs": (context, data) => [
    readFyhShootForm(
      data,
      { distance: 6, rounds: 1, coverOrProne: false, windowOrDoor: false, mounted: false },
      6,
    ),
    context.targetChoices ? data.target : null,
  ],
  // Six Gun Sound (classic): the reaction test, the shot, and recording an encounter.
  "classic/dialog/record.hbs": (_context, data) => readClassicRecordForm(data),
  "classic/dialog/reaction.hbs": (_context, data) =>
    readClassicReactionForm(data, DEFAULT_CLASSIC_RULES, { test: "shotAt", situation: {}, context: {} }),
  "classic/dialog/shoot.hbs": (context, data) =>
    readClassicShootForm(
      data,
      {
        weapon: "pistol",
        weaponName: "Colt",
        distance: 6,
        bullets: 1,
        firerStationary: true,
        targetStationary: true,
        targetPoppedUp: false,
        targetInCover: false,
        targetMovedFast: false,
      },
      {
        weapons: Object.keys(context.weaponChoices as object).map((id) => ({ id, name: id, key: "pistol" })),
      } as never,
    ),
  "encounters/table-dialog.hbs": (context, data) => readTableForm(context.id as string, data),
  // The generators read their dialog inline: answer DialogV2.wait with the recording form data.
  "generators/generator-dialog.hbs": async (context, data) => {
    registered.dialogAnswer.value = data;
    await (context.size ? newOutfit() : newFigure());
  },
};

// ---------------------------------------------------------------------------------------------

describe("the sheets the contract check finds", () => {
  it("are the ones init registers, each with a data model", () => {
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) {
      expect(
        registered.dataModels[sheet.documentName]?.[sheet.type],
        `${sheet.id}: data model`,
      ).toBeDefined();
      expect(Object.keys(sheet.parts).length, `${sheet.id}: PARTS`).toBeGreaterThan(0);
    }
  });

  it("each have gallery pages in play and in edit mode", () => {
    for (const sheet of sheets) {
      const modes = new Set(sheetCases.filter((c) => c.sheet === sheet).map((c) => modeOf(c.page)));
      expect([...modes].sort(), `${sheet.id}: add gallery pages for this sheet`).toEqual(["edit", "play"]);
    }
  });

  it("give each check something to check", () => {
    const html = sheetCases.map((c) => c.html).join("\n");
    const elements = allElements(parseFragment(html));
    expect(elements.filter((e) => "data-action" in e.attrs).length, "actions").toBeGreaterThan(0);
    expect(elements.filter((e) => "data-tab" in e.attrs).length, "tabs").toBeGreaterThan(0);
    expect(namedFields(html).length, "form fields").toBeGreaterThan(0);
    expect(sheets.filter((s) => s.tabs).length, "sheets with static TABS").toBeGreaterThan(0);
    expect(tableCases.filter((c) => c.page.kind === "dialog").length, "dialogs").toBeGreaterThan(0);
  });

  it("cover every sheet page of the gallery", () => {
    const unmatched = pages
      .filter(isSheetPage)
      .map((p) => ({ page: p.id, sheets: sheetsOf(p).map((s) => s.id) }))
      .filter((m) => m.sheets.length !== 1);
    expect(unmatched, "gallery pages that match no registered sheet (PARTS and classes), or several").toEqual(
      [],
    );
  });
});

describe("the gallery covers the campaign (issue 17)", () => {
  it("shows a chat card for every campaign step, in both themes", async () => {
    const { STEP_IDS } = await import("../../src/rulesets/blaze-of-glory/campaign/view");
    const steps = lang as { SIXGUN: { Campaign: { Step: Record<string, string> } } };
    const named = (theme: string) =>
      new Set(
        pages
          .filter((p) => p.kind === "chat" && p.id.startsWith("campaign-card-") && p.id.endsWith(`-${theme}`))
          .map((p) => p.context.name),
      );
    for (const theme of ["light", "dark"]) {
      const cards = named(theme);
      const missing = [...STEP_IDS, "new", "free", "call"].filter(
        (id) => !cards.has(steps.SIXGUN.Campaign.Step[id]),
      );
      expect(missing, theme).toEqual([]);
      // A recovery card is titled with the figure's name.
      expect(pages.some((p) => p.id === `campaign-card-recovery-${theme}`)).toBe(true);
    }
  });
});

describe("1. each PART renders exactly one root element", () => {
  it.each(sheetCases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const problems = c.parts.flatMap(([id, html]) => [
      ...partRootProblems(id, html),
      ...nestedFormProblems(id, html),
    ]);
    expect(problems).toEqual([]);
  });

  // Our own code inserts these templates' output as one element (`wrapper.firstElementChild`).
  const ONE_ELEMENT: Record<string, string> = {
    "combat/activation.hbs": "src/rulesets/blaze-of-glory/combat/register.ts",
  };
  it.each(Object.entries(ONE_ELEMENT))("%s (inserted as one element by %s)", (template, file) => {
    const code = readFileSync(file, "utf8");
    expect(code.includes(template) && code.includes("firstElementChild"), `${file} no longer does so`).toBe(
      true,
    );
    const rendered = tableCases.filter((c) => c.template === template);
    expect(rendered.length).toBeGreaterThan(0);
    for (const c of rendered) expect(partRootProblems(template, c.html)).toEqual([]);
  });

  it("counts elements as Chromium's <template> parser does", async () => {
    const samples = [
      ...sheetCases.flatMap((c) => c.parts.map(([, html]) => html)),
      ...tableCases.map((c) => c.html),
    ];
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const theirs = await page.evaluate((list) => {
        const walk = (nodes: HTMLCollection, depth: number): string[] =>
          [...nodes].flatMap((e) => [`${depth} ${e.localName}`, ...walk(e.children, depth + 1)]);
        return list.map((html) => {
          const t = document.createElement("template");
          t.innerHTML = html;
          return walk(t.content.children, 0);
        });
      }, samples);
      samples.forEach((html, i) => expect(outline(parseFragment(html)), `sample ${i}`).toEqual(theirs[i]));
    } finally {
      await browser.close();
    }
  });
});

describe("2. every data-action has a handler", () => {
  it.each(sheetCases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    expect(actionProblems(c.html, c.sheet.handlers)).toEqual([]);
  });

  it.each(tableCases.map((c) => [c.name, c] as const))("%s uses no core data-action", (_name, c) => {
    expect(foreignActionProblems(c.html)).toEqual([]);
  });
});

describe("3. form names", () => {
  it.each(sheetCases.map((c) => [c.name, c] as const))("%s: every name is a schema path", (_name, c) => {
    expect(fieldNameProblems(c.html, c.sheet.schema, c.sheet.mergesArrays)).toEqual([]);
  });

  const dialogCases = tableCases.filter((c) => c.page.kind === "dialog");
  it("every dialog the gallery shows has its reader here", () => {
    const missing = [...new Set(dialogCases.map((c) => c.template))].filter((t) => !(t in DIALOG_READERS));
    expect(missing, "add the dialog's reader to DIALOG_READERS").toEqual([]);
  });

  it.each(dialogCases.map((c) => [c.name, c] as const))(
    "%s: its reader reads every field",
    async (_name, c) => {
      const reader = DIALOG_READERS[c.template];
      if (!reader) return;
      const read = await keysRead(formValues(c.html), (data) => reader(c.page.context, data));
      expect(dialogNameProblems(c.html, read)).toEqual([]);
    },
  );
});

describe("4. tabs match static TABS", () => {
  it.each(sheetCases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    expect(tabProblems(c.html, c.sheet.tabs)).toEqual([]);
  });
});

describe("5. templates, partials and helpers exist", () => {
  const files = templateFiles();
  const knownHelpers = new Set([...Object.keys(CORE_HELPERS), ...registered.helpers]);

  it("every PARTS template exists", () => {
    const missing = sheets.flatMap((s) =>
      Object.values(s.parts).flatMap((p) =>
        [p.template, ...(p.templates ?? [])].filter((t) => !templateExists(t)),
      ),
    );
    expect(missing).toEqual([]);
  });

  it("every template path named in src/ exists", () => {
    const named = listFiles("src", (f) => f.endsWith(".ts")).flatMap((file) =>
      templateLiterals(readFileSync(file, "utf8")).map((path) => ({ file, path })),
    );
    expect(named.length).toBeGreaterThan(0);
    // Paths starting "templates/" are Foundry's own (e.g. templates/generic/tab-navigation.hbs).
    const missing = named.filter(({ path }) => !path.startsWith("templates/") && !templateExists(path));
    expect(missing).toEqual([]);
  });

  it.each(files.map((t) => [t.file, t.path] as const))(
    "%s: helpers are V13 core or registered, partials exist and are loaded",
    (file, rel) => {
      const source = readFileSync(file, "utf8");
      const withPart = sheets
        .flatMap((s) => Object.values(s.parts))
        .filter((p) => relativeTemplate(p.template) === rel);
      const loaded = new Set([...registered.preloaded, ...withPart.flatMap((p) => p.templates ?? [])]);
      expect([
        ...helperProblems(file, source, knownHelpers),
        ...partialProblems(file, source, templateExists, loaded),
      ]).toEqual([]);
    },
  );

  it("the gallery stands in only for helpers V13 or the system has", () => {
    const standIn = Object.keys(renderer.hbs.helpers).filter((h) => !HANDLEBARS_BUILTINS.has(h));
    expect(standIn.filter((h) => !knownHelpers.has(h))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

describe("each checker fails on a broken template", () => {
  it("1: two root elements, stray text, a nested form", () => {
    expect(partRootProblems("header", "<header></header>\n<section></section>")).toEqual([
      'Template part "header" must render a single HTML element: it renders 2 (<header>, <section>)',
    ]);
    expect(partRootProblems("notes", "<!-- c --> <section></section>")).toEqual([]);
    expect(partRootProblems("notes", "")).toHaveLength(1);
    expect(partRootProblems("notes", "Hello <section></section>")[0]).toMatch(/text outside its root/);
    // A <p> closed by a <div>, and the stray </p> after it, make three elements, as in a browser.
    expect(partRootProblems("p", "<p>a<div>b</div></p>")[0]).toMatch(/renders 3/);
    expect(nestedFormProblems("body", "<div><form></form></div>")).toHaveLength(1);
  });

  it("1: two sibling roots as header.hbs had before the fix (<header> + statline <section>)", () => {
    const twoRoots =
      '<header class="sgs-header"><img class="sgs-portrait" src="x" /></header>\n<section class="sgs-statline"></section>';
    expect(partRootProblems("header", twoRoots)[0]).toMatch(
      /must render a single HTML element: it renders 2/,
    );
  });

  it("2: an unknown action", () => {
    const handlers = new Set(["toggleMode"]);
    expect(
      actionProblems(
        '<div><button data-action="toggleMode"></button><a data-action="rol"></a></div>',
        handlers,
      ),
    ).toEqual(['<a data-action="rol">: no handler for action "rol" in DEFAULT_OPTIONS.actions']);
    expect(actionProblems('<img data-action="" />', handlers)).toEqual([]);
    expect(foreignActionProblems('<div><button data-action="apply"></button></div>')).toHaveLength(1);
  });

  it("3: an unknown field, a path into an array, and a dialog field nobody reads", () => {
    const schema = documentSchema("Actor", {
      kind: "schema",
      fields: {
        rep: { kind: "leaf", field: "NumberField" },
        wounds: { kind: "schema", fields: { head: { kind: "leaf", field: "NumberField" } } },
        groups: {
          kind: "array",
          element: { kind: "schema", fields: { name: { kind: "leaf", field: "StringField" } } },
        },
        familiar: { kind: "array", element: { kind: "leaf", field: "StringField" } },
      },
    });
    const form = (name: string) => `<div><input name="${name}" /></div>`;
    expect(fieldNameProblems(form("system.rep"), schema, false)).toEqual([]);
    expect(fieldNameProblems(form("name"), schema, false)).toEqual([]);
    expect(fieldNameProblems(form("system.repp"), schema, false)).toEqual([
      '<input name="system.repp">: "repp" is not a field of system',
    ]);
    expect(fieldNameProblems(form("system.wounds"), schema, false)[0]).toMatch(/names an object/);
    expect(fieldNameProblems(form("system.rep.value"), schema, false)[0]).toMatch(/goes past it/);
    expect(fieldNameProblems(form("system.groups.x.name"), schema, false)[0]).toMatch(/not an index/);
    expect(fieldNameProblems(form("system.groups.0.name"), schema, true)).toEqual([]);
    expect(fieldNameProblems(form("system.groups.0.name"), schema, false)[0]).toMatch(/_processFormData/);
    expect(fieldNameProblems(form("system.familiar"), schema, false)).toEqual([]);
    expect(fieldNameProblems(form("system.familiar.1"), schema, false)).toEqual([]);
    expect(fieldNameProblems('<img data-edit="portrait" />', schema, false)[0]).toMatch(
      /"portrait" is not a field/,
    );
    expect(fieldNameProblems('<button name="x" type="button"></button>', schema, false)).toEqual([]);
    expect(resolveFieldPath(schema, "flags.six-gun-sound.anything").problem).toBeNull();
    expect(
      dialogNameProblems('<div><input name="read" /><input name="ignored" /></div>', new Set(["read"])),
    ).toEqual(['<input name="ignored">: the dialog\'s reader never reads "ignored"']);
  });

  it("3: keysRead records property reads and `in` tests", async () => {
    const read = await keysRead({ a: 1 }, (d) => ("b" in d ? d.c : d.a));
    expect([...read].sort()).toEqual(["a", "b"]);
  });

  it("4: an unknown tab, an unknown group, a button outside .tabs, a panel without .tab", () => {
    const tabs: TabsConfig = { primary: { tabs: [{ id: "combat" }, { id: "notes" }], initial: "combat" } };
    const nav = (inner: string) => `<nav class="tabs">${inner}</nav>`;
    const ok =
      nav(
        '<button data-action="tab" data-group="primary" data-tab="combat"></button><button data-action="tab" data-group="primary" data-tab="notes"></button>',
      ) +
      '<section class="tab" data-group="primary" data-tab="combat"></section><section class="tab" data-group="primary" data-tab="notes"></section>';
    expect(tabProblems(ok, tabs)).toEqual([]);
    expect(
      tabProblems(ok + '<section class="tab" data-group="primary" data-tab="wounds"></section>', tabs)[0],
    ).toMatch(/tab "wounds" is not a tab of group "primary"/);
    expect(
      tabProblems(ok + '<section class="tab" data-group="secondary" data-tab="combat"></section>', tabs)[0],
    ).toMatch(/group "secondary" is not in static TABS/);
    expect(
      tabProblems(
        ok.replace(
          '<section class="tab" data-group="primary" data-tab="notes">',
          '<section data-group="primary" data-tab="notes">',
        ),
        tabs,
      ),
    ).toEqual([
      '<section data-tab="notes" data-group="primary">: a tab panel needs the class "tab" for changeTab to show it',
      'TABS.primary tab "notes" has no panel (.tab[data-group][data-tab])',
    ]);
    expect(tabProblems(ok.replace('class="tabs"', 'class="sgs-tabs"'), tabs)[0]).toMatch(
      /direct child of an element with class "tabs"/,
    );
    expect(tabProblems(ok, { primary: { ...tabs.primary!, initial: "wounds" } })).toEqual([
      'TABS.primary.initial "wounds" is not one of its tabs',
    ]);
    expect(tabProblems('<section class="tab" data-tab="x"></section>', undefined)).toHaveLength(1);
  });

  it("5: an unknown helper, a missing partial, an unloaded partial, a computed partial", () => {
    const known = new Set(["localize", "eq"]);
    expect(helperProblems("t.hbs", '{{#if (eq a 1)}}{{localize "K"}}{{name}}{{/if}}', known)).toEqual([]);
    expect(helperProblems("t.hbs", "<p>{{formatMoney cost}}</p>", known)).toEqual([
      't.hbs:1: helper "formatMoney" is neither a V13 core helper nor registered by the system',
    ]);
    expect(helperProblems("t.hbs", "{{#if (includes list x)}}{{/if}}", known)).toHaveLength(1);
    const exists = (p: string) => p === "systems/six-gun-sound/templates/shared/tabs.hbs";
    const loaded = new Set(["systems/six-gun-sound/templates/shared/tabs.hbs"]);
    expect(
      partialProblems("t.hbs", '{{> "systems/six-gun-sound/templates/shared/tabs.hbs"}}', exists, loaded),
    ).toEqual([]);
    expect(
      partialProblems("t.hbs", '{{> "systems/six-gun-sound/templates/shared/gone.hbs"}}', exists, loaded),
    ).toEqual(['t.hbs:1: partial "systems/six-gun-sound/templates/shared/gone.hbs" is not a template file']);
    expect(
      partialProblems(
        "t.hbs",
        '{{> "systems/six-gun-sound/templates/shared/tabs.hbs"}}',
        exists,
        new Set(),
      )[0],
    ).toMatch(/not loaded before the render/);
    expect(partialProblems("t.hbs", "{{> (lookup . 'p')}}", exists, loaded)[0]).toMatch(/computed partial/);
    expect(templateLiterals('render("chat/test.hbs"); const x = `dialog/ride.hbs`;')).toEqual([
      "chat/test.hbs",
      "dialog/ride.hbs",
    ]);
  });
});
