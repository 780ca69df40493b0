import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../../src/config";
import { sequenceDice } from "../../../src/rules/core";
import { resolveShot } from "../../../src/rules/fill-yore-hands/shooting";
import { loadRuntime } from "../../../src/rulesets/fill-yore-hands/load";
import { shoot } from "../../../src/rulesets/fill-yore-hands/table/shoot-flow";
import type { FyhCardFlags, ShootFollowUp } from "../../../src/rulesets/fill-yore-hands/table/actions";
import { followUpIsWhole } from "../../../src/rulesets/fill-yore-hands/table/actions";
import type { StandInActor, StandInMessage } from "../../queries/world";
import type { ShotCardView } from "../../../src/rulesets/fill-yore-hands/chat/shot-card";
import { clickAs, settle } from "../../queries/requests";
import { makeFyhWorld, rendered, type FyhWorld } from "./table-world";

/**
 * Shooting and Shootin' back at the table (guide §3.2, §3.5), through the real entry point, the
 * shell's dice bridge, chat cards and the multi-client card plumbing: the card shows what the rules
 * core makes of the faces rolled, the roll-off decides who fires first, and each later shot of the
 * exchange runs on its figure's owner's client, checked again when it runs.
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

/** The dice the table rolls next, in order (d6 roll-off, then the d20s). */
const dice = (...faces: number[]) => (world.dice = sequenceDice(...faces) as never);
const shotCards = () =>
  world.live().filter((m) => (m.flags[SYSTEM_ID]?.card as { kind?: string })?.kind === "fyhShot");
const loaded = (a: StandInActor) =>
  (a.items as unknown as { system: { loaded: number } }[])[0]!.system.loaded;
const lastShotView = () => rendered(world, "fyh/chat/shot.hbs").at(-1) as unknown as ShotCardView;
const cardFlags = (m: StandInMessage) => m.flags[SYSTEM_ID]!.card as FyhCardFlags;

describe("a shot", () => {
  it("posts each round as the rules core reads its die, takes the rounds off and offers the damage draw", async () => {
    // Roll-off Tex 5 v Jake 2 (Tex first), then the d20s 12, 9, 3 at 5" (pistol Short, 9–20).
    dice(5, 2, 12, 9, 3);
    const message = await world.as("alice", () =>
      shoot(tex.uuid, { target: jake.uuid, distance: 5, rounds: 3 }),
    );
    expect(message).toBeTruthy();
    const expected = resolveShot({
      shot: { weapon: "sixShooter", distance: 5, rounds: 3, loaded: 6 },
      dice: sequenceDice(12, 9, 3),
    });
    if (!expected.fired) throw new Error("the rules core says out of range");
    const view = lastShotView() as {
      dice: { die: number; hit: boolean; result: number }[];
      head: { n: number };
    };
    expect(view.dice.map((d) => [d.die, d.hit, d.result])).toEqual(
      expected.rounds.map((r) => [r.die, r.hit, r.result]),
    );
    // Round 2 takes −1 (9 → 8, a miss), the guide's T8 reading.
    expect(view.dice.map((d) => d.hit)).toEqual([true, false, false]);
    expect(view.head.n).toBe(expected.hits);
    const card = cardFlags(shotCards()[0]!);
    expect(card.faces).toEqual([5, 2, 12, 9, 3]);
    expect(card.groups).toEqual([
      expect.objectContaining({
        id: "damage",
        auto: false,
        actions: [{ type: "fyhDamage", actor: jake.uuid, hits: 1, source: "shot" }],
      }),
    ]);
    // The rounds fired left Tex's six-shooter; Jake may shoot back (he was not first).
    expect(loaded(tex)).toBe(3);
    expect(card.followUps).toEqual([
      expect.objectContaining({
        type: "fyhShoot",
        actor: jake.uuid,
        target: tex.uuid,
        kind: "reply",
        simultaneous: false,
      }),
    ]);
  });

  it("a player cannot shoot with a figure he does not own", async () => {
    await world.as("alice", () => shoot(jake.uuid, { target: tex.uuid }));
    expect(world.messages).toEqual([]);
    expect(world.notes.map((n) => n.text)).toContain("You do not own Jake.");
    expect(loaded(jake)).toBe(6);
  });

  it("out of range rolls no die and keeps the rounds", async () => {
    dice(4, 1);
    await world.as("alice", () => shoot(tex.uuid, { target: jake.uuid, distance: 16, rounds: 2 }));
    // Jake cannot reply from 16" either (his Long band ends at 15"): no roll-off, no d20.
    const card = cardFlags(shotCards()[0]!);
    expect(card.faces).toEqual([]);
    expect(card.groups).toEqual([]);
    expect(loaded(tex)).toBe(6);
    expect((lastShotView() as { head: { key: string } }).head.key).toBe("SIXGUN.FYH.Shot.Head.outOfRange");
  });

  it("the dialog shows the band, the halved span and each round's exact chance", async () => {
    dice(6, 1, 20, 20);
    await world.as("alice", () => shoot(tex.uuid, { target: jake.uuid, distance: 5, rounds: 2 }));
    const context = rendered(world, "fyh/dialog/shoot.hbs")[0] as {
      odds: { bandKey: string; span: string; rounds: { fraction: string }[]; anyHit: { fraction: string } };
    };
    // Short 9–20: 12/20 then 11/20 (−1 for the second round); at least one hit 1 − 8/20·9/20.
    expect(context.odds.bandKey).toBe("SIXGUN.FYH.Band.short");
    expect(context.odds.rounds.map((r) => r.fraction)).toEqual(["3/5", "11/20"]);
    expect(context.odds.anyHit.fraction).toBe("41/50");
  });
});

