import { afterEach, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../src/config";
import { rollAndPost } from "../../src/shell/chat/post";
import { specs } from "../../src/shell/dice/bridge";
import { rollDice } from "../../src/rules/core";
import { makeWorld } from "../queries/world";

/**
 * The fixture ruleset's one test rolls through the shell: its own rule (2d6 against a target of 7,
 * written here, not in the shell), the shell's dice bridge and card posting, its own card template.
 */

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The fixture ruleset's rule: two dice, a hit on 7 or more. */
function steadyAim(source: { roll(faces: number): number }) {
  const dice = rollDice(source, 2);
  const total = dice[0]! + dice[1]!;
  return { dice, total, hit: total >= 7 };
}

describe("a ruleset's roll through the shell", () => {
  it("rolls the ruleset's dice with Foundry's, posts its card, and keeps every face read", async () => {
    const world = makeWorld();
    world.actor("gunhand", "Gunhand", []);
    const message = (await world.as("gm", () =>
      rollAndPost(
        steadyAim,
        (plan) => specs(plan.dice, "generic", "steadyAim"),
        (plan) => ({
          template: "fixture/steady-aim.hbs",
          context: { total: plan.total, hit: plan.hit },
          kind: "task",
          alias: "Gunhand",
        }),
      ),
    )) as unknown as {
      flags: Record<string, { card: { faces: number[]; kind: string } }>;
      author: { id: string };
    };
    const card = message.flags[SYSTEM_ID]!.card;
    expect(card.kind).toBe("task");
    expect(card.faces).toHaveLength(2);
    for (const face of card.faces) expect(face).toBeGreaterThanOrEqual(1);
    expect(message.author.id).toBe("gm");
    // The same faces read by the rule again give the same result: the card is the roll's.
    const replay = steadyAim({
      roll: (
        (i) => () =>
          card.faces[i++]!
      )(0),
    });
    expect(replay.dice).toEqual(card.faces);
  });
});
