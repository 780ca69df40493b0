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
  if (dealt && view.mode === "colour") rows.push(...colourDraw(view, tools));
  else if (dealt) {
    rows.push(`<p>${escape(localize("SIXGUN.Activation.Chat.Dealt", { n: view.turn }))}</p>`);
    rows.push(
      `<ol class="sgs-cards-order">${view.order
        .map((o) => `<li>${face(o.face, escape)} ${escape(o.unit)}</li>`)
        .join("")}</ol>`,
    );
  }
  if (view.current) {
    const members = view.current.members.join(", ");
    const card = view.current.face ? `${face(view.current.face, escape)} ` : "";
    rows.push(
      `<p class="sgs-cards-now">${card}<strong>${escape(
        localize("SIXGUN.Activation.Acts", { unit: view.current.unit }),
      )}</strong>${members ? ` <span class="sgs-cards-members">${escape(members)}</span>` : ""}</p>`,
    );
  }
  rows.push(
    `<p class="sgs-cards-next">${escape(
      view.turnOver
        ? localize(view.overKey)
        : localize(pluralKey(view.leftKey, view.next.cardsLeft, tools.lang), { n: view.next.cardsLeft }),
    )}</p>`,
  );
  if (view.day)
    rows.push(
      `<p class="sgs-cards-day">${escape(
        localize("SIXGUN.Activation.Chat.FaceCards", {
          day: view.day.n,
          n: view.day.faceCards,
          of: view.day.perDay,
        }),
      )}</p>`,
    );
  return `<div class="six-gun-sound sgs-chat sgs-cards-chat">${rows.join("")}</div>`;
}

/** A colour turn's first press: every pair drawn (the ties marked), then the roll-offs. */
function colourDraw(view: TrackerView, { escape, localize }: ChatLineTools): string[] {
  const rows = [`<p>${escape(localize("SIXGUN.Activation.Chat.Pairs", { n: view.turn }))}</p>`];
  const pairs: string[] = [];
  for (let i = 0; i + 1 < view.order.length; i += 2) {
    const tied = i + 2 < view.order.length;
    const cards = `${face(view.order[i]!.face, escape)} ${face(view.order[i + 1]!.face, escape)}`;
    pairs.push(`<li>${cards}${tied ? ` ${escape(localize("SIXGUN.Activation.Chat.PairTied"))}` : ""}</li>`);
  }
  rows.push(`<ol class="sgs-cards-order">${pairs.join("")}</ol>`);
  for (const r of view.rollOffs ?? [])
    rows.push(
      `<p class="sgs-cards-rolloff">${escape(
        localize("SIXGUN.Activation.Chat.RollOff", { side: r.side, cv: r.cv, dice: r.dice }),
      )}</p>`,
    );
  return rows;
}
