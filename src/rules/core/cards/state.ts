import { RulesError } from "../errors";
import { isFace, isJoker, type Card } from "./card";
import { shuffle } from "./shuffle";
import type { DiceSource } from "../dice";

/**
 * A deck's whole state as immutable data. Every operation returns a new state plus what happened,
 * so the shell can mirror it onto Foundry `Cards` documents and tests can check it directly.
 * The top of the draw pile is index 0.
 */
export interface DeckState {
  readonly drawPile: readonly Card[];
  readonly discardPile: readonly Card[];
  readonly hands: Readonly<Record<string, readonly Card[]>>;
  /** Cards dealt face up to the table (no hand), kept until discarded or recalled. */
  readonly table: readonly Card[];
}

export function newDeckState(cards: readonly Card[]): DeckState {
  return { drawPile: [...cards], discardPile: [], hands: {}, table: [] };
}

/** Every card the deck owns, wherever it lies: the multiset that no operation may change. */
export function allCards(state: DeckState): Card[] {
  return [...state.drawPile, ...state.discardPile, ...state.table, ...Object.values(state.hands).flat()];
}

export function shuffleDrawPile(state: DeckState, source: DiceSource): DeckState {
  return { ...state, drawPile: shuffle(source, state.drawPile) };
}

export interface DrawOptions {
  readonly count: number;
  /** Hand id to draw into; omitted means the table. */
  readonly to?: string;
  /** When the draw pile runs out, shuffle the discard pile back in and go on (the usual rule). */
  readonly reshuffleWhenEmpty?: boolean;
}

export interface DrawResult {
  readonly state: DeckState;
  readonly drawn: readonly Card[];
  /** True when a Joker came up: rulesets that reshuffle on a Joker do so at the end of the turn. */
  readonly jokerDrawn: boolean;
  /** How many times the discard pile was shuffled back in during this draw. */
  readonly reshuffles: number;
}

/** Draws `count` cards from the top; without `reshuffleWhenEmpty` running out is a RulesError. */
export function draw(state: DeckState, source: DiceSource, options: DrawOptions): DrawResult {
  const { count, to, reshuffleWhenEmpty = false } = options;
  if (!Number.isInteger(count) || count < 0)
    throw new RulesError("count", count, "must be a whole number, 0 or more");
  let pile = [...state.drawPile];
  let discard = [...state.discardPile];
  let reshuffles = 0;
  const drawn: Card[] = [];
  while (drawn.length < count) {
    if (pile.length === 0) {
      if (!reshuffleWhenEmpty || discard.length === 0)
        throw new RulesError(
          "count",
          count,
          `is more than the ${drawn.length + pile.length} cards left to draw`,
        );
      pile = shuffle(source, discard);
      discard = [];
      reshuffles++;
    }
    drawn.push(pile.shift() as Card);
  }
  const hands =
    to === undefined ? state.hands : { ...state.hands, [to]: [...(state.hands[to] ?? []), ...drawn] };
  const table = to === undefined ? [...state.table, ...drawn] : state.table;
  return {
    state: { drawPile: pile, discardPile: discard, hands, table },
    drawn,
    jokerDrawn: drawn.some(isJoker),
    reshuffles,
  };
}

/** Moves every card of a hand (or the table, when `from` is omitted) to the discard pile. */
export function discardAll(state: DeckState, from?: string): DeckState {
  if (from === undefined) return { ...state, table: [], discardPile: [...state.discardPile, ...state.table] };
  const hand = state.hands[from];
  if (!hand) throw new RulesError("from", from, "is not a hand of this deck");
  const hands = { ...state.hands };
  delete hands[from];
  return { ...state, hands, discardPile: [...state.discardPile, ...hand] };
}

/** Gathers every card back into the draw pile and shuffles it: the start of a new day or round. */
export function recallAll(state: DeckState, source: DiceSource): DeckState {
  return { drawPile: shuffle(source, allCards(state)), discardPile: [], hands: {}, table: [] };
}

/** Counts face cards among drawn cards, e.g. "face cards drawn since the last reshuffle". */
export function countFaceCards(cards: readonly Card[]): number {
  return cards.filter(isFace).length;
}