describe("aiming on the scene", () => {
  /** Tokens at `x` inches along a line (the grid measures straight lines, 100 px to the inch). */
  function scene(placed: [StandInActor, number][]) {
    const tokens = placed.map(([actor, x]) => ({
      id: `t${actor.id}`,
      name: actor.name,
      actor,
      center: { x: x * 100, y: 0 },
      document: { uuid: `Scene.s.Token.t${actor.id}` },
    }));
    for (const t of tokens)
      (t.actor as unknown as { getActiveTokens(): unknown[] }).getActiveTokens = () => [t];
    vi.stubGlobal("canvas", {
      tokens: { placeables: tokens },
      grid: {
        measurePath: (points: { x: number; y: number }[]) => ({
          distance: Math.hypot(points[1]!.x - points[0]!.x, points[1]!.y - points[0]!.y) / 100,
        }),
      },
    });
    return tokens;
  }

  it("aims at the user's targeted token, the distance measured on the scene", async () => {
    const npc = world.figure("npc", "Barkeep", []);
    const [, jakeToken] = scene([
      [tex, 0],
      [jake, 9.5],
      [npc, 3],
    ]);
    world.users.alice.targets.add(jakeToken);
    dice(6, 1, 20);
    await world.as("alice", () => shoot(tex.uuid));
    const context = rendered(world, "fyh/dialog/shoot.hbs")[0] as {
      target: string;
      distance: number;
      targetChoices: unknown;
    };
    expect(context).toMatchObject({ target: "Jake", distance: 9.5, targetChoices: null });
    expect(cardFlags(shotCards()[0]!).groups[0]!.actions[0]!.actor).toBe(jake.uuid);
  });

  it("with no target, offers every other figure on the scene in the dialog", async () => {
    const npc = world.figure("npc", "Barkeep", []);
    scene([
      [tex, 0],
      [jake, 9.5],
      [npc, 3],
    ]);
    dice(6, 1, 20);
    await world.as("alice", () => shoot(tex.uuid));
    const context = rendered(world, "fyh/dialog/shoot.hbs")[0] as { targetChoices: Record<string, string> };
    expect(context.targetChoices).toEqual({ [jake.uuid]: "Jake", [npc.uuid]: "Barkeep" });
  });
});

