import { I18N } from "../../../config";
import { cardKey, isJoker, type Card } from "../../../rules/core";
import type { CloseAction, CloseFollowUp, CloseGroup } from "../table/close-actions";
import { signed } from "../table/close-common";

/**
 * The "Apply" buttons and next steps of the close-quarters cards, as the shared actions template
 * (`chat/actions.hbs`) draws them: plain data and localization keys.
 */

const C = `${I18N}.FYH.Close`;

export interface ChangeView {
  key: string;
  nameKey: string;
  value: string;
  n: string;
}

export function closeChangeView(action: CloseAction, names: Record<string, string> = {}): ChangeView {
  switch (action.type) {
    case "fyhLittleCut":
      return { key: `${C}.Change.littleCut`, nameKey: `${I18N}.FYH.Wound.pinked`, value: "", n: "" };
    case "fyhDamage":
      return {
        key: `${C}.Change.damage`,
        nameKey: `${I18N}.FYH.Deck.damage`,
        value: "",
        n: String(action.hits),
      };
    case "fyhWomanCard":
      return { key: `${C}.Change.womanCard`, nameKey: `${I18N}.FYH.Deck.womenBrawl`, value: "", n: "" };
    case "fyhCharm":
      return {
        key: `${C}.Change.charm`,
        nameKey: `${I18N}.FYH.Attitude.neutral`,
        value: names[action.charmedBy] ?? "",
        n: "",
      };
    case "fyhSurprise":
      return {
        key: `${C}.Change.surprise`,
        nameKey: `${I18N}.FYH.Attitude.neutral`,
        value: signed(action.surpriseBonus),
        n: "",
      };
  }
}

export interface GroupView {
  id: string;
  label: string;
  name: string;
  auto: boolean;
  changes: ChangeView[];
}

export function closeGroupViews(
  groups: readonly CloseGroup[],
  names: Record<string, string> = {},
): GroupView[] {
  return groups.map((g) => ({
    id: g.id,
    label: g.label,
    name: g.name,
    auto: g.auto,
    changes: g.actions.map((a) => closeChangeView(a, names)),
  }));
}

export interface FollowUpView {
  index: number;
  label: string;
  name: string;
  detail: string;
  reason: string;
}

export function closeFollowUpViews(followUps: readonly CloseFollowUp[]): FollowUpView[] {
  return followUps.map((f, index) => ({
    index,
    label: `${I18N}.FYH.Action.brawl`,
    name: f.name,
    detail: f.targetName,
    reason: f.reason,
  }));
}

/** A drawn card as the cards show it: its rank and suit sign ("Q♣"), or a Joker by name. */
export interface CardView {
  key: string;
  symbol: string;
  jokerKey: string;
}

const SIGNS = { spades: "♠", hearts: "♥", diamonds: "♦", clubs: "♣" } as const;
const RANKS: Readonly<Record<number, string>> = { 11: "J", 12: "Q", 13: "K", 14: "A" };

export function cardView(card: Card): CardView {
  if (isJoker(card)) return { key: cardKey(card), symbol: "", jokerKey: `${I18N}.Decks.Joker.${card.joker}` };
  return { key: cardKey(card), symbol: `${RANKS[card.rank] ?? card.rank}${SIGNS[card.suit]}`, jokerKey: "" };
}
