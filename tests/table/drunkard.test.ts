import { describe, expect, it } from "vitest";
import { SYSTEM_ID } from "../../src/config";
import { rollDrunkard } from "../../src/rules/blaze-of-glory/attributes/rolls";
import { rollActivationChecks } from "../../src/rules/blaze-of-glory/turn/attribute-checks";
import { blazeOfGloryCardRules } from "../../src/rulesets/blaze-of-glory/table/card-rules";
import {
  needsActivationCheck,
  rollActivationChecksPlan,
  rollDrunkardPlan,
} from "../../src/rulesets/blaze-of-glory/table/drunkard-flow";
import { activationChecksCard, drunkardCard } from "../../src/rulesets/blaze-of-glory/chat/drunkard-card";
import type { TableAction } from "../../src/rulesets/blaze-of-glory/table/actions";
import { isDisabled } from "../../src/rulesets/blaze-of-glory/table/figure";
import { NO_ENCOUNTER } from "../../src/rulesets/blaze-of-glory/data/source-types";
import type { StandInActor } from "../queries/world";
import { apply, effectsWorld, encounter, faces, fig, world } from "./effects-world";

/**
 * The Drunkard and Touched in the Head (L3075–3087), walked from the rules core's result to the
 * card and the changed actor: the roll at the start of an encounter sets (or clears) the figure's
 * `drunk` flag; the check on becoming active puts a Dead drunk who fails it Out of the Fight and
 * leaves a Touched figure where he is.
 */

effectsWorld({ roll: () => 3 });

/** A figure of the world with these attributes (as the sheet derives them). */
function withAttributes(actor: StandInActor, attributes: string[]): StandInActor {
  (actor.system.derived as { attributes: string[] }).attributes = attributes;
  return actor;
}

const drunkFlag = (actor: StandInActor) => actor.getFlag(SYSTEM_ID, "drunk");

describe("the Drunkard's roll at the start of an encounter", () => {
  it("above his Rep, the second die says how drunk: the card says so and the flag is set", async () => {
    const tex = withAttributes(world.actor("tex", "Tex", ["alice"]), ["drunkard"]);
    const sober = world.actor("jake", "Jake", ["bob"]);
    // Rep 4: a 6 beats it; the second die 2 is Dead drunk (L3079). Jake is no Drunkard: no die.
    const plan = rollDrunkardPlan(faces([6, 2]), [fig(tex), fig(sober)], world.settings);
    expect(plan.entries.map((e) => e.result)).toEqual([rollDrunkard(faces([6, 2]), 4)]);
    expect(plan.entries[0]!.result).toMatchObject({ drunk: true, condition: "deadDrunk", dice: [6, 2] });
    expect(plan.groups).toEqual([
      expect.objectContaining({
        name: "Tex",
        actions: [{ type: "drunk", actor: tex.uuid, state: "deadDrunk" }],
      }),
    ]);
    const card = drunkardCard(plan);
    expect(card.headline).toEqual([
      expect.objectContaining({ name: "Tex", what: "SIXGUN.Outcome.Drunkard.deadDrunk", tone: "bad" }),
    ]);
    expect(card.lines[0]!.dice.map((d) => d.face)).toEqual([6, 2]);
    expect(card.groups[0]!.changes).toEqual([
      expect.objectContaining({ key: "SIXGUN.Table.Change.drunk", nameKey: "SIXGUN.Table.Drunk.deadDrunk" }),
    ]);
    expect(drunkFlag(tex)).toBeUndefined();
    await apply(plan.groups);
    expect(drunkFlag(tex)).toBe("deadDrunk");
    expect(fig(tex).drunk).toBe("deadDrunk");
  });

  it("at or under his Rep he is sober: one die, and last encounter's state is cleared", async () => {
    const tex = withAttributes(world.actor("tex", "Tex", ["alice"]), ["drunkard"]);
    await tex.setFlag(SYSTEM_ID, "drunk", "staggering");
    // A 4 does not beat Rep 4: no second die (the script would fail loudly on one).
    const plan = rollDrunkardPlan(faces([4]), [fig(tex)], world.settings);
    expect(plan.entries[0]!.result).toMatchObject({ drunk: false, condition: null, dice: [4] });
    expect(drunkardCard(plan).headline[0]).toMatchObject({
      what: "SIXGUN.Outcome.Drunkard.sober",
      tone: "good",
    });
    await apply(plan.groups);
    expect(drunkFlag(tex)).toBeNull();
    expect(fig(tex).drunk).toBeNull();
  });

  it("a figure already out of the fight does not roll; an unchanged state offers no button", () => {
    const down = withAttributes(
      world.actor("doc", "Doc", [], { encounter: { ...NO_ENCOUNTER, outOfTheFight: true } }),
      ["drunkard"],
    );
    const tex = withAttributes(world.actor("tex", "Tex", ["alice"]), ["drunkard"]);
    const plan = rollDrunkardPlan(faces([1]), [fig(down), fig(tex)], world.settings);
    expect(plan.entries.map((e) => e.figure.name)).toEqual(["Tex"]);
    expect(plan.groups).toEqual([]);
  });

  it("the GM's apply writes only the book's states, and only on a figure", async () => {
    const tex = world.actor("tex", "Tex", ["alice"]);
    // A card is the poster's data: a made-up state is not written.
    const blind = { type: "drunk", actor: tex.uuid, state: "blind" } as unknown as TableAction;
    await world.as("gm", () => blazeOfGloryCardRules.applyAction(blind));
    expect(drunkFlag(tex)).toBeUndefined();
    const ironclad: TableAction = { type: "drunk", actor: tex.uuid, state: "ironclad" };
    await world.as("gm", () => blazeOfGloryCardRules.applyAction(ironclad));
    expect(drunkFlag(tex)).toBe("ironclad");
    // A horse is never drunk, whatever a card says.
    const horse = world.actor("dusty", "Dusty", []);
    (horse as { type: string }).type = "mount";
    const drunkHorse: TableAction = { type: "drunk", actor: horse.uuid, state: "ironclad" };
    await world.as("gm", () => blazeOfGloryCardRules.applyAction(drunkHorse));
    expect(drunkFlag(horse)).toBeUndefined();
  });
});

