import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RulesError, SUITS, RANKS, cardKey, colour, seededDice, type Card } from "../../../src/rules/core";
import {
  ARRIVALS,
  ENEMY_AWARENESS_TABLE,
  MARCH_TO_THE_GUNS_TABLE,
  MAX_PILE_ENEMIES,
  OUR_AWARENESS_TABLE,
  PILE_COLOURS,
  arrivalBySuit,
  buildEnemyPile,
  countEnemies,
  enemiesLeft,
  isReinforcementTurn,
  otherColour,
  pileCards,
  rollEnemyAwareness,
  rollEnemyContact,
  rollFirstArrivals,
  rollHereComeTheRest,
  rollMarchToTheGuns,
  rollOurAwareness,
  rollTheyreOverHere,
  rollWhoGetsContacted,
  rowByPasses,
  turnCards,
} from "../../../src/rules/blaze-of-glory/deployment";

/** Properties of the card-pile deployment: what holds for any dice, pile and leader. */

const seed = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const enemies = fc.integer({ min: 1, max: MAX_PILE_ENEMIES });
const pileColour = fc.constantFrom(...PILE_COLOURS);
const rep = fc.integer({ min: 1, max: 7 });
const figures = fc.integer({ min: 0, max: 12 });
const sumOf = (dice: readonly number[]) => dice.reduce((a, b) => a + b, 0);

describe("the enemy pile", () => {
  it("holds exactly twice the enemies, half of each colour, no card twice", () => {
    fc.assert(
      fc.property(enemies, pileColour, (n, c) => {
        const cards = pileCards({ enemies: n, enemyColour: c });
        expect(cards).toHaveLength(2 * n);
        expect(countEnemies(cards, c)).toBe(n);
        expect(countEnemies(cards, otherColour(c))).toBe(n);
        expect(otherColour(otherColour(c))).toBe(c);
        expect(new Set(cards.map(cardKey)).size).toBe(2 * n);
      }),
    );
  });

  it("conserves its cards and its enemies however many are turned", () => {
    fc.assert(
      fc.property(
        seed,
        enemies,
        pileColour,
        fc.array(fc.integer({ min: 0, max: 14 }), { maxLength: 6 }),
        (s, n, c, draws) => {
          let pile = buildEnemyPile(seededDice(s), { enemies: n, enemyColour: c });
          let shown = 0;
          for (const count of draws) {
            const before = pile.state.drawPile.length;
            const t = turnCards(pile, count);
            expect(t.turned).toHaveLength(Math.min(count, before));
            expect(t.short).toBe(count - t.turned.length);
            expect(t.enemies).toBe(t.turned.filter((card: Card) => colour(card) === c).length);
            shown += t.enemies;
            pile = t.pile;
          }
          expect(shown + enemiesLeft(pile)).toBe(n);
          expect(pile.state.drawPile.length + pile.state.table.length).toBe(2 * n);
        },
      ),
    );
  });
});

describe("the contact rolls", () => {
  it("turn 2d6 cards on contact and none without (THEY'RE OVER HERE)", () => {
    fc.assert(
      fc.property(seed, fc.boolean(), (s, warriors) => {
        const r = rollTheyreOverHere(seededDice(s), { warriors });
        expect(r.rolls[0]!.target).toBe(warriors ? 3 : 4);
        if (r.outcome === "noContact") expect(r.cardsToTurn).toBe(0);
        else {
          expect(r.rolls[1]!.dice).toHaveLength(2);
          expect(r.cardsToTurn).toBe(sumOf(r.rolls[1]!.dice));
        }
      }),
    );
  });

  it("turn as many cards as the row's dice (HERE COME THE REST, ENEMY CONTACT, first turn)", () => {
    fc.assert(
      fc.property(seed, rep, fc.boolean(), (s, r, warriors) => {
        for (const result of [
          rollHereComeTheRest(seededDice(s), { leaderRep: r }),
          rollEnemyContact(seededDice(s), { warriors }),
        ]) {
          const passes = result.rolls[0]!.score;
          expect(result.rolls[1]?.dice.length ?? 0).toBe(passes);
          expect(result.cardsToTurn).toBe(sumOf(result.rolls[1]?.dice ?? []));
        }
        const first = rollFirstArrivals(seededDice(s));
        expect(first.cardsToTurn).toBeGreaterThanOrEqual(2);
        expect(first.cardsToTurn).toBeLessThanOrEqual(12);
      }),
    );
  });

  it("call for reinforcements exactly on a 7", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), (a, b) => {
        expect(isReinforcementTurn([a, b])).toBe(a + b === 7);
      }),
    );
  });
});

describe("states of awareness", () => {
  it("read the row of their passes against Rep plus the modifiers, one facing flag per figure", () => {
    fc.assert(
      fc.property(seed, rep, figures, fc.boolean(), fc.boolean(), (s, r, n, shots, mounted) => {
        const theirs = rollEnemyAwareness(seededDice(s), {
          leaderRep: r,
          figures: n,
          shotsFired: shots,
          mountedOnTrail: mounted,
        });
        expect(theirs.target).toBe(r + (shots ? 2 : 0) + (mounted ? 1 : 0));
        const row = rowByPasses(ENEMY_AWARENESS_TABLE.rows, theirs.rolls[0]!.score);
        expect(theirs.outcome).toBe(row.result);
        expect(theirs.facing).toHaveLength(n);
        if (row.allFacing) expect(theirs.facing.every(Boolean)).toBe(true);
        const ours = rollOurAwareness(seededDice(s), { leaderRep: r, figures: n, theirSideMounted: mounted });
        expect(ours.outcome).toBe(rowByPasses(OUR_AWARENESS_TABLE.rows, ours.rolls[0]!.score).result);
        expect(ours.facing).toHaveLength(n);
        expect(ours.gotAShot).not.toBe("extraDie");
      }),
    );
  });
});

describe("arrivals, march and contact order", () => {
  it("every suited card names an arrival; Jokers are refused", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUITS),
        fc.constantFrom(...RANKS),
        fc.constantFrom("red", "black"),
        (suit, rank, j) => {
          const a = arrivalBySuit({ suit, rank }).arrival;
          expect(ARRIVALS).toContain(a);
          expect(a === "front").toBe(suit === "spades" || suit === "clubs");
          expect(() => arrivalBySuit({ joker: j as "red" | "black" })).toThrow(RulesError);
        },
      ),
    );
  });

  it("the leader marches on pass 2, stays on pass 0, and on pass 1 as his Sand die says", () => {
    fc.assert(
      fc.property(seed, rep, (s, sand) => {
        const r = rollMarchToTheGuns(seededDice(s), { sand });
        const first = rowByPasses(MARCH_TO_THE_GUNS_TABLE.rows, r.rolls[0]!.score).result;
        if (first === "march") expect(r.marches).toBe(true);
        if (first === "remain") expect(r.marches).toBe(false);
        if (first === "checkSand") expect(r.marches).toBe(r.rolls[1]!.dice[0]! <= sand);
      }),
    );
  });

  it("contact order lists each group once, closer groups first", () => {
    fc.assert(
      fc.property(seed, fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 6 }), (s, ds) => {
        const groups = ds.map((distance, i) => ({ id: `g${i}`, distance }));
        const { order } = rollWhoGetsContacted(seededDice(s), groups);
        expect([...order].sort()).toEqual(groups.map((g) => g.id).sort());
        const at = (id: string) => groups.find((g) => g.id === id)!.distance;
        for (let i = 1; i < order.length; i++) expect(at(order[i - 1]!)).toBeLessThanOrEqual(at(order[i]!));
      }),
    );
  });
});
