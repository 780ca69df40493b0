import type { Card, DeckState } from "../../rules/core";

/**
 * A deck a ruleset uses (activation, damage, character generation…). The shell's deck service
 * makes it real `Cards` documents on demand (a deck and its discard pile, hands where the ruleset
 * deals them) with the system's own card faces; the rules core only ever sees `Card` data.
 */
export interface DeckDefinition {
  /** Stable id, stored in the documents' flags (`flags.six-gun-sound.deck`). */
  readonly id: string;
  /** Localization key of the deck's name. */
  readonly label: string;
  /** Which cards it holds: 52, 52 + two Jokers, or a ruleset's own list. */
  readonly composition: "standard" | "withJokers" | { readonly custom: readonly Card[] };
  /** When the draw pile runs out, shuffle the discards back in and go on drawing. */
  readonly reshuffleWhenEmpty: boolean;
  /** Gather and reshuffle every card at the end of a turn in which a Joker came up. */
  readonly reshuffleOnJoker?: boolean;
  /** Whether players get hands of this deck (one `Cards` hand per user). */
  readonly hands?: boolean;
  /**
   * What the ruleset counts as cards come out (e.g. face cards drawn this day). Each counts over the
   * deck's state, so a recall (the new day or turn) sets it back to nothing by itself and no count
   * is stored that could drift from the cards.
   */
  readonly counters?: readonly DeckCounter[];
}

export interface DeckCounter {
  readonly id: string;
  /** Localization key of the counter's name on the draw card. */
  readonly label: string;
  count(state: DeckState): number;
}

/** Each counter's value for a state, in the definition's order. */
export function countersOf(
  def: DeckDefinition,
  state: DeckState,
): { id: string; label: string; value: number }[] {
  return (def.counters ?? []).map((c) => ({ id: c.id, label: c.label, value: c.count(state) }));
}
