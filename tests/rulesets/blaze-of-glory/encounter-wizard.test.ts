import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { installFoundryStandIns } from "../../foundry/standin";
import { partRootProblems } from "../../foundry/contracts";
import { sequenceDice, seededDice } from "../../../src/rules/core";
import {
  ENCOUNTER_DEFINITIONS,
  ENCOUNTER_IDS,
  MOUNT_STARTS,
  SIDE_ROLES,
  SPECIAL_TABLE_IDS,
  RollLog,
  integerInput,
  booleanInput,
  type EncounterDefinition,
  type EncounterSetup,
  type SpecialTableResult,
} from "../../../src/rules/blaze-of-glory/encounters";
import { templateFile } from "../../../scripts/lib/templates.mjs";
import {
  EncounterWizardFlow,
  PICK_BY,
  WIZARD_ERRORS,
  readWizardForm,
  type Materialized,
  type Materializer,
} from "../../../src/rulesets/blaze-of-glory/encounters/flow";
import {
  setupView,
  rollView,
  variantText,
  type Localize,
} from "../../../src/rulesets/blaze-of-glory/encounters/view";
import { wizardContext, fieldView } from "../../../src/rulesets/blaze-of-glory/encounters/wizard-view";
import {
  encounterCardContext,
  specialTableCardContext,
} from "../../../src/rulesets/blaze-of-glory/encounters/cards";
import { langText } from "../../../gallery/pages-gm-tables";

/**
 * The encounter wizard without Foundry: the view builders (what each step and each card shows),
 * how the form is read back, the steps driven with scripted dice and a fake materializer, and the
 * templates escaping every text they print.
 */

const text = langText();
/** The deployment kinds `DeploymentPlan.kind` allows (a type only in the rules core). */
const DEPLOYMENT_KINDS = [
  "squareOff",
  "standup",
  "town",
  "holedUp",
  "pursuit",
  "asDesired",
  "trail",
] satisfies EncounterSetup["deployment"]["kind"][];
/** `lang/en.json` with its placeholders filled; a missing key shows as itself, as in Foundry. */
const localize: Localize = (key, data) =>
  data ? text.format(key, data as Record<string, string>) : text.localize(key);

/** A made-up encounter with one question of each kind and one roll of each kind. */
const FIXTURE: EncounterDefinition = {
  id: "gunfight",
  code: "GF",
  source: "L3147–3249",
  inputs: [
    { key: "settlementLevel", kind: "integer", min: 1, max: 6, default: 3 },
    { key: "saloon", kind: "boolean", default: false },
    {
      key: "starProfession",
      kind: "choice",
      choices: ["outlaw", "cowboy"],
      default: "cowboy",
      choiceKeys: "Profession",
    },
  ],
  setUp(dice, input): EncounterSetup {
    const log = new RollLog(dice);
    const sl = integerInput(input, "settlementLevel");
    log.sum({
      purpose: "fixtureHowMany",
      modifier: booleanInput(input, "saloon") ? 2 : -1,
      source: "L3160–3162",
      read: (s) => (s >= 5 ? "fixtureMany" : "fixtureFew"),
    });
    log.passes({
      purpose: "fixtureNerve",
      target: 4,
      subject: "opposition.2",
      source: "L3170",
      read: (p) => `p${p}`,
    });
    return {
      encounter: "gunfight",
      variant: "fixtureVariant",
      settlementLevel: sl,
      terrain: ["fixtureTown"],
      rolls: log.rolls,
      sides: [
        {
          id: "star",
          role: "players",
          label: "fixtureStar",
          goal: "fixtureSurvive",
          forces: [{ profession: "cowboy", count: 1, role: "star" }],
        },
        {
          id: "opposition",
          role: "opposition",
          label: "fixtureOutlaws",
          goal: "fixtureKill",
          forces: [
            {
              profession: "outlaw",
              count: 3,
              role: "outfit",
              rep: 5,
              armed: false,
              mount: "saddledNearby",
              mountValues: { inches: 7 },
            },
          ],
        },
      ],
      deployment: { kind: "squareOff", distanceInches: 12, activatesFirst: "opposition", notes: [] },
      looseMounts: [{ count: 2, where: "fixtureSaloon", saddled: true }],
      specialTables: ["standupFight"],
      instructions: ["fixtureInstruction"],
      endConditions: ["fixtureEnd"],
      followOn: [{ encounter: "posse", when: "fixtureWhen" }],
      gmJudgement: ["fixtureJudgement"],
    };
  },
};

