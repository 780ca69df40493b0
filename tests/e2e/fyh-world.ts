import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import { vi } from "vitest";
import { SYSTEM_ID } from "../../src/config";
import {
  SUITS,
  RANKS,
  cardKey,
  deckWithJokers,
  type Card,
  type DiceSource,
  type SeededDice,
} from "../../src/rules/core";
import type { WoundLevel } from "../../src/rules/fill-yore-hands/ids";
import { FYH_GM_TABLES } from "../../src/rules/fill-yore-hands/tables";
import { fillYoreHandsCardRules } from "../../src/rulesets/fill-yore-hands/table/card-rules";
import type { FigureSource, WeaponSource } from "../../src/rulesets/fill-yore-hands/data/source";
import * as deckService from "../../src/shell/decks/service";
import { setCardRules } from "../../src/shell/chat/card-rules";
import { renderPanel, type TrackerContext } from "../../src/shell/activation/tracker";
import { importGmTables } from "../../src/shell/gm-tables/file";
import { setActiveGmTables, writeGmTables } from "../../src/shell/gm-tables/store";
import type { FActor, FCombat, FCombatant } from "../../src/shell/foundry";
import { installCardsStandIn, type CardsWorld } from "../foundry/cards-standin";
import { installFoundryStandIns } from "../foundry/standin";
import type { StandInActor } from "../queries/world";
import { FakeElement } from "./dom";
import { makeTable, type Table } from "./table";

/**
 * A Fill Yore Hands! world for the end-to-end round (tests/e2e/fyh-round.test.ts), on top of the
 * e2e table (a GM and two players, the server's rules, the real templates): Fill Yore Hands!'s card
 * rules; the `Cards` stand-in for the deck service with Foundry's RNG (`CONFIG.Dice.randomUniform`)
 * seeded and forkable, so a test can recompute a shuffle from the very state the service used;
 * every die Foundry rolls recorded in order; world settings that hold the GM's tables (only a GM
 * may write them, as Foundry's server enforces for world settings); figures built from the
 * compendium's ready Cowboy; group actors; and a Combat the tracker writes its flags to.
 */

/** mulberry32 with its state open, so the test can fork the RNG at any point and replay it. */
export class SeededUniform {
  constructor(public state: number) {
    this.state = state >>> 0;
  }

  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A copy from the same state: what this source will give next, without moving it. */
  fork(): SeededUniform {
    return new SeededUniform(this.state);
  }
}

/** A die from a uniform source, as the deck service turns Foundry's RNG into dice. */
export function diceFrom(uniform: SeededUniform): DiceSource {
  return { roll: (faces) => Math.min(faces, Math.floor(uniform.next() * faces) + 1) };
}

/** A rolled die as Foundry's Roll stand-in gave it. */
export interface RolledDie {
  faces: number;
  value: number;
}

export interface FyhActor extends StandInActor {
  statuses: Set<string>;
  toggleStatusEffect(id: string, options: { active: boolean; overlay?: boolean }): Promise<boolean>;
}

export interface FyhCombat extends FCombat {
  flags: Record<string, Record<string, unknown>>;
  /** Each combatant with its figure, as the test reads them. */
  roster: { combatant: FCombatant; figure: FyhActor }[];
}

export interface FyhTable extends Table {
  /** Foundry's RNG as the deck service reads it. */
  uniform: SeededUniform;
  /** Every die the Roll stand-in has given, in order. */
  rolled: RolledDie[];
  /** The world's `Cards` documents (decks and piles) and every write to them. */
  decks: CardsWorld;
  /** What the active ruleset's tracker works with: Fill Yore Hands! on the real deck service. */
  ctx: TrackerContext;
  settings: Map<string, unknown>;
  figure(o: { id: string; name: string; owners: string[]; weapon?: Partial<WeaponSource> }): FyhActor;
  group(o: { id: string; name: string; members: FyhActor[] }): FyhActor;
  combat(figures: FyhActor[]): FyhCombat;
  /** The GM imports a tables file as the editor does; returns the problems the import listed. */
  gmImportsTables(tables: Record<string, unknown>): Promise<string[]>;
  /** The combat tracker's card panel as `user` sees it. */
  openTracker(user: string, combat: FyhCombat): Promise<FakeElement>;
}

// The ruleset's definition builds its data models on Foundry's field classes when imported.
installFoundryStandIns();
const { fillYoreHands } = await import("../../src/rulesets/fill-yore-hands");
vi.unstubAllGlobals();

const COWBOY = yaml.load(
  readFileSync("src/rulesets/fill-yore-hands/packs/fyh-figures/Cowboy_fyhFigCowboy0001.yml", "utf8"),
) as { system: FigureSource; items: { name: string; type: string; system: WeaponSource }[] };

