import type { CardAction, CardFollowUp } from "./cards";

/**
 * What the shell's card plumbing (the click handler, the GM's request handling, the dispatch of a
 * roll to a figure's owner) asks of the world's ruleset. The ruleset sets these when it is
 * activated; the shell decides who may do what (`src/shell/queries/authorize.ts`), the ruleset
 * what an action changes and how a follow-up rolls.
 */
export interface CardRules {
  /** Applies one action of a card, reading the figure fresh (the GM's queue runs this). */
  applyAction(action: CardAction): Promise<void>;
  /** Rolls a follow-up on this client (the acting figure's roller's); the card posted, or null. */
  runFollowUp(
    f: CardFollowUp,
    options: { skipDialog?: boolean; deadline?: number },
  ): Promise<{ id: string } | null | undefined>;
  /** Whether a stored follow-up holds together (a ruleset's own checks, e.g. a stored re-draw). */
  followUpIsWhole?(f: CardFollowUp): boolean;
  /**
   * Whether the game runs this follow-up itself, on the active GM's client and without a dialog
   * (its figure is marked system-run). The shell still decides whether the card may ask for it.
   */
  systemRuns?(f: CardFollowUp): boolean;
  /** How long the GM waits for a figure's owner to roll, in ms (a world setting). */
  reactionTimeoutMs(): number;
}

let rules: CardRules | null = null;

export function setCardRules(next: CardRules): void {
  rules = next;
}

export function cardRules(): CardRules {
  if (!rules) throw new Error("six-gun-sound | no ruleset has set its card rules");
  return rules;
}
