/**
 * Fixtures shared by the FYH wounds / brawl / rear-attack / jump / women / charm tests. The table
 * values are test fillings a GM might make, not the book's (the book lost them).
 */
import fc from "fast-check";
import {
  cardKey,
  deckWithJokers,
  standardDeck,
  type Card,
  type DiceSource,
  type GmTableData,
} from "../../../src/rules/core";
import { WOUND_LEVELS, type WoundLevel } from "../../../src/rules/fill-yore-hands/ids";

export const gm = (rows: GmTableData["rows"]): GmTableData => ({ rows, sourceStatus: "gm-defined" });

/** A die source that fails the test if anything reads it. */
export const noDice: DiceSource = {
  roll() {
    throw new Error("no die may be read");
  },
};

/** A damage table filled by a rule of the test's choosing (default: by rank, Jokers Kilt). */
export function damageTable(levelOf: (card: Card) => WoundLevel = defaultLevel): GmTableData {
  return gm(Object.fromEntries(deckWithJokers().map((c) => [cardKey(c), { level: levelOf(c) }])));
}
function defaultLevel(card: Card): WoundLevel {
  if ("joker" in card) return "kilt";
  return card.rank <= 6 ? "pinked" : card.rank <= 10 ? "hit" : card.rank <= 13 ? "gutShot" : "kilt";
}

export const WOMEN_TABLE = gm(
  Object.fromEntries(standardDeck().map((c) => [cardKey(c), { result: `takes ${cardKey(c)}` }])),
);

export const cardArb: fc.Arbitrary<Card> = fc.constantFrom(...deckWithJokers());
export const suitCardArb: fc.Arbitrary<Card> = fc.constantFrom(...standardDeck());
export const levelArb = fc.constantFrom(...WOUND_LEVELS);
/** Any full damage table: each card a random level. */
export const damageTableArb = fc
  .array(levelArb, { minLength: 54, maxLength: 54 })
  .map((levels) =>
    gm(Object.fromEntries(deckWithJokers().map((c, i) => [cardKey(c), { level: levels[i] }]))),
  );
/** A list table of named modifiers, rows r0…rn. */
export const modifierTableArb = fc
  .array(fc.integer({ min: -3, max: 3 }), { minLength: 1, maxLength: 4 })
  .map((mods) => gm(Object.fromEntries(mods.map((m, i) => [`r${i}`, { name: `Row ${i}`, modifier: m }]))));
