import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../../src/config";
import { cardKey, deckWithJokers, sequenceDice, shuffle, type Card } from "../../../src/rules/core";
import { loadRuntime } from "../../../src/rulesets/fill-yore-hands/load";
import { applyDamage } from "../../../src/rulesets/fill-yore-hands/table/damage";
import { shoot } from "../../../src/rulesets/fill-yore-hands/table/shoot-flow";
import { onCreateChatMessage } from "../../../src/shell/chat/handler";
import { cardFlags, type StandInActor } from "../../queries/world";
import { clickAs, postCard } from "../../queries/requests";
import { BY_SUIT, damageTable, makeFyhWorld, rendered, uniform, type FyhWorld } from "./table-world";

/**
 * The damage draw (guide §3.3): on the GM's client, a card per hit from the 54-card damage deck,
 * read through the GM's `damageCardTable`; the wounds written to the figure with Built like an Ox
 * and the Drunk's shrug; an NPC's charm broken. No table: the table is reported and nothing drawn.
 */

let world: FyhWorld;
let tex: StandInActor; // Alice's
let jake: StandInActor; // Bob's

beforeAll(async () => {
  await loadRuntime();
});

beforeEach(() => {
  world = makeFyhWorld();
  tex = world.figure("tex", "Tex", ["alice"]);
  jake = world.figure("jake", "Jake", ["bob"]);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The damage deck's order after its first shuffle, from the same seed as the world's RNG. */
function seededOrder(seed = 11): Card[] {
  const u = uniform(seed);
  return shuffle({ roll: (faces) => Math.min(faces, Math.floor(u() * faces) + 1) }, deckWithJokers());
}

const wounds = (a: StandInActor) =>
  a.system.wounds as { level: string; card: string | null; ignored: boolean }[];
const damageCards = () => world.live().filter((m) => m.flags[SYSTEM_ID]?.fyhDamage);
const missingCards = () => world.live().filter((m) => m.flags[SYSTEM_ID]?.missingTable);

describe("with the GM's damage card table", () => {
  beforeEach(() => {
    world.gmTables.damageCardTable = damageTable(BY_SUIT);
  });

  it("draws a card per hit from the seeded deck and writes the level each card gives", async () => {
    const expected = seededOrder().slice(0, 3);
    await world.as("gm", () => applyDamage({ target: jake.uuid, hits: 3, source: "shot" }));
    expect(wounds(jake).map((w) => w.card)).toEqual(expected.map(cardKey));
    expect(wounds(jake).map((w) => w.level)).toEqual(expected.map(BY_SUIT));
    expect(wounds(jake).every((w) => !w.ignored)).toBe(true);
    const view = rendered(world, "fyh/chat/damage.hbs")[0] as { cards: { key: string }[]; after: string };
    expect(view.cards.map((c) => c.key)).toEqual(expected.map(cardKey));
    expect(damageCards()).toHaveLength(1);
    // The next hit draws the next card: the first three went to the discards.
    await world.as("gm", () => applyDamage({ target: tex.uuid, hits: 1, source: "shot" }));
    expect(wounds(tex).map((w) => w.card)).toEqual([cardKey(seededOrder()[3]!)]);
  });

  it("Built like an Ox shrugs off the first wound, the next one counts (T20)", async () => {
    world.gmTables.damageCardTable = damageTable((c) => ("joker" in c ? "kilt" : "hit"));
    jake.system.toughness = "builtLikeAnOx";
    const expected = seededOrder().slice(0, 2);
    if (expected.some((c) => "joker" in c)) throw new Error("pick another seed: a Joker in the first two");
    await world.as("gm", () => applyDamage({ target: jake.uuid, hits: 2, source: "shot" }));
    expect(wounds(jake).map((w) => [w.level, w.ignored])).toEqual([
      ["hit", true],
      ["hit", false],
    ]);
    expect(jake.system.toughnessUsed).toBe(true);
    const view = rendered(world, "fyh/chat/damage.hbs")[0] as {
      cards: { noteKey: string }[];
      penalty: string;
    };
    expect(view.cards.map((c) => c.noteKey)).toEqual(["SIXGUN.FYH.Damage.IgnoredToughness", ""]);
    expect(view.penalty).toBe("\u22122");
  });

  it("a Kilt figure is marked dead and later cards do nothing; an NPC's charm breaks", async () => {
    world.gmTables.damageCardTable = damageTable(() => "kilt");
    const npc = world.figure("npc", "Barkeep", [], {
      isNPC: true,
      charmedBy: tex.uuid,
      attitude: "innocent",
    });
    await world.as("gm", () => applyDamage({ target: npc.uuid, hits: 2, source: "brawl" }));
    expect(wounds(npc).map((w) => w.level)).toEqual(["kilt"]);
    expect(npc.system).toMatchObject({ charmedBy: null, attitude: "suspicious", woundedEver: true });
    expect(world.statuses).toEqual([{ actor: npc.uuid, id: "dead" }]);
    const view = rendered(world, "fyh/chat/damage.hbs")[0] as { cards: { noteKey: string }[]; dead: boolean };
    expect(view.cards.map((c) => c.noteKey)).toEqual(["", "SIXGUN.FYH.Damage.AfterDeath"]);
    expect(view.dead).toBe(true);
  });

  it("a brawl's card names the levels as brawlers do: the text's Little cut, the GM's others", async () => {
    world.gmTables.damageCardTable = damageTable((c) =>
      "joker" in c ? "kilt" : c.rank > 10 ? "hit" : "pinked",
    );
    world.gmTables.brawlWoundNames = { rows: { hit: { name: "Shiner" } }, sourceStatus: "gm-defined" };
    const expected = seededOrder().slice(0, 3);
    await world.as("gm", () => applyDamage({ target: jake.uuid, hits: 3, source: "brawl" }));
    const view = rendered(world, "fyh/chat/damage.hbs")[0] as { cards: { brawlName: string }[] };
    const name = (c: Card) => ("joker" in c ? "" : c.rank > 10 ? "Shiner" : "Little cut");
    expect(view.cards.map((c) => c.brawlName)).toEqual(expected.map(name));
    expect(wounds(jake).map((w) => w.card)).toEqual(expected.map(cardKey));
  });

  it("a shot by the GM's figure draws its damage without a click; a player's waits for the owner", async () => {
    const outlaw = world.figure("outlaw", "Outlaw", []);
    world.dice = sequenceDice(6, 1, 15) as never; // Outlaw first, one round: hit.
    const gmShot = await world.as("gm", () => shoot(outlaw.uuid, { target: tex.uuid, distance: 5 }));
    await world.as("gm", () => onCreateChatMessage(gmShot as never));
    expect(wounds(tex)).toHaveLength(1);
    expect(cardFlags(gmShot as never).applied).toEqual(["damage"]);

    // Alice's hit on Bob's Jake: the GM's client does not apply it on its own.
    world.dice = sequenceDice(6, 1, 15) as never;
    const aliceShot = await world.as("alice", () => shoot(tex.uuid, { target: jake.uuid, distance: 5 }));
    await world.as("gm", () => onCreateChatMessage(aliceShot as never));
    expect(wounds(jake)).toHaveLength(0);
    // Bob (the target's owner) applies it; the GM's client draws the card.
    await clickAs(world, "bob", { kind: "apply", messageId: aliceShot!.id, group: "damage" });
    expect(wounds(jake)).toHaveLength(1);
    expect(cardFlags(aliceShot as never).applied).toEqual(["damage"]);
  });

  it("a player cannot apply damage to a figure he does not own through a forged card", async () => {
    const group = {
      id: "damage",
      label: "SIXGUN.FYH.Damage.Draw",
      name: "Jake",
      auto: true,
      actions: [{ type: "fyhDamage", actor: jake.uuid, hits: 3, source: "shot" }],
    };
    const forged = await postCard(world, "alice", { kind: "fyhShot", groups: [group] } as never);
    await world.as("gm", () => onCreateChatMessage(forged as never));
    await clickAs(world, "alice", { kind: "apply", messageId: forged.id, group: "damage" });
    expect(wounds(jake)).toEqual([]);
    expect(world.cards.writes).toEqual([]);
    expect(cardFlags(forged).applied).toEqual([]);
    expect(world.warnings.filter((w) => w.includes("refused"))).toHaveLength(1);
  });

  it("a damage draw that does not hold together is not drawn, even by the GM", async () => {
    const big = await postCard(world, "gm", {
      kind: "fyhShot",
      groups: [
        {
          id: "damage",
          label: "x",
          name: "Jake",
          auto: false,
          actions: [{ type: "fyhDamage", actor: jake.uuid, hits: 500, source: "shot" }],
        },
      ],
    } as never);
    await clickAs(world, "gm", { kind: "apply", messageId: big.id, group: "damage" });
    expect(wounds(jake)).toEqual([]);
    expect(world.cards.writes).toEqual([]);
  });
});

describe("without the GM's damage card table", () => {
  it("reports the table in a card and a notification, and draws nothing", async () => {
    const message = await world.as("gm", () => applyDamage({ target: jake.uuid, hits: 2, source: "shot" }));
    expect(missingCards()).toEqual([message]);
    expect(message!.flags[SYSTEM_ID]!.missingTable).toEqual({ table: "damageCardTable", key: "2S" });
    expect(
      world.notes
        .filter((n) => n.level === "warn")
        .map((n) => n.text)
        .join(" "),
    ).toContain("Damage cards");
    expect(world.cards.writes).toEqual([]);
    expect(wounds(jake)).toEqual([]);
    expect(damageCards()).toEqual([]);
  });

  it("a partly filled table is still missing: not one card is drawn", async () => {
    const full = damageTable(BY_SUIT);
    const rows = { ...full.rows };
    delete rows["7H"];
    world.gmTables.damageCardTable = { rows, sourceStatus: "gm-defined" };
    await world.as("gm", () => applyDamage({ target: jake.uuid, hits: 1, source: "shot" }));
    expect(missingCards().map((m) => m.flags[SYSTEM_ID]!.missingTable)).toEqual([
      { table: "damageCardTable", key: "7H" },
    ]);
    expect(world.cards.writes).toEqual([]);
  });
});
