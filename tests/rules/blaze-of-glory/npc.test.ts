import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  RulesError,
  equals,
  formatFraction,
  fraction,
  seededDice,
  sequenceDice,
  type DiceSource,
} from "../../../src/rules/core";
import { validateFigure } from "../../../src/rules/blaze-of-glory/figure";
import {
  ATTRIBUTES,
  PROFESSIONS,
  WARRIOR_REGIONS,
  WEAPONS,
  type Profession,
} from "../../../src/rules/blaze-of-glory/ids";
import {
  JUST_PASSING_THROUGH,
  NPC_TABLES,
  RANDOM_NPC_SELECTION,
  generateFigure,
  generatedVeteranChance,
  justPassingThroughDistribution,
  lookupRedWhite,
  lookupRandomStarProfession,
  randomNpcSelectionDistribution,
  randomStarProfessionDistribution,
  rollEitherOr,
  rollJustPassingThrough,
  rollRandomNpcSelection,
  rollRandomStarProfession,
  rollSelection,
  rollVeteran,
  selectByScore,
  statsRowDistribution,
  veteranChance,
  type GenerateFigureOptions,
} from "../../../src/rules/blaze-of-glory/npc";
import { rulesErrorOf as catchError } from "../helpers/errors";

/*
 * Every NPC table row, transcribed from the seed (L6655–6797) in the book's own words and parsed
 * here; the implementation's table is never used to build an expected value.
 * Columns: profession | line | score | Rep | Tough | Sand | weapons | in town.
 */