const PROFESSION_ONLY: EncounterDefinition = {
  ...FIXTURE,
  id: "trainRobbery",
  code: "TR",
  profession: "outlaw",
  inputs: [],
  setUp: (dice) => ({
    ...FIXTURE.setUp(dice, { settlementLevel: 2, saloon: false, starProfession: "cowboy" }),
    encounter: "trainRobbery",
  }),
};

const MADE: Materialized = {
  folderId: "folder1",
  actorUuids: ["Actor.a", "Actor.b", "Actor.c"],
  tokenIds: ["t1"],
  trayActorUuids: ["Actor.b", "Actor.c"],
  journalUuid: "JournalEntry.j1",
  trayReasons: ["offTable"],
  rowRolls: [{ subject: "opposition.1", name: "Ned Pike", dice: [4] }],
};

function flowWith(
  faces: number[],
  materialize: Materializer = async () => MADE,
  definitions = [PROFESSION_ONLY, FIXTURE],
) {
  const onCreated = vi.fn();
  const flow = new EncounterWizardFlow({ definitions, dice: sequenceDice(...faces), materialize, onCreated });
  return { flow, onCreated };
}

describe("the set-up as text", () => {
  const setup = FIXTURE.setUp(sequenceDice(4, 2, 6), {
    settlementLevel: 4,
    saloon: true,
    starProfession: "cowboy",
  });

  it("each roll: its purpose, whom it was for, each die (passes marked), the modifier, the score and the book's lines", () => {
    const view = setupView(setup, localize);
    expect(view.rolls).toHaveLength(2);
    const [sum, pass] = view.rolls;
    expect(sum!.dice).toEqual([{ face: 4, state: "" }]);
    expect(sum!.modifier).toBe("+2");
    expect(sum!.score).toBe("= 6");
    expect(sum!.result).toBe("SIXGUN.Encounter.Result.fixtureMany");
    expect(sum!.source).toBe("L3160–3162");
    expect(pass!.dice).toEqual([
      { face: 2, state: "pass" },
      { face: 6, state: "fail" },
    ]);
    expect(pass!.score).toBe("1 pass vs 4");
    // "opposition.2" is the second figure of the side whose id is opposition, named by its label.
    expect(pass!.subject).toBe("SIXGUN.Encounter.Side.fixtureOutlaws 2");
    const minus = rollView({ ...setup.rolls[0]!, modifier: -1 }, localize);
    expect(minus.modifier).toBe("−1");
    // A score is shown unless it only repeats a lone die.
    expect([sum!.showScore, pass!.showScore]).toEqual([true, true]);
    expect(rollView({ ...setup.rolls[0]!, modifier: 0 }, localize).showScore).toBe(false);
    expect(rollView({ ...setup.rolls[0]!, modifier: 0, dice: [2, 3], score: 5 }, localize).showScore).toBe(
      true,
    );
  });

  it("the sides, their forces, deployment, horses, tables and the notes, each from its lang branch", () => {
    const view = setupView(setup, localize);
    expect(view.name).toBe("Gunfight");
    expect(view.variant).toBe("fixtureVariant");
    expect(view.settlement).toBe("Settlement level 4");
    const opp = view.sides[1]!;
    expect(opp.role).toBe("opposition");
    expect(opp.roleText).toBe("Opposition");
    expect(opp.figures).toBe(3);
    expect(opp.lines[0]!.count).toBe("3 × Outlaw");
    expect(opp.lines[0]!.details).toEqual(["Rep 5", "unarmed", 'horses saddled 7" away']);
    expect(view.deployment).toBe("The sides face each other across the table");
    expect(view.deploymentNotes).toEqual([
      '12" apart',
      "SIXGUN.Encounter.Side.fixtureOutlaws activate first",
    ]);
    expect(view.looseMounts).toEqual(["2 saddled horses: SIXGUN.Encounter.Placement.fixtureSaloon"]);
    expect(view.specialTables).toEqual([{ id: "standupFight", name: "Standup Fight" }]);
    expect(view.followOn).toEqual(["Then Posse: SIXGUN.Encounter.When.fixtureWhen"]);
    expect(view.gmJudgement).toEqual(["SIXGUN.Encounter.Judgement.fixtureJudgement"]);
  });

  it("the set-up card: name, variant, every roll and a summary of each side", () => {
    const card = encounterCardContext(setup, localize);
    expect(card.name).toBe("Gunfight");
    expect(card.variant).toBe("fixtureVariant");
    expect(card.rolls.map((r) => r.result)).toEqual([
      "SIXGUN.Encounter.Result.fixtureMany",
      "SIXGUN.Encounter.Result.p1",
    ]);
    expect(card.sides.map((s) => s.figures)).toEqual([1, 3]);
    expect(card.tables).toBe("Standup Fight");
  });

  it("a special table's card: its rolls, the outcome with its values, the notes", () => {
    const result: SpecialTableResult = {
      table: "talkTheTalk",
      rolls: [
        {
          purpose: "fixtureTalk",
          dice: [1, 5, 3],
          modifier: 0,
          score: 2,
          target: 3,
          result: "fixtureTalked",
          source: "L3745",
        },
      ],
      outcome: "fixtureOutcome",
      values: { n: 2 },
      notes: ["fixtureNote"],
    };
    const card = specialTableCardContext(result, localize);
    expect(card.name).toBe("Talk the Talk");
    expect(card.rolls[0]!.dice.map((d) => d.state)).toEqual(["pass", "fail", "pass"]);
    expect(card.outcome).toBe("SIXGUN.Encounter.Outcome.fixtureOutcome");
    expect(card.notes).toEqual(["SIXGUN.Encounter.Note.fixtureNote"]);
  });

  it("our own pick (no line of the book behind it) says so instead of a source", () => {
    const view = rollView(
      {
        purpose: "ourPick",
        dice: [3],
        modifier: 0,
        score: 3,
        result: "picked.robbery",
        values: { faces: 5 },
        source: "",
      },
      localize,
    );
    expect(view.source).toBe("our choice, no table in the book");
    expect(view.purpose).toBe("Which encounter (one die over 5)");
    expect(view.result).toBe("Robbery");
  });
});

