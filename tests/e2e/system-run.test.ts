import { beforeAll, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../src/config";
import { loadRuntime } from "../../src/rulesets/blaze-of-glory/load";
import { shoot } from "../../src/rulesets/blaze-of-glory/table/api";
import { cardFlags, type StandInActor, type StandInMessage } from "../queries/world";
import { postCard } from "../queries/requests";
import { makeTable, type Table } from "./table";
import { e2eHooks } from "./buttons";

/**
 * A seeded gunfight where the GM has left one side to the system (issue 15): Alice's Tex shoots
 * the Outlaw, an NPC marked system-run. Whenever the shot calls for the Outlaw's BEEN SHOT AT, the
 * GM's client rolls it at once with no dialog and applies its result, and any shot back at Tex
 * follows on its own; Tex's own tests, though Alice's figure carries the mark too, wait for her.
 * A card Alice forges starts nothing.
 */

// Some runtime modules (the encounter wizard) read Foundry's application classes when they load.
beforeAll(async () => {
  vi.stubGlobal("foundry", {
    applications: { api: { HandlebarsApplicationMixin: (base: unknown) => base, ApplicationV2: class {} } },
  });
  await loadRuntime();
  vi.unstubAllGlobals();
});
e2eHooks();

function gunfight(seed: number) {
  const table = makeTable(seed);
  const { world } = table;
  const tex = world.actor("tex", "Tex", ["alice"]);
  const outlaw = world.actor("outlaw", "Outlaw", []);
  outlaw.flags[SYSTEM_ID] = { systemRun: true };
  // Marked by mistake: a figure a player owns is never run by the system.
  tex.flags[SYSTEM_ID] = { systemRun: true };
  return { table, world, tex, outlaw };
}

const followUpsFor = (m: StandInMessage, actor: StandInActor) =>
  cardFlags(m).followUps.flatMap((f, i) => (f.actor === actor.uuid ? [i] : []));

const gmDialogs = (table: Table) => table.shown.filter((d) => d.user === "gm");

describe("a gunfight against a system-run side", () => {
  it("the NPC's BEEN SHOT AT rolls on the GM's client with no dialog, and applies itself", async () => {
    let tested = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const { table, world, tex, outlaw } = gunfight(seed);
      await world.as("alice", () => shoot(tex.uuid, { targets: [outlaw as never], skipDialog: true }));
      await table.deliver();
      expect(gmDialogs(table)).toEqual([]);
      const [shot] = table.cards();
      expect(cardFlags(shot!).kind).toBe("shot");
      const asked = followUpsFor(shot!, outlaw);
      // Every next step of the Outlaw's is taken; none of Tex's is.
      for (const card of table.cards()) {
        const used = cardFlags(card).used ?? [];
        for (const i of followUpsFor(card, outlaw)) expect(used).toContain(i);
        for (const i of followUpsFor(card, tex)) expect(used).not.toContain(i);
      }
      if (!asked.length) continue;
      tested++;
      const reaction = table.cards().find((m) => m.author.id === "gm" && cardFlags(m).kind === "reaction");
      expect(reaction, `seed ${seed}: the Outlaw's reaction card`).toBeDefined();
      const flags = cardFlags(reaction!);
      expect(flags.applied.sort()).toEqual(flags.groups.map((g) => g.id).sort());
      for (const g of flags.groups)
        for (const a of g.actions.filter((x) => x.type === "encounter")) {
          const { flag, value } = a as unknown as { flag: string; value: boolean };
          expect((outlaw.system.encounter as Record<string, boolean>)[flag]).toBe(value);
        }
    }
    expect(tested, "some seed must make the shot ask for BEEN SHOT AT").toBeGreaterThan(0);
  });

  it("a card Alice forges without her own figure as the cause sets the NPC rolling for no one", async () => {
    const { table, world, outlaw } = gunfight(3);
    const forged = await postCard(world, "alice", {
      kind: "shot",
      followUps: [
        {
          type: "reaction",
          actor: outlaw.uuid,
          name: "Outlaw",
          test: "beenShotAt",
          situation: {},
          reason: "SIXGUN.Chat.AskedByGM",
        },
      ],
    });
    await table.deliver();
    expect(cardFlags(forged).used ?? []).toEqual([]);
    expect(table.cards()).toHaveLength(1);
    expect(table.shown).toEqual([]);
  });
});
