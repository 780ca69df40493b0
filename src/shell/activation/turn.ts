import { RulesError, cardKey, parseCard, type Card, type DiceSource } from "../../rules/core";
import { highCardFirst, strategyFor, type CardStrategy } from "./strategies";
import { applyColourDraw, readColourTurn, startColourTurn } from "./colour-turn";
import type {
  ActivationOptions,
  ActivationUnit,
  CardActivationKind,
  CardActivationState,
  Participant,
} from "./types";

/**
 * A turn of card activation as pure steps: start it (which cards make the deck), apply each draw,
 * and read back what the tracker shows. The Foundry side only moves the cards (deck service) and
 * stores the state.
 */

export interface TurnStart {
  readonly state: CardActivationState;
  /** The cards the activation deck must hold this turn; null: the ruleset's whole deck. */
  readonly deckCards: readonly Card[] | null;
  /**
   * Whether the deck is gathered and shuffled first: every turn, except a colour turn within a
   * day, which draws on from where the last turn stopped.
   */
  readonly recall: boolean;
}

export interface StartTurnInput {
  readonly kind: CardActivationKind;
  readonly participants: readonly Participant[];
  readonly options?: ActivationOptions;
  /** The new turn's number (the last one's plus one; 1 for the first). */
  readonly turn: number;
  /** The turn before (colour per side: the day's count goes on from it). */
  readonly previous?: CardActivationState | null;
  /** Dice for the ruleset's `orderSide` (colour per side), when equal values must be parted. */
  readonly source?: DiceSource;
}

export function startTurn(input: StartTurnInput): TurnStart {
  const strategy = strategyFor(input.kind);
  const { turn, participants, options = {} } = input;
  if (!Number.isInteger(turn) || turn < 1)
    throw new RulesError("turn", turn, "must be a whole number from 1");
  const units = strategy.units(participants);
  const base = { version: 1 as const, kind: strategy.kind, turn, units, order: [], current: -1, ties: [] };
  if (strategy.mode === "colour") return startColourTurn({ ...input, base });
  if (strategy.mode === "dealt") {
    if (strategy.kind === "cardPerSide" && units.length < 2)
      throw new RulesError("participants", units.length, "must stand on at least two sides");
    return { state: { ...base, owners: {} }, deckCards: null, recall: true };
  }
  const deck = strategy.deck!(participants, options);
  const owners = Object.fromEntries(deck.map((d) => [cardKey(d.card), d.unit]));
  return { state: { ...base, owners }, deckCards: deck.map((d) => d.card), recall: true };
}

function cardsLeft(state: CardActivationState, strategy: CardStrategy): number {
  // Colour: the sides still to act (both before the draw, then one, then none).
  if (strategy.mode === "colour") return state.order.length === 0 ? 2 : 1 - state.current;
  if (strategy.mode === "drawn") return Object.keys(state.owners).length - state.order.length;
  return state.order.length === 0 ? state.units.length : state.order.length - 1 - state.current;
}

/**
 * How many cards the GM's next press draws: one for a drawn deck; every unit's card at once for
 * the first press of a dealt turn, then none (the press passes to the next card); 0 once the turn
 * is over.
 */
export function drawCount(state: CardActivationState): number {
  const strategy = strategyFor(state.kind);
  if (turnOver(state)) return 0;
  if (strategy.mode === "drawn") return 1;
  // Colour: one pair first; the tracker draws more pairs while they tie.
  if (strategy.mode === "colour") return state.order.length === 0 ? 2 : 0;
  return state.order.length === 0 ? state.units.length : 0;
}

/** No card is left to turn: the last unit acts, and the next press starts a new turn. */
export function turnOver(state: CardActivationState): boolean {
  return cardsLeft(state, strategyFor(state.kind)) === 0;
}

/**
 * Applies the GM's press: `drawn` must hold exactly {@link drawCount} cards. A drawn card must be
 * one of the deck's and not drawn yet (else the Foundry deck and the state have drifted apart).
 */
