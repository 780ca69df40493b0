import type { Card } from "../../core/cards/card";
import { draw, type DeckState } from "../../core/cards/state";
import type { DiceSource } from "../../core/dice";
import { RulesError } from "../../core/errors";
import { chargenLine, type ChargenType } from "./lines";
import {
  assertChargenOptions,
  chargenCardCount,
  readChargenCards,
  type ChargenCards,
  type ChargenOptions,
  type FigureTraits,
} from "./read";

export interface GenerateTraitsInput {
  readonly type: ChargenType;
  /** The character-generation deck (54 cards, Jokers in: FYH-Q21). */
  readonly deck: DeckState;
  /** Used only to shuffle the discards back in when the draw pile runs out. */
  readonly dice: DiceSource;
  readonly options: ChargenOptions;
}

export interface GeneratedTraits {
  readonly traits: FigureTraits;
  /** The cards read, by line (the audit trail a figure keeps). */
  readonly cards: ChargenCards;
  /** The deck afterwards: the cards drawn lie on its discard pile. */
  readonly deck: DeckState;
  readonly reshuffles: number;
}

/**
 * Draws a figure's chargen card(s) from the deck and reads its traits. One card per figure, or
 * under FYH-Q21's other reading one card for quickness and then one for toughness (only for the
 * lines the type has). The cards drawn go to the discard pile, so the table is left as it was.
 */
export function generateTraits(input: GenerateTraitsInput): GeneratedTraits {
  const line = chargenLine(input.type);
  const options = assertChargenOptions(input.options);
  const count = chargenCardCount(line.type, options);
  if (typeof input.deck !== "object" || input.deck === null || !Array.isArray(input.deck.drawPile))
    throw new RulesError("deck", input.deck, "must be a deck state");
  const result = draw(input.deck, input.dice, { count, reshuffleWhenEmpty: true });
  const drawn = result.drawn;
  const cards: ChargenCards =
    options.chargenCards === "onePerFigure"
      ? {
          ...(line.quickness ? { quickness: drawn[0] } : {}),
          ...(line.toughness ? { toughness: drawn[0] } : {}),
        }
      : twoLines(line.quickness !== undefined, line.toughness !== undefined, drawn);
  const traits = readChargenCards(
    line.type,
    options.chargenCards === "onePerFigure" ? (drawn[0] as Card) : cards,
    options,
  );
  const deck: DeckState = {
    ...result.state,
    table: input.deck.table,
    discardPile: [...result.state.discardPile, ...drawn],
  };
  return { traits, cards, deck, reshuffles: result.reshuffles };
}

/** Quickness first, then toughness, in the order the type's entry lists them. */
function twoLines(quickness: boolean, toughness: boolean, drawn: readonly Card[]): ChargenCards {
  let i = 0;
  return {
    ...(quickness ? { quickness: drawn[i++] } : {}),
    ...(toughness ? { toughness: drawn[i++] } : {}),
  };
}