describe("reading the form", () => {
  it("numbers as typed, an empty box as no answer, a checkbox as checked or not, a choice as chosen", () => {
    const read = readWizardForm(FIXTURE, {
      pickBy: "lawman",
      "input.settlementLevel": " 5 ",
      "input.saloon": true,
      "input.starProfession": "outlaw",
    });
    expect(read).toEqual({
      pickBy: "lawman",
      answers: { settlementLevel: 5, saloon: true, starProfession: "outlaw" },
    });
    const empty = readWizardForm(FIXTURE, {
      pickBy: "banker",
      "input.settlementLevel": "",
      "input.saloon": false,
    });
    expect(empty.pickBy).toBe("any");
    expect(empty.answers).toEqual({ settlementLevel: undefined, saloon: false, starProfession: undefined });
  });

  it("each field the choose step shows is read back (names match)", () => {
    const ctx = wizardContext(
      {
        step: "choose",
        encounter: "gunfight",
        answers: {},
        pickBy: "any",
        pick: null,
        setup: null,
        created: null,
        error: null,
      },
      [FIXTURE],
      localize,
    );
    const names = ctx.choose!.selected!.fields.map((f) => f.name);
    expect(names).toEqual(["input.settlementLevel", "input.saloon", "input.starProfession"]);
    const read = new Set<string>();
    const data = new Proxy({} as Record<string, unknown>, {
      get: (_t, k) => (read.add(String(k)), undefined),
    });
    readWizardForm(FIXTURE, data);
    for (const n of [...names, "pickBy"]) expect(read.has(n), n).toBe(true);
  });

  it("a field shows the answer given, else the default; choices are named from their branch", () => {
    const [level, saloon, prof] = FIXTURE.inputs;
    expect(fieldView(level!, undefined, localize)).toMatchObject({
      isInteger: true,
      value: "3",
      min: 1,
      max: 6,
      range: "1–6",
    });
    expect(fieldView(level!, 9, localize).value).toBe("9");
    expect(fieldView(saloon!, undefined, localize).checked).toBe(false);
    expect(fieldView(saloon!, true, localize).checked).toBe(true);
    const choice = fieldView(prof!, "outlaw", localize);
    expect(choice.options).toEqual([
      { value: "outlaw", label: "Outlaw", selected: true },
      { value: "cowboy", label: "Cowboy", selected: false },
    ]);
    expect(fieldView(prof!, "banker", localize).options.find((o) => o.selected)!.value).toBe("cowboy");
    expect(choice.selectedValue).toBe("outlaw");
    expect(fieldView(prof!, "banker", localize).selectedValue).toBe("cowboy");
    const own = fieldView(
      { key: "kind", kind: "choice", choices: ["bank"], default: "bank" },
      undefined,
      localize,
    );
    expect(own.options[0]!.label).toBe("SIXGUN.Encounter.Choice.kind.bank");
  });
});

