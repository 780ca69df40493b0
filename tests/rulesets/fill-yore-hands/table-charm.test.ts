import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../../src/config";
import { sequenceDice } from "../../../src/rules/core";
import { formatFraction } from "../../../src/rules/core/probability";
import { charmOdds, resolveCharm } from "../../../src/rules/fill-yore-hands/charm";
import { DEFAULT_INTERPRETATIONS } from "../../../src/rules/fill-yore-hands/interpretations";
import { loadRuntime } from "../../../src/rulesets/fill-yore-hands/load";
import { charm } from "../../../src/rulesets/fill-yore-hands/table/close-api";
import { clickAs, postCard } from "../../queries/requests";
import type { StandInActor } from "../../queries/world";
import { fyhCard, makeFyhWorld, modifierList, type FyhWorld } from "./close-world";

/** Charming an NPC at the table (guide §3.11, seed L140–L150). */

let world: FyhWorld;
let tex: StandInActor; // Alice's figure
let jake: StandInActor; // Bob's figure
let barkeep: StandInActor; // the GM's NPC, Innocent

beforeAll(async () => {
  await loadRuntime();
});

beforeEach(() => {
  world = makeFyhWorld(3);
  tex = world.figure("tex", "Tex", ["alice"]);
  jake = world.figure("jake", "Jake", ["bob"]);
  barkeep = world.figure("barkeep", "Barkeep", [], {
    isNPC: true,
    characterType: "townie",
    attitude: "innocent",
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const cards = () => world.live().filter((m) => m.flags[SYSTEM_ID]?.card);
const sys = (a: StandInActor) => a.system as Record<string, unknown>;
const texts = () => world.notes.map((n) => n.text);

describe("a charm", () => {
  it("rolls the rules core's charm; the NPC changes only when the GM applies it", async () => {
    await world.as("alice", () => charm(tex.uuid, { target: barkeep.uuid, distance: 3 }));
    const message = cards()[0]!;
    const card = fyhCard(message);
    const expected = resolveCharm({
      charmerId: tex.uuid,
      charmLevel: null,
      distanceInches: 3,
      npc: { attitude: "innocent", charmedBy: null, woundedEver: false },
      dice: sequenceDice(...card.faces),
      charmLevels: undefined,
      options: DEFAULT_INTERPRETATIONS,
    });
    if ("missing" in expected || "refused" in expected) throw new Error("the charm should roll");
    const view = world.view("fyh/chat/charm.hbs") as {
      total: number;
      headKey: string;
      odds: { fraction: string };
    };
    expect(view.total).toBe(expected.total);
    expect(view.headKey).toBe(`SIXGUN.FYH.Close.Head.${expected.charmed ? "charmed" : "notCharmed"}`);
    expect(view.odds.fraction).toBe(formatFraction(charmOdds("innocent", 0)));
    expect(card.groups.length).toBe(expected.charmed ? 1 : 0);
  });

  it("a success is applied by the GM: the player cannot change the NPC himself", async () => {
    world.dice = sequenceDice(4) as never; // 4 + 1 (Innocent) = 5: charmed
    await world.as("alice", () => charm(tex.uuid, { target: barkeep.uuid, distance: 2 }));
    const message = cards()[0]!;
    expect(fyhCard(message).groups[0]!.actions).toEqual([
      { type: "fyhCharm", actor: barkeep.uuid, charmedBy: tex.uuid },
    ]);
    await world.gmSees(message);
    expect(sys(barkeep).charmedBy).toBeNull();
    await clickAs(world, "alice", { kind: "apply", messageId: message.id, group: "charm" });
    expect(sys(barkeep).charmedBy).toBeNull();
    expect(world.warnings.some((w) => w.includes("refused"))).toBe(true);
    await clickAs(world, "gm", { kind: "apply", messageId: message.id, group: "charm" });
    expect(sys(barkeep).charmedBy).toBe(tex.uuid);
  });

  it("a forged card cannot charm the NPC for its author, nor charm by a figure he does not own", async () => {
    const forged = await postCard(world, "alice", {
      kind: "fyhCharm" as never,
      groups: [
        {
          id: "charm",
          label: "x",
          name: "Barkeep",
          auto: true,
          actions: [{ type: "fyhCharm", actor: barkeep.uuid, charmedBy: tex.uuid } as never],
        },
      ],
    });
    await world.gmSees(forged);
    await clickAs(world, "alice", { kind: "apply", messageId: forged.id, group: "charm" });
    expect(sys(barkeep).charmedBy).toBeNull();
    // Nor through the API for a figure of Bob's.
    await world.as("alice", () => charm(jake.uuid, { target: barkeep.uuid, distance: 1 }));
    expect(texts()).toContain("You do not own Jake.");
    expect(cards()).toEqual([forged]);
  });

  it("a failure is remembered; another action may try again (FYH-Q20)", async () => {
    world.dice = sequenceDice(2, 4) as never;
    await world.as("alice", () => charm(tex.uuid, { target: barkeep.uuid, distance: 2 }));
    expect(tex.flags[SYSTEM_ID]?.charmFailed).toEqual([barkeep.uuid]);
    await world.as("alice", () => charm(tex.uuid, { target: barkeep.uuid, distance: 2 }));
    expect(cards()).toHaveLength(2);
    expect(fyhCard(cards()[1]!).groups).toHaveLength(1);
  });
});

describe("charms that are refused before any die", () => {
  beforeEach(() => {
    world.dice = sequenceDice() as never;
  });

  it("farther than 4 inches", async () => {
    await world.as("alice", () => charm(tex.uuid, { target: barkeep.uuid, distance: 4.5 }));
    expect(cards()).toEqual([]);
    expect(texts()).toContain("Barkeep is more than 4 inches away.");
  });

  it("an NPC the GM scripts", async () => {
    barkeep.system.script = "Pours drinks and ducks at the first shot.";
    await world.as("alice", () => charm(tex.uuid, { target: barkeep.uuid, distance: 1 }));
    expect(cards()).toEqual([]);
    expect(texts()).toContain("Barkeep follows the GM's script and cannot be charmed.");
  });

  it("a figure that is not an NPC, or an NPC charming", async () => {
    await world.as("alice", () => charm(tex.uuid, { target: jake.uuid, distance: 1 }));
    expect(texts()).toContain("Jake is not an NPC: only NPCs can be charmed.");
    await world.as("gm", () => charm(barkeep.uuid, { target: tex.uuid, distance: 1 }));
    expect(texts()).toContain("Barkeep is an NPC: only a player's figure charms.");
    expect(cards()).toEqual([]);
  });

  it("a charm level the GM has not listed is reported", async () => {
    tex.system.charmLevel = "r0";
    await world.as("alice", () => charm(tex.uuid, { target: barkeep.uuid, distance: 1 }));
    expect(cards()).toEqual([]);
    const reported = world.live().find((m) => m.flags[SYSTEM_ID]?.missingTable)!;
    expect(reported.flags[SYSTEM_ID]!.missingTable).toMatchObject({ table: "charmLevels" });
    world.tables({ charmLevels: modifierList([["Silver tongue", 2]]) });
    world.dice = sequenceDice(2) as never; // 2 + 1 + 2 = 5
    await world.as("alice", () => charm(tex.uuid, { target: barkeep.uuid, distance: 1 }));
    expect(world.view("fyh/chat/charm.hbs")).toMatchObject({
      total: 5,
      headKey: "SIXGUN.FYH.Close.Head.charmed",
    });
  });
});
