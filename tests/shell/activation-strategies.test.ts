import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cardKey, parseCard, seededDice, shuffle, type Card } from "../../src/rules/core";
import {
  DEFAULT_CARDS_PER_GROUP,
  STRATEGIES,
  checkParticipants,
  groupDeck,
  highCardFirst,
  strategyFor,
} from "../../src/shell/activation/strategies";
import {
  applyDraw,
  drawCount,
  readActivationState,
  startTurn,
  toFlag,
  turnOver,
} from "../../src/shell/activation/turn";
import { CARD_ACTIVATION_KINDS, type Participant } from "../../src/shell/activation/types";
import { rulesErrorOf } from "../rules/helpers/errors";

/** `g` groups of `size` figures each: group i is "G<i>", its figures "f<i>-<j>". */
function groups(g: number, size = 3, cards?: (i: number) => number | null): Participant[] {
  return Array.from({ length: g }, (_, i) =>
    Array.from({ length: size }, (_, j) => ({
      id: `f${i}-${j}`,
      name: `Figure ${i}-${j}`,
      group: { id: `G${i}`, name: `Group ${i}`, cards: cards?.(i) ?? null },
    })),
  ).flat();
}

const keys = (cards: readonly Card[]) => cards.map(cardKey);

describe("the strategy registry", () => {
  it("has one strategy for each card kind, keyed by that kind", () => {
    expect(Object.keys(STRATEGIES).sort()).toEqual([...CARD_ACTIVATION_KINDS].sort());
    for (const kind of CARD_ACTIVATION_KINDS) expect(strategyFor(kind).kind).toBe(kind);
  });

  it("refuses dice per side and unknown kinds, naming the field", () => {
    for (const bad of ["dicePerSide", "cardPerTurtle", 3, undefined]) {
      const err = rulesErrorOf(() => strategyFor(bad));
      expect(err.field).toBe("activation");
      expect(err.message).toMatch(/cardPerSide, cardPerFigure, cardsPerGroup/);
    }
  });
});

