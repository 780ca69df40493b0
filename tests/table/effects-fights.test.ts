import { describe, expect, it } from "vitest";
import { SYSTEM_ID } from "../../src/config";
import { seededDice } from "../../src/rules/core";
import { followUpIsWhole } from "../../src/rulesets/blaze-of-glory/table/card-rules";
import { recovery } from "../../src/rulesets/blaze-of-glory/table/api";
import { rollReactionPlan } from "../../src/rulesets/blaze-of-glory/table/reaction-flow";
import {
  redrawFromStored,
  rollDrawPlan,
  withRedrawFollowUps,
  type DrawDeclaration,
} from "../../src/rulesets/blaze-of-glory/table/draw-flow";
import { rollMeleePlan, type MeleeDeclaration } from "../../src/rulesets/blaze-of-glory/table/melee-flow";
import { hitActions, rollExchangePlan } from "../../src/rulesets/blaze-of-glory/table/shooting-flow";
import { exchangeDeclaration, revealShooters } from "../../src/rulesets/blaze-of-glory/table/exchange-entry";
import { situationFromFigure } from "../../src/rulesets/blaze-of-glory/table/figure";
import { NO_ENCOUNTER } from "../../src/rulesets/blaze-of-glory/data/source-types";
import { cardFlags, type StandInActor } from "../queries/world";
import { apply, effectsWorld, encounter, faces, fig, useDice, world } from "./effects-world";

/**
 * What the Draw, Fightin' and an exchange of fire return, walked to the changed actor: a FLINCH
 * CHECK carried into the Draw, a Star who cheats death leaving play, a bare-handed Out of the Fight
 * reaching the after-battle recovery, and a Hidden figure who fires being seen.
 */

effectsWorld(seededDice(1));

const PISTOL = "pistol0000000001";

function drawBetween(a: StandInActor, b: StandInActor): DrawDeclaration {
  return {
    figures: [
      { figure: fig(a), weapon: PISTOL, targets: [b.uuid] },
      { figure: fig(b), weapon: PISTOL, targets: [a.uuid] },
    ],
  };
}

describe("Flinched! is carried into the Draw", () => {
  it("a FLINCH CHECK taken before the Draw stands: no second test, one die less, and the token is cleared after", async () => {
    const tex = world.actor("tex", "Tex", ["alice"]);
    const jake = world.actor("jake", "Jake", ["bob"]);
    // Tex's FLINCH CHECK on its own, pass 1: Flinched!
    const f = fig(tex);
    const flinch = rollReactionPlan(faces([1, 6]), f, "flinch", situationFromFigure(f), world.settings);
    expect(flinch.result.directive).toBe("flinched");
    await apply(flinch.groups);
    expect(encounter(tex).flinched).toBe(true);

    // The Draw: only Jake tests (two 1s: draws as normal); every draw die a 5 after that (a tie).
    const plan = rollDrawPlan(faces([1, 1], 5), drawBetween(tex, jake), world.settings);
    expect(plan.flinch.map((x) => x.id)).toEqual([jake.uuid]);
    expect(plan.participants.find((p) => p.id === tex.uuid)!.flinch).toBe("flinched");
    const texPool = plan.draw.figures.find((x) => x.id === tex.uuid)!.pool;
    const jakePool = plan.draw.figures.find((x) => x.id === jake.uuid)!.pool;
    expect(texPool.modifiers.map((m) => m.code)).toContain("flinched");
    expect(texPool.size).toBe(jakePool.size - 1);
    await apply(plan.groups);
    expect(encounter(tex).flinched).toBe(false);
  });

  it("a Flinched! rolled in the Draw counts there only: the token keeps no Flinched for the next Draw", async () => {
    const tex = world.actor("tex", "Tex", ["alice"]);
    const jake = world.actor("jake", "Jake", ["bob"]);
    const plan = rollDrawPlan(faces([1, 6, 1, 1], 5), drawBetween(tex, jake), world.settings);
    expect(plan.participants.find((p) => p.id === tex.uuid)!.flinch).toBe("flinched");
    await apply(plan.groups);
    expect(encounter(tex).flinched).toBe(false);
  });
});

