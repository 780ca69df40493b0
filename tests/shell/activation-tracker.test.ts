import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ActivationDeckPort } from "../../src/shell/activation/deck-port";
import { participantsOf } from "../../src/shell/activation/participants";
import {
  FLAG,
  pressDraw,
  pressNewTurn,
  storedState,
  type TrackerContext,
} from "../../src/shell/activation/tracker";
import { trackerView } from "../../src/shell/activation/view";
import type { FActor } from "../../src/shell/foundry";
import { registerRulesets } from "../../src/shell/registry";
import { registerCardActivation } from "../../src/shell/activation/register";
import type { RulesetDefinition } from "../../src/shell/ruleset-definition";

import {
  GM,
  PLAYER,
  combatant,
  fakeCombat,
  installActivationGlobals,
  memoryDeck,
  notices,
  posted,
} from "./activation-standins";

/** The tracker's Foundry side against the stand-ins of `activation-standins.ts`. */

beforeEach(installActivationGlobals);

/** Three groups as V13 combatant groups: 3, 2 and 1 figures. */
function threeGroups() {
  const groups = [
    { id: "snod", name: "Snodgrass Boys" },
    { id: "clan", name: "Clantons" },
    { id: "law", name: "The Law" },
  ];
  const cs = [
    combatant("c1", "Kid", { group: "snod" }),
    combatant("c2", "Ike", { group: "snod" }),
    combatant("c3", "Abe", { group: "snod" }),
    combatant("c4", "Billy", { group: "clan" }),
    combatant("c5", "Finn", { group: "clan" }),
    combatant("c6", "Dill", { group: "law" }),
  ];
  return fakeCombat(cs, groups);
}

function context(deck: ActivationDeckPort, over: Partial<TrackerContext["ruleset"]> = {}): TrackerContext {
  return {
    deck,
    ruleset: {
      activation: "cardsPerGroup",
      typePrefix: "fyh-",
      decks: [{ id: "activation", label: "x", composition: "standard", reshuffleWhenEmpty: false }],
      cardActivation: { options: () => ({ cardsPerGroup: 3 }) },
      ...over,
    },
  };
}

describe("the GM plays a whole cards-per-group turn from the tracker", () => {
  it("builds the deck from the groups, draws one card per press, and ends when it is empty", async () => {
    const combat = threeGroups();
    const deck = memoryDeck();
    const ctx = context(deck.port);
    const first = await pressNewTurn(combat, ctx, GM);
    expect(first?.turn).toBe(1);
    expect(deck.calls).toEqual(["ensure:9", "recall"]);
    expect(storedState(combat).state).toEqual(first);
    const shuffled = deck.pile();
    const seen: string[] = [];
    for (let i = 0; i < 9; i++) {
      const s = await pressDraw(combat, ctx, GM);
      seen.push(s!.order[s!.current]!);
    }
    // The draws come off the shuffled deck in order, and each activates its card's group.
    expect(seen).toEqual(shuffled);
    const state = storedState(combat).state!;
    expect(trackerView(state).turnOver).toBe(true);
    expect(posted).toHaveLength(9);
    expect(String(posted[0]!.content)).toContain("SIXGUN.Activation.Acts");
    // A tenth press draws nothing and says why.
    expect(await pressDraw(combat, ctx, GM)).toBeNull();
    expect(notices.at(-1)?.message).toMatch(/start a new turn/);
    expect(deck.calls.filter((c) => c.startsWith("draw"))).toHaveLength(9);
    // The next turn rebuilds and reshuffles the same nine cards.
    const second = await pressNewTurn(combat, ctx, GM);
    expect(second?.turn).toBe(2);
    expect(second?.order).toEqual([]);
    expect(deck.pile()).toHaveLength(9);
  });

  it("a turn started after a group has fallen leaves its cards out, and the stored map has no stale cards", async () => {
    const combat = threeGroups();
    const deck = memoryDeck();
    const ctx = context(deck.port);
    await pressNewTurn(combat, ctx, GM);
    for (const c of combat.combatants) if (c.id === "c6") c.defeated = true;
    const next = await pressNewTurn(combat, ctx, GM);
    expect(next?.units.map((u) => u.key)).toEqual(["snod", "clan"]);
    expect((combat.flags[FLAG] as { cards: unknown[] }).cards).toHaveLength(6);
  });
});

describe("a figure killed by a wound", () => {
  it("leaves its group's cards out of the next turn through V13's isDefeated, before anyone toggles Defeated", async () => {
    const combat = threeGroups();
    const deck = memoryDeck();
    const ctx = context(deck.port);
    await pressNewTurn(combat, ctx, GM);
    // The actor carries the defeated status; the combatant's own flag is still unset.
    for (const c of combat.combatants)
      if (c.id === "c6") Object.assign(c, { defeated: false, isDefeated: true });
    const next = await pressNewTurn(combat, ctx, GM);
    expect(next?.units.map((u) => u.key)).toEqual(["snod", "clan"]);
  });
});