const SEED_NPC_ROWS = `
  BOUNTY HUNTER | L6657 | 1 | 4 | 3 | 4 | Pistol | Pistol
  BOUNTY HUNTER | L6658 | 2 | 4 | 4 | 4 | Pistol and Repeating Carbine | Pistol
  BOUNTY HUNTER | L6659 | 3 | 4 | 4 | 4 | Pistol and Repeating Carbine | Pistol
  BOUNTY HUNTER | L6660 | 4 | 4 | 4 | 4 | Pistol and Repeating Carbine | Pistol
  BOUNTY HUNTER | L6661 | 5 | 5 | 5 | 5 | Pistol and Trapdoor Rifle | Pistol
  BOUNTY HUNTER | L6662 | 6 | 5 | 5 | 5 | Pistol and Buffalo Gun | Pistol
  BUFFALO HUNTER | L6666 | 1 | 4 | 3 | 4 | ML Buffalo Gun | ML Buffalo Gun
  BUFFALO HUNTER | L6667 | 2 | 4 | 4 | 4 | Trapdoor Rifle | Trapdoor Rifle
  BUFFALO HUNTER | L6668 | 3 | 4 | 4 | 4 | Buffalo Gun | Buffalo Gun
  BUFFALO HUNTER | L6669 | 4 | 4 | 4 | 4 | Pistol and Trapdoor Rifle | Pistol
  BUFFALO HUNTER | L6670 | 5 | 5 | 5 | 5 | Pistol and Buffalo Gun | Pistol
  BUFFALO HUNTER | L6671 | 6 | 5 | 5 | 5 | Pistol and Buffalo Gun | Pistol
  COWBOY | L6675 | 1 | 3 | 3 | 3 | Pistol | Pistol
  COWBOY | L6676 | 2 | 4 | 4 | 3 | Pistol | Pistol
  COWBOY | L6677 | 3 | 4 | 4 | 4 | Pistol and Trapdoor Carbine | Pistol
  COWBOY | L6678 | 4 | 4 | 4 | 4 | Pistol and Trapdoor Carbine | Pistol
  COWBOY | L6679 | 5 | 4 | 4 | 4 | Pistol and Repeating Carbine | Pistol
  COWBOY | L6680 | 6 | 5 | 5 | 5 | Pistol and Repeating Carbine | Pistol
  DEPUTY | L6684 | 1 | 3 | 3 | 3 | Trapdoor Carbine | Pistol
  DEPUTY | L6685 | 2 | 4 | 4 | 4 | Trapdoor Carbine | Pistol
  DEPUTY | L6686 | 3 | 4 | 4 | 4 | Repeating Carbine | Repeating Carbine
  DEPUTY | L6687 | 4 | 4 | 4 | 4 | Repeating Carbine | Repeating Carbine
  DEPUTY | L6688 | 5 | 5 | 4 | 4 | Repeating Carbine | Scattergun
  DEPUTY | L6689 | 6 | 5 | 5 | 5 | Repeating Carbine | Pistol
  GAMBLER | L6693 | 1 | 3 | 3 | 3 | Derringer and Shotgun | Derringer
  GAMBLER | L6694 | 2 | 3 | 3 | 3 | Derringer and Shotgun | Derringer
  GAMBLER | L6695 | 3 | 4 | 4 | 3 | Pistol | Pistol
  GAMBLER | L6696 | 4 | 4 | 4 | 4 | Pistol | Pistol
  GAMBLER | L6697 | 5 | 4 | 4 | 4 | Pistol | Pistol
  GAMBLER | L6698 | 6 | 5 | 5 | 5 | Pistol and Shotgun | Pistol
  GREENHORN | L6702 | 1 | 2 | 2 | 2 | Pistol | Pistol
  GREENHORN | L6703 | 2 | 2 | 3 | 2 | Pistol | Pistol
  GREENHORN | L6704 | 3 | 2 | 3 | 2 | Repeating Carbine | Repeating Carbine
  GREENHORN | L6705 | 4 | 3 | 3 | 3 | Repeating Carbine | Repeating Carbine
  GREENHORN | L6706 | 5 | 3 | 4 | 3 | Pistol and Repeating Carbine | Pistol
  GREENHORN | L6707 | 6 | 4 | 4 | 4 | Pistol and Repeating Carbine | Pistol
  GUNFIGHTER | L6711 | 1 | 4 | 3 | 4 | Pistol | Pistol
  GUNFIGHTER | L6712 | 2 | 4 | 4 | 4 | Pistol | Pistol
  GUNFIGHTER | L6713 | 3 | 5 | 4 | 4 | Pistol | Pistol
  GUNFIGHTER | L6714 | 4 | 5 | 4 | 5 | Pistol and Repeating Carbine | Pistol
  GUNFIGHTER | L6715 | 5 | 5 | 5 | 5 | Pistol and Repeating Carbine | Pistol
  GUNFIGHTER | L6716 | 6 | 5 | 5 | 5 | 2 x Pistols and Repeating Carbine | 2 x Pistols
  HOMESTEADER | L6720 | 1 | ? | ? | Roll on RANDOM NPC SELECTION table below. Any reroll = 6 on Homesteader |  | 
  HOMESTEADER | L6721 | 2 | 3 | 4 | 2 | ML Rifle | ML Rifle
  HOMESTEADER | L6722 | 3 | 3 | 4 | 2 | Shotgun | Shotgun
  HOMESTEADER | L6723 | 4 | 3 | 4 | 3 | Trapdoor Carbine | Trapdoor Carbine
  HOMESTEADER | L6724 | 5 | 4 | 5 | 3 | Trapdoor Rifle | Trapdoor Rifle
  HOMESTEADER | L6725 | 6 | 4 | 5 | 4 | Repeating Carbine | Repeating Carbine
  MARSHAL | L6729 | 1 | 4 | 3 | 4 | Pistol and Shotgun | Pistol
  MARSHAL | L6730 | 2 | 4 | 4 | 4 | Pistol and Shotgun | Pistol
  MARSHAL | L6731 | 3 | 5 | 4 | 5 | Pistol and Trapdoor Carbine | Pistol and Shotgun
  MARSHAL | L6732 | 4 | 5 | 5 | 5 | Pistol and Repeating Carbine | Repeating Carbine
  MARSHAL | L6733 | 5 | 5 | 5 | 5 | Pistol and Repeating Carbine | Scattergun
  MARSHAL | L6734 | 6 | 5 | 5 | 5 | 2 x Pistols and Repeating Carbine | 2 x Pistols
  MOUNTAIN MAN | L6738 | 1 | 4 | 3 | 4 | ML Rifle | ML Rifle
  MOUNTAIN MAN | L6739 | 2 | 4 | 4 | 4 | ML Buffalo Gun | ML Buffalo Gun
  MOUNTAIN MAN | L6740 | 3 | 4 | 4 | 4 | Buffalo Gun | Buffalo Gun
  MOUNTAIN MAN | L6741 | 4 | 4 | 4 | 4 | ML Rifle | Pistol
  MOUNTAIN MAN | L6742 | 5 | 5 | 5 | 5 | Pistol and ML Buffalo Gun | Pistol
  MOUNTAIN MAN | L6743 | 6 | 5 | 5 | 5 | Pistol and Buffalo Gun | Pistol
  OUTLAW | L6747 | 1 | 3 | 3 | 3 | Pistol | Pistol
  OUTLAW | L6748 | 2 | 4 | 4 | 4 | Pistol | Pistol
  OUTLAW | L6749 | 3 | 4 | 4 | 4 | Pistol and Trapdoor Carbine | Pistol
  OUTLAW | L6750 | 4 | 4 | 4 | 4 | Pistol and Trapdoor Carbine | Pistol
  OUTLAW | L6751 | 5 | 4 | 4 | 5 | Pistol and Repeating Carbine | Pistol
  OUTLAW | L6752 | 6 | 5 | 5 | 5 | Pistol and Repeating Carbine | Pistol
  PROSPECTOR | L6756 | 1 | 2 | 2 | 3 | Shotgun | Shotgun
  PROSPECTOR | L6757 | 2 | 2 | 3 | 3 | Shotgun | Shotgun
  PROSPECTOR | L6758 | 3 | 2 | 3 | 4 | Shotgun | Shotgun
  PROSPECTOR | L6759 | 4 | 3 | 3 | 4 | ML Rifle | ML Rifle
  PROSPECTOR | L6760 | 5 | 3 | 4 | 4 | ML Rifle | ML Rifle
  PROSPECTOR | L6761 | 6 | 4 | 4 | 5 | ML Rifle | ML Rifle
  RANGER | L6765 | 1 | 4 | 3 | 4 | Pistol | Pistol
  RANGER | L6766 | 2 | 4 | 4 | 4 | Pistol | Pistol
  RANGER | L6767 | 3 | 5 | 4 | 5 | Pistol and Trapdoor Carbine | Pistol
  RANGER | L6768 | 4 | 5 | 5 | 5 | Pistol and Trapdoor Carbine | Pistol
  RANGER | L6769 | 5 | 5 | 5 | 5 | Pistol and Repeating Carbine | Pistol
  RANGER | L6770 | 6 | 5 | 5 | 5 | Pistol and Repeating Carbine | Pistol
  SHERIFF | L6774 | 1 | 3 | 3 | 4 | Trapdoor Carbine | Pistol
  SHERIFF | L6775 | 2 | 4 | 4 | 4 | Trapdoor Carbine | Pistol
  SHERIFF | L6776 | 3 | 4 | 4 | 4 | Repeating Carbine | Repeating Carbine
  SHERIFF | L6777 | 4 | 4 | 4 | 4 | Repeating Carbine | Repeating Carbine
  SHERIFF | L6778 | 5 | 5 | 4 | 5 | Repeating Carbine | Scattergun
  SHERIFF | L6779 | 6 | 5 | 5 | 5 | Repeating Carbine | Scattergun
  TOWNSFOLK | L6783 | 1 | ? | ? | Roll on JUST PASSING THROUGH table below. Any reroll = 6 on Townsfolk |  | 
  TOWNSFOLK | L6784 | 2 | 3 | 4 | 2 | ML Rifle | Derringer
  TOWNSFOLK | L6785 | 3 | 3 | 4 | 2 | Shotgun | Shotgun
  TOWNSFOLK | L6786 | 4 | 3 | 4 | 3 | Scattergun | Scattergun
  TOWNSFOLK | L6787 | 5 | 4 | 4 | 3 | Trapdoor Rifle | Trapdoor Rifle
  TOWNSFOLK | L6788 | 6 | 4 | 5 | 4 | Buffalo Gun | Pistol
  WARRIOR | L6792 | 1 | 4 | 3 | 4 | Lance | na
  WARRIOR | L6793 | 2 | 4 | 4 | 4 | Bow | na
  WARRIOR | L6794 | 3 | 4 | 4 | 4 | Smoothbore Carbine | na
  WARRIOR | L6795 | 4 | 4 | 4 | 4 | Trapdoor Carbine | na
  WARRIOR | L6796 | 5 | 5 | 5 | 5 | Pistol | na
  WARRIOR | L6797 | 6 | 5 | 5 | 5 | Repeating Carbine | na
`;