describe("FLINCH CHECK pass 0: unmanned", () => {
  it("runs and loses a Sand; the figure who drew on him gets a button to stop him, and a stopped runaway draws", async () => {
    const tex = world.actor("tex", "Tex", ["alice"]);
    const jake = world.actor("jake", "Jake", ["bob"]);
    const decl = drawBetween(tex, jake);
    // Tex's FLINCH CHECK passes nothing, Jake's both dice; Jake's pool is then rolled alone.
    const rolled = rollDrawPlan(faces([6, 6, 1, 1], 5), decl, world.settings);
    expect(rolled.draw.figures.find((f) => f.id === tex.uuid)).toMatchObject({
      status: "ranAway",
      mayBeStoppedBy: [jake.uuid],
    });
    await apply(rolled.groups);
    expect(encounter(tex).runaway).toBe(true);
    expect(tex.system.sand).toBe(3);

    const buttons = withRedrawFollowUps(rolled, decl);
    const stop = buttons.find((f) => f.type === "redraw")!;
    expect(stop).toMatchObject({
      actor: tex.uuid,
      winner: jake.uuid,
      reason: "SIXGUN.Outcome.Draw.mayBeStopped",
    });
    if (stop.type !== "redraw") throw new Error("unreachable");
    expect(followUpIsWhole(stop)).toBe(true);

    // Tex fails GOT THE DROP: the two draw again at once, Jake with the drop, Tex a die down.
    const gotTheDrop = rollReactionPlan(faces([6]), fig(tex), "gotTheDrop", {}, world.settings);
    expect(gotTheDrop.result.directive).toBe("redraw");
    const again = redrawFromStored(stop.draw, [fig(tex), fig(jake)], jake.uuid, tex.uuid, gotTheDrop.result)!;
    const redraw = rollDrawPlan(faces([], 5), again, world.settings);
    const texAgain = redraw.draw.figures.find((f) => f.id === tex.uuid)!;
    expect(texAgain.status).toBe("drew");
    expect(texAgain.pool.modifiers.map((m) => m.code)).toContain("flinched");
    expect(redraw.draw.figures.find((f) => f.id === jake.uuid)!.pool.modifiers.map((m) => m.code)).toContain(
      "gotTheDrop",
    );
  });
});

describe("a Star who cheats death is removed from play", () => {
  it("outdrawn with a 3 among two more passes by a figure of his Rep", async () => {
    const tex = world.actor("tex", "Tex", ["alice"], { rep: 4 });
    const jake = world.actor("jake", "Jake", ["bob"], { rep: 4, star: true });
    // Both draw as normal; Tex passes 3, 3 and Jake nothing: two more, and a 3.
    const plan = rollDrawPlan(
      faces([1, 1, 1, 1, 3, 3, 5, 5, 5, 5, 5, 5]),
      drawBetween(tex, jake),
      world.settings,
    );
    expect(plan.kills).toEqual([{ target: jake.uuid, by: tex.uuid, outcome: "cheatedDeath" }]);
    await apply(plan.groups);
    expect(encounter(jake)).toMatchObject({ removedFromPlay: true, obviouslyDead: false });
  });

  it("cut down in a fight by a figure of his Rep", async () => {
    const tex = world.actor("tex", "Tex", ["alice"], { rep: 4 });
    const jake = world.actor("jake", "Jake", ["bob"], { rep: 4, star: true });
    // A killing stroke kills only with a melee weapon in hand (L1809).
    tex.items.push({
      id: "knife00000000001",
      name: "Knife",
      type: "weapon",
      system: { weapon: "knife", ammo: "loaded", capAndBall: false },
    });
    const decl: MeleeDeclaration = {
      fighters: [
        { figure: fig(tex), side: "a", weapon: "knife00000000001" },
        { figure: fig(jake), side: "b" },
      ],
      contacts: [[tex.uuid, jake.uuid]],
    };
    // Tex passes every die, Jake none: a killing stroke.
    const plan = rollMeleePlan(faces([1, 1, 1, 1, 6, 6, 6, 6], 6), decl, world.settings);
    expect(plan.kills).toEqual([{ target: jake.uuid, by: tex.uuid, outcome: "cheatedDeath" }]);
    await apply(plan.groups);
    expect(encounter(jake)).toMatchObject({ removedFromPlay: true, obviouslyDead: false });
  });
});

describe("a Star who cheats death when shot", () => {
  it("is removed from play", async () => {
    const jake = world.actor("jake", "Jake", ["bob"], { star: true });
    const unhurt = fig(jake).system.wounds;
    await apply([
      {
        id: "target0",
        label: "",
        name: "Jake",
        auto: false,
        actions: hitActions(jake.uuid, unhurt, unhurt, "cheatedDeath"),
      },
    ]);
    expect(encounter(jake)).toMatchObject({ removedFromPlay: true, obviouslyDead: false });
  });
});