describe("cards per group: the deck's cards", () => {
  it("gives three groups three cards each, a suit of their own, high ranks first", () => {
    const deck = groupDeck(groups(3), { cardsPerGroup: 3 });
    expect(deck.map((d) => `${d.unit}:${cardKey(d.card)}`)).toEqual([
      "G0:AS",
      "G0:KS",
      "G0:QS",
      "G1:AH",
      "G1:KH",
      "G1:QH",
      "G2:AD",
      "G2:KD",
      "G2:QD",
    ]);
  });

  it("goes round the suits again past four groups, on the next free ranks", () => {
    const deck = groupDeck(groups(6, 1), { cardsPerGroup: 2 });
    const of = (g: string) => deck.filter((d) => d.unit === g).map((d) => cardKey(d.card));
    expect(of("G3")).toEqual(["AC", "KC"]);
    expect(of("G4")).toEqual(["QS", "JS"]);
    expect(of("G5")).toEqual(["QH", "JH"]);
  });

  it("uses the group's own count before the ruleset's, and 3 when neither gives one", () => {
    const deck = groupDeck(
      groups(3, 2, (i) => (i === 1 ? 5 : null)),
      { cardsPerGroup: 2 },
    );
    expect(deck.filter((d) => d.unit === "G0")).toHaveLength(2);
    expect(deck.filter((d) => d.unit === "G1")).toHaveLength(5);
    expect(groupDeck(groups(2), {})).toHaveLength(2 * DEFAULT_CARDS_PER_GROUP);
  });

  it("spills a group into the next suit once its own is used up", () => {
    const deck = groupDeck(groups(2, 1), { cardsPerGroup: 15 });
    const g0 = deck.filter((d) => d.unit === "G0").map((d) => cardKey(d.card));
    expect(g0.slice(0, 13).every((k) => k.endsWith("S"))).toBe(true);
    expect(g0.slice(13)).toEqual(["AH", "KH"]);
    expect(deck.filter((d) => d.unit === "G1").map((d) => cardKey(d.card))[0]).toBe("QH");
  });

  it("fills all 52 cards exactly, and refuses a 53rd with the total in the message", () => {
    const full = groupDeck(groups(4, 1), { cardsPerGroup: 13 });
    expect(new Set(keys(full.map((d) => d.card))).size).toBe(52);
    const err = rulesErrorOf(() =>
      groupDeck(
        groups(4, 1, (i) => (i === 3 ? 14 : 13)),
        {},
      ),
    );
    expect(err.field).toBe("cardsPerGroup");
    expect(err.message).toMatch(/4 groups need 53, at most 52/);
    const many = rulesErrorOf(() => groupDeck(groups(18, 1), { cardsPerGroup: 3 }));
    expect(many.message).toMatch(/18 groups need 54/);
  });

  it("a single group is a deck of its own cards", () => {
    const deck = groupDeck(groups(1, 4), { cardsPerGroup: 3 });
    expect(deck.map((d) => d.unit)).toEqual(["G0", "G0", "G0"]);
  });

  it("refuses bad counts, naming where the count came from", () => {
    for (const n of [0, -1, 2.5, 53, Number.NaN]) {
      expect(rulesErrorOf(() => groupDeck(groups(2), { cardsPerGroup: n })).field).toBe(
        "options.cardsPerGroup",
      );
    }
    const own = rulesErrorOf(() =>
      groupDeck(
        groups(2, 1, (i) => (i === 1 ? 0 : null)),
        {},
      ),
    );
    expect(own.field).toBe("participants[1].group.cards");
  });

  it("refuses a figure with no group, naming the figure", () => {
    const ps: Participant[] = [...groups(1), { id: "lone", name: "Lone Rider" }];
    const err = rulesErrorOf(() => groupDeck(ps, {}));
    expect(err.field).toBe("participants[3].group");
    expect(err.message).toMatch(/Lone Rider/);
  });

  it("property: any groups and counts within 52 get distinct cards, exactly their count each", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 13 }), { minLength: 1, maxLength: 12 }), (counts) => {
        fc.pre(counts.reduce((a, b) => a + b, 0) <= 52);
        const deck = groupDeck(
          groups(counts.length, 1, (i) => counts[i]!),
          {},
        );
        expect(new Set(deck.map((d) => cardKey(d.card))).size).toBe(deck.length);
        counts.forEach((n, i) => expect(deck.filter((d) => d.unit === `G${i}`)).toHaveLength(n));
        // Up to four groups, a group's cards are all of one suit: the card names the group.
        if (counts.length <= 4)
          for (let i = 0; i < counts.length; i++) {
            const suits = new Set(
              deck.filter((d) => d.unit === `G${i}`).map((d) => "suit" in d.card && d.card.suit),
            );
            expect(suits.size).toBe(1);
          }
      }),
    );
  });
});

describe("participants", () => {
  it("refuses an empty or malformed list with the offending entry named", () => {
    expect(rulesErrorOf(() => checkParticipants([])).message).toMatch(/nobody in the combat/);
    expect(rulesErrorOf(() => checkParticipants("x")).field).toBe("participants");
    expect(rulesErrorOf(() => checkParticipants([{ id: "", name: "A" }])).field).toBe("participants[0].id");
    expect(rulesErrorOf(() => checkParticipants([{ id: "a", name: 3 }])).field).toBe("participants[0].name");
    const twice = rulesErrorOf(() =>
      checkParticipants([
        { id: "a", name: "A" },
        { id: "a", name: "B" },
      ]),
    );
    expect(twice.field).toBe("participants[1].id");
  });
});

