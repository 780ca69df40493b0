import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setCardRules } from "../../src/shell/chat/card-rules";
import { blazeOfGloryCardRules } from "../../src/rulesets/blaze-of-glory/table/card-rules";
import { SYSTEM_ID } from "../../src/config";
import { onCreateChatMessage } from "../../src/shell/chat/handler";
import { registerQueries } from "../../src/shell/queries/register";
import { DEADLINE_MARGIN_MS, LATE_GRACE_MS, rollFollowUpQuery } from "../../src/shell/queries/dispatch";
import { requestReaction, shoot } from "../../src/rulesets/blaze-of-glory/table/api";
import { loadRuntime } from "../../src/rulesets/blaze-of-glory/load";
import type { CardFlags, FollowUp } from "../../src/rulesets/blaze-of-glory/table/actions";
import type { CardRequest } from "../../src/shell/queries/authorize";
import { cardFlags, makeWorld, type StandInActor, type StandInMessage, type World } from "./world";
import { clickAs, postCard, settle } from "./requests";
import { jakeFightsTex, jakeFollowsLeader, jakeRollsOff } from "./follow-ups";

/**
 * The trust model (docs/security.md) against a player with a browser console. Every attack runs the
 * real handlers in a small world whose server rules are Foundry's (a message's author is its
 * creator; only owners and GMs change an actor; only a message's author or a GM changes it), and
 * each must end refused, with a warning logged and nothing changed.
 */

let world: World;
let tex: StandInActor; // Alice's Hand
let jake: StandInActor; // Bob's Star
let outlaw: StandInActor; // the GM's Hand

// The runtime chunk loads on the first roll; load it once here so a roll's timing never depends on
// how long the first dynamic import takes on a busy machine.
beforeAll(async () => {
  await loadRuntime();
});

