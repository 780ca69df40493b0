import { describe, expect, it } from "vitest";
import { fraction, sequenceDice, type Card } from "../../../src/rules/core";
import {
  DEFAULT_INTERPRETATIONS,
  applyWound,
  brawlOdds,
  brawlOutcome,
  brawlWound,
  brawlWoundName,
  resolveBrawl,
  woundShootingPenalty,
  type BrawlTables,
  type Brawler,
} from "../../../src/rules/fill-yore-hands";
import { fieldOf } from "../helpers/errors";
import { WOMEN_TABLE, damageTable, gm, noDice } from "./combat-fixtures";

const OPTS = DEFAULT_INTERPRETATIONS;
const bare: Brawler = { modifiers: [], brawlingRating: null, surprise: 0 };
const TABLES: BrawlTables = {
  brawlModifiers: undefined,
  brawlingRatings: undefined,
  damageCardTable: damageTable(),
  womenInBrawlsTable: undefined,
};
const MODS = gm({ bottle: { name: "Broken bottle", modifier: 1 }, drunk: { name: "Tipsy", modifier: -1 } });
const RATINGS = gm({ scrapper: { name: "Scrapper", modifier: 2 } });
const brawl = (a: number, d: number, over: Partial<Parameters<typeof resolveBrawl>[0]> = {}) =>
  resolveBrawl({
    attacker: bare,
    defender: bare,
    inContact: true,
    dice: sequenceDice(a, d),
    tables: TABLES,
    options: OPTS,
    ...over,
  });

describe("T15: brawl outcomes", () => {
  it("T15: A 5 vs B 4: B takes a Little cut (Pinked, −1 on shots)", () => {
    const r = brawl(5, 4);
    expect(r).toMatchObject({ outcome: { kind: "littleCut", loser: "defender", margin: 1 } });
    if (!("outcome" in r)) throw new Error("expected a brawl");
    const wound = brawlWound(r.outcome, null, {
      damageCardTable: TABLES.damageCardTable,
      brawlWoundNames: undefined,
    });
    expect(wound).toEqual({ loser: "defender", level: "pinked", name: "Little cut", card: null });
    const applied = applyWound({
      figure: { toughness: "none", isDrunk: false, wounds: [] },
      level: "pinked",
      source: "brawl",
      card: null,
      additionalWoundsRule: undefined,
      options: OPTS,
    });
    expect(woundShootingPenalty({ wounds: applied.wounds, additionalWoundsRule: undefined }, OPTS)).toBe(-1);
  });
  it("T15: A 6 vs B 2: B draws a damage card", () => {
    const r = brawl(6, 2);
    expect(r).toMatchObject({ outcome: { kind: "damageCard", loser: "defender", margin: 4 } });
    const card: Card = { suit: "diamonds", rank: 12 };
    const wound = brawlWound({ kind: "damageCard", loser: "defender", margin: 4 }, card, {
      damageCardTable: TABLES.damageCardTable,
      brawlWoundNames: gm({ gutShot: { name: "Stove in" } }),
    });
    expect(wound).toEqual({ loser: "defender", level: "gutShot", name: "Stove in", card });
  });
  it('T15: A 3 vs B 3: both step back 2", no damage', () => {
    expect(brawl(3, 3)).toMatchObject({ outcome: { kind: "standOff" } });
    expect(
      brawlWound({ kind: "standOff" }, null, { damageCardTable: undefined, brawlWoundNames: undefined }),
    ).toBe(null);
  });
  it("modifiers, rating, surprise and the prone option add to the totals", () => {
    const r = brawl(2, 5, {
      attacker: { modifiers: ["bottle"], brawlingRating: "scrapper", surprise: 1 },
      defender: { modifiers: ["drunk"], brawlingRating: null, surprise: 0, prone: true },
      tables: { ...TABLES, brawlModifiers: MODS, brawlingRatings: RATINGS },
      options: { ...OPTS, proneBrawlModifier: -1 },
    });
    expect(r).toMatchObject({
      rolls: { attacker: 2, defender: 5 },
      totals: { attacker: 6, defender: 3 },
      outcome: { kind: "damageCard", loser: "defender", margin: 3 },
    });
  });
  it("brawl wound names: Little cut from the book, the GM's names, else the shooting names", () => {
    expect(brawlWoundName("pinked", undefined)).toEqual({
      level: "pinked",
      name: "Little cut",
      from: "book",
    });
    expect(brawlWoundName("kilt", undefined)).toEqual({ level: "kilt", name: "Kilt", from: "shooting" });
    expect(brawlWoundName("pinked", gm({ pinked: { name: "Nick" } }))).toMatchObject({
      name: "Nick",
      from: "gm",
    });
  });
});

