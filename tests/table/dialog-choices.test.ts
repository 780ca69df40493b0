import { readFileSync } from "node:fs";
import { templateFile } from "../../scripts/lib/templates.mjs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID, SYSTEM_PATH } from "../../src/config";
import { RulesError, seededDice, sequenceDice, type SeededDice } from "../../src/rules/core";
import { PROFESSIONS, WARRIOR_REGIONS, type Profession } from "../../src/rules/blaze-of-glory/ids";
import {
  DIRECTIVE_EFFECTS,
  REACTION_TESTS,
  type ReactionDirective,
  type ReactionSituation,
  type ReactionTest,
} from "../../src/rules/blaze-of-glory/reactions";
import { getWeapon, rangeBand } from "../../src/rules/blaze-of-glory/weapons";
import { NPC_TABLES } from "../../src/rules/blaze-of-glory/npc";
import type { CoverInput } from "../../src/rules/blaze-of-glory/shooting";
import type { PassCount } from "../../src/rules/blaze-of-glory/ids";
import {
  challenge,
  draw,
  melee,
  mountTest,
  rollReactionHere,
  runFollowUpHere,
  shoot,
  vehicleTest,
} from "../../src/rulesets/blaze-of-glory/table/api";
import { figureFromActor } from "../../src/rulesets/blaze-of-glory/table/document";
import type { FActor } from "../../src/shell/foundry";
import type { FollowUp } from "../../src/rulesets/blaze-of-glory/table/actions";
import {
  rulesFigure,
  situationFromFigure,
  type TableFigure,
  type TableWeapon,
} from "../../src/rulesets/blaze-of-glory/table/figure";
import {
  chooseReactionPlan,
  freeWillAllowed,
  rollReactionPlan,
  type ReactionPlan,
} from "../../src/rulesets/blaze-of-glory/table/reaction-flow";
import { rollShotPlan } from "../../src/rulesets/blaze-of-glory/table/shooting-flow";
import {
  rollDrawPlan,
  withRedrawFollowUps,
  type DrawDeclaration,
} from "../../src/rulesets/blaze-of-glory/table/draw-flow";
import {
  challengeDialogContext,
  enemyContacts,
  reactionDialogContext,
  readChallengeForm,
  readReactionForm,
} from "../../src/rulesets/blaze-of-glory/table/dialog-context";
import {
  rollMeleePlan,
  type MeleeFighterDeclaration,
} from "../../src/rulesets/blaze-of-glory/table/melee-flow";
import {
  rollChallengePlan,
  type ChallengeDeclaration,
} from "../../src/rulesets/blaze-of-glory/table/tests-flow";
import {
  defaultTableSettings,
  type TableSettingValues,
} from "../../src/rulesets/blaze-of-glory/table/settings";
import {
  MOUNT_TESTS,
  VEHICLE_TESTS,
  mountSubject,
  readRideForm,
  rideCard,
  rideDialogContext,
  rollMountTest,
  rollVehicleTest,
  vehicleSubject,
  type MountTestId,
  type RideActorData,
  type RideTestId,
  type VehicleTestId,
} from "../../src/rulesets/blaze-of-glory/table/ride-flow";
import { reactionCard } from "../../src/rulesets/blaze-of-glory/chat/reaction-card";
import { shotCard } from "../../src/rulesets/blaze-of-glory/chat/shot-card";
import { challengeCard, drawCard, meleeCard } from "../../src/rulesets/blaze-of-glory/chat/cards";
import { meleeOddsView } from "../../src/rulesets/blaze-of-glory/chat/melee-odds";
import { fireCard } from "../../src/rulesets/blaze-of-glory/chat/cards";
import { startFire } from "../../src/rulesets/blaze-of-glory/table/api";
import { fireDialogContext, readFireForm } from "../../src/rulesets/blaze-of-glory/table/fire-dialog";
import {
  STRUCTURES,
  STRUCTURE_KINDS,
  resolveStartFire,
  rollStartFire,
  type StartFireInput,
  type StartFireOutcome,
  type StructureKind,
} from "../../src/rules/blaze-of-glory/buildings";
import { formatFraction, fraction } from "../../src/rules/core";
import { drawCardOdds } from "../../src/rulesets/blaze-of-glory/chat/draw-odds";
import { deriveCharacter, type CharacterDerived } from "../../src/rulesets/blaze-of-glory/data/derive";
import type { CharacterSource } from "../../src/rulesets/blaze-of-glory/data/source-types";
import {
  generatorDialogContext,
  newFigure,
  newOutfit,
} from "../../src/rulesets/blaze-of-glory/generators/create";
import { englishText, readJSON } from "../helpers/files";
import { characterSource } from "../helpers/fixtures";
import { figure, horse, wagon } from "./fixtures";
import { standInRollClass } from "../helpers/standin-roll";

/**
 * Every choice a dialog offers, and every value it lets the user type, goes through the real
 * entry point of `src/rulesets/blaze-of-glory/table/api.ts` (or the generators): the dialog's context is rendered with the
 * real template (the gallery's Handlebars stand-ins), its form fields are read off the HTML, filled in
 * as a user would, read back by `readForm` and the dialog's own reader, and rolled by the rules core
 * with seeded dice. The rules core must accept the choice (no error notification, a card posted), and
 * the card posted must be the one the rules core gives for that choice, replayed from the same faces.
 */

// ---------------------------------------------------------------------------------------------
// Templates and their form fields

const lang = readJSON<Record<string, unknown>>("lang/en.json");
const standins = (await import(/* @vite-ignore */ pathToFileURL(resolve("gallery/standins.mjs")).href)) as {
  createRenderer(lang: object): { hbs: { compile(source: string): (context: object) => string } };
};
const { hbs } = standins.createRenderer(lang);
const compiled = new Map<string, (context: object) => string>();

function render(template: string, context: object): string {
  let fn = compiled.get(template);
  if (!fn) {
    fn = hbs.compile(readFileSync(templateFile(template), "utf8"));
    compiled.set(template, fn);
  }
  return fn(context);
}

/** A form control as the browser would submit it. */
interface Field {
  name: string;
  type: "checkbox" | "number" | "select" | "text";
  value: string;
  checked: boolean;
  options: string[];
  min?: number;
  max?: number;
  step?: number;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#x3D;": "=",
  "&#x60;": "`",
};
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|#x3D|#x60);/g, (m) => ENTITIES[m] ?? m);

function attributes(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of source.matchAll(/([\w-]+)(?:\s*=\s*"([^"]*)")?/g)) out[m[1]!] = decode(m[2] ?? "");
  return out;
}

const num = (s: string | undefined) => (s === undefined || s === "" ? undefined : Number(s));

