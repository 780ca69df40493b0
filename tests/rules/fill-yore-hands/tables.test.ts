import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gmTableKeys, lookupGmRow, requireGmTable, type GmTableDefinition } from "../../../src/rules/core";
import { GM_TABLE_IDS, type GmTableId } from "../../../src/rules/fill-yore-hands";
import {
  FYH_CANDIDATE_ACTIONS,
  FYH_GM_TABLES,
  candidateActions,
  fyhTable,
} from "../../../src/rules/fill-yore-hands/tables";
import { fieldOf } from "../helpers/errors";

const lang = JSON.parse(readFileSync(join(__dirname, "../../../lang/en.json"), "utf8")) as Record<
  string,
  unknown
>;
function localize(key: string): unknown {
  return key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);
}

/** What each table must look like: other helpers code against these shapes. */
const SHAPES: Record<GmTableId, { keys: string; fields: Record<string, string> }> = {
  permissibleActions: { keys: "list", fields: { name: "text" } },
  damageCardTable: { keys: "cards:withJokers", fields: { level: "choice" } },
  additionalWoundsRule: { keys: "list", fields: { rule: "choice", note: "text" } },
  quicknessValues: { keys: "list", fields: { value: "number" } },
  movementRates: { keys: "list", fields: { name: "text", inches: "number" } },
  movementDieMap: { keys: "die:6", fields: { inches: "number" } },
  outaBreath: { keys: "list", fields: { appliesTo: "text", passOn: "number" } },
  brawlModifiers: { keys: "list", fields: { name: "text", modifier: "number" } },
  rearAttackModifiers: { keys: "list", fields: { name: "text", modifier: "number" } },
  brawlingRatings: { keys: "list", fields: { name: "text", modifier: "number" } },
  brawlWoundNames: { keys: "list", fields: { name: "text" } },
  charmLevels: { keys: "list", fields: { name: "text", modifier: "number" } },
  shootingSkills: { keys: "list", fields: { name: "text", modifier: "number" } },
  shotgunAmmo: { keys: "list", fields: { capacity: "number", reserve: "number" } },
  womenInBrawlsTable: { keys: "cards:standard", fields: { result: "text" } },
};

/** The guide's FYH-Mnn for each table (§4.1). */
const M_IDS: Record<GmTableId, string> = {
  permissibleActions: "FYH-M01",
  damageCardTable: "FYH-M02",
  additionalWoundsRule: "FYH-M03",
  quicknessValues: "FYH-M04",
  movementRates: "FYH-M05",
  movementDieMap: "FYH-M06",
  outaBreath: "FYH-M07",
  brawlModifiers: "FYH-M08",
  rearAttackModifiers: "FYH-M08",
  brawlingRatings: "FYH-M09",
  brawlWoundNames: "FYH-M10",
  charmLevels: "FYH-M11",
  shootingSkills: "FYH-M12",
  shotgunAmmo: "FYH-M13",
  womenInBrawlsTable: "FYH-M15",
};

function keysOf(t: GmTableDefinition): string {
  const k = t.keys;
  return k.kind === "die" ? `die:${k.faces}` : k.kind === "cards" ? `cards:${k.deck}` : "list";
}

