import { describe, expect, it } from "vitest";
import {
  authorizeApply,
  authorizeFollowUp,
  chooseRoller,
  mayRollFor,
  whereToRoll,
  type MessageFacts,
} from "../../src/queries/authorize";
import { SerialQueue } from "../../src/queries/queue";
import type { CardFlags } from "../../src/table/actions";

const card: CardFlags = {
  kind: "shot",
  faces: [6, 4, 4, 1, 1],
  applied: [],
  followUps: [
    {
      type: "reaction",
      actor: "Actor.jake",
      name: "Jake",
      test: "beenShotAt",
      situation: {},
      reason: "SIXGUN.Outcome.Target.scratch",
    },
  ],
  groups: [
    {
      id: "shooter",
      label: "SIXGUN.Chat.Apply",
      name: "Tex",
      auto: true,
      actions: [{ type: "ammo", actor: "Actor.tex", item: "pistol0000000001", ammo: "fumbling" }],
    },
    {
      id: "target0",
      label: "SIXGUN.Chat.ApplyHits",
      name: "Jake",
      auto: false,
      actions: [{ type: "wound", actor: "Actor.jake", location: "chest", count: 1 }],
    },
  ],
};

// Alice owns Tex; Bob owns Jake. Nobody else owns anything.
const owners: Record<string, string[]> = { "Actor.tex": ["alice"], "Actor.jake": ["bob"] };
const owns = (user: string, uuid: string) => owners[uuid]?.includes(user) ?? false;
const message = (
  author: string | null,
  authorIsGM = false,
  flags: CardFlags | null = card,
): MessageFacts => ({
  id: "msg0000000000001",
  authorId: author,
  authorIsGM,
  card: flags,
});

describe("GM-side authorisation of card buttons", () => {
  it("applies a change to a figure the message's author owns", () => {
    const d = authorizeApply({ messageId: "msg0000000000001", group: "shooter" }, message("alice"), owns);
    expect(d).toMatchObject({ ok: true, value: { id: "shooter" } });
  });

  it("refuses a request when the message's author does not own the figure it would change", () => {
    // Alice shot Jake; the wounds on her card would change Bob's figure.
    const d = authorizeApply({ messageId: "msg0000000000001", group: "target0" }, message("alice"), owns);
    expect(d).toEqual({ ok: false, reason: "notOwner", detail: "Actor.jake" });
  });

  it("ignores user ids written in the payload: only the stored author counts", () => {
    const forged = {
      messageId: "msg0000000000001",
      group: "target0",
      userId: "bob",
      author: "bob",
      isGM: true,
    };
    expect(authorizeApply(forged, message("alice"), owns)).toMatchObject({ ok: false, reason: "notOwner" });
    // Actions sent in the payload are ignored too: the message's own flags decide.
    const smuggled = { ...forged, group: "shooter", actions: [{ type: "wound", actor: "Actor.jake" }] };
    const d = authorizeApply(smuggled, message("alice"), owns);
    expect(d.ok && d.value.actions).toEqual(card.groups[0]!.actions);
  });

  it("lets a GM's card change anyone; applies each button only once", () => {
    expect(
      authorizeApply({ messageId: "msg0000000000001", group: "target0" }, message("gm", true), owns).ok,
    ).toBe(true);
    const done = { ...card, applied: ["target0"] };
    expect(
      authorizeApply({ messageId: "msg0000000000001", group: "target0" }, message("gm", true, done), owns),
    ).toEqual({
      ok: false,
      reason: "alreadyApplied",
    });
  });

  it("refuses malformed requests, missing messages and plain messages", () => {
    expect(authorizeApply(null, message("alice"), owns)).toMatchObject({ reason: "badRequest" });
    expect(authorizeApply({ messageId: "<script>", group: "x" }, message("alice"), owns)).toMatchObject({
      reason: "badRequest",
    });
    expect(authorizeApply({ messageId: "msg0000000000001", group: "shooter" }, null, owns)).toMatchObject({
      reason: "noMessage",
    });
    expect(
      authorizeApply({ messageId: "msg0000000000002", group: "shooter" }, message("alice"), owns),
    ).toMatchObject({
      reason: "noMessage",
    });
    expect(
      authorizeApply(
        { messageId: "msg0000000000001", group: "shooter" },
        message("alice", false, null),
        owns,
      ),
    ).toMatchObject({
      reason: "notACard",
    });
    expect(
      authorizeApply({ messageId: "msg0000000000001", group: "nope" }, message("alice"), owns),
    ).toMatchObject({
      reason: "noSuchButton",
    });
    expect(
      authorizeApply({ messageId: "msg0000000000001", group: "shooter" }, message(null), owns),
    ).toMatchObject({
      reason: "notOwner",
    });
  });

  it("reads follow-ups from the message", () => {
    const d = authorizeFollowUp({ messageId: "msg0000000000001", index: 0 }, message("alice"));
    expect(d).toMatchObject({ ok: true, value: { test: "beenShotAt", actor: "Actor.jake" } });
    expect(authorizeFollowUp({ messageId: "msg0000000000001", index: 3 }, message("alice"))).toMatchObject({
      ok: false,
    });
  });

  it("asks the figure's active player first, the GM when none is online; rolls only for owners", () => {
    const gm = { id: "gm", isGM: true, active: true };
    const bob = { id: "bob", isGM: false, active: true };
    expect(chooseRoller([bob], gm)).toBe(bob);
    expect(chooseRoller([{ ...bob, active: false }], gm)).toBe(gm);
    expect(chooseRoller([], null)).toBeNull();
    expect(mayRollFor(false, false)).toBe(false);
    expect(mayRollFor(false, true)).toBe(true);
    expect(mayRollFor(true, false)).toBe(true);
  });

  it("runs a figure's roll on the client of the user who should roll it", () => {
    const user = (id: string, isGM: boolean, isSelf = false) => ({ id, isGM, active: true, isSelf });
    const gmHere = user("gm", true, true);
    const bob = user("bob", false);
    const player = { isGM: false };
    // A player rolls his own figure himself, even with another owner online.
    expect(whereToRoll(player, true, [bob], gmHere)).toBe("here");
    // The GM asks the figure's player; with none online he rolls it himself.
    expect(whereToRoll(gmHere, false, [bob], gmHere)).toBe(bob);
    expect(whereToRoll(gmHere, true, [], gmHere)).toBe("here");
    // A second GM leaves it to the active GM when no player owns the figure.
    const activeGM = user("gm", true);
    expect(whereToRoll({ isGM: true }, true, [], activeGM)).toBe(activeGM);
    // Nobody to roll: no player owner online and no active GM.
    expect(whereToRoll(gmHere, false, [], null)).toBeNull();
    // The player clicking counts as "here" only when he is the one chosen.
    expect(whereToRoll(player, false, [user("me", false, true)], activeGM)).toBe("here");
  });
});

describe("the GM's queue", () => {
  it("runs changes one at a time, in order, and survives a failing one", async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      () =>
        new Promise<string>((resolve, reject) =>
          setTimeout(() => {
            log.push(name);
            if (fail) reject(new Error(name));
            else resolve(name);
          }, ms),
        );
    const results = await Promise.allSettled([
      queue.run(task("a", 20)),
      queue.run(task("b", 1, true)),
      queue.run(task("c", 5)),
    ]);
    expect(log).toEqual(["a", "b", "c"]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(queue.pending).toBe(0);
  });
});