/** The veteran line of each table heading ("" where the book prints none). */
const SEED_VETERAN: Record<string, string> = {
  "BOUNTY HUNTER": "1 or 2",
  "BUFFALO HUNTER": "1 or 2",
  COWBOY: "1",
  DEPUTY: "1 or 2",
  GAMBLER: "",
  GREENHORN: "",
  GUNFIGHTER: "1 or 2",
  HOMESTEADER: "1",
  MARSHAL: "1 or 2",
  "MOUNTAIN MAN": "1 or 2",
  OUTLAW: "1 or 2",
  PROSPECTOR: "1",
  RANGER: "1 or 2",
  SHERIFF: "1",
  TOWNSFOLK: "1",
  WARRIOR: "",
};

const PROFESSION_NAMES: Record<string, Profession> = {
  "BOUNTY HUNTER": "bountyHunter",
  "BUFFALO HUNTER": "buffaloHunter",
  COWBOY: "cowboy",
  DEPUTY: "deputy",
  GAMBLER: "gambler",
  GREENHORN: "greenhorn",
  GUNFIGHTER: "gunfighter",
  HOMESTEADER: "homesteader",
  MARSHAL: "marshal",
  "MOUNTAIN MAN": "mountainMan",
  OUTLAW: "outlaw",
  PROSPECTOR: "prospector",
  RANGER: "ranger",
  SHERIFF: "sheriff",
  TOWNSFOLK: "townsfolk",
  WARRIOR: "warrior",
};

const WEAPON_NAMES: Record<string, string[]> = {
  Pistol: ["pistol"],
  "2 x Pistols": ["pistol", "pistol"],
  "Repeating Carbine": ["repeatingCarbine"],
  "Trapdoor Carbine": ["trapdoorCarbine"],
  "Trapdoor Rifle": ["trapdoorRifle"],
  "ML Rifle": ["mlRifle"],
  "Buffalo Gun": ["buffaloGun"],
  "ML Buffalo Gun": ["mlBuffaloGun"],
  Shotgun: ["shotgun"],
  Scattergun: ["scattergun"],
  Derringer: ["derringer"],
  Lance: ["lance"],
  Bow: ["bow"],
  "Smoothbore Carbine": ["smoothboreCarbine"],
};

