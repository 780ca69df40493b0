import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { parseCard } from "../../src/rules/core";
import { applyDraw, startTurn } from "../../src/shell/activation/turn";
import { cardFace, trackerView } from "../../src/shell/activation/view";
import { panelView, pressAllowed } from "../../src/shell/activation/panel";
import { chatLine } from "../../src/shell/activation/chat-line";
import type { Participant } from "../../src/shell/activation/types";

/** Three FYH-like groups: the Snodgrass boys (3), the Clantons (2), Marshal Dill alone. */
const PARTICIPANTS: Participant[] = [
  { id: "c1", name: "Kid Snodgrass", group: { id: "snod", name: "The Snodgrass Boys" } },
  { id: "c2", name: "Ike Snodgrass", group: { id: "snod", name: "The Snodgrass Boys" } },
  { id: "c3", name: "Abe Snodgrass", group: { id: "snod", name: "The Snodgrass Boys" } },
  { id: "c4", name: "Billy Clanton", group: { id: "clan", name: "Clantons" } },
  { id: "c5", name: "Finn Clanton", group: { id: "clan", name: "Clantons" } },
  { id: "c6", name: "Marshal Dill", group: { id: "law", name: "The Law" } },
];

function midTurn(draws: string[]) {
  const { state } = startTurn({
    kind: "cardsPerGroup",
    participants: PARTICIPANTS,
    turn: 2,
    options: { cardsPerGroup: 3 },
  });
  return draws.reduce((s, k) => applyDraw(s, [parseCard(k)]), state);
}

describe("the tracker's view of a turn", () => {
  it("shows the card turned now, the group it activates and its figures", () => {
    const view = trackerView(midTurn(["KH", "AS"]));
    expect(view.current).toEqual({
      face: { key: "AS", rank: "A", suit: "♠", colour: "black" },
      unit: "The Snodgrass Boys",
      unitKey: "snod",
      members: ["Kid Snodgrass", "Ike Snodgrass", "Abe Snodgrass"],
    });
    expect(view.history.map((h) => `${h.face.key}:${h.unit}`)).toEqual([
      "KH:Clantons",
      "AS:The Snodgrass Boys",
    ]);
    expect(view.units.find((u) => u.acting)?.key).toBe("snod");
    expect(view.units.filter((u) => u.acting)).toHaveLength(1);
  });

  it("shows who holds which card, turned ones first, and how many each has left", () => {
    const view = trackerView(midTurn(["KH", "AS"]));
    const snod = view.units.find((u) => u.key === "snod")!;
    expect(snod.cards.map((c) => `${c.face.key}:${c.status}`)).toEqual([
      "AS:current",
      "KS:waiting",
      "QS:waiting",
    ]);
    const clan = view.units.find((u) => u.key === "clan")!;
    expect(clan.cards.map((c) => `${c.face.key}:${c.status}`)).toEqual([
      "KH:done",
      "AH:waiting",
      "QH:waiting",
    ]);
    expect(view.units.map((u) => u.left)).toEqual([2, 2, 3]);
    expect(view.next).toEqual({ cardsLeft: 7, unit: null });
    expect(view.turnOver).toBe(false);
    expect(view.drawCount).toBe(1);
  });

  it("before the first draw nobody acts and every card waits", () => {
    const view = trackerView(midTurn([]));
    expect(view.current).toBeNull();
    expect(view.next.cardsLeft).toBe(9);
    expect(view.units.every((u) => u.cards.every((c) => c.status === "waiting"))).toBe(true);
  });

  it("an empty deck is the end of the turn; the last group still acts", () => {
    const all = ["AS", "KS", "QS", "AH", "KH", "QH", "AD", "KD", "QD"];
    const view = trackerView(midTurn(all));
    expect(view.turnOver).toBe(true);
    expect(view.next.cardsLeft).toBe(0);
    expect(view.current?.unit).toBe("The Law");
    expect(view.units.map((u) => u.left)).toEqual([0, 0, 0]);
  });

  it("a dealt turn names who acts next", () => {
    const figures: Participant[] = PARTICIPANTS.slice(0, 3);
    const { state } = startTurn({ kind: "cardPerFigure", participants: figures, turn: 1 });
    const dealt = applyDraw(
      state,
      ["4C", "JD", "9S"].map((k) => parseCard(k)),
    );
    const view = trackerView(dealt);
    expect(view.current?.unit).toBe("Ike Snodgrass");
    expect(view.next).toEqual({ cardsLeft: 2, unit: "Abe Snodgrass" });
    expect(view.order.map((o) => o.face.key)).toEqual(["JD", "9S", "4C"]);
    const before = trackerView(state);
    expect(before.next.cardsLeft).toBe(3);
    expect(before.units.every((u) => u.left === 1 && u.cards.length === 0)).toBe(true);
  });

  it("faces: red suits red, Jokers named", () => {
    expect(cardFace("10D")).toEqual({ key: "10D", rank: "10", suit: "♦", colour: "red" });
    expect(cardFace({ joker: "black" })).toEqual({ key: "JokerB", rank: "Joker", suit: "", colour: "black" });
  });
});

