import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import { GUNFIGHT, gunfightType } from "../../../src/rules/blaze-of-glory/encounters";
import {
  GF_LAWMAN,
  GUNFIGHT_OPPONENTS,
  gunfightLawman,
  gunfightOpponentColumn,
  gunfightOpponentRow,
} from "../../../src/rules/blaze-of-glory/encounters";
import { howManyGunfight, opposingCount } from "../../../src/rules/blaze-of-glory/encounters";
import { RollLog } from "../../../src/rules/blaze-of-glory/encounters";
import {
  STANDUP_FIGHT_TABLE,
  readStandup,
  rollStandupFight,
  standupDeployment,
} from "../../../src/rules/blaze-of-glory/encounters";
import { townMountStart, trailMountStart } from "../../../src/rules/blaze-of-glory/encounters";
import { fieldOf } from "../helpers/errors";
import { missingEncounterKeys, missingInputKeys } from "./encounter-codes";
import { range, rows } from "./encounter-fixtures";

/*
 * The seed's rows, copied from the book's text (L3152–3245) and parsed here; the implementation's
 * tables never build an expected value.
 */

/** GF type (L3153–3155): "die range = type". */
const SEED_GF_TYPE = `
  L3153 | 1-3 | GF-1
  L3154 | 4-5 | GF-2
  L3155 | 6 | GF-3
`;

/** HOW MANY OF THEM TABLE (GF) (L3183–3193), the book's words. */
const SEED_HOW_MANY_GF = `
  L3183 | 2 | They have twice as many figures as you.
  L3184 | 3 | They have ½ as many more figures than you.
  L3185 | 4 | They have 2 more figures than you.
  L3186 | 5 | They have 1 more figure than you.
  L3187 | 6 | The forces are equal.
  L3188 | 7 | The forces are equal.
  L3189 | 8 | The forces are equal.
  L3190 | 9 | You have 1 more figure than they.
  L3191 | 10 | You have 2 more figures than they.
  L3192 | 11 | You have ½ as many more figures as they.
  L3193 | 12 | You have twice as many figures as they.
`;

/** GUNFIGHT OPPONENTS (L3199–3205), tab-separated in the seed: row | Outlaw | Gunfighter | Lawman | Cowboy. */
const SEED_GF_OPPONENTS = `
  L3200 | Greenhorn | 2 - 3 | 2 - 3 | NA | 2 - 3
  L3201 | Cowboys | 4 - 5 | 4 - 5 | 2 - 5 | 4 - 7
  L3202 | Lawman* | 6 - 8 | 6 | NA | 8
  L3203 | Outlaws | 9 | 7 | 6 - 10 | 9-10
  L3204 | Gunfighter | 10 | 8 - 11 | 11 | 11
  L3205 | RNS# | 11-12 | 12 | 12 | 12
`;

/** The Lawman sub-roll (L3209–3212). */
const SEED_LAWMAN = `
  L3209 | 1 | Marshal
  L3210 | 2 | Ranger
  L3211 | 3/4 | Sheriff
  L3212 | 5/6 | Deputy
`;

/** Mounts in town (L3241) and on the trail (L3242). */
const SEED_TOWN_MOUNTS = `
  L3241 | 1-2 | saddled and tethered outside the nearest building
  L3241 | 3-4 | saddled and tethered inside the Livery
  L3241 | 5-6 | unsaddled in the Livery
`;
const SEED_TRAIL_MOUNTS = `
  L3242 | 1-2 | start mounted
  L3242 | 3-4 | have their saddled mounts nearby
  L3242 | 5-6 | have their mounts unsaddled in a central location
`;

