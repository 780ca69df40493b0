import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import { howManyMultiple } from "../../../src/rules/blaze-of-glory/encounters";
import {
  POSSE,
  POSSE_HORSEMANSHIP_TABLE,
  POSSE_LAME_TABLE,
  PURSUIT_CHASE_TABLE,
  footChase,
  lameParty,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  applyChase,
  chaserGap,
  holeUpChaserModifier,
  pursuitFiringRange,
  pursuitOver,
  startPursuit,
} from "../../../src/rules/blaze-of-glory/encounters";
import { fieldOf } from "../helpers/errors";
import { missingEncounterKeys, missingInputKeys } from "./encounter-codes";
import { rows } from "./encounter-fixtures";

/* The seed's rows (L3363–3469), copied from the book's text and parsed here. */

const SEED_HOW_MANY_P = `
  L3367 | 3 | Twice as many figures as Outlaws.
  L3368 | 4 | Twice as many figures as Outlaws.
  L3369 | 5 | Twice as many figures as Outlaws.
  L3370 | 6 | Twice as many figures as Outlaws.
  L3371 | 7 | Twice as many figures as Outlaws.
  L3372 | 8 | Twice as many figures as Outlaws.
  L3373 | 9 | Twice as many figures as Outlaws.
  L3374 | 10 | Twice as many figures as Outlaws.
  L3375 | 11 | Twice as many figures as Outlaws.
  L3376 | 12 | Three times as many figures as Outlaws.
  L3377 | 13 | Three times as many figures as Outlaws.
  L3378 | 14 | Four times as many figures as Outlaws.
  L3379 | 15 | Four times as many figures as Outlaws.
  L3380 | 16 | Five times as many figures as Outlaws.
  L3381 | 17 | Five times as many figures as Outlaws.
  L3382 | 18 | Five times as many figures as Outlaws.
`;

/** CHASE, the foot rows (L3432, L3437, L3442): passes | falls back? | next turn's dice. */
const SEED_FOOT = `
  L3432 | 2 | stay in current band | 1d6
  L3437 | 1 | fall back one range band | 2d6
  L3442 | 0 | fall back one range band | 1d6
`;

const TIMES: Record<string, number> = { Twice: 2, Three: 3, Four: 4, Five: 5 };

describe("POSSE tables against the seed", () => {
  it.each(rows(SEED_HOW_MANY_P))("HOW MANY (P) %s: %s", (_l, score, words) => {
    expect(howManyMultiple("P", Number(score))).toBe(TIMES[words!.split(" ")[0]!]);
  });

  it.each(rows(SEED_FOOT))("foot runner %s: pass %s → %s, then %s", (_l, passes, words, next) => {
    expect(footChase(Number(passes))).toEqual({
      slips: words!.startsWith("fall") ? 1 : 0,
      nextDice: Number(next![0]),
    });
  });

  it("double ones: runners 1–3, chasers 4–6 (L3469)", () => {
    expect([1, 2, 3, 4, 5, 6].map(lameParty)).toEqual([
      "runners",
      "runners",
      "runners",
      "chasers",
      "chasers",
      "chasers",
    ]);
    const r = POSSE_LAME_TABLE.roll(sequenceDice(5, 3), { runners: 2, chasers: 6 });
    expect(r).toMatchObject({ outcome: "chaserLame", values: { figure: 3 } });
    expect(missingEncounterKeys(r)).toEqual([]);
  });
});

describe("PURSUIT GRID (L3396–3420, L3465–3468)", () => {
  it("starts runners in band 1 and chasers in band 6", () => {
    expect(startPursuit(3, 2)).toEqual({ runners: [1, 1, 1], chasers: [6, 6] });
  });
  it("the book's example: Grat slips to band 2, his brothers stay in band 1", () => {
    const s = applyChase(startPursuit(3, 1), { runnerSlips: [0, 0, 1], chaserSlips: [0] });
    expect(s.runners).toEqual([1, 1, 2]);
    expect(s.chasers).toEqual([6]);
  });
  it("the book's example: the posse closes from band 6 to band 5 when every runner slips", () => {
    const s = applyChase(startPursuit(2, 2), { runnerSlips: [1, 1], chaserSlips: [0, 1] });
    expect(s).toEqual({ runners: [1, 1], chasers: [5, 6] });
  });
  it("a chaser slipping past band 10 is out; the pursuit ends when all are", () => {
    let s = { runners: [1], chasers: [10, 9] as (number | null)[] };
    s = applyChase(s, { runnerSlips: [0], chaserSlips: [1, 1] });
    expect(s.chasers).toEqual([null, 10]);
    expect(pursuitOver(s)).toBe(false);
    s = applyChase(s, { runnerSlips: [0], chaserSlips: [0, 1] });
    expect(pursuitOver(s)).toBe(true);
  });
  it("firing ranges: two bands long rifle, one band effective rifle / extreme pistol", () => {
    const s = { runners: [1, 2], chasers: [4, 3, 7, null] };
    expect([0, 1, 2, 3].map((i) => chaserGap(s, i))).toEqual([2, 1, 5, null]);
    expect(pursuitFiringRange(2)).toBe("longRifle");
    expect(pursuitFiringRange(1)).toBe("effectiveRifle");
    expect(pursuitFiringRange(3)).toBe("outOfRange");
  });
  it("holing up with the posse eight bands off costs its leader 2 Rep", () => {
    expect(holeUpChaserModifier({ runners: [1], chasers: [9] })).toBe(-2);
    expect(holeUpChaserModifier({ runners: [1], chasers: [8, 10] })).toBe(0);
  });
  it("refuses a wrong slip list by name", () => {
    expect(fieldOf(() => applyChase(startPursuit(2, 1), { runnerSlips: [0], chaserSlips: [0] }))).toBe(
      "runnerSlips",
    );
    expect(fieldOf(() => applyChase(startPursuit(1, 1), { runnerSlips: [2], chaserSlips: [0] }))).toBe(
      "runnerSlips[0]",
    );
  });
});

