import { describe, expect, it } from "vitest";
import {
  assertCard,
  cardKey,
  colour,
  customDeck,
  deckWithJokers,
  fraction,
  isFace,
  nextCardOdds,
  parseCard,
  sequenceDice,
  shuffle,
  standardDeck,
  type Card,
} from "../../../src/rules/core";
import { rulesErrorOf } from "../helpers/errors";

describe("cards as plain data", () => {
  it("every key of the 54-card deck round-trips and is unique", () => {
    const deck = deckWithJokers();
    const keys = deck.map(cardKey);
    expect(new Set(keys).size).toBe(54);
    expect(standardDeck().map(cardKey)).toHaveLength(52);
    expect(new Set(standardDeck().map(cardKey)).size).toBe(52);
    for (const card of deck) expect(parseCard(cardKey(card))).toEqual(card);
  });

  it("names cards with the expected keys", () => {
    expect(cardKey({ suit: "spades", rank: 12 })).toBe("QS");
    expect(cardKey({ suit: "hearts", rank: 10 })).toBe("10H");
    expect(cardKey({ suit: "clubs", rank: 14 })).toBe("AC");
    expect(cardKey({ joker: "red" })).toBe("JokerR");
  });

  it("knows colour and face cards", () => {
    expect(colour({ suit: "diamonds", rank: 2 })).toBe("red");
    expect(colour({ suit: "clubs", rank: 2 })).toBe("black");
    expect(colour({ joker: "black" })).toBe("black");
    expect(standardDeck().filter(isFace)).toHaveLength(12);
    expect(isFace({ suit: "spades", rank: 14 })).toBe(false);
  });

  it("rejects bad keys and bad cards naming the field", () => {
    for (const bad of ["1S", "11H", "QX", "", "qs", 12, null, "Joker"]) {
      expect(rulesErrorOf(() => parseCard(bad, "pick")).field).toBe("pick");
    }
    expect(rulesErrorOf(() => assertCard("c", { suit: "stars", rank: 3 })).field).toBe("c.suit");
    expect(rulesErrorOf(() => assertCard("c", { suit: "hearts", rank: 1 })).field).toBe("c.rank");
    expect(rulesErrorOf(() => assertCard("c", { joker: "green" })).field).toBe("c.joker");
  });

  it("validates custom decks: known cards, no duplicates", () => {
    expect(customDeck([{ suit: "hearts", rank: 5 }, { joker: "red" }])).toHaveLength(2);
    const dup = rulesErrorOf(() =>
      customDeck([
        { suit: "hearts", rank: 5 },
        { suit: "hearts", rank: 5 },
      ]),
    );
    expect(dup.field).toBe("deck[1]");
    expect(rulesErrorOf(() => customDeck([{ suit: "hearts", rank: 15 }])).field).toBe("deck[0].rank");
    expect(rulesErrorOf(() => customDeck("52")).field).toBe("deck");
  });
});

describe("shuffle", () => {
  it("follows Fisher–Yates exactly with a scripted source", () => {
    // [a,b,c,d]: i=3 die d4=1 swaps 3<->0 → [d,b,c,a]; i=2 d3=3 keeps → [d,b,c,a];
    // i=1 d2=1 swaps 1<->0 → [b,d,c,a].
    expect(shuffle(sequenceDice(1, 3, 1), ["a", "b", "c", "d"])).toEqual(["b", "d", "c", "a"]);
  });

  it("rejects a source face out of range", () => {
    expect(rulesErrorOf(() => shuffle({ roll: () => 5 }, ["a", "b"])).field).toBe("shuffle[1]");
  });
});

describe("exact odds of the next card", () => {
  const red = (c: Card) => colour(c) === "red";
  it("a full 52 deck: red 1/2, face 3/13", () => {
    expect(nextCardOdds(standardDeck(), red)).toEqual(fraction(1, 2));
    expect(nextCardOdds(standardDeck(), isFace)).toEqual(fraction(3, 13));
  });

  it("after known cards are gone", () => {
    // Remove the four Kings: 48 left, 8 faces → 1/6; 24 red of 46 after two more reds gone.
    const noKings = standardDeck().filter((c) => !("rank" in c && c.rank === 13));
    expect(nextCardOdds(noKings, isFace)).toEqual(fraction(8, 48));
    const fewerReds = noKings.filter((c) => cardKey(c) !== "2H" && cardKey(c) !== "3D");
    expect(nextCardOdds(fewerReds, red)).toEqual(fraction(22, 46));
  });

  it("an empty pile has no next card", () => {
    expect(rulesErrorOf(() => nextCardOdds([], red)).field).toBe("drawPile");
  });
});
