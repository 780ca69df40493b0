import { RulesError } from "../errors";
import { fraction, type Fraction } from "../probability";
import type { Card } from "./card";

/**
 * Exact chance that the next card drawn satisfies `test`, given the cards still in the draw pile
 * (order unknown to the players, so every remaining card is equally likely).
 */
export function nextCardOdds(drawPile: readonly Card[], test: (card: Card) => boolean): Fraction {
  if (drawPile.length === 0) throw new RulesError("drawPile", drawPile, "is empty: no next card");
  return fraction(drawPile.filter(test).length, drawPile.length);
}
