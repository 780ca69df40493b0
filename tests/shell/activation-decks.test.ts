import { beforeEach, describe, expect, it } from "vitest";
import * as service from "../../src/shell/decks/service";
import { FLAG, pressDraw, pressNewTurn, storedState } from "../../src/shell/activation/tracker";
import { trackerView } from "../../src/shell/activation/view";
import { fakeCombat } from "./activation-standins";
import type { FCombatant, FUser } from "../../src/shell/foundry";

/**
 * The tracker against the real deck service (`src/shell/decks/service.ts`) over a small in-memory
 * stand-in of Foundry's `Cards` documents: two whole cards-per-group turns, the second rebuilding
 * the same deck, with Foundry's RNG seeded.
 */

let nextId = 0;
const newId = () => `id${String(++nextId).padStart(14, "0")}`;

interface CardDoc {
  id: string;
  name: string;
  drawn: boolean;
  sort: number;
  flags: Record<string, Record<string, unknown>>;
}

/** Dotted update keys ("flags.six-gun-sound.holder") set on a plain object. */
function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split(".");
  let node = target;
  for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}

function collection<T extends { id: string }>(items: T[]) {
  return {
    get: (id: string) => items.find((i) => i.id === id),
    get contents() {
      return [...items];
    },
    [Symbol.iterator]: () => items[Symbol.iterator](),
    items,
  };
}

function stack(data: Record<string, unknown>) {
  const docs: CardDoc[] = [];
  const add = (list: Record<string, unknown>[]) =>
    list.forEach((d) =>
      docs.push({
        id: newId(),
        name: String(d.name),
        drawn: Boolean(d.drawn),
        sort: Number(d.sort),
        flags: JSON.parse(JSON.stringify(d.flags ?? {})),
      }),
    );
  add((data.cards as Record<string, unknown>[]) ?? []);
  return {
    id: newId(),
    name: String(data.name),
    type: String(data.type),
    flags: data.flags as Record<string, Record<string, unknown>>,
    cards: collection(docs),
    async createEmbeddedDocuments(_n: "Card", list: object[]) {
      add(list as Record<string, unknown>[]);
    },
    async updateEmbeddedDocuments(_n: "Card", updates: object[]) {
      for (const u of updates as Record<string, unknown>[]) {
        const doc = docs.find((d) => d.id === u._id)!;
        for (const [k, v] of Object.entries(u)) if (k !== "_id") setPath(doc as never, k, v);
      }
    },
    async deleteEmbeddedDocuments(_n: "Card", ids: string[]) {
      for (const id of ids)
        docs.splice(
          docs.findIndex((d) => d.id === id),
          1,
        );
    },
  };
}

/** A seeded uniform source standing in for Foundry's Mersenne Twister. */
function seededUniform(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GM: FUser = {
  id: "gm",
  name: "GM",
  isGM: true,
  active: true,
  isSelf: true,
  targets: new Set(),
  query: async () => null,
};

let world: ReturnType<typeof stack>[];
const posted: string[] = [];

beforeEach(() => {
  world = [];
  posted.length = 0;
  const g = globalThis as Record<string, unknown>;
  g.game = {
    user: GM,
    actors: [],
    cards: collection(world),
    i18n: { lang: "en", localize: (k: string) => k, format: (k: string) => k },
  };
  g.CONFIG = { Dice: { randomUniform: seededUniform(42) } };
  g.Cards = {
    create: async (data: Record<string, unknown>) => {
      const s = stack(data);
      world.push(s);
      return s;
    },
  };
  g.ui = { notifications: { info: () => undefined, warn: () => undefined, error: () => undefined } };
  g.ChatMessage = {
    create: async (data: { content: string }) => void posted.push(data.content),
    getSpeaker: (o: unknown) => o,
  };
  g.foundry = { utils: { escapeHTML: (s: string) => s } };
});

function combatOfThreeGroups() {
  const c = (id: string, group: string): FCombatant => ({
    id,
    name: id,
    actor: null,
    token: null,
    defeated: false,
    group,
    getFlag: () => undefined,
  });
  const combatants = [c("a1", "A"), c("a2", "A"), c("b1", "B"), c("c1", "C")];
  const groups = ["A", "B", "C"].map((id) => ({ id, name: `Group ${id}` }));
  return fakeCombat(combatants, groups);
}

const ctx = {
  deck: service,
  ruleset: {
    activation: "cardsPerGroup" as const,
    typePrefix: "fyh-",
    decks: [
      { id: "activation", label: "Activation", composition: "standard" as const, reshuffleWhenEmpty: false },
    ],
    cardActivation: { options: () => ({ cardsPerGroup: 2 }) },
  },
};

describe("card activation on the deck service", () => {
  it("plays two turns: the deck holds exactly the groups' cards, every draw comes off it", async () => {
    const combat = combatOfThreeGroups();
    for (const turn of [1, 2]) {
      const start = await pressNewTurn(combat, ctx, GM);
      expect(start?.turn).toBe(turn);
      const deck = world.find((s) => s.type === "deck")!;
      // Rebuilt to the six group cards (2 per group), none drawn, on both turns.
      expect(deck.cards.items.map((d) => d.flags["six-gun-sound"]!.card).sort()).toEqual(
        ["AS", "KS", "AH", "KH", "AD", "KD"].sort(),
      );
      expect(deck.cards.items.every((d) => !d.drawn)).toBe(true);
      const drawnKeys: string[] = [];
      for (let i = 0; i < 6; i++) {
        const s = await pressDraw(combat, ctx, GM);
        drawnKeys.push(s!.order[s!.current]!);
      }
      expect(drawnKeys.sort()).toEqual(["AS", "KS", "AH", "KH", "AD", "KD"].sort());
      expect(deck.cards.items.every((d) => d.drawn)).toBe(true);
      expect(trackerView(storedState(combat).state!).turnOver).toBe(true);
    }
    expect(world.filter((s) => s.type === "deck")).toHaveLength(1);
    expect(posted).toHaveLength(12);
    expect((combat.flags[FLAG] as { turn: number }).turn).toBe(2);
  });
});
