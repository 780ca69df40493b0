import type { CardFlags } from "./cards";
import { touchedActors } from "./cards";

/**
 * What each control of a card shows to this user, decided from the card's stored flags alone (the
 * click handler then draws it). An "Apply" the system makes itself is a state, never a button,
 * unless it was left undone: then whoever may apply it gets the button. Hiding is for clarity only:
 * the active GM decides every click again from what the server recorded (docs/security.md).
 */

export type GroupControl =
  /** Done: "Applied to …", no button. */
  | "applied"
  /** The system applies it (an automatic group still within its grace time): "Applies itself". */
  | "applying"
  /** A button this user may click. */
  | "button"
  /** Not this user's to click (he owns none of the figures, or not all of them). */
  | "hidden";

export type FollowUpControl = "used" | "button" | "hidden";

export interface CardControls {
  groups: Record<string, GroupControl>;
  followUps: FollowUpControl[];
}

/** How long an automatic "Apply" waits for the GM's client before its button is offered. */
export const AUTO_APPLY_GRACE_MS = 30_000;

export function cardControls(
  card: Pick<CardFlags, "groups" | "followUps" | "applied" | "used">,
  viewer: { isGM: boolean; owns(uuid: string): boolean },
  ageMs: number,
): CardControls {
  const groups: Record<string, GroupControl> = {};
  for (const group of card.groups) {
    const mayClick = viewer.isGM || touchedActors(group.actions).every((a) => viewer.owns(a));
    if (card.applied?.includes(group.id)) groups[group.id] = "applied";
    else if (group.auto && ageMs < AUTO_APPLY_GRACE_MS) groups[group.id] = "applying";
    else groups[group.id] = mayClick ? "button" : "hidden";
  }
  const followUps = (card.followUps ?? []).map((f, index): FollowUpControl => {
    if (card.used?.includes(index)) return "used";
    return viewer.isGM || viewer.owns(f.actor) ? "button" : "hidden";
  });
  return { groups, followUps };
}
