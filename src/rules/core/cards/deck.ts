import { RulesError } from "../errors";
import { RANKS, SUITS, assertCard, cardKey, type Card } from "./card";

/** The 52-card deck in a fixed order (suit by suit, 2 to Ace): the order before any shuffle. */
export function standardDeck(): Card[] {
  return SUITS.flatMap((suit) => RANKS.map((rank) => ({ suit, rank })));
}

/** 52 cards plus a red and a black Joker (Jokers serve as timers and reshuffle signals). */
export function deckWithJokers(): Card[] {
  return [...standardDeck(), { joker: "red" }, { joker: "black" }];
}

/**
 * Validates a ruleset's custom face list: every entry a known card, no card twice (a duplicate
 * would make the exact odds and the conservation of cards meaningless).
 */
export function customDeck(cards: unknown, field = "deck"): Card[] {
  if (!Array.isArray(cards)) throw new RulesError(field, cards, "must be a list of cards");
  if (cards.length === 0) throw new RulesError(field, cards, "must hold at least one card");
  const seen = new Set<string>();
  return cards.map((value, i) => {
    const card = assertCard(`${field}[${i}]`, value);
    const key = cardKey(card);
    if (seen.has(key)) throw new RulesError(`${field}[${i}]`, key, "appears twice in the deck");
    seen.add(key);
    return card;
  });
}
