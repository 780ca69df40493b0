import { describe, expect, it } from "vitest";
import { nextStep, replay, rollThrough, scriptedRoller, type DieSpec } from "../../src/shell/dice/bridge";
import { reactionDice, shotDice } from "../../src/rulesets/blaze-of-glory/dice-purposes";
import { rollReaction, type ReactionRequest } from "../../src/rules/blaze-of-glory/reactions";
import { rollShot, type ShotInput } from "../../src/rules/blaze-of-glory/shooting";
import { RulesError, sequenceDice, type DiceSource } from "../../src/rules/core";

describe("rollThrough: Foundry dice into the rules core", () => {
  const request: ReactionRequest = {
    figure: { profession: "cowboy", sand: 4 },
    test: "beenShotAt",
    situation: {},
  };

  it("rolls exactly the dice the rules read, as one labelled step", async () => {
    const roller = scriptedRoller([2, 5]);
    const out = await rollThrough(
      (s) => rollReaction(s, request),
      (r) => reactionDice(r),
      roller,
    );
    expect(out.faces).toEqual([2, 5]);
    expect(roller.calls).toHaveLength(1);
    expect(roller.calls[0]!.dice.map((d) => d.purpose)).toEqual(["test", "test"]);
    expect(out.result).toEqual(rollReaction(sequenceDice(2, 5), request));
  });

  it("gives the same result as the rules core on the same faces, whatever the grouping", async () => {
    const input: ShotInput = {
      shooter: { figure: { profession: "cowboy", rep: 4, veteran: false, attributes: [] }, weapon: "pistol" },
      targets: [{ dice: 2, distance: 6, figure: { rep: 4, toughness: 4 } }],
    };
    // Two hits (6+4, 5+4), damage 3+4 then I'm Hit 2,2; damage 1+1 ... as the rules ask.
    const faces = [6, 5, 3, 4, 2, 2, 1, 1, 6, 6];
    const expected = rollShot(sequenceDice(...faces), input);
    const used =
      expected.dice.length +
      expected.targets[0]!.damage.reduce((n, d) => n + 2 + (d.recovery?.length ?? 0), 0);
    const roller = scriptedRoller(faces.slice(0, used));
    const out = await rollThrough(
      (s) => rollShot(s, input),
      (r) => shotDice(input, r),
      roller,
    );
    expect(out.result).toEqual(expected);
    expect(roller.calls[0]!.dice.every((d) => d.purpose === "toHit")).toBe(true);
    const damage = roller.calls.find((c) => c.step.startsWith("damage"))!;
    expect(damage.dice.map((d) => d.purpose)).toEqual(["white", "coloured"]);
  });

  it("falls back to one die at a time when nothing describes the dice", async () => {
    const run = (s: DiceSource) => [s.roll(6), s.roll(6), s.roll(20)];
    const roller = scriptedRoller([3, 4, 17]);
    const out = await rollThrough(run, () => [], roller);
    expect(out.result).toEqual([3, 4, 17]);
    expect(roller.calls.map((c) => c.dice.length)).toEqual([1, 1, 1]);
    expect(roller.calls[2]!.dice[0]!.faces).toBe(20);
  });

  it("rejects faces a roller invents", async () => {
    await expect(
      rollThrough(
        (s) => s.roll(6),
        () => [],
        async () => [7],
      ),
    ).rejects.toBeInstanceOf(RulesError);
    await expect(
      rollThrough(
        (s) => s.roll(6),
        () => [],
        async () => [1, 2],
      ),
    ).rejects.toBeInstanceOf(RulesError);
  });

  it("groups only dice the probe really asked for", () => {
    const spec = (purpose: DieSpec["purpose"], step: string): DieSpec => ({ faces: 6, purpose, step });
    const specs = [spec("test", "a"), spec("test", "a"), spec("reroll", "b")];
    expect(nextStep(specs, 0, [6, 6, 6]).dice).toHaveLength(2);
    expect(nextStep(specs, 0, [6]).dice).toHaveLength(1);
    expect(nextStep(specs, 2, [6, 6]).step).toBe("b");
    expect(nextStep(specs, 3, [6]).dice[0]!.purpose).toBe("extra");
  });

  it("replays stored faces and insists they are all read", () => {
    expect(replay((s) => rollReaction(s, request).passes, [1, 1])).toBe(2);
    expect(() => replay((s) => rollReaction(s, request).passes, [1, 1, 1])).toThrow(RulesError);
  });
});
