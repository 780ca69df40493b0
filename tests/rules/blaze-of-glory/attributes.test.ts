import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fraction, formatFraction, seededDice, sequenceDice } from "../../../src/rules/core";
import { ATTRIBUTES, type AttributeId } from "../../../src/rules/blaze-of-glory/ids";
import {
  ATTRIBUTE_EFFECTS,
  DECK_SIZE,
  DRUNK_CONDITIONS,
  DRUNK_EFFECTS,
  attributeForCard,
  attributeSlots,
  attributesGainedOnRepRise,
  cardAt,
  drawAttribute,
  drunkCondition,
  rollDeadDrunkActivation,
  rollDrunkard,
  rollTouchedActivation,
  tradesmanRepBonus,
  type Suit,
} from "../../../src/rules/blaze-of-glory/attributes";
import { rulesErrorOf as catchError } from "../helpers/errors";

/* The attribute/skill list as printed (L3055–3119), parsed here. */
const SEED_CARDS = `
L3055 SPADES
L3057 2 or 3 = Agile
L3059 4 = Born Leader
L3061 5, 6, or 7 = Brawler
L3063 8, 9, or 10 = Good Judge of Horseflesh
L3065 Jack or Queen = Tyro
L3067 King or Ace = Two Left Feet
L3069 CLUBS
L3071 2, 3, 4, or 5 = Lacks a Backbone
L3073 6 = Crackshot
L3075 7 or 8 = Drunkard
L3087 9 = Touched in the Head
L3089 10 or Jack = Familiar with weapon
L3091 Queen = Fast
L3093 King or Ace = Gun shy
L3095 HEARTS
L3097 2 or 3 = Knife Fighter
L3099 4 = True Grit
L3101 5, 6, 7, or 8 = Tradesman
L3103 9, 10, or Jack = Runt
L3105 Queen, King, or Ace = Sickly
L3107 DIAMONDS
L3109 2, 3, 4, or 5 = Slow
L3111 6 or 7 = Swimmer
L3113 8 = Crack Teamster/Driver
L3117 9, 10, or Jack = Tough
L3119 Queen, King, or Ace = "Yella"
`;

/* The Drunkard's second die (L3077–3085). */
const SEED_DRUNK = `
L3077 1 = Ironclad drunk
L3079 2 = Dead drunk
L3081 3 = Touched drunk
L3083 4 = Sick drunk
L3085 5 or 6 = Staggering drunk
`;

const NAMES: Record<string, AttributeId> = {
  Agile: "agile",
  "Born Leader": "bornLeader",
  Brawler: "brawler",
  "Good Judge of Horseflesh": "goodJudgeOfHorseflesh",
  Tyro: "tyro",
  "Two Left Feet": "twoLeftFeet",
  "Lacks a Backbone": "lacksABackbone",
  Crackshot: "crackshot",
  Drunkard: "drunkard",
  "Touched in the Head": "touchedInTheHead",
  "Familiar with weapon": "familiarWithWeapon",
  Fast: "fast",
  "Gun shy": "gunShy",
  "Knife Fighter": "knifeFighter",
  "True Grit": "trueGrit",
  Tradesman: "tradesman",
  Runt: "runt",
  Sickly: "sickly",
  Slow: "slow",
  Swimmer: "swimmer",
  "Crack Teamster/Driver": "crackTeamster",
  Tough: "tough",
  '"Yella"': "yella",
};
const DRUNK_NAMES: Record<string, string> = {
  "Ironclad drunk": "ironclad",
  "Dead drunk": "deadDrunk",
  "Touched drunk": "touched",
  "Sick drunk": "sick",
  "Staggering drunk": "staggering",
};
const RANK_WORDS: Record<string, number> = { Jack: 11, Queen: 12, King: 13, Ace: 14 };

function parseFaces(text: string): number[] {
  return text
    .replace(/,? or /g, ", ")
    .split(", ")
    .map((w) => RANK_WORDS[w] ?? Number(w));
}

interface SeedCard {
  suit: Suit;
  rank: number;
  attribute: AttributeId;
  line: string;
}

const SEED_DECK: SeedCard[] = (() => {
  const out: SeedCard[] = [];
  let suit: Suit = "spades";
  for (const raw of SEED_CARDS.trim().split("\n")) {
    const [line, ...rest] = raw.split(" ");
    const text = rest.join(" ");
    if (!text.includes("=")) {
      suit = text.toLowerCase() as Suit;
      continue;
    }
    const [faces, name] = text.split(" = ");
    for (const rank of parseFaces(faces!)) out.push({ suit, rank, attribute: NAMES[name!]!, line: line! });
  }
  return out;
})();

const SEED_DRUNK_FACES: Map<number, { code: string; line: string }> = (() => {
  const out = new Map<number, { code: string; line: string }>();
  for (const raw of SEED_DRUNK.trim().split("\n")) {
    const [line, ...rest] = raw.split(" ");
    const [faces, name] = rest.join(" ").split(" = ");
    for (const f of parseFaces(faces!)) out.set(f, { code: DRUNK_NAMES[name!]!, line: line! });
  }
  return out;
})();

