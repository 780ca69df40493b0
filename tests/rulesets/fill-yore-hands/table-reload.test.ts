import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../../src/config";
import { loadRuntime } from "../../../src/rulesets/fill-yore-hands/load";
import { reload } from "../../../src/rulesets/fill-yore-hands/table/reload-flow";
import type { StandInActor } from "../../queries/world";
import { makeFyhWorld, rendered, type FyhWorld } from "./table-world";

/**
 * Reloading (FYH-M14: the text has no rule; the FYH-Q04 house rule moves reserve rounds into the
 * weapon up to what it holds, as one action): the weapon is updated and a small card posted; with
 * the house rule off, a full weapon or no reserve, the user is told why and nothing changes.
 */

let world: FyhWorld;

beforeAll(async () => {
  await loadRuntime();
});

beforeEach(() => {
  world = makeFyhWorld();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const gun = (a: StandInActor) =>
  (a.items as unknown as { system: { loaded: number; reserve: number } }[])[0]!.system;
const reloadCards = () =>
  world
    .live()
    .filter((m) => (m.flags[SYSTEM_ID]?.card as { kind?: string } | undefined)?.kind === "fyhReload");
const warnings = () => world.notes.filter((n) => n.level === "warn").map((n) => n.text);

describe("reload", () => {
  it("moves rounds from the reserve up to the capacity and posts a card", async () => {
    const tex = world.figure("tex", "Tex", ["alice"], {}, { loaded: 2, reserve: 18 });
    await world.as("alice", () => reload(tex.uuid));
    expect(gun(tex)).toMatchObject({ loaded: 6, reserve: 14 });
    expect(reloadCards()).toHaveLength(1);
    expect(rendered(world, "fyh/chat/reload.hbs")[0]).toMatchObject({
      moved: 4,
      loaded: { before: 2, after: 6 },
    });
  });

  it("a short reserve fills what it can", async () => {
    const tex = world.figure("tex", "Tex", ["alice"], {}, { loaded: 0, reserve: 3 });
    await world.as("alice", () => reload(tex.uuid));
    expect(gun(tex)).toMatchObject({ loaded: 3, reserve: 0 });
  });

  it("is refused for a full weapon, an empty reserve, or with the house rule off", async () => {
    const full = world.figure("full", "Full", ["alice"], {}, { loaded: 6, reserve: 18 });
    const dry = world.figure("dry", "Dry", ["alice"], {}, { loaded: 1, reserve: 0 });
    await world.as("alice", () => reload(full.uuid));
    await world.as("alice", () => reload(dry.uuid));
    world.readings.reloadAction = "off";
    const off = world.figure("off", "Off", ["alice"], {}, { loaded: 1, reserve: 10 });
    await world.as("alice", () => reload(off.uuid));
    expect(warnings()).toEqual([
      "Full's Colt is already full.",
      "Dry has no reserve rounds for the Colt.",
      "Reloading is off in this world (house rule setting).",
    ]);
    expect(gun(full)).toMatchObject({ loaded: 6, reserve: 18 });
    expect(gun(dry)).toMatchObject({ loaded: 1, reserve: 0 });
    expect(gun(off)).toMatchObject({ loaded: 1, reserve: 10 });
    expect(reloadCards()).toEqual([]);
  });

  it("a player cannot reload a figure he does not own", async () => {
    const jake = world.figure("jake", "Jake", ["bob"], {}, { loaded: 0, reserve: 18 });
    await world.as("alice", () => reload(jake.uuid));
    expect(gun(jake)).toMatchObject({ loaded: 0, reserve: 18 });
    expect(warnings()).toEqual(["You do not own Jake."]);
    expect(world.messages).toEqual([]);
  });
});
