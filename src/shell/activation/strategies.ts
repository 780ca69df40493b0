import { RANKS, RulesError, SUITS, cardKey, isJoker, type Card } from "../../rules/core";
import type {
  ActivationOptions,
  ActivationUnit,
  CardActivationKind,
  CardOrder,
  Participant,
  Ref,
  SideColour,
} from "./types";
import { SIDE_COLOURS } from "./types";

/**
 * The card activation strategies, one per {@link CardActivationKind}. Two families:
 *
 * - **drawn**: the deck is made of the units' own cards (cards per group: N per group); each draw
 *   turns one card and its unit acts; the turn ends when the deck is empty.
 * - **dealt**: at the start of the turn each unit (a side, a figure) is dealt one card from the
 *   ruleset's deck; they act in the order of their cards, by the ruleset's {@link CardOrder}.
 *
 * - **colour**: red against black. The sides are the two colours; each turn the GM draws pairs of
 *   cards until the ruleset's reading of them names the side that acts first; then the other side
 *   acts, and the turn is over. The face cards drawn count towards the end of the day.
 *
 * A ruleset with another way of activating adds one entry to {@link STRATEGIES}; the turn logic
 * (`turn.ts`), the tracker and the panel work from the entry alone.
 */
export interface CardStrategy {
  readonly kind: CardActivationKind;
  readonly mode: ActivationMode;
  /** The units the participants form (each participant in exactly one). */
  units(participants: readonly Participant[]): ActivationUnit[];
  /** Drawn strategies: every card of the activation deck, in deck order, with its unit's key. */
  deck?(participants: readonly Participant[], options: ActivationOptions): DeckCard[];
}

export type ActivationMode = "drawn" | "dealt" | "colour";

export interface DeckCard {
  readonly card: Card;
  readonly unit: string;
}

/** The most cards any deck can give out: the 52 of a standard deck (no Jokers in group decks). */
export const MAX_GROUP_CARDS = 52;
/** Fill Yore Hands!' usual count (guide §2.2, FYH-Q02), when a ruleset gives none. */
export const DEFAULT_CARDS_PER_GROUP = 3;

/** Checks the participants: a non-empty list, ids unique, names given. */
export function checkParticipants(participants: unknown): Participant[] {
  if (!Array.isArray(participants)) throw new RulesError("participants", participants, "must be a list");
  if (participants.length === 0)
    throw new RulesError("participants", participants, "is empty: nobody in the combat to activate");
  const seen = new Set<string>();
  return participants.map((p: unknown, i) => {
    const field = `participants[${i}]`;
    if (typeof p !== "object" || p === null) throw new RulesError(field, p, "must be a combatant");
    const { id, name } = p as Record<string, unknown>;
    if (typeof id !== "string" || id === "") throw new RulesError(`${field}.id`, id, "must be an id");
    if (seen.has(id)) throw new RulesError(`${field}.id`, id, "appears twice");
    seen.add(id);
    if (typeof name !== "string") throw new RulesError(`${field}.name`, name, "must be a name");
    return p as Participant;
  });
}

/** Groups participants by the ref `pick` returns (first seen first), naming a missing one. */
function unitsBy(participants: readonly Participant[], what: "side" | "group"): ActivationUnit[] {
  const units = new Map<string, { key: string; name: string; members: Ref[] }>();
  checkParticipants(participants).forEach((p, i) => {
    const ref = p[what];
    if (!ref || typeof ref.id !== "string" || ref.id === "")
      throw new RulesError(`participants[${i}].${what}`, ref, `must name the ${what} ${p.name} is on`);
    const unit = units.get(ref.id) ?? { key: ref.id, name: String(ref.name ?? ref.id), members: [] };
    unit.members.push({ id: p.id, name: p.name });
    units.set(ref.id, unit);
  });
  return [...units.values()];
}

/** How many cards a group puts in: its own count, else the ruleset's, else the usual 3. */
function groupCardCount(p: Participant, options: ActivationOptions, field: string): number {
  const own = p.group?.cards;
  const n = own ?? options.cardsPerGroup ?? DEFAULT_CARDS_PER_GROUP;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > MAX_GROUP_CARDS)
    throw new RulesError(
      own == null ? "options.cardsPerGroup" : `${field}.group.cards`,
      n,
      `must be a whole number of cards from 1 to ${MAX_GROUP_CARDS}`,
    );
  return n;
}

