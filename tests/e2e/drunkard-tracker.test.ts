import { describe, expect, it } from "vitest";
import { SYSTEM_ID } from "../../src/config";
import { rollCombatActivation } from "../../src/rulesets/blaze-of-glory/combat/register";
import type { ActivationState } from "../../src/rulesets/blaze-of-glory/combat/activation";
import { cardFlags, type StandInActor } from "../queries/world";
import { makeTable, type Table } from "./table";
import { e2eHooks, t, textOf } from "./buttons";
import { openTracker, standInCombat } from "./tracker";

/**
 * The Drunkard and Touched in the Head from the combat tracker: the GM's first activation roll
 * starts the encounter, so every Drunkard rolls how drunk he is; after each activation roll the
 * figures about to act who must check roll, the cards show it, the GM's client applies the
 * changes, and the tracker shows who stays put and offers him no actions.
 */

e2eHooks();

/** Every die Foundry's Roll throws, in order; a die past them fails loudly. */
function script(table: Table, list: number[]): void {
  let i = 0;
  table.world.dice = {
    roll: () => {
      if (i >= list.length) throw new Error(`only ${list.length} faces scripted`);
      return list[i++]!;
    },
  } as never;
}

function attributes(actor: StandInActor, list: string[]): StandInActor {
  (actor.system.derived as { attributes: string[] }).attributes = list;
  return actor;
}

describe("the Drunkard and Touched in the Head, from the combat tracker", () => {
  it("the first roll sets how drunk, then the checks: a Dead drunk passes out, Touched stays put", async () => {
    const table = makeTable(1);
    const { world } = table;
    const tex = attributes(world.actor("tex", "Tex", ["alice"]), ["drunkard"]);
    const loco = attributes(world.actor("loco", "Loco", []), ["touchedInTheHead"]);
    const combat = standInCombat([
      { actor: tex, side: "friendly" },
      { actor: loco, side: "hostile" },
    ]);
    // Tex's Drunkard roll 6 then 2: Dead drunk. Activation: friendly 3, hostile 2 (both Rep 4 act,
    // friendly first). Checks in that order: Tex 5 (passes out), Loco 6 (stays where he is).
    script(table, [6, 2, 3, 2, 5, 6]);
    await world.as("gm", () => rollCombatActivation(combat as never));
    await table.deliver();

    const cards = table.cards();
    expect(cards.map((c) => cardFlags(c).kind)).toEqual(["drunkard", "activation", "activationChecks"]);
    const [drunkard, , checks] = cards;
    expect(textOf(drunkard!)).toContain(`Tex: ${t("SIXGUN.Outcome.Drunkard.deadDrunk")}`);
    expect(textOf(checks!)).toContain(`Tex: ${t("SIXGUN.Outcome.ActivationCheck.passesOut")}`);
    expect(textOf(checks!)).toContain(`Loco: ${t("SIXGUN.Outcome.ActivationCheck.remainsInPlace")}`);
    // The GM rolled: the changes applied themselves on his client.
    expect(tex.getFlag(SYSTEM_ID, "drunk")).toBe("deadDrunk");
    expect((tex.system.encounter as Record<string, boolean>).outOfTheFight).toBe(true);
    expect((loco.system.encounter as Record<string, boolean>).outOfTheFight).toBe(false);
    const state = combat.getFlag(SYSTEM_ID, "activation") as ActivationState;
    expect(state.checks).toEqual({ c0: "passesOut", c1: "remainsInPlace" });

    // The tracker: Tex is out (no unit); Loco's unit says he stays put and offers no actions.
    const html = await openTracker(table, "gm");
    const text = html.textContent.replace(/\s+/g, " ");
    expect(text).toContain(
      t("SIXGUN.Combat.Held", { name: "Loco", what: t("SIXGUN.Outcome.ActivationCheck.remainsInPlace") }),
    );
    expect(html.querySelectorAll("[data-sgs-combat='act']")).toEqual([]);
  });

  it("the next round rolls no Drunkard again; a figure who checks and passes acts as usual", async () => {
    const table = makeTable(1);
    const { world } = table;
    const tex = attributes(world.actor("tex", "Tex", ["alice"]), ["drunkard"]);
    const outlaw = world.actor("outlaw", "Outlaw", []);
    const combat = standInCombat([
      { actor: tex, side: "friendly" },
      { actor: outlaw, side: "hostile" },
    ]);
    // Round 1: Tex rolls 6 then 3 (Touched drunk); activation 4 and 1; his check 2 (acts).
    script(table, [6, 3, 4, 1, 2]);
    await world.as("gm", () => rollCombatActivation(combat as never));
    await table.deliver();
    expect(tex.getFlag(SYSTEM_ID, "drunk")).toBe("touched");
    expect((combat.getFlag(SYSTEM_ID, "activation") as ActivationState).checks).toEqual({});
    // Alice sees the actions for Tex: his check did not fail.
    const html = await openTracker(table, "alice");
    expect(html.querySelectorAll("[data-sgs-combat='act']").length).toBeGreaterThan(0);
    // ...and the tracker says how drunk he is.
    expect(html.textContent.replace(/\s+/g, " ")).toContain(
      t("SIXGUN.Combat.Drunk", { name: "Tex", what: t("SIXGUN.Table.Drunk.touched") }),
    );

    // Round 2: no Drunkard roll; activation 2 and 5 (the hostile side first); Tex's check 6 fails.
    combat.round = 2;
    script(table, [2, 5, 6]);
    await world.as("gm", () => rollCombatActivation(combat as never));
    await table.deliver();
    const kinds = table.cards().map((c) => cardFlags(c).kind);
    expect(kinds).toEqual(["drunkard", "activation", "activationChecks", "activation", "activationChecks"]);
    expect((combat.getFlag(SYSTEM_ID, "activation") as ActivationState).checks).toEqual({
      c0: "remainsInPlace",
    });
  });
});
