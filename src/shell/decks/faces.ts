import { SYSTEM_ID, SYSTEM_PATH } from "../../config";
import { cardKey, colour, isJoker, type Card } from "../../rules/core";
import { localize } from "../foundry";

/**
 * Our own card art: `scripts/lib/card-faces.mjs` writes one SVG per card key and a back into
 * `assets/cards/` of the built system, so a card's face is found from its key alone.
 */
export const CARD_ART = `${SYSTEM_PATH}/assets/cards`;
export const CARD_BACK = `${CARD_ART}/back.svg`;

export function faceImage(card: Card): string {
  return `${CARD_ART}/${cardKey(card)}.svg`;
}

const RANK_NAMES: Readonly<Record<number, string>> = { 11: "Jack", 12: "Queen", 13: "King", 14: "Ace" };

/** Where names come from: the client's language, or (gallery, tests) a plain lookup. */
export type Localize = (key: string, data?: Record<string, unknown>) => string;

/** "Queen of Spades", "10 of Hearts", "Red Joker", in the client's language. */
export function cardName(card: Card, text: Localize = localize): string {
  if (isJoker(card)) return text(`SIXGUN.Decks.Joker.${card.joker}`);
  const named = RANK_NAMES[card.rank];
  const rank = named ? text(`SIXGUN.Decks.Rank.${named}`) : String(card.rank);
  return text("SIXGUN.Decks.CardName", { rank, suit: text(`SIXGUN.Suit.${card.suit}`) });
}

/**
 * The embedded `Card` data of one card of a deck. The key in the flags is what the service reads
 * back (names are localized and faces may change; the key never does); suit and value are filled
 * so core's own card sheets and sorting make sense of it too.
 */
export function cardDocumentData(card: Card, sort: number): Record<string, unknown> {
  const name = cardName(card);
  return {
    name,
    type: "base",
    suit: isJoker(card) ? "" : card.suit,
    value: isJoker(card) ? 0 : card.rank,
    faces: [{ img: faceImage(card), name }],
    face: 0,
    back: { img: CARD_BACK, name: "" },
    sort,
    drawn: false,
    flags: { [SYSTEM_ID]: { card: cardKey(card), colour: colour(card) } },
  };
}