describe("CHASE and HORSEMANSHIP as journal tables", () => {
  it("pass 2 keeps pace; pass 0 slips; pass 1 goes to Horsemanship (the book's Grat: 5, 6 fails)", () => {
    expect(PURSUIT_CHASE_TABLE.roll(sequenceDice(3, 5), { quality: 5 }).outcome).toBe("keepsPace");
    expect(PURSUIT_CHASE_TABLE.roll(sequenceDice(6, 6), { quality: 5 }).outcome).toBe("slipsBack");
    const grat = PURSUIT_CHASE_TABLE.roll(sequenceDice(3, 5, 5, 6), { quality: 4, rating: 4 });
    expect(grat.outcome).toBe("slipsBack");
    expect(grat.rolls.map((r) => r.purpose)).toEqual(["chaseParty", "horsemanship"]);
    expect(missingEncounterKeys(grat)).toEqual([]);
  });
  it("riding double and rough terrain each cost 1 Quality; a southwestern runner ignores the terrain", () => {
    const r = PURSUIT_CHASE_TABLE.roll(sequenceDice(6, 6), {
      quality: 5,
      ridingDouble: true,
      roughTerrain: true,
    });
    expect(r.rolls[0]!.target).toBe(3);
    const sw = PURSUIT_CHASE_TABLE.roll(sequenceDice(6, 6), {
      quality: 5,
      roughTerrain: true,
      southWesternIndianRunner: true,
    });
    expect(sw.rolls[0]!.target).toBe(5);
  });
  it("on foot: Rep, and the next turn's dice", () => {
    const r = PURSUIT_CHASE_TABLE.roll(sequenceDice(1, 2), { mover: "foot", rating: 4 });
    expect(r).toMatchObject({ outcome: "keepsPace", notes: ["nextTurnOneDie"] });
    const tired = PURSUIT_CHASE_TABLE.roll(sequenceDice(1), { mover: "foot", rating: 4, footOneDie: true });
    expect(tired.outcome).toBe("fallsBack");
  });
  it("Horsemanship: pass 1 counts as 2 only when the rating reaches the Quality (L3456–3457)", () => {
    expect(POSSE_HORSEMANSHIP_TABLE.roll(sequenceDice(1, 6), { horsemanship: 5, quality: 5 }).outcome).toBe(
      "countsAsPass2",
    );
    expect(POSSE_HORSEMANSHIP_TABLE.roll(sequenceDice(1, 6), { horsemanship: 4, quality: 5 }).outcome).toBe(
      "countsAsPass0",
    );
    expect(fieldOf(() => POSSE_HORSEMANSHIP_TABLE.roll(seededDice(1), { quality: 6 }))).toBe("quality");
  });
});

describe("POSSE set-up", () => {
  it("1d6 runners; 2d6 + SL times as many townsfolk; a sheriff and SL − 1d6 deputies", () => {
    const dice = sequenceDice(4, 5, 6, 2);
    const s = POSSE.setUp(dice, { settlementLevel: 3 });
    expect(dice.remaining).toBe(0);
    expect(s.sides[0]!.forces).toEqual([
      { profession: "outlaw", count: 1, role: "leader", mount: "mounted" },
      { profession: "outlaw", count: 3, role: "outfit", mount: "mounted" },
    ]);
    expect(s.sides[1]!.forces).toEqual([
      { profession: "sheriff", count: 1, role: "leader", mount: "mounted" },
      { profession: "deputy", count: 1, role: "deputy", mount: "mounted" },
      { profession: "townsfolk", count: 16, role: "townsfolk", mount: "mounted" },
    ]);
    expect(s.deployment.kind).toBe("pursuit");
    expect(s.specialTables).toEqual(["pursuitChase", "posseHorsemanship", "posseLame", "standupFight"]);
    expect(missingEncounterKeys(s)).toEqual([]);
  });
  it("takes the runners a previous encounter left, and the players may be the posse", () => {
    const s = POSSE.setUp(sequenceDice(1, 1, 6), { settlementLevel: 5, runners: 2, playerSide: "chasers" });
    expect(s.sides[0]!.id).toBe("chasers");
    expect(s.sides[0]!.forces).toEqual([
      { profession: "sheriff", count: 1, role: "leader", mount: "mounted" },
      { profession: "townsfolk", count: 4, role: "townsfolk", mount: "mounted" },
    ]);
  });
  it("refuses bad answers by name", () => {
    expect(fieldOf(() => POSSE.setUp(seededDice(1), { runners: 31 }))).toBe("runners");
    expect(fieldOf(() => POSSE.setUp(seededDice(1), { playerSide: "both" }))).toBe("playerSide");
    for (const d of [POSSE, PURSUIT_CHASE_TABLE, POSSE_HORSEMANSHIP_TABLE, POSSE_LAME_TABLE])
      expect(missingInputKeys(d), d.id).toEqual([]);
  });
});
