import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { SYSTEM_ID } from "../../src/config";
import { setCardRules } from "../../src/shell/chat/card-rules";
import { onCreateChatMessage } from "../../src/shell/chat/handler";
import { authorizeSystemRun, type MessageFacts } from "../../src/shell/queries/authorize";
import { registerQueries } from "../../src/shell/queries/register";
import { blazeOfGloryCardRules } from "../../src/rulesets/blaze-of-glory/table/card-rules";
import { loadRuntime } from "../../src/rulesets/blaze-of-glory/load";
import { isSystemRun, systemRunFrom } from "../../src/rulesets/blaze-of-glory/table/system-run";
import type { CardFlags, FollowUp } from "../../src/rulesets/blaze-of-glory/table/actions";
import { seededDice, sequenceDice, type DiceSource } from "../../src/rules/core";
import { cardFlags, makeWorld, type StandInActor, type StandInMessage, type World } from "./world";
import { postCard, settle } from "./requests";

/**
 * Figures the system runs (docs/security.md, "Figures the system runs"): the active GM starts their
 * next steps himself, without a dialog, only where the card's author could have asked, and never
 * for a figure a player owns.
 */

describe("authorizeSystemRun (the decision)", () => {
  const f = (over: Record<string, unknown> = {}) =>
    ({ type: "reaction", actor: "Actor.npc", name: "N", reason: "r", ...over }) as never;
  const facts = (card: Partial<CardFlags>, author: { id: string; isGM: boolean }): MessageFacts => ({
    id: "m",
    authorId: author.id,
    authorIsGM: author.isGM,
    card: { kind: "shot", groups: [], followUps: [], applied: [], used: [], faces: [], ...card } as never,
  });
  const world = {
    systemRuns: (x: { actor: string }) => x.actor === "Actor.npc",
    playerOwned: (uuid: string) => uuid === "Actor.pc",
    owns: (user: string, uuid: string) => user === "alice" && uuid === "Actor.alices",
  };

  it("runs a GM's card, or a player's whose cause is his own figure, once, never a player's figure", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Actor.npc", "Actor.pc", "Actor.other"),
        fc.option(fc.constantFrom("Actor.alices", "Actor.bobs", "Actor.npc"), { nil: undefined }),
        fc.constantFrom("gm", "alice"),
        fc.boolean(),
        (actor, cause, author, used) => {
          const followUp = f({ actor, ...(cause ? { cause: { uuid: cause, name: "C" } } : {}) });
          const message = facts(
            { followUps: [followUp], used: used ? [0] : [] },
            { id: author, isGM: author === "gm" },
          );
          const decision = authorizeSystemRun(message, 0, world);
          const expected = !used && actor === "Actor.npc" && (author === "gm" || cause === "Actor.alices");
          expect(decision.ok).toBe(expected);
        },
      ),
    );
  });

  it("refuses what is not a card, a missing button and a follow-up that does not hold together", () => {
    expect(authorizeSystemRun(null, 0, world)).toMatchObject({ ok: false, reason: "notACard" });
    const gm = { id: "gm", isGM: true };
    expect(authorizeSystemRun(facts({ followUps: [] }, gm), 0, world)).toMatchObject({
      reason: "noSuchButton",
    });
    expect(
      authorizeSystemRun(facts({ followUps: [f()] }, gm), 0, { ...world, isWhole: () => false }),
    ).toMatchObject({ reason: "badRequest" });
  });
});

describe("isSystemRun", () => {
  it("is the flag, unless a player owns the figure", () => {
    fc.assert(
      fc.property(fc.anything(), fc.boolean(), (flag, owned) => {
        expect(systemRunFrom(flag, owned)).toBe(flag === true && !owned);
      }),
    );
  });
});

/**
 * One dice source for every world of this file: the shell keeps the first world's Roll class, and
 * with it that world's dice, so a test swaps the faces here rather than replacing `world.dice`.
 */
const dice = {
  source: seededDice(7) as DiceSource,
  roll(faces: number) {
    return this.source.roll(faces);
  },
};

let world: World;
let tex: StandInActor; // Alice's Hand
let jake: StandInActor; // Bob's Star
let outlaw: StandInActor; // an NPC the system runs

// The runtime chunk loads on the first roll; load it once here. Some of its modules (the encounter
// wizard) read Foundry's application classes when they load: a bare stand-in covers them.
beforeAll(async () => {
  vi.stubGlobal("foundry", {
    applications: { api: { HandlebarsApplicationMixin: (base: unknown) => base, ApplicationV2: class {} } },
  });
  await loadRuntime();
  vi.unstubAllGlobals();
});

