import { describe, expect, it } from "vitest";
import { sequenceDice } from "../../../src/rules/core";
import {
  LOCALES,
  LOCALE_IDS,
  LOCALE_INPUT,
  RANDOM_LOCALE_ROWS,
  SETTLEMENT_LEVEL_INPUT,
  assertLocale,
  randomLocaleRow,
  readInputs,
  readLocale,
  rollLocaleWarriorRegion,
  rollRandomLocale,
  rollTravelTerrain,
  settlementLevelFor,
  terrainFor,
  warriorRegionsFor,
  type LocaleId,
  type TerrainType,
} from "../../../src/rules/blaze-of-glory/encounters";
import {
  SIZE_OF_SETTLEMENT,
  rollSettlementSize,
  settlementSizeRow,
  type SettlementSize,
} from "../../../src/rules/blaze-of-glory/encounters";
import type { WarriorRegion } from "../../../src/rules/blaze-of-glory/ids";
import { throwsOn } from "./encounter-fixtures";

// SETTLEMENT LEVELS IN 1875 (L4158–4182), transcribed: name, SL, terrain as printed, footnote.
const SETTLEMENT_LEVELS_1875: [string, LocaleId, number, string, number | null, number][] = [
  ["Arizona", "arizona", 3, "RT", 1, 4161],
  ["California", "california", 4, "RT", 2, 4162],
  ["Canada", "canada", 1, "HC", null, 4163],
  ["Colorado", "colorado", 4, "HC", null, 4164],
  ["Dakota", "dakota", 2, "WOS", null, 4165],
  ["East Texas", "eastTexas", 4, "RT", null, 4166],
  ["Idaho", "idaho", 2, "RT", null, 4167],
  ["Indian Territory", "indianTerritory", 2, "WOS", null, 4168],
  ["Kansas", "kansas", 4, "WOS", null, 4169],
  ["Missouri", "missouri", 4, "WOS", null, 4170],
  ["Montana", "montana", 2, "WOS", 3, 4171],
  ["Nebraska", "nebraska", 2, "WOS", null, 4172],
  ["Nevada", "nevada", 3, "RT", 4, 4173],
  ["New Mexico", "newMexico", 3, "RT", 5, 4174],
  ["Old Mexico", "oldMexico", 3, "RT", 6, 4175],
  ["Oregon", "oregon", 4, "RT", 7, 4176],
  ["The North", "theNorth", 6, "RT", null, 4177],
  ["The South", "theSouth", 5, "RT", null, 4178],
  ["Utah", "utah", 4, "RT", 8, 4179],
  ["Washington", "washington", 4, "RT", 9, 4180],
  ["West Texas", "westTexas", 3, "WOS", null, 4181],
  ["Wyoming", "wyoming", 2, "WOS", null, 4182],
];

const TERRAIN: Record<string, TerrainType> = { WOS: "wideOpenSpaces", RT: "roughTerrain", HC: "highCountry" };

// The footnotes (L4184–4192): from, to, "HC (1-n)".
const FOOTNOTES: [number, LocaleId, LocaleId[], number, number][] = [
  [1, "arizona", ["newMexico"], 3, 4184],
  [2, "california", ["oregon", "nevada"], 4, 4185],
  [3, "montana", ["canada"], 2, 4186],
  [4, "nevada", ["california", "idaho", "utah"], 3, 4187],
  [5, "newMexico", ["colorado", "utah"], 4, 4188],
  [6, "oldMexico", ["arizona", "newMexico"], 3, 4189],
  [7, "oregon", ["idaho", "washington", "california"], 3, 4190],
  [8, "utah", ["newMexico", "colorado", "nevada"], 3, 4191],
  [9, "washington", ["idaho", "oregon"], 3, 4192],
];

