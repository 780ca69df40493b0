import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RulesError, seededDice, sequenceDice } from "../../../src/rules/core";
import { PROFESSIONS } from "../../../src/rules/blaze-of-glory/ids";
import {
  ENCOUNTER_IDS,
  SIMPLE_CAMPAIGN_COLUMNS,
  pickEncounterUniformly,
  pickedEncounter,
  rollSimpleCampaignEncounter,
  simpleCampaignColumn,
  type EncounterId,
} from "../../../src/rules/blaze-of-glory/encounters";
import { RUNS, professionArb, seedArb } from "../helpers/properties";

/*
 * The SIMPLE CAMPAIGN table (L4668–4687), transcribed from the seed in its own words and parsed
 * here; the implementation's table is never used to build an expected value. Columns: Outlaw,
 * Gunfighter, Lawman, Cowboy; "X" is no row.
 */
const SEED_ROWS = `
  Indians            | 2      | 2       | 2      | 2 - 3
  Cattle Drive       | X      | X       | X      | 4 - 7
  Cattle Rustling    | 3 - 5  | X       | X      | X
  Range War          | X      | 3 - 5   | 3 - 4  | 8 - 9
  Gunfight           | 6      | 6 - 9   | 5 - 6  | 10-12
  Hold Up            | 7      | 10 - 11 | X      | X
  Prisoner Transport | 8      | 12      | X      | X
  Robbery            | 9 - 12 | X       | X      | X
  Posse              | X      | X       | 7 - 8  | X
  Capture            | X      | X       | 9 - 12 | X
  Jail Break         | X      | X       | X      | X
`;
const NAME_TO_ID: Record<string, EncounterId> = {
  Indians: "indians",
  "Cattle Drive": "cattleDrive",
  "Cattle Rustling": "cattleRustling",
  "Range War": "rangeWar",
  Gunfight: "gunfight",
  "Hold Up": "holdUp",
  "Prisoner Transport": "prisonerTransport",
  Robbery: "robbery",
  Posse: "posse",
  Capture: "capture",
  "Jail Break": "jailBreak",
};

/** column → 2d6 total → encounter, from the seed text. */
const expected = new Map<string, Map<number, EncounterId>>(
  SIMPLE_CAMPAIGN_COLUMNS.map((c) => [c, new Map()]),
);
for (const line of SEED_ROWS.trim().split("\n")) {
  const [name, ...cells] = line.split("|").map((c) => c.trim());
  cells.forEach((cell, i) => {
    if (cell === "X") return;
    const [from, to] = cell.split("-").map((n) => Number(n.trim()));
    for (let t = from!; t <= (to ?? from!); t++)
      expected.get(SIMPLE_CAMPAIGN_COLUMNS[i]!)!.set(t, NAME_TO_ID[name!]!);
  });
}

/** Two dice that total `t` (2–12). */
const diceFor = (t: number) => [Math.min(6, t - 1), t - Math.min(6, t - 1)];

describe("SIMPLE CAMPAIGN encounter table (L4668–4687)", () => {
  it("the seed gives every column a row for each 2d6 total", () => {
    for (const column of SIMPLE_CAMPAIGN_COLUMNS)
      expect([...expected.get(column)!.keys()].sort((a, b) => a - b)).toEqual([
        2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
      ]);
  });

  it.each(
    SIMPLE_CAMPAIGN_COLUMNS.flatMap((c) => [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((t) => [c, t] as const)),
  )("%s column, total %i", (column, total) => {
    const roll = rollSimpleCampaignEncounter(sequenceDice(...diceFor(total)), column);
    expect(roll.score).toBe(total);
    expect(roll.dice).toEqual(diceFor(total));
    expect(pickedEncounter(roll)).toBe(expected.get(column)!.get(total));
    expect(roll.source).toBe("L4668–4687");
  });

  it("a Lawman is a Marshal, Sheriff or Ranger (L4687); other Stars have no column", () => {
    expect(simpleCampaignColumn("marshal")).toBe("lawman");
    expect(simpleCampaignColumn("sheriff")).toBe("lawman");
    expect(simpleCampaignColumn("ranger")).toBe("lawman");
    expect(simpleCampaignColumn("outlaw")).toBe("outlaw");
    expect(simpleCampaignColumn("cowboy")).toBe("cowboy");
    expect(simpleCampaignColumn("gunfighter")).toBe("gunfighter");
    expect(simpleCampaignColumn("gambler")).toBeNull();
    expect(simpleCampaignColumn("deputy")).toBeNull();
  });

  it("refuses an unknown column", () => {
    expect(() => rollSimpleCampaignEncounter(sequenceDice(3, 3), "banker" as never)).toThrow(RulesError);
  });
});

describe("properties", () => {
  it("simpleCampaignColumn: a column only for the four kinds of Star the table names", () => {
    fc.assert(
      fc.property(professionArb, (p) => {
        const c = simpleCampaignColumn(p);
        expect(c === null || SIMPLE_CAMPAIGN_COLUMNS.includes(c)).toBe(true);
        expect(c !== null).toBe(
          ["outlaw", "gunfighter", "cowboy", "marshal", "sheriff", "ranger"].includes(p),
        );
      }),
      RUNS,
    );
    expect(PROFESSIONS.length).toBeGreaterThan(6);
  });

  it("rollSimpleCampaignEncounter: two dice, their sum, and the seed's encounter for that sum", () => {
    fc.assert(
      fc.property(seedArb, fc.constantFrom(...SIMPLE_CAMPAIGN_COLUMNS), (seed, column) => {
        const roll = rollSimpleCampaignEncounter(seededDice(seed), column);
        expect(roll.dice).toHaveLength(2);
        expect(roll.score).toBe(roll.dice[0]! + roll.dice[1]!);
        expect(pickedEncounter(roll)).toBe(expected.get(column)!.get(roll.score));
        expect(roll.values).toEqual({ column });
      }),
      RUNS,
    );
  });

  it("pickEncounterUniformly: the die's face names the encounter in that place; one on offer needs no die", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...ENCOUNTER_IDS), { minLength: 1 }),
        fc.nat(),
        (offered, n) => {
          const face = (n % offered.length) + 1;
          const roll = pickEncounterUniformly(sequenceDice(face), offered);
          expect(pickedEncounter(roll)).toBe(offered[face - 1]);
          expect(roll.dice).toEqual(offered.length === 1 ? [] : [face]);
          expect(roll.values).toEqual({ faces: offered.length });
          expect(roll.source).toBe("");
        },
      ),
      RUNS,
    );
    expect(() => pickEncounterUniformly(sequenceDice(1), [])).toThrow(RulesError);
    expect(() => pickEncounterUniformly(sequenceDice(1), ["saloonBrawl" as EncounterId])).toThrow(RulesError);
  });

  it("pickedEncounter: only a pick's `picked.<encounter>` names an encounter", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ENCOUNTER_IDS), fc.string(), (id, other) => {
        const roll = { purpose: "x", dice: [], modifier: 0, score: 0, source: "" };
        expect(pickedEncounter({ ...roll, result: `picked.${id}` })).toBe(id);
        if (!(ENCOUNTER_IDS as readonly string[]).includes(other))
          expect(pickedEncounter({ ...roll, result: `picked.${other}` })).toBeNull();
        expect(pickedEncounter({ ...roll, result: id })).toBeNull();
      }),
      RUNS,
    );
  });
});