beforeEach(() => {
  world = makeWorld();
  dice.source = seededDice(7);
  seen.clear();
  world.dice = dice as never;
  tex = world.actor("tex", "Tex", ["alice"]);
  jake = world.actor("jake", "Jake", ["bob"], { star: true });
  outlaw = world.actor("outlaw", "Outlaw", []);
  outlaw.flags[SYSTEM_ID] = { systemRun: true };
  registerQueries();
  setCardRules(blazeOfGloryCardRules);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const beenShotAt = (actor: StandInActor, cause?: StandInActor): FollowUp => ({
  type: "reaction",
  actor: actor.uuid,
  name: actor.name,
  test: "beenShotAt",
  situation: {},
  reason: "SIXGUN.Chat.Miss",
  ...(cause ? { cause: { uuid: cause.uuid, name: cause.name } } : {}),
});

/** What Foundry's `createChatMessage` hook does on the GM's client, for every new message in turn. */
const seen = new Set<string>();
async function pump(): Promise<void> {
  for (let round = 0; round < 10; round++) {
    const fresh = world.messages.filter((m) => !seen.has(m.id));
    if (!fresh.length) return;
    for (const m of fresh) {
      seen.add(m.id);
      await world.as("gm", () => onCreateChatMessage(m as never));
    }
    await settle();
  }
}

const reactionCards = () => world.live().filter((m) => cardFlags(m)?.kind === "reaction");
const encounter = (a: StandInActor) => a.system.encounter as Record<string, boolean>;

async function posted(user: string, card: Partial<CardFlags>): Promise<StandInMessage> {
  const m = await postCard(world, user, { kind: "shot", ...card });
  await pump();
  return m;
}

describe("the GM's client runs a system-run figure's next step", () => {
  it("a GM's card: the NPC's BEEN SHOT AT is rolled with no dialog and its result applied", async () => {
    // Pass 0 (6, 6 against Rep 4): the NPC ducks back or runs. Its result applies itself even where
    // the table leaves Hands' results to a click.
    dice.source = sequenceDice(6, 6);
    world.settings.handsApplyAutomatically = false;
    const card = await posted("gm", { followUps: [beenShotAt(outlaw)] });
    expect(cardFlags(card).used).toEqual([0]);
    expect(world.dialogs).toEqual([]);
    const [reaction] = reactionCards();
    expect(reaction?.author.id).toBe("gm");
    const flags = cardFlags(reaction!);
    expect(flags.groups.length).toBeGreaterThan(0);
    expect(flags.groups.every((g) => g.auto)).toBe(true);
    expect(flags.applied).toEqual(flags.groups.map((g) => g.id));
    expect(encounter(outlaw).duckBack || encounter(outlaw).runaway).toBe(true);
  });

  it("a player's shot card whose cause is his own figure starts the NPC's test", async () => {
    const card = await posted("alice", { followUps: [beenShotAt(outlaw, tex)] });
    expect(cardFlags(card).used).toEqual([0]);
    expect(reactionCards()).toHaveLength(1);
    expect(world.dialogs).toEqual([]);
  });

  it("a player's forged card with no cause, or someone else's figure as cause, sets no one rolling", async () => {
    const noCause = await posted("alice", { followUps: [beenShotAt(outlaw)] });
    const bobsCause = await posted("alice", { followUps: [beenShotAt(outlaw, jake)] });
    const selfCause = await posted("alice", { followUps: [beenShotAt(outlaw, outlaw)] });
    for (const card of [noCause, bobsCause, selfCause]) expect(cardFlags(card).used ?? []).toEqual([]);
    expect(reactionCards()).toEqual([]);
  });

  it("a figure a player owns is never run, even marked", async () => {
    jake.flags[SYSTEM_ID] = { systemRun: true };
    tex.flags[SYSTEM_ID] = { systemRun: true };
    expect(isSystemRun(jake as never)).toBe(false);
    const card = await posted("gm", { followUps: [beenShotAt(jake), beenShotAt(tex)] });
    expect(cardFlags(card).used ?? []).toEqual([]);
    expect(reactionCards()).toEqual([]);
    expect(world.dialogs).toEqual([]);
  });

  it("an unmarked NPC waits for a click; a used button is not run again", async () => {
    outlaw.flags[SYSTEM_ID] = { systemRun: false };
    const unmarked = await posted("gm", { followUps: [beenShotAt(outlaw)] });
    expect(cardFlags(unmarked).used ?? []).toEqual([]);
    outlaw.flags[SYSTEM_ID] = { systemRun: true };
    const used = await posted("gm", { followUps: [beenShotAt(outlaw)], used: [0] });
    expect(cardFlags(used).used).toEqual([0]);
    expect(reactionCards()).toEqual([]);
  });

  it("damage a player's card does to a system-run NPC still waits for the GM's click", async () => {
    const wound = {
      id: "target0",
      label: "SIXGUN.Chat.ApplyHits",
      name: "Outlaw",
      auto: true,
      actions: [{ type: "wound" as const, actor: outlaw.uuid, location: "chest" as const, count: 1 }],
    };
    const card = await posted("alice", { groups: [wound] });
    expect(cardFlags(card).applied).toEqual([]);
    expect((outlaw.system.wounds as Record<string, number>).chest).toBe(0);
  });
});
