import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import {
  allCards,
  cardKey,
  deckWithJokers,
  newDeckState,
  recallAll,
  shuffleDrawPile,
  standardDeck,
  draw,
  type Card,
  type DeckState,
} from "../../src/rules/core";
import type { DeckDefinition } from "../../src/shell/decks/definition";
import {
  discardCards,
  drawCards,
  ensureDeck,
  readDeck,
  recallDeck,
  shuffleDeck,
  type DeckHandle,
} from "../../src/shell/decks/service";
import { stateOf, writeState } from "../../src/shell/decks/documents";
import { foundryDice } from "../../src/shell/dice/foundry-dice";
import { installFoundryStandIns } from "../foundry/standin";
import { installCardsStandIn, type CardsWorld, type StandInCards } from "../foundry/cards-standin";

/**
 * The deck service on the Cards stand-in: documents created once from a definition, every
 * operation computed by the rules core on Foundry's RNG and mirrored onto the documents, so a
 * seeded `CONFIG.Dice.randomUniform` reproduces it, and no card is ever lost.
 */

const SGS = "six-gun-sound";
const STANDARD: DeckDefinition = {
  id: "action",
  label: "Action deck",
  composition: "standard",
  reshuffleWhenEmpty: true,
};
const JOKERS: DeckDefinition = { ...STANDARD, id: "fate", composition: "withJokers", reshuffleOnJoker: true };
const SMALL: Card[] = [
  { suit: "spades", rank: 14 },
  { suit: "hearts", rank: 10 },
  { suit: "clubs", rank: 2 },
  { joker: "red" },
  { suit: "diamonds", rank: 12 },
];
const CUSTOM: DeckDefinition = { ...STANDARD, id: "tiny", composition: { custom: SMALL } };
const NO_RESHUFFLE: DeckDefinition = { ...CUSTOM, id: "strict", reshuffleWhenEmpty: false };

