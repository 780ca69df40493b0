import type { AttributeId } from "../ids";

/**
 * The attribute/skill card list (seed L3055–3119): a Hand draws a playing card and the suit and rank
 * give the attribute. Ranks are numbers so ranges stay simple: 2–10, then Jack 11, Queen 12, King 13,
 * Ace 14 (the book ranks Aces high: "King or Ace" closes every suit).
 */

export const SUITS = ["spades", "clubs", "hearts", "diamonds"] as const;
export type Suit = (typeof SUITS)[number];

export const JACK = 11;
export const QUEEN = 12;
export const KING = 13;
export const ACE = 14;
export const RANKS = [2, 3, 4, 5, 6, 7, 8, 9, 10, JACK, QUEEN, KING, ACE] as const;

export interface AttributeCard {
  readonly suit: Suit;
  /** Every rank of the suit that gives this attribute. */
  readonly ranks: readonly number[];
  readonly attribute: AttributeId;
  readonly source: string;
}

function card(suit: Suit, from: number, to: number, attribute: AttributeId, source: string): AttributeCard {
  const ranks: number[] = [];
  for (let r = from; r <= to; r++) ranks.push(r);
  return { suit, ranks, attribute, source };
}

export const ATTRIBUTE_CARDS: readonly AttributeCard[] = [
  card("spades", 2, 3, "agile", "L3057"),
  card("spades", 4, 4, "bornLeader", "L3059"),
  card("spades", 5, 7, "brawler", "L3061"),
  card("spades", 8, 10, "goodJudgeOfHorseflesh", "L3063"),
  card("spades", JACK, QUEEN, "tyro", "L3065"),
  card("spades", KING, ACE, "twoLeftFeet", "L3067"),
  card("clubs", 2, 5, "lacksABackbone", "L3071"),
  card("clubs", 6, 6, "crackshot", "L3073"),
  card("clubs", 7, 8, "drunkard", "L3075"),
  card("clubs", 9, 9, "touchedInTheHead", "L3087"),
  card("clubs", 10, JACK, "familiarWithWeapon", "L3089"),
  card("clubs", QUEEN, QUEEN, "fast", "L3091"),
  card("clubs", KING, ACE, "gunShy", "L3093"),
  card("hearts", 2, 3, "knifeFighter", "L3097"),
  card("hearts", 4, 4, "trueGrit", "L3099"),
  card("hearts", 5, 8, "tradesman", "L3101"),
  card("hearts", 9, JACK, "runt", "L3103"),
  card("hearts", QUEEN, ACE, "sickly", "L3105"),
  card("diamonds", 2, 5, "slow", "L3109"),
  card("diamonds", 6, 7, "swimmer", "L3111"),
  card("diamonds", 8, 8, "crackTeamster", "L3113"),
  card("diamonds", 9, JACK, "tough", "L3117"),
  card("diamonds", QUEEN, ACE, "yella", "L3119"),
];

/** A Joker lets the player pick the attribute (L3053). */
export const JOKER_SOURCE = "L3053";
