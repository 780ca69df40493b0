import { describe, expect, it } from "vitest";
import { WEAPON_KEYS } from "../../../src/rules/sgs-classic/ids";
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
