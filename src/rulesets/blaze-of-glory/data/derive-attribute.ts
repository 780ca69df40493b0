import type { AttributeId } from "../../../rules/blaze-of-glory/ids";
import {
  ATTRIBUTE_CARDS,
  ATTRIBUTE_EFFECTS,
  type AttributeEffect,
  type Suit,
} from "../../../rules/blaze-of-glory/attributes";

/** The card(s) that deal an attribute and what it changes, read from the rules core. */
export interface AttributeDerived {
  cards: { suit: Suit; ranks: readonly number[]; source: string }[];
  effects: readonly AttributeEffect[];
}

const CACHE = new Map<AttributeId, AttributeDerived>();

export function deriveAttribute(attribute: AttributeId): AttributeDerived {
  const cached = CACHE.get(attribute);
  if (cached) return cached;
  const derived: AttributeDerived = Object.freeze({
    cards: ATTRIBUTE_CARDS.filter((c) => c.attribute === attribute).map((c) => ({
      suit: c.suit,
      ranks: c.ranks,
      source: c.source,
    })),
    effects: ATTRIBUTE_EFFECTS[attribute] ?? [],
  });
  CACHE.set(attribute, derived);
  return derived;
}