const SUIT_ORDER: Suit[] = ["spades", "clubs", "hearts", "diamonds"];

describe("attribute cards (L3055–3119)", () => {
  it("the transcription has 52 cards and all 23 attributes", () => {
    expect(SEED_DECK).toHaveLength(52);
    expect(new Set(SEED_DECK.map((c) => c.attribute))).toEqual(new Set(ATTRIBUTES));
  });

  it.each(SEED_DECK.map((c) => [c.suit, c.rank, c.attribute, c] as const))(
    "%s %i → %s",
    (suit, rank, attribute, c) => {
      expect(attributeForCard(suit, rank)).toMatchObject({ attribute, source: c.line });
      const index = SUIT_ORDER.indexOf(suit) * 13 + (rank - 1);
      const drawn = drawAttribute(sequenceDiceOf54(index));
      expect(drawn).toEqual({ index, suit, rank, result: attribute, source: c.line });
    },
  );

  it("cards 53 and 54 are Jokers: player's choice", () => {
    for (const index of [53, 54]) {
      expect(drawAttribute(sequenceDiceOf54(index))).toMatchObject({
        suit: "joker",
        rank: null,
        result: "playersChoice",
      });
    }
    expect(DECK_SIZE).toBe(54);
  });

  it("exact odds of each draw: count of cards / 54 (Joker 1/27, Tradesman 2/27, Born Leader 1/54)", () => {
    const countFor = (a: AttributeId) => SEED_DECK.filter((c) => c.attribute === a).length;
    for (const a of ATTRIBUTES) {
      let hits = 0;
      for (let i = 1; i <= 54; i++) if (cardAt(i).result === a) hits++;
      expect(formatFraction(fraction(hits, 54))).toBe(formatFraction(fraction(countFor(a), 54)));
    }
    expect(formatFraction(fraction(countFor("tradesman"), 54))).toBe("2/27");
    expect(formatFraction(fraction(countFor("bornLeader"), 54))).toBe("1/54");
  });

  it("bad cards name the field", () => {
    expect(catchError(() => cardAt(55)).field).toBe("index");
    expect(catchError(() => attributeForCard("cups" as Suit, 2)).field).toBe("suit");
    expect(catchError(() => attributeForCard("hearts", 15)).field).toBe("rank");
    expect(catchError(() => drawAttribute(sequenceDice(0))).field).toBe("dice[0]");
  });
});

describe("attribute allocation (L3047–3049, guide §2.18 Reading)", () => {
  it.each([
    [3, 1],
    [4, 2],
    [5, 3],
    [6, 4],
    [7, 5],
  ])("a Rep %i Star picks %i", (rep, picks) => {
    expect(attributeSlots(rep, true)).toBe(picks);
  });

  it("a Star below Rep 3 gets one pick by default, none with the option", () => {
    expect(attributeSlots(2, true)).toBe(1);
    expect(attributeSlots(1, true, { starBelowRepThree: "none" })).toBe(0);
  });

  it("a Hand draws one card whatever his Rep; each Rep level gained adds one", () => {
    for (let rep = 1; rep <= 7; rep++) expect(attributeSlots(rep, false)).toBe(1);
    expect(attributesGainedOnRepRise(4, 5)).toBe(1);
    expect(attributesGainedOnRepRise(3, 5)).toBe(2);
    expect(attributesGainedOnRepRise(5, 4)).toBe(0);
  });

  it("bad input names the field", () => {
    expect(catchError(() => attributeSlots(0, true)).field).toBe("rep");
    expect(catchError(() => attributeSlots(3, "yes" as unknown as boolean)).field).toBe("star");
    expect(catchError(() => attributeSlots(2, true, { starBelowRepThree: "two" as "one" })).field).toBe(
      "options.starBelowRepThree",
    );
  });
});

describe("Drunkard (L3075–3085)", () => {
  it.each([1, 2, 3, 4, 5, 6])("second die %i gives the seed's condition", (face) => {
    const expected = SEED_DRUNK_FACES.get(face)!;
    expect(drunkCondition(face)).toBe(expected.code);
    // Rep 3, first die 4 (> Rep): drunk.
    const dice = sequenceDice(4, face);
    expect(rollDrunkard(dice, 3)).toEqual({
      dice: [4, face],
      drunk: true,
      condition: expected.code,
      source: expected.line,
    });
    expect(dice.remaining).toBe(0);
  });

  it("a first die at or under Rep means sober, and no second die", () => {
    for (let rep = 1; rep <= 7; rep++) {
      for (let first = 1; first <= Math.min(6, rep); first++) {
        const dice = sequenceDice(first);
        expect(rollDrunkard(dice, rep)).toMatchObject({ dice: [first], drunk: false, condition: null });
      }
    }
  });

  it("exact odds: P(drunk) = (6 − Rep)/6, each condition × its faces/6; simulation within ±0.01", () => {
    // Rep 3: drunk 1/2; staggering 1/2 · 2/6 = 1/6; ironclad 1/12.
    const src = seededDice(77);
    const n = 60_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const r = rollDrunkard(src, 3);
      const k = r.condition ?? "sober";
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    expect(Math.abs((counts.get("sober") ?? 0) / n - 1 / 2)).toBeLessThan(0.01);
    expect(Math.abs((counts.get("staggering") ?? 0) / n - 1 / 6)).toBeLessThan(0.01);
    for (const c of ["ironclad", "deadDrunk", "touched", "sick"]) {
      expect(Math.abs((counts.get(c) ?? 0) / n - 1 / 12)).toBeLessThan(0.01);
    }
  });

  it("dead drunk: a die above Rep passes him out (OOF)", () => {
    for (let face = 1; face <= 6; face++) {
      const r = rollDeadDrunkActivation(sequenceDice(face), 4);
      expect(r.outcome).toBe(face > 4 ? "passesOut" : "carriesOn");
      expect(r.outOfTheFight).toBe(face > 4);
    }
  });

  it("the codes are exactly the five agreed", () => {
    expect([...DRUNK_CONDITIONS]).toEqual(["ironclad", "deadDrunk", "touched", "sick", "staggering"]);
    expect(Object.keys(DRUNK_EFFECTS).sort()).toEqual([...DRUNK_CONDITIONS].sort());
  });
});

