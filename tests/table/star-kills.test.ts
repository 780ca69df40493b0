import { describe, expect, it } from "vitest";
import { seededDice } from "../../src/rules/core";
import { rollDrawPlan, type DrawDeclaration } from "../../src/rulesets/blaze-of-glory/table/draw-flow";
import { rollMeleePlan } from "../../src/rulesets/blaze-of-glory/table/melee-flow";
import { drawCard, meleeCard } from "../../src/rulesets/blaze-of-glory/chat/cards";
import type { ActionGroup } from "../../src/rulesets/blaze-of-glory/table/actions";
import type { TableFigure } from "../../src/rulesets/blaze-of-glory/table/figure";
import { figure } from "./fixtures";

/**
 * A Star keeps his advantages however he is killed (L3021-3035): outdrawn by a 3, or cut down by a
 * killing stroke, as much as shot. Against a lower Rep, Larger Than Life leaves him Out of the Fight;
 * against an equal or higher Rep he Cheats Death; a Hand simply dies.
 */

type Expected = "obviouslyDead" | "outOfTheFight" | "cheatedDeath";

/** The death-or-not conditions the card's buttons set on a figure. */
function fateSet(groups: readonly ActionGroup[], uuid: string) {
  return groups
    .flatMap((g) => g.actions)
    .filter((a) => a.type === "encounter" && a.actor === uuid && a.value === true)
    .map((a) => (a.type === "encounter" ? a.flag : ""))
    .filter((f) => f === "obviouslyDead" || f === "outOfTheFight");
}

const cases: { name: string; victim: TableFigure; killerRep: number; expected: Expected }[] = [
  { name: "a Hand", victim: figure("victim", { rep: 5 }), killerRep: 3, expected: "obviouslyDead" },
  {
    name: "a Star killed by a lower Rep",
    victim: figure("victim", { rep: 5, star: true }),
    killerRep: 3,
    expected: "outOfTheFight",
  },
  {
    name: "a Star killed by an equal Rep",
    victim: figure("victim", { rep: 4, star: true }),
    killerRep: 4,
    expected: "cheatedDeath",
  },
];

const conditionOf = (e: Expected) => (e === "cheatedDeath" ? [] : [e]);
const tagOf = (e: Expected) => (e === "obviouslyDead" ? undefined : `SIXGUN.Outcome.Kill.${e}`);

describe("a Star killed outright in the Draw", () => {
  for (const c of cases)
    it(`${c.name}: ${c.expected}`, () => {
      const killer = figure("killer", { rep: c.killerRep });
      const d: DrawDeclaration = {
        figures: [
          { figure: killer, weapon: "pistol0000000001", targets: [c.victim.uuid], flinch: "drawNormally" },
          { figure: c.victim, weapon: "pistol0000000001", targets: [killer.uuid], flinch: "drawNormally" },
        ],
      };
      let seen = 0;
      for (let seed = 1; seed <= 400 && seen < 5; seed++) {
        const plan = rollDrawPlan(seededDice(seed), d);
        const pairing = plan.draw.pairings[0]!;
        if (pairing.code !== "obviouslyDead" || pairing.loser !== c.victim.uuid) continue;
        seen++;
        expect(plan.kills).toEqual([{ target: c.victim.uuid, by: killer.uuid, outcome: c.expected }]);
        expect(fateSet(plan.groups, c.victim.uuid)).toEqual(conditionOf(c.expected));
        const card = drawCard(plan, { [killer.uuid]: "Killer", [c.victim.uuid]: "Victim" });
        expect(card.pairings[0]!.kill).toBe(tagOf(c.expected));
      }
      expect(seen, "outright kills found").toBeGreaterThan(0);
    });
});

describe("a Star cut down by a killing stroke", () => {
  for (const c of cases)
    it(`${c.name}: ${c.expected}`, () => {
      const killer = figure("killer", { rep: c.killerRep });
      const lance = { id: "lance00000000001", name: "Lance", weapon: "lance", ammo: "loaded" } as const;
      const armed = figure("killer", { rep: c.killerRep, weapons: [lance] });
      const decl = {
        fighters: [
          { figure: armed, side: "a", weapon: lance.id },
          { figure: c.victim, side: "b" },
        ],
        contacts: [[killer.uuid, c.victim.uuid]] as [string, string][],
      };
      let seen = 0;
      for (let seed = 1; seed <= 600 && seen < 5; seed++) {
        const plan = rollMeleePlan(seededDice(seed), decl);
        const fate = plan.fight.fighters.find((f) => f.id === c.victim.uuid)!.status;
        if (fate !== "obviouslyDead") continue;
        seen++;
        expect(plan.kills).toEqual([{ target: c.victim.uuid, by: killer.uuid, outcome: c.expected }]);
        expect(fateSet(plan.groups, c.victim.uuid)).toEqual(conditionOf(c.expected));
        // Out of the Fight, he has the place of the blow rolled like any other (L1827).
        expect(plan.blows.some((b) => b.id === c.victim.uuid)).toBe(c.expected === "outOfTheFight");
        const card = meleeCard(plan, { [killer.uuid]: "Killer", [c.victim.uuid]: "Victim" });
        const status = card.fighters.find((f) => f.name === "Victim")!.status;
        expect(status).toBe(tagOf(c.expected) ?? "SIXGUN.Outcome.MeleeFate.obviouslyDead");
      }
      expect(seen, "killing strokes found").toBeGreaterThan(0);
    });
});
