import { SYSTEM_ID } from "../../config";
import { cardKey, parseCard, type Card, type DeckState } from "../../rules/core";
import type { FCardDoc, FCards } from "../foundry";
import { cardDocumentData } from "./faces";

/**
 * The mapping between a deck's `Cards` documents and the rules core's {@link DeckState}.
 *
 * The deck document owns every card once, as Foundry's own decks do: a card in the draw pile is
 * undrawn, ordered by `sort` (lowest on top, as core draws); a card out of the pile is marked
 * drawn and, when it sits in a hand, names that hand in its flags (`holder`). The discard pile
 * document holds copies of the discarded cards (origin: the deck), ordered by `sort`, so the GM
 * sees them in Foundry's own Cards directory; the deck's flags decide, so a core recall of the deck
 * (every card undrawn, the copies deleted) still reads as a full draw pile.
 */

export function keyOf(card: FCardDoc): string | undefined {
  const key = card.flags?.[SYSTEM_ID]?.card;
  return typeof key === "string" ? key : undefined;
}

function holderOf(card: FCardDoc): string | null {
  const holder = card.flags?.[SYSTEM_ID]?.holder;
  return typeof holder === "string" && holder !== "" ? holder : null;
}

const bySort = (a: FCardDoc, b: FCardDoc) => a.sort - b.sort;

function contents<T>(collection: Iterable<T> & { contents?: T[] }): T[] {
  return collection.contents ?? [...collection];
}

/** Reads the state of a deck from its documents; a card without our key is a clear error. */
export function stateOf(deck: FCards, discard: FCards): DeckState {
  const cards = contents(deck.cards).sort(bySort);
  const parsed = new Map<string, Card>();
  for (const doc of cards) {
    const key = keyOf(doc);
    if (key === undefined)
      throw new Error(`deck "${deck.name}": card "${doc.name}" (${doc.id}) has no six-gun-sound card key`);
    if (parsed.has(key)) throw new Error(`deck "${deck.name}": card ${key} is in the deck twice`);
    parsed.set(key, parseCard(key, `${deck.name}.${doc.id}`));
  }
  const out = new Set(cards.filter((c) => c.drawn).map((c) => keyOf(c)!));
  const discarded: string[] = [];
  for (const doc of contents(discard.cards).sort(bySort)) {
    const key = keyOf(doc);
    // A copy whose card is back in the draw pile (or was never ours) is stale: the deck decides.
    if (key !== undefined && out.has(key) && !discarded.includes(key)) discarded.push(key);
  }
  const inDiscard = new Set(discarded);
  const hands: Record<string, Card[]> = {};
  const table: Card[] = [];
  for (const doc of cards) {
    const key = keyOf(doc)!;
    if (!doc.drawn || inDiscard.has(key)) continue;
    const holder = holderOf(doc);
    if (holder === null) table.push(parsed.get(key)!);
    else (hands[holder] ??= []).push(parsed.get(key)!);
  }
  return {
    drawPile: cards.filter((c) => !c.drawn).map((c) => parsed.get(keyOf(c)!)!),
    discardPile: discarded.map((key) => parsed.get(key)!),
    hands,
    table,
  };
}

interface Place {
  drawn: boolean;
  sort: number;
  holder: string | null;
}

/** Where the state puts each card: drawn or not, its order within its place, its hand. */
function placesOf(state: DeckState): Map<string, Place> {
  const places = new Map<string, Place>();
  const put = (cards: readonly Card[], drawn: boolean, holder: string | null) =>
    cards.forEach((card, sort) => {
      const key = cardKey(card);
      if (places.has(key)) throw new Error(`deck state holds ${key} twice`);
      places.set(key, { drawn, sort, holder });
    });
  put(state.drawPile, false, null);
  put(state.discardPile, true, null);
  put(state.table, true, null);
  for (const [holder, cards] of Object.entries(state.hands)) put(cards, true, holder);
  return places;
}

/**
 * Writes `state` onto the documents with the fewest changes: the deck's cards get their drawn
 * mark, order and hand; the discard pile gets exactly the discarded cards in order. The state must
 * hold the deck's own cards, each once (the rules core conserves them; this checks it anyway,
 * because a lost card would be lost for good).
 */
export async function writeState(deck: FCards, discard: FCards, state: DeckState): Promise<void> {
  const places = placesOf(state);
  const cards = contents(deck.cards);
  const owned = new Set(cards.map((c) => keyOf(c)));
  const missing = [...places.keys()].filter((k) => !owned.has(k));
  if (missing.length > 0 || places.size !== cards.length)
    throw new Error(
      `deck "${deck.name}": the new state does not hold the deck's ${cards.length} cards` +
        (missing.length ? ` (unknown: ${missing.join(", ")})` : ""),
    );
  const updates: object[] = [];
  for (const doc of cards) {
    const place = places.get(keyOf(doc)!)!;
    if (doc.drawn !== place.drawn || doc.sort !== place.sort || holderOf(doc) !== place.holder)
      updates.push({
        _id: doc.id,
        drawn: place.drawn,
        sort: place.sort,
        [`flags.${SYSTEM_ID}.holder`]: place.holder,
      });
  }
  if (updates.length) await deck.updateEmbeddedDocuments("Card", updates);
  await mirrorCards(deck, discard, state.discardPile);
}

/**
 * Makes `stack` (the discard pile, or a hand shown to its user) hold copies of exactly `pile`, in
 * order, with the fewest writes. The copies are for the eye: the deck's own cards decide the state.
 */
export async function mirrorCards(deck: FCards, stack: FCards, pile: readonly Card[]): Promise<void> {
  const wanted = new Map(pile.map((card, sort) => [cardKey(card), { card, sort }]));
  const kept = new Set<string>();
  const deletes: string[] = [];
  const updates: object[] = [];
  for (const doc of contents(stack.cards)) {
    const key = keyOf(doc);
    const want = key === undefined ? undefined : wanted.get(key);
    if (!want || kept.has(key!)) {
      deletes.push(doc.id);
      continue;
    }
    kept.add(key!);
    if (doc.sort !== want.sort) updates.push({ _id: doc.id, sort: want.sort });
  }
  const creates = [...wanted.entries()]
    .filter(([key]) => !kept.has(key))
    .map(([, { card, sort }]) => ({ ...cardDocumentData(card, sort), drawn: true, origin: deck.id }));
  if (deletes.length) await stack.deleteEmbeddedDocuments("Card", deletes);
  if (updates.length) await stack.updateEmbeddedDocuments("Card", updates);
  if (creates.length) await stack.createEmbeddedDocuments("Card", creates);
}