describe("the steps", () => {
  it("choose → rolled: a bad answer stays on choose with the rules' message; a good one rolls the set-up", () => {
    const { flow } = flowWith([5, 1, 2]);
    flow.select("gunfight");
    expect(flow.rollSetup({ settlementLevel: 9 })).toBeNull();
    expect(flow.state.step).toBe("choose");
    expect(flow.state.error).toMatchObject({ key: "badAnswer", encounter: "gunfight" });
    const ctx = wizardContext(flow.state, flow.options.definitions, localize);
    expect(ctx.error).toMatch(/^Gunfight: settlementLevel/);
    const setup = flow.rollSetup({ settlementLevel: 2, saloon: false });
    expect(setup!.rolls.map((r) => r.dice)).toEqual([[5], [1, 2]]);
    expect(setup!.rolls[0]!.score).toBe(4);
    expect(flow.state.step).toBe("rolled");
    expect(flow.state.error).toBeNull();
  });

  it("re-roll reads new dice with the same answers; back keeps the answers", () => {
    const { flow } = flowWith([5, 1, 2, 6, 3, 3]);
    flow.select("gunfight");
    flow.rollSetup({ settlementLevel: 6, saloon: true });
    const again = flow.reroll();
    expect(again!.rolls.map((r) => r.dice)).toEqual([[6], [3, 3]]);
    expect(again!.settlementLevel).toBe(6);
    expect(again!.rolls[0]!.modifier).toBe(2);
    flow.back();
    expect(flow.state.step).toBe("choose");
    expect(flow.state.answers).toEqual({ settlementLevel: 6, saloon: true });
  });

  it("create: the materializer gets the set-up and the scene; the card is posted; the created step counts it all", async () => {
    const materialize = vi.fn<Materializer>(async () => MADE);
    const { flow, onCreated } = flowWith([5, 1, 2], materialize);
    flow.select("gunfight");
    flow.rollSetup({});
    const setup = flow.state.setup;
    await flow.create("scene1");
    expect(materialize).toHaveBeenCalledWith(setup, { sceneId: "scene1" });
    expect(onCreated).toHaveBeenCalledWith(setup, MADE);
    expect(flow.state.step).toBe("created");
    const ctx = wizardContext(flow.state, flow.options.definitions, localize, {
      folderName: "Gunfight 1",
      sceneName: "Main Street",
    });
    expect(ctx.created).toEqual({
      title: "Gunfight is ready",
      folder: "Gunfight 1",
      figures: 3,
      placed: 1,
      tray: 2,
      trayNote: "Drag the figures from the tray onto Main Street where they belong.",
      journalUuid: "JournalEntry.j1",
      trayReasons: ["Some figures start off the table (aboard, inside, or arriving later)."],
      rowRolls: [{ name: "Ned Pike", dice: [4] }],
    });
    expect(ctx.steps.map((s) => [s.id, s.current, s.done])).toEqual([
      ["choose", false, true],
      ["rolled", false, true],
      ["created", true, false],
    ]);
  });

  it("a failed creation keeps the set-up to try again, and says why", async () => {
    const { flow, onCreated } = flowWith([5, 1, 2], async () => {
      throw new Error("no compendium");
    });
    flow.select("gunfight");
    flow.rollSetup({});
    expect(await flow.create(null)).toBeNull();
    expect(flow.state.step).toBe("rolled");
    expect(flow.state.setup).not.toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
    expect(wizardContext(flow.state, flow.options.definitions, localize).error).toBe(
      "Gunfight could not be created: no compendium",
    );
  });

  it("create before a roll does nothing but say so", async () => {
    const materialize = vi.fn<Materializer>(async () => MADE);
    const { flow } = flowWith([], materialize);
    expect(await flow.create(null)).toBeNull();
    expect(materialize).not.toHaveBeenCalled();
    expect(flow.state.error).toEqual({ key: "notRolled" });
  });

  it("the dice choose: the simple campaign column's 2d6, then that encounter's set-up with the pick first", () => {
    // Outlaw column, 3 + 3 = 6: Gunfight.
    const { flow } = flowWith([3, 3, 5, 1, 2]);
    const pick = flow.rollPick("outlaw")!;
    expect(pick.result).toBe("picked.gunfight");
    expect(flow.state.encounter).toBe("gunfight");
    const setup = flow.rollSetup({});
    expect(setup!.rolls[0]).toEqual(pick);
    expect(setup!.rolls).toHaveLength(3);
    const card = encounterCardContext(setup!, localize);
    expect(card.rolls[0]!.purpose).toBe("Which encounter (simple campaign table)");
    expect(card.rolls[0]!.result).toBe("Gunfight");
  });

  it("the dice may name an encounter the wizard cannot set up yet: it says so and chooses nothing", () => {
    // Outlaw column, 6 + 6 = 12: Robbery, not among the fixture's encounters.
    const { flow } = flowWith([6, 6]);
    flow.rollPick("outlaw");
    expect(flow.state.encounter).toBeNull();
    expect(wizardContext(flow.state, flow.options.definitions, localize).error).toBe(
      "The dice chose Robbery, which the wizard cannot set up yet. Choose another.",
    );
  });

  it("our pick for any other Star: one die over the book's encounters only (not the profession-only ones)", () => {
    const robbery = { ...FIXTURE, id: "robbery" as const, code: "R" };
    const { flow } = flowWith([2], undefined, [PROFESSION_ONLY, robbery, FIXTURE]);
    const pick = flow.rollPick("any")!;
    // The book's order: Gunfight, then Robbery; the profession-only Train Robbery is not offered.
    expect(pick.values).toEqual({ faces: 2 });
    expect(pick.result).toBe("picked.robbery");
  });

  it("our pick with none of the book's encounters to pick from rolls nothing and says so", () => {
    const { flow } = flowWith([], undefined, [PROFESSION_ONLY]);
    expect(flow.rollPick("any")).toBeNull();
    expect(flow.state.error).toEqual({ key: "nothingToPick" });
    expect(wizardContext(flow.state, flow.options.definitions, localize).error).toMatch(/choose one by hand/);
  });

  it("choosing another encounter by hand forgets the pick and the answers; an unknown one is refused", () => {
    const { flow } = flowWith([3, 3]);
    flow.rollPick("outlaw");
    flow.state.answers = { settlementLevel: 2 };
    flow.select("trainRobbery");
    expect(flow.state.pick).toBeNull();
    expect(flow.state.answers).toEqual({});
    flow.select("saloonBrawl");
    expect(flow.state.error).toEqual({ key: "unknownEncounter", encounter: "saloonBrawl" });
    expect(flow.state.encounter).toBe("trainRobbery");
  });

  it("the choose step groups the book's encounters apart from the profession-only ones, with the profession", () => {
    const { flow } = flowWith([]);
    flow.select("trainRobbery");
    const ctx = wizardContext(flow.state, flow.options.definitions, localize);
    expect(
      ctx.choose!.groups.map((g) => [g.label, g.encounters.map((e) => [e.id, e.profession, e.selected])]),
    ).toEqual([
      ["The book's encounters", [["gunfight", "", false]]],
      ["Only in a profession's campaign", [["trainRobbery", "Outlaw", true]]],
    ]);
    expect(ctx.canRoll).toBe(true);
    expect(ctx.choose!.selected!.fields).toEqual([]);
  });

  it("a whole flow with seeded dice is the same twice (the same dice, the same set-up)", async () => {
    const run = async () => {
      const flow = new EncounterWizardFlow({
        definitions: [FIXTURE],
        dice: seededDice(42),
        materialize: async () => MADE,
      });
      flow.rollPick("gunfighter");
      flow.select("gunfight");
      flow.rollSetup({ settlementLevel: 5 });
      flow.reroll();
      await flow.create(null);
      return flow.state;
    };
    expect(await run()).toEqual(await run());
  });
});