/** The named inputs and selects of a rendered dialog, in document order. */
function fieldsOf(html: string): Field[] {
  const fields: Field[] = [];
  for (const m of html.matchAll(/<input\b([^>]*?)\/?>|<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    if (m[1] !== undefined) {
      const a = attributes(m[1]);
      if (!a.name) continue;
      const type = a.type === "checkbox" || a.type === "number" ? a.type : "text";
      fields.push({
        name: a.name,
        type,
        value: a.value ?? "",
        checked: "checked" in a,
        options: [],
        min: num(a.min),
        max: num(a.max),
        step: num(a.step),
      });
    } else {
      const a = attributes(m[2]!);
      if (!a.name) continue;
      const options = [...m[3]!.matchAll(/<option\b([^>]*)>/g)].map((o) => attributes(o[1]!));
      const chosen = options.find((o) => "selected" in o) ?? options[0];
      fields.push({
        name: a.name,
        type: "select",
        value: chosen?.value ?? "",
        checked: false,
        options: options.map((o) => o.value ?? ""),
      });
    }
  }
  return fields;
}

const dialogFields = (template: string, context: object) => fieldsOf(render(template, context));

/** What a user can pick or type in a field: every option, both states of a box, numbers in range. */
function choicesOf(f: Field): (string | boolean)[] {
  if (f.type === "checkbox") return [true, false];
  if (f.type === "select") return f.options;
  if (f.type !== "number") return [f.value];
  const step = f.step ?? 1;
  const min = f.min ?? 0;
  if (f.max !== undefined) {
    const out: string[] = [];
    for (let n = min; n <= f.max; n += step) out.push(String(n));
    return out;
  }
  // No upper bound (a distance): the bounds, the starting value and a step either side, and far away.
  const start = Number(f.value) || min;
  return [...new Set([min, min + step, start, start + step, 40, 600].map(String))];
}

type Answers = Record<string, string | boolean>;

/** The starting form, then each field changed on its own to each value it offers. */
function oneAtATime(fields: readonly Field[]): Answers[] {
  const out: Answers[] = [{}];
  for (const f of fields)
    for (const c of choicesOf(f))
      if (c !== (f.type === "checkbox" ? f.checked : f.value)) out.push({ [f.name]: c });
  return out;
}

/** Every combination of the named fields' choices. */
function everyCombination(fields: readonly Field[], names: readonly string[]): Answers[] {
  let out: Answers[] = [{}];
  for (const name of names) {
    const f = fields.find((x) => x.name === name);
    if (!f) throw new Error(`the dialog has no field ${name}`);
    out = out.flatMap((a) => choicesOf(f).map((c) => ({ ...a, [name]: c })));
  }
  return out;
}

/** The values the form submits: each answer, or the field's starting value. */
function valuesOf(fields: readonly Field[], answers: Answers): Answers {
  return Object.fromEntries(
    fields.map((f) => [
      f.name,
      f.name in answers ? answers[f.name]! : f.type === "checkbox" ? f.checked : f.value,
    ]),
  );
}

/** Form elements as `readForm` reads them; answers must name fields the dialog has, with values it offers. */
function formOf(fields: readonly Field[], answers: Answers) {
  for (const [name, value] of Object.entries(answers)) {
    const f = fields.find((x) => x.name === name);
    if (!f) throw new Error(`the dialog has no field ${name}`);
    if (f.type === "select" && !f.options.includes(String(value)))
      throw new Error(`${name} does not offer ${String(value)}`);
  }
  const values = valuesOf(fields, answers);
  return {
    elements: fields.map((f) => ({
      name: f.name,
      type: f.type === "select" ? "select-one" : f.type,
      value: typeof values[f.name] === "string" ? values[f.name] : "on",
      checked: values[f.name] === true,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Foundry stand-ins: just what the entry points touch

interface Stage {
  /** The dialog's answers; null closes it. */
  answers: Answers | null;
  seed: number;
  dice: SeededDice;
  settings: TableSettingValues;
  dialogs: Field[][];
  cards: { template: string; context: unknown }[];
  messages: { flags: Record<string, { card: { faces: number[]; kind: string } }> }[];
  notes: { level: string; text: string }[];
  created: { name: string; type: string; system: Record<string, unknown> }[];
}

let stage: Stage;
const registry = new Map<string, unknown>();

const StandInRoll = standInRollClass((faces) => stage.dice.roll(faces));

interface DialogConfig {
  content: string;
  buttons: { action: string; callback?: (event: unknown, button: unknown) => unknown }[];
}

const GM = {
  id: "gm",
  name: "GM",
  isGM: true,
  active: true,
  isSelf: true,
  targets: new Set(),
  can: () => true,
};

function standIns(): Record<string, unknown> {
  const note = (level: string) => (text: string) => stage.notes.push({ level, text });
  return {
    foundry: {
      applications: {
        handlebars: {
          renderTemplate: async (path: string, context: object) => {
            const template = path.slice(`${SYSTEM_PATH}/templates/`.length);
            if (template.startsWith("chat/") && template !== "chat/actions.hbs")
              stage.cards.push({ template, context });
            return render(template, context);
          },
        },
        api: {
          DialogV2: {
            wait: async (config: DialogConfig) => {
              const fields = fieldsOf(config.content);
              stage.dialogs.push(fields);
              if (stage.answers === null) return null;
              const roll = config.buttons.find((b) => b.action === "roll")!;
              return roll.callback!({}, { form: formOf(fields, stage.answers) });
            },
          },
        },
      },
    },
    game: {
      user: GM,
      // The GM is the only user, so he is the active GM and rolls every test himself.
      users: Object.assign([GM], { get: () => undefined, activeGM: GM }),
      i18n: {
        localize: (key: string) => englishText(key),
        format: (key: string, data: Record<string, string | number>) => englishText(key, data),
      },
      settings: {
        get: (ns: string, key: string) => {
          if (ns === "core") return "publicroll";
          if (key in stage.settings) return stage.settings[key];
          throw new Error(`no setting ${key}`);
        },
      },
    },
    CONFIG: {
      Dice: { rolls: [], randomUniform: () => (stage.dice.roll(1 << 20) - 1) / (1 << 20) },
      queries: {},
    },
    ui: { notifications: { info: note("info"), warn: note("warn"), error: note("error") } },
    canvas: null,
    fromUuid: async (uuid: string) => registry.get(uuid) ?? null,
    Roll: StandInRoll,
    ChatMessage: {
      create: async (data: Stage["messages"][number]) => {
        stage.messages.push(data);
        return { id: `message${stage.messages.length}`, ...data };
      },
      getSpeaker: () => ({}),
    },
    Hooks: { on: () => 0, once: () => 0 },
    Actor: {
      create: async (data: Stage["created"][number]) => {
        stage.created.push(data);
        const id = `made${stage.created.length}`;
        return { uuid: `Actor.${id}`, id, name: data.name };
      },
    },
  };
}

beforeEach(() => {
  stage = {
    answers: {},
    seed: 0,
    dice: seededDice(0),
    settings: defaultTableSettings(),
    dialogs: [],
    cards: [],
    messages: [],
    notes: [],
    created: [],
  };
  for (const [name, value] of Object.entries(standIns())) vi.stubGlobal(name, value);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Runs an entry point with the dialog answered so (null: closed), on fresh seeded dice. */
async function answer(answers: Answers | null, call: () => Promise<unknown>, seed = ++stage.seed) {
  Object.assign(stage, { answers, dialogs: [], cards: [], messages: [], notes: [], created: [] });
  stage.dice = seededDice(seed);
  await call();
  const message = stage.messages[0];
  return {
    fields: stage.dialogs[0] ?? [],
    dialogs: stage.dialogs.length,
    card: stage.cards[0]?.context,
    cards: stage.cards.length,
    messages: stage.messages.length,
    faces: message?.flags[SYSTEM_ID]?.card.faces ?? [],
    errors: stage.notes.filter((n) => n.level === "error").map((n) => n.text),
    warnings: stage.notes.filter((n) => n.level === "warn").map((n) => n.text),
    created: stage.created,
  };
}

/** The dialog an entry point shows, without answering it. */
async function probe(call: () => Promise<unknown>): Promise<Field[]> {
  return (await answer(null, call)).fields;
}

/** A test failure message naming the case. */
const label = (what: string, answers: Answers) => `${what} ${JSON.stringify(answers)}`;

// ---------------------------------------------------------------------------------------------
// Actors from the table fixtures

function collection<T extends { id: string }>(list: T[]) {
  return Object.assign([...list], { get: (id: string) => list.find((x) => x.id === id) });
}

function characterOf(f: TableFigure, over: Partial<CharacterSource> = {}) {
  const system = characterSource({ ...f.system, ...over });
  const items = f.weapons.map((w) => ({
    id: w.id,
    name: w.name,
    type: "weapon",
    system: { weapon: w.weapon, ammo: w.ammo, capAndBall: false } as Record<string, unknown>,
    update: async () => undefined,
  }));
  const derived = deriveCharacter(system, items as never, []);
  return { system, derived, items };
}

/** An Actor standing in for a table figure (optionally with more of its source data). */
function actorOf(f: TableFigure, over: Partial<CharacterSource> = {}): FActor {
  const { system, derived, items } = characterOf(f, over);
  const actor: FActor = {
    id: f.uuid.slice("Actor.".length),
    uuid: f.uuid,
    name: f.name,
    img: "",
    type: "character",
    system: { ...system, derived } as unknown as Record<string, unknown>,
    items: collection(items),
    isOwner: true,
    getFlag: () => undefined,
    setFlag: async () => undefined,
    update: async () => undefined,
    testUserPermission: () => true,
    getActiveTokens: () => [],
  };
  registry.set(actor.uuid, actor);
  return actor;
}

function otherActor(uuid: string, name: string, type: string, system: object): FActor {
  const actor = { ...actorOf(figure(uuid.slice("Actor.".length))), uuid, name, type };
  actor.system = system as Record<string, unknown>;
  registry.set(uuid, actor);
  return actor;
}

const tableFigure = (actor: FActor) => figureFromActor(actor)!;

const w = (id: string, name: string, weapon: TableWeapon["weapon"], ammo: TableWeapon["ammo"] = "loaded") =>
  ({ id, name, weapon, ammo }) as TableWeapon;

/** Every firearm and blade of the weapons table, loaded, and a carbine on its last shot. */
const ARSENAL: TableWeapon[] = [
  w("colt000000000001", "Colt", "pistol"),
  w("derringer0000001", "Derringer", "derringer"),
  w("henry00000000001", "Henry", "repeatingCarbine"),
  w("springfield00001", "Springfield", "trapdoorCarbine"),
  w("hawken0000000001", "Hawken", "mlRifle"),
  w("sharps0000000001", "Sharps", "buffaloGun"),
  w("scattergun000001", "Scattergun", "scattergun"),
  w("shotgun000000001", "Shotgun", "shotgun"),
  w("musket0000000001", "Musket", "smoothboreCarbine"),
  w("bow0000000000001", "Bow", "bow"),
  w("knife00000000001", "Knife", "knife"),
  w("tomahawk00000001", "Tomahawk", "tomahawk"),
  w("lance00000000001", "Lance", "lance"),
  // On his last shot: he may fire it only on his own activation.
  w("winchester000001", "Winchester", "repeatingCarbine", "lastShot"),
];

const settings = () => stage.settings;

// ---------------------------------------------------------------------------------------------
// The reaction test

/** Every profession, warriors once per region, as the figure reacting. */
function reactors(star: boolean): { figure: TableFigure; over: Partial<CharacterSource> }[] {
  return PROFESSIONS.flatMap((profession: Profession) =>
    profession === "warrior"
      ? WARRIOR_REGIONS.map((warriorRegion) => ({
          figure: figure(`${warriorRegion}Warrior`, { profession, star }),
          over: { warriorRegion },
        }))
      : [{ figure: figure(profession, { profession, star }), over: {} }],
  );
}

/** The situation a reaction dialog's form means: boxes are flags, then where from and the target's Sand. */
function meantSituation(asked: ReactionSituation, v: Answers): ReactionSituation {
  const s: ReactionSituation = { ...asked };
  for (const [key, value] of Object.entries(v))
    if (typeof value === "boolean") (s as Record<string, unknown>)[key] = value;
  if (typeof v.from === "string") s.from = v.from as ReactionSituation["from"];
  if (typeof v.targetSand === "string" && v.targetSand !== "") s.targetSand = Number(v.targetSand);
  return s;
}

/** Free Will: the row picked, and the same pick for the re-roll a pass 1 may order (api.ts). */
function chosenPlan(
  f: TableFigure,
  test: ReactionTest,
  s: ReactionSituation,
  passes: PassCount,
): ReactionPlan {
  try {
    return chooseReactionPlan(f, test, s, passes, undefined, settings());
  } catch (error) {
    if (!(error instanceof RulesError) || error.field !== "rerollPasses") throw error;
    return chooseReactionPlan(f, test, s, passes, passes, settings());
  }
}

async function checkReactionDialog(test: ReactionTest, star: boolean) {
  let cases = 0;
  for (const { figure: f, over } of reactors(star)) {
    const actor = actorOf(f, over);
    const figureNow = tableFigure(actor);
    const fields = await probe(() => rollReactionHere(actor, test));
    // The dialog asks for Free Will exactly when the rules let this figure choose.
    expect(
      fields.some((x) => x.name === "choice"),
      f.name,
    ).toBe(freeWillAllowed(figureNow, test, settings()));
    for (const answers of oneAtATime(fields)) {
      const out = await answer(answers, () => rollReactionHere(actor, test));
      const what = label(`${test} ${f.name}`, answers);
      expect(out.errors, what).toEqual([]);
      expect(out.messages, what).toBe(1);
      const v = valuesOf(fields, answers);
      const situation = meantSituation(situationFromFigure(figureNow), v);
      const choice =
        typeof v.choice === "string" && v.choice !== "roll" ? (Number(v.choice) as PassCount) : null;
      const plan =
        choice === null
          ? rollReactionPlan(sequenceDice(...out.faces), figureNow, test, situation, settings())
          : chosenPlan(figureNow, test, situation, choice);
      expect(out.card, what).toEqual(reactionCard(figureNow, plan));
      if (choice !== null) expect(plan.result.how, what).toBe(plan.result.tested ? "chosen" : "noTest");
      cases++;
    }
  }
  expect(cases).toBeGreaterThan(REACTION_TESTS.length);
}

describe("the reaction dialog", () => {
  for (const test of REACTION_TESTS) {
    it(`${test}: every box, direction, Sand and Free Will choice reaches the rules core (Stars)`, () =>
      checkReactionDialog(test, true));
    it(`${test}: every box, direction and Sand reaches the rules core (Hands)`, () =>
      checkReactionDialog(test, false));
  }

  // Was a bug until c3ba090: the dialog offered "Pass 2", which GOT THE DROP (one die) cannot read.
  it("GOT THE DROP: the Free Will choices a Star is offered are the passes the test can read", async () => {
    const actor = actorOf(figure("tex", { star: true }));
    const fields = await probe(() => rollReactionHere(actor, "gotTheDrop"));
    const offered = fields.find((f) => f.name === "choice")?.options ?? [];
    expect(offered).toContain("roll");
    // The rules core reads at most pass 1 on GOT THE DROP: the choices that do not throw.
    const readable = offered.filter((c) => {
      if (c === "roll") return true;
      try {
        chosenPlan(tableFigure(actor), "gotTheDrop", {}, Number(c) as PassCount);
        return true;
      } catch {
        return false;
      }
    });
    expect(readable).toEqual(offered);
  });

  /** The situation fields of a test's dialog (what it asks besides Free Will), from the template. */
  const situationFields = (test: ReactionTest) => {
    const f = figure("tex");
    return dialogFields("dialog/reaction.hbs", reactionDialogContext(f, test, situationFromFigure(f), false));
  };

  // A box no row reads would be ignored in silence (GOT A SHOT once asked "In cover").
  for (const test of REACTION_TESTS)
    for (const field of situationFields(test))
      it(`${test}: "${field.name}" changes the odds on some sheet`, () => {
        // Other answers may be needed too (a mounted Plains warrior only dives "Siouxside" from cover).
        const fields = situationFields(test);
        const others = everyCombination(
          fields,
          fields.filter((x) => x.name !== field.name).map((x) => x.name),
        );
        const changed = reactors(false).some(({ figure: f, over }) => {
          const tester: TableFigure = { ...f, system: { ...f.system, ...over } };
          const asked = situationFromFigure(tester);
          return others.some((rest) => {
            const odds = choicesOf(field).map((c) => {
              const { situation } = readReactionForm({ ...rest, [field.name]: c }, asked);
              return JSON.stringify(
                rollReactionPlan(seededDice(1), tester, test, situation, settings()).odds,
              );
            });
            return new Set(odds).size > 1;
          });
        });
        expect(changed).toBe(true);
      });
});

// ---------------------------------------------------------------------------------------------
// Shooting

/** Cover as the rules core takes it: bulletproof cover and woods name their row of the cover table. */
function meantCover(v: Answers, i: number): CoverInput {
  const kind = String(v[`targets.${i}.cover`]) as CoverInput["kind"];
  return kind === "bulletproof" || kind === "woods"
    ? ({
        kind,
        position: v[`targets.${i}.position`],
        activity: v[`targets.${i}.activity`],
      } as CoverInput)
    : ({ kind } as CoverInput);
}

/** Posts the shot the dialog's answers mean and checks the card is the rules core's for that shot. */
async function checkShot(shooter: FActor, targets: FActor[], fields: Field[], answers: Answers) {
  const out = await answer(answers, () => shoot(shooter, { targets }));
  const what = label("shoot", answers);
  expect(out.errors, what).toEqual([]);
  const v = valuesOf(fields, answers);
  const tex = tableFigure(shooter);
  const weaponId = String(v.weapon);
  const weapon = tex.weapons.find((x) => x.id === weaponId)!;
  // The dice typed, in order, within what the weapon throws in all; one die at most beyond
  // effective range where the world setting says so (the guide leaves it OPEN, L1452).
  let left = getWeapon(weapon.weapon).targets;
  const oneDie = settings().longRangeDice === "oneDie";
  const rows = targets.map((t, i) => {
    const distance = Number(v[`targets.${i}.distance`]);
    const long = rangeBand(weapon.weapon, rulesFigure(tex), distance) === "long";
    const dice = Math.min(Number(v[`targets.${i}.dice`]), oneDie && long ? 1 : left, left);
    left -= dice;
    return { figure: tableFigure(t), distance, dice, cover: meantCover(v, i) };
  });
  const declared = rows.filter((r) => r.dice > 0);
  if (declared.length === 0) {
    // Nobody shot at: nothing is rolled.
    expect(out.messages, what).toBe(0);
    return "none";
  }
  expect(out.messages, what).toBe(1);
  const active = v.active === true;
  const dice = sequenceDice(...out.faces);
  const plan = rollShotPlan(
    dice,
    { shooter: tex, weapon: weaponId, active, targets: declared, repMod: 0 },
    settings(),
  );
  expect(plan.input.shooter.weapon, what).toBe(weapon.weapon);
  expect(out.card, what).toEqual(
    shotCard(
      plan,
      tex.name,
      weapon.name,
      declared.map((d) => d.figure),
      {},
      settings(),
    ),
  );
  return plan.result.fired ? "fired" : "blocked";
}

describe("the shoot dialog", () => {
  const shooterFigure = figure("tex", { weapons: ARSENAL });
  const jake = figure("jake");
  const jbj = figure("jbj");

  it("one target: every weapon, activation, distance, dice and cover row reaches the rules core", async () => {
    const tex = actorOf(shooterFigure);
    const target = actorOf(jake);
    const fields = await probe(() => shoot(tex, { targets: [target] }));
    const names = fields.map((f) => f.name);
    for (const name of ["weapon", "active", "targets.0.distance", "targets.0.dice", "targets.0.cover"])
      expect(names).toContain(name);
    // Trading shots on one card would roll the target's reactions on the shooter's client: the
    // dialog does not offer it (the card's BEEN SHOT AT button goes to the owner instead).
    expect(names).not.toContain("exchange");
    // Only what can shoot is offered.
    expect(fields.find((f) => f.name === "weapon")!.options).toEqual(
      ARSENAL.filter((x) => !getWeapon(x.weapon).meleeOnly).map((x) => x.id),
    );
    const seen = new Set<string>();
    const cases = [
      ...oneAtATime(fields),
      // Each cover with each row of the cover table.
      ...everyCombination(fields, ["targets.0.cover", "targets.0.position", "targets.0.activity"]),
      // Each weapon on its own activation or as reaction fire, with one die and with the starting dice.
      ...everyCombination(fields, ["weapon", "active", "targets.0.dice"]),
    ];
    for (const answers of cases) seen.add(await checkShot(tex, [target], fields, answers));
    expect([...seen].sort()).toEqual(["blocked", "fired", "none"]);
  });

  // The rules core refuses more dice in all than the weapon throws: a one-die weapon at two targets
  // must start on 1 and 0, and raising one box must not push the total past the weapon.
  it("two targets: every weapon and every value the dialog allows reach the rules core", async () => {
    const tex = actorOf(shooterFigure);
    const targets = [actorOf(jake), actorOf(jbj)];
    const fields = await probe(() => shoot(tex, { targets }));
    for (const answers of [...oneAtATime(fields), ...everyCombination(fields, ["weapon"])])
      await checkShot(tex, targets, fields, answers);
  });

  it("two targets: the starting weapon and dice with every cover reach the rules core", async () => {
    const tex = actorOf(shooterFigure);
    const targets = [actorOf(jake), actorOf(jbj)];
    const fields = await probe(() => shoot(tex, { targets }));
    expect(fields.find((f) => f.name === "weapon")!.value).toBe(ARSENAL[0]!.id);
    expect(fields.some((f) => f.name === "exchange")).toBe(false);
    for (const answers of everyCombination(fields, ["active", "targets.0.cover", "targets.1.cover"]))
      expect(await checkShot(tex, targets, fields, answers)).not.toBe("none");
  });

  // Under the world setting "long-range dice: one die" the rules core refuses two dice at a target
  // beyond effective range, so the dialog (and a Shift-click) must not start there.
  it("a target beyond effective range with the one-die setting starts on dice the rules core takes", async () => {
    stage.settings = { ...defaultTableSettings(), longRangeDice: "oneDie" };
    const tex = actorOf(shooterFigure);
    const target = actorOf(jake);
    const fields = await probe(() => shoot(tex, { targets: [target] }));
    // A Rep 4 pistol is effective to 12": 20" is long range.
    await checkShot(tex, [target], fields, { "targets.0.distance": "20" });
  });

  /** The card of the starting form, and of the form with one number box cleared, on the same dice. */
  async function cleared(box: string) {
    const tex = actorOf(shooterFigure);
    const target = actorOf(jake);
    const start = await answer({}, () => shoot(tex, { targets: [target] }), 99);
    const blank = await answer({ [box]: "" }, () => shoot(tex, { targets: [target] }), 99);
    expect(start.messages).toBe(1);
    expect(blank.errors).toEqual([]);
    return { start: start.card, blank: blank.card };
  }

  it("a cleared distance box keeps its starting distance", async () => {
    const { start, blank } = await cleared("targets.0.distance");
    expect(blank).toEqual(start);
  });

  // A cleared (or mistyped: the browser then submits "") dice box is not 0 dice (which would drop
  // the target in silence): like distance, it keeps its starting value.
  it("a cleared dice box keeps its starting dice", async () => {
    const { start, blank } = await cleared("targets.0.dice");
    expect(blank).toEqual(start);
  });
});

// ---------------------------------------------------------------------------------------------
// The Draw

function meantDraw(figures: TableFigure[], fields: Field[], v: Answers): DrawDeclaration {
  return {
    figures: figures.map((f, i) => {
      const boxes = fields.filter((x) => x.name.startsWith(`figures.${i}.targets.`));
      let ticked = boxes.filter((b) => v[b.name] === true);
      // Nobody ticked: the figure draws on whom the dialog started with.
      if (ticked.length === 0) ticked = boxes.filter((b) => b.checked);
      return {
        figure: f,
        weapon: String(v[`figures.${i}.weapon`]),
        targets: ticked.map((b) => figures[Number(b.name.split(".")[3])]!.uuid),
      };
    }),
  };
}

const byUuid = <T>(figures: readonly TableFigure[], value: (f: TableFigure) => T) =>
  Object.fromEntries(figures.map((f) => [f.uuid, value(f)]));

describe("the Draw dialog", () => {
  it("every weapon and every opponent drawn on reaches the rules core", async () => {
    const actors = [
      actorOf(figure("tex", { weapons: ARSENAL })),
      actorOf(figure("jake")),
      actorOf(figure("hawkeye", { weapons: [ARSENAL[4]!, ARSENAL[9]!] })),
    ];
    const figures = actors.map(tableFigure);
    const fields = await probe(() => draw(actors));
    expect(fields.find((f) => f.name === "figures.0.weapon")!.options).toEqual(
      ARSENAL.filter((x) => x.weapon !== "lance").map((x) => x.id),
    );
    const boxes = fields.filter((f) => f.type === "checkbox").map((f) => f.name);
    const cases = [
      ...oneAtATime(fields),
      ...everyCombination(fields, boxes),
      ...everyCombination(fields, ["figures.0.weapon", "figures.2.weapon"]),
    ];
    for (const answers of cases) {
      const out = await answer(answers, () => draw(actors));
      const what = label("draw", answers);
      expect(out.errors, what).toEqual([]);
      expect(out.messages, what).toBe(1);
      const decl = meantDraw(figures, fields, valuesOf(fields, answers));
      const plan = rollDrawPlan(sequenceDice(...out.faces), decl, settings());
      expect(plan.participants.map((p) => p.weapon)).toEqual(
        decl.figures.map((d) => d.figure.weapons.find((x) => x.id === d.weapon)!.weapon),
      );
      const followUps = withRedrawFollowUps(plan, decl);
      const names = byUuid(figures, (f) => f.name);
      const toughness = byUuid(figures, (f) => f.system.toughness);
      expect(out.card, what).toEqual(
        drawCard({ ...plan, followUps }, names, toughness, drawCardOdds(decl, settings())),
      );
    }
  });

  // A figure with nothing to draw (a lance only, or no weapon) would have an empty weapon select and
  // break the Draw: he sits it out, the user is told, and the others draw.
  it("a figure with nothing to draw sits the Draw out, and the others draw", async () => {
    const actors = [
      actorOf(figure("tex")),
      actorOf(figure("lancer", { weapons: [ARSENAL[12]!] })),
      actorOf(figure("jake")),
    ];
    const out = await answer({}, () => draw(actors));
    expect(out.errors).toEqual([]);
    expect(out.warnings).toEqual([englishText("SIXGUN.Chat.NothingToDraw", { name: "Lancer" })]);
    expect(out.fields.filter((f) => f.name.endsWith(".weapon")).map((f) => f.name)).toEqual([
      "figures.0.weapon",
      "figures.1.weapon",
    ]);
    expect(out.messages).toBe(1);
    // Alone with someone who cannot draw, nobody draws.
    const pair = await answer({}, () => draw(actors.slice(0, 2)));
    expect(pair.messages).toBe(0);
    expect(pair.warnings).toContain(englishText("SIXGUN.Chat.NoFigure"));
  });
});

// ---------------------------------------------------------------------------------------------
// Fightin'

describe("the melee dialog", () => {
  it("every side, weapon (or none), flank and charge penalty reaches the rules core", async () => {
    const actors = [
      actorOf(figure("tex", { weapons: ARSENAL })),
      actorOf(figure("jake")),
      actorOf(figure("bowie", { weapons: [ARSENAL[10]!] })),
    ];
    const figures = actors.map(tableFigure);
    const fields = await probe(() => melee(actors));
    // Only melee weapons, with "none" first.
    expect(fields.find((f) => f.name === "fighters.0.weapon")!.options).toEqual([
      "",
      ...ARSENAL.filter((x) => getWeapon(x.weapon).meleeWeapon).map((x) => x.id),
    ]);
    const sides = fields.filter((f) => f.name.endsWith(".side")).map((f) => f.name);
    const cases = [...oneAtATime(fields), ...everyCombination(fields, sides)];
    let noContact = 0;
    for (const answers of cases) {
      const out = await answer(answers, () => melee(actors));
      const what = label("melee", answers);
      expect(out.errors, what).toEqual([]);
      const v = valuesOf(fields, answers);
      const fighters: MeleeFighterDeclaration[] = figures.map((f, i) => {
        const weapon = String(v[`fighters.${i}.weapon`]);
        return {
          figure: f,
          side: String(v[`fighters.${i}.side`]),
          ...(weapon ? { weapon } : {}),
          flankOrRear: v[`fighters.${i}.flankOrRear`] === true,
          chargePenalty: v[`fighters.${i}.chargePenalty`] === true,
        };
      });
      const contacts = enemyContacts(fighters);
      if (contacts.length === 0) {
        // Everyone on one side: nobody to fight, and the user is told.
        expect(out.messages, what).toBe(0);
        expect(out.warnings.length, what).toBe(1);
        noContact++;
        continue;
      }
      expect(out.messages, what).toBe(1);
      const plan = rollMeleePlan(sequenceDice(...out.faces), { fighters, contacts }, settings());
      const first = plan.fight.rounds[0]!.result.fighters;
      fighters.forEach((d, i) => {
        const codes = first.find((x) => x.id === d.figure.uuid)!.pool.modifiers.map((m) => m.code);
        expect(codes.includes("flankOrRear"), what).toBe(d.flankOrRear);
        expect(codes.includes("chargeResult"), what).toBe(d.chargePenalty);
        expect(codes.includes("meleeWeapon"), `${what} ${i}`).toBe(d.weapon !== undefined);
      });
      const sideNames = Object.fromEntries(
        fields
          .find((f) => f.name === "fighters.0.side")!
          .options.map((side) => [
            side,
            fighters
              .filter((d) => d.side === side)
              .map((d) => d.figure.name)
              .join(", "),
          ]),
      );
      expect(out.card, what).toEqual(
        meleeCard(
          plan,
          byUuid(figures, (f) => f.name),
          sideNames,
          meleeOddsView({ fighters, contacts }, settings()),
        ),
      );
    }
    expect(noContact).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Challenges

describe("the challenge dialog", () => {
  it("every kind, difficulty, opposing Rep, advantage, Tradesman and retry reaches the rules core", async () => {
    const actor = actorOf(figure("tex"));
    const tex = tableFigure(actor);
    const fields = await probe(() => challenge(actor));
    const cases = [
      ...oneAtATime(fields),
      ...everyCombination(fields, ["kind", "difficulty", "tradesman", "retry"]),
      ...everyCombination(fields, ["kind", "opposingRep", "advantage", "tradesman"]),
    ];
    const targets = new Set<number>();
    let retried = 0;
    for (const answers of cases) {
      const out = await answer(answers, () => challenge(actor));
      const what = label("challenge", answers);
      expect(out.errors, what).toEqual([]);
      expect(out.messages, what).toBe(1);
      const v = valuesOf(fields, answers);
      const kind = v.kind === "opposed" ? "opposed" : "unopposed";
      const tradesman = v.tradesman === true;
      const retry = v.retry === true;
      const decl: ChallengeDeclaration =
        kind === "unopposed"
          ? { kind, figure: tex, difficulty: v.difficulty as never, tradesman, retry }
          : {
              kind,
              figure: tex,
              opposingRep: Number(v.opposingRep),
              advantage: Number(v.advantage) as -1 | 0 | 1,
              tradesman,
              retry,
            };
      const plan = rollChallengePlan(sequenceDice(...out.faces), decl);
      expect(out.card, what).toEqual(challengeCard(plan, tex.name, kind, retry));
      targets.add(plan.target);
      if (plan.result.retry) retried++;
    }
    // The answers changed the target number and the retry happened.
    expect(targets.size).toBeGreaterThan(5);
    expect(retried).toBeGreaterThan(0);
  });

  it("the target the dialog shows is the one it rolls against when nothing is changed", async () => {
    for (const rep of [2, 4, 7]) {
      const actor = actorOf(figure("tex", { rep }));
      const out = await answer({}, () => challenge(actor));
      const shown = challengeDialogContext(tableFigure(actor)).target;
      expect((out.card as { lines: { target: number | null }[] }).lines[0]!.target).toBe(shown);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Starting a fire

/** The outcomes of STARTING A FIRE counted over every face the dice can show, read by the rules core. */
function countedFireOdds(input: StartFireInput) {
  const { wet, flamingArrow } = input;
  let rolls: number[][] = [[]];
  for (let d = 0; d < (flamingArrow ? 0 : wet ? 1 : 2); d++)
    rolls = rolls.flatMap((r) => [1, 2, 3, 4, 5, 6].map((f) => [...r, f]));
  const count: Record<StartFireOutcome, number> = { burning: 0, smouldering: 0, notLit: 0 };
  for (const dice of rolls) count[resolveStartFire(input, dice).outcome]++;
  return Object.fromEntries(
    Object.entries(count).map(([o, n]) => [o, formatFraction(fraction(n, rolls.length))]),
  ) as Record<StartFireOutcome, string>;
}

describe("the fire dialog", () => {
  it("every structure (or the scenario's SV), rain and flaming arrow reaches the rules core", async () => {
    const fields = await probe(() => startFire());
    expect(fields.map((f) => f.name)).toEqual(["structure", "sv", "burns", "wet", "flamingArrow"]);
    expect(fields[0]!.options).toEqual([...STRUCTURE_KINDS, "scenario"]);
    const cases = [
      ...oneAtATime(fields),
      ...everyCombination(fields, ["structure", "wet", "flamingArrow"]),
      ...everyCombination(fields, ["sv", "burns", "wet"]).map((a) => ({ ...a, structure: "scenario" })),
    ];
    const dice = new Set<number>();
    const outcomes = new Set<string>();
    const svs = new Set<number>();
    let smokeOut = 0;
    for (const answers of cases) {
      const out = await answer(answers, () => startFire());
      const what = label("fire", answers);
      expect(out.errors, what).toEqual([]);
      expect(out.messages, what).toBe(1);
      const v = valuesOf(fields, answers);
      const wet = v.wet === true;
      const flamingArrow = v.flamingArrow === true;
      const input: StartFireInput =
        v.structure === "scenario"
          ? { sv: Number(v.sv), burns: v.burns === true, wet, flamingArrow }
          : { structure: v.structure as StructureKind, wet, flamingArrow };
      const result = rollStartFire(sequenceDice(...out.faces), input);
      expect(out.faces.length, what).toBe(flamingArrow ? 0 : wet ? 1 : 2);
      expect(result.sv, what).toBe(input.sv ?? STRUCTURES[input.structure!].sv);
      expect(out.card, what).toEqual(fireCard(result, ""));
      dice.add(out.faces.length);
      outcomes.add(result.outcome);
      svs.add(result.sv);
      if (result.smokeOut) smokeOut++;
    }
    expect([...dice].sort()).toEqual([0, 1, 2]);
    expect(outcomes.size).toBe(3);
    expect([...svs].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(smokeOut).toBeGreaterThan(0);
  });

  it("what the caller settles is not asked and stands; all settled or Shift-click asks nothing", async () => {
    // The older positional call: the structure and the rain are settled, the arrow is still asked.
    const partly = await answer({ flamingArrow: false }, () => startFire("stone", true));
    expect(partly.fields.map((f) => f.name)).toEqual(["flamingArrow"]);
    expect(partly.card).toEqual(
      fireCard(rollStartFire(sequenceDice(...partly.faces), { structure: "stone", wet: true }), ""),
    );
    const settled = await answer({}, () =>
      startFire({ structure: "logCabin", wet: false, flamingArrow: false }),
    );
    expect(settled.dialogs).toBe(0);
    expect(settled.card).toEqual(
      fireCard(rollStartFire(sequenceDice(...settled.faces), { structure: "logCabin" }), ""),
    );
    const shifted = await answer({}, () => startFire({ event: { shiftKey: true } }));
    expect(shifted.dialogs).toBe(0);
    expect(shifted.faces).toHaveLength(2);
    expect(shifted.card).toEqual(
      fireCard(rollStartFire(sequenceDice(...shifted.faces), { structure: "frameBuilding" }), ""),
    );
  });

  it("a bad settled value is reported by name and nothing is rolled", async () => {
    for (const [options, field] of [
      [{ structure: "igloo" as StructureKind }, "structure"],
      [{ structure: "scenario" as StructureKind }, "structure"],
      [{ sv: 9 }, "sv"],
      [{ wet: "yes" as unknown as boolean }, "wet"],
    ] as const) {
      const out = await answer({}, () => startFire(options));
      expect(out.messages, field).toBe(0);
      expect(out.errors, field).toHaveLength(1);
      expect(out.errors[0], field).toContain(`${field}:`);
    }
  });

  it("a structure the scenario gives by its SV is settled with it and not asked", async () => {
    const out = await answer({}, () => startFire({ sv: 3, burns: false }));
    expect(out.fields.map((f) => f.name)).toEqual(["wet", "flamingArrow"]);
    const result = rollStartFire(sequenceDice(...out.faces), { sv: 3, burns: false });
    expect(out.card).toEqual(fireCard(result, ""));
    expect(result.target).toBe(3);
  });

  it("shows the exact odds of each outcome, counted from the rules core, as the choices change", () => {
    const seen = new Set<string>();
    const structures: [Record<string, unknown>, Partial<StartFireInput>][] = [
      ...STRUCTURE_KINDS.map(
        (structure) => [{ structure }, { structure }] as [Record<string, unknown>, Partial<StartFireInput>],
      ),
      ...[0, 3, 6].map(
        (sv) =>
          [
            { structure: "scenario", sv: String(sv), burns: false },
            { sv, burns: false },
          ] as [Record<string, unknown>, Partial<StartFireInput>],
      ),
    ];
    for (const [data, input] of structures)
      for (const wet of [false, true])
        for (const flamingArrow of [false, true]) {
          const ctx = fireDialogContext(readFireForm({ ...data, wet, flamingArrow }));
          const shown = Object.fromEntries(ctx.odds.map((o) => [o.label.split(".").at(-1), o.fraction]));
          expect(shown, JSON.stringify({ ...data, wet, flamingArrow })).toEqual(
            countedFireOdds({ ...input, wet, flamingArrow }),
          );
          seen.add(JSON.stringify(shown));
        }
    expect(seen.size).toBeGreaterThan(4);
    // What the dialog draws again on each change.
    const live = (data: Record<string, unknown>) =>
      liveParts(render("dialog/fire.hbs", fireDialogContext(readFireForm(data))));
    expect(live({})).toEqual(liveParts(render("dialog/fire.hbs", fireDialogContext())));
    const stone = fireDialogContext(readFireForm({ structure: "stone", wet: true }));
    const [part] = live({ structure: "stone", wet: true });
    for (const o of stone.odds) expect(part).toContain(`${englishText(o.label)} ${o.fraction} ${o.percent}`);
    expect(part).toContain(englishText("SIXGUN.Dialog.FireSmokeOut"));
    expect(part).not.toEqual(live({})[0]);
  });
});

// ---------------------------------------------------------------------------------------------
// Mount and vehicle tests

function riderData(actor: FActor): RideActorData {
  const system = actor.system as unknown as CharacterSource & { derived: CharacterDerived };
  return { uuid: actor.uuid, name: actor.name, system, derived: system.derived };
}

describe("the ride dialog", () => {
  const isMountTest = (t: RideTestId): t is MountTestId => (MOUNT_TESTS as readonly string[]).includes(t);

  async function ride(test: RideTestId) {
    const rider = actorOf(figure("tex", { sand: 5 }));
    const system = test === "skittish" ? { ...horse, state: "tied" as const } : horse;
    const mount = otherActor("Actor.dusty", "Dusty", "mount", system);
    const vehicle = otherActor("Actor.wagon", "Wagon", "vehicle", wagon);
    const call = () =>
      isMountTest(test) ? mountTest(mount, test) : vehicleTest(vehicle, test as VehicleTestId);
    const fields = await probe(call);
    for (const answers of everyCombination(
      fields,
      fields.map((f) => f.name),
    )) {
      const out = await answer(answers, call);
      const what = label(test, answers);
      expect(out.errors, what).toEqual([]);
      expect(out.messages, what).toBe(1);
      const options = Object.fromEntries(
        fields.map((f) => [f.name, valuesOf(fields, answers)[f.name] === true]),
      );
      const dice = sequenceDice(...out.faces);
      if (isMountTest(test)) {
        const subject = mountSubject("Dusty", system, riderData(rider), { uuid: mount.uuid });
        expect(out.card, what).toEqual(
          rideCard(rollMountTest(dice, test, subject, options), "Dusty", subject.rider),
        );
      } else {
        const subject = vehicleSubject("Wagon", wagon, riderData(rider), { uuid: vehicle.uuid });
        expect(out.card, what).toEqual(
          rideCard(rollVehicleTest(dice, test as VehicleTestId, subject, options), "Wagon", subject.driver),
        );
      }
    }
    return fields;
  }

  for (const test of [...MOUNT_TESTS, ...VEHICLE_TESTS])
    it(`${test}: every question it asks reaches the rules core`, async () => {
      const fields = await ride(test);
      expect(fields.map((f) => f.name)).toEqual(rideDialogContext(test, "", "").options.map((o) => o.name));
    });

  /** The card of a test with one option ticked or not, on the same dice. */
  function cards(test: RideTestId, option: string, seed: number): [string, string] {
    const rider = riderData(actorOf(figure("tex", { sand: 5 })));
    return [true, false].map((on) => {
      const o = readRideForm(test, { [option]: on });
      if (isMountTest(test)) {
        const s = mountSubject("Dusty", test === "skittish" ? { ...horse, state: "tied" } : horse, rider);
        return JSON.stringify(rideCard(rollMountTest(seededDice(seed), test, s, o), "Dusty", s.rider));
      }
      const s = vehicleSubject("Wagon", wagon, rider);
      return JSON.stringify(
        rideCard(rollVehicleTest(seededDice(seed), test as VehicleTestId, s, o), "Wagon", s.driver),
      );
    }) as [string, string];
  }

  // Every option must show on the card (LOSING CONTROL "In a watercourse" once changed nothing a
  // player saw: the wreck's 12" downstream was not on the card).
  for (const test of [...MOUNT_TESTS, ...VEHICLE_TESTS])
    for (const field of dialogFields("dialog/ride.hbs", rideDialogContext(test, "Dusty", "Tex")))
      it(`${test}: "${field.name}" shows on the card for some roll`, () => {
        const seeds = Array.from({ length: 300 }, (_, i) => i + 1);
        expect(seeds.some((seed) => new Set(cards(test, field.name, seed)).size > 1)).toBe(true);
      });
});

// ---------------------------------------------------------------------------------------------
// New figure, new outfit

describe("the generator dialogs", () => {
  const redirects = (p: string) => NPC_TABLES[p as Profession]?.rows[0]?.kind === "redirect";

  it("new figure: every profession (or a random one), Star and horse reach the generator", async () => {
    const fields = await probe(() => newFigure());
    expect(fields.find((f) => f.name === "profession")!.options).toEqual([
      "",
      ...generatorDialogContext(false).professions,
    ]);
    for (const answers of everyCombination(fields, ["profession", "star", "mounted"])) {
      for (let again = 0; again < 3; again++) {
        const out = await answer(answers, () => newFigure());
        const what = label("new figure", answers);
        expect(out.errors, what).toEqual([]);
        const v = valuesOf(fields, answers);
        const character = out.created.find((c) => c.type === "character")!;
        const system = character.system as unknown as CharacterSource;
        expect(system.star, what).toBe(v.star);
        expect(
          out.created.some((c) => c.type === "mount"),
          what,
        ).toBe(v.mounted);
        const asked = String(v.profession);
        // Homesteader 1 and Townsfolk 1 send the roll to another table (the rules' own redirect).
        if (asked) expect(system.profession === asked || redirects(asked), what).toBe(true);
        else expect(PROFESSIONS, what).toContain(system.profession);
        if (system.profession === "warrior") expect(WARRIOR_REGIONS, what).toContain(system.warriorRegion);
      }
    }
  });

  it("new outfit: every size, profession and horse reach the generator", async () => {
    const fields = await probe(() => newOutfit());
    const size = fields.find((f) => f.name === "size")!;
    expect([size.min, size.max]).toEqual([
      generatorDialogContext(true).size!.min,
      generatorDialogContext(true).size!.max,
    ]);
    const cases = [...oneAtATime(fields), ...everyCombination(fields, ["profession", "mounted"])];
    for (const answers of cases) {
      const out = await answer(answers, () => newOutfit());
      const what = label("new outfit", answers);
      expect(out.errors, what).toEqual([]);
      const v = valuesOf(fields, answers);
      const members = out.created.filter((c) => c.type === "character");
      expect(members.length, what).toBe(Number(v.size));
      expect(out.created.filter((c) => c.type === "mount").length, what).toBe(v.mounted ? members.length : 0);
      const outfit = out.created.find((c) => c.type === "outfit")!;
      expect((outfit.system.members as unknown[]).length, what).toBe(members.length);
      const asked = String(v.profession);
      for (const m of members) {
        const p = (m.system as unknown as CharacterSource).profession;
        if (asked) expect(p === asked || redirects(asked), what).toBe(true);
      }
    }
  });

  // A cleared size box submits "": it keeps the dialog's starting size rather than fail as size 0.
  it("new outfit: a cleared size keeps the starting size", async () => {
    const fields = await probe(() => newOutfit());
    const out = await answer({ size: "" }, () => newOutfit());
    expect(out.errors).toEqual([]);
    expect(out.created.filter((c) => c.type === "character").length).toBe(
      Number(fields.find((f) => f.name === "size")!.value),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Live parts: what the dialog shows while the player changes it

/** The text of each part of a rendered dialog marked `data-live`, in document order. */
const liveParts = (html: string) =>
  [...html.matchAll(/<(\w+)[^>]*\bdata-live\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) =>
    decode(m[2]!.replace(/<[^>]+>/g, ""))
      .replace(/\s+/g, " ")
      .trim(),
  );

describe("the dialogs' live parts", () => {
  it("the challenge dialog's target and odds follow the difficulty, Rep and retry chosen", () => {
    const ella = figure("ella", { rep: 5 });
    const start = challengeDialogContext(ella);
    const shown = (data: Record<string, unknown>) =>
      liveParts(render("dialog/challenge.hbs", challengeDialogContext(ella, readChallengeForm(data))));
    expect(shown({})).toEqual(liveParts(render("dialog/challenge.hbs", start)));
    const hard = challengeDialogContext(ella, readChallengeForm({ difficulty: "hard", retry: false }));
    expect(hard.target).not.toBe(start.target);
    const [line] = shown({ difficulty: "hard", retry: false });
    expect(line).toContain(`: ${hard.target}`);
    for (const o of hard.odds) expect(line).toContain(`${englishText(o.label)} ${o.fraction} ${o.percent}`);
    expect(line).not.toEqual(shown({})[0]);
  });
});

// ---------------------------------------------------------------------------------------------
// From one card to the next

describe("a card's next step", () => {
  it("a figure shot at and left standing may fire back at the shooter from his BEEN SHOT AT card", async () => {
    const tex = actorOf(figure("tex"));
    const jake = actorOf(figure("jake", { sand: 6 }));
    let fired = 0;
    // Over many rolls: whenever the shot leaves Jake standing, his test answers Tex, and every
    // answer to fire offers the return shot at Tex.
    for (let seed = 1; seed <= 40; seed++) {
      const shot = await answer({}, () => shoot(tex, { targets: [jake] }), seed);
      expect(shot.errors).toEqual([]);
      const card = stage.messages[0]!.flags[SYSTEM_ID]!.card as unknown as { followUps: FollowUp[] };
      const test = card.followUps.find((f) => f.type === "reaction");
      if (!test) continue;
      expect(test).toMatchObject({
        actor: jake.uuid,
        test: "beenShotAt",
        cause: { uuid: tex.uuid, name: "Tex" },
      });
      const reaction = await answer({}, () => runFollowUpHere(test), seed);
      expect(reaction.errors).toEqual([]);
      expect(reaction.messages).toBe(1);
      const next = (stage.messages[0]!.flags[SYSTEM_ID]!.card as unknown as { followUps: FollowUp[] })
        .followUps;
      const context = reaction.card as { directiveCode: string };
      const shootsBack = next.filter((f) => f.type === "shoot");
      if (shootsBack.length) {
        fired++;
        expect(shootsBack[0]).toMatchObject({ actor: jake.uuid, target: tex.uuid });
      } else {
        // No shot offered: the answer was not to fire.
        const effects = DIRECTIVE_EFFECTS[context.directiveCode as ReactionDirective];
        expect(
          effects.some((e) => "fire" in e),
          `seed ${seed}: ${context.directiveCode}`,
        ).toBe(false);
      }
    }
    expect(fired).toBeGreaterThan(0);
  });
});
