import { I18N } from "../../../config";
import type { DeckDefinition } from "../../../shell/decks/definition";

/**
 * Blaze of Glory's decks for "They're over here!" / "Here they come!" (L4908–5131), made on demand
 * by the shell's deck service. Ids are stored in the documents' flags: never changed once released.
 */
export const DEPLOYMENT_PILE: DeckDefinition = {
  // The enemy pile: rebuilt for each encounter with exactly its cards (`ensureDeck({ cards })`),
  // turned from the top and never reshuffled (an empty pile means every figure is out).
  id: "deploymentPile",
  label: `${I18N}.Deployment.Deck.pile`,
  composition: "standard",
  reshuffleWhenEmpty: false,
};

export const DEPLOYMENT_MAIN: DeckDefinition = {
  // The main deck (not the pile): one card's suit says where reinforcements come in (L5018–5026).
  id: "deploymentMain",
  label: `${I18N}.Deployment.Deck.main`,
  composition: "standard",
  reshuffleWhenEmpty: true,
};

export const BOG_DECKS: readonly DeckDefinition[] = Object.freeze([DEPLOYMENT_PILE, DEPLOYMENT_MAIN]);
