import { beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { cardKey, colour, parseCard, seededDice, standardDeck, type Card } from "../../src/rules/core";
import { readTurnPairs } from "../../src/rules/sgs-classic/activation";
import { DEFAULT_RULES, classicRules } from "../../src/rules/sgs-classic/interpretations";
import { classicCardActivation } from "../../src/rulesets/sgs-classic/activation";
import { chatLine } from "../../src/shell/activation/chat-line";
import { actingSide, pairsOf } from "../../src/shell/activation/colour-turn";
import { panelView } from "../../src/shell/activation/panel";
import { participantsOf } from "../../src/shell/activation/participants";
import {
  FLAG,
  pressDraw,
  pressNewTurn,
  storedState,
  type TrackerContext,
} from "../../src/shell/activation/tracker";
import {
  applyDraw,
  drawCount,
  readActivationState,
  startTurn,
  toFlag,
  turnOver,
} from "../../src/shell/activation/turn";
import type { ActivationOptions, Participant } from "../../src/shell/activation/types";
import { trackerView } from "../../src/shell/activation/view";
import type { FActor } from "../../src/shell/foundry";
import { rulesErrorOf } from "../rules/helpers/errors";
import {
  GM,
  combatant,
  fakeCombat,
  installActivationGlobals,
  memoryDeck,
  notices,
  posted,
} from "./activation-standins";

/**
 * The shell's colour-per-side kind (red against black) with Six Gun Sound (classic)'s hooks: the
 * pure turn, the view, the chat line, and the GM's presses through the tracker.
 */

const cards = (...k: string[]): Card[] => k.map((x) => parseCard(x));
const red = { id: "red", name: "Red" };
const black = { id: "black", name: "Black" };
const figures: Participant[] = [
  { id: "jed", name: "Jed", side: red, cv: 4 },
  { id: "sam", name: "Sam", side: black, cv: 3 },
  { id: "kit", name: "Kit", side: red, cv: 5 },
  { id: "ned", name: "Ned", side: red, cv: 4 },
];
const hooks = classicCardActivation(() => DEFAULT_RULES);
const options = (): ActivationOptions => hooks.options!();
const start = (extra: Partial<Parameters<typeof startTurn>[0]> = {}) =>
  startTurn({
    kind: "colourPerSide",
    participants: figures,
    turn: 1,
    options: options(),
    source: seededDice(3),
    ...extra,
  });

describe("a colour turn, step by step", () => {
  it("red and black are the units, each in CV order with equal CVs rolled off (SGS-Q05)", () => {
    const { state, recall, deckCards } = start();
    expect(state.units.map((u) => u.key)).toEqual(["red", "black"]);
    const reds = state.units[0]!.members.map((m) => m.id);
    expect(reds[0]).toBe("kit");
    expect(reds.slice(1).sort()).toEqual(["jed", "ned"]);
    // The roll-off's last round names the order of the two CV 4 figures.
    const off = state.colour!.rollOffs;
    expect(off).toHaveLength(1);
    expect(off[0]).toMatchObject({ side: "red", cv: 4 });
    const last = off[0]!.rounds.at(-1)!;
    expect(last.jed).not.toBe(last.ned);
    expect(reds[1]).toBe(last.jed! > last.ned! ? "jed" : "ned");
    expect([recall, deckCards]).toEqual([true, null]);
    expect(state.colour).toMatchObject({ day: 1, faceCards: 0, perDay: 10, first: null, pairs: 0 });
  });

  it("under the other SGS-Q05 reading equal CVs keep the combat's order, no dice", () => {
    const other = classicCardActivation(() => classicRules({ cvTieBreak: "playerChoice" }));
    const { state } = startTurn({
      kind: "colourPerSide",
      participants: figures,
      turn: 1,
      options: other.options!(),
      source: seededDice(3),
    });
    expect(state.units[0]!.members.map((m) => m.id)).toEqual(["kit", "jed", "ned"]);
    expect(state.colour!.rollOffs).toEqual([]);
  });

  it("D33 through the shell: a tied pair, then two reds; red acts, then black, and the turn is over", () => {
    const { state } = start();
    expect(drawCount(state)).toBe(2);
    const drawn = cards("QD", "QC", "7H", "9H");
    const first = applyDraw(state, drawn, options());
    expect(actingSide(first)).toBe("red");
    expect(first.colour).toMatchObject({ first: "red", pairs: 2, faceCards: 2 });
    expect(first.owners).toEqual({ QD: "red", QC: "black", "7H": "red", "9H": "red" });
    const view = trackerView(first);
    expect(view.current).toMatchObject({ unit: "Red", unitKey: "red", face: { key: "9H" } });
    expect(view.next).toEqual({ cardsLeft: 1, unit: "Black" });
    expect(view.units.map((u) => u.cards.map((c) => [c.face.key, c.tied]))).toEqual([
      [
        ["QD", true],
        ["7H", false],
        ["9H", false],
      ],
      [["QC", true]],
    ]);
    const second = applyDraw(first, [], options());
    expect(actingSide(second)).toBe("black");
    expect(trackerView(second).current).toMatchObject({ unit: "Black", face: null });
    expect(turnOver(second)).toBe(true);
    expect(drawCount(second)).toBe(0);
    expect(rulesErrorOf(() => applyDraw(second, [], options())).message).toMatch(/is over/);
  });

  it("refuses odd cards, an undecided draw, drawing past the deciding pair, one card twice", () => {
    const { state } = start();
    const o = options();
    expect(rulesErrorOf(() => applyDraw(state, cards("7H"), o)).message).toMatch(/whole pairs/);
    expect(rulesErrorOf(() => applyDraw(state, cards("7H", "7S"), o)).message).toMatch(/decides nothing/);
    expect(rulesErrorOf(() => applyDraw(state, cards("7H", "9H", "2C", "3C"), o)).message).toMatch(
      /after a pair had decided/,
    );
    expect(rulesErrorOf(() => applyDraw(state, cards("7H", "7S", "7H", "7S"), o)).message).toMatch(/twice/);
    expect(rulesErrorOf(() => applyDraw(state, cards("7H", "9H"), {})).field).toBe("readPairs");
  });

  it("needs both colours, and a colour for everyone", () => {
    const reds = figures.filter((f) => f.side === red);
    expect(rulesErrorOf(() => start({ participants: reds })).message).toMatch(/only Red is left/);
    const noColour = rulesErrorOf(() => start({ participants: [...figures, { id: "x", name: "Stray" }] }));
    expect([noColour.field, noColour.message]).toEqual([
      "participants[4].side",
      expect.stringMatching(/Stray/),
    ]);
  });

  it("the day's count carries into the next turn, and a new day starts afresh with the deck gathered", () => {
    const { state } = start();
    const faces = cards("KH", "QH", "JH", "JD", "KD", "QS", "2H");
    let s = applyDraw(state, faces.slice(0, 2), options());
    s = applyDraw(s, [], options());
    const second = start({ turn: 2, previous: s });
    expect([second.recall, second.state.colour!.day, second.state.colour!.faceCards]).toEqual([false, 1, 2]);
    // Seven more face cards: 9 of 10, still the same day.
    const full = { ...s, colour: { ...s.colour!, faceCards: 9 } };
    const third = start({ turn: 3, previous: full });
    let t = applyDraw(third.state, cards("KS", "2C"), options());
    expect(trackerView(t).day).toEqual({ n: 1, faceCards: 10, perDay: 10, over: true });
    t = applyDraw(t, [], options());
    expect(trackerView(t).overKey).toBe("SIXGUN.Activation.DayOver");
    const next = start({ turn: 4, previous: t });
    expect([next.recall, next.state.colour!.day, next.state.colour!.faceCards]).toEqual([true, 2, 0]);
  });

  it("the stored flag reads back the same turn; a malformed colour part is refused by field", () => {
    const { state } = start();
    const drawn = applyDraw(state, cards("QD", "QC", "7H", "9H"), options());
    for (const s of [state, drawn])
      expect(readActivationState(JSON.parse(JSON.stringify(toFlag(s))))).toEqual(s);
    const flag = JSON.parse(JSON.stringify(toFlag(drawn)));
    expect(rulesErrorOf(() => readActivationState({ ...flag, colour: undefined })).field).toBe(
      "cardActivation.colour",
    );
    expect(
      rulesErrorOf(() => readActivationState({ ...flag, colour: { ...flag.colour, first: "blue" } })).field,
    ).toBe("cardActivation.colour.first");
    expect(
      rulesErrorOf(() => readActivationState({ ...flag, colour: { ...flag.colour, first: null } })).field,
    ).toBe("cardActivation.colour.first");
    expect(
      rulesErrorOf(() =>
        readActivationState({
          ...flag,
          colour: { ...flag.colour, rollOffs: [{ side: "red", cv: 4, rounds: [{ a: 9.5 }] }] },
        }),
      ).field,
    ).toBe("cardActivation.colour.rollOffs[0].rounds[0].a");
  });

  it("property: over any shuffled deck, the pairs a press takes tie but the last, and the count is the book's", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.boolean(), (seed, tieCardsCount) => {
        const rules = classicRules({ tieCardsCount });
        const o = classicCardActivation(() => rules).options!();
        const deck = [...standardDeck()];
        const dice = seededDice(seed);
        for (let i = deck.length - 1; i > 0; i--) {
          const j = dice.roll(i + 1) - 1;
          [deck[i], deck[j]] = [deck[j]!, deck[i]!];
        }
        // Take pairs off the top as the tracker does: until one decides.
        let drawn: Card[] = deck.slice(0, 2);
        while (o.readPairs!(pairsOf(drawn)).first === null) drawn = deck.slice(0, drawn.length + 2);
        const { state } = startTurn({
          kind: "colourPerSide",
          participants: figures,
          turn: 1,
          options: o,
          source: dice,
        });
        const after = applyDraw(state, drawn, o);
        const read = readTurnPairs(pairsOf(drawn), rules);
        expect(after.colour!.first).toBe(read.first);
        expect(after.colour!.faceCards).toBe(read.faceCards);
        expect(Object.keys(after.owners).map((k) => after.owners[k])).toEqual(drawn.map((c) => colour(c)));
      }),
    );
  });
});