describe("only the GM's client moves cards", () => {
  it("a player's press explains and touches neither the deck nor the Combat", async () => {
    const combat = threeGroups();
    const deck = memoryDeck();
    const ctx = context(deck.port);
    expect(await pressNewTurn(combat, ctx, PLAYER)).toBeNull();
    expect(await pressDraw(combat, ctx, PLAYER)).toBeNull();
    expect(deck.calls).toEqual([]);
    expect(combat.flags[FLAG]).toBeUndefined();
    expect(notices).toEqual([
      { level: "info", message: "SIXGUN.Activation.GMOnly" },
      { level: "info", message: "SIXGUN.Activation.GMOnly" },
    ]);
  });

  it("a GM's draw before any turn warns instead of drawing", async () => {
    const deck = memoryDeck();
    expect(await pressDraw(threeGroups(), context(deck.port), GM)).toBeNull();
    expect(deck.calls).toEqual([]);
    expect(notices[0]?.message).toBe("SIXGUN.Activation.NoTurnGM");
  });

  it("a broken deck service is told to the GM, not thrown into Foundry", async () => {
    const deck = memoryDeck();
    deck.port.recallDeck = async () => {
      throw new Error("the deck is gone");
    };
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await pressNewTurn(threeGroups(), context(deck.port), GM)).toBeNull();
    expect(notices[0]?.message).toContain("the deck is gone");
    spy.mockRestore();
  });

  it("a malformed stored state is reported, not thrown", () => {
    const combat = threeGroups();
    combat.flags[FLAG] = { version: 1, kind: "cardsPerGroup", turn: "x" };
    const { state, problem } = storedState(combat);
    expect(state).toBeNull();
    expect(problem).toMatch(/cardActivation.turn/);
  });
});

describe("a dealt turn (card per figure)", () => {
  it("deals one card per figure on the first press, then passes card by card", async () => {
    const combat = fakeCombat([combatant("a", "Ann"), combatant("b", "Bob"), combatant("c", "Cal")]);
    const deck = memoryDeck(5);
    const ctx = context(deck.port, { activation: "cardPerFigure", decks: [], cardActivation: undefined });
    await pressNewTurn(combat, ctx, GM);
    expect(deck.calls).toEqual(["ensure", "recall"]);
    const dealt = await pressDraw(combat, ctx, GM);
    expect(deck.calls.at(-1)).toBe("draw:3");
    expect(dealt?.order).toHaveLength(3);
    expect(String(posted[0]!.content)).toContain("SIXGUN.Activation.Chat.Dealt");
    await pressDraw(combat, ctx, GM);
    const last = await pressDraw(combat, ctx, GM);
    expect(last?.current).toBe(2);
    expect(deck.calls.filter((c) => c.startsWith("draw"))).toEqual(["draw:3"]);
  });
});

describe("who takes part", () => {
  const actor = (id: string, type: string, system: Record<string, unknown>): FActor =>
    ({ id, uuid: `Actor.${id}`, name: `Actor ${id}`, type, system }) as unknown as FActor;

  it("a group actor of the ruleset listing a figure is its group, with its own card count", () => {
    const kid = actor("kid", "fyh-figure", {});
    const gang = actor("gang", "fyh-group", { members: ["Actor.kid"], cardsPerGroup: 4 });
    const outfit = actor("outfit", "outfit", { members: [{ uuid: "Actor.kid" }] });
    const combat = fakeCombat([combatant("c1", "Kid", { actor: kid }), combatant("c2", "Loner")]);
    const ps = participantsOf({ combat, actors: [outfit, gang], typePrefix: "fyh-" });
    expect(ps.map((p) => p.group)).toEqual([
      { id: "gang", name: "Actor gang", cards: 4 },
      // Nobody lists the loner: a group of one.
      { id: "c2", name: "Loner" },
    ]);
  });

  it("the ruleset's hook wins; a combatant group comes next; sides follow the dispositions", () => {
    const kid = actor("kid", "fyh-figure", {});
    const combat = fakeCombat(
      [
        combatant("c1", "Kid", { actor: kid, token: { disposition: -1 } }),
        combatant("c2", "Ike", { group: "g1" }),
      ],
      [{ id: "g1", name: "Posse" }],
    );
    const ps = participantsOf({
      combat,
      actors: [],
      typePrefix: "fyh-",
      hooks: { groupOf: (a) => ((a as FActor).id === "kid" ? { id: "hook", name: "Hooked" } : null) },
    });
    expect(ps.map((p) => p.group?.id)).toEqual(["hook", "g1"]);
    expect(ps[0]!.side).toEqual({ id: "hostile", name: "SIXGUN.Combat.Side.hostile" });
  });
});

/** A ruleset with no types: only its activation matters here. */
function bareRuleset(activation: RulesetDefinition["activation"]): RulesetDefinition {
  return {
    id: `bare-${activation}`,
    label: "x",
    typePrefix: "bare-",
    types: [],
    migrations: { types: [], steps: [] },
    packs: [],
    activation,
    statuses: () => [],
    defeatedStatus: "dead",
    activate: () => undefined,
    api: () => ({}),
  };
}

describe("registration", () => {
  it("the shell hands the active ruleset to the registrar's card activation", () => {
    const seen: string[] = [];
    const reg = {
      dataModels: { Actor: {}, Item: {} },
      registerSheet: () => undefined,
      setStatuses: () => undefined,
      publishApi: () => undefined,
      cardActivation: (r: { id: string }) => void seen.push(r.id),
    };
    const cards = bareRuleset("cardsPerGroup");
    registerRulesets([cards], cards, reg);
    expect(seen).toEqual([cards.id]);
  });

  it("hooks the tracker for a card ruleset only: a dice-per-side world gets nothing", () => {
    const on = vi.fn();
    (globalThis as Record<string, unknown>).Hooks = { on, once: vi.fn() };
    expect(registerCardActivation(bareRuleset("dicePerSide"))).toBe(false);
    expect(on).not.toHaveBeenCalled();
    expect(registerCardActivation(bareRuleset("cardsPerGroup"))).toBe(true);
    expect(on.mock.calls.map((c) => c[0])).toEqual(["renderCombatTracker"]);
  });
});