describe("brawl: tables and refusals before any die", () => {
  it("no damage table: MissingTable, no die read", () => {
    expect(
      resolveBrawl({
        attacker: bare,
        defender: bare,
        inContact: true,
        dice: noDice,
        tables: { ...TABLES, damageCardTable: undefined },
        options: OPTS,
      }),
    ).toEqual({ missing: "damageCardTable", key: "2S" });
  });
  it("a ticked modifier or rating with no table or row: MissingTable, no die read", () => {
    const base = { defender: bare, inContact: true, dice: noDice, tables: TABLES, options: OPTS };
    expect(resolveBrawl({ ...base, attacker: { ...bare, modifiers: ["bottle"] } })).toEqual({
      missing: "brawlModifiers",
      key: "bottle",
    });
    expect(resolveBrawl({ ...base, attacker: { ...bare, brawlingRating: "scrapper" } })).toEqual({
      missing: "brawlingRatings",
      key: "scrapper",
    });
    expect(
      resolveBrawl({
        ...base,
        tables: { ...TABLES, brawlModifiers: MODS },
        attacker: { ...bare, modifiers: ["chair"] },
      }),
    ).toEqual({ missing: "brawlModifiers", key: "chair" });
  });
  it("a woman in the brawl needs the women-in-brawls table before the roll", () => {
    const base = { attacker: bare, inContact: true, tables: TABLES, options: OPTS };
    expect(resolveBrawl({ ...base, defender: { ...bare, woman: true }, dice: noDice })).toEqual({
      missing: "womenInBrawlsTable",
      key: "2S",
    });
    const r = resolveBrawl({
      ...base,
      defender: { ...bare, woman: true },
      dice: sequenceDice(1, 1),
      tables: { ...TABLES, womenInBrawlsTable: WOMEN_TABLE },
    });
    expect(r).toMatchObject({ womanCards: ["defender"] });
  });
  it("FYH-Q17: no base contact is refused unless the option is off", () => {
    expect(
      resolveBrawl({
        attacker: bare,
        defender: bare,
        inContact: false,
        dice: noDice,
        tables: TABLES,
        options: OPTS,
      }),
    ).toEqual({
      refused: "noContact",
    });
    expect(brawl(4, 4, { inContact: false, options: { ...OPTS, brawlNeedsContact: false } })).toMatchObject({
      outcome: { kind: "standOff" },
    });
  });
  it("bad input is a RulesError", () => {
    expect(fieldOf(() => brawl(1, 1, { attacker: { ...bare, surprise: 9 } }))).toBe("attacker.surprise");
    expect(fieldOf(() => brawl(1, 1, { defender: { ...bare, modifiers: "bottle" as never } }))).toBe(
      "defender.modifiers",
    );
    expect(fieldOf(() => brawl(1, 1, { attacker: { ...bare, modifiers: ["a", "a"] } }))).toBe(
      "brawlModifiersTicked",
    );
    expect(fieldOf(() => brawlOutcome(1.5, 2))).toBe("attackerTotal");
    expect(
      fieldOf(() =>
        brawlWound(
          { kind: "littleCut", loser: "defender", margin: 1 },
          { joker: "red" },
          { damageCardTable: undefined, brawlWoundNames: undefined },
        ),
      ),
    ).toBe("card");
    expect(
      fieldOf(() =>
        brawl(1, 1, {
          tables: { ...TABLES, brawlModifiers: gm({ x: { name: "x", modifier: "two" } }) },
          attacker: { ...bare, modifiers: ["x"] },
        }),
      ),
    ).toBe("brawlModifiers.rows.x.modifier");
  });
});

describe("brawl odds by brute-force enumeration", () => {
  it("equal sides: 6/36 stand-off, 5/36 each Little cut, 10/36 each card", () => {
    expect(brawlOdds(0, 0)).toEqual({
      standOff: fraction(6, 36),
      littleCut: { attacker: fraction(5, 36), defender: fraction(5, 36) },
      damageCard: { attacker: fraction(10, 36), defender: fraction(10, 36) },
    });
  });
  it("matches resolveBrawl over all 36 pairs for a modified brawl", () => {
    const counts = { standOff: 0, cutA: 0, cutD: 0, cardA: 0, cardD: 0 };
    for (let a = 1; a <= 6; a++)
      for (let d = 1; d <= 6; d++) {
        const r = brawl(a, d, {
          attacker: { ...bare, modifiers: ["bottle"], surprise: 1 },
          tables: { ...TABLES, brawlModifiers: MODS },
        }) as { outcome: { kind: string; loser?: string } };
        const o = r.outcome;
        if (o.kind === "standOff") counts.standOff++;
        else if (o.kind === "littleCut") counts[o.loser === "attacker" ? "cutA" : "cutD"]++;
        else counts[o.loser === "attacker" ? "cardA" : "cardD"]++;
      }
    expect(brawlOdds(2, 0)).toEqual({
      standOff: fraction(counts.standOff, 36),
      littleCut: { attacker: fraction(counts.cutA, 36), defender: fraction(counts.cutD, 36) },
      damageCard: { attacker: fraction(counts.cardA, 36), defender: fraction(counts.cardD, 36) },
    });
  });
});
