import { I18N } from "../../config";
import { pluralKey } from "../plural";
import type { CardFace, TrackerView } from "./view";

/**
 * The chat line a press posts, so players follow the draws outside the tracker too: the card
 * turned and whom it activates (a deal lists every card in acting order), then what is left.
 * Pure: the caller passes Foundry's escaping and localization; every name is escaped.
 */
export interface ChatLineTools {
  escape(text: string): string;
  localize(key: string, data?: Record<string, unknown>): string;
  /** The client's language, for plural forms. */
  lang?: string;
}

function face(f: CardFace, escape: ChatLineTools["escape"]): string {
  return `<span class="sgs-cards-face ${f.colour}">${escape(f.rank)}<span class="sgs-cards-suit">${escape(f.suit)}</span></span>`;
}

export function chatLine(view: TrackerView, tools: ChatLineTools, dealt = false): string {
  const { escape, localize } = tools;
  const rows: string[] = [];
  if (dealt) {
    rows.push(`<p>${escape(localize("SIXGUN.Activation.Chat.Dealt", { n: view.turn }))}</p>`);
    rows.push(
      `<ol class="sgs-cards-order">${view.order
        .map((o) => `<li>${face(o.face, escape)} ${escape(o.unit)}</li>`)
        .join("")}</ol>`,
    );
  }
  if (view.current) {
    const members = view.current.members.join(", ");
    rows.push(
      `<p class="sgs-cards-now">${face(view.current.face, escape)} <strong>${escape(
        localize("SIXGUN.Activation.Acts", { unit: view.current.unit }),
      )}</strong>${members ? ` <span class="sgs-cards-members">${escape(members)}</span>` : ""}</p>`,
    );
  }
  rows.push(
    `<p class="sgs-cards-next">${escape(
      view.turnOver
        ? localize("SIXGUN.Activation.TurnOver")
        : localize(pluralKey(`${I18N}.Activation.CardsLeft`, view.next.cardsLeft, tools.lang), {
            n: view.next.cardsLeft,
          }),
    )}</p>`,
  );
  return `<div class="six-gun-sound sgs-chat sgs-cards-chat">${rows.join("")}</div>`;
}
