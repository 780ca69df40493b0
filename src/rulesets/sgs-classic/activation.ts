import { I18N } from "../../config";
import { DAY_FACE_CARDS, activationOrder, readTurnPairs } from "../../rules/sgs-classic/activation";
import type { ClassicRules } from "../../rules/sgs-classic/interpretations";
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

/**
 * The hooks of the shell's colour-per-side kind. The interpretations are read at each turn, so a
 * settings change applies from the next one: SGS-Q03 (what counts as a face card, whether a tied
 * pair counts) and SGS-Q05 (equal CVs roll off, or keep the order the GM gave them).
 */
export function classicCardActivation(readRules: () => ClassicRules): CardActivationHooks {
  return {
    options() {
      const rules = readRules();
      return {
        readPairs: (pairs) => readTurnPairs(pairs, rules),
        faceCardsPerDay: DAY_FACE_CARDS,
        orderSide: (figures, source) => activationOrder(figures, source, rules),
      };
    },
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
