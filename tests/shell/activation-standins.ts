import {
  cardKey,
  deckWithJokers,
  discardAll,
  draw,
  newDeckState,
  recallAll,
  seededDice,
  standardDeck,
  type Card,
  type DeckState,
} from "../../src/rules/core";
import type { DeckDefinition } from "../../src/shell/decks/definition";
import type { ActivationDeckPort } from "../../src/shell/activation/deck-port";
import type { FCombat, FCombatant, FUser } from "../../src/shell/foundry";

/**
 * Stand-ins for the card tracker's tests: a Combat whose flags are a plain object, an in-memory
 * deck with the deck service's shape (seeded, or in a fixed order), and the globals the presses
 * touch.
 */

/** The deck service's part the tracker uses, over the rules core's deck state. */
export function memoryDeck(seed = 11, fixed?: readonly Card[]) {
  const dice = seededDice(seed);
  let state: DeckState = newDeckState([]);
  const calls: string[] = [];
  const port: ActivationDeckPort = {
    async ensureDeck(def: DeckDefinition, options?: { cards?: readonly Card[] }) {
      calls.push(options?.cards ? `ensure:${options.cards.length}` : "ensure");
      if (options?.cards) state = newDeckState(options.cards);
      else if (fixed && state.drawPile.length + state.discardPile.length + state.table.length === 0)
        state = newDeckState(fixed);
      else if (state.drawPile.length + state.discardPile.length + state.table.length === 0)
        state = newDeckState(def.composition === "withJokers" ? deckWithJokers() : standardDeck());
      return { definition: def };
    },
    async recallDeck() {
      calls.push("recall");
      // A fixed deck keeps its order (the test scripts the draws); else a seeded shuffle.
      state = fixed
        ? newDeckState([...state.drawPile, ...state.table, ...state.discardPile])
        : recallAll(state, dice);
      return state;
    },
    async drawCards(handle, { count }) {
      calls.push(`draw:${count}`);
      const r = draw(state, dice, { count, reshuffleWhenEmpty: handle.definition.reshuffleWhenEmpty });
      state = r.state;
      return { drawn: [...r.drawn] };
    },
    async discardCards() {
      calls.push("discard");
      state = discardAll(state);
      return state;
    },
  };
  return { port, calls, pile: () => state.drawPile.map(cardKey) };
}

export function combatant(id: string, name: string, extra: Partial<FCombatant> = {}): FCombatant {
  return {
    id,
    name,
    actor: null,
    token: { disposition: 1 },
    defeated: false,
    getFlag: () => undefined,
    ...extra,
  };
}

function collection<T extends { id: string }>(items: T[]) {
  return Object.assign([...items], { get: (id: string) => items.find((i) => i.id === id) });
}

export function fakeCombat(combatants: FCombatant[], groups: { id: string; name: string }[] = []) {
  const flags: Record<string, unknown> = {};
  const combat: FCombat & { flags: Record<string, unknown> } = {
    id: "combat1",
    round: 1,
    started: true,
    flags,
    combatants: collection(combatants),
    groups: collection(groups),
    getFlag: (_scope, key) => flags[key],
    setFlag: async (_scope, key, value) => {
      flags[key] = JSON.parse(JSON.stringify(value));
    },
  };
  return combat;
}

export const GM: FUser = {
  id: "gm",
  name: "GM",
  isGM: true,
  active: true,
  isSelf: true,
  targets: new Set(),
  query: async () => null,
};
export const PLAYER: FUser = { ...GM, id: "p1", name: "Player", isGM: false };

export const notices: { level: string; message: string }[] = [];
export const posted: Record<string, unknown>[] = [];

/** The globals the presses touch; call from `beforeEach`. */
export function installActivationGlobals(): void {
  notices.length = 0;
  posted.length = 0;
  const g = globalThis as Record<string, unknown>;
  g.game = {
    user: GM,
    actors: [],
    i18n: {
      lang: "en",
      localize: (k: string) => k,
      format: (k: string, d: Record<string, unknown>) => `${k} ${JSON.stringify(d)}`,
    },
  };
  g.ui = {
    notifications: {
      info: (m: string) => notices.push({ level: "info", message: m }),
      warn: (m: string) => notices.push({ level: "warn", message: m }),
      error: (m: string) => notices.push({ level: "error", message: m }),
    },
  };
  g.ChatMessage = {
    create: async (data: Record<string, unknown>) => {
      posted.push(data);
      return undefined;
    },
    getSpeaker: (o: Record<string, unknown>) => o,
  };
  g.foundry = { utils: { escapeHTML: (s: string) => s.replace(/</g, "&lt;") } };
}
