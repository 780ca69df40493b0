import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RulesError, seededDice, sequenceDice } from "../../../src/rules/core";
import {
  DAMAGE_AS_WEAPONS,
  NO_WOUNDS,
  SHOOTIN_DAMAGE_TABLE,
  rollDamageAs,
  totalWounds,
} from "../../../src/rules/blaze-of-glory/shooting";

/** Damage "as if shot with" a weapon for thrown and dragged riders and thrown passengers. */

describe("rollDamageAs", () => {
  it("a pistol total of 8 is an I'm Hit in the chest: two recovery dice vs Toughness", () => {
    // 3 + 5 = 8 (chest, I'm Hit); recovery 2 and 3 both pass Toughness 4: a scratch.
    const r = rollDamageAs(sequenceDice(3, 5, 2, 3), { weapon: "pistol", toughness: 4 });
    expect(r).toMatchObject({ total: 8, location: "chest", tableEffect: "imHit", outcome: "scratch" });
    expect(r.recovery).toEqual([2, 3]);
    expect(r.wounds).toEqual(NO_WOUNDS);
  });

  it("an arrow (a dragged rider) rolls three recovery dice", () => {
    const r = rollDamageAs(sequenceDice(3, 5, 6, 6, 1), { weapon: "bow", toughness: 4 });
    expect(r.recovery).toEqual([6, 6, 1]);
    expect(r.passes).toBe(1);
    expect(r.outcome).toBe("wounded");
    expect(r.wounds.chest).toBe(1);
  });

  it("a buffalo gun's 7 puts the figure out with a gun-arm wound (the table's OOF tag)", () => {
    const r = rollDamageAs(sequenceDice(3, 4), { weapon: "buffaloGun", toughness: 4 });
    expect(r).toMatchObject({ tableEffect: "outOfTheFight", outcome: "outOfTheFight", recovery: null });
    expect(r.wounds.gunArm).toBe(1);
  });

  it("a total of 5 is Obviously Dead whoever falls (no shooter for a Star's advantage)", () => {
    const r = rollDamageAs(sequenceDice(1, 4), { weapon: "pistol", toughness: 6 });
    expect(r.outcome).toBe("obviouslyDead");
    expect(r.wounds.head).toBe(1);
  });

  it("OOF minimum turns a scratch into Out of the Fight with a wound where the damage landed", () => {
    const plain = rollDamageAs(sequenceDice(3, 5, 1, 1), { weapon: "buffaloGun", toughness: 4 });
    expect(plain.outcome).toBe("scratch");
    const raised = rollDamageAs(sequenceDice(3, 5, 1, 1), {
      weapon: "buffaloGun",
      toughness: 4,
      oofMinimum: true,
    });
    expect(raised).toMatchObject({ outcome: "outOfTheFight", oofMinimumApplied: true });
    expect(raised.wounds.chest).toBe(1);
  });

  it("refuses a weapon the tables never name and a Toughness out of range", () => {
    expect(() => rollDamageAs(seededDice(1), { weapon: "rifle" as never, toughness: 4 })).toThrow(RulesError);
    expect(() => rollDamageAs(seededDice(1), { weapon: "pistol", toughness: 0 })).toThrow(RulesError);
  });

  it("property: reads the table row of its two dice; never better than OOF with the minimum; one wound at most", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.constantFrom(...DAMAGE_AS_WEAPONS),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        (seed, weapon, toughness, oofMinimum) => {
          const r = rollDamageAs(seededDice(seed), { weapon, toughness, oofMinimum });
          expect(r.total).toBe(r.white + r.coloured);
          expect(r.location).toBe(SHOOTIN_DAMAGE_TABLE[r.total - 2]!.location);
          if (oofMinimum) expect(["outOfTheFight", "obviouslyDead"]).toContain(r.outcome);
          expect(totalWounds(r.wounds)).toBe(r.outcome === "scratch" ? 0 : 1);
          if (r.recovery) expect(r.recovery).toHaveLength(weapon === "bow" ? 3 : 2);
        },
      ),
    );
  });
});