describe("SETTLEMENT LEVELS IN 1875 (L4158–4192)", () => {
  it("has the 22 locales of the table, no more", () => {
    expect([...LOCALE_IDS].sort()).toEqual(SETTLEMENT_LEVELS_1875.map((r) => r[1]).sort());
  });

  it.each(SETTLEMENT_LEVELS_1875)("%s: SL %i, %s", (_name, id, sl, terrain, footnote, line) => {
    expect(settlementLevelFor(id)).toBe(sl);
    expect(terrainFor(id)).toBe(TERRAIN[terrain]);
    expect(LOCALES[id].source).toBe(`L${line}`);
    expect(LOCALES[id].highCountry === undefined).toBe(footnote === null);
  });

  it.each(FOOTNOTES)("footnote (%i): %s → HC on 1–n", (_n, from, to, upTo, line) => {
    expect(LOCALES[from].highCountry).toEqual({ to, upTo, source: `L${line}` });
  });

  it.each(FOOTNOTES)("footnote (%i): travel rolls read 1–n as high country", (_n, from, to, upTo, line) => {
    for (const dest of to)
      for (let die = 1; die <= 6; die++) {
        const { terrain, rolls } = rollTravelTerrain(sequenceDice(die), from, dest);
        expect(terrain).toBe(die <= upTo ? "highCountry" : terrainFor(from));
        expect(rolls).toEqual([
          {
            purpose: "travelHighCountry",
            dice: [die],
            modifier: 0,
            score: die,
            result: `terrain.${terrain}`,
            values: { upTo },
            source: `L${line}`,
          },
        ]);
      }
  });

  it("rolls nothing for a journey no footnote names, or no journey", () => {
    expect(rollTravelTerrain(sequenceDice(), "arizona", "california")).toEqual({
      terrain: "roughTerrain",
      rolls: [],
    });
    expect(rollTravelTerrain(sequenceDice(), "kansas", "missouri")).toEqual({
      terrain: "wideOpenSpaces",
      rolls: [],
    });
    expect(rollTravelTerrain(sequenceDice(), "canada")).toEqual({ terrain: "highCountry", rolls: [] });
  });

  it("names the bad locale", () => {
    throwsOn("locale", () => settlementLevelFor("texas" as LocaleId));
    throwsOn("locale", () => terrainFor("" as LocaleId));
    throwsOn("from", () => rollTravelTerrain(sequenceDice(1), "Texas" as LocaleId, "utah"));
    throwsOn("to", () => rollTravelTerrain(sequenceDice(1), "utah", "mexico" as LocaleId));
    throwsOn("where", () => assertLocale("where", 3));
  });
});

// RANDOM LOCALE SELECTION (L4845–4862), transcribed: locale, red, white faces, line.
const RANDOM_LOCALE: [LocaleId | "reroll", number, number[], number][] = [
  ["arizona", 1, [1], 4846],
  ["california", 1, [2], 4847],
  ["canada", 1, [3], 4848],
  ["colorado", 1, [4], 4849],
  ["dakota", 1, [5], 4850],
  ["reroll", 1, [6], 4851],
  ["eastTexas", 2, [1], 4852],
  ["idaho", 2, [2], 4853],
  ["indianTerritory", 2, [3], 4854],
  ["kansas", 2, [4], 4855],
  ["missouri", 2, [5], 4856],
  ["reroll", 2, [6], 4857],
  ["montana", 3, [1], 4846],
  ["nebraska", 3, [2], 4847],
  ["nevada", 3, [3], 4848],
  ["newMexico", 3, [4], 4849],
  ["oldMexico", 3, [5], 4850],
  ["reroll", 3, [6], 4851],
  ["oregon", 4, [1], 4852],
  ["theNorth", 4, [2], 4853],
  ["theSouth", 4, [3], 4854],
  ["reroll", 4, [4, 5, 6], 4855],
  ["utah", 5, [1], 4857],
  ["washington", 5, [2], 4858],
  ["westTexas", 5, [3], 4859],
  ["wyoming", 5, [4], 4860],
  ["reroll", 5, [5, 6], 4861],
  ["reroll", 6, [1, 2, 3, 4, 5, 6], 4862],
];

describe("RANDOM LOCALE SELECTION (L4841–4862)", () => {
  it.each(RANDOM_LOCALE)("%s: red %i, white %j", (locale, red, whites, line) => {
    for (const white of whites) {
      const row = randomLocaleRow(red, white);
      expect(row.locale).toBe(locale);
      expect(row.source).toBe(`L${line}`);
    }
  });

  it("covers all 36 pairs once, and every locale once", () => {
    const pairs = RANDOM_LOCALE_ROWS.flatMap((r) => r.white.map((w) => `${r.red}${w}`));
    expect(new Set(pairs).size).toBe(36);
    expect(pairs).toHaveLength(36);
    const locales = RANDOM_LOCALE_ROWS.map((r) => r.locale).filter((l) => l !== "reroll");
    expect([...locales].sort()).toEqual([...LOCALE_IDS].sort());
  });

  it("rolls red then white, and again on a re-roll row, keeping every pair", () => {
    const { locale, rolls } = rollRandomLocale(sequenceDice(1, 6, 6, 3, 4, 5, 2, 3));
    expect(locale).toBe("indianTerritory");
    expect(rolls.map((r) => [r.dice, r.result, r.source])).toEqual([
      [[1, 6], "locale.reroll", "L4851"],
      [[6, 3], "locale.reroll", "L4862"],
      [[4, 5], "locale.reroll", "L4855"],
      [[2, 3], "locale.indianTerritory", "L4854"],
    ]);
    expect(rolls[3]).toMatchObject({
      purpose: "randomLocale",
      modifier: 0,
      score: 5,
      values: { red: 2, white: 3 },
    });
  });

  it("refuses faces that are not d6 faces", () => {
    throwsOn("red", () => randomLocaleRow(0, 1));
    throwsOn("white", () => randomLocaleRow(1, 7));
  });

  it("stops a source that never leaves the re-roll rows", () => {
    throwsOn("dice", () => rollRandomLocale({ roll: () => 6 }));
  });
});

