import { describe, expect, it } from "vitest";
import { rollThrough, scriptedRoller } from "../../src/shell/dice/bridge";
import { activationDice } from "../../src/rulesets/blaze-of-glory/dice-purposes";
import {
  rollActivationPlan,
  toggleDone,
  trackerView,
  turnSides,
  type CombatantInfo,
  type SideInfo,
} from "../../src/rulesets/blaze-of-glory/combat/activation";
import { activationCard } from "../../src/rulesets/blaze-of-glory/chat/cards";
import { GANG, POSSE, posseAndGang, TOWN } from "./fixtures";

const sides: SideInfo[] = [POSSE, GANG, TOWN];

const combatants: CombatantInfo[] = [
  ...posseAndGang({ ella: 3, slim: 3 }),
  { id: "c5", name: "Kid", rep: 5, disabled: true, outfitLeader: false, side: "gang" },
  { id: "c6", name: "Weezie", rep: 3, disabled: false, outfitLeader: false, side: "town" },
];

describe("activation in the combat tracker", () => {
  it("three sides: one die each in one roll, order from the highest die, Rep thresholds", async () => {
    const roller = scriptedRoller([4, 2, 3]);
    const out = await rollThrough(
      (s) => rollActivationPlan(s, sides, combatants),
      (p) => activationDice(p.activation),
      roller,
    );
    expect(roller.calls).toHaveLength(1);
    expect(roller.calls[0]!.dice.map((d) => d.owner)).toEqual(["posse", "gang", "town"]);
    const plan = out.result;
    expect(plan.activation.doubles).toBe(false);
    expect(plan.activation.order).toEqual(["posse", "town", "gang"]);
    const [posse, town, gang] = plan.turn.steps;
    expect(gang!.plan.units.map((u) => u.figureIds)).toEqual([["c4"]]);
    // The posse's group goes on JBJ's Rep 5 (Ella with him); Slim, Rep 3, cannot act on a 4.
    expect(posse!.plan.units.map((u) => u.figureIds)).toEqual([["c1", "c2"]]);
    expect(posse!.plan.idle).toEqual(["c3"]);
    expect(town!.plan.units.map((u) => u.figureIds)).toEqual([["c6"]]);

    const view = trackerView(sides, combatants, { round: 2, dice: plan.activation.dice, done: [] }, 2);
    expect(view.sides.map((s) => [s.name, s.die, s.position, s.threshold])).toEqual([
      ["The Posse", 4, 1, 4],
      ["Townsfolk", 3, 2, 3],
      ["The Gang", 2, 3, 2],
    ]);
    expect(view.current).toBe("posse");
    const key = view.sides[0]!.units[0]!.key;
    const after = trackerView(
      sides,
      combatants,
      toggleDone({ round: 2, dice: plan.activation.dice, done: [] }, key, true),
      2,
    );
    expect(after.sides[0]!.finished).toBe(true);
    expect(after.current).toBe("town");
    // A new turn (another round) needs a new roll.
    expect(trackerView(sides, combatants, { round: 2, dice: plan.activation.dice, done: [] }, 3).rolled).toBe(
      false,
    );

    const card = activationCard(plan, sides, Object.fromEntries(combatants.map((c) => [c.id, c.name])));
    expect(card.dice.map((d) => d.colour)).toEqual(["white", "red", "blue"]);
    expect(card.order[0]!.units[0]!.names).toBe("JBJ, Ella");
  });

  it("doubles block the matching sides; the odd one out acts alone", async () => {
    const out = await rollThrough(
      (s) => rollActivationPlan(s, sides, combatants),
      (p) => activationDice(p.activation),
      scriptedRoller([5, 5, 2]),
    );
    const plan = out.result;
    expect(plan.activation.doubles).toBe(true);
    expect(plan.activation.blocked).toEqual(["posse", "gang"]);
    expect(plan.turn.steps.map((s) => s.side)).toEqual(["town"]);
    expect(plan.turn.blocked.map((b) => b.allowedActions)).toEqual([
      ["reload", "changeWeapon", "pickUpWeapon"],
      ["reload", "changeWeapon", "pickUpWeapon"],
    ]);
    const view = trackerView(sides, combatants, { round: 1, dice: plan.activation.dice, done: [] }, 1);
    expect(view.doubles).toBe(true);
    expect(view.sides.filter((s) => s.status === "blocked").map((s) => s.id)).toEqual(["posse", "gang"]);
    expect(view.sides[1]!.allowed).toContain("SIXGUN.Combat.Allowed.reload");
  });

  it("two sides with doubles: nobody moves or fires", async () => {
    const two = sides.slice(0, 2);
    const plan = (
      await rollThrough(
        (s) => rollActivationPlan(s, two, combatants),
        (p) => activationDice(p.activation),
        scriptedRoller([3, 3]),
      )
    ).result;
    expect(plan.turn.steps).toEqual([]);
    expect(plan.activation.blocked).toEqual(["posse", "gang"]);
  });

  it("two sides whose dice total 7 remind the GM of the reinforcements only with a deployment pile", async () => {
    const two = sides.slice(0, 2);
    const card = async (faces: number[], deploymentPile: boolean) => {
      const plan = (
        await rollThrough(
          (s) => rollActivationPlan(s, two, combatants),
          (p) => activationDice(p.activation),
          scriptedRoller(faces),
        )
      ).result;
      return activationCard(plan, two, {}, [], { deploymentPile }).reinforcements;
    };
    expect(await card([3, 4], true)).toBe(true);
    expect(await card([6, 1], true)).toBe(true);
    expect(await card([3, 4], false)).toBe(false);
    expect(await card([3, 5], true)).toBe(false);
    expect(await card([2, 2], true)).toBe(false);
  });

  it("groups combatants by unit and keeps disabled figures from leading", () => {
    const turn = turnSides(sides, combatants);
    expect(turn[0]!.groups.map((g) => g.figures.map((f) => f.id))).toEqual([["c1", "c2"], ["c3"]]);
    expect(turn[1]!.groups[1]!.figures[0]!.disabled).toBe(true);
  });
});
