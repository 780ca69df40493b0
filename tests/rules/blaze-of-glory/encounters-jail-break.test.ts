import { describe, expect, it } from "vitest";
import { seededDice, sequenceDice } from "../../../src/rules/core";
import {
  JAIL_BREAK,
  JAIL_BREAK_ALERT_TABLE,
  afterDark,
  jailAlertSounded,
  jailArms,
} from "../../../src/rules/blaze-of-glory/encounters";
import { fieldOf } from "../helpers/errors";
import { missingEncounterKeys, missingInputKeys } from "./encounter-codes";
import { range, rows } from "./encounter-fixtures";

/* The seed's rows (L3534–3551), copied from the book's text and parsed here. */
const SEED_DICE = `
  L3540 | arms | 1-4 | armed with only a pistol
  L3540 | arms | 5-6 | the weapons given on their NPC table
  L3546 | dark | 1-2 | after dark
  L3546 | dark | 3-6 | by day
`;

describe("JAIL BREAK tables against the seed", () => {
  it.each(rows(SEED_DICE))("%s %s %s → %s", (_l, what, faces, words) => {
    for (const d of range(faces!)) {
      if (what === "arms") expect(jailArms(d)).toBe(words!.includes("pistol") ? "pistolOnly" : "npcWeapons");
      else expect(afterDark(d)).toBe(words === "after dark");
    }
  });
  it("the alarm sounds on a die equal to the turn (L3547)", () => {
    expect(jailAlertSounded(3, 3)).toBe(true);
    expect(jailAlertSounded(3, 2)).toBe(false);
    expect(jailAlertSounded(7, 6)).toBe(false);
    const r = JAIL_BREAK_ALERT_TABLE.roll(sequenceDice(2), { turn: 2 });
    expect(r.outcome).toBe("alertSounded");
    expect(missingEncounterKeys(r)).toEqual([]);
    expect(JAIL_BREAK_ALERT_TABLE.roll(sequenceDice(2), { turn: 8 }).notes).toContain("alertOnlyToTurnSix");
    expect(fieldOf(() => JAIL_BREAK_ALERT_TABLE.roll(seededDice(1), { turn: 0 }))).toBe("turn");
  });
});

describe("JAIL BREAK set-up", () => {
  it('at night: half the townsfolk, getaway horses 1d6 × 6" away, the posse after (E-5)', () => {
    const dice = sequenceDice(2, 3, 1, 2, 4, 5, 1, 1, 2, 2, 5, 1, 1, 1, 4, 1, 2);
    const s = JAIL_BREAK.setUp(dice, { settlementLevel: 3 });
    expect(dice.remaining).toBe(0);
    expect(s.variant).toBe("night");
    const horse = { mount: "saddledNearby", mountValues: { inches: 12 } };
    expect(s.sides[0]!.forces).toEqual([
      {
        profession: "outlaw",
        count: 1,
        role: "leader",
        placement: "inJail",
        ...horse,
        notes: ["pistolOnly"],
      },
      {
        profession: "outlaw",
        count: 1,
        role: "outfit",
        placement: "inJail",
        ...horse,
        notes: ["npcWeapons"],
      },
      {
        profession: "outlaw",
        count: 1,
        role: "outfit",
        placement: "inJail",
        ...horse,
        notes: ["pistolOnly"],
      },
    ]);
    // SL 3 − 1 = 2 deputies; 2d6 + 3 = 7 → twice 3 = 6, halved at night = 3.
    expect(s.sides[1]!.forces).toEqual([
      {
        profession: "sheriff",
        count: 1,
        role: "sheriff",
        placement: "randomBuilding",
        mount: "unsaddledInLivery",
      },
      {
        profession: "deputy",
        count: 2,
        role: "deputy",
        placement: "randomBuilding",
        mount: "unsaddledInLivery",
      },
      {
        profession: "townsfolk",
        count: 1,
        role: "townsfolk",
        placement: "streetLeftOfTarget",
        placementValues: { inches: 2 },
        mount: "unsaddledInLivery",
      },
      {
        profession: "townsfolk",
        count: 2,
        role: "townsfolk",
        placement: "inBuilding",
        mount: "unsaddledInLivery",
      },
    ]);
    expect(s.followOn).toEqual([{ encounter: "posse", when: "dieBelowSL", carries: ["outlaws"] }]);
    expect(s.instructions).toContain("nightLos");
    expect(missingEncounterKeys(s)).toEqual([]);
  });
  it("the players may hold the jail", () => {
    const s = JAIL_BREAK.setUp(seededDice(4), { playerSide: "lawmen", outlaws: 2 });
    expect(s.sides[0]!.id).toBe("town");
    expect(s.sides[1]!.forces.reduce((n, l) => n + l.count, 0)).toBe(2);
  });
  it("refuses bad answers by name", () => {
    expect(fieldOf(() => JAIL_BREAK.setUp(seededDice(1), { outlaws: -1 }))).toBe("outlaws");
    expect(fieldOf(() => JAIL_BREAK.setUp(seededDice(1), { locale: "atlantis" }))).toBe("locale");
    for (const d of [JAIL_BREAK, JAIL_BREAK_ALERT_TABLE]) expect(missingInputKeys(d), d.id).toEqual([]);
  });
});
