import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../src/config";
import { cardKey, deckWithJokers, parseCard, sequenceDice, shuffle, type Card } from "../../src/rules/core";
import { DEFAULT_INTERPRETATIONS } from "../../src/rules/fill-yore-hands/interpretations";
import { decideReply } from "../../src/rules/fill-yore-hands/reply";
import { resolveShot } from "../../src/rules/fill-yore-hands/shooting";
import { brawlWoundName, resolveBrawl, type BrawlResult } from "../../src/rules/fill-yore-hands/brawl";
import type { WoundLevel } from "../../src/rules/fill-yore-hands/ids";
import { lazyTableApi, loadRuntime } from "../../src/rulesets/fill-yore-hands/load";
import { pressDraw, pressNewTurn, storedState } from "../../src/shell/activation/tracker";
import { MISSING_TABLE_FLAG } from "../../src/shell/gm-tables/report";
import { writeGmTables } from "../../src/shell/gm-tables/store";
import { fillYoreHandsCardRules } from "../../src/rulesets/fill-yore-hands/table/card-rules";
import { cardFlags, type StandInMessage } from "../queries/world";
import { clickButton, t, textOf } from "./buttons";
import {
  diceFrom,
  expectedGroupCards,
  makeFyhTable,
  testDamageCardTable,
  testLevel,
  type FyhActor,
  type FyhCombat,
  type FyhTable,
} from "./fyh-world";

/**
 * A whole Fill Yore Hands! round played through the shell, as at the table: a GM and two players
 * (Alice plays the Posse, Bob the Gang), Foundry's dice and RNG seeded. The GM fills the damage card
 * table (test values: the suit decides the level), starts the turn from the combat tracker (the
 * activation deck built from the groups, 3 cards each, shuffled), draws; the group the card names
 * shoots through `game.sixGunSound`, the GM applies the hits (damage cards from the seeded damage
 * deck, levels from his table, wounds on the figure); the next card's group brawls; the deck runs
 * out and the turn is over; the next turn is dealt without the group that was wiped out.
 *
 * Every expected result is recomputed by the test from the seeded sources with the rules core
 * (shuffles from a fork of Foundry's RNG taken just before, shots and brawls from the dice the
 * Roll stand-in gave), never copied from what the system reports.
 */

/** Seeds of the dice (the Roll stand-in) and of Foundry's RNG (the deck service's shuffles). */
const DICE_SEED = 1;
const RNG_SEED = 11;

const api = lazyTableApi();

/** The levels a run of damage cards leaves (a Cowboy has no toughness and is sober): none after Kilt. */
function woundsFrom(cards: readonly Card[], source: "shot" | "brawl") {
  const out: { level: WoundLevel; source: string; card: string; ignored: boolean }[] = [];
  for (const card of cards) {
    if (out.some((w) => w.level === "kilt")) break;
    out.push({ level: testLevel(card), source, card: cardKey(card), ignored: false });
  }
  return out;
}

/** The GM clicks every Apply of `message` still open, on his rendered card. */
async function gmApplies(table: FyhTable, message: StandInMessage): Promise<string[]> {
  const html = table.renderCard("gm", message);
  const clicked: string[] = [];
  for (const group of cardFlags(message).groups) {
    if (cardFlags(message).applied.includes(group.id)) continue;
    const button = html.querySelector(`[data-sgs-action="apply"][data-group="${group.id}"]`);
    expect(button, group.id).not.toBeNull();
    await clickButton(table, "gm", button!);
    clicked.push(group.id);
  }
  return clicked;
}

/**
 * The damage card `applyDamage` posted since `after`: it names the cards drawn, each with its level
 * from the GM's table, and any drawn after a Kilt card as doing nothing; a Kilt figure is marked dead.
 */