/**
 * The cards each group takes, so that a card names its group at a glance: group i starts in suit
 * i (spades, hearts, diamonds, clubs, then round again) and takes that suit's highest free ranks;
 * when its suit is used up it goes on in the next suit. With up to four groups each group has a
 * suit of its own. More than 52 cards in all is an error naming the total.
 */
export function groupDeck(participants: readonly Participant[], options: ActivationOptions): DeckCard[] {
  const units = unitsBy(participants, "group");
  const list = checkParticipants(participants);
  const counts = units.map((u) => {
    const i = list.findIndex((p) => p.group?.id === u.key);
    return groupCardCount(list[i]!, options, `participants[${i}]`);
  });
  const total = counts.reduce((a, b) => a + b, 0);
  if (total > MAX_GROUP_CARDS)
    throw new RulesError(
      "cardsPerGroup",
      total,
      `asks for more cards than a deck holds: ${units.length} groups need ${total}, at most ${MAX_GROUP_CARDS}`,
    );
  const used = new Set<string>();
  const highFirst = [...RANKS].reverse();
  const out: DeckCard[] = [];
  units.forEach((unit, g) => {
    for (let taken = 0, s = 0; taken < counts[g]!; s++) {
      const suit = SUITS[(g + s) % SUITS.length]!;
      for (const rank of highFirst) {
        if (taken === counts[g]) break;
        const card: Card = { suit, rank };
        if (used.has(cardKey(card))) continue;
        used.add(cardKey(card));
        out.push({ card, unit: unit.key });
        taken++;
      }
    }
  });
  return out;
}

export const STRATEGIES: Readonly<Record<CardActivationKind, CardStrategy>> = {
  cardPerSide: { kind: "cardPerSide", mode: "dealt", units: (ps) => unitsBy(ps, "side") },
  cardPerFigure: {
    kind: "cardPerFigure",
    mode: "dealt",
    units: (ps) => checkParticipants(ps).map((p) => ({ key: p.id, name: p.name, members: [p] })),
  },
  cardsPerGroup: {
    kind: "cardsPerGroup",
    mode: "drawn",
    units: (ps) => unitsBy(ps, "group"),
    deck: groupDeck,
  },
  colourPerSide: { kind: "colourPerSide", mode: "colour", units: colourUnits },
};

/**
 * The two colours as units, red first, each figure in the side its colour names (participants
 * read it through the ruleset's `sideOf`). A figure without a colour is an error naming it: the
 * GM sets its side on its sheet.
 */
function colourUnits(participants: readonly Participant[]): ActivationUnit[] {
  const list = checkParticipants(participants);
  list.forEach((p, i) => {
    if (!SIDE_COLOURS.includes(p.side?.id as SideColour))
      throw new RulesError(
        `participants[${i}].side`,
        p.side?.id,
        `must be red or black: set ${p.name}'s side`,
      );
  });
  const units = unitsBy(list, "side");
  return SIDE_COLOURS.flatMap((c) => units.filter((u) => u.key === c));
}

export function strategyFor(kind: unknown): CardStrategy {
  const strategy =
    typeof kind === "string" && Object.hasOwn(STRATEGIES, kind)
      ? STRATEGIES[kind as CardActivationKind]
      : undefined;
  if (!strategy)
    throw new RulesError("activation", kind, `must be one of ${Object.keys(STRATEGIES).join(", ")}`);
  return strategy;
}

/** A card's standing for {@link highCardFirst}: Jokers above Aces, then rank. */
function standing(card: Card): number {
  return isJoker(card) ? 15 : card.rank;
}

/**
 * The neutral order used when a ruleset gives none: the higher card acts first, a Joker above an
 * Ace, equal ranks tie (suits are not ranked). Not any book's rule: each ruleset that deals cards
 * brings its own {@link CardOrder}.
 */
export const highCardFirst: CardOrder = (a, b) => standing(b) - standing(a);