describe("Out of the Fight from foes with no weapon: +1 die on the after-battle recovery", () => {
  /** A fight between two bare-handed figures, from the first seed that puts one Out of the Fight. */
  function bareHandedOof() {
    const tex = world.actor("tex", "Tex", ["alice"]);
    const jake = world.actor("jake", "Jake", ["bob"]);
    const decl: MeleeDeclaration = {
      fighters: [
        { figure: fig(tex), side: "a" },
        { figure: fig(jake), side: "b" },
      ],
      contacts: [[tex.uuid, jake.uuid]],
    };
    for (let seed = 1; seed < 500; seed++) {
      const plan = rollMeleePlan(seededDice(seed), decl, world.settings);
      const down = plan.fight.fighters.find((f) => f.status === "outOfFight");
      if (down) return { plan, down: down.id === tex.uuid ? tex : jake, unarmed: down.unarmedMelee };
    }
    throw new Error("no seed put a fighter Out of the Fight");
  }

  it("the fight notes it on the figure; his recovery rolls one die more, then forgets it", async () => {
    const { plan, down, unarmed } = bareHandedOof();
    expect(unarmed).toBe(true);
    await apply(plan.groups);
    expect(encounter(down).outOfTheFight).toBe(true);
    expect(down.flags[SYSTEM_ID]?.oofUnarmed).toBe(true);

    // After the battle, every die a 1: Physically Fit reads 2d6 + 1d6 for the bare-handed fight
    // (a Hand), then Mentally Fit 2d6.
    useDice({ roll: () => 1 });
    await world.as("gm", () => recovery(down.uuid));
    const card = cardFlags(world.live().at(-1)!);
    expect(card.kind).toBe("recovery");
    expect((world.live().at(-1)!.flags[SYSTEM_ID]!.card as { faces: number[] }).faces).toHaveLength(5);
    const actions = card.groups.flatMap((g) => g.actions) as {
      type: string;
      key?: string;
      value?: boolean;
    }[];
    expect(actions).toContainEqual(
      expect.objectContaining({ type: "memo", key: "oofUnarmed", value: false }),
    );
    await apply(card.groups as never);
    expect(down.flags[SYSTEM_ID]?.oofUnarmed).toBe(false);
  });

  it("a figure put down any other way rolls the usual dice", async () => {
    const tex = world.actor("tex", "Tex", ["alice"], {
      encounter: { ...NO_ENCOUNTER, outOfTheFight: true },
    });
    useDice({ roll: () => 1 });
    const faceCount = async () => {
      await world.as("gm", () => recovery(tex.uuid));
      return (world.live().at(-1)!.flags[SYSTEM_ID]!.card as { faces: number[] }).faces.length;
    };
    expect(await faceCount()).toBe(4);
    await world.as("gm", () => tex.setFlag(SYSTEM_ID, "oofUnarmed", true));
    expect(await faceCount()).toBe(5);
  });
});

describe("an exchange of fire reveals a Hidden shooter", () => {
  function exchange(firstHidden: boolean, secondHidden: boolean) {
    const tex = world.actor("tex", "Tex", ["alice"], { encounter: { ...NO_ENCOUNTER, hidden: firstHidden } });
    const jake = world.actor("jake", "Jake", ["bob"], {
      encounter: { ...NO_ENCOUNTER, hidden: secondHidden },
    });
    const decl = exchangeDeclaration(fig(tex), fig(jake), 6)!;
    return { tex, jake, decl };
  }

  it("the figure who fired first from hiding is seen for good", async () => {
    const { tex, decl } = exchange(true, false);
    const plan = revealShooters(rollExchangePlan(seededDice(11), decl, world.settings), decl, world.settings);
    expect(plan.result.firers[0]).toBe("first");
    await apply(plan.groups);
    expect(encounter(tex).hidden).toBe(false);
  });

  /** Tex against a Hidden Jake on the first seed where Jake fires back (or, `firesBack` false, never does). */
  function hiddenJakeExchange(firesBack: boolean) {
    for (let seed = 1; seed < 500; seed++) {
      const { jake, decl } = exchange(false, true);
      const plan = revealShooters(
        rollExchangePlan(seededDice(seed), decl, world.settings),
        decl,
        world.settings,
      );
      if (plan.result.firers.includes("second") === firesBack) return { jake, plan };
    }
    throw new Error(
      firesBack ? "no seed had the second figure fire back" : "no seed ended the exchange on the first shot",
    );
  }

  it("a Hidden figure who never fired stays hidden", async () => {
    // Tex fires first and his shot drops Jake at once: Jake never fires.
    const { jake, plan } = hiddenJakeExchange(false);
    await apply(plan.groups);
    expect(encounter(jake).hidden).toBe(true);
  });

  it("a Hidden figure who fires back is seen", async () => {
    const { jake, plan } = hiddenJakeExchange(true);
    await apply(plan.groups);
    expect(encounter(jake).hidden).toBe(false);
  });
});