function weaponsOf(text: string): string[] | null {
  if (text === "na") return null;
  return text.split(" and ").flatMap((name) => {
    const ids = WEAPON_NAMES[name];
    if (!ids) throw new Error(`unknown weapon in transcription: ${name}`);
    return ids;
  });
}

interface SeedRow {
  name: string;
  profession: Profession;
  line: string;
  score: number;
  rep: number;
  toughness: number;
  sand: number;
  weapons: string[] | null;
  inTown: string[] | null;
  redirect: string | null;
}

const SEED_ROWS: SeedRow[] = SEED_NPC_ROWS.trim()
  .split("\n")
  .map((line) => line.split("|").map((c) => c.trim()))
  .map(([name, line, score, rep, tough, sand, weapons, inTown]) => {
    const redirect = rep === "?" ? sand! : null;
    return {
      name: name!,
      profession: PROFESSION_NAMES[name!]!,
      line: line!,
      score: Number(score),
      rep: Number(rep),
      toughness: Number(tough),
      sand: Number(sand),
      weapons: redirect ? null : weaponsOf(weapons!),
      inTown: redirect ? null : weaponsOf(inTown!),
      redirect,
    };
  });

function vetFaces(name: string): number[] {
  const text = SEED_VETERAN[name]!;
  return text === "" ? [] : text.split(" or ").map(Number);
}

/** Dice for one straight table read: the row die, then a failing veteran die where one is rolled. */
function rowDice(name: string, score: number): number[] {
  return vetFaces(name).length > 0 ? [score, 6] : [score];
}

const NO_CARD: GenerateFigureOptions = { attributeDraw: false };

describe("NPC tables (Appendix A, L6655–6797)", () => {
  it("transcription covers 16 professions × 6 rows", () => {
    expect(SEED_ROWS).toHaveLength(96);
    expect(new Set(SEED_ROWS.map((r) => r.profession)).size).toBe(16);
  });

  const statsRows = SEED_ROWS.filter((r) => r.redirect === null);
  it.each(statsRows.map((r) => [r.name, r.score, r.line, r] as const))(
    "%s %i (%s) gives the seed's Rep/Toughness/Sand and weapons",
    (name, score, line, row) => {
      const dice = sequenceDice(...rowDice(name, score));
      const region = row.profession === "warrior" ? { region: "plains" as const } : {};
      const fig = generateFigure(dice, { ...NO_CARD, ...region, profession: row.profession });
      expect(dice.remaining).toBe(0);
      expect(fig.profession).toBe(row.profession);
      expect(fig.score).toBe(score);
      expect(fig.source).toBe(line);
      expect([fig.rep, fig.toughness, fig.sand]).toEqual([row.rep, row.toughness, row.sand]);
      expect(fig.weapons).toEqual(row.weapons);
      expect(fig.inTownWeapons).toEqual(row.inTown);
      expect(fig.veteran).toBe(false);
      expect(fig.prosperity).toBe(row.rep);
    },
  );

  it("the two redirect rows are Homesteader 1 and Townsfolk 1", () => {
    const redirects = SEED_ROWS.filter((r) => r.redirect !== null);
    expect(redirects.map((r) => [r.profession, r.score, r.line])).toEqual([
      ["homesteader", 1, "L6720"],
      ["townsfolk", 1, "L6783"],
    ]);
    expect(NPC_TABLES.homesteader.rows[0]).toMatchObject({
      kind: "redirect",
      table: "randomNpcSelection",
      rerollScore: 6,
    });
    expect(NPC_TABLES.townsfolk.rows[0]).toMatchObject({
      kind: "redirect",
      table: "justPassingThrough",
      rerollScore: 6,
    });
  });

  it("every table row carries its seed line", () => {
    for (const p of PROFESSIONS) {
      NPC_TABLES[p].rows.forEach((row, i) => {
        const seed = SEED_ROWS.find((r) => r.profession === p && r.score === i + 1)!;
        expect(row.source).toBe(seed.line);
      });
    }
  });
});

describe("veteran chance (L860, table headings)", () => {
  it("W-03: a Mountain Man is a veteran on 1 or 2", () => {
    expect(rollVeteran(sequenceDice(1), "mountainMan").veteran).toBe(true);
    expect(rollVeteran(sequenceDice(2), "mountainMan").veteran).toBe(true);
    for (const f of [3, 4, 5, 6]) expect(rollVeteran(sequenceDice(f), "mountainMan").veteran).toBe(false);
    expect(formatFraction(veteranChance("mountainMan"))).toBe("1/3");
  });

  it.each(Object.keys(SEED_VETERAN))("%s: veteran faces and exact chance", (name) => {
    const profession = PROFESSION_NAMES[name]!;
    const faces = vetFaces(name);
    expect(equals(veteranChance(profession), fraction(faces.length, 6))).toBe(true);
    if (faces.length === 0) {
      const dice = sequenceDice();
      expect(rollVeteran(dice, profession)).toMatchObject({ die: null, veteran: false });
      return;
    }
    for (let face = 1; face <= 6; face++) {
      expect(rollVeteran(sequenceDice(face), profession).veteran).toBe(faces.includes(face));
      // The same roll inside generateFigure (row 2 is a stats row for every profession).
      const fig = generateFigure(sequenceDice(2, face), { ...NO_CARD, profession, region: "plains" });
      expect(fig.veteran).toBe(faces.includes(face));
      expect(fig.veteranDie).toBe(face);
    }
  });

  it("a forced veteran status rolls no veteran die", () => {
    const dice = sequenceDice(3);
    expect(generateFigure(dice, { ...NO_CARD, profession: "outlaw", veteran: true }).veteran).toBe(true);
    expect(dice.remaining).toBe(0);
  });
});