describe("the panel", () => {
  const kind = "cardsPerGroup" as const;

  it("the GM has one button: build the deck, then draw, then a new turn once the deck is empty", () => {
    expect(panelView({ state: null, kind, isGM: true }).button?.label).toBe("SIXGUN.Activation.StartTurn");
    expect(panelView({ state: midTurn([]), kind, isGM: true }).button).toMatchObject({
      action: "draw",
      label: "SIXGUN.Activation.Draw",
    });
    const over = midTurn(["AS", "KS", "QS", "AH", "KH", "QH", "AD", "KD", "QD"]);
    expect(panelView({ state: over, kind, isGM: true }).button).toMatchObject({
      action: "newTurn",
      label: "SIXGUN.Activation.NewTurn",
    });
  });

  it("a dealt turn's button deals, then passes to the next card", () => {
    const { state } = startTurn({ kind: "cardPerFigure", participants: PARTICIPANTS, turn: 1 });
    expect(panelView({ state, kind: "cardPerFigure", isGM: true }).button?.label).toBe(
      "SIXGUN.Activation.Deal",
    );
    const dealt = applyDraw(
      state,
      ["2C", "3C", "4C", "5C", "6C", "7C"].map((k) => parseCard(k)),
    );
    expect(panelView({ state: dealt, kind: "cardPerFigure", isGM: true }).button?.label).toBe(
      "SIXGUN.Activation.Next",
    );
  });

  it("players get no button, the same view, and a note when there is nothing to show", () => {
    const state = midTurn(["QD"]);
    const player = panelView({ state, kind, isGM: false });
    expect(player.button).toBeNull();
    expect(player.view).toEqual(panelView({ state, kind, isGM: true }).view);
    expect(panelView({ state: null, kind, isGM: false }).note).toBe("SIXGUN.Activation.NoTurn");
    expect(panelView({ state: midTurn([]), kind, isGM: false }).note).toBe("SIXGUN.Activation.Ready");
    expect(player.note).toBeNull();
  });

  it("a stored turn of another kind counts as none; a problem is shown to the GM only", () => {
    const view = panelView({ state: midTurn([]), kind: "cardPerSide", isGM: true, problem: "bad" });
    expect(view.view).toBeNull();
    expect(view.problem).toBe("bad");
    expect(panelView({ state: null, kind, isGM: false, problem: "bad" }).problem).toBeNull();
  });

  it("every lang key the panel names exists", () => {
    const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
    const has = (key: string) =>
      typeof key
        .split(".")
        .reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], lang) === "string";
    const views = [
      panelView({ state: null, kind, isGM: true }),
      panelView({ state: null, kind, isGM: false }),
      panelView({ state: midTurn([]), kind, isGM: true }),
      panelView({ state: midTurn([]), kind, isGM: false }),
      panelView({ state: midTurn(["AS", "KS", "QS", "AH", "KH", "QH", "AD", "KD", "QD"]), kind, isGM: true }),
    ];
    for (const v of views) {
      if (v.button) expect(has(v.button.label), v.button.label).toBe(true);
      if (v.note) expect(has(v.note), v.note).toBe(true);
    }
    const refused = pressAllowed({ isGM: false });
    expect(refused.ok ? null : has(refused.why)).toBe(true);
  });
});

describe("only the GM's press moves cards", () => {
  it("allows a GM, refuses a player or nobody with the reason to show", () => {
    expect(pressAllowed({ isGM: true })).toEqual({ ok: true });
    expect(pressAllowed({ isGM: false })).toEqual({ ok: false, why: "SIXGUN.Activation.GMOnly" });
    expect(pressAllowed(null)).toEqual({ ok: false, why: "SIXGUN.Activation.GMOnly" });
  });
});

describe("the chat line", () => {
  const tools = {
    escape: (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`),
    localize: (key: string, data?: Record<string, unknown>) => `${key}${data ? JSON.stringify(data) : ""}`,
  };

  it("names the card, the group and its figures, and what is left", () => {
    const html = chatLine(trackerView(midTurn(["KH"])), tools);
    expect(html).toContain('>K<span class="sgs-cards-suit">♥</span>');
    expect(html).toContain("SIXGUN.Activation.Acts{&#34;unit&#34;:&#34;Clantons&#34;}");
    expect(html).toContain("Billy Clanton, Finn Clanton");
    expect(html).toContain("SIXGUN.Activation.CardsLeft.other{&#34;n&#34;:8}");
  });

  it("escapes every name", () => {
    const evil: Participant[] = [{ id: "x", name: "<img src=x>", group: { id: "g", name: "<b>Gang</b>" } }];
    const { state, deckCards } = startTurn({
      kind: "cardsPerGroup",
      participants: evil,
      turn: 1,
      options: { cardsPerGroup: 1 },
    });
    const html = chatLine(trackerView(applyDraw(state, [deckCards![0]!])), tools);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&#60;img src=x&#62;");
  });

  it("a deal lists every card in acting order", () => {
    const { state } = startTurn({ kind: "cardPerFigure", participants: PARTICIPANTS.slice(0, 3), turn: 1 });
    const dealt = applyDraw(
      state,
      ["4C", "JD", "9S"].map((k) => parseCard(k)),
    );
    const html = chatLine(trackerView(dealt), tools, true);
    const order = [...html.matchAll(/<li>.*?<\/span><\/span> ([^<]+)<\/li>/g)].map((m) => m[1]);
    expect(order).toEqual(["Ike Snodgrass", "Abe Snodgrass", "Kid Snodgrass"]);
  });
});
