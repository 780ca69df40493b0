import { describe, expect, it } from "vitest";
import { sequenceDice } from "../../../src/rules/core";
import { reactionFireTarget, resolveReaction } from "../../../src/rules/blaze-of-glory/reactions";
import { type ShooterInput, rollShot } from "../../../src/rules/blaze-of-glory/shooting";
import { activeFigureActions } from "../../../src/rules/blaze-of-glory/turn";

/**
 * W-12 (L1141): fire taken in reaction is on top of the one active fire. Jim Bob Joe walks into
 * the street, a cowboy fires at him and misses, JBJ fires back in reaction and drops him, then
 * still has his active fire for a second cowboy who never saw him (and so takes no test).
 */

const figure = (rep: number): ShooterInput["figure"] => ({
  profession: "cowboy",
  rep,
  veteran: false,
  attributes: [],
});

describe("W-12: reaction fire does not use up the active fire", () => {
  it("plays the book's sequence through the rules core", () => {
    // The cowboy sees JBJ and passes GOT A SHOT.
    const gotAShot = resolveReaction([1, 2], { figure: { profession: "cowboy", sand: 4 }, test: "gotAShot" });
    expect(gotAShot.directive).toBe("fire");

    // His pistol shot misses: 2 + Rep 4 = 6.
    const cowboyShot = rollShot(sequenceDice(2), {
      shooter: { figure: figure(4), weapon: "pistol" },
      targets: [{ dice: 1, distance: 8, figure: { rep: 5, toughness: 4 } }],
    });
    expect(cowboyShot.targets[0]).toMatchObject({ outcome: "miss", beenShotAt: true });

    // JBJ takes BEEN SHOT AT in the open and fires back; being active he could pick any target.
    const beenShotAt = resolveReaction([2, 3], {
      figure: { profession: "gunfighter", sand: 5 },
      test: "beenShotAt",
    });
    expect(beenShotAt.passes).toBe(2);
    expect(["fire", "finishMoveAndFire"]).toContain(beenShotAt.directive);
    expect(reactionFireTarget(true)).toBe("anyTarget");

    // His reaction shot: 6 + Rep 5 = 11, a hit; damage white 6 + coloured 6 = 12, chest, Obviously Dead.
    const reactionShot = rollShot(sequenceDice(6, 6, 6), {
      shooter: { figure: figure(5), weapon: "pistol" },
      targets: [{ dice: 1, distance: 8, figure: { rep: 4, toughness: 4 } }],
    });
    expect(reactionShot.targets[0]!.outcome).toBe("obviouslyDead");

    // The reaction fire did not spend the activation's one active fire.
    const after = activeFigureActions({ weapon: "pistol", weaponLoaded: true, activeFireUsed: false });
    expect(after.actions).toContain("activeFire");
    const spent = activeFigureActions({ weapon: "pistol", weaponLoaded: true, activeFireUsed: true });
    expect(spent.actions).not.toContain("activeFire");
  });
});
