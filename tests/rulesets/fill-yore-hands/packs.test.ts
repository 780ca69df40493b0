import { describe, expect, it } from "vitest";
import { CHARACTER_TYPES, WEAPON_KEYS } from "../../../src/rules/fill-yore-hands/ids";
import { DEFAULT_INTERPRETATIONS } from "../../../src/rules/fill-yore-hands/interpretations";
import { AMMO_TABLE } from "../../../src/rules/fill-yore-hands/weapons";
import { ALL_PACKS, type SourceDoc } from "../../packs/helpers";
import { FYH_GM_TABLES } from "../../../src/rules/fill-yore-hands/tables";
import { englishText } from "../../helpers/files";

/**
 * Fill Yore Hands!'s compendium: one ready figure for each of the twelve types, the weapons of the
 * ammunition table with the guide's numbers (§2.6.2, L76–L83), nothing the text does not give, and
 * a How to play journal that names the tables the GM must fill.
 */

const figures = ALL_PACKS["fyh-figures"]!;
const weapons = ALL_PACKS["fyh-weapons"]!;
const journals = ALL_PACKS["fyh-rules"]!;

/** The guide's ammunition table (§2.6.2): rounds loaded, reserve, where it is carried. */
const GUIDE_AMMO: Record<string, { capacity: number; reserve: number; container: string }> = {
  sixShooter: { capacity: 6, reserve: 18, container: "gunBelt" },
  repeaterRifle: { capacity: 8, reserve: 18, container: "gunBelt" },
  militaryRifle: { capacity: 1, reserve: 24, container: "cartridgePouchOrBandolier" },
  militaryCarbine: { capacity: 1, reserve: 24, container: "cartridgePouchOrBandolier" },
  // "Usually none" in reserve.
  derringer: { capacity: 2, reserve: 0, container: "none" },
};
/** Range rows (§2.6.1 and the defaults of FYH-Q05). */
const RANGE_ROW: Record<string, string> = {
  sixShooter: "pistol",
  repeaterRifle: "rifle",
  militaryRifle: DEFAULT_INTERPRETATIONS.militaryRifleRow,
  militaryCarbine: "carbine",
  derringer: "pistol",
  shotgun: "shotgun",
};

const sys = (d: SourceDoc) => d.system as Record<string, unknown>;

describe("the weapons pack", () => {
  it("holds the six weapons, one each", () => {
    expect(weapons.map((w) => sys(w).key).sort()).toEqual([...WEAPON_KEYS].sort());
  });

  it.each(Object.keys(GUIDE_AMMO))("%s: holds, loaded and reserve are the ammunition table's", (key) => {
    const w = sys(weapons.find((d) => sys(d).key === key)!);
    const row = GUIDE_AMMO[key]!;
    expect(w).toMatchObject({
      capacity: row.capacity,
      loaded: row.capacity,
      reserve: row.reserve,
      reserveContainer: row.container,
      rangeTable: RANGE_ROW[key],
    });
  });

  it("agrees with the rules core's ammunition table", () => {
    for (const [key, row] of Object.entries(AMMO_TABLE)) {
      const w = sys(weapons.find((d) => sys(d).key === key)!);
      expect(w, key).toMatchObject({ capacity: row.capacity, loaded: row.capacity, reserve: row.reserve });
      expect(w.reserveContainer, key).toBe(row.reserveContainer ?? "none");
    }
  });

  it("leaves the shotgun's lost numbers at 0, saying the GM sets them (FYH-M13)", () => {
    const shotgun = sys(weapons.find((d) => sys(d).key === "shotgun")!);
    expect(shotgun).toMatchObject({ capacity: 0, loaded: 0, reserve: 0, rangeTable: "shotgun" });
    expect(String(shotgun.notes)).toMatch(/FYH-M13/);
    expect(String(shotgun.notes)).toMatch(/GM table/);
  });
});

describe("the figures pack", () => {
  it("has one ready figure for each of the twelve types", () => {
    const types = figures.map((f) => sys(f).characterType);
    expect(types.sort()).toEqual(CHARACTER_TYPES.filter((t) => t !== "custom").sort());
  });

  it.each(figures.map((f) => [f.name, f] as const))("%s: unhurt, nothing the text does not give", (_n, f) => {
    const s = sys(f);
    expect(s).toMatchObject({
      quickness: "none",
      toughness: "none",
      chargenCard: null,
      wounds: [],
      brawlingRating: null,
      charmLevel: null,
      shootingSkill: null,
      elevation: 0,
      runStreak: 0,
      surpriseBonus: 0,
      isDrunk: "byType",
      attitude: "neutral",
    });
  });

  it.each(figures.map((f) => [f.name, f] as const))(
    "%s: carries weapons from the pack, loaded to capacity, one readied",
    (_n, f) => {
      const items = f.items ?? [];
      expect(items.length).toBeGreaterThan(0);
      expect(items.filter((i) => sys(i).readied)).toHaveLength(1);
      for (const item of items) {
        const s = sys(item);
        const base = sys(weapons.find((w) => sys(w).key === s.key)!);
        expect(item.type).toBe("fyh-weapon");
        expect(s.capacity).toBeGreaterThan(0);
        expect(s).toMatchObject({
          capacity: base.capacity,
          loaded: base.capacity,
          reserve: base.reserve,
          rangeTable: base.rangeTable,
        });
      }
    },
  );
});

describe("the How to play journal", () => {
  const journal = journals.find((j) => j.name === "How to play Fill Yore Hands!")!;
  const pages = (journal?.pages ?? []) as { name: string; text: { content: string } }[];

  it("covers the turn, shooting, replies, damage, brawls, charm and character generation", () => {
    expect(pages.length).toBeGreaterThanOrEqual(8);
    const all = pages.map((p) => p.text.content).join(" ");
    for (const word of ["activation", "d20", "quickness", "damage", "brawl", "charm", "card"])
      expect(all.toLowerCase(), word).toContain(word);
  });

  it("says plainly which tables the GM must fill, the damage card table first", () => {
    const page = pages.find((p) => /tables the GM must fill/i.test(p.name))!;
    expect(page).toBeDefined();
    const text = page.text.content;
    // Named as the GM-table editor names them, every one of them.
    for (const table of FYH_GM_TABLES) expect(text, table.id).toContain(englishText(table.label));
    // The damage cards first, then what every shoot-out and run needs.
    const order = ["damageCardTable", "quicknessValues", "movementDieMap", "outaBreath"].map((id) =>
      text.indexOf(englishText(FYH_GM_TABLES.find((t) => t.id === id)!.label)),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toMatch(/rolls nothing/);
  });
});