describe("a cards-per-group turn", () => {
  const ps = groups(3);
  const start = () =>
    startTurn({ kind: "cardsPerGroup", participants: ps, options: { cardsPerGroup: 3 }, turn: 1 });

  it("starts with the deck's cards, nobody acting, nine cards to draw one at a time", () => {
    const { state, deckCards } = start();
    expect(deckCards).toHaveLength(9);
    expect(state.current).toBe(-1);
    expect(state.units.map((u) => [u.key, u.members.length])).toEqual([
      ["G0", 3],
      ["G1", 3],
      ["G2", 3],
    ]);
    expect(drawCount(state)).toBe(1);
    expect(turnOver(state)).toBe(false);
  });

  it("each draw makes the card's group the one acting, until the deck is empty", () => {
    const { state, deckCards } = start();
    const order = shuffle(seededDice(7), deckCards!);
    let s = state;
    order.forEach((card, i) => {
      s = applyDraw(s, [card]);
      expect(s.current).toBe(i);
      expect(s.owners[s.order[s.current]!]).toBe(s.owners[cardKey(card)]);
      expect(turnOver(s)).toBe(i === order.length - 1);
    });
    expect(drawCount(s)).toBe(0);
    const err = rulesErrorOf(() => applyDraw(s, [order[0]!]));
    expect(err.message).toMatch(/start a new turn/);
  });

  it("refuses a card that is not the deck's, one drawn twice, or the wrong number of cards", () => {
    const { state, deckCards } = start();
    expect(rulesErrorOf(() => applyDraw(state, [parseCard("2C")])).message).toMatch(/not one of this turn/);
    const once = applyDraw(state, [deckCards![0]!]);
    expect(rulesErrorOf(() => applyDraw(once, [deckCards![0]!])).message).toMatch(/drawn already/);
    expect(rulesErrorOf(() => applyDraw(state, deckCards!.slice(0, 2))).message).toMatch(/must hold 1 card/);
    expect(rulesErrorOf(() => applyDraw(state, [])).field).toBe("drawn");
  });

  it("refuses a turn number below 1 or not whole", () => {
    for (const turn of [0, -2, 1.5])
      expect(rulesErrorOf(() => startTurn({ kind: "cardsPerGroup", participants: ps, turn })).field).toBe(
        "turn",
      );
  });
});

describe("dealt turns (card per figure, card per side)", () => {
  const figures: Participant[] = [
    { id: "a", name: "Ann", side: { id: "s1", name: "Posse" } },
    { id: "b", name: "Bob", side: { id: "s2", name: "Gang" } },
    { id: "c", name: "Cal", side: { id: "s2", name: "Gang" } },
  ];
  const cards = (...k: string[]) => k.map((x) => parseCard(x));

  it("card per figure: one card each, dealt at once, acting high card first", () => {
    const { state, deckCards } = startTurn({ kind: "cardPerFigure", participants: figures, turn: 4 });
    expect(deckCards).toBeNull();
    expect(drawCount(state)).toBe(3);
    const dealt = applyDraw(state, cards("5H", "KS", "9D"));
    expect(dealt.order).toEqual(["KS", "9D", "5H"]);
    expect(dealt.owners).toEqual({ "5H": "a", KS: "b", "9D": "c" });
    expect(dealt.current).toBe(0);
    expect(drawCount(dealt)).toBe(0);
    const second = applyDraw(dealt, []);
    const third = applyDraw(second, []);
    expect(third.current).toBe(2);
    expect(turnOver(third)).toBe(true);
    expect(turnOver(second)).toBe(false);
  });

  it("uses the ruleset's order and flags the cards it cannot part", () => {
    const lowFirst = (a: Card, b: Card) => -highCardFirst(a, b);
    const { state } = startTurn({ kind: "cardPerFigure", participants: figures, turn: 1 });
    const dealt = applyDraw(state, cards("5H", "KS", "5D"), { order: lowFirst });
    // Ann and Cal tie on a 5: they keep the order they were dealt in.
    expect(dealt.order).toEqual(["5H", "5D", "KS"]);
    expect([...dealt.ties].sort()).toEqual(["5D", "5H"]);
  });

  it("the neutral order puts a Joker above an Ace", () => {
    expect(highCardFirst({ joker: "red" }, parseCard("AS"))).toBeLessThan(0);
    expect(highCardFirst(parseCard("2S"), parseCard("2H"))).toBe(0);
  });

  it("card per side: one card per side, and at least two sides", () => {
    const { state } = startTurn({ kind: "cardPerSide", participants: figures, turn: 1 });
    expect(state.units.map((u) => [u.key, u.members.map((m) => m.id)])).toEqual([
      ["s1", ["a"]],
      ["s2", ["b", "c"]],
    ]);
    expect(drawCount(state)).toBe(2);
    const dealt = applyDraw(state, cards("3C", "QH"));
    expect(dealt.order.map((k) => dealt.owners[k])).toEqual(["s2", "s1"]);
    const one = rulesErrorOf(() =>
      startTurn({ kind: "cardPerSide", participants: figures.slice(0, 1), turn: 1 }),
    );
    expect(one.message).toMatch(/at least two sides/);
    const noSide = rulesErrorOf(() =>
      startTurn({ kind: "cardPerSide", participants: [{ id: "x", name: "X" }], turn: 1 }),
    );
    expect(noSide.field).toBe("participants[0].side");
  });

  it("refuses a deal with the wrong number of cards or one card twice", () => {
    const { state } = startTurn({ kind: "cardPerFigure", participants: figures, turn: 1 });
    expect(rulesErrorOf(() => applyDraw(state, cards("5H"))).message).toMatch(/must hold 3 cards/);
    expect(rulesErrorOf(() => applyDraw(state, cards("5H", "5H", "2C"))).message).toMatch(/twice/);
  });
});

