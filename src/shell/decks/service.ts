import { SYSTEM_ID } from "../../config";
import {
  cardKey,
  customDeck,
  deckWithJokers,
  discardAll,
  draw,
  newDeckState,
  recallAll,
  shuffleDrawPile,
  standardDeck,
  type Card,
  type DeckState,
  type DiceSource,
} from "../../rules/core";
import { foundryDice } from "../dice/foundry-dice";
import { fgame, fv, localize, type FCards } from "../foundry";
import type { DeckDefinition } from "./definition";
import { announceDraw } from "./announce";
import { mirrorCards, stateOf, writeState, keyOf } from "./documents";
import { CARD_BACK, cardDocumentData } from "./faces";

/**
 * The shell's deck service: a ruleset's {@link DeckDefinition} made real as `Cards` documents (a
 * deck and its discard pile), driven by the rules core. Every operation reads the documents into a
 * {@link DeckState}, computes the next state with the core (our shuffle on Foundry's RNG, so a
 * seeded `CONFIG.Dice.randomUniform` reproduces it; not `Cards#shuffle`) and writes it back.
 * Only the GM's client writes: players ask the GM through the query machinery.
 */

export interface DeckHandle {
  readonly definition: DeckDefinition;
  readonly deckId: string;
  readonly discardId: string;
}

export interface DrawOutcome {
  drawn: Card[];
  jokerDrawn: boolean;
  reshuffles: number;
  state: DeckState;
}

function assertGM(what: string): void {
  if (!fgame().user?.isGM)
    throw new Error(`decks: only the GM's client may ${what} (a player's client asks the GM instead)`);
}

function compositionOf(def: DeckDefinition): Card[] {
  const { composition } = def;
  if (composition === "standard") return standardDeck();
  if (composition === "withJokers") return deckWithJokers();
  return customDeck(composition.custom, `decks.${def.id}.composition`);
}

function worldCards(): FCards[] {
  const cards = fgame().cards;
  if (!cards) throw new Error("decks: game.cards is not ready");
  return cards.contents ?? [...cards];
}

function findStack(def: DeckDefinition, type: "deck" | "pile"): FCards | undefined {
  return worldCards().find((c) => c.type === type && c.flags?.[SYSTEM_ID]?.deck === def.id);
}

async function createStack(
  def: DeckDefinition,
  type: "deck" | "pile",
  cards: readonly Card[],
): Promise<FCards> {
  const create = fv().Cards?.create;
  if (!create) throw new Error("decks: the Cards document class is missing");
  const label = localize(def.label);
  const created = await create.call(fv().Cards, {
    name: type === "deck" ? label : localize("SIXGUN.Decks.Discards", { deck: label }),
    type,
    img: CARD_BACK,
    flags: { [SYSTEM_ID]: { deck: def.id } },
    cards: cards.map((card, i) => cardDocumentData(card, i)),
  });
  if (!created) throw new Error(`decks: could not create the ${type} of "${def.id}"`);
  return created;
}

/** Operations on one deck run one after another: two quick clicks must not read the same state. */
const queues = new Map<string, Promise<unknown>>();
function serialized<T>(deckId: string, run: () => Promise<T>): Promise<T> {
  const previous = queues.get(deckId) ?? Promise.resolve();
  const next = previous.then(run, run);
  const settled = next.catch(() => undefined);
  queues.set(deckId, settled);
  void settled.then(() => {
    if (queues.get(deckId) === settled) queues.delete(deckId);
  });
  return next;
}

/**
 * The deck of `def`, found by its flag or created from its composition (GM only). With `cards`,
 * the deck is rebuilt to hold exactly those cards, all in the draw pile in that order, and the
 * discard pile is emptied: a strategy's per-combat deck.
 */
export async function ensureDeck(
  def: DeckDefinition,
  options: { cards?: readonly Card[] } = {},
): Promise<DeckHandle> {
  assertGM("create or rebuild a deck");
  const cards = options.cards ? customDeck(options.cards, `decks.${def.id}.cards`) : undefined;
  const run = async (): Promise<DeckHandle> => {
    let deck = findStack(def, "deck");
    const fresh = !deck;
    deck ??= await createStack(def, "deck", cards ?? compositionOf(def));
    const discard = findStack(def, "pile") ?? (await createStack(def, "pile", []));
    const handle = { definition: def, deckId: deck.id, discardId: discard.id };
    // A rebuild queues behind any draw already under way on this deck.
    if (cards && !fresh) await serialized(deck.id, () => rebuild(deck, discard, cards));
    return handle;
  };
  return serialized(`ensure:${def.id}`, run);
}

async function rebuild(deck: FCards, discard: FCards, cards: readonly Card[]): Promise<void> {
  const docs = deck.cards.contents ?? [...deck.cards];
  const wanted = new Set(cards.map(cardKey));
  const stale = docs.filter((d) => !wanted.has(keyOf(d) ?? "")).map((d) => d.id);
  if (stale.length) await deck.deleteEmbeddedDocuments("Card", stale);
  const present = new Set(docs.map(keyOf));
  const missing = cards.flatMap((card, i) => (present.has(cardKey(card)) ? [] : [cardDocumentData(card, i)]));
  if (missing.length) await deck.createEmbeddedDocuments("Card", missing);
  await writeState(deck, discard, newDeckState(cards));
}

