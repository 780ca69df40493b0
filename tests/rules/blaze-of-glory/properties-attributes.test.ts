import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ATTRIBUTES, DRUNK_STATES } from "../../../src/rules/blaze-of-glory/ids";
import {
  DECK_SIZE,
  SUITS,
  attributeForCard,
  cardAt,
  attributesGainedOnRepRise,
  drunkCondition,
  tradesmanRepBonus,
} from "../../../src/rules/blaze-of-glory/attributes";
import { RUNS, attributesArb, dieArb, expectRulesError, repArb } from "../helpers/properties";

describe("attributes: properties over random valid input", () => {
  it("attributeForCard maps every suit and rank to a known attribute of that suit", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUITS), fc.integer({ min: 2, max: 14 }), (suit, rank) => {
        const card = attributeForCard(suit, rank);
        expect(ATTRIBUTES).toContain(card.attribute);
        expect(card.suit).toBe(suit);
        expect(card.ranks).toContain(rank);
        expectRulesError(() => attributeForCard(suit, 15), "rank");
        expectRulesError(() => attributeForCard(suit, 2.5), "rank");
        expectRulesError(() => attributeForCard("stars" as never, rank), "suit");
      }),
      RUNS,
    );
  });

  it("cardAt: positions 1–52 are the suits in order and agree with attributeForCard; 53–54 are Jokers", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: DECK_SIZE }), (index) => {
        const card = cardAt(index);
        expect(card.index).toBe(index);
        if (index > 52) expect(card.suit).toBe("joker");
        else {
          expect(card.suit).toBe(SUITS[Math.floor((index - 1) / 13)]);
          expect(card.rank).toBe(((index - 1) % 13) + 2);
          expect(card.result).toBe(
            attributeForCard(card.suit as (typeof SUITS)[number], card.rank!).attribute,
          );
        }
        expectRulesError(() => cardAt(DECK_SIZE + 1), "index");
        expectRulesError(() => cardAt(Number.NaN), "index");
      }),
      RUNS,
    );
  });

  it("attributesGainedOnRepRise: one per point risen, never negative", () => {
    fc.assert(
      fc.property(repArb, repArb, (from, to) => {
        const n = attributesGainedOnRepRise(from, to);
        expect(n).toBe(Math.max(0, to - from));
        expectRulesError(() => attributesGainedOnRepRise(9, to), "fromRep");
        expectRulesError(() => attributesGainedOnRepRise(from, Number.NaN), "toRep");
      }),
      RUNS,
    );
  });

  it("drunkCondition reads a d6 as a drunk state; tradesmanRepBonus needs the attribute and the trade", () => {
    fc.assert(
      fc.property(dieArb, attributesArb, fc.boolean(), (face, attrs, inTrade) => {
        expect(DRUNK_STATES).toContain(drunkCondition(face));
        expectRulesError(() => drunkCondition(7), "face");
        expectRulesError(() => drunkCondition(2.5), "face");
        expect(tradesmanRepBonus(attrs, inTrade)).toBe(inTrade && attrs.includes("tradesman") ? 1 : 0);
        expectRulesError(() => tradesmanRepBonus(attrs, "yes" as never), "inTrade");
      }),
      RUNS,
    );
  });
});
