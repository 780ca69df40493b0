import type { CardGroup, CardFollowUp } from "../../../shell/chat/cards";

/**
 * What the close-quarters cards change, as data (stored in a card's flags, applied by the active GM
 * after the shell checked who may: `src/shell/queries/authorize.ts`). Each names the figure it
 * changes (`actor`, a uuid); values are re-checked when applied, since a card's flags may be forged.
 */
export type CloseAction =
  /** A brawl's Little cut (Pinked, no damage card, L113) on the loser. */
  | { type: "fyhLittleCut"; actor: string }
  /** A brawl lost by 2 or more: the loser draws a damage card as if shot (L115). */
  | { type: "fyhDamage"; actor: string; hits: number; source: "brawl" | "shot" }
  /** A woman in the brawl: a card of the 52-card deck says how she takes it (L137, FYH-M15). */
  | { type: "fyhWomanCard"; actor: string }
  /** The NPC now obeys `charmedBy` (a figure's uuid), L146–L150. */
  | { type: "fyhCharm"; actor: string; charmedBy: string }
  /** The surprise a figure keeps for its next brawl (a failed jump's target, FYH-Q26). */
  | { type: "fyhSurprise"; actor: string; surpriseBonus: number };

export const CLOSE_ACTION_TYPES = [
  "fyhLittleCut",
  "fyhDamage",
  "fyhWomanCard",
  "fyhCharm",
  "fyhSurprise",
] as const;

export type CloseGroup = CardGroup<CloseAction>;

/** A next step a close-quarters card offers: the brawl a jump leads to. */
export type CloseFollowUp = CardFollowUp & { type: "fyhBrawl"; target: string; targetName: string };

export function isCloseAction(action: { type: string }): action is CloseAction {
  return (CLOSE_ACTION_TYPES as readonly string[]).includes(action.type);
}

/** A stored brawl follow-up names a target other than the figure that acts. */
export function closeFollowUpIsWhole(f: CardFollowUp): boolean {
  const t = (f as Partial<CloseFollowUp>).target;
  return f.type === "fyhBrawl" && typeof t === "string" && t !== "" && t !== f.actor;
}

/** One "Apply" button changing one figure. */
export function closeGroup(
  id: string,
  label: string,
  name: string,
  actions: CloseAction[],
  auto = true,
): CloseGroup {
  return { id, label, name, actions, auto };
}
