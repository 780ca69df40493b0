import { describe, expect, it } from "vitest";
import { fraction, sequenceDice } from "../../../src/rules/core";
import {
  GOOD_TOWN_BUILDINGS,
  NAMED_TOWNS,
  NPC_TABLE_ROWS,
  SMALL_TOWN_BUILDINGS,
  isHotel,
  namedTownsFor,
  npcConstitution,
  npcRow,
  resolveIndianWeapons,
  resolveSpotting,
  resolveTownSize,
  resolveTrailTerrain,
  rollNpcForce,
  soldierWeapons,
  spottingOdds,
  terrainFor,
  townBuildings,
  townSizeFor,
  twoD6Odds,
} from "../../../src/rules/sgs-classic/world";
import { NPC_TABLES } from "../../../src/rules/sgs-classic/ids";
import { classicRules } from "../../../src/rules/sgs-classic/interpretations";

/** The guide's NPC tables (§4.8): who, CV, Cool, weapon, derived CON, rows 2–12. */
const GUIDE: Record<string, [string, number, number, string, number][]> = {
  civilians: [
    ["saloonGal", 4, 3, "knife", 2],
    ["merchant", 4, 3, "rifle", 3],
    ["bankTeller", 3, 4, "pistol", 2],
    ["gambler", 4, 4, "pistol", 3],
    ["bartender", 5, 5, "scattergun", 4],
    ["homesteader", 4, 4, "rifle", 3],
    ["miner", 4, 4, "rifle", 3],
    ["teamster", 4, 4, "rifle", 3],
    ["cook", 4, 3, "shotgun", 3],
    ["clerk", 3, 3, "rifle", 2],
    ["shopkeeper", 3, 3, "pistol", 2],
  ],
  gang: [
    ["bill", 3, 4, "pistol", 4],
    ["bob", 4, 5, "pistol", 5],
    ["charlie", 4, 4, "pistol", 5],
    ["clay", 4, 4, "pistol", 5],
    ["frank", 4, 4, "pistol", 5],
    ["george", 5, 4, "pistol", 6],
    ["henry", 4, 5, "pistol", 5],
    ["ice", 4, 4, "pistol", 5],
    ["jim", 3, 4, "pistol", 4],
    ["ned", 3, 4, "pistol", 4],
    ["sam", 4, 3, "pistol", 5],
  ],
  posse: [
    ["homesteader", 4, 4, "rifle", 3],
    ["merchant", 4, 3, "rifle", 3],
    ["bankTeller", 3, 4, "pistol", 2],
    ["gambler", 4, 4, "pistol", 3],
    ["deputy", 4, 4, "pistol", 4],
    ["marshal", 5, 5, "pistol", 7],
    ["miner", 4, 4, "rifle", 3],
    ["teamster", 4, 4, "rifle", 3],
    ["clerk", 3, 3, "rifle", 2],
    ["cook", 4, 3, "shotgun", 3],
    ["shopkeeper", 3, 3, "pistol", 2],
  ],
  indians: [
    ["chief", 5, 4, "rifle", 7],
    ["youth", 3, 5, "rifle", 5],
    ["youth", 3, 4, "rifle", 5],
    ["brave", 4, 5, "rifle", 6],
    ["brave", 4, 4, "rifle", 6],
    ["brave", 4, 4, "rifle", 6],
    ["brave", 4, 4, "rifle", 6],
    ["brave", 4, 3, "rifle", 6],
    ["chief", 5, 4, "rifle", 7],
    ["chief", 5, 5, "rifle", 7],
    ["youth", 3, 4, "rifle", 5],
  ],
  cowboys: [
    ["ben", 5, 4, "pistol", 6],
    ["charlie", 3, 5, "pistol", 4],
    ["jeff", 3, 4, "pistol", 4],
    ["jesse", 4, 5, "pistol", 5],
    ["jim", 4, 4, "pistol", 5],
    ["john", 4, 4, "pistol", 5],
    ["lonny", 4, 4, "pistol", 5],
    ["pat", 4, 3, "pistol", 5],
    ["sam", 5, 4, "pistol", 6],
    ["tom", 5, 5, "pistol", 6],
    ["wes", 3, 4, "pistol", 4],
  ],
};

