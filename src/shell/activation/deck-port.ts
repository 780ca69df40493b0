import type { Card } from "../../rules/core";
import type { DeckDefinition } from "../decks/definition";

/**
 * The part of the shell's deck service (`src/shell/decks/service.ts`) the tracker uses, as an
 * interface: the live tracker passes the service module itself, tests an in-memory deck.
 */
export interface ActivationDeckHandle {
  readonly definition: DeckDefinition;
}

export interface ActivationDeckPort {
  /** GM only; with `cards`, rebuilds the deck to exactly those cards. */
  ensureDeck(def: DeckDefinition, options?: { cards?: readonly Card[] }): Promise<ActivationDeckHandle>;
  /** Gathers every card back into the draw pile and shuffles it. */
  recallDeck(handle: ActivationDeckHandle): Promise<unknown>;
  drawCards(
    handle: ActivationDeckHandle,
    options: { count: number; announce?: false | { flavor: string } },
  ): Promise<{ drawn: Card[] }>;
  /** Moves the cards drawn (on the table) to the discard pile, which a reshuffle takes back. */
  discardCards(handle: ActivationDeckHandle): Promise<unknown>;
}

/** The activation deck when a ruleset declares none: the 52 cards, the turn ending on empty. */
export const DEFAULT_ACTIVATION_DECK: DeckDefinition = {
  id: "activation",
  label: "SIXGUN.Activation.Deck",
  composition: "standard",
  reshuffleWhenEmpty: false,
};

/** The ruleset's deck with id "activation", else {@link DEFAULT_ACTIVATION_DECK}. */
export function activationDeckOf(decks: readonly DeckDefinition[] | undefined): DeckDefinition {
  return decks?.find((d) => d.id === "activation") ?? DEFAULT_ACTIVATION_DECK;
}
