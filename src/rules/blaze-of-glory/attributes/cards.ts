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

function card(suit: Suit, from: number, to: number, attribute: AttributeId, line: number): AttributeCard {
  const ranks: number[] = [];
  for (let r = from; r <= to; r++) ranks.push(r);
  return { suit, ranks, attribute, source: `L${line}` };
}

export const ATTRIBUTE_CARDS: readonly AttributeCard[] = [
  card("spades", 2, 3, "agile", 3057),
  card("spades", 4, 4, "bornLeader", 3059),
  card("spades", 5, 7, "brawler", 3061),
  card("spades", 8, 10, "goodJudgeOfHorseflesh", 3063),
  card("spades", JACK, QUEEN, "tyro", 3065),
  card("spades", KING, ACE, "twoLeftFeet", 3067),
  card("clubs", 2, 5, "lacksABackbone", 3071),
  card("clubs", 6, 6, "crackshot", 3073),
  card("clubs", 7, 8, "drunkard", 3075),
  card("clubs", 9, 9, "touchedInTheHead", 3087),
  card("clubs", 10, JACK, "familiarWithWeapon", 3089),
  card("clubs", QUEEN, QUEEN, "fast", 3091),
  card("clubs", KING, ACE, "gunShy", 3093),
  card("hearts", 2, 3, "knifeFighter", 3097),
  card("hearts", 4, 4, "trueGrit", 3099),
  card("hearts", 5, 8, "tradesman", 3101),
  card("hearts", 9, JACK, "runt", 3103),
  card("hearts", QUEEN, ACE, "sickly", 3105),
  card("diamonds", 2, 5, "slow", 3109),
  card("diamonds", 6, 7, "swimmer", 3111),
  card("diamonds", 8, 8, "crackTeamster", 3113),
  card("diamonds", 9, JACK, "tough", 3117),
  card("diamonds", QUEEN, ACE, "yella", 3119),
];

/** A Joker lets the player pick the attribute (L3053). */
export const JOKER_SOURCE = "L3053";