describe("the panel and the chat line of a colour turn", () => {
  it("buttons: draw, next side, new turn; a new day once the face cards are out", () => {
    const { state } = start();
    const b = (s: typeof state) => panelView({ state: s, kind: "colourPerSide", isGM: true }).button?.label;
    expect(b(state)).toBe("SIXGUN.Activation.Draw");
    const first = applyDraw(state, cards("7H", "9H"), options());
    expect(b(first)).toBe("SIXGUN.Activation.NextSide");
    const done = applyDraw(first, [], options());
    expect(b(done)).toBe("SIXGUN.Activation.NewTurn");
    expect(panelView({ state: done, kind: "colourPerSide", isGM: false }).note).toBe(
      "SIXGUN.Activation.ColourTurnOver",
    );
    const dayDone = { ...done, colour: { ...done.colour!, faceCards: 10 } };
    expect(b(dayDone)).toBe("SIXGUN.Activation.NewDay");
  });

  it("the first press's line lists every pair with the tie marked, the roll-off, and the day's count; names escaped", () => {
    const { state } = startTurn({
      kind: "colourPerSide",
      participants: [...figures, { id: "evil", name: "<b>Evil</b>", side: black, cv: 3 }],
      turn: 1,
      options: options(),
      source: seededDice(9),
    });
    const drawn = applyDraw(state, cards("QD", "QC", "7H", "9H"), options());
    const line = chatLine(
      trackerView(drawn),
      { escape: (s) => s.replace(/</g, "&lt;"), localize: (k, d) => `${k}${d ? JSON.stringify(d) : ""}` },
      true,
    );
    expect(line).toContain("SIXGUN.Activation.Chat.Pairs");
    expect(line.match(/<li>/g)).toHaveLength(2);
    expect(line).toContain("SIXGUN.Activation.Chat.PairTied");
    expect(line).toContain("SIXGUN.Activation.Chat.RollOff");
    expect(line).toContain('"day":1,"n":2,"of":10');
    expect(line).not.toContain("<b>Evil");
  });
});