function expectDamageCard(table: FyhTable, after: number, o: { drawn: Card[]; figure: FyhActor }) {
  const { message, flag } = damageCardOf(table, after);
  expect(flag.cards).toEqual(o.drawn.map(cardKey));
  expect(flag.actor).toBe(o.figure.uuid);
  const text = textOf(message);
  for (const c of o.drawn) expect(text).toContain(t(`SIXGUN.FYH.Wound.${testLevel(c)}`));
  const counted = woundsFrom(o.drawn, "shot").length;
  expect(text.split(t("SIXGUN.FYH.Damage.AfterDeath")).length - 1).toBe(o.drawn.length - counted);
  const kilt = o.drawn.slice(0, counted).some((c) => testLevel(c) === "kilt");
  expect(o.figure.statuses.has("dead")).toBe(kilt);
  if (kilt) expect(text).toContain(t("SIXGUN.FYH.Damage.Dead", { name: o.figure.name }));
}

/** The damage cards a message posted by `applyDamage` names (its flags), and its text. */
function damageCardOf(table: FyhTable, after: number) {
  const posted = table.world
    .live()
    .slice(after)
    .filter((m) => m.flags[SYSTEM_ID]?.fyhDamage);
  expect(posted, "one damage card posted").toHaveLength(1);
  const m = posted[0]!;
  return {
    message: m,
    flag: m.flags[SYSTEM_ID]!.fyhDamage as { actor: string; cards: string[]; after: string },
  };
}

