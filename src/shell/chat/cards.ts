/**
 * A card's bookkeeping as the shell reads it, whatever the ruleset: its "Apply" buttons (each a
 * group of actions on figures), its next steps (each a follow-up for one acting figure), which of
 * them are already applied or used, and every face its rules read. A ruleset's actions and
 * follow-ups carry more; the shell needs only the figure each one names.
 */

/** One change a card applies, to the figure `actor` (a uuid). */
export interface CardAction {
  type: string;
  actor: string;
}

/** The actions behind one "Apply" button. */
export interface CardGroup<A extends CardAction = CardAction> {
  id: string;
  /** Localization key of the button. */
  label: string;
  /** Name shown on the button (the figure changed). */
  name: string;
  actions: A[];
  /** Applied without a click, where the card's author may. */
  auto: boolean;
}

/** A next step a card offers: a roll that the figure `actor` makes. */
export interface CardFollowUp {
  type: string;
  actor: string;
  name: string;
  /** Why it is asked (a localization key). */
  reason: string;
}

/** What a card carries in `flags["six-gun-sound"].card`. */
export interface CardFlags<A extends CardAction = CardAction, F extends CardFollowUp = CardFollowUp> {
  kind: string;
  groups: CardGroup<A>[];
  followUps: F[];
  /** Ids of the groups already applied (written by the active GM only). */
  applied: string[];
  /** Indexes of the follow-ups already started (written by the active GM only): each runs once. */
  used?: number[];
  /** Every face the rules read, for replay and audit. */
  faces: number[];
}

/** Every figure uuid the actions would change. */
export function touchedActors(actions: readonly { actor: string }[]): string[] {
  return [...new Set(actions.map((a) => a.actor))];
}
