import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  RulesError,
  allCards,
  assertCard,
  customDeck,
  parseCard,
  cardKey,
  colour,
  countFaceCards,
  deckWithJokers,
  discardAll,
  draw,
  equals,
  isFace,
  isJoker,
  newDeckState,
  nextCardOdds,
  recallAll,
  seededDice,
  sequenceDice,
  shuffle,
  shuffleDrawPile,
  standardDeck,
  sum,
  ONE,
  type Card,
  type DeckState,
} from "../../../src/rules/core";

const keys = (cards: readonly Card[]) => cards.map(cardKey).sort();

describe("deck state", () => {
  it("draws from the top into a hand or onto the table", () => {
    const start = newDeckState(standardDeck());
    const first = draw(start, seededDice(1), { count: 2, to: "posse" });
    expect(first.drawn.map(cardKey)).toEqual(["2S", "3S"]);
    expect(first.state.hands.posse?.map(cardKey)).toEqual(["2S", "3S"]);
    expect(first.state.drawPile).toHaveLength(50);
    expect(start.drawPile).toHaveLength(52); // the old state is untouched
    const second = draw(first.state, seededDice(1), { count: 1 });
    expect(second.state.table.map(cardKey)).toEqual(["4S"]);
  });

  it("reports a Joker drawn, so the ruleset can reshuffle at end of turn", () => {
    const deck = [{ joker: "red" } as Card, ...standardDeck()];
    expect(draw(newDeckState(deck), seededDice(1), { count: 1 }).jokerDrawn).toBe(true);
    expect(draw(newDeckState(standardDeck()), seededDice(1), { count: 1 }).jokerDrawn).toBe(false);
  });

  it("running out without the reshuffle rule is a RulesError on count", () => {
    const state = newDeckState(standardDeck().slice(0, 3));
    expect(() => draw(state, seededDice(1), { count: 4 })).toThrow(RulesError);
  });

  it("reshuffles the discard pile in when the draw pile is empty", () => {
    let state = newDeckState(standardDeck().slice(0, 3));
    state = draw(state, seededDice(1), { count: 3, to: "a" }).state;
    state = discardAll(state, "a");
    // Discard [2S,3S,4S]; scripted shuffle d3=1 → [4S,3S,2S], d2=2 keeps → draw 4S.
    const result = draw(state, sequenceDice(1, 2), { count: 1, reshuffleWhenEmpty: true });
    expect(result.reshuffles).toBe(1);
    expect(result.drawn.map(cardKey)).toEqual(["4S"]);
    expect(result.state.discardPile).toHaveLength(0);
  });

  it("recall gathers hands, table and discards back into a shuffled draw pile", () => {
    let state = newDeckState(deckWithJokers());
    state = draw(state, seededDice(2), { count: 5, to: "a" }).state;
    state = discardAll(draw(state, seededDice(2), { count: 3 }).state);
    const recalled = recallAll(state, seededDice(3));
    expect(recalled.drawPile).toHaveLength(54);
    expect(recalled.hands).toEqual({});
    expect(recalled.table).toHaveLength(0);
    expect(recalled.discardPile).toHaveLength(0);
  });

  it("discarding an unknown hand names the field", () => {
    expect(() => discardAll(newDeckState(standardDeck()), "nobody")).toThrow(/from/);
  });

  it("counts face cards among drawn cards", () => {
    expect(countFaceCards(standardDeck())).toBe(12);
    expect(countFaceCards(deckWithJokers().filter(isJoker))).toBe(0);
  });
});

type Step =
  | { kind: "draw"; count: number; hand: number | null }
  | { kind: "discard"; hand: number | null }
  | { kind: "recall" }
  | { kind: "shuffle" };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("draw" as const),
    count: fc.integer({ min: 0, max: 8 }),
    hand: fc.option(fc.integer({ min: 0, max: 2 })),
  }),
  fc.record({ kind: fc.constant("discard" as const), hand: fc.option(fc.integer({ min: 0, max: 2 })) }),
  fc.record({ kind: fc.constant("recall" as const) }),
  fc.record({ kind: fc.constant("shuffle" as const) }),
);