describe("a whole Fill Yore Hands! round through the shell", () => {
  let table: FyhTable;
  let tex: FyhActor, slim: FyhActor, bart: FyhActor, curly: FyhActor;
  let posse: FyhActor, gang: FyhActor;
  let combat: FyhCombat;
  /** The damage deck's order, recomputed when the GM first draws from it. */
  let damageOrder: Card[] = [];
  let damageDrawn = 0;
  /** Who acted on the first two cards. */
  const acted: string[] = [];
  /** The activation deck's order this turn, as the test recomputed it from the seeded RNG. */
  let activationOrder: string[] = [];

  const figuresOf = (group: FyhActor) => (group === posse ? [tex, slim] : [bart, curly]);
  const ownerOf = (group: FyhActor) => (group === posse ? "alice" : "bob");
  const other = (group: FyhActor) => (group === posse ? gang : posse);
  const groupByKey = (key: string) => [posse, gang].find((g) => g.id === key)!;

  beforeAll(async () => {
    await loadRuntime();
    table = makeFyhTable({ dice: DICE_SEED, rng: RNG_SEED });
    tex = table.figure({ id: "tex", name: "Tex", owners: ["alice"] });
    slim = table.figure({ id: "slim", name: "Slim", owners: ["alice"] });
    bart = table.figure({ id: "bart", name: "Bart", owners: ["bob"] });
    curly = table.figure({ id: "curly", name: "Curly", owners: ["bob"] });
    posse = table.group({ id: "posse", name: "The Posse", members: [tex, slim] });
    gang = table.group({ id: "gang", name: "The Gang", members: [bart, curly] });
    combat = table.combat([tex, slim, bart, curly]);
  });

  afterAll(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("the GM fills the damage card table from a tables file, as the editor imports it", async () => {
    // A player cannot write it: world settings are the GM's.
    const byAlice = await table.world.as("alice", () =>
      writeGmTables({ damageCardTable: testDamageCardTable() as never }),
    );
    expect(byAlice).toBe(false);
    expect(table.settings.size).toBe(0);
    const problems = await table.gmImportsTables({ damageCardTable: testDamageCardTable() });
    expect(problems).toEqual([]);
    const stored = table.settings.get(`${SYSTEM_ID}.gmTables`) as Record<string, { rows: object }>;
    expect(Object.keys(stored.damageCardTable!.rows)).toHaveLength(54);
  });

  it("deals: New turn builds the activation deck, 3 cards a group, in the order the seeded RNG shuffles", async () => {
    // What Foundry's RNG gives from here, replayed through the rules core's shuffle.
    const fork = table.uniform.fork();
    const state = await table.world.as("gm", () =>
      pressNewTurn(combat, table.ctx, table.world.users.gm as never),
    );
    expect(state?.turn).toBe(1);
    // Each group holds its own suit's three highest cards (groups in combat order).
    expect(state!.units.map((u) => [u.key, u.members.map((m) => m.name)])).toEqual([
      ["posse", ["Tex", "Slim"]],
      ["gang", ["Bart", "Curly"]],
    ]);
    const dealt = [...expectedGroupCards(0, 3), ...expectedGroupCards(1, 3)];
    expect(state!.owners).toEqual(Object.fromEntries(dealt.map((k, i) => [k, i < 3 ? "posse" : "gang"])));
    // The deck document holds exactly those six cards, none drawn, in the seeded order.
    const expected = shuffle(
      diceFrom(fork),
      dealt.map((k) => parseCard(k)),
    ).map(cardKey);
    const deck = table.decks.collection.contents.find(
      (s) => s.type === "deck" && s.flags[SYSTEM_ID]?.deck === "activation",
    )!;
    const inDeck = deck.cards.contents
      .filter((c) => !c.drawn)
      .sort((a, b) => a.sort - b.sort)
      .map((c) => c.flags[SYSTEM_ID]!.card as string);
    expect(inDeck).toEqual(expected);
    activationOrder = expected;
    // A player's tracker says a turn is ready and nobody has acted yet.
    const html = await table.openTracker("alice", combat);
    expect(html.textContent).toContain(t("SIXGUN.Activation.Turn", { n: 1 }));
    expect(html.textContent).toContain(t("SIXGUN.Activation.Ready"));
    // Only the GM draws: a player's press moves nothing.
    await table.world.as("alice", () => pressDraw(combat, table.ctx, table.world.users.alice as never));
    expect(storedState(combat).state!.current).toBe(-1);
  });

  it("draws: the card names a group; chat and the tracker say whose turn it is and what comes next", async () => {
    const top = activationOrder[0]!;
    const before = table.world.live().length;
    const state = await table.world.as("gm", () =>
      pressDraw(combat, table.ctx, table.world.users.gm as never),
    );
    expect(state!.order).toEqual([top]);
    const acting = groupByKey(state!.owners[top]!);
    acted.push(acting.id);
    // Chat: the card turned and whom it activates, and 5 cards to come.
    const line = table.world.live().slice(before);
    expect(line).toHaveLength(1);
    expect(textOf(line[0]!)).toContain(t("SIXGUN.Activation.Acts", { unit: acting.name }));
    // A player's tracker: the acting group, its members, the cards left.
    const html = await table.openTracker("bob", combat);
    const now = html.querySelector(".sgs-cards-now")!;
    expect(now.textContent).toContain(t("SIXGUN.Activation.Acts", { unit: acting.name }));
    for (const f of figuresOf(acting)) expect(now.textContent).toContain(f.name);
    expect(html.querySelector(".sgs-cards-next")!.textContent).toContain(
      t("SIXGUN.Activation.CardsLeft.other", { n: 5 }),
    );
    // The acting group's holder row, and its figures' rows in the core combatant list, stand out.
    expect(html.querySelectorAll(".sgs-cards-unit.acting").map((li) => li.textContent.trim())).toEqual([
      expect.stringContaining(acting.name),
    ]);
    const marked = html
      .querySelectorAll("[data-combatant-id]")
      .filter((li) => li.classList.contains("sgs-card-acting"))
      .map((li) => li.textContent);
    expect(marked).toEqual(figuresOf(acting).map((f) => f.name));
  });

  it("the acting group's player shoots through game.sixGunSound: the card shows the hits the seeded D20s give", async () => {
    const shooterGroup = groupByKey(acted[0]!);
    const [shooter] = figuresOf(shooterGroup);
    const [target] = figuresOf(other(shooterGroup));
    const player = ownerOf(shooterGroup);
    table.pick(player, [shooter!], [target!]);
    table.answers = { distance: "5", rounds: "2" };
    const from = table.rolled.length;
    const before = table.cards().length;
    await table.world.as(player, () => api.shoot(shooter as never));
    await table.deliver();
    expect(table.shown.at(-1)).toMatchObject({ user: player, fields: { distance: "5", rounds: "2" } });
    const card = table.cards().at(-1)!;
    expect(table.cards().length).toBe(before + 1);
    expect(card.author.id).toBe(player);

    // Recomputed: the roll-off and the two D20s from the dice Foundry rolled, through the core.
    const faces = table.rolled.slice(from).map((d) => d.value);
    const dice = sequenceDice(...faces);
    const reply = decideReply({
      shooterQuickness: "none",
      target: { weapon: "sixShooter", loaded: 6, wound: "none", quickness: "none" },
      distance: 5,
      quicknessValues: undefined,
      dice,
      rules: DEFAULT_INTERPRETATIONS,
    });
    if ("missing" in reply) throw new Error("no table is needed between two figures without quickness");
    // This seed: the shooter wins the roll-off and fires first.
    expect(reply).toMatchObject({ reply: true, first: "shooter" });
    const shot = resolveShot({
      shot: { weapon: "sixShooter", distance: 5, rounds: 2, loaded: 6 },
      dice,
      rules: DEFAULT_INTERPRETATIONS,
    });
    if (!shot.fired) throw new Error("5\" is in a Six-Shooter's range");
    expect(dice.used).toBe(faces.length);
    // This seed gives at least one hit, so the round goes on to the damage draw.
    expect(shot.hits).toBeGreaterThan(0);
    expect(cardFlags(card).kind).toBe("fyhShot");
    expect(textOf(card)).toContain(
      t("SIXGUN.FYH.Shot.Head.hits", { n: shot.hits, target: target!.name, shooter: shooter!.name }),
    );
    expect(cardFlags(card).groups).toEqual([
      expect.objectContaining({
        id: "damage",
        auto: false,
        actions: [{ type: "fyhDamage", actor: target!.uuid, hits: shot.hits, source: "shot" }],
      }),
    ]);
    // Two rounds left the shooter's Six-Shooter.
    const gun = (shooter!.items as unknown as { system: { loaded: number } }[])[0]!;
    expect(gun.system.loaded).toBe(4);
    // The damage is not drawn yet: the target is another player's, so the GM applies it.
    expect(target!.system.wounds).toEqual([]);
  });

  it("the GM applies the hits: damage cards from the seeded damage deck, levels from his table, wounds on the target", async () => {
    const shot = cardFlags(table.cards().at(-1)!);
    const action = shot.groups[0]!.actions[0] as unknown as { actor: string; hits: number };
    const target = [tex, slim, bart, curly].find((f) => f.uuid === action.actor)!;
    // A fresh damage deck (54 cards in suit order) is shuffled on Foundry's RNG before the draw.
    const fork = table.uniform.fork();
    damageOrder = shuffle(diceFrom(fork), deckWithJokers());
    const before = table.world.live().length;
    expect(await gmApplies(table, table.cards().at(-1)!)).toEqual(["damage"]);
    const drawn = damageOrder.slice(0, action.hits);
    damageDrawn = action.hits;
    expectDamageCard(table, before, { drawn, figure: target });
    expect(target.system.wounds).toEqual(woundsFrom(drawn, "shot"));
    // The drawn cards went to the discards; the deck holds the rest.
    const damage = table.decks.collection.contents.find(
      (s) => s.type === "deck" && s.flags[SYSTEM_ID]?.deck === "damage",
    )!;
    expect(
      damage.cards.contents
        .filter((c) => c.drawn)
        .map((c) => c.flags[SYSTEM_ID]!.card)
        .sort(),
    ).toEqual(drawn.map(cardKey).sort());
  });

  it("the target shoots back (the card's next shot, on his owner's client), his wound on his shot", async () => {
    const first = table.cards().at(-1)!;
    expect(cardFlags(first).kind).toBe("fyhShot");
    const shooterGroup = groupByKey(acted[0]!);
    const [shooter] = figuresOf(shooterGroup);
    const [target] = figuresOf(other(shooterGroup));
    const player = ownerOf(other(shooterGroup));
    // The card offers the target's reply, to his owner (the shooter fired first).
    expect(cardFlags(first).followUps).toEqual([
      expect.objectContaining({
        type: "fyhShoot",
        kind: "reply",
        actor: target!.uuid,
        target: shooter!.uuid,
      }),
    ]);
    const wounds = structuredClone(target!.system.wounds) as { level: WoundLevel; ignored: boolean }[];
    table.answers = { rounds: "3" };
    const from = table.rolled.length;
    const before = table.cards().length;
    const button = table
      .renderCard(player, first)
      .querySelector('[data-sgs-action="followUp"][data-index="0"]');
    expect(button).not.toBeNull();
    await clickButton(table, player, button!);
    expect(table.cards().length).toBe(before + 1);
    const reply = table.cards().at(-1)!;
    expect(reply.author.id).toBe(player);
    expect(table.shown.at(-1)).toMatchObject({ user: player, fields: { rounds: "3" } });

    // Recomputed: a reply is not itself answered; three D20s with the firer's wound on each.
    const faces = table.rolled.slice(from).map((d) => d.value);
    const dice = sequenceDice(...faces);
    const check = decideReply({
      shooterQuickness: "none",
      target: { weapon: "sixShooter", loaded: 4, wound: "none", quickness: "none" },
      distance: 5,
      shotIsReply: true,
      quicknessValues: undefined,
      dice,
      rules: DEFAULT_INTERPRETATIONS,
    });
    expect(check).toMatchObject({ reply: false, reason: "replyToReply" });
    const counted = wounds.filter((w) => !w.ignored).map((w) => w.level);
    expect(counted.length).toBeGreaterThan(0);
    const shot = resolveShot({
      shot: {
        weapon: "sixShooter",
        distance: 5,
        rounds: 3,
        loaded: 6,
        halvings: { targetInWindowOrDoor: false, firerMounted: false },
        penalties: { targetInLightCover: false, firerWounds: counted, firerDrunk: false },
      },
      dice,
      rules: DEFAULT_INTERPRETATIONS,
    });
    if (!shot.fired) throw new Error("5\" is in a Six-Shooter's range");
    expect(dice.used).toBe(faces.length);
    // Each round carries the wound's penalty.
    for (const r of shot.rounds) expect(r.modifiers.map((m) => m.source)).toContain("firerWounded");
    expect(cardFlags(reply).followUps).toEqual([]);
    if (shot.hits === 0) {
      expect(cardFlags(reply).groups).toEqual([]);
      return;
    }
    expect(cardFlags(reply).groups.flatMap((g) => g.actions)).toEqual([
      { type: "fyhDamage", actor: shooter!.uuid, hits: shot.hits, source: "shot" },
    ]);
    const posted = table.world.live().length;
    await gmApplies(table, reply);
    const drawn = damageOrder.slice(damageDrawn, damageDrawn + shot.hits);
    damageDrawn += shot.hits;
    expectDamageCard(table, posted, { drawn, figure: shooter! });
    expect(shooter!.system.wounds).toEqual(woundsFrom(drawn, "shot"));
  });

  it("the next card: its group brawls with a figure it is in contact with, the outcome the seeded dice give", async () => {
    const state = await table.world.as("gm", () =>
      pressDraw(combat, table.ctx, table.world.users.gm as never),
    );
    const acting = groupByKey(state!.owners[state!.order[1]!]!);
    acted.push(acting.id);
    const attacker = figuresOf(acting)[1]!;
    const defender = figuresOf(other(acting))[1]!;
    const player = ownerOf(acting);
    table.pick(player, [attacker], [defender]);
    table.answers = { inContact: true };
    const woundsBefore = new Map(
      [attacker, defender].map((f) => [f, structuredClone(f.system.wounds) as unknown[]]),
    );
    const from = table.rolled.length;
    await table.world.as(player, () => api.brawl(attacker as never));
    await table.deliver();
    const card = table.cards().at(-1)!;
    expect(cardFlags(card).kind).toBe("fyhBrawl");
    expect(card.author.id).toBe(player);

    const faces = table.rolled.slice(from).map((d) => d.value);
    const dice = sequenceDice(...faces);
    const tables = {
      brawlModifiers: undefined,
      brawlingRatings: undefined,
      damageCardTable: testDamageCardTable(),
      womenInBrawlsTable: undefined,
    };
    const result = resolveBrawl({
      attacker: { modifiers: [], brawlingRating: null, surprise: 0 },
      defender: { modifiers: [], brawlingRating: null, surprise: 0 },
      inContact: true,
      dice,
      tables: tables as never,
      options: DEFAULT_INTERPRETATIONS,
    }) as BrawlResult;
    expect(dice.used).toBe(faces.length);
    expect(result.rolls).toBeDefined();
    const o = result.outcome;
    const loser = o.kind === "standOff" ? null : o.loser === "attacker" ? attacker : defender;
    const before = table.world.live().length;
    // What the card offers: the loser's wound (a Little cut, or a damage card as if shot).
    const groups = cardFlags(card).groups;
    if (o.kind === "standOff") expect(groups).toEqual([]);
    else
      expect(groups.flatMap((g) => g.actions)).toEqual([
        o.kind === "littleCut"
          ? { type: "fyhLittleCut", actor: loser!.uuid }
          : { type: "fyhDamage", actor: loser!.uuid, hits: 1, source: "brawl" },
      ]);
    // This seed: someone loses (the brawl is not a stand-off), and the card says who.
    expect(o.kind).not.toBe("standOff");
    const winner = loser === attacker ? defender : attacker;
    expect(textOf(card)).toContain(
      t(`SIXGUN.FYH.Close.Head.${o.kind}`, {
        winner: winner.name,
        loser: loser!.name,
        // The book's name for a brawl's Pinked (the GM has not renamed it).
        wound: brawlWoundName("pinked", undefined).name,
        n: "margin" in o ? o.margin : 0,
      }),
    );
    await gmApplies(table, card);
    if (o.kind === "littleCut") {
      expect(loser!.system.wounds).toEqual([
        ...woundsBefore.get(loser!)!,
        { level: "pinked", source: "brawl", card: null, ignored: false },
      ]);
    } else {
      // The next card of the same damage deck, read through the GM's table.
      const next = damageOrder.slice(damageDrawn, damageDrawn + 1);
      damageDrawn += 1;
      expectDamageCard(table, before, { drawn: next, figure: loser! });
      expect(loser!.system.wounds).toEqual([...woundsBefore.get(loser!)!, ...woundsFrom(next, "brawl")]);
    }
    // The winner comes out as he went in.
    expect(winner.system.wounds).toEqual(woundsBefore.get(winner));
  });

  it("the GM draws on until the deck is empty: the turn is over", async () => {
    for (let n = 2; n < 6; n++) {
      const s = await table.world.as("gm", () => pressDraw(combat, table.ctx, table.world.users.gm as never));
      expect(s!.order).toHaveLength(n + 1);
    }
    // Every card came off the deck in the order the seeded shuffle put them.
    expect(storedState(combat).state!.order).toEqual(activationOrder);
    const deck = table.decks.collection.contents.find(
      (s) => s.type === "deck" && s.flags[SYSTEM_ID]?.deck === "activation",
    )!;
    expect(deck.cards.contents.every((c) => c.drawn)).toBe(true);
    const html = await table.openTracker("gm", combat);
    expect(html.textContent).toContain(t("SIXGUN.Activation.TurnOver"));
    expect(html.querySelector("[data-sgs-activation]")!.getAttribute("data-sgs-activation")).toBe("newTurn");
    // One more press draws nothing.
    const again = await table.world.as("gm", () =>
      pressDraw(combat, table.ctx, table.world.users.gm as never),
    );
    expect(again).toBeNull();
  });

  it("New turn rebuilds the deck from who is left: a group whose figures are all Kilt drops out", async () => {
    // The GM marks the dead figures defeated in the tracker (core's Defeated toggle).
    for (const { combatant, figure } of combat.roster)
      if (figure.statuses.has("dead")) combatant.defeated = true;
    const standing = [posse, gang].filter((g) => figuresOf(g).some((f) => !f.statuses.has("dead")));
    // This seed: both of the Posse's figures were Kilt (Tex shot back, Slim in the brawl).
    expect(standing.map((g) => g.id)).toEqual(["gang"]);
    const fork = table.uniform.fork();
    const state = await table.world.as("gm", () =>
      pressNewTurn(combat, table.ctx, table.world.users.gm as never),
    );
    expect(state!.turn).toBe(2);
    expect(state!.units.map((u) => u.key)).toEqual(standing.map((g) => g.id));
    const dealt = standing.flatMap((_, i) => expectedGroupCards(i, 3));
    expect(Object.keys(state!.owners).sort()).toEqual([...dealt].sort());
    const deck = table.decks.collection.contents.find(
      (s) => s.type === "deck" && s.flags[SYSTEM_ID]?.deck === "activation",
    )!;
    expect(deck.cards.contents).toHaveLength(dealt.length);
    const inDeck = deck.cards.contents
      .filter((c) => !c.drawn)
      .sort((a, b) => a.sort - b.sort)
      .map((c) => c.flags[SYSTEM_ID]!.card as string);
    expect(inDeck).toEqual(
      shuffle(
        diceFrom(fork),
        dealt.map((k) => parseCard(k)),
      ).map(cardKey),
    );
    // Nothing in the whole round went wrong on any client.
    expect(table.world.notes.filter((n) => n.level === "error")).toEqual([]);
    // The tracker: turn 2, nothing drawn yet, only the Gang holding cards.
    const html = await table.openTracker("alice", combat);
    expect(html.textContent).toContain(t("SIXGUN.Activation.Turn", { n: 2 }));
    expect(html.querySelectorAll(".sgs-cards-unit").map((li) => li.textContent)).toEqual([
      expect.stringContaining(gang.name),
    ]);
  });
});

describe("the damage draw with the damage card table cleared", () => {
  afterAll(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("posts the missing-table card and a warning, and draws no card", async () => {
    await loadRuntime();
    const table = makeFyhTable({ dice: DICE_SEED, rng: RNG_SEED });
    const bart = table.figure({ id: "bart", name: "Bart", owners: ["bob"] });
    const damage = { type: "fyhDamage", actor: bart.uuid, hits: 1, source: "shot" };
    // With the table filled, one hit draws one card (the damage deck is made and shuffled).
    await table.gmImportsTables({ damageCardTable: testDamageCardTable() });
    await table.world.as("gm", () => fillYoreHandsCardRules.applyAction(damage as never));
    expect(bart.system.wounds).toHaveLength(1);
    const deck = () =>
      table.decks.collection.contents
        .find((s) => s.type === "deck" && s.flags[SYSTEM_ID]?.deck === "damage")!
        .cards.contents.map((c) => [c.flags[SYSTEM_ID]!.card, c.drawn, c.sort]);
    const deckBefore = deck();
    // The GM empties the table again (saved with no rows).
    await table.gmImportsTables({ damageCardTable: { rows: {}, sourceStatus: "gm-defined" } });
    const writesBefore = table.decks.writes.length;
    const before = table.world.live().length;
    const notesBefore = table.world.notes.length;
    await table.world.as("gm", () => fillYoreHandsCardRules.applyAction(damage as never));
    const posted = table.world.live().slice(before);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.flags[SYSTEM_ID]?.[MISSING_TABLE_FLAG]).toMatchObject({ table: "damageCardTable" });
    const notes = table.world.notes.slice(notesBefore);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ user: "gm", level: "warn" });
    // No card drawn: the deck's documents are as they were, and Bart has his one wound only.
    expect(table.decks.writes.length).toBe(writesBefore);
    expect(deck()).toEqual(deckBefore);
    expect(bart.system.wounds).toHaveLength(1);
  });
});