describe("the check on becoming active", () => {
  it("a Dead drunk who rolls over his Rep passes out: Out of the Fight once applied", async () => {
    const tex = withAttributes(world.actor("tex", "Tex", ["alice"]), ["drunkard"]);
    await tex.setFlag(SYSTEM_ID, "drunk", "deadDrunk");
    expect(needsActivationCheck(fig(tex))).toBe(true);
    const plan = rollActivationChecksPlan(faces([5]), [fig(tex)], world.settings);
    expect(plan.entries[0]!.result).toEqual(rollActivationChecks(faces([5]), { rep: 4, drunk: "deadDrunk" }));
    expect(plan.entries[0]!.result.status).toBe("passesOut");
    const card = activationChecksCard(plan);
    expect(card.headline[0]).toMatchObject({
      name: "Tex",
      what: "SIXGUN.Outcome.ActivationCheck.passesOut",
      tone: "bad",
    });
    expect(card.groups[0]!.changes[0]).toMatchObject({ nameKey: "SIXGUN.Table.Flag.outOfTheFight" });
    await apply(plan.groups);
    expect(encounter(tex).outOfTheFight).toBe(true);
    expect(isDisabled(fig(tex))).toBe(true);
    expect(needsActivationCheck(fig(tex))).toBe(false);
  });

  it("at or under his Rep he carries on; Touched over his Rep stays put, with nothing to apply", () => {
    const tex = withAttributes(world.actor("tex", "Tex", ["alice"]), ["drunkard"]);
    const loco = withAttributes(world.actor("loco", "Loco", []), ["touchedInTheHead"]);
    const plain = world.actor("jake", "Jake", ["bob"]);
    const texFig = { ...fig(tex), drunk: "deadDrunk" as const };
    expect(needsActivationCheck(fig(plain))).toBe(false);
    // Tex rolls 4 (carries on), Loco 6 (stays where he is); Jake rolls nothing.
    const plan = rollActivationChecksPlan(faces([4, 6]), [texFig, fig(plain), fig(loco)], world.settings);
    expect(plan.entries.map((e) => [e.figure.name, e.result.status])).toEqual([
      ["Tex", "actsNormally"],
      ["Loco", "remainsInPlace"],
    ]);
    expect(plan.groups).toEqual([]);
    expect(activationChecksCard(plan).headline.map((h) => [h.name, h.what, h.tone])).toEqual([
      ["Tex", "SIXGUN.Outcome.ActivationCheck.actsNormally", "good"],
      ["Loco", "SIXGUN.Outcome.ActivationCheck.remainsInPlace", "bad"],
    ]);
  });

  it("a Touched drunk checks as Touched in the Head does", () => {
    const tex = { ...fig(world.actor("tex", "Tex", ["alice"])), drunk: "touched" as const };
    const plan = rollActivationChecksPlan(faces([5]), [tex], world.settings);
    expect(plan.entries[0]!.result.checks).toEqual([{ code: "touched", die: 5, failed: true }]);
    expect(plan.entries[0]!.result.status).toBe("remainsInPlace");
  });
});