/* Random tables transcribed from L6802–6843. */
const SEED_JPT = `
  L6802 | 1-3 | 1 | BOUNTY HUNTER
  L6803 | 1-3 | 2 | BUFFALO HUNTER
  L6804 | 1-3 | 3 | COWBOY
  L6805 | 1-3 | 4 | GAMBLER
  L6806 | 1-3 | 5 | GREENHORN
  L6807 | 1-3 | 6 | GUNFIGHTER
  L6808 | 4-6 | 1 | HOMESTEADER
  L6809 | 4-6 | 2 | MARSHAL
  L6810 | 4-6 | 3 | MOUNTAIN MAN
  L6811 | 4-6 | 4 | PROSPECTOR
  L6812 | 4-6 | 5 | RANGER
  L6813 | 4-6 | 6 | SHERIFF
`;
const SEED_RNS = `
  L6818 | 1 | 1-2 | BOUNTY HUNTER
  L6819 | 1 | 3-4 | BUFFALO HUNTER
  L6820 | 1 | 5-6 | COWBOY
  L6821 | 2 | 1-2 | DEPUTY
  L6822 | 2 | 3-4 | GAMBLER
  L6823 | 2 | 5-6 | GREENHORN
  L6824 | 3 | 1-2 | GUNFIGHTER
  L6825 | 3 | 3-4 | HOMESTEADER
  L6826 | 3 | 5-6 | MARSHAL
  L6827 | 4 | 1-2 | MOUNTAIN MAN
  L6828 | 4 | 3-4 | OUTLAW
  L6829 | 4 | 5-6 | PROSPECTOR
  L6830 | 5 | 1-2 | RANGER
  L6831 | 5 | 3-4 | SHERIFF
  L6832 | 5 | 5-6 | TOWNSFOLK
  L6833 | 6 | 1-6 | REROLL
`;
const SEED_STAR = ["COWBOY", "GUNFIGHTER", "OUTLAW", "MARSHAL", "RANGER", "SHERIFF"];

function expandRedWhite(text: string): { red: number; white: number; result: string; line: string }[] {
  const out: { red: number; white: number; result: string; line: string }[] = [];
  for (const raw of text.trim().split("\n")) {
    const [line, red, white, name] = raw.split("|").map((c) => c.trim());
    const [r0, r1] = red!.split("-").map(Number);
    const [w0, w1] = white!.split("-").map(Number);
    for (let r = r0!; r <= (r1 ?? r0!); r++)
      for (let w = w0!; w <= (w1 ?? w0!); w++)
        out.push({
          red: r,
          white: w,
          result: name === "REROLL" ? "reroll" : PROFESSION_NAMES[name!]!,
          line: line!,
        });
  }
  return out;
}

describe("random profession tables (L6799–6843)", () => {
  const jpt = expandRedWhite(SEED_JPT);
  const rns = expandRedWhite(SEED_RNS);

  it("both red/white tables cover all 36 pairs", () => {
    expect(jpt).toHaveLength(36);
    expect(rns).toHaveLength(36);
  });

  it.each(jpt.map((e) => [e.red, e.white, e.result, e] as const))(
    "JUST PASSING THROUGH red %i white %i → %s",
    (red, white, result, e) => {
      expect(lookupRedWhite(JUST_PASSING_THROUGH, red, white)).toMatchObject({ result, source: e.line });
      expect(rollJustPassingThrough(sequenceDice(red, white))).toMatchObject({ red, white, result });
    },
  );

  it.each(rns.map((e) => [e.red, e.white, e.result, e] as const))(
    "RANDOM NPC SELECTION red %i white %i → %s",
    (red, white, result, e) => {
      expect(lookupRedWhite(RANDOM_NPC_SELECTION, red, white)).toMatchObject({ result, source: e.line });
    },
  );

  it("RANDOM NPC SELECTION rolls again on a red 6 and keeps every throw", () => {
    const dice = sequenceDice(6, 2, 6, 6, 4, 3);
    const roll = rollRandomNpcSelection(dice);
    expect(roll.profession).toBe("outlaw");
    expect(roll.throws.map((t) => t.result)).toEqual(["reroll", "reroll", "outlaw"]);
    expect(dice.remaining).toBe(0);
  });

  it.each(SEED_STAR.map((name, i) => [i + 1, name] as const))(
    "RANDOM STAR PROFESSION %i → %s",
    (score, name) => {
      expect(lookupRandomStarProfession(score).result).toBe(PROFESSION_NAMES[name]);
      expect(rollRandomStarProfession(sequenceDice(score)).profession).toBe(PROFESSION_NAMES[name]);
    },
  );

  it("exact distributions: RANDOM NPC SELECTION 1/15 each after the reroll; JPT 1/12; Star 1/6", () => {
    const npc = randomNpcSelectionDistribution();
    expect(npc.size).toBe(15);
    for (const p of npc.values()) expect(formatFraction(p)).toBe("1/15");
    expect(npc.has("warrior")).toBe(false);
    const jp = justPassingThroughDistribution();
    expect(jp.size).toBe(12);
    for (const p of jp.values()) expect(formatFraction(p)).toBe("1/12");
    for (const [p, f] of randomStarProfessionDistribution()) {
      expect(SEED_STAR.map((n) => PROFESSION_NAMES[n])).toContain(p);
      expect(formatFraction(f)).toBe("1/6");
    }
  });
});