describe("choosing another figure in the dialog", () => {
  /** The user's answers, as the dialog's form would submit them. */
  function answer(values: Record<string, string>) {
    const api = (
      globalThis as unknown as { foundry: { applications: { api: { DialogV2: { wait: unknown } } } } }
    ).foundry.applications.api.DialogV2;
    const elements = Object.entries(values).map(([name, value]) => ({ name, value, type: "text" }));
    api.wait = async (config: { buttons: { action: string; callback(e: unknown, b: unknown): unknown }[] }) =>
      config.buttons.find((b) => b.action === "roll")!.callback({}, { form: { elements } });
  }

  it("takes the chosen figure's own distance unless the user typed another", async () => {
    const npc = world.figure("npc", "Barkeep", []);
    const tokens = [
      [tex, 0],
      [jake, 9.5],
      [npc, 3],
    ] as const;
    const placeables = tokens.map(([actor, x]) => {
      const t = {
        id: `t${actor.id}`,
        actor,
        center: { x: x * 100, y: 0 },
        document: { uuid: `T.${actor.id}` },
      };
      (actor as unknown as { getActiveTokens(): unknown[] }).getActiveTokens = () => [t];
      return t;
    });
    vi.stubGlobal("canvas", {
      tokens: { placeables },
      grid: { measurePath: (p: { x: number }[]) => ({ distance: Math.abs(p[1]!.x - p[0]!.x) / 100 }) },
    });
    // Barkeep chosen, the distance box left at Jake's 9.5: the Barkeep's own 3" is used.
    answer({ target: npc.uuid, distance: "9.5", rounds: "1" });
    dice(6, 1, 20);
    await world.as("alice", () => shoot(tex.uuid));
    expect(lastShotView()).toMatchObject({ target: "Barkeep", distance: 3 });
    // Typed in: the user's 4" stands.
    answer({ target: npc.uuid, distance: "4", rounds: "1" });
    dice(6, 1, 20);
    await world.as("alice", () => shoot(tex.uuid));
    expect(lastShotView()).toMatchObject({ target: "Barkeep", distance: 4 });
  });
});

describe("who shoots first", () => {
  it("the quicker target fires first; the shooter's declared shot follows on the reply card", async () => {
    dice(2, 5);
    await world.as("alice", () => shoot(tex.uuid, { target: jake.uuid, distance: 5, rounds: 2 }));
    const first = shotCards()[0]!;
    const flags = cardFlags(first);
    // Only the roll-off was rolled: Tex's shot waits.
    expect(flags.faces).toEqual([2, 5]);
    expect(flags.groups).toEqual([]);
    expect(loaded(tex)).toBe(6);
    expect(flags.followUps).toEqual([
      expect.objectContaining({
        kind: "replyFirst",
        actor: jake.uuid,
        declared: expect.objectContaining({ rounds: 2 }),
      }),
    ]);

    // Bob shoots back first, one round, from his own client: 15 hits.
    dice(15);
    await clickAs(world, "bob", { kind: "followUp", messageId: first.id, index: 0 });
    const reply = shotCards()[1]!;
    expect(reply.author.id).toBe("bob");
    expect(cardFlags(reply).groups[0]!.actions).toEqual([
      { type: "fyhDamage", actor: tex.uuid, hits: 1, source: "shot" },
    ]);
    expect(loaded(jake)).toBe(5);
    const deferred = cardFlags(reply).followUps as unknown as ShootFollowUp[];
    expect(deferred).toEqual([
      expect.objectContaining({ kind: "deferred", actor: tex.uuid, target: jake.uuid }),
    ]);

    // Tex is still standing (the damage is not drawn yet): his declared two rounds go off, no dialog.
    const dialogs = world.dialogs.length;
    dice(10, 10);
    await clickAs(world, "alice", { kind: "followUp", messageId: reply.id, index: 0 });
    const third = shotCards()[2]!;
    expect(third.author.id).toBe("alice");
    expect(cardFlags(third).faces).toEqual([10, 10]);
    expect(cardFlags(third).followUps).toEqual([]);
    expect(world.dialogs.length).toBe(dialogs);
    expect(loaded(tex)).toBe(4);
  });

  it("a shooter Gut Shot by the first reply gets no deferred shot", async () => {
    dice(1, 6);
    await world.as("alice", () => shoot(tex.uuid, { target: jake.uuid, distance: 5 }));
    dice(15);
    await clickAs(world, "bob", { kind: "followUp", messageId: shotCards()[0]!.id, index: 0 });
    // The GM drew a Gut Shot for Tex meanwhile.
    tex.system.wounds = [{ level: "gutShot", source: "shot", card: "5D", ignored: false }];
    await clickAs(world, "alice", { kind: "followUp", messageId: shotCards()[1]!.id, index: 0 });
    expect(shotCards()).toHaveLength(2);
    expect(world.notes.filter((n) => n.user === "alice").map((n) => n.text)).toContain(
      "Tex does not fire: No reply: Gut Shot.",
    );
    expect(loaded(tex)).toBe(6);
  });

  it("a tie fires both, whatever the first shot did; a reply gets no reply of its own", async () => {
    dice(3, 3, 20);
    await world.as("alice", () => shoot(tex.uuid, { target: jake.uuid, distance: 5 }));
    const first = cardFlags(shotCards()[0]!);
    expect(first.followUps).toEqual([
      expect.objectContaining({ kind: "reply", simultaneous: true, asOfWounds: 0 }),
    ]);
    // Jake is Kilt by Tex's shot before he fires: at the same time, his shot still goes off.
    jake.system.wounds = [{ level: "kilt", source: "shot", card: "JokerR", ignored: false }];
    dice(12);
    await clickAs(world, "bob", { kind: "followUp", messageId: shotCards()[0]!.id, index: 0 });
    const reply = cardFlags(shotCards()[1]!);
    expect(reply.faces).toEqual([12]);
    expect(reply.followUps).toEqual([]);
    expect((lastShotView() as { simultaneous: boolean }).simultaneous).toBe(true);
  });

  it("a target Gut Shot before its (not simultaneous) reply does not shoot back", async () => {
    dice(6, 1, 20);
    await world.as("alice", () => shoot(tex.uuid, { target: jake.uuid, distance: 5 }));
    jake.system.wounds = [{ level: "gutShot", source: "shot", card: "2D", ignored: false }];
    await clickAs(world, "bob", { kind: "followUp", messageId: shotCards()[0]!.id, index: 0 });
    expect(shotCards()).toHaveLength(1);
    expect(loaded(jake)).toBe(6);
  });

  it("a quick figure needs the GM's quickness table: missing, it is reported and nothing is rolled", async () => {
    tex.system.quickness = "quickAsAFox";
    dice();
    await world.as("alice", () => shoot(tex.uuid, { target: jake.uuid, distance: 5 }));
    expect(shotCards()).toEqual([]);
    const missing = world.live().filter((m) => m.flags[SYSTEM_ID]?.missingTable);
    expect(missing.map((m) => m.flags[SYSTEM_ID]!.missingTable)).toEqual([
      { table: "quicknessValues", key: null },
    ]);
    expect(world.notes.some((n) => n.level === "warn" && n.text.includes("Quickness"))).toBe(true);
    expect(loaded(tex)).toBe(6);

    // Filled, the roll-off adds it: Tex 3 + 2 beats Jake 4 + 0.
    world.gmTables.quicknessValues = { rows: { quickAsAFox: { value: 2 } }, sourceStatus: "gm-defined" };
    dice(3, 4, 20);
    await world.as("alice", () => shoot(tex.uuid, { target: jake.uuid, distance: 5 }));
    const view = lastShotView() as { reply: { key: string; rollOff: { shooter: { total: number } } } };
    expect(view.reply.key).toBe("SIXGUN.FYH.Shot.First.shooter");
    expect(view.reply.rollOff.shooter.total).toBe(5);
  });
});