/** mulberry32: a seeded uniform in [0, 1), standing in for Foundry's seeded Mersenne Twister. */
function uniform(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const g = () =>
  globalThis as unknown as {
    game: { user: { isGM: boolean } };
    CONFIG: { Dice: { randomUniform: () => number } };
  };
const seed = (n: number) => (g().CONFIG.Dice.randomUniform = uniform(n));

let world: CardsWorld;
beforeEach(() => {
  installFoundryStandIns();
  world = installCardsStandIn();
  seed(1);
});
afterEach(() => vi.unstubAllGlobals());

const stack = (id: string) => world.collection.get(id)!;
const keys = (cards: readonly Card[]) => cards.map(cardKey);
const sortedKeys = (cards: readonly Card[]) => keys(cards).sort();

/** Every card wherever the documents put it, read straight from the stand-in. */
function documentsHold(handle: DeckHandle) {
  const deck = stack(handle.deckId);
  const discard = stack(handle.discardId);
  return {
    deck: deck.cards.contents.length,
    undrawn: deck.cards.contents.filter((c) => !c.drawn).length,
    discard: discard.cards.contents.map((c) => c.flags[SGS]!.card as string),
  };
}

describe("ensureDeck", () => {
  it.each([
    [STANDARD, 52],
    [JOKERS, 54],
    [CUSTOM, 5],
  ])("creates the deck %# (%i cards) and its discard pile once, then finds them again", async (def, n) => {
    const first = await ensureDeck(def);
    const writes = world.writes.length;
    const again = await ensureDeck(def);
    expect(again).toEqual(first);
    expect(world.writes.length, "the second call writes nothing").toBe(writes);
    expect(world.collection.size).toBe(2);
    const deck = stack(first.deckId);
    expect(deck.type).toBe("deck");
    expect(stack(first.discardId).type).toBe("pile");
    expect(deck.flags[SGS]?.deck).toBe(def.id);
    expect(stack(first.discardId).flags[SGS]?.deck).toBe(def.id);
    expect(deck.cards.contents).toHaveLength(n);
    const expected =
      def.composition === "standard"
        ? standardDeck()
        : def.composition === "withJokers"
          ? deckWithJokers()
          : SMALL;
    expect(keys(readDeck(first).drawPile)).toEqual(keys(expected));
    for (const card of deck.cards.contents)
      expect(card.faces[0]!.img).toBe(
        `systems/six-gun-sound/assets/cards/${String(card.flags[SGS]!.card)}.svg`,
      );
  });

  it("creates one deck when asked twice at once", async () => {
    const [a, b] = await Promise.all([ensureDeck(STANDARD), ensureDeck(STANDARD)]);
    expect(a).toEqual(b);
    expect(world.collection.size).toBe(2);
  });

  it("keeps two definitions apart", async () => {
    const a = await ensureDeck(STANDARD);
    const b = await ensureDeck(CUSTOM);
    expect(new Set([a.deckId, a.discardId, b.deckId, b.discardId]).size).toBe(4);
    expect(readDeck(b).drawPile).toHaveLength(5);
  });

  it("rebuilds the deck to exactly the cards given, in order, with nothing drawn or discarded", async () => {
    const handle = await ensureDeck(STANDARD);
    await drawCards(handle, { count: 10, to: "posse" });
    await discardCards(handle, { from: "posse" });
    await drawCards(handle, { count: 3 });
    const cards: Card[] = [{ suit: "hearts", rank: 5 }, { joker: "black" }, { suit: "spades", rank: 11 }];
    const rebuilt = await ensureDeck(STANDARD, { cards });
    expect(rebuilt).toEqual(handle);
    expect(readDeck(handle)).toEqual(newDeckState(cards));
    expect(documentsHold(handle)).toEqual({ deck: 3, undrawn: 3, discard: [] });
  });

  it("refuses a rebuild list with a card twice", async () => {
    await expect(ensureDeck(STANDARD, { cards: [SMALL[0]!, SMALL[0]!] })).rejects.toThrow(/twice/);
  });
});

describe("seeded randomness", () => {
  async function play(n: number) {
    seed(n);
    const handle = await ensureDeck(JOKERS);
    await shuffleDeck(handle);
    const { drawn } = await drawCards(handle, { count: 7, to: "a" });
    return keys(drawn);
  }

  it("a seeded randomUniform gives the same shuffle and draw, and the rules core's own", async () => {
    const first = await play(42);
    vi.unstubAllGlobals();
    installFoundryStandIns();
    world = installCardsStandIn();
    expect(await play(42)).toEqual(first);
    // The same faces fed to the core directly: the service adds nothing random of its own.
    seed(42);
    const core = draw(shuffleDrawPile(newDeckState(deckWithJokers()), foundryDice()), foundryDice(), {
      count: 7,
    });
    expect(keys(core.drawn)).toEqual(first);
  });

  it("another seed gives another order", async () => {
    const a = await play(1);
    vi.unstubAllGlobals();
    installFoundryStandIns();
    world = installCardsStandIn();
    expect(await play(2)).not.toEqual(a);
  });

  it("foundryDice maps the uniform onto every face and never past the top", () => {
    const values = [0, 0.5, 0.999999, 1];
    let i = 0;
    g().CONFIG.Dice.randomUniform = () => values[i++]!;
    expect(values.map(() => foundryDice().roll(6))).toEqual([1, 4, 6, 6]);
  });
});

describe("drawing and discarding", () => {
  it("draws into hands and onto the table, conserving every card in the documents", async () => {
    const handle = await ensureDeck(STANDARD);
    await shuffleDeck(handle);
    const a = await drawCards(handle, { count: 5, to: "alice" });
    const b = await drawCards(handle, { count: 3, to: "bob" });
    const t = await drawCards(handle, { count: 2 });
    const state = readDeck(handle);
    expect(keys(state.hands.alice!)).toEqual(keys(a.drawn));
    expect(keys(state.hands.bob!)).toEqual(keys(b.drawn));
    expect(keys(state.table)).toEqual(keys(t.drawn));
    expect(state.drawPile).toHaveLength(42);
    expect(sortedKeys(allCards(state))).toEqual(sortedKeys(standardDeck()));
    expect(documentsHold(handle)).toMatchObject({ deck: 52, undrawn: 42, discard: [] });
    expect(world.collection.size, "no hand documents unless the deck deals hands").toBe(2);
    // The hand is named on the deck's own card documents.
    const held = stack(handle.deckId).cards.contents.filter((c) => c.flags[SGS]?.holder === "alice");
    expect(held.map((c) => c.flags[SGS]!.card).sort()).toEqual(keys(a.drawn).sort());

    const after = await discardCards(handle, { from: "alice" });
    expect(keys(after.discardPile)).toEqual(keys(a.drawn));
    expect(documentsHold(handle).discard.sort()).toEqual(keys(a.drawn).sort());
    expect(readDeck(handle)).toEqual(after);
    await discardCards(handle);
    expect(readDeck(handle).table).toEqual([]);
    expect(sortedKeys(allCards(readDeck(handle)))).toEqual(sortedKeys(standardDeck()));
  });

  it("shuffles the discards back in when the draw pile runs out", async () => {
    const handle = await ensureDeck(CUSTOM);
    const first = await drawCards(handle, { count: 3 });
    await discardCards(handle);
    const second = await drawCards(handle, { count: 4 });
    expect(second.reshuffles).toBe(1);
    expect(keys(second.drawn.slice(0, 2))).toEqual(keys(SMALL.slice(3)));
    // The last two come from the three discarded cards, shuffled back in.
    expect(keys(first.drawn)).toEqual(expect.arrayContaining(keys(second.drawn.slice(2))));
    expect(second.state.drawPile).toHaveLength(1);
    expect(second.state.discardPile).toEqual([]);
    expect(readDeck(handle)).toEqual(second.state);
    expect(documentsHold(handle)).toEqual({ deck: 5, undrawn: 1, discard: [] });
  });

  it("without reshuffleWhenEmpty, drawing past the end is refused and changes nothing", async () => {
    const handle = await ensureDeck(NO_RESHUFFLE);
    await drawCards(handle, { count: 3 });
    await discardCards(handle);
    const before = readDeck(handle);
    const writes = world.writes.length;
    await expect(drawCards(handle, { count: 3 })).rejects.toThrow(/more than the 2 cards left/);
    expect(readDeck(handle)).toEqual(before);
    expect(world.writes.length).toBe(writes);
  });

  it("reports a Joker without recalling: the caller recalls at the end of the turn", async () => {
    const handle = await ensureDeck(CUSTOM);
    const out = await drawCards(handle, { count: 4 });
    expect(out.jokerDrawn).toBe(true);
    expect(readDeck(handle).drawPile).toHaveLength(1);
    const none = await drawCards(handle, { count: 1 });
    expect(none.jokerDrawn).toBe(false);
  });

  it("recall gathers every card, from hands, table and discards, into a shuffled draw pile", async () => {
    const handle = await ensureDeck(JOKERS);
    await drawCards(handle, { count: 6, to: "x" });
    await drawCards(handle, { count: 4 });
    await discardCards(handle, { from: "x" });
    await drawCards(handle, { count: 2, to: "y" });
    const before = readDeck(handle);
    seed(9);
    const state = await recallDeck(handle);
    seed(9);
    expect(state).toEqual(recallAll(before, foundryDice()));
    expect(readDeck(handle)).toEqual(state);
    expect(state.drawPile).toHaveLength(54);
    expect(documentsHold(handle)).toEqual({ deck: 54, undrawn: 54, discard: [] });
    expect(stack(handle.deckId).cards.contents.every((c) => c.flags[SGS]?.holder == null)).toBe(true);
  });

  it("serializes quick successive draws so no card is drawn twice", async () => {
    const handle = await ensureDeck(STANDARD);
    const draws = await Promise.all([1, 2, 3, 4].map(() => drawCards(handle, { count: 3 })));
    const drawn = draws.flatMap((d) => keys(d.drawn));
    expect(new Set(drawn).size).toBe(12);
    expect(readDeck(handle).drawPile).toHaveLength(40);
  });
});

describe("hands shown as documents (a deck with hands)", () => {
  const HANDS: DeckDefinition = { ...STANDARD, id: "poker", hands: true };
  const handKeys = (holder: string) => {
    const hand = world.collection.contents.find((c) => c.type === "hand" && c.flags[SGS]?.hand === holder);
    return hand?.cards.contents.sort((a, b) => a.sort - b.sort).map((c) => c.flags[SGS]!.card as string);
  };

  it("mirrors each holder's cards into a hand its user owns, and empties it on discard and recall", async () => {
    const users = new Map([["u1", { id: "u1", name: "Alice" }]]);
    (globalThis as unknown as { game: { users: unknown } }).game.users = users;
    const handle = await ensureDeck(HANDS);
    const alice = await drawCards(handle, { count: 3, to: "u1" });
    const npc = await drawCards(handle, { count: 2, to: "npc" });
    await drawCards(handle, { count: 1 });
    expect(handKeys("u1")).toEqual(keys(alice.drawn));
    expect(handKeys("npc")).toEqual(keys(npc.drawn));
    const hands = world.collection.contents.filter((c) => c.type === "hand");
    expect(hands).toHaveLength(2);
    const aliceHand = hands.find((c) => c.flags[SGS]?.hand === "u1")!;
    expect(aliceHand.ownership).toEqual({ u1: 3 });
    expect(aliceHand.flags[SGS]?.deck).toBe("poker");
    expect(hands.find((c) => c.flags[SGS]?.hand === "npc")!.ownership).toEqual({});

    await discardCards(handle, { from: "u1" });
    expect(handKeys("u1")).toEqual([]);
    expect(handKeys("npc")).toEqual(keys(npc.drawn));
    await recallDeck(handle);
    expect(handKeys("npc")).toEqual([]);
    expect(readDeck(handle).drawPile).toHaveLength(52);
    expect(world.collection.contents.filter((c) => c.type === "hand")).toHaveLength(2);
  });
});

describe("on a player's client", () => {
  it("refuses every write, and writes nothing", async () => {
    const handle = await ensureDeck(STANDARD);
    g().game.user.isGM = false;
    const writes = world.writes.length;
    await expect(ensureDeck(JOKERS)).rejects.toThrow(/only the GM/);
    await expect(drawCards(handle, { count: 1 })).rejects.toThrow(/only the GM/);
    await expect(shuffleDeck(handle)).rejects.toThrow(/only the GM/);
    await expect(discardCards(handle)).rejects.toThrow(/only the GM/);
    await expect(recallDeck(handle)).rejects.toThrow(/only the GM/);
    expect(world.writes.length).toBe(writes);
    expect(world.collection.size).toBe(2);
    // Reading what it can see is fine.
    expect(readDeck(handle).drawPile).toHaveLength(52);
  });
});

describe("readDeck and DeckState", () => {
  it("round-trips any arrangement of the cards through the documents", async () => {
    const handle = await ensureDeck(JOKERS);
    const deck = stack(handle.deckId) as StandInCards;
    const discard = stack(handle.discardId) as StandInCards;
    const cards = deckWithJokers();
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(
          cards.map((_, i) => i),
          { minLength: cards.length },
        ),
        fc.array(fc.constantFrom("draw", "discard", "table", "h1", "h2"), { minLength: 54, maxLength: 54 }),
        async (order, places) => {
          const state: {
            drawPile: Card[];
            discardPile: Card[];
            table: Card[];
            hands: Record<string, Card[]>;
          } = {
            drawPile: [],
            discardPile: [],
            table: [],
            hands: {},
          };
          order.forEach((index, i) => {
            const card = cards[index]!;
            const place = places[i]!;
            if (place === "draw") state.drawPile.push(card);
            else if (place === "discard") state.discardPile.push(card);
            else if (place === "table") state.table.push(card);
            else (state.hands[place] ??= []).push(card);
          });
          await writeState(deck as never, discard as never, state as DeckState);
          expect(stateOf(deck as never, discard as never)).toEqual(state);
          expect(readDeck(handle)).toEqual(state);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("refuses to write a state that loses or invents a card", async () => {
    const handle = await ensureDeck(CUSTOM);
    const deck = stack(handle.deckId) as never;
    const discard = stack(handle.discardId) as never;
    await expect(writeState(deck, discard, newDeckState(SMALL.slice(1)))).rejects.toThrow(/does not hold/);
    await expect(
      writeState(deck, discard, newDeckState([...SMALL.slice(1), { suit: "clubs", rank: 3 }])),
    ).rejects.toThrow(/unknown: 3C/);
  });

  it("reads a core recall of the deck (every card undrawn, copies gone) as a full draw pile", async () => {
    const handle = await ensureDeck(CUSTOM);
    await drawCards(handle, { count: 3, to: "h" });
    await discardCards(handle, { from: "h" });
    const deck = stack(handle.deckId);
    await deck.updateEmbeddedDocuments(
      "Card",
      deck.cards.contents.map((c) => ({ _id: c.id, drawn: false })),
    );
    expect(readDeck(handle).drawPile).toHaveLength(5);
    expect(readDeck(handle).discardPile).toEqual([]);
  });

  it("says which card has no key rather than guessing", async () => {
    const handle = await ensureDeck(CUSTOM);
    const deck = stack(handle.deckId);
    await deck.createEmbeddedDocuments("Card", [{ name: "Stray", flags: {} }]);
    expect(() => readDeck(handle)).toThrow(/"Stray".*no six-gun-sound card key/);
  });
});

describe("the chat announcement", () => {
  const source = readFileSync("src/shell/templates/shell/deck-draw.hbs", "utf8");

  function realTemplates() {
    const hbs = Handlebars.create();
    hbs.registerHelper("localize", (key: string) => `L(${key})`);
    const template = hbs.compile(source);
    const posted: Record<string, unknown>[] = [];
    const globals = globalThis as unknown as {
      foundry: { applications: { handlebars: { renderTemplate: unknown } } };
      ChatMessage: { create: unknown };
    };
    globals.foundry.applications.handlebars.renderTemplate = async (path: string, data: object) => {
      expect(path).toBe("systems/six-gun-sound/templates/shell/deck-draw.hbs");
      return template(data);
    };
    globals.ChatMessage.create = async (data: Record<string, unknown>) => {
      posted.push(data);
      return undefined;
    };
    return posted;
  }

  it("lists the drawn cards with their faces, escapes the flavor, and tells of a Joker", async () => {
    const posted = realTemplates();
    const handle = await ensureDeck({ ...CUSTOM, reshuffleOnJoker: true });
    const out = await drawCards(handle, {
      count: 4,
      announce: { flavor: `<img src=x onerror="alert(1)"> & Co` },
    });
    expect(posted).toHaveLength(1);
    const content = String(posted[0]!.content);
    expect(content).not.toContain("<img src=x");
    expect(content).toContain("&lt;img src&#x3D;x onerror&#x3D;&quot;alert(1)&quot;&gt; &amp; Co");
    for (const key of keys(out.drawn)) {
      expect(content).toContain(`data-card="${key}"`);
      expect(content).toContain(`src="systems/six-gun-sound/assets/cards/${key}.svg"`);
    }
    expect(content).toContain("L(SIXGUN.Decks.JokerDrawn)");
    expect(content).not.toContain("L(SIXGUN.Decks.Reshuffled)");
    expect(posted[0]!.flags).toEqual({ [SGS]: { deckDraw: { deck: "tiny", cards: keys(out.drawn) } } });
  });

  it("tells of a reshuffle, and of a Joker only where the deck reshuffles on one", async () => {
    const posted = realTemplates();
    const handle = await ensureDeck(CUSTOM);
    await drawCards(handle, { count: 3 });
    await discardCards(handle);
    const out = await drawCards(handle, { count: 4, announce: { flavor: "" } });
    expect(out.reshuffles).toBe(1);
    expect(out.jokerDrawn, "the red Joker was fourth from the top").toBe(true);
    const content = String(posted[0]!.content);
    expect(content).toContain("L(SIXGUN.Decks.Reshuffled)");
    expect(content).not.toContain("L(SIXGUN.Decks.JokerDrawn)");
    expect(content).not.toContain("sgs-deck-draw-flavor");
  });

  it("shows the ruleset's counters over the deck's state, back to nothing after a recall", async () => {
    const posted = realTemplates();
    // Face cards out of the draw pile: "face cards drawn this day" of a ruleset that counts them.
    const faces: DeckDefinition = {
      ...CUSTOM,
      id: "faces",
      counters: [
        {
          id: "faceCards",
          label: "Faces",
          count: (s) =>
            s.discardPile.concat(s.table).filter((c) => "rank" in c && c.rank >= 11 && c.rank <= 13).length,
        },
      ],
    };
    const handle = await ensureDeck(faces);
    const out = await drawCards(handle, { count: 5, announce: { flavor: "all" } });
    // The tiny deck holds one face card (the Queen of diamonds), wherever the shuffle put it.
    expect(keys(out.drawn)).toContain("QD");
    expect(String(posted[0]!.content)).toMatch(/<dt>Faces<\/dt>\s*<dd>1<\/dd>/);
    await recallDeck(handle);
    await drawCards(handle, { count: 1, announce: { flavor: "again" } });
    const again = readDeck(handle);
    const expected = again.table.filter((c) => "rank" in c && c.rank === 12).length;
    expect(String(posted[1]!.content)).toMatch(new RegExp(`<dt>Faces</dt>\\s*<dd>${expected}</dd>`));
  });

  it("posts nothing unless asked", async () => {
    const posted = realTemplates();
    const handle = await ensureDeck(CUSTOM);
    await drawCards(handle, { count: 1 });
    await drawCards(handle, { count: 1, announce: false });
    expect(posted).toEqual([]);
  });
});
