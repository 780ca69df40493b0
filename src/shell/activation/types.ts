import type { Card, DiceSource } from "../../rules/core";
import type { ActivationKind } from "../ruleset-definition";

/**
 * Card activation as plain data (no Foundry): who takes part, what the strategies make of them,
 * and the state the Combat keeps in `flags["six-gun-sound"].cardActivation`.
 */

/** The activation kinds played with cards (Blaze of Glory's dice keep their own tracker). */
export type CardActivationKind = Exclude<ActivationKind, "dicePerSide">;
export const CARD_ACTIVATION_KINDS: readonly CardActivationKind[] = [
  "cardPerSide",
  "cardPerFigure",
  "cardsPerGroup",
  "colourPerSide",
];

export function isCardActivation(kind: ActivationKind): kind is CardActivationKind {
  return (CARD_ACTIVATION_KINDS as readonly string[]).includes(kind);
}

/** A named thing a participant belongs to (its side, its group). */
export interface Ref {
  readonly id: string;
  readonly name: string;
}

/** The two sides of a red-against-black deck. */
export type SideColour = "red" | "black";
export const SIDE_COLOURS: readonly SideColour[] = ["red", "black"];

/** One combatant as the strategies see it. */
export interface Participant {
  /** The combatant's id. */
  readonly id: string;
  readonly name: string;
  /** Its side (card per side; colour per side, where the side's id is its colour). */
  readonly side?: Ref;
  /** What orders it inside its side, highest first (colour per side: the ruleset's CV). */
  readonly cv?: number;
  /** Its group (cards per group); `cards` is the group's own count when it sets one. */
  readonly group?: Ref & { readonly cards?: number | null };
}

/** What one card activates: a side, a figure or a group, with the combatants in it. */
export interface ActivationUnit {
  readonly key: string;
  readonly name: string;
  readonly members: readonly Ref[];
}

/**
 * Which card acts first, for the kinds that deal one card per side or figure: negative when `a`
 * acts before `b`, 0 for a tie. Each ruleset gives its own; {@link highCardFirst} is a neutral
 * default, not any book's rule.
 */
export type CardOrder = (a: Card, b: Card) => number;

/** What the pairs of a colour turn decide: the side that acts first (null: draw again). */
export interface PairsRead {
  readonly first: SideColour | null;
  /** Cards of these pairs that count towards the day's face cards. */
  readonly faceCards: number;
}

/** The acting order inside one side, and the dice that parted equal values. */
export interface SideOrder {
  readonly order: readonly string[];
  readonly rollOffs: readonly { readonly cv: number; readonly rounds: readonly Record<string, number>[] }[];
}

export interface ActivationOptions {
  /** Cards each group puts in the deck (cards per group), unless the group sets its own. */
  readonly cardsPerGroup?: number;
  /** Which dealt card acts first (card per side, card per figure). */
  readonly order?: CardOrder;
  /** Colour per side: reads the pairs drawn so far (required by that kind). */
  readonly readPairs?: (pairs: readonly (readonly [Card, Card])[]) => PairsRead;
  /** Colour per side: face cards that end the day (10 unless the ruleset says otherwise). */
  readonly faceCardsPerDay?: number;
  /**
   * Colour per side: the order inside a side; without it, highest `cv` first and equal values
   * in the combat's order. `source` rolls any dice the ruleset needs to part equal values.
   */
  readonly orderSide?: (figures: readonly { id: string; cv: number }[], source: DiceSource) => SideOrder;
}

/** A colour turn's running count, kept from turn to turn until the day ends. */
export interface ColourTurn {
  /** The day's number, from 1. */
  readonly day: number;
  /** Face cards out so far this day (this turn's included once drawn). */
  readonly faceCards: number;
  readonly perDay: number;
  /** The side that acts first; null before the draw. */
  readonly first: SideColour | null;
  /** Pairs drawn this turn (more than one after ties). */
  readonly pairs: number;
  /** The roll-offs that ordered equal values inside a side, per side. */
  readonly rollOffs: readonly ({ readonly side: SideColour } & SideOrder["rollOffs"][number])[];
}

/**
 * The state of the current turn, as stored in the Combat's flags (only the GM writes it).
 * `order` holds card keys in the order they activate, as far as known: a drawn deck reveals one
 * more with each draw; a dealt turn knows the whole order once the cards are out.
 */
export interface CardActivationState {
  readonly version: 1;
  readonly kind: CardActivationKind;
  /** The turn's number, from 1. */
  readonly turn: number;
  /** Who takes part this turn, as it was when the turn began. */
  readonly units: readonly ActivationUnit[];
  /** Card key → unit key: the whole deck for a drawn turn, the dealt cards for a dealt one. */
  readonly owners: Readonly<Record<string, string>>;
  /** Card keys in activation order, as far as known. */
  readonly order: readonly string[];
  /** Index in `order` of the card whose unit acts now; -1 before the first draw. */
  readonly current: number;
  /** Card keys that tied with another dealt card (the ruleset's order could not part them). */
  readonly ties: readonly string[];
  /**
   * Colour per side only. There `order` holds every card drawn this turn, in draw order, each
   * owned by the side of its colour; `current` is 0 while the first side acts and 1 for the other.
   */
  readonly colour?: ColourTurn;
}

/**
 * What a card-activating ruleset may tell the shell (`RulesetDefinition.cardActivation`). Every
 * hook is optional: without them the shell reads groups from the Combat and deals in
 * {@link ActivationOptions}' defaults.
 */
export interface CardActivationHooks {
  /** Read at the start of each turn (world settings such as the cards per group). */
  options?(): ActivationOptions;
  /** The group a combatant's actor plays in (cards per group), or null to let the shell look. */
  groupOf?(actor: unknown): (Ref & { readonly cards?: number | null }) | null;
  /** Colour per side: the colour a combatant's actor plays, or null when it has none. */
  sideOf?(actor: unknown): SideColour | null;
  /** Colour per side: the value that orders figures inside a side (highest first). */
  cvOf?(actor: unknown): number;
}
