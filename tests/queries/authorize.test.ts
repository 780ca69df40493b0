import { describe, expect, it } from "vitest";
import { blazeOfGloryCardRules } from "../../src/rulesets/blaze-of-glory/table/card-rules";
import {
  authorizeApply,
  authorizeAutoApply,
  authorizeFollowUp,
  authorizeRoll,
  chooseRoller,
  parseRequest,
  type MessageFacts,
  type PendingRoll,
} from "../../src/shell/queries/authorize";
import { SerialQueue } from "../../src/shell/queries/queue";
import { jakeFightsTex, jakeFollowsLeader, jakeRollsOff } from "./follow-ups";
import type { ActionGroup, CardFlags, FollowUp } from "../../src/rulesets/blaze-of-glory/table/actions";

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

// Alice owns Tex; Bob owns Jake. Nobody else owns anything; the GM owns everything.
const owners: Record<string, string[]> = { "Actor.tex": ["alice"], "Actor.jake": ["bob"] };
const owns = (user: string, uuid: string) => owners[uuid]?.includes(user) ?? false;
const ID = "msg0000000000001";
const message = (
  author: string | null,
  authorIsGM = false,
  flags: CardFlags | null = card,
): MessageFacts => ({ id: ID, authorId: author, authorIsGM, card: flags });
const alice = { id: "alice", isGM: false };
const bob = { id: "bob", isGM: false };
const gm = { id: "gm", isGM: true };
const apply = (group: string) => parseRequest({ kind: "apply", messageId: ID, group });
const next = (index: number) => parseRequest({ kind: "followUp", messageId: ID, index });

describe("requests name a card and a button, nothing more", () => {
  it("reads only the kind, the card and the button", () => {
    expect(
      parseRequest({ kind: "apply", messageId: ID, group: "target0", userId: "gm", isGM: true }),
    ).toEqual({
      kind: "apply",
      messageId: ID,
      group: "target0",
    });
    expect(parseRequest({ kind: "followUp", messageId: ID, index: 2, draw: {} })).toEqual({
      kind: "followUp",
      messageId: ID,
      index: 2,
    });
  });

  it("refuses malformed requests", () => {
    for (const bad of [
      null,
      "apply",
      { kind: "apply", messageId: "<script>", group: "x" },
      { kind: "apply", messageId: ID, group: "<b>" },
      { kind: "followUp", messageId: ID, index: -1 },
      { kind: "followUp", messageId: ID, index: 1.5 },
      { kind: "roll", messageId: ID, index: 0 },
    ])
      expect(parseRequest(bad), JSON.stringify(bad)).toBeNull();
  });
});