describe("selection notation (L773)", () => {
  it("W-02: Federal (1-3) or private (4-6) Fort, d6 = 2 → Federal", () => {
    expect(rollEitherOr(sequenceDice(2), "federal", "private")).toEqual({ die: 2, value: "federal" });
    expect(rollEitherOr(sequenceDice(4), "federal", "private").value).toBe("private");
    const brackets = [
      { value: "federal", min: 1, max: 3 },
      { value: "private", min: 4, max: 6 },
    ];
    for (let d = 1; d <= 6; d++) expect(selectByScore(d, brackets)).toBe(d <= 3 ? "federal" : "private");
    expect(rollSelection(sequenceDice(3), brackets)).toEqual({ die: 3, value: "federal" });
  });

  it("rejects brackets with gaps or overlaps", () => {
    expect(() => selectByScore(1, [{ value: "a", min: 1, max: 3 }])).toThrow(RulesError);
    const err = catchError(() =>
      selectByScore(1, [
        { value: "a", min: 1, max: 4 },
        { value: "b", min: 4, max: 6 },
      ]),
    );
    expect(err.field).toBe("options[1]");
    expect(catchError(() => selectByScore(7, [{ value: "a", min: 1, max: 6 }])).field).toBe("score");
  });
});

describe("generateFigure: redirects, Stars, attributes, options", () => {
  it("Homesteader 1 → RANDOM NPC SELECTION red 6 counts as Homesteader 6", () => {
    const dice = sequenceDice(1, 6, 3, 2);
    const fig = generateFigure(dice, { ...NO_CARD, profession: "homesteader" });
    expect(fig).toMatchObject({
      profession: "homesteader",
      score: 6,
      rep: 4,
      toughness: 5,
      sand: 4,
      veteran: false,
    });
    expect(fig.weapons).toEqual(["repeatingCarbine"]);
    expect(dice.remaining).toBe(0);
  });

  it("Homesteader 1 → Bounty Hunter: the figure is rolled on the Bounty Hunter table", () => {
    const fig = generateFigure(sequenceDice(1, 1, 2, 5, 2), { ...NO_CARD, profession: "homesteader" });
    expect(fig).toMatchObject({
      profession: "bountyHunter",
      hostProfession: "homesteader",
      tableProfession: "bountyHunter",
    });
    expect([fig.rep, fig.toughness, fig.sand, fig.veteran]).toEqual([5, 5, 5, true]);
    expect(fig.weapons).toEqual(["pistol", "trapdoorRifle"]);
    expect(fig.dice.map((d) => d.purpose)).toEqual(["row", "redirectRed", "redirectWhite", "row", "veteran"]);
  });

  it("redirectProfession host keeps the Homesteader's profession with the rolled stats", () => {
    const fig = generateFigure(sequenceDice(1, 1, 2, 5, 2), {
      ...NO_CARD,
      profession: "homesteader",
      redirectProfession: "host",
    });
    expect(fig).toMatchObject({ profession: "homesteader", tableProfession: "bountyHunter", rep: 5 });
  });

  it("Homesteader 1 → Townsfolk 1 (a second random row) counts as Homesteader 6 by default", () => {
    const fig = generateFigure(sequenceDice(1, 5, 6, 1, 6), { ...NO_CARD, profession: "homesteader" });
    expect(fig).toMatchObject({ profession: "homesteader", score: 6, rep: 4, toughness: 5, sand: 4 });
  });

  it("nestedRedirect follow: Homesteader 1 → Townsfolk 1 → JUST PASSING THROUGH → Homesteader 3", () => {
    const fig = generateFigure(sequenceDice(1, 5, 6, 1, 4, 1, 3, 6), {
      ...NO_CARD,
      profession: "homesteader",
      nestedRedirect: "follow",
    });
    expect(fig).toMatchObject({ profession: "homesteader", score: 3, rep: 3, toughness: 4, sand: 2 });
    expect(fig.weapons).toEqual(["shotgun"]);
  });

  it("Townsfolk 1 → JUST PASSING THROUGH red 2 white 4 → Gambler 6 (no veteran die for Gamblers)", () => {
    const dice = sequenceDice(1, 2, 4, 6);
    const fig = generateFigure(dice, { ...NO_CARD, profession: "townsfolk" });
    expect(fig).toMatchObject({ profession: "gambler", rep: 5, toughness: 5, sand: 5, veteranDie: null });
    expect(fig.weapons).toEqual(["pistol", "shotgun"]);
    expect(fig.inTownWeapons).toEqual(["pistol"]);
    expect(dice.remaining).toBe(0);
  });

  it("Townsfolk 1 → Homesteader 1 counts as Townsfolk 6", () => {
    const fig = generateFigure(sequenceDice(1, 4, 1, 1, 1), { ...NO_CARD, profession: "townsfolk" });
    expect(fig).toMatchObject({
      profession: "townsfolk",
      score: 6,
      rep: 4,
      toughness: 5,
      sand: 4,
      veteran: true,
    });
    expect(fig.weapons).toEqual(["buffaloGun"]);
    expect(fig.inTownWeapons).toEqual(["pistol"]);
  });

  it("a Hand with no profession rolls RANDOM NPC SELECTION (rerolling red 6)", () => {
    const fig = generateFigure(sequenceDice(6, 1, 2, 2, 3, 5, 53), { profession: undefined });
    expect(fig).toMatchObject({ profession: "deputy", score: 3, rep: 4, pendingAttributeChoices: 1 });
    expect(fig.attributeCards[0]?.result).toBe("playersChoice");
    expect(fig.attributes).toEqual([]);
  });

  it("W-35: an Outlaw Star's gang members are rolled on the Outlaw table", () => {
    const gang = [3, 6, 1].map((score) =>
      generateFigure(sequenceDice(score, 6, 1), { profession: "outlaw" }),
    );
    expect(gang.map((g) => [g.profession, g.rep, g.toughness, g.sand])).toEqual([
      ["outlaw", 4, 4, 4],
      ["outlaw", 5, 5, 5],
      ["outlaw", 3, 3, 3],
    ]);
    // Card 1 is the two of spades: Agile.
    expect(gang.every((g) => g.attributes[0] === "agile" && !g.star)).toBe(true);
  });

  it("a Star rolls RANDOM STAR PROFESSION, draws no card and gets his free picks", () => {
    const dice = sequenceDice(2, 3, 6);
    const star = generateFigure(dice, { star: true });
    expect(star).toMatchObject({
      profession: "gunfighter",
      rep: 5,
      star: true,
      pendingAttributeChoices: 3,
      prosperity: 5,
    });
    expect(star.attributeCards).toEqual([]);
    expect(dice.remaining).toBe(0);
    expect(
      generateFigure(sequenceDice(2, 3, 6), { star: true, starProsperity: "unset" }).prosperity,
    ).toBeNull();
  });

  it("cap-and-ball option applies only to two-pistol figures (L955)", () => {
    expect(
      generateFigure(sequenceDice(6, 6), { ...NO_CARD, profession: "gunfighter", capAndBall: true })
        .capAndBall,
    ).toBe(true);
    expect(
      generateFigure(sequenceDice(6, 6), { ...NO_CARD, profession: "marshal", capAndBall: true }).capAndBall,
    ).toBe(true);
    expect(
      generateFigure(sequenceDice(5, 6), { ...NO_CARD, profession: "gunfighter", capAndBall: true })
        .capAndBall,
    ).toBe(false);
    expect(generateFigure(sequenceDice(6, 6), { ...NO_CARD, profession: "gunfighter" }).capAndBall).toBe(
      false,
    );
  });

  it("a forced row rolls no row die", () => {
    const dice = sequenceDice(6);
    const fig = generateFigure(dice, { ...NO_CARD, profession: "ranger", row: 3 });
    expect([fig.rep, fig.toughness, fig.sand]).toEqual([5, 4, 5]);
    expect(dice.remaining).toBe(0);
  });

  it("Warriors need a region and have no in-town loadout", () => {
    expect(catchError(() => generateFigure(sequenceDice(1), { profession: "warrior" })).field).toBe(
      "options.region",
    );
    const w = generateFigure(sequenceDice(2), { ...NO_CARD, profession: "warrior", region: "northWestern" });
    expect(w).toMatchObject({ region: "northWestern", inTownWeapons: null, weapons: ["bow"] });
  });

  it("bad input names the field", () => {
    expect(
      catchError(() => generateFigure(sequenceDice(1), { profession: "banker" as Profession })).field,
    ).toBe("options.profession");
    expect(
      catchError(() => generateFigure(sequenceDice(1), { profession: "cowboy", row: 7 as 1 })).field,
    ).toBe("options.row");
    expect(catchError(() => generateFigure(sequenceDice(1), { nestedRedirect: "x" as "follow" })).field).toBe(
      "options.nestedRedirect",
    );
    expect(catchError(() => generateFigure(sequenceDice(9), { profession: "cowboy" })).field).toBe("dice[0]");
    expect(catchError(() => rollVeteran(sequenceDice(1), "clerk" as Profession)).field).toBe("profession");
    expect(catchError(() => lookupRedWhite(RANDOM_NPC_SELECTION, 0, 1)).field).toBe("red");
  });
});

