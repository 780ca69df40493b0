import {
  RulesError,
  assertInteger,
  assertOneOf,
  colour,
  draw,
  newDeckState,
  shuffle,
  standardDeck,
  type Card,
  type DeckState,
  type DiceSource,
} from "../../core";

/**
 * The pile of enemy cards (L4930–4935, again L5071–5079): one card of the enemy's colour for each
 * enemy figure, as many of the other colour, shuffled and laid face down. Turning a card reveals
 * whether it is a figure (the enemy's colour) or nothing (the other colour). The pile is a core
 * {@link DeckState}: the draw pile is what is still face down, the table what has been turned.
 */

export const PILE_COLOURS = ["red", "black"] as const;
export type PileColour = (typeof PILE_COLOURS)[number];

/** A standard deck holds 26 cards of each colour, so at most 26 enemy figures fit in one pile. */
export const MAX_PILE_ENEMIES = 26;

export interface EnemyPile {
  /** The colour that stands for enemy figures. */
  readonly enemyColour: PileColour;
  readonly state: DeckState;
}

export interface PileOptions {
  /** How many enemy figures the encounter gives ("how many of them"). */
  enemies: number;
  /** The colour chosen for the enemy (L4932); the other colour fills the pile. Default red. */
  enemyColour?: PileColour;
}

export function otherColour(c: PileColour): PileColour {
  return c === "red" ? "black" : "red";
}

/**
 * The cards of the pile before shuffling: the first `enemies` cards of each colour in the
 * standard deck's order (which cards does not matter to the book, only their colour).
 */
export function pileCards(options: PileOptions): Card[] {
  const enemies = assertInteger("enemies", options.enemies, 1, MAX_PILE_ENEMIES);
  const enemyColour = assertOneOf("enemyColour", options.enemyColour ?? "red", PILE_COLOURS);
  const of = (c: PileColour) =>
    standardDeck()
      .filter((card) => colour(card) === c)
      .slice(0, enemies);
  return [...of(enemyColour), ...of(otherColour(enemyColour))];
}

/** Builds and shuffles the pile (L4935: shuffle and lay face down). */
export function buildEnemyPile(dice: DiceSource, options: PileOptions): EnemyPile {
  const cards = pileCards(options);
  return { enemyColour: options.enemyColour ?? "red", state: newDeckState(shuffle(dice, cards)) };
}

/** How many of `cards` are enemy figures (cards of the enemy's colour). */
export function countEnemies(cards: readonly Card[], enemyColour: PileColour): number {
  assertOneOf("enemyColour", enemyColour, PILE_COLOURS);
  return cards.filter((card) => colour(card) === enemyColour).length;
}

export interface TurnedCards {
  pile: EnemyPile;
  /** The cards turned, top of the pile first. */
  turned: Card[];
  /** Enemy figures among them. */
  enemies: number;
  /** Cards asked for beyond what the pile still held (the dice can ask for more). */
  short: number;
}

/** No shuffle happens while turning the pile: a die asked for here is a bug. */
const NO_DICE: DiceSource = {
  roll() {
    throw new Error("deployment: the enemy pile is never reshuffled");
  },
};

/**
 * Turns `count` cards from the top of the pile (L4959–4960: "draw cards equal to the total of the
 * dice, flip them"). When the dice ask for more cards than are left, every card left is turned.
 */
export function turnCards(pile: EnemyPile, count: number): TurnedCards {
  assertOneOf("pile.enemyColour", pile.enemyColour, PILE_COLOURS);
  assertInteger("count", count, 0, 1000);
  if (!pile.state || !Array.isArray(pile.state.drawPile))
    throw new RulesError("pile.state", pile.state, "must be a deck state");
  const take = Math.min(count, pile.state.drawPile.length);
  const result = draw(pile.state, NO_DICE, { count: take });
  const turned = [...result.drawn];
  return {
    pile: { enemyColour: pile.enemyColour, state: result.state },
    turned,
    enemies: countEnemies(turned, pile.enemyColour),
    short: count - take,
  };
}

/** Enemy figures still face down in the pile. */
export function enemiesLeft(pile: EnemyPile): number {
  return countEnemies(pile.state.drawPile, pile.enemyColour);
}
