import {
  type Card,
  type DeckState,
  type DiceSource,
  type Fraction,
  colour,
  draw,
  fraction,
  isJoker,
} from "../../core";
import { RulesError } from "../../core/errors";
import type { SideColour } from "../ids";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * Which side acts first (guide §3.1; seed L159–L165): two cards; the same colour → that colour's
 * side; different colours → the colour of the higher card (Ace high, SGS-Q03); different colours
 * and equal ranks → two more cards.
 */

export const DAY_FACE_CARDS = 10;

export type InitiativeResult =
  | { readonly first: SideColour; readonly by: "sameColour" | "higherCard" }
  | { readonly first: null; readonly by: "tie" };

function rankOf(card: Card, field: string): number {
  if (isJoker(card)) throw new RulesError(field, card, "must not be a Joker: the deck has no Jokers (L94)");
  return card.rank;
}

/** Reads one pair of cards. */
export function resolveInitiative(cards: readonly [Card, Card]): InitiativeResult {
  if (!Array.isArray(cards) || cards.length !== 2) throw new RulesError("cards", cards, "must be two cards");
  const [a, b] = cards;
  const ra = rankOf(a, "cards[0]");
  const rb = rankOf(b, "cards[1]");
  const ca = colour(a);
  const cb = colour(b);
  if (ca === cb) return { first: ca, by: "sameColour" };
  if (ra === rb) return { first: null, by: "tie" };
  return { first: ra > rb ? ca : cb, by: "higherCard" };
}

/** Whether a card counts towards the day's ten (J, Q, K; with the Ace under the other reading). */
export function isDayFaceCard(card: Card, rules: ClassicRules = DEFAULT_RULES): boolean {
  if (isJoker(card)) return false;
  return card.rank >= 11 && card.rank <= (rules.faceCards === "jackToAce" ? 14 : 13);
}

/**
 * Reads a turn's pairs in draw order: the first pair that decides names the side (null while all
 * tie), and the face cards they add to the day (a tied pair's only when SGS-Q03's reading counts
 * them, `tieCardsCount`). The pairs after a deciding one are not read.
 */
export function readTurnPairs(
  pairs: readonly (readonly [Card, Card])[],
  rules: ClassicRules = DEFAULT_RULES,
): InitiativeResult & { readonly faceCards: number } {
  if (!Array.isArray(pairs)) throw new RulesError("pairs", pairs, "must be a list of pairs");
  let faceCards = 0;
  for (const [i, pair] of pairs.entries()) {
    if (!Array.isArray(pair) || pair.length !== 2)
      throw new RulesError(`pairs[${i}]`, pair, "must be two cards");
    const read = resolveInitiative(pair as unknown as readonly [Card, Card]);
    if (read.first !== null || rules.tieCardsCount)
      faceCards += pair.filter((c) => isDayFaceCard(c, rules)).length;
    if (read.first !== null) return { ...read, faceCards };
  }
  return { first: null, by: "tie", faceCards };
}

export interface TurnDraw {
  /** Every pair drawn, the tied ones first. */
  readonly pairs: readonly (readonly [Card, Card])[];
  readonly first: SideColour;
  readonly by: "sameColour" | "higherCard";
  /** Face cards this turn adds to the day's count. */
  readonly faceCards: number;
  readonly state: DeckState;
  readonly reshuffles: number;
}

/**
 * Draws a turn's initiative from the deck, pair after pair until one decides; the discards are
 * shuffled back when the deck runs out and the count goes on (SGS-Q03). Every drawn card is
 * discarded at once: the cards only decide the order.
 */
export function drawTurn(
  state: DeckState,
  source: DiceSource,
  rules: ClassicRules = DEFAULT_RULES,
): TurnDraw {
  const pairs: (readonly [Card, Card])[] = [];
  let reshuffles = 0;
  let current = state;
  for (;;) {
    const result = draw(current, source, { count: 2, reshuffleWhenEmpty: true });
    reshuffles += result.reshuffles;
    const pair = [result.drawn[0]!, result.drawn[1]!] as const;
    current = {
      ...result.state,
      table: result.state.table.slice(0, -2),
      discardPile: [...result.state.discardPile, ...pair],
    };
    pairs.push(pair);
    const read = readTurnPairs(pairs, rules);
    if (read.first !== null)
      return { pairs, first: read.first, by: read.by, faceCards: read.faceCards, state: current, reshuffles };
    if (pairs.length > 200) throw new RulesError("deck", state, "keeps tying: it cannot decide a turn");
  }
}

export interface DayCount {
  readonly faceCards: number;
  readonly over: boolean;
}

/** The day's running count after a turn; it ends at ten face cards or with one side left (L163). */
export function dayAfterTurn(input: {
  readonly faceCardsSoFar: number;
  readonly turnFaceCards: number;
  readonly sidesLeft: number;
}): DayCount {
  for (const [field, v] of Object.entries(input))
    if (!Number.isInteger(v) || v < 0) throw new RulesError(field, v, "must be a whole number, 0 or more");
  const faceCards = input.faceCardsSoFar + input.turnFaceCards;
  return { faceCards, over: faceCards >= DAY_FACE_CARDS || input.sidesLeft <= 1 };
}

/**
 * Exact odds of one pair from a full deck without Jokers: red first, black first, or a re-draw.
 * Counted over every ordered pair of distinct cards.
 */
export function initiativeOdds(deck: readonly Card[]): { red: Fraction; black: Fraction; redraw: Fraction } {
  let red = 0;
  let black = 0;
  let tie = 0;
  let total = 0;
  for (let i = 0; i < deck.length; i++)
    for (let j = 0; j < deck.length; j++) {
      if (i === j) continue;
      total++;
      const r = resolveInitiative([deck[i]!, deck[j]!]);
      if (r.first === "red") red++;
      else if (r.first === "black") black++;
      else tie++;
    }
  if (total === 0) throw new RulesError("deck", deck, "must hold at least two cards");
  return { red: fraction(red, total), black: fraction(black, total), redraw: fraction(tie, total) };
}
