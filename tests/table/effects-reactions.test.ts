import { describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../src/config";
import { seededDice } from "../../src/rules/core";
import { followUpIsWhole } from "../../src/rulesets/blaze-of-glory/table/card-rules";
import { reload, rollReactionHere, runFollowUpHere } from "../../src/rulesets/blaze-of-glory/table/api";
import {
  leaderFollowUps,
  meetsInMelee,
  rollReactionPlan,
} from "../../src/rulesets/blaze-of-glory/table/reaction-flow";
import { rollMeleePlan, withCarried } from "../../src/rulesets/blaze-of-glory/table/melee-flow";
import { isDisabled, situationFromFigure } from "../../src/rulesets/blaze-of-glory/table/figure";
import type { FollowUp } from "../../src/rulesets/blaze-of-glory/table/actions";
import { NO_ENCOUNTER } from "../../src/rulesets/blaze-of-glory/data/source-types";
import type { ReactionTest } from "../../src/rules/blaze-of-glory/reactions";
import { cardFlags, type StandInActor } from "../queries/world";
import { apply, effectsWorld, encounter, faces, fig, useDice, world } from "./effects-world";

/**
 * Every effect a reaction result carries, walked from the rules core's result to the changed actor
 * (or to the button it offers, and from the button to its card): removed from play, Siouxside, a
 * Born Leader's friends, the GOT A SHOT roll-off, and the fight a charge leads to.
 */

effectsWorld({ roll: () => 3 });

/** Rolls a reaction test from `dice`, as the table's flow does, for a figure of the world. */
function react(
  actor: StandInActor,
  test: ReactionTest,
  dice: number[],
  cause?: StandInActor,
  situation = {},
) {
  const c = cause ? { uuid: cause.uuid, name: cause.name } : undefined;
  const f = fig(actor);
  return rollReactionPlan(faces(dice), f, test, situationFromFigure(f, situation), world.settings, c);
}

describe("COMIN' BACK pass 0: removed from play", () => {
  it("sets Removed from Play, clears Runaway, and the figure can act no more", async () => {
    const tex = world.actor("tex", "Tex", ["alice"], { encounter: { ...NO_ENCOUNTER, runaway: true } });
    // Sand 4: two 6s pass nothing.
    const plan = react(tex, "cominBack", [6, 6]);
    expect(plan.result.directive).toBe("removedFromPlay");
    expect(plan.result.effects).toContainEqual({ condition: "removedFromPlay" });
    await apply(plan.groups);
    expect(encounter(tex)).toMatchObject({ removedFromPlay: true, runaway: false });
    expect(isDisabled(fig(tex))).toBe(true);
  });
});

describe("Siouxside", () => {
  it("a mounted Plains warrior told to Duck Back hangs on his horse's side instead", async () => {
    const crow = world.actor("crow", "Crow", [], {
      profession: "warrior",
      warriorRegion: "plains",
      encounter: { ...NO_ENCOUNTER, mounted: true },
    });
    // Fired on from the flank, pass 1: Duck Back on his sheet, which the rules core turns.
    const plan = react(crow, "beenShotAt", [1, 6], undefined, { from: "flank" });
    expect(plan.result.rowDirective).toBe("duckBack");
    expect(plan.result.directive).toBe("siouxside");
    await apply(plan.groups);
    expect(encounter(crow)).toMatchObject({ siouxside: true, duckBack: false });
  });

  it("hanging on his horse's side he cannot reload; sitting up again, he can", async () => {
    const crow = world.actor("crow", "Crow", [], {
      profession: "warrior",
      warriorRegion: "plains",
      encounter: { ...NO_ENCOUNTER, mounted: true, siouxside: true },
    });
    (crow.items[0] as { system: { ammo: string } }).system.ammo = "mustReload";
    useDice(faces([1, 1]));
    await world.as("gm", () => reload(crow.uuid));
    expect(world.live()).toEqual([]);
    expect(world.notes.map((n) => n.text)).toContainEqual(expect.stringContaining("Siouxside"));
    encounter(crow).siouxside = false;
    await world.as("gm", () => reload(crow.uuid));
    expect(world.live()).toHaveLength(1);
  });

  it("on foot he ducks back as usual", async () => {
    const crow = world.actor("crow", "Crow", [], { profession: "warrior", warriorRegion: "plains" });
    const plan = react(crow, "beenShotAt", [1, 6], undefined, { from: "flank" });
    await apply(plan.groups);
    expect(encounter(crow)).toMatchObject({ siouxside: false, duckBack: true });
  });
});

describe('Born Leader: friends within 4" react as he does', () => {
  function leaderWorld() {
    const marshal = world.actor("marshal", "Bob", ["alice"], { profession: "marshal" });
    (marshal.system.derived as { attributes: string[] }).attributes = ["bornLeader"];
    const tex = world.actor("tex", "Tex", ["alice"]);
    const far = world.actor("far", "Far", ["alice"]);
    const foe = world.actor("foe", "Foe", []);
    const shooter = world.actor("shooter", "Shooter", []);
    // Tokens on a scene measured in inches: Tex 3" away, Far 9" away, the foe 2" away on the other side.
    const token = (a: StandInActor, x: number, disposition: number) => ({
      id: a.id,
      name: a.name,
      actor: a,
      center: { x, y: 0 },
      document: { uuid: `Token.${a.id}`, disposition },
    });
    const tokens = [token(marshal, 0, 1), token(tex, 3, 1), token(far, 9, 1), token(foe, 2, -1)];
    for (const t of tokens) t.actor.getActiveTokens = () => [t];
    vi.stubGlobal("canvas", {
      grid: {
        measurePath: (w: { x: number; y: number }[]) => ({
          distance: Math.hypot(w[1]!.x - w[0]!.x, w[1]!.y - w[0]!.y),
        }),
      },
      tokens: { placeables: tokens },
    });
    return { marshal, tex, far, foe, shooter };
  }

  it("the leader's card offers one button per friend in reach; the friend reads the leader's pass count", async () => {
    const { marshal, tex, shooter } = leaderWorld();
    // Born Leader rolls 3d6 for BEEN SHOT AT: three 6s pass nothing; in the open, that is Runaway.
    useDice(faces([6, 6, 6]));
    const cause = { uuid: shooter.uuid, name: shooter.name };
    await world.as("alice", () => rollReactionHere(marshal.uuid, "beenShotAt", { skipDialog: true, cause }));
    const card = cardFlags(world.live().at(-1)!);
    const follow = card.followUps.filter((f) => f.type === "followLeader") as Extract<
      FollowUp,
      { type: "followLeader" }
    >[];
    // Only Tex: Far is beyond 4" and the foe is on the other side.
    expect(follow).toEqual([
      expect.objectContaining({ actor: tex.uuid, test: "beenShotAt", passes: 0, leaderName: "Bob", cause }),
    ]);
    expect(followUpIsWhole(follow[0]!)).toBe(true);

    // Tex's owner clicks: no dice are thrown, and Tex runs as his leader did.
    useDice(faces([]));
    await world.as("alice", () => runFollowUpHere(follow[0]!, { skipDialog: true }));
    const texCard = cardFlags(world.live().at(-1)!);
    await apply(texCard.groups as never);
    expect(encounter(tex)).toMatchObject({ runaway: true });
  });

  it("a copy never reaches GOT A SHOT, nor a figure who is not a Born Leader", () => {
    const { marshal, tex, shooter } = leaderWorld();
    const friends = [{ uuid: tex.uuid, name: tex.name }];
    const gotAShot = react(marshal, "gotAShot", [1, 1], shooter);
    expect(leaderFollowUps(fig(marshal), gotAShot.result, friends)).toEqual([]);
    const plain = react(tex, "beenShotAt", [6, 6], shooter);
    expect(leaderFollowUps(fig(tex), plain.result, [{ uuid: "Actor.far", name: "Far" }])).toEqual([]);
  });
});

describe("GOT A SHOT pass 1 with the active target's Sand unknown: the roll-off button", () => {
  function rollOffButton() {
    const tex = world.actor("tex", "Tex", ["alice"]);
    const jake = world.actor("jake", "Jake", ["bob"], { sand: 4 });
    const plan = react(tex, "gotAShot", [1, 6], jake);
    expect(plan.result.directive).toBe("rollOff");
    const f = plan.followUps.find((x) => x.type === "rollOff")!;
    expect(f).toMatchObject({ actor: jake.uuid, tester: tex.uuid, dice: [1, 6] });
    expect(followUpIsWhole(f)).toBe(true);
    return { tex, jake, f };
  }

  /** Bob takes Jake's roll-off on these dice: the two figures and the buttons of the card it posts. */
  async function rollOff(dice: number[]) {
    const { tex, jake, f } = rollOffButton();
    useDice(faces(dice));
    await world.as("bob", () => runFollowUpHere(f));
    return { tex, jake, next: cardFlags(world.live().at(-1)!).followUps };
  }

  it("the target passes 2: he fires first at Rep −1", async () => {
    const { tex, jake, next } = await rollOff([1, 2]);
    expect(next).toEqual([
      expect.objectContaining({
        type: "shoot",
        actor: jake.uuid,
        target: tex.uuid,
        active: true,
        repMod: -1,
      }),
    ]);
  });

  it("the target passes 1 or 0: the tester fires first at Rep −1", async () => {
    const { tex, jake, next } = await rollOff([1, 6]);
    expect(next).toEqual([
      expect.objectContaining({
        type: "shoot",
        actor: tex.uuid,
        target: jake.uuid,
        active: false,
        repMod: -1,
      }),
    ]);
  });

  it("faces that do not call for a roll-off are refused, and nothing is posted", async () => {
    const { f } = rollOffButton();
    useDice(faces([1, 2]));
    const before = world.messages.length;
    await world.as("bob", () => runFollowUpHere({ ...f, dice: [1, 1] }));
    expect(world.messages.length).toBe(before);
    expect(world.notes.some((n) => n.level === "error")).toBe(true);
    expect(followUpIsWhole({ ...f, dice: [0, 9] })).toBe(false);
    expect(followUpIsWhole({ ...f, tester: f.actor })).toBe(false);
  });
});

describe("BEING CHARGED: fire, then prepare to fight", () => {
  it("offers the shot at the charger and then the fight with him", async () => {
    const tex = world.actor("tex", "Tex", ["alice"]);
    const jake = world.actor("jake", "Jake", ["bob"]);
    const plan = react(tex, "beingCharged", [1, 1], jake);
    expect(plan.result.directive).toBe("fireAndPrepare");
    expect(plan.followUps.map((f) => f.type)).toEqual(["shoot", "melee"]);
    const fight = plan.followUps[1]!;
    expect(fight).toMatchObject({ actor: tex.uuid, opponent: jake.uuid, chargePenalty: false });
    expect(followUpIsWhole(fight)).toBe(true);

    // Tex's owner clicks "Fightin'": the fight between the two is rolled and posted.
    useDice(seededDice(5));
    await world.as("alice", () => runFollowUpHere(fight, { skipDialog: true }));
    const card = cardFlags(world.live().at(-1)!);
    expect(card.kind).toBe("melee");
  });

  it("a figure that runs from the charge fights nobody", () => {
    const tex = world.actor("tex", "Tex", ["alice"]);
    const jake = world.actor("jake", "Jake", ["bob"]);
    const plan = react(tex, "beingCharged", [6, 6], jake);
    expect(plan.result.directive).toBe("runaway");
    expect(meetsInMelee(plan.result)).toBe(false);
    expect(plan.followUps).toEqual([]);
  });

  it("the die and the Rep a reaction costs reach the first round of the fight", () => {
    const prospector = world.actor("pete", "Pete", ["alice"], { profession: "prospector" });
    const jake = world.actor("jake", "Jake", ["bob"]);
    // In cover, pass 1: fire, then prepare to fight at −1 die.
    const lessDice = react(prospector, "beingCharged", [1, 6], jake, { inCover: true });
    expect(lessDice.result.directive).toBe("fireAndPrepareAtMinusOneDie");
    // Charged from the flank with no shot to take, pass 2: turn to face at −1 Rep.
    const lessRep = react(prospector, "beingCharged", [1, 1], jake, { from: "flank", canFire: false });
    expect(lessRep.result.directive).toBe("turnToFaceAtMinusOneRep");

    const firstRound = (f: FollowUp) => {
      if (f.type !== "melee") throw new Error("not a fight");
      const decl = withCarried(
        {
          fighters: [
            { figure: fig(prospector), side: "a" },
            { figure: fig(jake), side: "b" },
          ],
          contacts: [[prospector.uuid, jake.uuid]],
        },
        { [f.actor]: { chargePenalty: f.chargePenalty, firstRoundRepModifier: f.firstRoundRepModifier } },
      );
      const plan = rollMeleePlan({ roll: () => 3 }, decl, world.settings);
      return plan.fight.rounds[0]!.result.fighters.find((x) => x.id === prospector.uuid)!.pool;
    };
    const plain = firstRound({
      ...lessDice.followUps.find((f) => f.type === "melee")!,
      chargePenalty: false,
    });
    const die = firstRound(lessDice.followUps.find((f) => f.type === "melee")!);
    const rep = firstRound(lessRep.followUps.find((f) => f.type === "melee")!);
    expect(die.size).toBe(plain.size - 1);
    expect(rep.base).toBe(plain.base - 1);
  });

  it("WANTING TO CHARGE: the figure charged takes BEING CHARGED, and the charger's lost die reaches the fight", async () => {
    const pete = world.actor("pete", "Pete", ["alice"], { profession: "prospector" });
    const jake = world.actor("jake", "Jake", ["bob"]);
    // Pass 1 in the open: charge at −1 die.
    const charge = react(pete, "wantingToCharge", [1, 6], jake);
    expect(charge.result.directive).toBe("chargeAtMinusOneDie");
    expect(charge.followUps).toEqual([
      expect.objectContaining({
        type: "reaction",
        actor: jake.uuid,
        test: "beingCharged",
        cause: { uuid: pete.uuid, name: "Pete", chargePenalty: true },
      }),
    ]);
    const beingCharged = charge.followUps[0]!;
    if (beingCharged.type !== "reaction") throw new Error("unreachable");

    // Jake's owner clicks: pass 2, he fires and prepares; the fight names Pete's lost die.
    useDice(faces([1, 1]));
    await world.as("bob", () => runFollowUpHere(beingCharged, { skipDialog: true }));
    const card = cardFlags(world.live().at(-1)!);
    const fight = card.followUps.find((f) => f.type === "melee") as Extract<FollowUp, { type: "melee" }>;
    expect(fight).toMatchObject({ actor: jake.uuid, opponent: pete.uuid, opponentChargePenalty: true });
    expect(card.followUps.map((f) => f.type)).toEqual(["shoot", "melee"]);

    const decl = withCarried(
      {
        fighters: [
          { figure: fig(jake), side: "a" },
          { figure: fig(pete), side: "b" },
        ],
        contacts: [[jake.uuid, pete.uuid]],
      },
      { [pete.uuid]: { chargePenalty: fight.opponentChargePenalty } },
    );
    const round = rollMeleePlan({ roll: () => 3 }, decl, world.settings).fight.rounds[0]!.result;
    const pool = (id: string) => round.fighters.find((x) => x.id === id)!.pool.size;
    expect(pool(pete.uuid)).toBe(pool(jake.uuid) - 1);
  });
});

describe("the system flags a reaction leaves", () => {
  it("a Tough figure's first Runaway turned Duck Back is remembered on the actor", async () => {
    const tex = world.actor("tex", "Tex", ["alice"]);
    (tex.system.derived as { attributes: string[] }).attributes = ["tough"];
    const plan = react(tex, "beenShotAt", [6, 6]);
    expect(plan.result.toughConsumed).toBe(true);
    await apply(plan.groups);
    expect(tex.flags[SYSTEM_ID]?.toughUsed).toBe(true);
    expect(encounter(tex)).toMatchObject({ duckBack: true, runaway: false });
  });
});
