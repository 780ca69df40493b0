import { describe, expect, it } from "vitest";
import { deriveCharacter } from "../../src/rulesets/blaze-of-glory/data/derive";
import type { CharacterSource } from "../../src/rulesets/blaze-of-glory/data/source-types";
import { WARRIOR_REGIONS } from "../../src/rules/blaze-of-glory/ids";
import { ALL_PACKS } from "./helpers";

/**
 * Every Warrior in the compendium ships playable: a Warrior reacts by his region's reaction sheet,
 * so one without a region dropped on a scene would have no reaction tests at all (issue 13).
 */

const warriors = Object.values(ALL_PACKS)
  .flat()
  .filter((d) => d.type === "character" && d.system?.profession === "warrior");

describe("the compendium's Warriors", () => {
  it("are there to check (one per row of the book's Warrior table)", () => {
    expect(warriors.length).toBe(6);
  });

  it.each(warriors.map((w) => [w.name, w] as const))("%s has a region and reaction tests", (_n, w) => {
    const system = w.system as unknown as CharacterSource;
    expect(WARRIOR_REGIONS).toContain(system.warriorRegion);
    const derived = deriveCharacter(system, [], []);
    expect(derived.reactionSheet).not.toBeNull();
    expect(derived.reactionTests.length).toBeGreaterThan(0);
  });
});
