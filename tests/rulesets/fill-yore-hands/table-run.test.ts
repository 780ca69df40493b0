import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../../src/config";
import { sequenceDice, type GmTableData } from "../../../src/rules/core";
import { formatFraction } from "../../../src/rules/core/probability";
import { DEFAULT_INTERPRETATIONS } from "../../../src/rules/fill-yore-hands/interpretations";
import { keepBreathOdds, resolveRun, FRESH_BREATH } from "../../../src/rules/fill-yore-hands/movement";
import { loadRuntime } from "../../../src/rulesets/fill-yore-hands/load";
import { run, standStill } from "../../../src/rulesets/fill-yore-hands/table/close-api";
import type { StandInActor } from "../../queries/world";
import { fyhCard, makeFyhWorld, type FyhWorld } from "./close-world";

/** Running, the movement die, Outa Breath and standing still at the table (guide §3.6). */

let world: FyhWorld;
let kid: StandInActor; // Alice's

const DIE: GmTableData = {
  sourceStatus: "gm-defined",
  rows: { "1": { inches: 1 }, "3": { inches: 3 }, "4": { inches: 3 }, "6": { inches: 5 } },
};
const BREATH: GmTableData = { sourceStatus: "gm-defined", rows: { r0: { appliesTo: "any", passOn: 3 } } };

beforeAll(async () => {
  await loadRuntime();
});

beforeEach(() => {
  world = makeFyhWorld(5);
  kid = world.figure("kid", "Kid Snodgrass", ["alice"]);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const cards = () => world.live().filter((m) => m.flags[SYSTEM_ID]?.card);
const missingTables = () =>
  world.live().flatMap((m) => (m.flags[SYSTEM_ID]?.missingTable ? [m.flags[SYSTEM_ID]!.missingTable] : []));
const sys = (a: StandInActor) => a.system as Record<string, unknown>;

describe("a run", () => {
  it("needs the whole movement die read before it is rolled", async () => {
    world.dice = sequenceDice() as never;
    await world.as("alice", () => run(kid.uuid));
    expect(cards()).toEqual([]);
    // Faces 2 and 5 are the book's (L107); the GM still owes the others.
    expect(missingTables()).toEqual([{ table: "movementDieMap", key: "1" }]);
    expect(sys(kid).runStreak).toBe(0);
  });

  it("rolls the rules core's run on Foundry's dice and keeps the streak on the figure", async () => {
    world.tables({ movementDieMap: DIE, outaBreath: BREATH });
    await world.as("alice", () => run(kid.uuid));
    const card = fyhCard(cards()[0]!);
    const expected = resolveRun({
      record: FRESH_BREATH,
      type: "cowboy",
      dice: sequenceDice(...card.faces),
      tables: { movementDieMap: DIE, outaBreath: BREATH },
      options: DEFAULT_INTERPRETATIONS,
    });
    if ("missing" in expected) throw new Error("the run should roll");
    expect(world.view("fyh/chat/run.hbs")).toMatchObject({ inches: expected.distance.inches, test: null });
    expect(sys(kid)).toMatchObject({ runStreak: 1, outaBreath: false, ranLastActivation: true });
  });

  it("Kid Snodgrass's runs (L107–L109): 8 + 2, then 8 + 4 and a breath test", async () => {
    world.tables({ movementDieMap: DIE, outaBreath: BREATH });
    world.dice = sequenceDice(2) as never;
    await world.as("alice", () => run(kid.uuid));
    expect(world.view("fyh/chat/run.hbs")).toMatchObject({ inches: 10 });
    world.dice = sequenceDice(5, 3) as never;
    await world.as("alice", () => run(kid.uuid));
    const view = world.view("fyh/chat/run.hbs") as {
      inches: number;
      test: unknown;
      odds: { fraction: string };
    };
    expect(view.inches).toBe(12);
    expect(view.test).toEqual({ die: 3, passOn: 3, kept: true });
    expect(view.odds.fraction).toBe(formatFraction(keepBreathOdds("cowboy", BREATH) as never));
    expect(sys(kid)).toMatchObject({ runStreak: 2, outaBreath: false });
  });

  it("the second run in a row needs the Outa Breath table before any die", async () => {
    world.tables({ movementDieMap: DIE });
    kid.system.runStreak = 1;
    world.dice = sequenceDice() as never;
    await world.as("alice", () => run(kid.uuid));
    expect(cards()).toEqual([]);
    expect(missingTables()).toEqual([{ table: "outaBreath", key: "cowboy" }]);
  });
});

describe("Outa Breath", () => {
  it("a failed test forbids running (FYH-Q25) until the figure stands still", async () => {
    world.tables({ movementDieMap: DIE, outaBreath: BREATH });
    kid.system.runStreak = 1;
    world.dice = sequenceDice(3, 2) as never; // 2 under 3: Outa Breath
    await world.as("alice", () => run(kid.uuid));
    expect(sys(kid)).toMatchObject({ runStreak: 2, outaBreath: true });
    expect(world.view("fyh/chat/run.hbs")).toMatchObject({ effectKey: "SIXGUN.FYH.Close.Effect.outaBreath" });

    world.dice = sequenceDice() as never;
    await world.as("alice", () => run(kid.uuid));
    expect(cards()).toHaveLength(1);
    expect(world.notes.map((n) => n.text)).toContain(
      "Kid Snodgrass is Outa Breath and may not run: stand still for one activation first.",
    );

    await world.as("alice", () => standStill(kid.uuid));
    expect(world.view("fyh/chat/run.hbs")).toMatchObject({ effectKey: "SIXGUN.FYH.Close.Effect.recovered" });
    expect(sys(kid)).toMatchObject({ runStreak: 0, outaBreath: false, stoodStillLastActivation: true });

    world.dice = sequenceDice(6) as never;
    await world.as("alice", () => run(kid.uuid));
    expect(world.view("fyh/chat/run.hbs")).toMatchObject({ inches: 13, test: null });
  });

  it("a player cannot run or rest another's figure", async () => {
    world.tables({ movementDieMap: DIE });
    kid.system.outaBreath = true;
    await world.as("bob", () => standStill(kid.uuid));
    await world.as("bob", () => run(kid.uuid));
    expect(world.messages).toEqual([]);
    expect(sys(kid).outaBreath).toBe(true);
  });
});
