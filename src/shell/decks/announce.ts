import { SYSTEM_ID, templatePath } from "../../config";
import { cardKey, colour, type Card, type DeckState } from "../../rules/core";
import { fv, localize, type FMessage } from "../foundry";
import { countersOf, type DeckDefinition } from "./definition";
import { cardName, faceImage, type Localize } from "./faces";

/** What the draw card shows: the deck, the flavor line, each drawn card with its face. */
export interface DeckDrawView {
  deck: string;
  flavor: string;
  cards: { key: string; name: string; img: string; colour: "red" | "black" }[];
  reshuffles: number;
  jokerDrawn: boolean;
  /** The ruleset's counters after the draw (face cards drawn this day…). */
  counters: { label: string; value: number }[];
}

export function deckDrawView(
  def: DeckDefinition,
  outcome: { drawn: readonly Card[]; reshuffles: number; jokerDrawn: boolean; state?: DeckState },
  flavor: string,
  text: Localize = localize,
): DeckDrawView {
  return {
    deck: text(def.label),
    flavor,
    cards: outcome.drawn.map((card) => ({
      key: cardKey(card),
      name: cardName(card, text),
      img: faceImage(card),
      colour: colour(card),
    })),
    reshuffles: outcome.reshuffles,
    jokerDrawn: outcome.jokerDrawn && def.reshuffleOnJoker === true,
    counters: outcome.state
      ? countersOf(def, outcome.state).map((c) => ({ label: text(c.label), value: c.value }))
      : [],
  };
}

/**
 * Posts the drawn cards to chat for everyone (draws are open at the table). The template escapes
 * every text it prints (the flavor may come from a ruleset's or a user's words).
 */
export async function announceDraw(
  def: DeckDefinition,
  outcome: { drawn: readonly Card[]; reshuffles: number; jokerDrawn: boolean; state?: DeckState },
  flavor: string,
): Promise<FMessage | undefined> {
  const g = fv();
  const view = deckDrawView(def, outcome, flavor);
  const body = await g.foundry.applications.handlebars.renderTemplate(
    templatePath("shell/deck-draw.hbs"),
    view,
  );
  return g.ChatMessage.create({
    content: `<div class="six-gun-sound sgs-chat">${body}</div>`,
    speaker: g.ChatMessage.getSpeaker({ alias: view.deck }),
    flags: { [SYSTEM_ID]: { deckDraw: { deck: def.id, cards: view.cards.map((c) => c.key) } } },
  });
}
