import { vi } from "vitest";
import { SYSTEM_ID } from "../../../src/config";
import { seededDice } from "../../../src/rules/core";
import { DEFAULT_INTERPRETATIONS } from "../../../src/rules/fill-yore-hands/interpretations";
import type { GmTableData } from "../../../src/rules/core/gm-table";
import { setCardRules } from "../../../src/shell/chat/card-rules";
import { onCreateChatMessage } from "../../../src/shell/chat/handler";
import { registerQueries } from "../../../src/shell/queries/register";
import { setActiveGmTables } from "../../../src/shell/gm-tables/store";
import { FYH_GM_TABLES } from "../../../src/rules/fill-yore-hands/tables";
import { deriveFigure } from "../../../src/rulesets/fill-yore-hands/data/derive";
import type { FigureSource } from "../../../src/rulesets/fill-yore-hands/data/source";
import { fillYoreHandsCardRules } from "../../../src/rulesets/fill-yore-hands/table/card-rules";
import { StandInCards, type CardsWrite } from "../../foundry/cards-standin";
import { standInRollClass } from "../../helpers/standin-roll";
import { makeWorld, type StandInActor, type StandInMessage, type World } from "../../queries/world";
import { figureSource } from "./figure-source";

/**
 * The trust-model world of `tests/queries/world.ts` (a GM and two players, the server's rules) set
 * up for Fill Yore Hands!'s close-quarters flows: figures with FYH data, the GM's tables in the
 * world setting, the card rules, the `Cards` stand-in on the GM's side and every template render
 * recorded with its context (the cards' view models are what the tests read).
 */

export interface FyhWorld extends World {
  renders: { path: string; context: Record<string, unknown> }[];
  cardWrites: CardsWrite[];
  figure(id: string, name: string, owners: string[], over?: Partial<FigureSource>): StandInActor;
  tables(tables: Record<string, GmTableData>): void;
  /** The context the card of `message` was rendered from (the last render of `path`). */
  view(path: string): Record<string, unknown>;
  /** The active GM sees the card arrive: its automatic "Apply" buttons are applied. */
  gmSees(message: StandInMessage): Promise<void>;
}

export { figureSource };

/** A list table from `name → modifier` pairs, rows keyed by their place. */
export function modifierList(rows: [string, number][]): GmTableData {
  return {
    sourceStatus: "gm-defined",
    rows: Object.fromEntries(rows.map(([name, modifier], i) => [`r${i}`, { name, modifier }])),
  };
}

/**
 * The shell registers its Roll classes once, on the `Roll` of the first world: every world's dice
 * are reached through this one, so a test may set `world.dice` to the faces it wants.
 */
let current: World | null = null;

export function makeFyhWorld(seed = 7): FyhWorld {
  const world = makeWorld() as FyhWorld;
  current = world;
  world.dice = seededDice(seed);
  vi.stubGlobal(
    "Roll",
    standInRollClass((faces) => current!.dice.roll(faces)),
  );
  const g = globalThis as unknown as {
    foundry: { applications: { handlebars: { renderTemplate: unknown } } };
    game: Record<string, unknown>;
    CONFIG: { Dice: Record<string, unknown> };
  };
  world.renders = [];
  g.foundry.applications.handlebars.renderTemplate = async (
    path: string,
    context: Record<string, unknown>,
  ) => {
    world.renders.push({ path: path.replace(`systems/${SYSTEM_ID}/templates/`, ""), context });
    return "";
  };
  // The deck service on the GM's client: `game.cards`, `Cards.create` and a seeded RNG.
  const collection = new Map<string, StandInCards>();
  const cards = { get: (id: string) => collection.get(id) } as Record<string, unknown>;
  Object.defineProperty(cards, "contents", { get: () => [...collection.values()] });
  g.game.cards = cards;
  world.cardWrites = [];
  vi.stubGlobal("Cards", {
    async create(data: Record<string, unknown>) {
      const stack = new StandInCards(data, world.cardWrites);
      collection.set(stack.id, stack);
      return stack;
    },
  });
  const rng = seededDice(seed + 1);
  g.CONFIG.Dice.randomUniform = () => (rng.roll(1_000_000) - 1) / 1_000_000;
  setActiveGmTables({
    rulesetId: "fill-yore-hands",
    rulesetLabel: "Fill Yore Hands!",
    tables: FYH_GM_TABLES,
  });
  (world.settings as unknown as Record<string, unknown>).gmTables = {};
  world.tables = (tables) => {
    (world.settings as unknown as Record<string, unknown>).gmTables = tables;
  };
  world.figure = (id, name, owners, over = {}) => {
    const actor = world.actor(id, name, owners);
    const system = figureSource(over);
    actor.type = "fyh-figure";
    actor.system = { ...system, derived: deriveFigure(system, DEFAULT_INTERPRETATIONS) } as never;
    return actor;
  };
  world.view = (path) => {
    const r = [...world.renders].reverse().find((x) => x.path === path);
    if (!r) throw new Error(`no render of ${path}`);
    return r.context;
  };
  world.gmSees = async (message) => {
    await world.as("gm", () => onCreateChatMessage(message as never));
  };
  registerQueries();
  setCardRules(fillYoreHandsCardRules);
  return world;
}

/** A card's flags. */
export function fyhCard(message: StandInMessage) {
  return message.flags[SYSTEM_ID]!.card as {
    kind: string;
    groups: { id: string; auto: boolean; actions: Record<string, unknown>[] }[];
    followUps: Record<string, unknown>[];
    applied: string[];
    faces: number[];
  };
}