describe("properties of whole turns", () => {
  it("drawn: any deck order activates each card's group once, and only the last draw ends the turn", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 10_000 }),
        (counts, seed) => {
          const ps = groups(counts.length, 2, (i) => counts[i]!);
          const { state, deckCards } = startTurn({ kind: "cardsPerGroup", participants: ps, turn: 1 });
          const order = shuffle(seededDice(seed), deckCards!);
          let s = state;
          const activated = new Map<string, number>();
          order.forEach((card, i) => {
            expect(turnOver(s)).toBe(false);
            s = applyDraw(s, [card]);
            const unit = s.owners[cardKey(card)]!;
            activated.set(unit, (activated.get(unit) ?? 0) + 1);
            expect(turnOver(s)).toBe(i === order.length - 1);
          });
          counts.forEach((n, i) => expect(activated.get(`G${i}`)).toBe(n));
        },
      ),
    );
  });

  it("dealt: units act in the order of their cards, each exactly once", () => {
    const standard = STRATEGIES.cardPerFigure;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 10_000 }), (n, seed) => {
        const ps: Participant[] = Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
        const { state } = startTurn({ kind: standard.kind, participants: ps, turn: 1 });
        const deal = shuffle(
          seededDice(seed),
          ["S", "H", "D", "C"].flatMap((suit) =>
            ["2", "5", "9", "Q", "A"].map((r) => parseCard(`${r}${suit}`)),
          ),
        ).slice(0, n);
        let s = applyDraw(state, deal);
        const acting = [s.owners[s.order[s.current]!]];
        while (!turnOver(s)) {
          s = applyDraw(s, []);
          acting.push(s.owners[s.order[s.current]!]);
        }
        expect([...acting].sort()).toEqual(ps.map((p) => p.id).sort());
        for (let i = 1; i < s.order.length; i++)
          expect(highCardFirst(parseCard(s.order[i - 1]!), parseCard(s.order[i]!))).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe("the stored state", () => {
  it("reads back what it wrote, at every step of a turn", () => {
    const { state, deckCards } = startTurn({ kind: "cardsPerGroup", participants: groups(2), turn: 2 });
    let s = state;
    expect(readActivationState(JSON.parse(JSON.stringify(toFlag(s))))).toEqual(s);
    for (const card of deckCards!) {
      s = applyDraw(s, [card]);
      expect(readActivationState(JSON.parse(JSON.stringify(toFlag(s))))).toEqual(s);
    }
  });

  it("refuses a malformed state with the field named", () => {
    const { state } = startTurn({ kind: "cardsPerGroup", participants: groups(2), turn: 1 });
    const flag = toFlag(applyDraw(state, [parseCard("AS")]));
    const bad = (patch: Record<string, unknown>) =>
      rulesErrorOf(() => readActivationState({ ...flag, ...patch })).field;
    expect(rulesErrorOf(() => readActivationState(null)).field).toBe("cardActivation");
    expect(bad({ version: 2 })).toBe("cardActivation.version");
    expect(bad({ kind: "dicePerSide" })).toBe("activation");
    expect(bad({ turn: 0 })).toBe("cardActivation.turn");
    expect(bad({ units: "x" })).toBe("cardActivation.units");
    expect(bad({ cards: [{ card: "ZZ", unit: "G0" }] })).toBe("cardActivation.cards[0].card");
    expect(bad({ cards: [{ card: "AS", unit: "nobody" }] })).toBe("cardActivation.cards[0].unit");
    expect(bad({ order: ["2C"] })).toBe("cardActivation.order[0]");
    expect(bad({ order: ["AS", "AS"] })).toBe("cardActivation.order");
    expect(bad({ current: 5 })).toBe("cardActivation.current");
  });
});