describe("GUNFIGHT tables against the seed", () => {
  it.each(rows(SEED_GF_TYPE))("type %s: %s → %s", (_line, faces, type) => {
    for (const d of range(faces!)) expect(gunfightType(d)).toBe(type);
  });

  const HOW_MANY_WORDS: Record<string, string> = {
    "They have twice as many figures as you.": "theyTwice",
    "They have ½ as many more figures than you.": "theyHalfMore",
    "They have 2 more figures than you.": "theyTwoMore",
    "They have 1 more figure than you.": "theyOneMore",
    "The forces are equal.": "equal",
    "You have 1 more figure than they.": "youOneMore",
    "You have 2 more figures than they.": "youTwoMore",
    "You have ½ as many more figures as they.": "youHalfMore",
    "You have twice as many figures as they.": "youTwice",
  };
  it.each(rows(SEED_HOW_MANY_GF))("HOW MANY (GF) %s: %s", (_line, score, words) => {
    expect(howManyGunfight(Number(score))).toBe(HOW_MANY_WORDS[words!]);
  });

  it("turns each relation into a count for a side of 4 (halves rounded up)", () => {
    // Read from the words: twice 8, half again 6, +2 6, +1 5, equal 4, −1 3, −2 2, you half again
    // (4 = they × 1.5) 8/3 → 3, you twice 2.
    const expected: Record<string, number> = {
      theyTwice: 8,
      theyHalfMore: 6,
      theyTwoMore: 6,
      theyOneMore: 5,
      equal: 4,
      youOneMore: 3,
      youTwoMore: 2,
      youHalfMore: 3,
      youTwice: 2,
    };
    for (const [rel, n] of Object.entries(expected))
      expect(opposingCount(rel as Parameters<typeof opposingCount>[0], 4), rel).toBe(n);
    expect(opposingCount("theyHalfMore", 3, "down")).toBe(4);
    expect(opposingCount("theyHalfMore", 3, "up")).toBe(5);
    expect(opposingCount("youTwoMore", 1)).toBe(1);
  });

  const COLUMNS = ["outlaw", "gunfighter", "lawman", "cowboy"] as const;
  const ROW_WORDS: Record<string, string> = {
    Greenhorn: "greenhorn",
    Cowboys: "cowboy",
    "Lawman*": "lawman",
    Outlaws: "outlaw",
    Gunfighter: "gunfighter",
    "RNS#": "rns",
  };
  it.each(rows(SEED_GF_OPPONENTS))("GUNFIGHT OPPONENTS %s %s", (_line, row, ...cells) => {
    cells.forEach((cell, i) => {
      if (cell === "NA") return;
      for (const score of range(cell))
        expect(gunfightOpponentRow(COLUMNS[i]!, score), `${COLUMNS[i]} ${score}`).toBe(ROW_WORDS[row!]);
    });
  });

  it("covers 2–12 in every column exactly once", () => {
    for (const c of COLUMNS) {
      const faces = GUNFIGHT_OPPONENTS[c].flatMap(([a, b]) => range(`${a}-${b}`));
      expect(faces).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
  });

  it.each(rows(SEED_LAWMAN))("Lawman %s: %s → %s", (_line, faces, who) => {
    for (const d of range(faces!)) expect(gunfightLawman(d)).toBe(who!.toLowerCase());
    expect(GF_LAWMAN.length).toBe(4);
  });

  it("reads every lawman Star in the Lawman column", () => {
    for (const p of ["marshal", "ranger", "sheriff", "deputy"] as const)
      expect(gunfightOpponentColumn(p)).toBe("lawman");
    expect(gunfightOpponentColumn("cowboy")).toBe("cowboy");
    expect(fieldOf(() => gunfightOpponentColumn("gambler"))).toBe("starProfession");
  });

  const MOUNT_WORDS: Record<string, string> = {
    "saddled and tethered outside the nearest building": "tetheredOutside",
    "saddled and tethered inside the Livery": "saddledInLivery",
    "unsaddled in the Livery": "unsaddledInLivery",
    "start mounted": "mounted",
    "have their saddled mounts nearby": "saddledNearby",
    "have their mounts unsaddled in a central location": "centralLocation",
  };
  it.each(rows(SEED_TOWN_MOUNTS))("town mounts %s %s", (_l, faces, words) => {
    for (const d of range(faces!)) expect(townMountStart(d)).toBe(MOUNT_WORDS[words!]);
  });
  it.each(rows(SEED_TRAIL_MOUNTS))("trail mounts %s %s", (_l, faces, words) => {
    for (const d of range(faces!)) expect(trailMountStart(d)).toBe(MOUNT_WORDS[words!]);
  });
});

describe("STANDUP FIGHT TABLE (L3221–3237)", () => {
  const a = (dice: number[], target = 4) => ({ id: "a", dice, target });
  const b = (dice: number[], target = 4) => ({ id: "b", dice, target });

  it("equal passes: the higher passing die chooses the order, ties roll again", () => {
    expect(readStandup(a([4, 6]), b([2, 5]))).toEqual({
      outcome: "choice",
      winner: "a",
      loser: "b",
      passes: { a: 1, b: 1 },
    });
    expect(readStandup(a([3, 6]), b([3, 5]))).toBeNull();
    expect(readStandup(a([5, 6]), b([6, 5]))).toBeNull(); // nobody passes: no passing die to compare
  });
  it("one more pass: advantage; two more: ambush", () => {
    expect(readStandup(a([1, 6]), b([5, 6]))?.outcome).toBe("advantage");
    expect(readStandup(a([1, 2]), b([5, 6]))).toMatchObject({ outcome: "ambush", winner: "a" });
    expect(readStandup(a([5, 6]), b([1, 2]))).toMatchObject({ outcome: "ambush", winner: "b" });
  });
  it("re-rolls a tie on the log and applies the Rep modifier", () => {
    const log = new RollLog(sequenceDice(3, 6, 3, 5, 1, 6, 5, 6));
    const r = rollStandupFight(log, { id: "x", rep: 4 }, { id: "y", rep: 6, repModifier: -2 });
    expect(r).toMatchObject({ outcome: "advantage", winner: "x", loser: "y" });
    expect(log.rolls.map((x) => x.target)).toEqual([4, 4, 4, 4]);
    expect(log.rolls.map((x) => x.dice)).toEqual([
      [3, 6],
      [3, 5],
      [1, 6],
      [5, 6],
    ]);
  });
  it("deploys by the result", () => {
    expect(standupDeployment({ outcome: "ambush", winner: "x", loser: "y", passes: {} })).toMatchObject({
      kind: "standup",
      distanceInches: 24,
      setsUpFirst: "x",
      activatesFirst: "y",
      ambushBy: "x",
    });
    const choice = standupDeployment({ outcome: "choice", winner: "y", loser: "x", passes: {} });
    expect(choice.activatesFirst).toBeUndefined();
    expect(choice.notes).toContain("standupWinnerChoosesOrder");
  });
  it("as a journal table", () => {
    const r = STANDUP_FIGHT_TABLE.roll(sequenceDice(1, 2, 6, 6), { sideARep: 4, sideBRep: 4 });
    expect(r.outcome).toBe("ambushSideA");
    expect(missingEncounterKeys(r)).toEqual([]);
    expect(fieldOf(() => STANDUP_FIGHT_TABLE.roll(seededDice(1), { sideARep: 9 }))).toBe("sideARep");
    expect(missingInputKeys(STANDUP_FIGHT_TABLE)).toEqual([]);
  });
});

describe("GUNFIGHT set-ups", () => {
  it("GF-1: one on one indoors, town horses", () => {
    // type 2 → GF-1; 5 → indoors; opponent 3+4 = 7 (Gunfighter column → Outlaw); saloon 4 − 1 = 3
    // horses, livery 1 − 2 → none; the Star's horse 3 → saddled in the livery.
    const s = GUNFIGHT.setUp(sequenceDice(2, 5, 3, 4, 4, 1, 3), { starProfession: "gunfighter" });
    expect(s.variant).toBe("GF-1");
    expect(s.terrain).toEqual(["indoors"]);
    expect(s.sides[0]!.forces).toEqual([
      { profession: "gunfighter", count: 1, role: "star", mount: "saddledInLivery" },
    ]);
    expect(s.sides[1]!.forces).toEqual([{ profession: "outlaw", count: 1, role: "opponent" }]);
    expect(s.looseMounts).toEqual([{ count: 3, where: "outsideSaloon", saddled: true }]);
    expect(s.deployment).toEqual({ kind: "squareOff", notes: ["shortestEffectiveRange"] });
    expect(s.instructions).toEqual(["theDraw", "packAnimalsWithLeader"]);
    expect(s.rolls.map((r) => r.purpose)).toEqual([
      "gunfightType",
      "gf1Terrain",
      "gunfightOpponent",
      "saloonHorses",
      "liveryHorses",
      "townMount",
    ]);
    expect(s.rolls.every((r) => /^L\d{4}/.test(r.source))).toBe(true);
    expect(missingEncounterKeys(s)).toEqual([]);
  });

  it("GF-2 on the trail for a sheriff: half as many more, RNS with a re-roll, saddled nearby", () => {
    const dice = sequenceDice(
      4,
      5,
      6,
      3,
      1,
      2,
      1,
      1,
      3,
      3,
      6,
      5,
      6,
      6,
      6,
      1,
      2,
      1,
      2,
      3,
      3,
      1,
      1,
      2,
      2,
      6,
      6,
    );
    const s = GUNFIGHT.setUp(dice, { starProfession: "sheriff" });
    expect(dice.remaining).toBe(0);
    expect(s.variant).toBe("GF-2");
    expect(s.terrain).toEqual(["trail"]);
    // 3 a side; 2d6 = 3 → "½ as many more" → 3 + 2 = 5.
    expect(s.sides[1]!.forces).toEqual([
      { profession: "cowboy", count: 2, role: "opponent" },
      { profession: "outlaw", count: 1, role: "opponent" },
      { profession: "gunfighter", count: 1, role: "opponent" },
      { profession: "deputy", count: 1, role: "opponent" },
    ]);
    expect(s.sides[0]!.forces).toEqual([
      { profession: "sheriff", count: 1, role: "star", mount: "saddledNearby", mountValues: { inches: 2 } },
      { profession: "deputy", count: 1, role: "outfit", mount: "saddledNearby", mountValues: { inches: 4 } },
      {
        profession: "deputy",
        count: 1,
        role: "outfit",
        mount: "saddledNearby",
        mountValues: { inches: 12 },
      },
    ]);
    const rns = s.rolls.filter((r) => r.purpose === "randomNpcSelection");
    expect(rns.map((r) => r.result)).toEqual(["reroll", "deputy"]);
    expect(rns.every((r) => r.subject === "opposition.4")).toBe(true);
    expect(s.gmJudgement).toContain("halfRounding");
    expect(missingEncounterKeys(s)).toEqual([]);
  });

  it("GF-3 in town with the STANDUP FIGHT rolled from the leaders' Rep", () => {
    const dice = sequenceDice(
      6,
      1,
      6,
      2,
      3,
      6,
      6,
      4,
      4,
      1,
      1,
      3,
      3,
      1,
      3,
      4,
      1,
      6,
      1,
      2,
      3,
      4,
      5,
      6,
      1,
      1,
      2,
      5,
      6,
    );
    const s = GUNFIGHT.setUp(dice, {
      starProfession: "gunfighter",
      starLeaderRep: 5,
      oppositionLeaderRep: 4,
    });
    expect(dice.remaining).toBe(0);
    expect(s.variant).toBe("GF-3");
    expect(s.terrain).toEqual(["streetByLivery"]);
    // 2d6 + 2 = 7 a side; 12 → "you have twice as many" → 3.5 → 4.
    expect(s.sides[1]!.forces.reduce((n, l) => n + l.count, 0)).toBe(4);
    expect(s.sides[1]!.forces.map((l) => l.profession)).toEqual([
      "gunfighter",
      "greenhorn",
      "marshal",
      "outlaw",
    ]);
    expect(s.looseMounts).toEqual([{ count: 4, where: "inLivery", saddled: true }]);
    expect(s.sides[0]!.forces).toEqual([
      { profession: "gunfighter", count: 1, role: "star", mount: "tetheredOutside" },
      { profession: "gunfighter", count: 2, role: "outfit", mount: "tetheredOutside" },
      { profession: "gunfighter", count: 2, role: "outfit", mount: "saddledInLivery" },
      { profession: "gunfighter", count: 2, role: "outfit", mount: "unsaddledInLivery" },
    ]);
    expect(s.deployment).toMatchObject({
      kind: "standup",
      distanceInches: 24,
      setsUpFirst: "star",
      activatesFirst: "opposition",
      ambushBy: "star",
    });
    expect(s.specialTables).toEqual(["standupFight"]);
    expect(missingEncounterKeys(s)).toEqual([]);
  });

  it("GF-3 without the leaders' Rep leaves the STANDUP FIGHT to the journal", () => {
    const s = GUNFIGHT.setUp(seededDice(3), { gunfightType: "GF-3", starSide: 4 });
    expect(s.deployment.notes).toContain("rollStandupFromJournal");
    expect(s.sides[0]!.forces.reduce((n, l) => n + l.count, 0)).toBe(4);
  });

  it("refuses bad answers by name", () => {
    expect(fieldOf(() => GUNFIGHT.setUp(seededDice(1), { starProfession: "gambler" }))).toBe(
      "starProfession",
    );
    expect(fieldOf(() => GUNFIGHT.setUp(seededDice(1), { starSide: -1 }))).toBe("starSide");
    expect(fieldOf(() => GUNFIGHT.setUp(seededDice(1), { gunfightType: "GF-4" }))).toBe("gunfightType");
    expect(fieldOf(() => GUNFIGHT.setUp(seededDice(1), { halfRounding: "sideways" }))).toBe("halfRounding");
    expect(fieldOf(() => GUNFIGHT.setUp(seededDice(1), "GF-1" as never))).toBe("input");
    expect(missingInputKeys(GUNFIGHT)).toEqual([]);
  });
});
