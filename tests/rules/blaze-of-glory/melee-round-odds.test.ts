import { describe, expect, it } from "vitest";
import { fraction, seededDice } from "../../../src/rules/core";
import { fightMelee, type MeleeFighter } from "../../../src/rules/blaze-of-glory/melee";
import { impactRoundOdds } from "../../../src/rules/blaze-of-glory/melee/round-odds";

const fighter = (id: string, side: string, over: Partial<MeleeFighter> = {}): MeleeFighter => ({
  id,
  side,
  rep: 1,
  ...over,
});

describe("impactRoundOdds (hand-counted)", () => {
  it("Rep 4 against Rep 4: evenly matched when both pass the same, Σ C(4,k)² / 256 = 35/128", () => {
    const [pair] = impactRoundOdds({
      fighters: [fighter("a", "x", { rep: 4 }), fighter("b", "y", { rep: 4 })],
      contacts: [["a", "b"]],
    });
    expect(pair!.pools.map((p) => p.size)).toEqual([4, 4]);
    expect(pair!.odds!.evenlyMatched).toEqual(fraction(35, 128));
    // A killing stroke needs 3+ more: (4,0), (4,1), (3,0) → (1·1 + 1·4 + 4·1) / 256.
    expect(pair!.odds!.aKillingStroke).toEqual(fraction(9, 256));
  });

  it("a knife adds a die: 2 dice against 1", () => {
    // A passes 0/1/2 with 1/4, 1/2, 1/4; B 0/1 with 1/2 each.
    const [pair] = impactRoundOdds({
      fighters: [fighter("a", "x", { meleeWeapon: "knife" }), fighter("b", "y")],
      contacts: [["a", "b"]],
    });
    expect(pair!.armed).toEqual([true, false]);
    expect(pair!.odds).toMatchObject({
      aTellingBlow: fraction(1, 8),
      aFlurry: fraction(3, 8),
      evenlyMatched: fraction(3, 8),
      bFlurry: fraction(1, 8),
      bKillingStroke: fraction(0),
    });
  });

  it("two against one: each of the two has the enemy outnumbered (+1 die)", () => {
    const input = {
      fighters: [fighter("a", "x"), fighter("c", "x"), fighter("b", "y")],
      contacts: [
        ["a", "b"],
        ["c", "b"],
      ] as [string, string][],
    };
    const pairs = impactRoundOdds(input);
    expect(pairs.map((p) => p.pools.map((q) => q.size))).toEqual([
      [2, 1],
      [2, 1],
    ]);
    expect(pairs[0]!.odds!.aTellingBlow).toEqual(fraction(1, 8));
    // The same pools as the fight itself builds for its first round.
    const fight = fightMelee(seededDice(7), input, { keepFightin: () => "carryOn" });
    const first = fight.rounds[0]!.result.fighters;
    expect(Object.fromEntries(first.map((f) => [f.id, f.pool.size]))).toEqual({ a: 2, c: 2, b: 1 });
  });

  it("a fighter with no dice is down before the round: nothing to read", () => {
    const [pair] = impactRoundOdds({
      fighters: [fighter("a", "x", { chargePenalty: true }), fighter("b", "y")],
      contacts: [["a", "b"]],
    });
    expect(pair!.pools[0].size).toBe(0);
    expect(pair!.odds).toBeNull();
  });

  it("names a figure the fight does not have: a clear error", () => {
    expect(() => impactRoundOdds({ fighters: [fighter("a", "x")], contacts: [["a", "z"]] })).toThrow(
      /not in the fight/,
    );
  });
});
