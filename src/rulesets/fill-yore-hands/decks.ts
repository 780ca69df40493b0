import { I18N } from "../../config";
import type { DeckDefinition } from "../../shell/decks/definition";

/**
 * The decks Fill Yore Hands! plays with (guide §6.3), made on demand by the shell's deck service.
 * Ids are stored in the documents' flags: never changed once released.
 */
export const FYH_DECKS: readonly DeckDefinition[] = Object.freeze([
  // Group cards, N per group (FYH-Q02). An empty deck ends the turn (FYH-Q01): the activation
  // strategy rebuilds and shuffles it for the next turn, so the service does not reshuffle it.
  {
    id: "activation",
    label: `${I18N}.FYH.Deck.activation`,
    composition: "standard",
    reshuffleWhenEmpty: false,
  },
  // A card per hit or heavy brawl loss, from 54 cards with both Jokers (L64).
  { id: "damage", label: `${I18N}.FYH.Deck.damage`, composition: "withJokers", reshuffleWhenEmpty: true },
  // How a woman takes a brawl: a 52-card deck, no Jokers (L137).
  {
    id: "womenBrawl",
    label: `${I18N}.FYH.Deck.womenBrawl`,
    composition: "standard",
    reshuffleWhenEmpty: true,
  },
  // Character generation: one card per figure from 54 cards (FYH-Q21).
  { id: "chargen", label: `${I18N}.FYH.Deck.chargen`, composition: "withJokers", reshuffleWhenEmpty: true },
]);
