import { type ActorRef, type SheetMode, modeView } from "../../../shell/sheets/view-common";
import { pluralKey } from "../../../shell/plural";
import { LIMITS, type GroupSource } from "../data/source";
import { P } from "./labels";

/** The group sheet's view model (pure; shared by the live sheet and the gallery). */

export interface GroupMemberRef extends ActorRef {
  /** The member's type label key, and its wound level key (figures only). */
  typeLabel: string | null;
  woundLabel: string | null;
  down: boolean;
}

export interface GroupViewInput {
  actor: { name: string; img: string };
  system: GroupSource;
  members: GroupMemberRef[];
  /** The world's cards per group (FYH-Q02), used when the group sets none. */
  worldCards: number;
  mode: SheetMode;
  editable: boolean;
  notesHTML: string;
  lang?: string;
}

export function groupView(input: GroupViewInput) {
  const { system } = input;
  const cards = system.cardsPerGroup ?? input.worldCards;
  return {
    ...input.actor,
    mode: modeView(input.mode, input.editable),
    editable: input.editable,
    system,
    members: input.members.map((m, index) => ({ ...m, index })),
    deck: {
      cards,
      countKey: pluralKey(`${P}.Group.cardCount`, cards, input.lang ?? "en"),
      fromWorld: system.cardsPerGroup === null,
      worldCards: input.worldCards,
      ...LIMITS.cardsPerGroup,
    },
    notesHTML: input.notesHTML,
  };
}