describe("exact generation odds", () => {
  // Worked by hand: see the comment in each case.
  it("P(veteran) for a generated Homesteader and Townsfolk is 19/108", () => {
    // Homesteader: rows 2–6 → 5/6·1/6. Row 1 → red 6 (1/6) → H6 (1/6), or one of 15 professions at
    // 1/18 each with veteran chances summing to 7/2 (Homesteader and Townsfolk reduce to 1/6):
    // 5/36 + 1/6·(1/36 + 7/36) = 19/108.
    expect(formatFraction(generatedVeteranChance("homesteader"))).toBe("19/108");
    // Townsfolk: 5/36 + 1/6·(1/12 · 8/3) = 19/108.
    expect(formatFraction(generatedVeteranChance("townsfolk"))).toBe("19/108");
  });

  it.each(PROFESSIONS.filter((p) => p !== "homesteader" && p !== "townsfolk"))(
    "%s: generated P(veteran) equals the table's own chance",
    (p) => {
      expect(equals(generatedVeteranChance(p), veteranChance(p))).toBe(true);
    },
  );

  it("a Homesteader ends on his own table 565/648 of the time; Townsfolk 5/648; others 1/108 each", () => {
    const dist = statsRowDistribution("homesteader");
    const sumFor = (p: Profession | null) =>
      dist
        .filter((r) => p === null || r.profession === p)
        .reduce((acc, r) => fraction(acc.num * r.p.den + r.p.num * acc.den, acc.den * r.p.den), fraction(0));
    expect(formatFraction(sumFor(null))).toBe("1");
    expect(formatFraction(sumFor("homesteader"))).toBe("565/648");
    expect(formatFraction(sumFor("townsfolk"))).toBe("5/648");
    expect(formatFraction(sumFor("cowboy"))).toBe("1/108");
    expect(formatFraction(sumFor("warrior"))).toBe("0");
  });

  it("seeded simulation agrees with the exact odds within ±0.01 (n = 60,000)", () => {
    const src = seededDice(1875);
    const n = 60_000;
    let vet = 0;
    let own = 0;
    for (let i = 0; i < n; i++) {
      const fig = generateFigure(src, { ...NO_CARD, profession: "homesteader" });
      if (fig.veteran) vet++;
      if (fig.tableProfession === "homesteader") own++;
    }
    expect(Math.abs(vet / n - 19 / 108)).toBeLessThan(0.01);
    expect(Math.abs(own / n - 565 / 648)).toBeLessThan(0.01);
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const p = generateFigure(src, { ...NO_CARD, region: "plains" }).hostProfession;
      counts.set(p, (counts.get(p) ?? 0) + 1);
    }
    expect(counts.size).toBe(15);
    for (const c of counts.values()) expect(Math.abs(c / n - 1 / 15)).toBeLessThan(0.01);
  });
});

