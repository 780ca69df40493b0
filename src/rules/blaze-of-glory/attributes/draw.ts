import { RulesError, assertInteger, assertOneOf, checkFace, type DiceSource } from "../../core";
import type { AttributeId } from "../ids";
import { ATTRIBUTE_CARDS, JOKER_SOURCE, RANKS, SUITS, type AttributeCard, type Suit } from "./cards";

/**
 * Drawing an attribute card for a Hand (L3049–3053). The deck is a full 54-card pack: the 52 suited
 * cards plus two Jokers, so a Joker (player's choice) comes up 2 times in 54.
 */

export const DECK_SIZE = 54;

/** What a card gives: an attribute, or the player's free choice (a Joker). */
export type CardResult = AttributeId | "playersChoice";

export interface DrawnCard {
  /** Position in the deck, 1..54: spades 2..A are 1–13, clubs 14–26, hearts 27–39, diamonds 40–52, Jokers 53–54. */
  index: number;
  suit: Suit | "joker";
  /** 2–14 (Jack 11 … Ace 14); `null` for a Joker. */
  rank: number | null;
  result: CardResult;
  source: string;
}

const BY_INDEX: readonly AttributeCard[] = buildIndex();

function buildIndex(): AttributeCard[] {
  const out: AttributeCard[] = [];
  for (const suit of SUITS) {
    for (const rank of RANKS) {
      const entry = ATTRIBUTE_CARDS.find((c) => c.suit === suit && c.ranks.includes(rank));
      if (!entry) throw new RulesError("ATTRIBUTE_CARDS", suit, `no attribute for rank ${rank}`);
      out.push(entry);
    }
  }
  return out;
}

/** The card at a deck position (1..54). */
export function cardAt(index: number): DrawnCard {
  assertInteger("index", index, 1, DECK_SIZE);
  if (index > 52) return { index, suit: "joker", rank: null, result: "playersChoice", source: JOKER_SOURCE };
  const suitIndex = Math.floor((index - 1) / 13);
  const rank = RANKS[(index - 1) % 13]!;
  const entry = BY_INDEX[index - 1]!;
  return { index, suit: SUITS[suitIndex]!, rank, result: entry.attribute, source: entry.source };
}

/** The attribute a given card gives (rank 2–14). */
export function attributeForCard(suit: Suit, rank: number): AttributeCard {
  const s = assertOneOf("suit", suit, SUITS);
  const r = assertInteger("rank", rank, 2, 14);
  return BY_INDEX[SUITS.indexOf(s) * 13 + (r - 2)]!;
}

/** Draws one card from a full deck: one `roll(54)` from the dice source. */
export function drawAttribute(source: DiceSource): DrawnCard {
  return cardAt(checkFace(source.roll(DECK_SIZE), DECK_SIZE, "card"));
}
