import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Card, fraction, newDeckState, seededDice, standardDeck } from "../../../src/rules/core";
import {
  activationOrder,
  dayAfterTurn,
  drawTurn,
  initiativeOdds,
  isDayFaceCard,
  readTurnPairs,
  resolveInitiative,
} from "../../../src/rules/sgs-classic/activation";
import { classicRules } from "../../../src/rules/sgs-classic/interpretations";
import { seedArb } from "../helpers/properties";

const deck = standardDeck();
const cardArb = fc.constantFrom(...deck);
const c = (suit: string, rank: number) => ({ suit, rank }) as Card;

describe("resolveInitiative (L159–L165)", () => {
  it("D33 7♥ 9♥ red first; 7♥ 9♠ black first; Q♦ Q♣ drawn again, both Queens counting towards the ten", () => {
    expect(resolveInitiative([c("hearts", 7), c("hearts", 9)]).first).toBe("red");
    expect(resolveInitiative([c("hearts", 7), c("spades", 9)]).first).toBe("black");
    expect(resolveInitiative([c("diamonds", 12), c("clubs", 12)]).first).toBeNull();
    const state = { ...newDeckState([c("diamonds", 12), c("clubs", 12), c("hearts", 7), c("hearts", 9)]) };
    const turn = drawTurn(state, seededDice(1));
    expect([turn.first, turn.pairs.length, turn.faceCards]).toEqual(["red", 2, 2]);
    expect(drawTurn(state, seededDice(1), classicRules({ tieCardsCount: false })).faceCards).toBe(0);
  });
  it("same colour, higher card, tie", () => {
    expect(resolveInitiative([c("hearts", 2), c("diamonds", 14)])).toEqual({
      first: "red",
      by: "sameColour",
    });
    expect(resolveInitiative([c("hearts", 13), c("spades", 14)])).toEqual({
      first: "black",
      by: "higherCard",
    });
    expect(resolveInitiative([c("hearts", 9), c("clubs", 9)])).toEqual({ first: null, by: "tie" });
  });
  it("property: the result is symmetric in the two cards", () => {
    fc.assert(
      fc.property(cardArb, cardArb, (a, b) => {
        expect(resolveInitiative([a, b])).toEqual(resolveInitiative([b, a]));
      }),
    );
  });
});

describe("readTurnPairs (the pairs of one turn, as the tracker draws them)", () => {
  it("D33 again, pair by pair: the tie decides nothing, the next pair names red; both Queens count", () => {
    const tie = [c("diamonds", 12), c("clubs", 12)] as const;
    const red = [c("hearts", 7), c("hearts", 9)] as const;
    expect(readTurnPairs([tie])).toEqual({ first: null, by: "tie", faceCards: 2 });
    expect(readTurnPairs([tie, red])).toEqual({ first: "red", by: "sameColour", faceCards: 2 });
    expect(readTurnPairs([tie, red], classicRules({ tieCardsCount: false })).faceCards).toBe(0);
    expect(
      readTurnPairs([[c("spades", 13), c("hearts", 14)]], classicRules({ faceCards: "jackToAce" })),
    ).toEqual({ first: "red", by: "higherCard", faceCards: 2 });
  });
  it("pairs after the deciding one are not read; a broken pair is refused", () => {
    const red = [c("hearts", 7), c("hearts", 9)] as const;
    expect(readTurnPairs([red, [c("spades", 11), c("clubs", 12)]])).toEqual({
      first: "red",
      by: "sameColour",
      faceCards: 0,
    });
    expect(() => readTurnPairs([[c("hearts", 7)] as never])).toThrow(/two cards/);
  });
  it("property: drawTurn's result is readTurnPairs of the pairs it drew", () => {
    fc.assert(
      fc.property(seedArb, fc.boolean(), (seed, tieCardsCount) => {
        const rules = classicRules({ tieCardsCount });
        const t = drawTurn(newDeckState(deck), seededDice(seed), rules);
        const read = readTurnPairs(t.pairs, rules);
        expect([read.first, read.faceCards]).toEqual([t.first, t.faceCards]);
      }),
    );
  });
});

