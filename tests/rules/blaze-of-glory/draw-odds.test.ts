import { describe, expect, it } from "vitest";
import { ONE, ZERO, add, fraction, mul, type Fraction } from "../../../src/rules/core";
import {
  NEW_DRAW,
  drawOutcomeDistribution,
  drawPoolSize,
  resolveDraw,
  type DrawOptions,
  type FlinchOutcome,
} from "../../../src/rules/blaze-of-glory/draw";
import { drawOdds, type DrawEntrant } from "../../../src/rules/blaze-of-glory/draw/draw-odds";

const sure: Record<FlinchOutcome, Fraction> = { drawNormally: ONE, flinched: ZERO, unmanned: ZERO };

const entrant = (
  id: string,
  rep: number,
  targets: string[],
  over: Partial<DrawEntrant> = {},
): DrawEntrant => ({
  id,
  profession: "cowboy",
  rep,
  weapon: "pistol",
  flinch: sure,
  targets,
  ...over,
});

describe("drawOdds (hand-counted)", () => {
  it("Rep 1 against Rep 1, nobody flinches: each shoots first 1/4, both drawn 1/2", () => {
    const [p] = drawOdds([entrant("a", 1, ["b"]), entrant("b", 1, ["a"])])!;
    expect(p!.figures).toEqual(["a", "b"]);
    expect(p!.wins[0].shoot).toEqual(fraction(1, 4));
    expect(p!.wins[1].shoot).toEqual(fraction(1, 4));
    expect(p!.bothDrawn).toEqual(fraction(1, 2));
    expect(p!.ranAway).toEqual(ZERO);
  });

  it("two dice against one: two more kills outright when a 3 is among the winner's dice", () => {
    // Two more: A passes both (1/4), B fails (1/2). Both in 1–2: 1/9 → roll damage 1/18; the rest
    // of the 1/4 holds a 3 (5/36) → Obviously Dead 5/72. One more: 1/2·1/2 + 1/4·1/2 = 3/8.
    const [p] = drawOdds([entrant("a", 2, ["b"]), entrant("b", 1, ["a"])])!;
    expect(p!.wins[0]).toMatchObject({
      obviouslyDead: fraction(5, 72),
      rollDamage: fraction(1, 18),
      shoot: fraction(3, 8),
      gotTheDrop: ZERO,
    });
    expect(p!.bothDrawn).toEqual(fraction(3, 8));
    expect(p!.wins[1].shoot).toEqual(fraction(1, 8));
  });

  it("folds in the Flinch Check: the same as each outcome's pairing odds, weighted", () => {
    const flinch = { drawNormally: fraction(1, 2), flinched: fraction(1, 4), unmanned: fraction(1, 4) };
    const [p] = drawOdds([entrant("a", 3, ["b"], { flinch }), entrant("b", 2, ["a"])])!;
    // Unflinched A rolls 3 dice, flinched 2; B always 2.
    const normal = drawOutcomeDistribution(3, 2);
    const flinched = drawOutcomeDistribution(2, 2);
    const weigh = (k: "gotTheDrop" | "shoot" | "rollDamage" | "obviouslyDead" | "bothDrawn") =>
      add(mul(fraction(1, 2), normal[k]), mul(fraction(1, 4), flinched[k]));
    expect(p!.ranAway).toEqual(fraction(1, 4));
    expect(p!.wins[0].gotTheDrop).toEqual(weigh("gotTheDrop"));
    expect(p!.wins[0].shoot).toEqual(weigh("shoot"));
    expect(p!.wins[0].rollDamage).toEqual(weigh("rollDamage"));
    expect(p!.wins[0].obviouslyDead).toEqual(weigh("obviouslyDead"));
    expect(p!.bothDrawn).toEqual(weigh("bothDrawn"));
  });

  it("a Gunfighter never covers: three more reads as two", () => {
    const [p] = drawOdds([entrant("a", 3, ["b"], { profession: "gunfighter" }), entrant("b", 1, ["a"])])!;
    expect(p!.wins[0].gotTheDrop).toEqual(ZERO);
    expect(add(p!.wins[0].obviouslyDead, p!.wins[0].rollDamage).num).toBeGreaterThan(0);
  });

  /** Every face of every die read by resolveDraw: the chance of each pairing's result. */
  function bruteForce(entrants: DrawEntrant[], state = NEW_DRAW, options: DrawOptions = {}) {
    const participants = entrants.map((e) => ({ ...e, flinch: "drawNormally" as const }));
    const sizes = participants.map((p) => drawPoolSize(p).size);
    const total = sizes.reduce((a, b) => a + b, 0);
    const count = new Map<string, number>();
    for (let roll = 0; roll < 6 ** total; roll++) {
      const faces = Array.from({ length: total }, (_, i) => (Math.floor(roll / 6 ** i) % 6) + 1);
      let at = 0;
      const rolls = sizes.map((n) => faces.slice(at, (at += n)));
      for (const p of resolveDraw(participants, rolls, state, options).pairings) {
        const key = `${p.figures.join("")}:${p.winner ?? "-"}:${p.code}`;
        count.set(key, (count.get(key) ?? 0) + 1);
      }
    }
    return { count, all: 6 ** total };
  }

  const agree = (entrants: DrawEntrant[], state = NEW_DRAW, options: DrawOptions = {}) => {
    const { count, all } = bruteForce(entrants, state, options);
    const odds = drawOdds(entrants, state, options)!;
    let checked = 0;
    for (const o of odds) {
      const key = (winner: string, code: string) => `${o.figures.join("")}:${winner}:${code}`;
      expect(o.bothDrawn).toEqual(fraction(count.get(key("-", "bothDrawn")) ?? 0, all));
      o.figures.forEach((w, side) => {
        for (const [code, chance] of Object.entries(o.wins[side]!)) {
          expect(chance, key(w, code)).toEqual(fraction(count.get(key(w, code)) ?? 0, all));
          checked += count.get(key(w, code)) ?? 0;
        }
      });
    }
    // Something was won somewhere, so the comparison is not between two empty tables.
    expect(checked).toBeGreaterThan(0);
  };

  it("three figures agree with reading every face of every die", () => {
    // A draws on two: 2 − 1 = 1 die.
    agree([entrant("a", 2, ["b", "c"]), entrant("b", 1, ["a"]), entrant("c", 1, ["a"])]);
  });

  it("a second cover in one Draw, and one-sided targets, agree too", () => {
    // A (4 dice, two targets: 3) can cover B and C; C draws on B, B on A.
    const figures = [entrant("a", 4, ["b", "c"]), entrant("b", 1, ["a"]), entrant("c", 1, ["b"])];
    agree(figures);
    agree(figures, NEW_DRAW, { repeatedCover: "perDraw" });
    agree(figures, { coveredWinners: ["a"] });
  });

  it("a Gunfighter's three more agrees too", () => {
    agree([entrant("a", 2, ["b"], { profession: "gunfighter" }), entrant("b", 1, ["a"])]);
  });

  it("bad input gets the rules' own message", () => {
    expect(() => drawOdds([entrant("a", 4, ["z"]), entrant("b", 4, ["a"])])).toThrow(
      /not a figure in this Draw/,
    );
  });

  it("a Draw too large to count says so instead of stalling", () => {
    // Five Rep 6 figures, each drawing on the next: 13 ways each to come out, 13^5 in all.
    const ids = ["a", "b", "c", "d", "e"];
    const many = ids.map((id, i) => entrant(id, 6, [ids[(i + 1) % ids.length]!]));
    expect(drawOdds(many)).toBeNull();
  });
});
