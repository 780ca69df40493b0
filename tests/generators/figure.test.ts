import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../src/rules/core";
import { ATTRIBUTES, PROFESSIONS, WARRIOR_REGIONS, WEAPONS } from "../../src/rules/blaze-of-glory/ids";
import { NPC_TABLES, npcRow } from "../../src/rules/blaze-of-glory/npc";
import { choiceProblem, wholeNumberProblem } from "../../src/rulesets/blaze-of-glory/data/validation";
import { REP_RANGE } from "../../src/rules/blaze-of-glory/figure";
import { OUTFIT_SIZE, planFigure, planOutfit } from "../../src/rulesets/blaze-of-glory/generators/figure";
import {
  ATTRIBUTE_NAMES,
  PROFESSION_NAMES,
  WEAPON_NAMES,
} from "../../src/rulesets/blaze-of-glory/generators/names";
import { englishText, langString } from "../helpers/files";

describe("planFigure", () => {
  it("rolls a Cowboy row 3 exactly as the NPC table gives it", () => {
    // row forced: dice go to the veteran roll (6: not a veteran), the attribute card (1: Spades 2,
    // Agile), then the horse (d6 3, Cowboy Rep 4 = prosperity 4: +1 → 4, Pretty Fair).
    const plan = planFigure(sequenceDice(6, 1, 3), englishText, { profession: "cowboy", row: 3 });
    const row = npcRow("cowboy", 3);
    if (row.kind !== "stats") throw new Error("cowboy 3 is a stats row");
    expect(plan.actor.name).toBe("Cowboy (3)");
    expect(plan.actor.system).toMatchObject({
      profession: "cowboy",
      rep: row.rep,
      toughness: row.toughness,
      sand: row.sand,
      veteran: false,
      star: false,
    });
    const weapons = plan.actor.items.filter((i) => i.type === "weapon").map((i) => i.system);
    expect(weapons.map((w) => (w as { weapon: string }).weapon)).toEqual(["pistol", "trapdoorCarbine"]);
    const attributes = plan.actor.items.filter((i) => i.type === "attribute");
    expect(attributes.map((a) => (a.system as { attribute: string }).attribute)).toEqual(["agile"]);
    expect(plan.mount?.actor.system.quality).toBe(4);
    expect(plan.mount?.roll.modifier).toBe(1);
    // Names and notes are written in the world's language (here English, from lang/en.json).
    expect(plan.actor.system.notes).toBe("<p>Rolled on the Cowboy NPC table, row 3.</p>");
    expect(plan.mount?.actor.name).toBe("Cowboy (3)'s Horse");
    expect(plan.mount?.actor.system.notes).toBe("<p>Quality 4 (Pretty Fair): rolled 3, modifier +1.</p>");
    expect(plan.actor.items.map((i) => i.name)).toEqual(["Pistol", "Trapdoor Carbine", "Agile"]);
  });

  it("gives a Warrior a region and no in-town weapons", () => {
    const plan = planFigure(seededDice(7), englishText, { profession: "warrior" });
    expect(WARRIOR_REGIONS).toContain(plan.actor.system.warriorRegion);
    expect(plan.actor.items.some((i) => i.flags?.["six-gun-sound"]?.carried === "town")).toBe(false);
  });

  it("can skip the mount", () => {
    expect(
      planFigure(seededDice(3), englishText, { profession: "gambler", mounted: false }).mount,
    ).toBeNull();
  });

  it.each(Array.from({ length: 200 }, (_, i) => i + 1))("seed %i gives a valid figure", (seed) => {
    const plan = planFigure(seededDice(seed), englishText);
    const s = plan.actor.system;
    expect(choiceProblem(s.profession, PROFESSIONS)).toBeNull();
    expect(wholeNumberProblem(s.rep, REP_RANGE)).toBeNull();
    // The stats are one row of some profession's table.
    const rows = Object.values(NPC_TABLES).flatMap((t) => t.rows.filter((r) => r.kind === "stats"));
    expect(rows.some((r) => r.rep === s.rep && r.toughness === s.toughness && r.sand === s.sand)).toBe(true);
    expect(plan.actor.items.filter((i) => i.type === "weapon").length).toBeGreaterThan(0);
    expect([3, 4, 5]).toContain(plan.mount!.actor.system.quality);
  });
});

describe("names", () => {
  it("are the strings of lang/en.json, so Foundry's localized names match the packs' in English", () => {
    for (const [kind, ids, names] of [
      ["Profession", PROFESSIONS, PROFESSION_NAMES],
      ["Weapon", WEAPONS, WEAPON_NAMES],
      ["Attribute", ATTRIBUTES, ATTRIBUTE_NAMES],
    ] as const)
      for (const id of ids)
        expect((names as Record<string, string>)[id]).toBe(langString(`SIXGUN.${kind}.${id}`));
  });
});

describe("planOutfit", () => {
  it("rolls n figures of the profession and leads with the highest Rep", () => {
    const outfit = planOutfit(seededDice(42), englishText, { profession: "outlaw", size: 6 });
    expect(outfit.members).toHaveLength(6);
    for (const m of outfit.members) expect(m.actor.system.profession).toBe("outlaw");
    const best = Math.max(...outfit.members.map((m) => m.figure.rep));
    expect(outfit.members[outfit.leader]!.figure.rep).toBe(best);
    expect(outfit.members.findIndex((m) => m.figure.rep === best)).toBe(outfit.leader);
    expect(outfit.name).toBe("Outlaw Outfit");
    expect(planOutfit(seededDice(42), englishText, { size: 2, mounted: false }).name).toBe("Mixed Outfit");
  });

  it("refuses a size out of range", () => {
    expect(() => planOutfit(seededDice(1), englishText, { size: 0 })).toThrow(RangeError);
    expect(() => planOutfit(seededDice(1), englishText, { size: OUTFIT_SIZE.max + 1 })).toThrow(RangeError);
  });
});