// The warrior sheets' locale lists, transcribed (L8705–8715, L8845–8853, L8985–8995). "#": equal
// chance Plains or North West; "@": equal chance Plains or South West.
const SOUTH_WESTERN = ["arizona", "colorado", "nevada", "newMexico@", "oldMexico", "westTexas@"];
const NORTH_WESTERN = ["canada#", "california", "idaho", "oregon", "washington"];
const PLAINS = [
  "canada#",
  "montana",
  "dakota",
  "nebraska",
  "eastTexas",
  "westTexas@",
  "indianTerritory",
  "wyoming",
  "kansas",
];

function expectedRegions(locale: LocaleId): WarriorRegion[] {
  const all: [WarriorRegion, string[]][] = [
    ["southWestern", SOUTH_WESTERN],
    ["northWestern", NORTH_WESTERN],
    ["plains", PLAINS],
  ];
  const out = new Set<WarriorRegion>();
  for (const [region, list] of all)
    for (const entry of list) {
      if (entry.replace(/[#@]$/, "") !== locale) continue;
      out.add(region);
      if (entry.endsWith("#")) out.add("plains").add("northWestern");
      if (entry.endsWith("@")) out.add("plains").add("southWestern");
    }
  return [...out].sort();
}

describe("warriors by locale (the reaction sheets' lists)", () => {
  it.each(LOCALE_IDS.filter((l) => l !== "utah"))("%s", (locale) => {
    expect([...warriorRegionsFor(locale)].sort()).toEqual(expectedRegions(locale));
  });

  it("Utah is on no list (I-64): South Western unless told otherwise", () => {
    expect(warriorRegionsFor("utah")).toEqual(["southWestern"]);
    expect(warriorRegionsFor("utah", { utahRegion: "plains" })).toEqual(["plains"]);
  });

  it("a one-region locale rolls nothing", () => {
    expect(rollLocaleWarriorRegion(sequenceDice(), "kansas")).toEqual({ region: "plains", rolls: [] });
  });

  it("a locale without warriors gives no region and rolls nothing", () => {
    for (const l of ["missouri", "theNorth", "theSouth"] as const)
      expect(rollLocaleWarriorRegion(sequenceDice(), l)).toEqual({ region: null, rolls: [] });
  });

  it("an equal-chance locale rolls 1d6: 1–3 the first region, 4–6 the second", () => {
    for (const locale of ["canada", "newMexico", "westTexas"] as const) {
      const regions = warriorRegionsFor(locale);
      for (let die = 1; die <= 6; die++) {
        const { region, rolls } = rollLocaleWarriorRegion(sequenceDice(die), locale);
        expect(region).toBe(die <= 3 ? regions[0] : regions[1]);
        expect(rolls[0]).toMatchObject({ purpose: "warriorRegion", dice: [die], result: `region.${region}` });
      }
    }
  });
});

// SIZE OF SETTLEMENT (L4747–4766): 2d6 + SL, transcribed score by score.
const SIZE_ROWS: [number, SettlementSize, number][] = [
  [3, "trader", 4751],
  [4, "trader", 4752],
  [5, "tradingPost", 4753],
  [6, "tradingPost", 4754],
  [7, "tradingPost", 4755],
  [8, "fort", 4756],
  [9, "fort", 4757],
  [10, "smallTown", 4758],
  [11, "smallTown", 4759],
  [12, "smallTown", 4760],
  [13, "smallTown", 4761],
  [14, "goodSizedTown", 4762],
  [15, "goodSizedTown", 4763],
  [16, "goodSizedTown", 4764],
  [17, "goodSizedTown", 4765],
  [18, "goodSizedTown", 4766],
];

function lineRange(source: string): [number, number] {
  const m = /^L(\d+)(?:–(\d+))?$/.exec(source)!;
  return [Number(m[1]), Number(m[2] ?? m[1])];
}

describe("SIZE OF SETTLEMENT (L4741–4766)", () => {
  it.each(SIZE_ROWS)("%i: %s", (score, size, line) => {
    const row = settlementSizeRow(score);
    expect(row.size).toBe(size);
    const [from, to] = lineRange(row.source);
    expect(line).toBeGreaterThanOrEqual(from);
    expect(line).toBeLessThanOrEqual(to);
  });

  it("has no row the transcription lacks", () => {
    expect(SIZE_OF_SETTLEMENT[0]!.from).toBe(3);
    expect(SIZE_OF_SETTLEMENT[SIZE_OF_SETTLEMENT.length - 1]!.to).toBe(18);
  });

  it("adds the settlement level to 2d6", () => {
    const r = rollSettlementSize(sequenceDice(4, 3), 4);
    expect(r.size).toBe("smallTown");
    expect(r.rolls).toEqual([
      {
        purpose: "settlementSize",
        dice: [4, 3],
        modifier: 4,
        score: 11,
        result: "settlement.smallTown",
        source: "L4747–4766",
      },
    ]);
    expect(rollSettlementSize(sequenceDice(6, 6), 6).size).toBe("goodSizedTown");
  });

  it("score 8: Federal fort on 1–4, private on 5–6", () => {
    for (let die = 1; die <= 6; die++) {
      const r = rollSettlementSize(sequenceDice(3, 3, die), 2);
      expect(r.fort).toBe(die <= 4 ? "federal" : "private");
      expect(r.rolls[1]).toMatchObject({ purpose: "fortOwner", source: "L4756" });
    }
  });

  it("score 9: Federal fort on 1–5, private on 6", () => {
    for (let die = 1; die <= 6; die++)
      expect(rollSettlementSize(sequenceDice(4, 3, die), 2).fort).toBe(die <= 5 ? "federal" : "private");
  });

  it("a trader has ½d6 wagons (1–3) or 1d6 + 1 mules (4–6), and a homesteader per wagon or two mules", () => {
    // 1 + 1 + 1 = 3: trader.
    expect(rollSettlementSize(sequenceDice(1, 1, 2, 5), 1)).toMatchObject({
      size: "trader",
      wagons: 3,
      homesteaders: 4,
    });
    expect(rollSettlementSize(sequenceDice(1, 1, 3, 1), 1)).toMatchObject({ wagons: 1, homesteaders: 2 });
    expect(rollSettlementSize(sequenceDice(1, 2, 4, 4), 1)).toMatchObject({ mules: 5, homesteaders: 3 });
    expect(rollSettlementSize(sequenceDice(2, 1, 6, 6), 1)).toMatchObject({ mules: 7, homesteaders: 4 });
  });

  it("names bad input", () => {
    throwsOn("settlementLevel", () => rollSettlementSize(sequenceDice(1, 1), 0));
    throwsOn("score", () => settlementSizeRow(19));
  });
});

describe("LOCALE_INPUT and readLocale", () => {
  const specs = [LOCALE_INPUT, SETTLEMENT_LEVEL_INPUT];

  it("offers none, random and every locale, none by default", () => {
    expect(LOCALE_INPUT).toMatchObject({ key: "locale", kind: "choice", default: "none" });
    if (LOCALE_INPUT.kind !== "choice") throw new Error("choice expected");
    expect(LOCALE_INPUT.choices).toEqual(["none", "random", ...LOCALE_IDS]);
  });

  it("none: the settlement level answered", () => {
    expect(readLocale(sequenceDice(), readInputs(specs, { settlementLevel: 5 }))).toEqual({
      locale: null,
      settlementLevel: 5,
      terrain: null,
      rolls: [],
    });
  });

  it("a locale: its 1875 level and terrain, whatever level was answered", () => {
    expect(
      readLocale(sequenceDice(), readInputs(specs, { locale: "indianTerritory", settlementLevel: 5 })),
    ).toEqual({
      locale: "indianTerritory",
      settlementLevel: 2,
      terrain: "wideOpenSpaces",
      rolls: [],
    });
  });

  it("random: RANDOM LOCALE SELECTION, with its rolls", () => {
    const r = readLocale(sequenceDice(4, 2), readInputs(specs, { locale: "random" }));
    expect(r).toMatchObject({ locale: "theNorth", settlementLevel: 6, terrain: "roughTerrain" });
    expect(r.rolls).toHaveLength(1);
  });

  it("names the bad answer", () => {
    throwsOn("locale", () => readInputs(specs, { locale: "texas" }));
    throwsOn("settlementLevel", () => readInputs(specs, { settlementLevel: 7 }));
    throwsOn("locale", () => readLocale(sequenceDice(), { locale: "Texas", settlementLevel: 3 }));
    throwsOn("settlementLevel", () => readLocale(sequenceDice(), { locale: "none", settlementLevel: 0 }));
  });
});