describe("generateFigure property", () => {
  const optionsArb = fc.record(
    {
      profession: fc.constantFrom(...PROFESSIONS),
      row: fc.constantFrom(1, 2, 3, 4, 5, 6),
      star: fc.boolean(),
      attributeDraw: fc.boolean(),
      capAndBall: fc.boolean(),
      nestedRedirect: fc.constantFrom("hostRowSix", "follow"),
      redirectProfession: fc.constantFrom("selected", "host"),
      handProfessionTable: fc.constantFrom("randomNpcSelection", "justPassingThrough"),
      veteran: fc.boolean(),
    },
    { requiredKeys: [] },
  );

  it("always returns a valid Figure with known weapons, in-range dice and consistent fields", () => {
    fc.assert(
      fc.property(fc.integer(), optionsArb, fc.constantFrom(...WARRIOR_REGIONS), (seed, opts, region) => {
        const counted: DiceSource & { n: number } = { n: 0, roll: (f) => (counted.n++, inner.roll(f)) };
        const inner = seededDice(seed);
        const fig = generateFigure(counted, { ...(opts as GenerateFigureOptions), region });
        expect(validateFigure(fig)).toMatchObject({ profession: fig.profession, rep: fig.rep });
        for (const w of [...fig.weapons, ...(fig.inTownWeapons ?? [])]) expect(WEAPONS).toContain(w);
        for (const a of fig.attributes) expect(ATTRIBUTES).toContain(a);
        expect(fig.dice).toHaveLength(counted.n);
        for (const d of fig.dice) expect(d.value >= 1 && d.value <= d.faces).toBe(true);
        expect(fig.weapons.length).toBeGreaterThan(0);
        expect(Number.isNaN(fig.rep + fig.toughness + fig.sand + (fig.prosperity ?? 0))).toBe(false);
        expect(fig.pendingAttributeChoices).toBeGreaterThanOrEqual(0);
        if (fig.star) expect(fig.attributeCards).toEqual([]);
        expect((fig.inTownWeapons === null) === (fig.tableProfession === "warrior")).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
