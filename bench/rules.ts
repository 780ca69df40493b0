import { seededDice } from "../src/rules/core";
import { rollReaction, type ReactionRequest } from "../src/rules/blaze-of-glory/reactions";
import { rollShot, type ShotInput } from "../src/rules/blaze-of-glory/shooting";

/**
 * Benchmarks of the rules core, run by scripts/bench.mjs. Each `run(n)` does n operations and
 * returns a value so the work cannot be optimised away.
 */

export interface Benchmark {
  name: string;
  /** Operations per second the issue asks for; reported, never asserted. */
  target?: number;
  run(n: number): number;
}

const source = seededDice(7);

const REACTIONS: ReactionRequest[] = [
  { figure: { profession: "cowboy", sand: 4 }, test: "beenShotAt", situation: { inCover: true } },
  { figure: { profession: "gunfighter", sand: 3, attributes: ["bornLeader", "tough"] }, test: "keepFightin" },
  { figure: { profession: "outlaw", sand: 5 }, test: "gotAShot", situation: { targetSand: 3 } },
  {
    figure: { profession: "warrior", sand: 4 },
    region: "plains",
    test: "beingCharged",
    situation: { from: "flank" },
  },
];

export const benchmarks: Benchmark[] = [
  {
    name: "reaction tests (mixed sheets, hooks, re-rolls)",
    target: 1_000_000,
    run(n) {
      let sink = 0;
      for (let i = 0; i < n; i++) sink += rollReaction(source, REACTIONS[i & 3]!).passes;
      return sink;
    },
  },
];

const PISTOL_SHOT: ShotInput = {
  shooter: { figure: { profession: "cowboy", rep: 4, veteran: false, attributes: [] }, weapon: "pistol" },
  targets: [{ dice: 2, distance: 8, figure: { rep: 4, toughness: 4 } }],
};

const SCATTERGUN_VOLLEY: ShotInput = {
  shooter: {
    figure: { profession: "marshal", rep: 5, veteran: false, attributes: [] },
    weapon: "scattergun",
  },
  targets: [
    { dice: 2, distance: 2, figure: { rep: 4, toughness: 4 } },
    { dice: 1, distance: 2.5, figure: { rep: 3, toughness: 3 } },
  ],
};

benchmarks.push(
  {
    name: "complete shots (pistol, 2 dice: to-hit, damage, I'm Hit)",
    target: 200_000,
    run(n) {
      let sink = 0;
      for (let i = 0; i < n; i++) sink += rollShot(source, PISTOL_SHOT).targets.length;
      return sink;
    },
  },
  {
    name: "complete shots (scattergun volley, 3 dice, 2 targets)",
    target: 200_000,
    run(n) {
      let sink = 0;
      for (let i = 0; i < n; i++) sink += rollShot(source, SCATTERGUN_VOLLEY).targets.length;
      return sink;
    },
  },
);
