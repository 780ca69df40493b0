import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import type { DiceSource } from "../../src/rules/core";
import { setCardRules } from "../../src/shell/chat/card-rules";
import { registerQueries } from "../../src/shell/queries/register";
import { blazeOfGloryCardRules } from "../../src/rulesets/blaze-of-glory/table/card-rules";
import { loadRuntime } from "../../src/rulesets/blaze-of-glory/load";
import { figureFromActor } from "../../src/rulesets/blaze-of-glory/table/document";
import type { TableFigure } from "../../src/rulesets/blaze-of-glory/table/figure";
import type { ActionGroup } from "../../src/rulesets/blaze-of-glory/table/actions";
import { makeWorld, type StandInActor, type World } from "../queries/world";

/**
 * The world the effect tests walk a rules result through to the changed actor: the trust-model
 * world (tests/queries/world.ts) with the runtime loaded, the queries and Blaze of Glory's card
 * rules registered, and one dice script for every Roll the table throws.
 */

/** This test's world: a fresh one before each test (read it inside a test, not at import). */
export let world: World;

/**
 * The dice Foundry's Roll throws. The system's Roll classes are made once, from the first world's
 * Roll, so every world reads its dice through this one script.
 */
let script: DiceSource = { roll: () => 3 };

/** What every Roll throws from now on (until the next call). */
export function useDice(dice: DiceSource): void {
  script = dice;
}

/**
 * Sets up the calling test file: the runtime loaded once, a fresh world before each test, mocks
 * and stubbed globals undone after it. `dice`: what Roll throws until a test calls `useDice`.
 */
export function effectsWorld(dice: DiceSource): void {
  script = dice;
  beforeAll(async () => {
    await loadRuntime();
  });
  beforeEach(() => {
    world = makeWorld();
    world.dice = { roll: (n: number) => script.roll(n) } as never;
    registerQueries();
    setCardRules(blazeOfGloryCardRules);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

/** Dice that give these faces, in order, then `fill` for every die after them; without `fill`, a die read past them fails loudly. */
export function faces(list: number[], fill?: number): DiceSource {
  let i = 0;
  return {
    roll: () => {
      if (i < list.length) return list[i++]!;
      if (fill === undefined) throw new Error(`only ${list.length} faces scripted`);
      return fill;
    },
  };
}

/** The table's figure for an actor of the world. */
export const fig = (actor: StandInActor): TableFigure => figureFromActor(actor as never)!;

export const encounter = (actor: StandInActor) => actor.system.encounter as Record<string, boolean>;

/** The GM applies every action of these buttons, as the card's Apply would. */
export async function apply(groups: readonly ActionGroup[]): Promise<void> {
  for (const g of groups)
    for (const a of g.actions) await world.as("gm", () => blazeOfGloryCardRules.applyAction(a));
}