type Flags = Record<string, Record<string, unknown>>;

/** Sets `path` (dot-separated) in `target`, as Foundry's update merges dotted keys. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== "object" || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = structuredClone(value);
}

const withGet = <T extends { id: string }>(list: T[]) =>
  Object.assign(list, { get: (id: string) => list.find((x) => x.id === id) });

export function makeFyhTable(o: { dice: number; rng: number }): FyhTable {
  const base = makeTable(o.dice);
  const { world } = base;
  setCardRules(fillYoreHandsCardRules);
  setActiveGmTables({
    rulesetId: fillYoreHands.id,
    rulesetLabel: fillYoreHands.label,
    tables: FYH_GM_TABLES,
  });

  const g = globalThis as unknown as {
    game: Record<string, unknown> & { user: { id: string; isGM: boolean } };
    CONFIG: { Dice: Record<string, unknown> };
  };
  // The Cards stand-in stubs `game` with a copy; the world's own `game` (whose `user` follows the
  // client) is put back with the new `cards` on it.
  const game = g.game;
  const cards = installCardsStandIn();
  vi.stubGlobal("game", game);
  game.cards = cards.collection;
  game.actors = {
    [Symbol.iterator]: () => world.actors.values(),
    get: (id: string) => world.actors.get(`Actor.${id}`),
  };

  // World settings: the GM's tables; a player's write is refused, as Foundry's server does.
  const settings = new Map<string, unknown>();
  const bogGet = (game.settings as { get(ns: string, key: string): unknown }).get;
  game.settings = {
    settings: new Map(),
    get: (ns: string, key: string) =>
      settings.has(`${ns}.${key}`) ? structuredClone(settings.get(`${ns}.${key}`)) : bogGet(ns, key),
    set: async (ns: string, key: string, value: unknown) => {
      if (!g.game.user.isGM)
        throw new Error(`the server refused: ${g.game.user.id} may not write ${ns}.${key}`);
      settings.set(`${ns}.${key}`, structuredClone(value));
      return value;
    },
  };

  const uniform = new SeededUniform(o.rng);
  g.CONFIG.Dice.randomUniform = () => uniform.next();

  // Every die the Roll stand-in rolls, recorded: the test replays them through the rules core.
  const rolled: RolledDie[] = [];
  const seeded = world.dice;
  world.dice = {
    roll(faces: number) {
      const value = seeded.roll(faces);
      rolled.push({ faces, value });
      return value;
    },
  } as SeededDice;

  const current = () => g.game.user as unknown as { id: string; isGM: boolean };
  const ownsOrGM = (owners: string[]) => current().isGM || owners.includes(current().id);

  function actor(
    id: string,
    name: string,
    type: string,
    owners: string[],
    system: Record<string, unknown>,
    items: { name: string; type: string; system: WeaponSource }[] = [],
  ): FyhActor {
    const refused = (what: string) => {
      throw new Error(`the server refused: ${current().id} may not ${what} ${name}`);
    };
    const docs = items.map((item, i) => ({
      id: `${id}-item${i}`.padEnd(16, "0").slice(0, 16),
      name: item.name,
      type: item.type,
      system: structuredClone(item.system) as unknown as Record<string, unknown>,
      async update(data: Record<string, unknown>) {
        if (!ownsOrGM(owners)) refused("update a weapon of");
        for (const [path, value] of Object.entries(data))
          if (path.startsWith("system.")) setPath(this.system, path.slice("system.".length), value);
        return this;
      },
    }));
    const a: FyhActor = {
      id,
      uuid: `Actor.${id}`,
      name,
      img: "",
      type,
      system: structuredClone(system),
      flags: {} as Flags,
      items: withGet(docs) as never,
      owners,
      statuses: new Set(),
      get isOwner() {
        return ownsOrGM(owners);
      },
      getFlag(scope, key) {
        return this.flags[scope]?.[key];
      },
      async setFlag(scope, key, value) {
        return this.update({ [`flags.${scope}.${key}`]: value });
      },
      async update(data) {
        if (!ownsOrGM(owners)) refused("update");
        for (const [path, value] of Object.entries(data)) {
          if (path.startsWith("flags.")) setPath(this.flags, path.slice("flags.".length), value);
          else if (path.startsWith("system.")) setPath(this.system, path.slice("system.".length), value);
        }
        return this;
      },
      async toggleStatusEffect(status, options) {
        if (!ownsOrGM(owners)) refused("mark");
        if (options.active) this.statuses.add(status);
        else this.statuses.delete(status);
        return options.active;
      },
      testUserPermission(u) {
        return u.isGM || owners.includes(u.id);
      },
      getActiveTokens: () => [],
    };
    world.actors.set(a.uuid, a);
    return a;
  }

  // The e2e table's own methods read its fields (answers, button): extended in place, not copied.
  const table: FyhTable = Object.assign(base, {
    uniform,
    rolled,
    decks: cards,
    settings,
    ctx: { ruleset: fillYoreHands, deck: deckService },
    figure({ id, name, owners, weapon }) {
      const [sixShooter] = COWBOY.items.filter((i) => i.system.key === "sixShooter");
      return actor(id, name, "fyh-figure", owners, { ...COWBOY.system }, [
        { ...sixShooter!, system: { ...sixShooter!.system, readied: true, ...weapon } },
      ]);
    },
    group({ id, name, members }) {
      return actor(id, name, "fyh-group", [], {
        schemaVersion: 1,
        members: members.map((m) => m.uuid),
        cardsPerGroup: null,
        ownerNote: "",
        notes: "",
      });
    },
    combat(figures) {
      const flags: Flags = {};
      const roster = figures.map((figure, i) => ({
        figure,
        combatant: {
          id: `combatant${String(i).padStart(7, "0")}`,
          name: figure.name,
          actor: figure as unknown as FActor,
          token: { disposition: 0 },
          group: null,
          defeated: false,
          getFlag: () => undefined,
        } satisfies FCombatant as FCombatant,
      }));
      const combatants = withGet(roster.map((r) => r.combatant));
      const combat: FyhCombat = {
        id: "combat0000000001",
        round: 1,
        started: true,
        flags,
        combatants,
        roster,
        getFlag: (scope, key) => flags[scope]?.[key],
        async setFlag(scope, key, value) {
          if (!current().isGM) throw new Error("the server refused: only the GM changes the Combat");
          (flags[scope] ??= {})[key] = structuredClone(value);
          return combat;
        },
      };
      (g.game as { combat?: unknown }).combat = combat;
      return combat;
    },
    async gmImportsTables(tables) {
      const file = JSON.stringify({ system: SYSTEM_ID, ruleset: fillYoreHands.id, version: 1, tables });
      const result = importGmTables(
        { id: fillYoreHands.id, label: fillYoreHands.label, tables: FYH_GM_TABLES },
        file,
      );
      if (!result.ok) throw new Error(result.problem);
      const written = await world.as("gm", () => writeGmTables(result.tables));
      if (!written) throw new Error("the GM's tables were not written");
      return result.problems;
    },
    async openTracker(user, combat) {
      const html = new FakeElement("section");
      html.append(new FakeElement("header"));
      // The core tracker's combatant rows, which the panel marks while their group acts.
      const list = new FakeElement("ol");
      for (const c of combat.combatants) {
        const li = new FakeElement("li");
        li.dataset.combatantId = c.id;
        li.textContent = c.name;
        list.append(li);
      }
      html.append(list);
      await world.as(user, () => renderPanel(html as never, table.ctx, combat));
      return html;
    },
  } satisfies Omit<FyhTable, keyof Table>);
  return table;
}

// ---------------------------------------------------------------------------------------------
// The GM's test tables: plainly made-up values, not the book's (the book lost them).

/** Test data for the damage card table: the suit decides (♠ Pinked, ♥ Hit, ♦ Gut Shot, ♣ Kilt). */
export const TEST_LEVEL_BY_SUIT: Readonly<Record<(typeof SUITS)[number], WoundLevel>> = {
  spades: "pinked",
  hearts: "hit",
  diamonds: "gutShot",
  clubs: "kilt",
};
/** …and both Jokers Pinked. */
export const TEST_JOKER_LEVEL: WoundLevel = "pinked";

export function testLevel(card: Card): WoundLevel {
  return "joker" in card ? TEST_JOKER_LEVEL : TEST_LEVEL_BY_SUIT[card.suit];
}

/** The damage card table as the GM's file holds it: every one of the 54 cards. */
export function testDamageCardTable() {
  const rows = Object.fromEntries(deckWithJokers().map((c) => [cardKey(c), { level: testLevel(c) }]));
  return { rows, sourceStatus: "gm-defined" };
}

/** The cards a group of `n` in place `g` holds, as the strategy's doc says: its own suit, top down. */
export function expectedGroupCards(g: number, n: number): string[] {
  const suit = SUITS[g % SUITS.length]!;
  return [...RANKS]
    .reverse()
    .slice(0, n)
    .map((rank) => cardKey({ suit, rank }));
}
