import { RulesError } from "../errors";

/**
 * Playing cards as plain data. The rules core never sees Foundry `Cards` documents: the shell maps
 * a document to one of these through its stable key, so rules and tests stay pure.
 */
export const SUITS = ["spades", "hearts", "diamonds", "clubs"] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks 2..14 with the Ace high (14), the order every supported ruleset compares cards in. */
export const RANKS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;
export type Rank = (typeof RANKS)[number];

export interface SuitCard {
  readonly suit: Suit;
  readonly rank: Rank;
}
export interface JokerCard {
  readonly joker: "red" | "black";
}
export type Card = SuitCard | JokerCard;

export function isJoker(card: Card): card is JokerCard {
  return "joker" in card;
}

export function colour(card: Card): "red" | "black" {
  if (isJoker(card)) return card.joker;
  return card.suit === "hearts" || card.suit === "diamonds" ? "red" : "black";
}

/** Jack, Queen or King (the Ace is not a face card). */
export function isFace(card: Card): boolean {
  return !isJoker(card) && card.rank >= 11 && card.rank <= 13;
}

const RANK_LETTERS: Readonly<Record<number, string>> = { 11: "J", 12: "Q", 13: "K", 14: "A" };
const SUIT_LETTERS: Readonly<Record<Suit, string>> = { spades: "S", hearts: "H", diamonds: "D", clubs: "C" };

/** A stable key for a card ("QS", "10H", "JokerR"): used as document flag and in saved state. */
export function cardKey(card: Card): string {
  if (isJoker(card)) return card.joker === "red" ? "JokerR" : "JokerB";
  return `${RANK_LETTERS[card.rank] ?? String(card.rank)}${SUIT_LETTERS[card.suit]}`;
}

/** Reads a key written by {@link cardKey}; anything else is a RulesError naming `field`. */
export function parseCard(key: unknown, field = "card"): Card {
  if (key === "JokerR") return { joker: "red" };
  if (key === "JokerB") return { joker: "black" };
  if (typeof key !== "string") throw new RulesError(field, key, "must be a card key such as QS or 10H");
  const match = /^(10|[2-9JQKA])([SHDC])$/.exec(key);
  if (!match) throw new RulesError(field, key, "must be a card key such as QS, 10H or JokerR");
  const [, r, s] = match as unknown as [string, string, string];
  const letterRank = Object.entries(RANK_LETTERS).find(([, l]) => l === r)?.[0];
  const rank = Number(letterRank ?? r) as Rank;
  const suit = SUITS.find((x) => SUIT_LETTERS[x] === s) as Suit;
  return { suit, rank };
}

/** Checks that a value from outside (saved state, a ruleset definition) is a known card. */
export function assertCard(field: string, value: unknown): Card {
  if (typeof value !== "object" || value === null) throw new RulesError(field, value, "must be a card");
  const v = value as Record<string, unknown>;
  if ("joker" in v) {
    if (v.joker !== "red" && v.joker !== "black")
      throw new RulesError(`${field}.joker`, v.joker, "must be red or black");
    return { joker: v.joker };
  }
  if (!(SUITS as readonly unknown[]).includes(v.suit))
    throw new RulesError(`${field}.suit`, v.suit, `must be one of ${SUITS.join(", ")}`);
  if (!(RANKS as readonly unknown[]).includes(v.rank))
    throw new RulesError(`${field}.rank`, v.rank, "must be a whole number from 2 to 14 (Ace 14)");
  return { suit: v.suit as Suit, rank: v.rank as Rank };
}
