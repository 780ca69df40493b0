import { describe, expect, it } from "vitest";
import { LOCALES, NPC_TABLES, WEAPON_KEYS } from "../../../src/rules/sgs-classic/ids";
import { npcRow } from "../../../src/rules/sgs-classic/world/npcs";
import {
  campaignTableDocs,
  horsePackDocs,
  npcPackDocs,
  npcTableDocs,
} from "../../../src/rulesets/sgs-classic/pack-npcs";
import { PROFESSION_TABLE } from "../../../src/rules/sgs-classic/campaign/profession";
import { HORSE } from "../../../src/rules/sgs-classic/stats/horse";
import { resolveTownSize } from "../../../src/rules/sgs-classic/world/towns";

const twoD6 = Array.from({ length: 11 }, (_, i) => i + 2);
import { ADVANCED_WEAPONS, BASIC_WEAPONS } from "../../../src/rules/sgs-classic/weapons";
import { weaponPackDocs } from "../../../src/rulesets/sgs-classic/pack-weapons";
import { ALL_PACKS } from "../../packs/helpers";

/**
 * Six Gun Sound (classic)'s weapons pack: one item per weapon of the two tables and the brawl-only
 * arms, with the rules core's numbers (the YAML sources are written from `weaponPackDocs()`, and
 * must stay equal to it).
 */

const weapons = ALL_PACKS["classic-weapons"]!;

describe("the classic weapons pack", () => {
  it("holds exactly what the generator builds from the rules core's tables", () => {
    const byId = (a: { _id: string }, b: { _id: string }) => a._id.localeCompare(b._id);
    expect([...weapons].sort(byId)).toEqual([...weaponPackDocs()].sort(byId) as never);
  });
  it("has one item per weapon key", () => {
    expect(weapons.map((d) => (d.system as { key: string }).key).sort()).toEqual([...WEAPON_KEYS].sort());
  });
  it("carries each table's numbers for the weapons it lists", () => {
    for (const d of weapons) {
      const s = d.system as {
        key: keyof typeof BASIC_WEAPONS;
        basic: Record<string, unknown>;
        advanced: Record<string, unknown>;
      };
      const basic = BASIC_WEAPONS[s.key];
      if (basic)
        expect(s.basic).toEqual({
          effectiveRange: basic.effectiveRange,
          longRange: basic.longRange,
          rofMax: basic.rof,
        });
      const adv = ADVANCED_WEAPONS[s.key];
      if (adv) expect(s.advanced).toEqual({ range: adv.range, rof: adv.rof, impact: adv.impact });
    }
  });
});

describe("the classic NPC figures and their roll tables", () => {
  const npcs = ALL_PACKS["classic-npcs"]!;
  const tables = ALL_PACKS["classic-tables"]!;

  it("hold exactly what the generator builds from the rules core's NPC tables", () => {
    const byId = (a: { _id: string }, b: { _id: string }) => a._id.localeCompare(b._id);
    expect([...npcs].sort(byId)).toEqual([...npcPackDocs(), ...horsePackDocs()].sort(byId) as never);
    expect([...tables].sort(byId)).toEqual([...npcTableDocs(), ...campaignTableDocs()].sort(byId) as never);
  });

  it("give every row of the five tables one figure with its CV, Coolness, kind and weapon", () => {
    expect(npcs.filter((d) => d.type === "classic-figure")).toHaveLength(NPC_TABLES.length * 11);
    for (const table of NPC_TABLES)
      for (let roll = 2; roll <= 12; roll++) {
        const row = npcRow(table, roll);
        const doc = npcs.find((d) => {
          const npc = (d.system as { npc?: { table: string; roll: number } }).npc;
          return npc?.table === table && npc.roll === roll;
        })!;
        const s = doc.system as Record<string, unknown>;
        expect([s.cv, s.coolness, s.conCategory, s.isWoman], `${table} ${roll}`).toEqual([
          row.cv,
          row.coolness,
          row.category,
          row.isWoman,
        ]);
        const items = (doc as unknown as { items: { system: { key: string } }[] }).items;
        expect(items.map((i) => i.system.key)).toEqual([row.weapon]);
      }
  });

  it("roll 2D6 over 2 to 12 on each table, every result a figure of the NPC pack", () => {
    const ids = new Set(npcs.map((d) => d._id));
    const npcTables = tables.filter((t) => t.name.endsWith("(NPC table)"));
    expect(npcTables).toHaveLength(NPC_TABLES.length);
    for (const t of npcTables) {
      const results = (
        t as unknown as { formula: string; results: { range: number[]; documentUuid: string }[] }
      ).results;
      expect((t as unknown as { formula: string }).formula).toBe("2d6");
      expect(results.map((r) => r.range)).toEqual(Array.from({ length: 11 }, (_, i) => [i + 2, i + 2]));
      for (const r of results) {
        const [, , pack, , id] = r.documentUuid.split(".");
        expect(pack).toBe("classic-npcs");
        expect(ids.has(id!)).toBe(true);
      }
    }
  });
});

describe("the horses and the campaign's tables", () => {
  const npcs = ALL_PACKS["classic-npcs"]!;
  const tables = ALL_PACKS["classic-tables"]!;
  type Table = { name: string; formula: string; results: { range: [number, number]; name: string }[] };
  const table = (name: string) => tables.find((t) => t.name === name) as unknown as Table;
  const read = (t: Table, roll: number) =>
    t.results.find((r) => r.range[0] <= roll && roll <= r.range[1])!.name;

  it("the horse has the book's CV 5 and Constitution 12, plain and exceptional", () => {
    const horses = npcs.filter((d) => d.type === "classic-horse");
    expect(
      horses
        .map((h) => [
          h.name,
          (h.system as { cv: number }).cv,
          (h.system as { constitution: { max: number } }).constitution.max,
        ])
        .sort(),
    ).toEqual([
      ["Exceptional horse", HORSE.cv, HORSE.constitution],
      ["Horse", HORSE.cv, HORSE.constitution],
    ]);
  });

  it("each table covers every face of its dice once, and reads as the rules core does", () => {
    for (const t of tables as unknown as Table[]) {
      const [lo, hi] = t.formula === "2d6" ? [2, 12] : [1, 6];
      const covered = t.results.flatMap((r) =>
        Array.from({ length: r.range[1] - r.range[0] + 1 }, (_, i) => r.range[0] + i),
      );
      expect(covered, t.name).toEqual(Array.from({ length: hi - lo + 1 }, (_, i) => lo + i));
    }
    for (const locale of LOCALES)
      for (let d = 1; d <= 6; d++) {
        const size = resolveTownSize(locale, d).size;
        expect(read(table(`Town size: ${locale[0]!.toUpperCase()}${locale.slice(1)}`), d)).toBe(
          size === "small" ? "A small town" : "A good-sized town",
        );
      }
    const prof = table("Profession");
    expect(twoD6.map((t) => read(prof, t) === "Free choice")).toEqual(
      twoD6.map((t) => PROFESSION_TABLE[t - 2] === "choice"),
    );
  });
});
