import { cardKey, deckWithJokers, type Card, type Fraction } from "../../../rules/core";
import {
  chargenCardCount,
  chargenLine,
  chargenOdds,
  readChargenCards,
  CHARGEN_TYPES,
  type ChargenOptions,
  type ChargenType,
  type FigureTraits,
} from "../../../rules/fill-yore-hands/chargen";
import type { Quickness, Toughness } from "../../../rules/fill-yore-hands/ids";

/** Character generation by card draw (guide §3.12, seed L153–L214) at the table. */

export function isChargenType(type: string): type is ChargenType {
  return (CHARGEN_TYPES as readonly string[]).includes(type);
}

/** The cards a figure of this type draws (FYH-Q21). */
export function cardsToDraw(type: ChargenType, options: ChargenOptions): number {
  return chargenCardCount(type, options);
}

export interface ChargenOddsView {
  quickness: Record<Quickness, Fraction>;
  toughness: Record<Toughness, Fraction>;
}

/**
 * Exact odds of each trait from the cards still in the draw pile (a pile too small for the draw is
 * reshuffled with the discards first: then the whole deck counts).
 */
export function chargenOddsFor(
  type: ChargenType,
  options: ChargenOptions,
  drawPile: readonly Card[],
): ChargenOddsView {
  const need = chargenCardCount(type, options);
  const pile = drawPile.length >= need ? drawPile : deckWithJokers();
  const o = chargenOdds({ type, options, drawPile: pile });
  return { quickness: { ...o.quickness }, toughness: { ...o.toughness } };
}

/** Reads the drawn cards in the order the type's lines take them (quickness, then toughness). */
export function traitsFromDraw(
  type: ChargenType,
  options: ChargenOptions,
  drawn: readonly Card[],
): FigureTraits {
  const line = chargenLine(type);
  if (options.chargenCards === "onePerFigure") return readChargenCards(type, drawn[0]!, options);
  let i = 0;
  return readChargenCards(
    type,
    {
      ...(line.quickness ? { quickness: drawn[i++]! } : {}),
      ...(line.toughness ? { toughness: drawn[i++]! } : {}),
    },
    options,
  );
}

/** What the figure's sheet keeps: its traits and the (first) card they were read from. */
export function traitsUpdate(traits: FigureTraits, drawn: readonly Card[]): Record<string, unknown> {
  return {
    "system.quickness": traits.quickness,
    "system.toughness": traits.toughness,
    "system.chargenCard": drawn[0] ? cardKey(drawn[0]) : null,
  };
}