export function applyDraw(
  state: CardActivationState,
  drawn: readonly Card[],
  options: ActivationOptions = {},
): CardActivationState {
  const strategy = strategyFor(state.kind);
  if (turnOver(state))
    throw new RulesError("turn", state.turn, "is over: every card has been turned, start a new turn");
  if (strategy.mode === "colour") return applyColourDraw(state, drawn, options);
  const need = drawCount(state);
  if (!Array.isArray(drawn) || drawn.length !== need)
    throw new RulesError("drawn", drawn, `must hold ${need} card${need === 1 ? "" : "s"} for this press`);
  const keys = drawn.map((c) => cardKey(c));
  if (strategy.mode === "drawn") {
    const key = keys[0]!;
    if (!Object.hasOwn(state.owners, key))
      throw new RulesError("drawn[0]", key, "is not one of this turn's activation cards");
    if (state.order.includes(key)) throw new RulesError("drawn[0]", key, "was drawn already this turn");
    return { ...state, order: [...state.order, key], current: state.order.length };
  }
  if (need === 0) return { ...state, current: state.current + 1 };
  if (new Set(keys).size !== keys.length) throw new RulesError("drawn", keys, "deals one card twice");
  // Unit i is dealt card i; then the ruleset's order decides who acts first (ties keep the deal).
  const order = options.order ?? highCardFirst;
  const dealt = state.units.map((u, i) => ({ unit: u.key, card: drawn[i]!, key: keys[i]! }));
  const sorted = dealt.map((d, i) => ({ ...d, i })).sort((a, b) => order(a.card, b.card) || a.i - b.i);
  const ties = sorted
    .filter((d) => sorted.some((e) => e !== d && order(d.card, e.card) === 0))
    .map((d) => d.key);
  return {
    ...state,
    owners: Object.fromEntries(dealt.map((d) => [d.key, d.unit])),
    order: sorted.map((d) => d.key),
    current: 0,
    ties,
  };
}

/** The state as the Combat's flags keep it. */
export interface CardActivationFlag extends Omit<CardActivationState, "owners"> {
  /**
   * Card → unit as a list, not an object: Foundry merges a flag's objects key by key on update,
   * so the last turn's cards would linger in a map, while a list is replaced whole.
   */
  readonly cards: readonly { card: string; unit: string }[];
}

export function toFlag(state: CardActivationState): CardActivationFlag {
  const { owners, ...rest } = state;
  return { ...rest, cards: Object.entries(owners).map(([card, unit]) => ({ card, unit })) };
}

/** Reads the state kept in the Combat's flags ({@link toFlag}); anything malformed is a RulesError. */
export function readActivationState(value: unknown): CardActivationState {
  if (typeof value !== "object" || value === null)
    throw new RulesError("cardActivation", value, "must be the activation state");
  const v = value as Record<string, unknown>;
  if (v.version !== 1) throw new RulesError("cardActivation.version", v.version, "must be 1");
  const kind = strategyFor(v.kind).kind;
  if (!Number.isInteger(v.turn) || (v.turn as number) < 1)
    throw new RulesError("cardActivation.turn", v.turn, "must be a whole number from 1");
  if (!Array.isArray(v.units)) throw new RulesError("cardActivation.units", v.units, "must be a list");
  const units: ActivationUnit[] = v.units.map((u: unknown, i) => {
    const r = (u ?? {}) as Record<string, unknown>;
    if (typeof r.key !== "string" || typeof r.name !== "string" || !Array.isArray(r.members))
      throw new RulesError(`cardActivation.units[${i}]`, u, "must have a key, a name and members");
    const members = r.members.map((m: unknown, j) => {
      const mm = (m ?? {}) as Record<string, unknown>;
      if (typeof mm.id !== "string" || typeof mm.name !== "string")
        throw new RulesError(`cardActivation.units[${i}].members[${j}]`, m, "must have an id and a name");
      return { id: mm.id, name: mm.name };
    });
    return { key: r.key, name: r.name, members };
  });
  const unitKeys = new Set(units.map((u) => u.key));
  if (!Array.isArray(v.cards))
    throw new RulesError("cardActivation.cards", v.cards, "must list the turn's cards and their units");
  const owners: Record<string, string> = {};
  v.cards.forEach((entry: unknown, i) => {
    const { card, unit } = (entry ?? {}) as Record<string, unknown>;
    const key = cardKey(parseCard(card, `cardActivation.cards[${i}].card`));
    if (Object.hasOwn(owners, key))
      throw new RulesError(`cardActivation.cards[${i}].card`, key, "appears twice");
    if (typeof unit !== "string" || !unitKeys.has(unit))
      throw new RulesError(`cardActivation.cards[${i}].unit`, unit, "must name one of the turn's units");
    owners[key] = unit;
  });
  const keys = (field: string, list: unknown): string[] => {
    if (!Array.isArray(list)) throw new RulesError(field, list, "must be a list of card keys");
    return list.map((k: unknown, i) => {
      if (typeof k !== "string" || !Object.hasOwn(owners, k))
        throw new RulesError(`${field}[${i}]`, k, "must be one of the turn's cards");
      return k;
    });
  };
  const order = keys("cardActivation.order", v.order);
  if (new Set(order).size !== order.length)
    throw new RulesError("cardActivation.order", order, "holds a card twice");
  const ties = keys("cardActivation.ties", v.ties ?? []);
  const current = v.current;
  if (!Number.isInteger(current) || (current as number) < -1 || (current as number) >= order.length)
    throw new RulesError("cardActivation.current", current, "must point into the order (or be -1)");
  const state = {
    version: 1,
    kind,
    turn: v.turn as number,
    units,
    owners,
    order,
    current: current as number,
    ties,
  } as const;
  return kind === "colourPerSide" ? { ...state, colour: readColourTurn(v.colour, state) } : state;
}
