import { I18N } from "../../config";
import type { Card } from "../../rules/core";
import { isDayFaceCard, resolveInitiative } from "../../rules/sgs-classic/activation";
import type { DeckDefinition } from "../../shell/decks/definition";
import type { CardActivationHooks } from "../../shell/activation/types";
import { readClassicRules } from "./settings";

/**
 * Six Gun Sound (classic) card activation (guide §3.1; seed L94, L159–L165): one 52-card deck
 * without Jokers, two cards a turn, red against black. The shell draws; these hooks read the cards.
 */

/** Ids are stored in the documents' flags: never changed once released. */
export const CLASSIC_DECKS: readonly DeckDefinition[] = Object.freeze([
  // The discards are shuffled back when the deck runs out and the day's count goes on (SGS-Q03).
  {
    id: "activation",
    label: `${I18N}.Classic.Deck.activation`,
    composition: "standard",
    reshuffleWhenEmpty: true,
  },
]);

/** Reads the interpretations lazily so a settings change applies from the next draw. */
export function classicCardActivation(
  readRules: () => Parameters<typeof isDayFaceCard>[1],
): CardActivationHooks {
  return {
    colourOrder(cards: readonly Card[]) {
      const read = resolveInitiative([cards[0]!, cards[1]!]);
      return read.first ?? "redraw";
    },
    dayFaceCard: (card: Card) => isDayFaceCard(card, readRules()),
    sideOf(actor: unknown) {
      const side = (actor as { system?: { side?: unknown } } | null)?.system?.side;
      return side === "red" || side === "black" ? side : null;
    },
    cvOf(actor: unknown) {
      const cv = (actor as { system?: { cv?: unknown } } | null)?.system?.cv;
      return typeof cv === "number" ? cv : 0;
    },
  };
}

/** The `cardActivation` entry of the ruleset definition, reading the world's interpretations. */
export const CLASSIC_CARD_ACTIVATION: CardActivationHooks = classicCardActivation(readClassicRules);