const { createRenderer } = (await import(
  /* @vite-ignore */ pathToFileURL(resolve("gallery/standins.mjs")).href
)) as {
  createRenderer(lang: object): { hbs: { compile(s: string): (c: object) => string } };
};
const { hbs } = createRenderer(JSON.parse(readFileSync("lang/en.json", "utf8")) as object);
const render = (template: string, context: object) =>
  hbs.compile(readFileSync(templateFile(template), "utf8"))(context);

describe("the templates escape every text", () => {
  const evil: Localize = (key) => `<img src=x onerror=alert(1)>${key}`;
  const setup = FIXTURE.setUp(sequenceDice(4, 2, 6), {
    settlementLevel: 4,
    saloon: true,
    starProfession: "cowboy",
  });

  it.each(["chat/encounter.hbs", "encounters/rolled.hbs"])("%s", (template) => {
    const context =
      template === "chat/encounter.hbs"
        ? encounterCardContext(setup, evil)
        : wizardContext(
            {
              step: "rolled",
              encounter: "gunfight",
              answers: {},
              pickBy: "any",
              pick: null,
              setup,
              created: null,
              error: null,
            },
            [FIXTURE],
            evil,
          );
    const html = render(template, context);
    expect(html).toContain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
    expect(html).not.toContain("<img");
  });

  it("chat/encounter-table.hbs", () => {
    const html = render(
      "chat/encounter-table.hbs",
      specialTableCardContext({ table: "holdUpTable", rolls: [], outcome: "x", notes: ["y"] }, evil),
    );
    expect(html).toContain("&lt;img");
    expect(html).not.toContain("<img");
  });
});