describe("GM-side authorisation of card buttons", () => {
  it("lets a player apply a change to a figure he owns, whoever wrote the card", () => {
    expect(authorizeApply(apply("shooter"), message("alice"), alice, owns)).toMatchObject({
      ok: true,
      value: { id: "shooter" },
    });
    // The GM shot Jake: Bob applies the wounds to his own figure.
    expect(authorizeApply(apply("target0"), message("gm", true), bob, owns)).toMatchObject({ ok: true });
  });

  it("refuses a player a change to a figure he does not own, even on a GM's card", () => {
    expect(authorizeApply(apply("target0"), message("gm", true), alice, owns)).toEqual({
      ok: false,
      reason: "notOwner",
      detail: "Actor.jake",
    });
    expect(authorizeApply(apply("target0"), message("alice"), alice, owns)).toMatchObject({
      reason: "notOwner",
    });
  });

  it("lets a GM apply any button, once", () => {
    expect(authorizeApply(apply("target0"), message("alice"), gm, owns).ok).toBe(true);
    const done = { ...card, applied: ["target0"] };
    expect(authorizeApply(apply("target0"), message("gm", true, done), gm, owns)).toEqual({
      ok: false,
      reason: "alreadyApplied",
    });
  });

  it("refuses requests without a requester, a card or the button", () => {
    expect(authorizeApply(apply("shooter"), message("alice"), null, owns)).toMatchObject({
      reason: "badRequest",
    });
    expect(authorizeApply(apply("shooter"), null, alice, owns)).toMatchObject({ reason: "noMessage" });
    expect(
      authorizeApply(
        parseRequest({ kind: "apply", messageId: "msg0000000000002", group: "x" }),
        message("alice"),
        alice,
        owns,
      ),
    ).toMatchObject({ reason: "noMessage" });
    expect(authorizeApply(apply("shooter"), message("alice", false, null), alice, owns)).toMatchObject({
      reason: "notACard",
    });
    expect(authorizeApply(apply("nope"), message("alice"), alice, owns)).toMatchObject({
      reason: "noSuchButton",
    });
    expect(authorizeApply(next(0), message("alice"), alice, owns)).toMatchObject({ reason: "badRequest" });
  });

  it("applies a button without a click only where the card's author could have", () => {
    const [shooter, target] = card.groups as [ActionGroup, ActionGroup];
    expect(authorizeAutoApply(message("alice"), shooter, owns).ok).toBe(true);
    // Alice's hit on Bob's figure waits for Bob or the GM, even marked automatic.
    expect(authorizeAutoApply(message("alice"), { ...target, auto: true }, owns)).toMatchObject({
      reason: "notOwner",
    });
    expect(authorizeAutoApply(message("gm", true), { ...target, auto: true }, owns).ok).toBe(true);
    expect(authorizeAutoApply(message("gm", true), target, owns)).toMatchObject({ reason: "notAsked" });
    expect(authorizeAutoApply(message(null), shooter, owns)).toMatchObject({ reason: "notOwner" });
  });

  it("starts a follow-up for the figure's owner or a GM, once", () => {
    expect(authorizeFollowUp(next(0), message("alice"), bob, owns)).toMatchObject({
      ok: true,
      value: { test: "beenShotAt", actor: "Actor.jake" },
    });
    expect(authorizeFollowUp(next(0), message("alice"), gm, owns).ok).toBe(true);
    // Alice wrote the card, but Jake is Bob's: she cannot set him rolling.
    expect(authorizeFollowUp(next(0), message("alice"), alice, owns)).toMatchObject({ reason: "notOwner" });
    expect(authorizeFollowUp(next(0), message("alice", false, { ...card, used: [0] }), bob, owns)).toEqual({
      ok: false,
      reason: "alreadyUsed",
    });
    expect(authorizeFollowUp(next(3), message("alice"), bob, owns)).toMatchObject({ reason: "noSuchButton" });
  });

  it("refuses a stored re-draw that does not hold together", () => {
    const redraw = (actor: string, winner: string, figures: string[]): CardFlags => ({
      ...card,
      followUps: [
        {
          type: "redraw",
          actor,
          name: "x",
          winner,
          winnerName: "y",
          reason: "r",
          draw: { figures: figures.map((uuid) => ({ uuid })), participants: [], nextState: {} },
        } as unknown as FollowUp,
      ],
    });
    const ok = redraw("Actor.jake", "Actor.tex", ["Actor.tex", "Actor.jake"]);
    expect(
      authorizeFollowUp(
        next(0),
        message("alice", false, ok),
        bob,
        owns,
        blazeOfGloryCardRules.followUpIsWhole,
      ).ok,
    ).toBe(true);
    const isWhole = blazeOfGloryCardRules.followUpIsWhole!;
    for (const bad of [
      redraw("Actor.jake", "Actor.tex", ["Actor.tex"]),
      redraw("Actor.jake", "Actor.out", ["Actor.tex", "Actor.jake"]),
      redraw("Actor.jake", "Actor.jake", ["Actor.jake", "Actor.jake"]),
    ])
      expect(authorizeFollowUp(next(0), message("gm", true, bad), gm, owns, isWhole)).toMatchObject({
        reason: "badRequest",
      });
  });
});