describe("isDayFaceCard (SGS-Q03)", () => {
  it("property: J/Q/K always count, the Ace only under jackToAce", () => {
    fc.assert(
      fc.property(
        cardArb,
        fc.constantFrom("jackQueenKing", "jackToAce") as fc.Arbitrary<"jackQueenKing" | "jackToAce">,
        (card, faceCards) => {
          const rank = (card as { rank: number }).rank;
          const want = rank >= 11 && (rank <= 13 || faceCards === "jackToAce");
          expect(isDayFaceCard(card, classicRules({ faceCards }))).toBe(want);
        },
      ),
    );
  });
});

describe("initiativeOdds (exact, by enumeration)", () => {
  it("full deck: re-draw 2/51, red first 49/102", () => {
    const odds = initiativeOdds(deck);
    expect(odds.redraw).toEqual(fraction(2, 51));
    expect(odds.red).toEqual(fraction(49, 102));
    expect(odds.black).toEqual(fraction(49, 102));
  });
  it("property: red and black are mirror images on any sub-deck closed under colour swap", () => {
    fc.assert(
      fc.property(fc.subarray([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14], { minLength: 1 }), (ranks) => {
        const sub = deck.filter((x) => ranks.includes((x as { rank: number }).rank));
        const odds = initiativeOdds(sub);
        expect(odds.red).toEqual(odds.black);
      }),
      { numRuns: 20 },
    );
  });
});

describe("drawTurn", () => {
  it("property: ends on a deciding pair, counts faces per tieCardsCount, keeps 52 cards", () => {
    fc.assert(
      fc.property(seedArb, fc.boolean(), (seed, tieCardsCount) => {
        const rules = classicRules({ tieCardsCount });
        const t = drawTurn(newDeckState(deck), seededDice(seed), rules);
        const last = t.pairs[t.pairs.length - 1]!;
        expect(resolveInitiative(last).first).toBe(t.first);
        for (const p of t.pairs.slice(0, -1)) expect(resolveInitiative(p).first).toBeNull();
        const counted = tieCardsCount ? t.pairs : [last];
        expect(t.faceCards).toBe(counted.flat().filter((x) => isDayFaceCard(x, rules)).length);
        expect(t.state.drawPile.length + t.state.discardPile.length + t.state.table.length).toBe(52);
      }),
    );
  });
});

describe("dayAfterTurn", () => {
  it("property: over at ten face cards or one side left", () => {
    fc.assert(
      fc.property(fc.nat(12), fc.nat(4), fc.nat(2), (so, turn, sidesLeft) => {
        const d = dayAfterTurn({ faceCardsSoFar: so, turnFaceCards: turn, sidesLeft });
        expect(d.faceCards).toBe(so + turn);
        expect(d.over).toBe(so + turn >= 10 || sidesLeft <= 1);
      }),
    );
  });
  it("a seeded day runs turns until ten face cards", () => {
    let state = newDeckState(deck);
    const dice = seededDice(7);
    let day = { faceCards: 0, over: false };
    let turns = 0;
    while (!day.over) {
      const t = drawTurn(state, dice);
      state = t.state;
      day = dayAfterTurn({ faceCardsSoFar: day.faceCards, turnFaceCards: t.faceCards, sidesLeft: 2 });
      turns++;
    }
    expect(day.faceCards).toBeGreaterThanOrEqual(10);
    expect(turns).toBeGreaterThan(1);
  });
});

describe("activationOrder (SGS-Q05)", () => {
  it("property: CV never rises along the order; playerChoice keeps the given order within a CV", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 8 }),
        seedArb,
        fc.boolean(),
        (cvs, seed, roll) => {
          const figures = cvs.map((cv, i) => ({ id: `f${i}`, cv }));
          const rules = classicRules({ cvTieBreak: roll ? "rollOff" : "playerChoice" });
          const { order, rollOffs } = activationOrder(figures, seededDice(seed), rules);
          expect([...order].sort()).toEqual(figures.map((f) => f.id).sort());
          const cvOf = (id: string) => figures.find((f) => f.id === id)!.cv;
          for (let i = 1; i < order.length; i++)
            expect(cvOf(order[i - 1]!)).toBeGreaterThanOrEqual(cvOf(order[i]!));
          if (!roll) {
            expect(rollOffs).toEqual([]);
            const stable = [...figures].sort((a, b) => b.cv - a.cv).map((f) => f.id);
            expect(order).toEqual(stable);
          }
        },
      ),
    );
  });
});
