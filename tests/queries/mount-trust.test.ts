import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setCardRules } from "../../src/shell/chat/card-rules";
import { blazeOfGloryCardRules } from "../../src/rulesets/blaze-of-glory/table/card-rules";
import { SYSTEM_ID } from "../../src/config";
import { onCreateChatMessage } from "../../src/shell/chat/handler";
import { registerQueries } from "../../src/shell/queries/register";
import { loadRuntime } from "../../src/rulesets/blaze-of-glory/load";
import type { CardFlags, FollowUp } from "../../src/rulesets/blaze-of-glory/table/actions";
import type { CardRequest } from "../../src/shell/queries/authorize";
import { cardFlags, makeWorld, type StandInActor, type StandInMessage, type World } from "./world";
import { horseActor } from "../helpers/mounts";
import { clickAs, postCard, settle } from "./requests";

/**
 * The trust model (docs/security.md) for what a horse or a fall changes: a mount's status and state
 * (the `mount` action) and the next riding test (the `ride` follow-up). A player's card may change
 * only mounts and figures he owns, start only his own figures' tests, each once, and a test runs
 * only while the mount or vehicle it names still carries the figure.
 */

let world: World;
let tex: StandInActor; // Alice's Hand
let jake: StandInActor; // Bob's
let dusty: StandInActor; // Alice's horse, Tex's
let blaze: StandInActor; // Bob's horse, Jake's

beforeAll(async () => {
  await loadRuntime();
});

beforeEach(() => {
  world = makeWorld();
  tex = world.actor("tex", "Tex", ["alice"]);
  jake = world.actor("jake", "Jake", ["bob"]);
  dusty = horseActor(world, { id: "dusty", name: "Dusty", owners: ["alice"], rider: tex });
  blaze = horseActor(world, { id: "blaze", name: "Blaze", owners: ["bob"], rider: jake });
  registerQueries();
  setCardRules(blazeOfGloryCardRules);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** `user` posts a card; the GM's client sees it, as every new card (auto-applies what its author may apply). */
async function post(user: string, card: Partial<CardFlags>): Promise<StandInMessage> {
  const message = await postCard(world, user, card);
  await world.as("gm", () => onCreateChatMessage(message as never));
  await settle();
  return message;
}

const click = (user: string, request: CardRequest) => clickAs(world, user, request);

const cards = () => world.live().filter((m) => m.flags[SYSTEM_ID]?.card);

const killBlaze = {
  id: "mount0",
  label: "SIXGUN.Chat.Apply",
  name: "Blaze",
  auto: true,
  actions: [{ type: "mount" as const, actor: "Actor.blaze", status: "dead" as const }],
};

const riderThrown = (rider: StandInActor, subject: StandInActor): FollowUp => ({
  type: "ride",
  actor: rider.uuid,
  name: rider.name,
  test: "riderThrown",
  subject: subject.uuid,
  reason: "SIXGUN.Outcome.AnimalHit.dead",
});

describe("a mount's changes", () => {
  it("a player's card cannot kill another player's horse, by itself or by his click", async () => {
    const forged = await post("alice", { groups: [killBlaze] });
    expect(blaze.system.status).toBe("unhurt");
    await click("alice", { kind: "apply", messageId: forged.id, group: "mount0" });
    expect(blaze.system.status).toBe("unhurt");
    expect(cardFlags(forged).applied).toEqual([]);
    expect(world.notes.filter((n) => n.user === "alice" && n.level === "warn").map((n) => n.text)).toEqual([
      "The GM refused this: you do not own that figure",
    ]);
  });

  it("the horse's owner (or the GM) applies it, once", async () => {
    const card = await post("alice", { groups: [{ ...killBlaze, auto: false }] });
    await click("bob", { kind: "apply", messageId: card.id, group: "mount0" });
    expect(blaze.system.status).toBe("dead");
    blaze.system.status = "unhurt";
    await click("gm", { kind: "apply", messageId: card.id, group: "mount0" });
    expect(blaze.system.status).toBe("unhurt");
  });
});

describe("a ride follow-up", () => {
  it("a player cannot start another player's rider's RIDER THROWN", async () => {
    const card = await post("gm", { followUps: [riderThrown(jake, blaze)] });
    await click("alice", { kind: "followUp", messageId: card.id, index: 0 });
    expect(cardFlags(card).used).toEqual([]);
    expect(cards()).toHaveLength(1);
    expect(world.dialogs).toEqual([]);
  });

  it("the rider's player takes it on his own client, once", async () => {
    const card = await post("gm", { followUps: [riderThrown(jake, blaze)] });
    await click("bob", { kind: "followUp", messageId: card.id, index: 0 });
    expect(cardFlags(card).used).toEqual([0]);
    const rolled = cards().at(-1)!;
    expect(rolled.author.id).toBe("bob");
    expect(cardFlags(rolled).kind).toBe("task");
    await click("bob", { kind: "followUp", messageId: card.id, index: 0 });
    expect(cards()).toHaveLength(2);
  });

  it("a test naming a horse that does not carry the figure rolls nothing", async () => {
    // Tex is Alice's, but Blaze is Jake's horse: RIDER THROWN "from Blaze" is refused on her client.
    const card = await post("alice", { followUps: [riderThrown(tex, blaze)] });
    await click("alice", { kind: "followUp", messageId: card.id, index: 0 });
    expect(cards()).toHaveLength(1);
    expect(world.notes.map((n) => n.text)).toContain("That figure is no longer on this mount or vehicle.");
  });

  it("a stored ride follow-up with a test the table does not know is refused before anything runs", async () => {
    const bad = { ...riderThrown(tex, dusty), test: "shootTheSheriff" } as unknown as FollowUp;
    const card = await post("alice", { followUps: [bad] });
    await click("alice", { kind: "followUp", messageId: card.id, index: 0 });
    expect(cardFlags(card).used).toEqual([]);
    expect(cards()).toHaveLength(1);
    expect(world.notes.filter((n) => n.level === "warn").map((n) => n.text)).toEqual([
      "The GM refused this: a malformed request",
    ]);
  });
});