beforeEach(() => {
  world = makeWorld();
  tex = world.actor("tex", "Tex", ["alice"]);
  jake = world.actor("jake", "Jake", ["bob"], { star: true });
  outlaw = world.actor("outlaw", "Outlaw", []);
  registerQueries();
  // What Blaze of Glory's activation does: its cards' rules for the shell's plumbing.
  setCardRules(blazeOfGloryCardRules);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const beenShotAt = (actor: StandInActor): FollowUp => ({
  type: "reaction",
  actor: actor.uuid,
  name: actor.name,
  test: "beenShotAt",
  situation: {},
  reason: "SIXGUN.Chat.AskedByGM",
});

/** A shot's card as `user` would post it (a player may post anything: the server only records him). */
const post = (user: string, card: Partial<CardFlags>) => postCard(world, user, { kind: "shot", ...card });

const woundJake = {
  id: "target0",
  label: "SIXGUN.Chat.ApplyHits",
  name: "Jake",
  auto: false,
  actions: [{ type: "wound" as const, actor: "Actor.jake", location: "chest" as const, count: 1 }],
};

/** `user` clicks a card button: his client posts a request; the GM's client handles it. */
const click = (user: string, request: CardRequest) => clickAs(world, user, request);

const cards = () => world.live().filter((m) => m.flags[SYSTEM_ID]?.card);
const refusals = () => world.warnings.filter((w) => w.includes("refused"));

describe("the queries the old handlers answered are gone", () => {
  it("registers one query, the GM's call to a figure's owner", () => {
    const queries = (globalThis as unknown as { CONFIG: { queries: object } }).CONFIG.queries;
    expect(Object.keys(queries)).toEqual([`${SYSTEM_ID}.rollFollowUp`]);
  });

  it("a player cannot have the GM roll the GM's NPC's test (the old requestReaction)", async () => {
    await expect(
      world.as("alice", () =>
        world.users.gm.query(`${SYSTEM_ID}.requestReaction`, {
          actorUuid: outlaw.uuid,
          test: "flinch",
          situation: {},
        }),
      ),
    ).rejects.toThrow(/no handler/);
    // Nor through the public API on his own client.
    await world.as("alice", () => requestReaction(outlaw.uuid, "flinch"));
    expect(world.notes).toContainEqual({ user: "alice", level: "warn", text: "You do not own Outlaw." });
    expect(world.messages).toEqual([]);
    expect((outlaw.system.encounter as Record<string, boolean>).flinched).toBe(false);
  });

  it("a player cannot roll for a figure he does not own from a sheet or macro", async () => {
    await world.as("alice", () => shoot(jake.uuid, { targets: [outlaw as never] }));
    expect(world.messages).toEqual([]);
    expect(world.notes.map((n) => n.text)).toContain("You do not own Jake.");
  });
});

describe("a roll request sent straight to another client", () => {
  it("is refused without the GM's pending roll on the figure", async () => {
    const answer = await world.as("alice", () =>
      world.users.bob.query(`${SYSTEM_ID}.rollFollowUp`, { actor: jake.uuid, id: "guessed0000001" }),
    );
    expect(answer).toEqual({ ok: false, reason: "notAsked" });
    expect(refusals()).toHaveLength(1);
    expect(world.messages).toEqual([]);
    expect(jake.flags).toEqual({});
  });

  it("is refused for the GM's NPC on the GM's client too", async () => {
    const answer = await world.as("alice", () =>
      world.users.gm.query(`${SYSTEM_ID}.rollFollowUp`, { actor: outlaw.uuid, id: "guessed0000001" }),
    );
    expect(answer).toMatchObject({ ok: false, reason: "notAsked" });
    expect(world.messages).toEqual([]);
  });

  it("cannot be forged: only the figure's owners and the GM can write a pending roll", async () => {
    await expect(
      world.as("alice", () =>
        jake.update({
          [`flags.${SYSTEM_ID}.pendingRolls.forged000000001`]: {
            followUp: beenShotAt(jake),
            from: null,
            state: "asked",
          },
        }),
      ),
    ).rejects.toThrow(/server refused/);
    expect(jake.flags).toEqual({});
  });

  it("is refused when the figure is not the user's, even with a pending roll on it", async () => {
    await world.as("gm", () =>
      outlaw.update({
        [`flags.${SYSTEM_ID}.pendingRolls.real0000000001`]: {
          followUp: beenShotAt(outlaw),
          from: null,
          state: "asked",
        },
      }),
    );
    const answer = await world.as("alice", () =>
      world.users.bob.query(`${SYSTEM_ID}.rollFollowUp`, { actor: outlaw.uuid, id: "real0000000001" }),
    );
    expect(answer).toMatchObject({ ok: false, reason: "notOwner" });
    expect(world.messages).toEqual([]);
  });
});

describe("follow-ups", () => {
  it("a player cannot start another player's figure's test from a GM's card", async () => {
    const card = await post("gm", { followUps: [beenShotAt(jake)] });
    await click("alice", { kind: "followUp", messageId: card.id, index: 0 });
    expect(cardFlags(card).used).toEqual([]);
    expect(jake.flags).toEqual({});
    expect(cards()).toHaveLength(1);
    expect(refusals()).toHaveLength(1);
    expect(world.notes.filter((n) => n.user === "alice" && n.level === "warn").map((n) => n.text)).toEqual([
      "The GM refused this: you do not own that figure",
    ]);
  });

  it("a card a player wrote himself cannot set the GM's NPC rolling", async () => {
    const forged = await post("alice", { followUps: [beenShotAt(outlaw)] });
    await click("alice", { kind: "followUp", messageId: forged.id, index: 0 });
    expect(cardFlags(forged).used).toEqual([]);
    expect(cards()).toHaveLength(1);
    expect(world.dialogs).toEqual([]);
  });

  it("a re-draw carrying a Draw of the sender's making is refused", async () => {
    // Alice's own card: a Draw between the GM's outlaw and Bob's Jake, the outlaw covered.
    const redraw = {
      type: "redraw",
      actor: outlaw.uuid,
      name: "Outlaw",
      winner: jake.uuid,
      winnerName: "Jake",
      reason: "SIXGUN.Chat.FollowUp.redraw",
      draw: {
        figures: [
          { uuid: outlaw.uuid, weapon: "pistol0000000001", targets: [], hasDrop: false, flinch: "none" },
          { uuid: jake.uuid, weapon: "pistol0000000001", targets: [], hasDrop: true, flinch: "none" },
        ],
        participants: [],
        nextState: { coveredWinners: [] },
      },
    } as unknown as FollowUp;
    const forged = await post("alice", { kind: "draw", followUps: [redraw] });
    await click("alice", { kind: "followUp", messageId: forged.id, index: 0 });
    expect(cardFlags(forged).used).toEqual([]);
    expect(cards()).toHaveLength(1);
    expect(refusals()).toHaveLength(1);
  });

  it("the owner's click runs his figure's test on his client, once; a repeat is refused", async () => {
    const card = await post("gm", { followUps: [beenShotAt(jake)] });
    await click("bob", { kind: "followUp", messageId: card.id, index: 0 });
    expect(cardFlags(card).used).toEqual([0]);
    const answers = cards().filter((m) => m.id !== card.id);
    expect(answers).toHaveLength(1);
    expect(answers[0]!.author.id).toBe("bob");
    expect(world.dialogs.map((d) => d.user)).toEqual(["bob"]);
    // The pending roll is gone once his card is posted.
    expect(jake.getFlag(SYSTEM_ID, "pendingRolls")).toEqual({});

    await click("bob", { kind: "followUp", messageId: card.id, index: 0 });
    await click("gm", { kind: "followUp", messageId: card.id, index: 0 });
    expect(cards()).toHaveLength(2);
    expect(refusals()).toHaveLength(2);
  });

  it("a follow-up the owner cancels may be clicked again", async () => {
    world.dialog = "close";
    const card = await post("gm", { followUps: [beenShotAt(jake)] });
    await click("bob", { kind: "followUp", messageId: card.id, index: 0 });
    expect(cards()).toHaveLength(1);
    expect(cardFlags(card).used).toEqual([]);
    expect(jake.getFlag(SYSTEM_ID, "pendingRolls")).toEqual({});
  });

  it("a roll-off, a Born Leader's copy and a fight start only on the acting figure's owner's click, on his client", async () => {
    // Jake acts in each; Tex is the other figure named.
    expect([jake.uuid, tex.uuid]).toEqual(["Actor.jake", "Actor.tex"]);
    const buttons: FollowUp[] = [
      jakeRollsOff,
      jakeFollowsLeader,
      {
        ...jakeFightsTex,
        chargePenalty: true,
        reason: "SIXGUN.Outcome.Directive.fireAndPrepareAtMinusOneDie",
      },
    ];
    // Alice wrote the card and owns Tex, who each button names; Jake is Bob's.
    const card = await post("alice", { followUps: buttons });
    for (const index of [0, 1, 2]) await click("alice", { kind: "followUp", messageId: card.id, index });
    expect(cardFlags(card).used).toEqual([]);
    expect(cards()).toHaveLength(1);
    expect(refusals()).toHaveLength(3);

    for (const index of [0, 1, 2]) await click("bob", { kind: "followUp", messageId: card.id, index });
    expect(cardFlags(card).used).toEqual([0, 1, 2]);
    const answers = cards().filter((m) => m.id !== card.id);
    expect(answers.map((m) => [m.author.id, cardFlags(m).kind])).toEqual([
      ["bob", "reaction"],
      ["bob", "reaction"],
      ["bob", "melee"],
    ]);
  });

  it("request fields other than the card and button are ignored; the server's author counts", async () => {
    const card = await post("gm", { groups: [woundJake] });
    // Alice claims to be Bob, in the request and in the message data: the server records Alice.
    await world.as("alice", async () => {
      const { ChatMessage } = globalThis as unknown as {
        ChatMessage: { create(d: object): Promise<StandInMessage> };
      };
      const forged = await ChatMessage.create({
        author: "bob",
        content: "",
        flags: {
          [SYSTEM_ID]: {
            request: { kind: "apply", messageId: card.id, group: "target0", userId: "bob", isGM: true },
          },
        },
      });
      await world.as("gm", () => onCreateChatMessage(forged as never));
    });
    expect(cardFlags(card).applied).toEqual([]);
    expect((jake.system.wounds as Record<string, number>).chest).toBe(0);
    expect(refusals()).toHaveLength(1);
  });
});

describe("apply buttons", () => {
  it("a player cannot apply another player's wounds on a GM's card", async () => {
    const card = await post("gm", { groups: [woundJake] });
    await click("alice", { kind: "apply", messageId: card.id, group: "target0" });
    expect(cardFlags(card).applied).toEqual([]);
    expect((jake.system.wounds as Record<string, number>).chest).toBe(0);
    expect(refusals()).toHaveLength(1);
  });

  it("the figure's owner applies them, once", async () => {
    const card = await post("gm", { groups: [woundJake] });
    await click("bob", { kind: "apply", messageId: card.id, group: "target0" });
    expect(cardFlags(card).applied).toEqual(["target0"]);
    expect((jake.system.wounds as Record<string, number>).chest).toBe(1);
    await click("bob", { kind: "apply", messageId: card.id, group: "target0" });
    await click("gm", { kind: "apply", messageId: card.id, group: "target0" });
    expect((jake.system.wounds as Record<string, number>).chest).toBe(1);
    expect(refusals()).toHaveLength(2);
  });

  it("a player's card changes his own figures by itself, and others' only on their owner's click", async () => {
    const card = await post("alice", {
      groups: [
        {
          id: "shooter",
          label: "SIXGUN.Chat.Apply",
          name: "Tex",
          auto: true,
          actions: [{ type: "encounter", actor: tex.uuid, flag: "hidden", value: true }],
        },
        {
          id: "target0",
          label: "SIXGUN.Chat.ApplyHits",
          name: "Outlaw",
          auto: true,
          actions: [{ type: "encounter", actor: outlaw.uuid, flag: "flinched", value: true }],
        },
      ],
    });
    await world.as("gm", () => onCreateChatMessage(card as never));
    expect(cardFlags(card).applied).toEqual(["shooter"]);
    expect((tex.system.encounter as Record<string, boolean>).hidden).toBe(true);
    expect((outlaw.system.encounter as Record<string, boolean>).flinched).toBe(false);
    await click("alice", { kind: "apply", messageId: card.id, group: "target0" });
    expect((outlaw.system.encounter as Record<string, boolean>).flinched).toBe(false);
    await click("gm", { kind: "apply", messageId: card.id, group: "target0" });
    expect((outlaw.system.encounter as Record<string, boolean>).flinched).toBe(true);
  });

  it("request messages are removed once handled", async () => {
    const card = await post("gm", { groups: [woundJake] });
    await click("alice", { kind: "apply", messageId: card.id, group: "target0" });
    expect(world.live().filter((m) => m.flags[SYSTEM_ID]?.request)).toEqual([]);
  });
});

describe("timeouts: one test never posts two cards", () => {
  async function pendingOn(actor: StandInActor, id: string): Promise<void> {
    await world.as("gm", () =>
      actor.update({
        [`flags.${SYSTEM_ID}.pendingRolls.${id}`]: {
          followUp: beenShotAt(actor),
          from: null,
          state: "asked",
        },
      }),
    );
  }

  it("the owner's dialog closes at the deadline and nothing is rolled after it", async () => {
    vi.useFakeTimers();
    world.dialog = "open";
    await pendingOn(jake, "late0000000001");
    const answer = world.as("bob", () =>
      rollFollowUpQuery({ actor: jake.uuid, id: "late0000000001" }, { timeout: 10_000 }),
    );
    await vi.advanceTimersByTimeAsync(10_000 - DEADLINE_MARGIN_MS - 1);
    expect(world.dialogs).toEqual([{ user: "bob", closed: false }]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual({ ok: false, reason: "late" });
    expect(world.dialogs[0]!.closed).toBe(true);
    expect(cards()).toEqual([]);
    // The pending roll stays for the GM, who rolls it himself.
    expect(Object.keys(jake.getFlag(SYSTEM_ID, "pendingRolls") as object)).toEqual(["late0000000001"]);
  });

  it("with no answer in time the GM rolls once, without a dialog", async () => {
    vi.useFakeTimers();
    world.unreachable.add("bob");
    const done = world.as("gm", () => requestReaction(jake.uuid, "beenShotAt"));
    await vi.advanceTimersByTimeAsync(LATE_GRACE_MS);
    await done;
    const posted = cards();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.author.id).toBe("gm");
    expect(world.dialogs).toEqual([]);
    expect(jake.getFlag(SYSTEM_ID, "pendingRolls")).toEqual({});
    expect(world.notes.map((n) => n.text)).toContain("Jake's player did not answer: the GM rolls.");
  });

  it("an owner's card that came in as the GM gave up is not rolled again", async () => {
    vi.useFakeTimers();
    // Bob's client rolls and posts, but his answer reaches the GM after the timeout.
    const bob = world.users.bob;
    const real = bob.query.bind(bob);
    bob.query = async (name, data, options) => {
      await real(name, data, options);
      throw new Error("query timed out");
    };
    const done = world.as("gm", () => requestReaction(jake.uuid, "beenShotAt"));
    await vi.advanceTimersByTimeAsync(LATE_GRACE_MS);
    await done;
    expect(cards().map((m) => m.author.id)).toEqual(["bob"]);
  });

  it("a second query for a roll already taken is refused", async () => {
    world.dialog = "open";
    await pendingOn(jake, "twice000000001");
    void world.as("bob", () =>
      rollFollowUpQuery({ actor: jake.uuid, id: "twice000000001" }, { timeout: 60_000 }),
    );
    await settle();
    const second = await world.as("bob", () =>
      rollFollowUpQuery({ actor: jake.uuid, id: "twice000000001" }, { timeout: 60_000 }),
    );
    expect(second).toMatchObject({ ok: false, reason: "alreadyUsed" });
    expect(world.dialogs).toHaveLength(1);
  });
});