describe("FYH GM tables: one definition per lost table", () => {
  it("defines each of the 15 ids exactly once, in GM_TABLE_IDS order", () => {
    expect(FYH_GM_TABLES.map((t) => t.id)).toEqual([...GM_TABLE_IDS]);
    expect(new Set(FYH_GM_TABLES.map((t) => t.id)).size).toBe(15);
  });

  it.each(GM_TABLE_IDS)("%s has the shape its callers read", (id) => {
    const t = fyhTable(id);
    expect(t.id).toBe(id);
    expect(keysOf(t)).toBe(SHAPES[id].keys);
    expect(Object.fromEntries(t.fields.map((f) => [f.id, f.type]))).toEqual(SHAPES[id].fields);
  });

  it.each(GM_TABLE_IDS)("%s names its FYH-Mnn and seed lines, and its lang keys exist", (id) => {
    const t = fyhTable(id);
    expect(t.source).toMatch(new RegExp(`^${M_IDS[id]}, L\\d+`));
    expect(t.label).toBe(`SIXGUN.FYH.Table.${id}.label`);
    expect(t.hint).toBe(`SIXGUN.FYH.Table.${id}.hint`);
    expect(typeof localize(t.label)).toBe("string");
    expect(typeof localize(t.hint)).toBe("string");
    for (const f of t.fields) {
      expect(f.label).toBe(`SIXGUN.FYH.Table.${id}.field.${f.id}`);
      expect(typeof localize(f.label), f.label).toBe("string");
      if (f.type === "choice")
        for (const c of f.choices)
          expect(typeof localize(f.choiceLabels?.[c] ?? ""), `${id}.${c}`).toBe("string");
    }
  });

  it("fixed-key tables have 54, 52 and 6 keys; list tables none", () => {
    expect(gmTableKeys(fyhTable("damageCardTable"))).toHaveLength(54);
    expect(gmTableKeys(fyhTable("womenInBrawlsTable"))).toHaveLength(52);
    expect(gmTableKeys(fyhTable("movementDieMap"))).toEqual(["1", "2", "3", "4", "5", "6"]);
    const lists = GM_TABLE_IDS.filter((id) => SHAPES[id].keys === "list");
    for (const id of lists) expect(gmTableKeys(fyhTable(id))).toEqual([]);
  });

  it("ships known rows only where the text gives them: die faces 2 and 5, and the Little cut", () => {
    const withKnown = FYH_GM_TABLES.filter((t) => t.known !== undefined).map((t) => t.id);
    expect(withKnown.sort()).toEqual(["brawlWoundNames", "movementDieMap"]);
    expect(fyhTable("movementDieMap").known).toEqual({ "2": { inches: 2 }, "5": { inches: 4 } });
    expect(fyhTable("brawlWoundNames").known).toEqual({ pinked: { name: "Little cut" } });
  });

  it("the damage table's level choices are the four wound levels", () => {
    const level = fyhTable("damageCardTable").fields[0];
    expect(level?.type === "choice" && level.choices).toEqual(["pinked", "hit", "gutShot", "kilt"]);
    const rule = fyhTable("additionalWoundsRule").fields[0];
    expect(rule?.type === "choice" && rule.choices).toEqual(["worst", "stepUp", "custom"]);
  });

  it("an unfilled table reports itself; the known faces answer without the GM", () => {
    const die = fyhTable("movementDieMap");
    expect(lookupGmRow(die, undefined, "2")).toEqual({ inches: 2 });
    expect(lookupGmRow(die, undefined, "1")).toEqual({ missing: "movementDieMap", key: "1" });
    expect(requireGmTable(die, undefined)).toEqual({ missing: "movementDieMap", key: "1" });
    expect(requireGmTable(fyhTable("damageCardTable"), undefined)).toEqual({
      missing: "damageCardTable",
      key: "2S",
    });
    expect(requireGmTable(fyhTable("quicknessValues"), undefined)).toEqual({ missing: "quicknessValues" });
    expect(lookupGmRow(fyhTable("brawlWoundNames"), undefined, "hit")).toEqual({
      missing: "brawlWoundNames",
      key: "hit",
    });
  });

  it("an unknown table id is a RulesError", () => {
    expect(fieldOf(() => fyhTable("rangeTable" as GmTableId))).toBe("id");
  });

  it("the candidate actions are the text's sections plus standing still; reloading follows FYH-Q04", () => {
    expect(candidateActions({ reloadAction: "oneActionToCapacity" })).toEqual([...FYH_CANDIDATE_ACTIONS]);
    expect(candidateActions({ reloadAction: "off" })).not.toContain("reload");
    expect(candidateActions({ reloadAction: "off" })).toContain("standStill");
    expect(fieldOf(() => candidateActions({ reloadAction: "sometimes" as "off" }))).toBe(
      "options.reloadAction",
    );
  });
});

describe("FYH GM tables: properties", () => {
  it("fyhTable returns the table of any id, and rejects any other string", () => {
    fc.assert(
      fc.property(fc.constantFrom(...GM_TABLE_IDS), fc.string(), (id, other) => {
        expect(fyhTable(id).id).toBe(id);
        if (!(GM_TABLE_IDS as readonly string[]).includes(other))
          expect(fieldOf(() => fyhTable(other as GmTableId))).toBe("id");
      }),
    );
  });

  it("candidateActions keeps every candidate but reload, and reload exactly when the house rule is on", () => {
    fc.assert(
      fc.property(fc.constantFrom("oneActionToCapacity" as const, "off" as const), (reloadAction) => {
        const actions = candidateActions({ reloadAction });
        expect(actions.includes("reload")).toBe(reloadAction !== "off");
        expect(actions.filter((a) => a !== "reload")).toEqual(
          FYH_CANDIDATE_ACTIONS.filter((a) => a !== "reload"),
        );
      }),
    );
  });
});
