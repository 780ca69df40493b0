import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  RulesError,
  assertDice,
  d6,
  halfD6,
  pickOne,
  rollD6,
  rollDice,
  seededDice,
  sequenceDice,
} from "../../../src/rules/core";

describe("sequenceDice", () => {
  it("returns the scripted faces in order and counts them", () => {
    const dice = sequenceDice(3, 1, 6);
    expect(rollD6(dice, 2)).toEqual([3, 1]);
    expect(dice.used).toBe(2);
    expect(dice.remaining).toBe(1);
    expect(d6(dice)).toBe(6);
  });

  it("throws a RulesError once the script runs out", () => {
    const dice = sequenceDice(2);
    d6(dice);
    expect(() => d6(dice)).toThrow(RulesError);
  });

  it("rejects faces a die cannot show", () => {
    expect(() => d6(sequenceDice(7))).toThrow(/dice\[0\]/);
    expect(() => d6(sequenceDice(0))).toThrow(RulesError);
    expect(() => d6(sequenceDice(2.5))).toThrow(RulesError);
    expect(() => d6(sequenceDice(Number.NaN))).toThrow(RulesError);
  });
});

describe("seededDice", () => {
  it("is reproducible from its seed", () => {
    expect(rollD6(seededDice(42), 20)).toEqual(rollD6(seededDice(42), 20));
    expect(rollD6(seededDice(42), 20)).not.toEqual(rollD6(seededDice(43), 20));
  });

  it("rolls each face of a d6 about a sixth of the time", () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const source = seededDice(7);
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[d6(source) - 1]!++;
    // Binomial sd ≈ sqrt(n·1/6·5/6) ≈ 91; 5 sd is a generous, still meaningful tolerance.
    for (const c of counts) expect(Math.abs(c - n / 6)).toBeLessThan(460);
  });

  it("only ever yields faces 1..n", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 100 }), (seed, faces) => {
        const face = seededDice(seed).roll(faces);
        return Number.isInteger(face) && face >= 1 && face <= faces;
      }),
    );
  });
});

describe("rollDice and helpers", () => {
  it("rolls the requested number of dice", () => {
    expect(rollDice(sequenceDice(20, 1), 2, 20)).toEqual([20, 1]);
    expect(rollD6(sequenceDice(), 0)).toEqual([]);
  });

  it("names the bad field for bad counts and dice", () => {
    expect(() => rollD6(seededDice(1), -1)).toThrow(expect.objectContaining({ field: "count" }));
    expect(() => rollDice(seededDice(1), 1, 1)).toThrow(expect.objectContaining({ field: "faces" }));
    expect(() => assertDice("shot.dice", [1, 9])).toThrow(expect.objectContaining({ field: "shot.dice[1]" }));
    expect(() => assertDice("shot.dice", "12")).toThrow(expect.objectContaining({ field: "shot.dice" }));
    expect(assertDice("shot.dice", [1, 6])).toEqual([1, 6]);
  });

  it("halves a d6 rounding up (1–2 → 1, 3–4 → 2, 5–6 → 3)", () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => halfD6(sequenceDice(f)))).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it("picks among candidates with one die of that many faces", () => {
    expect(pickOne(sequenceDice(2), ["a", "b", "c"])).toBe("b");
    expect(pickOne(sequenceDice(), ["only"])).toBe("only");
    expect(() => pickOne(sequenceDice(1), [])).toThrow(RulesError);
  });
});