describe("the follow-ups and memos a result's effects add", () => {
  const isWhole = blazeOfGloryCardRules.followUpIsWhole!;
  const [leader, rollOff, fight] = [jakeFollowsLeader, jakeRollsOff, jakeFightsTex];
  const withFollowUp = (f: FollowUp): CardFlags => ({ ...card, followUps: [f] });

  it("starts each for the acting figure's owner or a GM only, once", () => {
    for (const f of [leader, rollOff, fight]) {
      const m = message("alice", false, withFollowUp(f));
      expect(authorizeFollowUp(next(0), m, bob, owns, isWhole)).toMatchObject({ ok: true, value: f });
      expect(authorizeFollowUp(next(0), m, gm, owns, isWhole).ok).toBe(true);
      // Alice wrote the card and owns the other figure named in it, but Jake acts: not hers to start.
      expect(authorizeFollowUp(next(0), m, alice, owns, isWhole)).toMatchObject({ reason: "notOwner" });
      const used = message("alice", false, { ...withFollowUp(f), used: [0] });
      expect(authorizeFollowUp(next(0), used, bob, owns, isWhole)).toMatchObject({ reason: "alreadyUsed" });
    }
  });

  it("refuses one that does not hold together", () => {
    for (const bad of [
      { ...leader, test: "gotAShot" },
      { ...leader, test: "noSuchTest" },
      { ...leader, passes: 3 },
      { ...rollOff, tester: "Actor.jake" },
      { ...rollOff, dice: [] },
      { ...rollOff, dice: [1, 7] },
      { ...rollOff, dice: "11" },
      { ...fight, opponent: "Actor.jake" },
      { ...fight, opponent: 5 },
    ] as unknown as FollowUp[])
      expect(
        authorizeFollowUp(next(0), message("gm", true, withFollowUp(bad)), gm, owns, isWhole),
      ).toMatchObject({
        reason: "badRequest",
      });
  });

  it("a bare-handed Out of the Fight note is applied only by the figure's owner or a GM", () => {
    const memo: CardFlags = {
      ...card,
      groups: [
        {
          id: "fighter0",
          label: "SIXGUN.Chat.Apply",
          name: "Jake",
          auto: true,
          actions: [
            { type: "encounter", actor: "Actor.jake", flag: "outOfTheFight", value: true },
            { type: "memo", actor: "Actor.jake", key: "oofUnarmed", value: true },
          ],
        },
      ],
    };
    expect(authorizeApply(apply("fighter0"), message("alice", false, memo), alice, owns)).toMatchObject({
      reason: "notOwner",
    });
    expect(authorizeApply(apply("fighter0"), message("alice", false, memo), bob, owns).ok).toBe(true);
    expect(authorizeAutoApply(message("alice", false, memo), memo.groups[0]!, owns)).toMatchObject({
      reason: "notOwner",
    });
  });
});

describe("the roller believes only the pending roll on the figure", () => {
  const f = card.followUps[0]!;
  const pending: Record<string, PendingRoll> = { abc123: { followUp: f, from: null, state: "asked" } };

  it("rolls a pending roll on a figure this user owns", () => {
    expect(authorizeRoll(pending, "abc123", "Actor.jake", true)).toMatchObject({ ok: true });
  });

  it("refuses a roll nobody asked for, one taken, one for another figure or not his", () => {
    expect(authorizeRoll(pending, "zzz999", "Actor.jake", true)).toMatchObject({ reason: "notAsked" });
    expect(authorizeRoll(undefined, "abc123", "Actor.jake", true)).toMatchObject({ reason: "notAsked" });
    expect(authorizeRoll(pending, "abc123", "Actor.tex", true)).toMatchObject({ reason: "notAsked" });
    expect(authorizeRoll(pending, "abc123", "Actor.jake", false)).toMatchObject({ reason: "notOwner" });
    expect(
      authorizeRoll({ abc123: { ...pending.abc123!, state: "rolling" } }, "abc123", "Actor.jake", true),
    ).toMatchObject({ reason: "alreadyUsed" });
    expect(authorizeRoll(pending, { id: "abc123" }, "Actor.jake", true)).toMatchObject({
      reason: "badRequest",
    });
  });

  it("asks the player who clicked when he owns the figure, else its first active player, else the GM", () => {
    const master = { id: "gm", isGM: true, active: true };
    const b = { id: "bob", isGM: false, active: true };
    const c = { id: "carl", isGM: false, active: true };
    expect(chooseRoller([b, c], master)).toBe(b);
    expect(chooseRoller([b, c], master, "carl")).toBe(c);
    expect(chooseRoller([b, c], master, "alice")).toBe(b);
    expect(chooseRoller([{ ...b, active: false }], master)).toBe(master);
    expect(chooseRoller([master], master)).toBe(master);
    expect(chooseRoller([], null)).toBeNull();
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