function apply(state: DeckState, s: Step, seed: number, reshuffleWhenEmpty: boolean): DeckState {
  const dice = seededDice(seed);
  switch (s.kind) {
    case "draw": {
      const to = s.hand === null ? undefined : `h${s.hand}`;
      const available = state.drawPile.length + (reshuffleWhenEmpty ? state.discardPile.length : 0);
      if (s.count > available) return state;
      return draw(state, dice, { count: s.count, to, reshuffleWhenEmpty }).state;
    }
    case "discard": {
      const from = s.hand === null ? undefined : `h${s.hand}`;
      return from !== undefined && !state.hands[from] ? state : discardAll(state, from);
    }
    case "recall":
      return recallAll(state, dice);
    case "shuffle":
      return shuffleDrawPile(state, dice);
  }
}

describe("deck properties", () => {
  it("every card's key parses back to it, and a subset of the deck is a valid custom deck", () => {
    fc.assert(
      fc.property(fc.subarray(deckWithJokers(), { minLength: 1 }), (cards) => {
        for (const c of cards) {
          expect(parseCard(cardKey(c))).toEqual(c);
          expect(assertCard("c", c)).toEqual(c);
        }
        expect(keys(customDeck(cards))).toEqual(keys(cards));
        expect(keys(standardDeck()).filter((k) => !k.startsWith("Joker"))).toHaveLength(52);
      }),
    );
  });

  it("recall gathers every card drawn, and face cards are counted as J, Q and K", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 54 }), (seed, count) => {
        const dice = seededDice(seed);
        const drawn = draw(newDeckState(deckWithJokers()), dice, { count, to: "a" });
        const back = recallAll(drawn.state, dice);
        expect(back.drawPile).toHaveLength(54);
        expect(keys(back.drawPile)).toEqual(keys(deckWithJokers()));
        expect(countFaceCards(drawn.drawn)).toBe(
          drawn.drawn.filter((c) => !isJoker(c) && c.rank >= 11 && c.rank <= 13).length,
        );
      }),
    );
  });

  it("shuffle is a permutation", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(keys(shuffle(seededDice(seed), deckWithJokers()))).toEqual(keys(deckWithJokers()));
      }),
    );
  });

  it("draw, discard, recall and reshuffle-on-empty conserve the multiset of cards", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.integer(), fc.boolean(), (steps, seed, reshuffle) => {
        let state = newDeckState(deckWithJokers());
        steps.forEach((s, i) => {
          state = apply(state, s, seed + i, reshuffle);
          expect(keys(allCards(state))).toEqual(keys(deckWithJokers()));
        });
      }),
    );
  });

  it("never draws a card twice between reshuffles", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 12 }),
        fc.integer(),
        (counts, seed) => {
          let state = shuffleDrawPile(newDeckState(deckWithJokers()), seededDice(seed));
          const seen = new Set<string>();
          for (const count of counts) {
            if (count > state.drawPile.length) break;
            const result = draw(state, seededDice(seed), { count });
            for (const card of result.drawn) {
              expect(seen.has(cardKey(card))).toBe(false);
              seen.add(cardKey(card));
            }
            state = discardAll(result.state);
          }
        },
      ),
    );
  });

  it("exact odds over a partition of the pile sum to 1", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 54 }), (seed, size) => {
        const pile = shuffle(seededDice(seed), deckWithJokers()).slice(0, size);
        const parts = [
          nextCardOdds(pile, isJoker),
          nextCardOdds(pile, (c) => !isJoker(c) && isFace(c)),
          nextCardOdds(pile, (c) => !isJoker(c) && !isFace(c) && colour(c) === "red"),
          nextCardOdds(pile, (c) => !isJoker(c) && !isFace(c) && colour(c) === "black"),
        ];
        expect(equals(sum(parts), ONE)).toBe(true);
      }),
    );
  });
});
