import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ONE,
  allCards,
  cardKey,
  deckWithJokers,
  equals,
  isJoker,
  nextCardOdds,
  seededDice,
  sum,
  type Card,
} from "../../../src/rules/core";
import { CHARGEN_TYPES, type ChargenOptions } from "../../../src/rules/fill-yore-hands";
import {
  assertChargenOptions,
  chargenCardCount,
  chargenLine,
  chargenOdds,
  generateTraits,
  readChargenCards,
} from "../../../src/rules/fill-yore-hands/chargen";
import { fieldOf } from "../helpers/errors";
import { RUNS, seedArb } from "../helpers/properties";

const typeArb = fc.constantFrom(...CHARGEN_TYPES);
const optionsArb: fc.Arbitrary<ChargenOptions> = fc.record({
  chargenCards: fc.constantFrom("onePerFigure" as const, "onePerTrait" as const),
  jokerInHeartsOnly: fc.boolean(),
  strayCommaIncludesTens: fc.boolean(),
  womenByType: fc.boolean(),
});
const cardArb = fc.constantFrom(...deckWithJokers());
const sortedKeys = (cards: readonly Card[]) => cards.map(cardKey).sort();

describe("character generation: properties", () => {
  it("chargenLine gives every type its own line; anything else is a RulesError", () => {
    fc.assert(
      fc.property(typeArb, fc.string(), (type, other) => {
        expect(chargenLine(type).type).toBe(type);
        if (!(CHARGEN_TYPES as readonly string[]).includes(other))
          expect(fieldOf(() => chargenLine(other as never))).toBe("type");
      }),
      RUNS,
    );
  });

  it("assertChargenOptions passes valid readings through and names a bad one", () => {
    fc.assert(
      fc.property(
        optionsArb,
        fc.constantFrom("chargenCards", "jokerInHeartsOnly", "strayCommaIncludesTens", "womenByType"),
        (options, broken) => {
          expect(assertChargenOptions(options)).toEqual(options);
          expect(fieldOf(() => assertChargenOptions({ ...options, [broken]: 7 }))).toBe(`options.${broken}`);
        },
      ),
      RUNS,
    );
  });

  it("chargenCardCount is 1 per figure, else one per line the type has", () => {
    fc.assert(
      fc.property(typeArb, optionsArb, (type, options) => {
        const line = chargenLine(type);
        const lines = Number(line.quickness !== undefined) + Number(line.toughness !== undefined);
        expect(chargenCardCount(type, options)).toBe(options.chargenCards === "onePerFigure" ? 1 : lines);
      }),
      RUNS,
    );
  });

  it("readChargenCards: one card gives at most one trait; no line, no trait; a Joker never gives toughness", () => {
    fc.assert(
      fc.property(typeArb, optionsArb, cardArb, cardArb, (type, options, a, b) => {
        const line = chargenLine(type);
        const perTrait = options.chargenCards === "onePerTrait";
        const cards = perTrait
          ? { ...(line.quickness ? { quickness: a } : {}), ...(line.toughness ? { toughness: b } : {}) }
          : a;
        const r = readChargenCards(type, cards, options);
        expect(r.type).toBe(type);
        if (!perTrait) expect(r.quickness === "none" || r.toughness === "none").toBe(true);
        if (!line.quickness) expect(r.quickness).toBe("none");
        if (!line.toughness) expect(r.toughness).toBe("none");
        if (r.toughness !== "none") expect(r.toughness).toBe(line.toughness?.trait);
        if (isJoker(perTrait ? b : a)) expect(r.toughness).toBe("none");
        expect(r.isWoman).toBe(options.womenByType && line.woman);
        expect(r.shotModifier).toBe(type === "drunk" ? -1 : 0);
      }),
      RUNS,
    );
  });

  it("generateTraits draws the cards it needs, keeps every card, and agrees with readChargenCards", () => {
    fc.assert(
      fc.property(
        typeArb,
        optionsArb,
        fc.shuffledSubarray(deckWithJokers(), { minLength: 2 }),
        seedArb,
        (type, options, pile, seed) => {
          const inPile = new Set(pile.map(cardKey));
          const others = deckWithJokers().filter((c) => !inPile.has(cardKey(c)));
          const deck = { drawPile: pile, discardPile: others, hands: {}, table: [] };
          const g = generateTraits({ type, deck, dice: seededDice(seed), options });
          const n = chargenCardCount(type, options);
          expect(sortedKeys(allCards(g.deck))).toEqual(sortedKeys(deckWithJokers()));
          expect(g.deck.drawPile).toHaveLength(pile.length - n);
          expect(g.deck.discardPile.slice(-n)).toEqual(pile.slice(0, n));
          const read = options.chargenCards === "onePerFigure" ? pile[0]! : g.cards;
          expect(g.traits).toEqual(readChargenCards(type, read, options));
        },
      ),
      RUNS,
    );
  });

  it("chargenOdds: each distribution sums to 1 and matches the next-card odds of any draw pile", () => {
    fc.assert(
      fc.property(
        typeArb,
        optionsArb,
        fc.shuffledSubarray(deckWithJokers(), { minLength: 2, maxLength: 20 }),
        (type, options, pile) => {
          const o = chargenOdds({ type, options, drawPile: pile });
          expect(equals(sum(Object.values(o.quickness)), ONE)).toBe(true);
          expect(equals(sum(Object.values(o.toughness)), ONE)).toBe(true);
          expect(equals(sum(o.outcomes.map((x) => x.chance)), ONE)).toBe(true);
          // Under either reading, each line's card is equally likely to be any card of the pile.
          const single = { ...options, chargenCards: "onePerFigure" as const };
          const gl = nextCardOdds(
            pile,
            (c) => readChargenCards(type, c, single).quickness === "greasedLightning",
          );
          expect(o.quickness.greasedLightning).toEqual(gl);
          const tough = nextCardOdds(pile, (c) => readChargenCards(type, c, single).toughness !== "none");
          expect(sum([o.toughness.builtLikeAnOx, o.toughness.fightsLikeATiger])).toEqual(tough);
        },
      ),
      { numRuns: 40 },
    );
  });
});