describe("Touched in the Head (L3087) and Tradesman (L3101)", () => {
  it("acts normally at or under Rep, otherwise stays in place", () => {
    for (let face = 1; face <= 6; face++) {
      expect(rollTouchedActivation(sequenceDice(face), 3).outcome).toBe(
        face <= 3 ? "actsNormally" : "staysInPlace",
      );
    }
  });

  it("Tradesman adds 1 Rep only on a challenge in his trade", () => {
    expect(tradesmanRepBonus(["tradesman"], true)).toBe(1);
    expect(tradesmanRepBonus(["tradesman"], false)).toBe(0);
    expect(tradesmanRepBonus(["brawler"], true)).toBe(0);
    expect(catchError(() => tradesmanRepBonus([], 1 as unknown as boolean)).field).toBe("inTrade");
  });

  it("bad Rep names the field", () => {
    expect(catchError(() => rollTouchedActivation(sequenceDice(1), 8)).field).toBe("rep");
    expect(catchError(() => rollDrunkard(sequenceDice(1), Number.NaN)).field).toBe("rep");
  });
});

describe("ATTRIBUTE_EFFECTS summary", () => {
  it("lists every attribute, each effect citing the attribute's own card line", () => {
    expect(Object.keys(ATTRIBUTE_EFFECTS).sort()).toEqual([...ATTRIBUTES].sort());
    for (const a of ATTRIBUTES) {
      const line = SEED_DECK.find((c) => c.attribute === a)!.line;
      expect(ATTRIBUTE_EFFECTS[a].length).toBeGreaterThan(0);
      for (const e of ATTRIBUTE_EFFECTS[a]) expect(e.source).toBe(line);
    }
  });

  it("spot checks against the card text", () => {
    expect(ATTRIBUTE_EFFECTS.gunShy).toEqual([
      expect.objectContaining({ test: "beenShotAt", change: "oneDieOnly" }),
    ]);
    expect(ATTRIBUTE_EFFECTS.yella.map((e) => e.test)).toEqual([
      "wantingToCharge",
      "beingCharged",
      "cominBack",
    ]);
    expect(ATTRIBUTE_EFFECTS.bornLeader[0]).toMatchObject({
      change: "plusOneDieBestTwo",
      condition: "exceptGotAShot",
    });
    expect(ATTRIBUTE_EFFECTS.fast[0]).toMatchObject({ test: "movement", change: "plusTwoInches" });
    expect(ATTRIBUTE_EFFECTS.slow[0]).toMatchObject({ test: "movement", change: "minusTwoInches" });
    expect(ATTRIBUTE_EFFECTS.tough[0]).toMatchObject({ change: "firstRunawayBecomesDuckBack" });
    expect(DRUNK_EFFECTS.sick.map((e) => e.change)).toEqual(["countMovingFastPenalty", "minusOneDie"]);
  });
});

describe("properties", () => {
  it("rolls stay in range and in the code sets", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 7 }), (seed, rep) => {
        const src = seededDice(seed);
        const d = rollDrunkard(src, rep);
        expect(d.drunk).toBe(d.dice[0]! > rep);
        expect(d.dice).toHaveLength(d.drunk ? 2 : 1);
        if (d.condition !== null) expect(DRUNK_CONDITIONS).toContain(d.condition);
        const card = drawAttribute(src);
        expect(card.index >= 1 && card.index <= 54).toBe(true);
        expect(card.result === "playersChoice" || ATTRIBUTES.includes(card.result)).toBe(true);
        expect(["actsNormally", "staysInPlace"]).toContain(rollTouchedActivation(src, rep).outcome);
        expect(["carriesOn", "passesOut"]).toContain(rollDeadDrunkActivation(src, rep).outcome);
        expect(attributeSlots(rep, true)).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});

function sequenceDiceOf54(index: number) {
  return { roll: (faces: number) => (faces === 54 ? index : Number.NaN) };
}