describe("the window (on Foundry stand-ins)", () => {
  installFoundryStandIns();
  afterAll(() => vi.unstubAllGlobals());
  type Handler = (this: unknown, event: Event, target: { dataset: Record<string, string> }) => Promise<void>;

  async function windowWith(faces: number[], materialize: Materializer) {
    const { EncounterWizard } = await import("../../../src/rulesets/blaze-of-glory/encounters/wizard");
    const app = new EncounterWizard({ definitions: [FIXTURE], dice: sequenceDice(...faces), materialize });
    const render = vi.fn(async () => app);
    Object.assign(app, { render });
    const actions = (EncounterWizard.DEFAULT_OPTIONS as unknown as { actions: Record<string, Handler> })
      .actions;
    const click = (action: string, dataset: Record<string, string> = {}) =>
      actions[action]!.call(app, new Event("click"), { dataset });
    return { app, render, click };
  }

  it("its buttons drive the steps, reading the form before each; Create makes the encounter and posts its card", async () => {
    const materialize = vi.fn<Materializer>(async () => MADE);
    const create = vi.fn(async () => undefined);
    vi.stubGlobal("ChatMessage", { create, getSpeaker: (o: object) => o });
    const { app, render, click } = await windowWith([2, 1, 1], materialize);
    await click("selectEncounter", { encounter: "gunfight" });
    expect(app.flow.state.encounter).toBe("gunfight");
    app.formValues = () => ({ pickBy: "cowboy", "input.settlementLevel": "5", "input.saloon": true });
    await click("rollSetup");
    expect(app.flow.state.pickBy).toBe("cowboy");
    expect(app.flow.state.setup!.settlementLevel).toBe(5);
    // 2 + 2 for the saloon.
    expect(app.flow.state.setup!.rolls[0]!.score).toBe(4);
    await click("create");
    expect(materialize).toHaveBeenCalledWith(app.flow.state.setup, { sceneId: null });
    expect(app.flow.state.step).toBe("created");
    expect(create).toHaveBeenCalledTimes(1);
    const [data] = create.mock.calls[0] as unknown as [{ flags: Record<string, Record<string, unknown>> }];
    expect(data.flags["six-gun-sound"]!.encounter).toEqual({
      encounter: "gunfight",
      variant: "fixtureVariant",
    });
    expect(render).toHaveBeenCalledTimes(3);
    await click("restart");
    expect(app.flow.state.step).toBe("choose");
  });

  it("a fault in a step is told and logged, never thrown into Foundry, and the window still re-renders", async () => {
    const broken: EncounterDefinition = {
      ...FIXTURE,
      setUp: () => {
        throw new TypeError("boom");
      },
    };
    const { EncounterWizard } = await import("../../../src/rulesets/blaze-of-glory/encounters/wizard");
    const app = new EncounterWizard({
      definitions: [broken],
      dice: sequenceDice(),
      materialize: async () => MADE,
    });
    const render = vi.fn(async () => app);
    Object.assign(app, { render });
    app.formValues = () => ({});
    const error = vi.fn();
    vi.stubGlobal("ui", { notifications: { info() {}, warn() {}, error } });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const actions = (EncounterWizard.DEFAULT_OPTIONS as unknown as { actions: Record<string, Handler> })
      .actions;
    await actions.selectEncounter!.call(app, new Event("click"), { dataset: { encounter: "gunfight" } });
    await expect(actions.rollSetup!.call(app, new Event("click"), { dataset: {} })).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalled();
    expect(render).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  it("by default it creates through the encounter materializer, whose refusal it shows", async () => {
    const { EncounterWizard } = await import("../../../src/rulesets/blaze-of-glory/encounters/wizard");
    const app = new EncounterWizard({ definitions: [FIXTURE], dice: sequenceDice(2, 1, 1) });
    Object.assign(app, { render: vi.fn(async () => app) });
    app.flow.select("gunfight");
    app.flow.rollSetup({});
    const game = (globalThis as unknown as { game: { user: { isGM: boolean } } }).game;
    game.user.isGM = false;
    // The materializer itself refuses a player (its own check, not the wizard's).
    expect(await app.flow.create(null)).toBeNull();
    game.user.isGM = true;
    expect(app.flow.state.error).toMatchObject({ key: "createFailed", encounter: "gunfight" });
    expect(app.flow.state.error!.detail).toMatch(/GmOnly/);
    expect(app.flow.state.step).toBe("rolled");
  });

  it("opens for the GM only", async () => {
    const { openEncounterWizard } = await import("../../../src/rulesets/blaze-of-glory/encounters/wizard");
    const warn = vi.fn();
    vi.stubGlobal("ui", { notifications: { info() {}, warn, error() {} } });
    const game = (globalThis as unknown as { game: { user: { isGM: boolean } } }).game;
    game.user.isGM = false;
    expect(await openEncounterWizard()).toBeNull();
    expect(warn).toHaveBeenCalledWith("SIXGUN.Encounter.Wizard.GmOnly");
    game.user.isGM = true;
  });

  it("the Actors directory gets an Encounter button for the GM only, once", async () => {
    const { addEncounterButton } = await import("../../../src/rulesets/blaze-of-glory/encounters/register");
    const appended: { dataset: Record<string, string> }[] = [];
    const actions = {
      querySelector: (sel: string) =>
        sel === "[data-sixgun-encounter]" && appended.length ? appended[0] : null,
      append: (el: { dataset: Record<string, string> }) => appended.push(el),
    };
    const html = { querySelector: () => actions } as unknown as HTMLElement;
    const span = { textContent: "" };
    const button = {
      type: "",
      dataset: {} as Record<string, string>,
      innerHTML: "",
      querySelector: () => span,
      addEventListener: vi.fn(),
    };
    vi.stubGlobal("document", { createElement: () => button });
    const game = (globalThis as unknown as { game: { user: { isGM: boolean } } }).game;
    game.user.isGM = false;
    addEncounterButton(html);
    expect(appended).toHaveLength(0);
    game.user.isGM = true;
    addEncounterButton(html);
    addEncounterButton(html);
    expect(appended).toHaveLength(1);
    expect(span.textContent).toBe("SIXGUN.Encounter.Wizard.Open");
    expect(button.addEventListener).toHaveBeenCalledWith("click", expect.any(Function));
  });
});

describe("the wizard's and the cards' own words", () => {
  const has = (key: string) => text.localize(key) !== key;

  it("every encounter, special table, mount start, deployment kind and side role has English text", () => {
    const missing = [
      ...ENCOUNTER_IDS.flatMap((id) => [
        `SIXGUN.Encounter.Name.${id}`,
        `SIXGUN.Encounter.Result.picked.${id}`,
      ]),
      ...SPECIAL_TABLE_IDS.map((id) => `SIXGUN.Encounter.TableName.${id}`),
      ...MOUNT_STARTS.map((m) => `SIXGUN.Encounter.Mount.${m}`),
      ...DEPLOYMENT_KINDS.map((k) => `SIXGUN.Encounter.Deployment.${k}`),
      ...SIDE_ROLES.map((r) => `SIXGUN.Encounter.Card.SideRole.${r}`),
      ...PICK_BY.map((b) => `SIXGUN.Encounter.Wizard.PickBy.${b}`),
      ...["choose", "rolled", "created"].map((s) => `SIXGUN.Encounter.Wizard.Step.${s}`),
      ...WIZARD_ERRORS.map((e) => `SIXGUN.Encounter.Wizard.Error.${e}`),
      "SIXGUN.Encounter.Roll.simpleCampaign",
      "SIXGUN.Encounter.Roll.ourPick",
    ].filter((k) => !has(k));
    expect(missing).toEqual([]);
  });

  it("every key the templates name exists", () => {
    const files = [
      "chat/encounter.hbs",
      "chat/encounter-table.hbs",
      ...["steps", "choose", "rolled", "created", "footer"].map((p) => `encounters/${p}.hbs`),
    ];
    const keys = files.flatMap((f) =>
      [...readFileSync(templateFile(f), "utf8").matchAll(/localize "([^"]+)"/g)].map((m) => m[1]!),
    );
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });

  it("a variant reads its own text, else the result or outcome of that code, else the code", () => {
    const fake: Localize = (key) =>
      ({
        "SIXGUN.Encounter.Variant.bank": "The bank",
        "SIXGUN.Encounter.Outcome.agentOvercome": "Agent overcome",
      })[key] ?? key;
    expect(variantText(fake, "bank")).toBe("The bank");
    expect(variantText(fake, "agentOvercome")).toBe("Agent overcome");
    expect(variantText(fake, "GF-1")).toBe("GF-1");
  });
});

describe("every registered encounter through the wizard", () => {
  it.each(ENCOUNTER_DEFINITIONS.map((d) => [d.id, d] as const))(
    "%s: rolls with its default answers, shows its set-up and renders its card with one root",
    async (_id, def) => {
      for (const seed of [1, 2, 3]) {
        const materialize = vi.fn<Materializer>(async () => MADE);
        const flow = new EncounterWizardFlow({
          definitions: ENCOUNTER_DEFINITIONS,
          dice: seededDice(seed),
          materialize,
        });
        flow.select(def.id);
        const setup = flow.rollSetup({});
        expect(flow.state.error).toBeNull();
        expect(setup!.encounter).toBe(def.id);
        const ctx = wizardContext(flow.state, ENCOUNTER_DEFINITIONS, localize);
        expect(ctx.rolled!.rolls).toHaveLength(setup!.rolls.length);
        expect(ctx.rolled!.sides.length).toBeGreaterThan(0);
        const html = render("chat/encounter.hbs", encounterCardContext(setup!, localize));
        expect(partRootProblems("card", html)).toEqual([]);
        await flow.create(null);
        expect(materialize).toHaveBeenCalledWith(setup, { sceneId: null });
      }
    },
  );
});