describe("NPC tables (guide §4.8)", () => {
  for (const table of NPC_TABLES)
    it(`pins the ${table} table row by row, with the derived Constitution`, () => {
      const got = NPC_TABLE_ROWS[table].map((r) => [r.who, r.cv, r.coolness, r.weapon, npcConstitution(r)]);
      expect(got).toEqual(GUIDE[table]);
      expect(NPC_TABLE_ROWS[table].map((r) => r.roll)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    });
  it("marks the unique roles: one Marshal, three Chiefs, three Trail Bosses", () => {
    const unique = (t: (typeof NPC_TABLES)[number]) =>
      NPC_TABLE_ROWS[t].filter((r) => r.unique).map((r) => r.roll);
    expect(unique("posse")).toEqual([7]);
    expect(unique("indians")).toEqual([2, 10, 11]);
    expect(unique("cowboys")).toEqual([2, 10, 11]);
    expect(npcRow("civilians", 2).isWoman).toBe(true);
  });
  it("SGS-Q49 a second Chief is rolled again, or kept under the other reading", () => {
    const faces = [1, 1, 5, 5, 3, 3];
    const rolled = rollNpcForce({ table: "indians", count: 2 }, sequenceDice(...faces));
    expect(rolled.map((r) => r.row.who)).toEqual(["chief", "brave"]);
    expect(rolled[1]!.rerolled).toEqual([[5, 5]]);
    const kept = rollNpcForce(
      { table: "indians", count: 2 },
      sequenceDice(...faces),
      classicRules({ uniqueReroll: false }),
    );
    expect(kept.map((r) => r.row.who)).toEqual(["chief", "chief"]);
  });
  it("row odds are the 2D6 distribution", () => {
    expect([2, 7, 12].map(twoD6Odds)).toEqual([fraction(1, 36), fraction(6, 36), fraction(1, 36)]);
  });
});

describe("Towns (guide §4.6)", () => {
  it("D25 Kansas 4 + 1 = 5 good-sized; Southwest 5 − 1 = 4 small", () => {
    expect(resolveTownSize("kansas", 4)).toEqual({ die: 4, modified: 5, size: "good" });
    expect(resolveTownSize("southwest", 5)).toEqual({ die: 5, modified: 4, size: "small" });
  });
  it("SGS-Q47 reads 0 as small and 7 as good-sized", () => {
    expect(townSizeFor(0)).toBe("small");
    expect(townSizeFor(7)).toBe("good");
  });
  it("lists 22 named towns, 8 good-sized, with their locales", () => {
    expect(NAMED_TOWNS).toHaveLength(22);
    expect(NAMED_TOWNS.filter((t) => t.size === "good").map((t) => t.name)).toEqual([
      "Abilene",
      "Denver",
      "Dodge City",
      "Leadville",
      "San Antonio",
      "Santa Fe",
      "Tombstone",
      "Wichita",
    ]);
    expect(namedTownsFor("kansas", "small").map((t) => t.name)).toEqual(["Ellsworth"]);
    expect(namedTownsFor("southwest", "good").map((t) => t.name)).toEqual([
      "Denver",
      "Leadville",
      "Santa Fe",
      "Tombstone",
    ]);
  });
  it("holds 18 and 34 buildings; corrals at the blacksmith, livery, railyard and Wells Fargo", () => {
    expect(SMALL_TOWN_BUILDINGS).toHaveLength(18);
    expect(GOOD_TOWN_BUILDINGS).toHaveLength(34);
    expect(townBuildings("small")).toBe(SMALL_TOWN_BUILDINGS);
    expect(GOOD_TOWN_BUILDINGS.filter((b) => b.corral).map((b) => b.key)).toEqual([
      "blacksmith",
      "liveryStables",
      "railyard",
      "wellsFargoOffice",
    ]);
    expect(GOOD_TOWN_BUILDINGS.filter((b) => b.key === "saloon")).toHaveLength(4);
    expect(SMALL_TOWN_BUILDINGS.filter(isHotel).map((b) => b.key)).toEqual(["cafeHotel"]);
  });
});

describe("Trail terrain and spotting (guide §4.7, §3.5)", () => {
  it("D26 Southwest 4 − 2 = 2 wide open; Texas 6 − 1 = 5 high country", () => {
    expect(resolveTrailTerrain("southwest", 4)).toEqual({ die: 4, modified: 2, terrain: "wideOpen" });
    expect(resolveTrailTerrain("texas", 6)).toEqual({ die: 6, modified: 5, terrain: "highCountry" });
    expect([-1, 1, 2, 3, 4, 5, 6].map(terrainFor)).toEqual([
      "wideOpen",
      "wideOpen",
      "wideOpen",
      "undulating",
      "undulating",
      "highCountry",
      "highCountry",
    ]);
  });
  it("D28 Apaches in the Southwest: (1,5) spotted; (1,3) not; (4) not", () => {
    expect(resolveSpotting({ apacheInSouthwest: true, dice: [1, 5] })).toBe(true);
    expect(resolveSpotting({ apacheInSouthwest: true, dice: [1, 3] })).toBe(false);
    expect(resolveSpotting({ apacheInSouthwest: true, dice: [4] })).toBe(false);
    expect(resolveSpotting({ apacheInSouthwest: false, dice: [1] })).toBe(true);
    expect(spottingOdds(true)).toEqual(fraction(1, 12));
    expect(spottingOdds(false)).toEqual(fraction(1, 6));
  });
});

describe("Indian-PC weapons (guide §4.12)", () => {
  it("pins each type's faces and the 1873 carbine", () => {
    expect([1, 2, 5, 6].map((die) => resolveIndianWeapons("chief", { die }))).toEqual([
      ["bow"],
      ["rifle"],
      ["lanceBayonet", "pistol"],
      ["lanceBayonet", "pistol"],
    ]);
    expect([1, 5, 6].map((die) => resolveIndianWeapons("brave", { die }))).toEqual([
      ["bow"],
      ["rifle"],
      ["lanceBayonet", "pistol"],
    ]);
    expect([4, 5].map((die) => resolveIndianWeapons("youth", { die }))).toEqual([["bow"], ["rifle"]]);
    expect([3, 4].map((die) => resolveIndianWeapons("ranger", { die }))).toEqual([["pistol"], ["rifle"]]);
    expect(soldierWeapons(1872)).toEqual(["repeatingCarbine", "pistol"]);
    expect(soldierWeapons(1873)).toEqual(["trapdoorCarbine", "pistol"]);
  });
});
