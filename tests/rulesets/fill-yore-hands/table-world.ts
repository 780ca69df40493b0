import { vi } from "vitest";
import { SYSTEM_ID } from "../../../src/config";
import { cardKey, deckWithJokers, seededDice, type Card, type GmTableData } from "../../../src/rules/core";
import { FYH_GM_TABLES } from "../../../src/rules/fill-yore-hands/tables";
import type { WoundLevel } from "../../../src/rules/fill-yore-hands/ids";
import { setActiveGmTables } from "../../../src/shell/gm-tables/store";
import { setCardRules } from "../../../src/shell/chat/card-rules";
import { registerQueries } from "../../../src/shell/queries/register";
import { fillYoreHandsCardRules } from "../../../src/rulesets/fill-yore-hands/table/card-rules";
import type { FigureSource, WeaponSource } from "../../../src/rulesets/fill-yore-hands/data/source";
import { installCardsStandIn, type CardsWorld } from "../../foundry/cards-standin";
import { makeWorld, type StandInActor, type World } from "../../queries/world";
import { figureSource } from "./figure-source";

/**
 * The trust-model world (`tests/queries/world.ts`: a GM and two players, Foundry's server rules)
 * with Fill Yore Hands! in it: its figures and weapons, its card rules, the GM's tables in the
 * world setting, the Cards stand-in for the damage deck on a seeded `CONFIG.Dice.randomUniform`,
 * and every template render recorded so a test reads the card's view.
 */

export interface FyhWorld extends World {
  cards: CardsWorld;
  gmTables: Record<string, GmTableData>;
  /** Every render: template path and its context, in order. */
  renders: { path: string; context: Record<string, unknown> }[];
  statuses: { actor: string; id: string }[];
  /** World settings of the FYH readings, by id (FYH-Qnn); unset ones are the guide's. */
  readings: Record<string, unknown>;
  figure(
    id: string,
    name: string,
    owners: string[],
    over?: Partial<FigureSource>,
    weapon?: Partial<WeaponSource> | null,
  ): StandInActor;
}

export { figureSource };

export function sixShooter(over: Partial<WeaponSource> = {}): WeaponSource {
  return {
    schemaVersion: 1,
    key: "sixShooter",
    rangeTable: "pistol",
    capacity: 6,
    loaded: 6,
    reserve: 18,
    reserveContainer: "gunBelt",
    readied: true,
    notes: "",
    ...over,
  };
}

/** mulberry32, standing in for Foundry's seeded Mersenne Twister (`CONFIG.Dice.randomUniform`). */
export function uniform(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole damage card table: every card read by `level`. */
export function damageTable(level: (card: Card) => WoundLevel): GmTableData {
  const rows = Object.fromEntries(deckWithJokers().map((c) => [cardKey(c), { level: level(c) }]));
  return { rows, sourceStatus: "gm-defined" };
}

/** A readable table for tests: black cards Pinked, hearts Hit, diamonds Gut Shot, Jokers Kilt. */
export const BY_SUIT = (card: Card): WoundLevel =>
  "joker" in card ? "kilt" : card.suit === "hearts" ? "hit" : card.suit === "diamonds" ? "gutShot" : "pinked";

/**
 * The dice every world's Roll stand-in reads. The shell caches its Roll classes from the first
 * world's `Roll` (as Foundry registers them once), so each world's `dice` reads and writes this one.
 */
let sharedDice: { roll(faces: number): number } = seededDice(7);

export function makeFyhWorld(): FyhWorld {
  const base = makeWorld();
  const world = base as FyhWorld;
  sharedDice = seededDice(7);
  Object.defineProperty(world, "dice", {
    get: () => sharedDice,
    set: (d: { roll(faces: number): number }) => (sharedDice = d),
    configurable: true,
  });
  const g = globalThis as unknown as {
    game: Record<string, unknown> & { settings: { get(ns: string, key: string): unknown } };
    CONFIG: { Dice: { randomUniform?: () => number } };
    foundry: { applications: { handlebars: { renderTemplate: unknown } } };
  };
  // The Cards stand-in replaces `game` with a copy: keep the world's own (its `user` follows the client).
  const game = g.game;
  world.cards = installCardsStandIn();
  vi.stubGlobal("game", game);
  Object.defineProperty(game, "cards", { value: world.cards.collection, configurable: true });
  g.CONFIG.Dice.randomUniform = uniform(11);
  world.gmTables = {};
  world.readings = {};
  const settings = game.settings as { get(ns: string, key: string): unknown; settings?: unknown };
  const get = settings.get;
  settings.get = (ns: string, key: string) => {
    if (ns === SYSTEM_ID && key === "gmTables") return world.gmTables;
    if (ns === SYSTEM_ID && key.startsWith("fyh.")) return world.readings[key.slice(4)];
    return get(ns, key);
  };
  // The registered settings, as `readInterpretations` looks them up.
  settings.settings = {
    has: (key: string) =>
      key.startsWith(`${SYSTEM_ID}.fyh.`) && key.slice(`${SYSTEM_ID}.fyh.`.length) in world.readings,
  };
  world.renders = [];
  g.foundry.applications.handlebars.renderTemplate = async (
    path: string,
    context: Record<string, unknown>,
  ) => {
    world.renders.push({ path, context });
    return "";
  };
  setActiveGmTables({
    rulesetId: "fill-yore-hands",
    rulesetLabel: "Fill Yore Hands!",
    tables: FYH_GM_TABLES,
  });
  world.statuses = [];
  world.figure = (id, name, owners, over = {}, weapon = {}) => {
    const actor = base.actor(id, name, owners);
    const current = () =>
      (globalThis as unknown as { game: { user: { id: string; isGM: boolean } } }).game.user;
    const items = weapon
      ? [
          {
            id: `${id}gun`.padEnd(16, "0").slice(0, 16),
            name: "Colt",
            type: "fyh-weapon",
            system: sixShooter(weapon) as unknown as Record<string, unknown>,
            async update(data: Record<string, unknown>) {
              const user = current();
              if (!user.isGM && !owners.includes(user.id))
                throw new Error(`the server refused: ${user.id} may not update ${name}'s weapon`);
              for (const [path, value] of Object.entries(data))
                if (path.startsWith("system.")) this.system[path.slice(7)] = value;
              return this;
            },
          },
        ]
      : [];
    Object.assign(actor, {
      type: "fyh-figure",
      system: figureSource(over) as unknown as Record<string, unknown>,
      items: Object.assign(items, { get: (itemId: string) => items.find((i) => i.id === itemId) }),
      async toggleStatusEffect(statusId: string) {
        world.statuses.push({ actor: actor.uuid, id: statusId });
        return true;
      },
    });
    return actor;
  };
  registerQueries();
  setCardRules(fillYoreHandsCardRules);
  return world;
}

/** The template contexts rendered for `path`. */
export function rendered(world: FyhWorld, path: string): Record<string, unknown>[] {
  return world.renders.filter((r) => r.path.endsWith(path)).map((r) => r.context);
}