describe("the GM plays colour turns from the tracker", () => {
  beforeEach(installActivationGlobals);

  const actor = (id: string, system: Record<string, unknown>) =>
    ({ id, uuid: `Actor.${id}`, name: id, type: "classic-figure", system }) as unknown as FActor;
  const gunfight = () =>
    fakeCombat([
      combatant("c1", "Jed", { actor: actor("jed", { side: "red", cv: 4 }) }),
      combatant("c2", "Sam", { actor: actor("sam", { side: "black", cv: 5 }) }),
      combatant("c3", "Kit", { actor: actor("kit", { side: "black", cv: 2 }) }),
    ]);
  const ctx = (deck: ReturnType<typeof memoryDeck>): TrackerContext => ({
    deck: deck.port,
    dice: () => seededDice(4),
    ruleset: {
      activation: "colourPerSide",
      typePrefix: "classic-",
      decks: [{ id: "activation", label: "x", composition: "standard", reshuffleWhenEmpty: true }],
      cardActivation: hooks,
    },
  });

  it("sides and CV come from the actors through the ruleset's hooks", () => {
    const ps = participantsOf({ combat: gunfight(), actors: [], typePrefix: "classic-", hooks });
    expect(ps.map((p) => [p.side?.id, p.side?.name, p.cv])).toEqual([
      ["red", "SIXGUN.Activation.Colour.red", 4],
      ["black", "SIXGUN.Activation.Colour.black", 5],
      ["black", "SIXGUN.Activation.Colour.black", 2],
    ]);
  });

  it("draws pairs until one decides (a tie first), then passes to the other side, and carries the count", async () => {
    // The deck in a fixed order: 8♥ 8♣ tie, then J♠ 3♥: black first (the Jack is higher).
    const order = cards("8H", "8C", "JS", "3H", "KH", "QD", "AS", "2S");
    const rest = standardDeck().filter((c) => !order.some((o) => cardKey(o) === cardKey(c)));
    const deck = memoryDeck(1, [...order, ...rest]);
    const combat = gunfight();
    await pressNewTurn(combat, ctx(deck), GM);
    expect(deck.calls).toEqual(["ensure", "recall"]);
    const drawn = await pressDraw(combat, ctx(deck), GM);
    expect(deck.calls.slice(2)).toEqual(["ensure", "draw:2", "discard", "draw:2", "discard"]);
    expect(drawn?.order).toEqual(["8H", "8C", "JS", "3H"]);
    expect(actingSide(drawn!)).toBe("black");
    // Black in CV order: Sam (5) before Kit (2).
    expect(trackerView(drawn!).current?.members).toEqual(["Sam", "Kit"]);
    expect(drawn?.colour?.faceCards).toBe(1);
    expect(String(posted[0]!.content)).toContain("SIXGUN.Activation.Chat.PairTied");
    const other = await pressDraw(combat, ctx(deck), GM);
    expect(actingSide(other!)).toBe("red");
    expect(turnOver(other!)).toBe(true);
    // Turn 2 draws on from the same deck: no gathering within the day.
    const turn2 = await pressNewTurn(combat, ctx(deck), GM);
    expect(deck.calls.at(-1)).toBe("ensure");
    expect(turn2?.colour).toMatchObject({ day: 1, faceCards: 1 });
    const red = await pressDraw(combat, ctx(deck), GM);
    expect(red?.order).toEqual(["KH", "QD"]);
    expect(red?.colour).toMatchObject({ first: "red", faceCards: 3 });
    expect(storedState(combat).state).toEqual(red);
    expect(notices).toEqual([]);
  });

  it("a fight with one colour left cannot start a turn: the GM is told why", async () => {
    const combat = fakeCombat([combatant("c1", "Jed", { actor: actor("jed", { side: "red", cv: 4 }) })]);
    expect(await pressNewTurn(combat, ctx(memoryDeck()), GM)).toBeNull();
    expect(notices[0]?.message).toMatch(/only SIXGUN.Activation.Colour.red is left/);
    expect(combat.flags[FLAG]).toBeUndefined();
  });
});