describe("stored shots", () => {
  const f = (over: Partial<ShootFollowUp>): ShootFollowUp & Record<string, unknown> => ({
    type: "fyhShoot",
    actor: "Actor.a",
    name: "A",
    target: "Actor.b",
    targetName: "B",
    kind: "reply",
    distance: 5,
    simultaneous: false,
    reason: "x",
    ...over,
  });
  it("hold together only with another target, a known kind and, for a later shot, its declaration", () => {
    expect(followUpIsWhole(f({}))).toBe(true);
    expect(followUpIsWhole(f({ target: "Actor.a" }))).toBe(false);
    expect(followUpIsWhole(f({ kind: "volley" as never }))).toBe(false);
    expect(followUpIsWhole(f({ kind: "deferred" }))).toBe(false);
    expect(
      followUpIsWhole(
        f({
          kind: "deferred",
          declared: { distance: 5, rounds: 2, coverOrProne: false, windowOrDoor: false, mounted: false },
        }),
      ),
    ).toBe(true);
    expect(followUpIsWhole(f({ distance: -1 }))).toBe(false);
  });

  it("a forged shot for someone else's figure does not start", async () => {
    const forged = await world.as("alice", async () =>
      (
        globalThis as unknown as { ChatMessage: { create(d: object): Promise<StandInMessage> } }
      ).ChatMessage.create({
        content: "",
        flags: {
          [SYSTEM_ID]: {
            card: {
              kind: "fyhShot",
              groups: [],
              followUps: [f({ actor: jake.uuid, target: tex.uuid })],
              applied: [],
              used: [],
              faces: [],
            },
          },
        },
      }),
    );
    await clickAs(world, "alice", { kind: "followUp", messageId: forged.id, index: 0 });
    await settle();
    expect(shotCards().map((m) => m.id)).toEqual([forged.id]);
    expect(cardFlags(forged).used).toEqual([]);
    expect(loaded(jake)).toBe(6);
  });
});
