import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resolveBasicBurst } from "../../../src/rules/sgs-classic/shooting";
import { reactionTest } from "../../../src/rulesets/sgs-classic/table/reaction-flow";
import { coolnessCheck } from "../../../src/rulesets/sgs-classic/table/coolness-flow";
import { shoot } from "../../../src/rulesets/sgs-classic/table/shoot-flow";
import { draw, horseCheck } from "../../../src/rulesets/sgs-classic/table/quick-flows";
import { lazyTableApi, loadRuntime, TABLE_API_NAMES } from "../../../src/rulesets/sgs-classic/load";
import type { StandInActor } from "../../queries/world";
import { cardsOfKind, lastClassicCard, makeClassicWorld, scriptDice, type ClassicWorld } from "./table-world";

/**
 * The classic table's roll buttons through their real entry points, the shell's dice bridge and
 * card posting: what each card says is what the rules core makes of the faces rolled.
 */

let world: ClassicWorld;
let tex: StandInActor; // Alice's
let jake: StandInActor; // Bob's

beforeEach(() => {
  world = makeClassicWorld();
  tex = world.figure("tex", "Tex", ["alice"], { cv: 5, coolness: 4 });
  jake = world.figure("jake", "Jake", ["bob"], { inCover: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const dice = (...faces: number[]) => scriptDice(world, ...faces);
const lastCard = () => lastClassicCard(world);
const cards = (kind: string) => cardsOfKind(world, kind);

describe("the reaction test button", () => {
  it("D3 a CV4 figure in cover rolls 5 and 6 on Shot At: one pass, it ducks down", async () => {
    dice(5, 6);
    const message = await world.as("bob", () =>
      reactionTest(jake.uuid, { test: "shotAt", skipDialog: true }),
    );
    expect(message).toBeTruthy();
    const card = lastCard();
    expect(card.head).toBe("SIXGUN.Classic.Reaction.Code.DUCK_DOWN");
    expect(card.dice).toEqual([
      { value: 5, passed: true },
      { value: 6, passed: false },
    ]);
    expect(card.lines[0]).toEqual({ key: "SIXGUN.Classic.Card.Target", value: 5 });
    expect(cards("classicReaction")).toHaveLength(1);
  });
  it("rolls only for an owner", async () => {
    dice(1, 1);
    expect(await world.as("alice", () => reactionTest(jake.uuid, { skipDialog: true }))).toBeNull();
    expect(cards("classicReaction")).toHaveLength(0);
  });
  it("uses the Advanced QRS's test when the world plays the advanced reactions", async () => {
    world.rules.advancedReactions = true;
    dice(1, 2);
    await world.as("bob", () => reactionTest(jake.uuid, { test: "receivedFire", skipDialog: true }));
    expect(lastCard().kicker).toBe("SIXGUN.Classic.Reaction.Test.receivedFire");
    expect(lastCard().head).toBe("SIXGUN.Classic.Reaction.Code.FIRE");
  });
});

describe("the Coolness check button", () => {
  it("D6 Coolness 4 rolling 3 and 5 flinches, and the figure keeps the result", async () => {
    dice(3, 5);
    await world.as("alice", () => coolnessCheck(tex.uuid));
    expect(lastCard().head).toBe("SIXGUN.Classic.CoolnessResult.flinch");
    expect((tex.system as { coolnessResult: string }).coolnessResult).toBe("flinch");
  });
});

describe("the shoot button", () => {
  it("the card shows each bullet as the rules core reads the faces, damage dice for the hits", async () => {
    // Coolness 4, 4 (steady); to-hit 1, 3, 2; damage for the hits.
    dice(4, 4, 1, 3, 2, 6, 5);
    await world.as("alice", () => shoot(tex.uuid, { target: jake.uuid, distance: 10, skipDialog: true }));
    const card = lastCard();
    // One bullet declared by default: CV5 + 1 + firer still (+1) + effective (+1) + target still (+1) − cover (1) = 8.
    const expected = resolveBasicBurst({
      cv: 5,
      situation: {
        firerStationary: true,
        effectiveRange: true,
        targetStationary: true,
        targetPoppedUp: false,
        targetInCover: true,
      },
      coolness: "steady",
      dice: [1],
    });
    expect(card.bullets.map((b) => [b.total, b.result])).toEqual(
      expected.map((b) => [b.total, `SIXGUN.Classic.Hit.${b.result}`]),
    );
    expect(card.bullets[0]!.damage).toBe("3 (3)");
    expect(card.head).toBe("SIXGUN.Classic.Shot.Hits");
  });
  it("refuses a shot out of the weapon's reach and rolls nothing", async () => {
    dice();
    expect(
      await world.as("alice", () => shoot(tex.uuid, { target: jake.uuid, distance: 40, skipDialog: true })),
    ).toBeNull();
    expect(cards("classicShot")).toHaveLength(0);
  });
  it("reads the advanced To Hit table when the world plays advanced shooting", async () => {
    world.rules.advancedShooting = true;
    // Coolness 1, 1 (steady); to-hit 3: CV5 + 3 = 8, target in cover → Scratch.
    dice(1, 1, 3);
    await world.as("alice", () => shoot(tex.uuid, { target: jake.uuid, distance: 10, skipDialog: true }));
    expect(lastCard().bullets.map((b) => [b.total, b.result, b.why])).toEqual([
      [8, "SIXGUN.Classic.Hit.scratch", "SIXGUN.Classic.Condition.targetInCover"],
    ]);
  });
});

describe("the horse check and Draw! buttons", () => {
  it("D12 (6,3) then 5: the horse breaks stride and throws its rider", async () => {
    dice(6, 3, 5);
    await world.as("alice", () => horseCheck(tex.uuid));
    expect(lastCard().head).toBe("SIXGUN.Classic.Horse.Result.thrown");
    expect(lastCard().lines).toEqual([{ key: "SIXGUN.Classic.Horse.ThrowDie", value: 5 }]);
  });
  it("D12 (5,2): the horse keeps going, no third die", async () => {
    dice(5, 2);
    await world.as("alice", () => horseCheck(tex.uuid));
    expect(lastCard().head).toBe("SIXGUN.Classic.Horse.Result.keepsGoing");
  });
  it("D19 Tex CV5 rolls 2, Jake CV4 rolls 3: 7 each, the cooler head shoots first", async () => {
    (jake.system as { coolness: number }).coolness = 5;
    dice(2, 3);
    await world.as("alice", () => draw(tex.uuid, { target: jake.uuid }));
    expect(lastCard().head).toBe("SIXGUN.Classic.Draw.First");
    expect(lastCard().headData).toEqual({ name: "Jake" });
    expect(lastCard().dice.map((d) => d.value)).toEqual([2, 3]);
  });
  it("refuses a Draw! with no one to face", async () => {
    dice();
    expect(await world.as("alice", () => draw(tex.uuid))).toBeNull();
    expect(cards("classicDraw")).toHaveLength(0);
  });
});

describe("game.sixGunSound.classic", () => {
  it("offers every table action before the runtime loads, and each is the runtime's", async () => {
    const runtime = await loadRuntime();
    expect(Object.keys(runtime.TABLE_API).sort()).toEqual([...TABLE_API_NAMES].sort());
    expect(Object.keys(lazyTableApi()).sort()).toEqual([...TABLE_API_NAMES].sort());
  });
});