function stacksOf(handle: DeckHandle): { deck: FCards; discard: FCards } {
  const cards = fgame().cards;
  const deck = cards?.get(handle.deckId);
  const discard = cards?.get(handle.discardId);
  if (!deck || !discard)
    throw new Error(
      `decks: the documents of deck "${handle.definition.id}" are gone (ensure the deck again)`,
    );
  return { deck, discard };
}

/** The deck's state as the rules core sees it (any client may read what it can see). */
export function readDeck(handle: DeckHandle): DeckState {
  const { deck, discard } = stacksOf(handle);
  return stateOf(deck, discard);
}

/**
 * Where a ruleset deals hands (`hands`), each hand is also shown as a `hand` document flagged with
 * the deck and the holder, owned by the holder when the holder is a user, so players see their own
 * cards in Foundry's Cards directory. A hand emptied by a discard or recall is emptied there too.
 */
async function showHands(def: DeckDefinition, deck: FCards, state: DeckState): Promise<void> {
  const existing = worldCards().filter((c) => c.type === "hand" && c.flags?.[SYSTEM_ID]?.deck === def.id);
  const holders = new Set([
    ...Object.keys(state.hands),
    ...existing.map((c) => String(c.flags[SYSTEM_ID]?.hand)),
  ]);
  for (const holder of holders) {
    const cards = state.hands[holder] ?? [];
    let hand = existing.find((c) => c.flags[SYSTEM_ID]?.hand === holder);
    if (!hand && cards.length === 0) continue;
    hand ??= await createHand(def, holder);
    await mirrorCards(deck, hand, cards);
  }
}

async function createHand(def: DeckDefinition, holder: string): Promise<FCards> {
  const user = fgame().users.get(holder);
  const created = await fv().Cards?.create({
    name: localize("SIXGUN.Decks.Hand", { deck: localize(def.label), holder: user?.name ?? holder }),
    type: "hand",
    img: CARD_BACK,
    flags: { [SYSTEM_ID]: { deck: def.id, hand: holder } },
    // OWNER (3) for the user whose hand it is; nobody else but the GM.
    ...(user ? { ownership: { [user.id]: 3 } } : {}),
  });
  if (!created) throw new Error(`decks: could not create the hand of "${holder}" for "${def.id}"`);
  return created;
}

/** Reads, computes with the core, writes: one GM operation on one deck, serialized. */
function operate<T>(
  handle: DeckHandle,
  what: string,
  step: (state: DeckState) => { state: DeckState; result: T },
) {
  assertGM(what);
  return serialized(handle.deckId, async () => {
    const { deck, discard } = stacksOf(handle);
    const { state, result } = step(stateOf(deck, discard));
    await writeState(deck, discard, state);
    if (handle.definition.hands) await showHands(handle.definition, deck, state);
    return result;
  });
}

export async function shuffleDeck(
  handle: DeckHandle,
  options: { dice?: DiceSource } = {},
): Promise<DeckState> {
  const dice = options.dice ?? foundryDice();
  return operate(handle, "shuffle a deck", (s) => {
    const state = shuffleDrawPile(s, dice);
    return { state, result: state };
  });
}

/**
 * Draws `count` cards to hand `to` (or the table), reshuffling the discards in when the pile runs
 * out if the definition says so. A Joker is reported (`jokerDrawn`), not acted on: a ruleset that
 * reshuffles on a Joker (`reshuffleOnJoker`) recalls the deck at the end of the turn.
 */
export async function drawCards(
  handle: DeckHandle,
  options: { count: number; to?: string; dice?: DiceSource; announce?: false | { flavor: string } },
): Promise<DrawOutcome> {
  const dice = options.dice ?? foundryDice();
  const outcome = await operate(handle, "draw cards", (s) => {
    const result = draw(s, dice, {
      count: options.count,
      ...(options.to === undefined ? {} : { to: options.to }),
      reshuffleWhenEmpty: handle.definition.reshuffleWhenEmpty,
    });
    const out: DrawOutcome = {
      drawn: [...result.drawn],
      jokerDrawn: result.jokerDrawn,
      reshuffles: result.reshuffles,
      state: result.state,
    };
    return { state: result.state, result: out };
  });
  if (options.announce) await announceDraw(handle.definition, outcome, options.announce.flavor);
  return outcome;
}

/** Moves every card of hand `from` (or the table) to the discard pile. */
export async function discardCards(handle: DeckHandle, options: { from?: string } = {}): Promise<DeckState> {
  return operate(handle, "discard cards", (s) => {
    const state = discardAll(s, options.from);
    return { state, result: state };
  });
}

/** Gathers every card back into the draw pile and shuffles it (a new day, round or turn). */
export async function recallDeck(
  handle: DeckHandle,
  options: { dice?: DiceSource } = {},
): Promise<DeckState> {
  const dice = options.dice ?? foundryDice();
  return operate(handle, "recall a deck", (s) => {
    const state = recallAll(s, dice);
    return { state, result: state };
  });
}
