import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../../src/config";
import { parseCard } from "../../../src/rules/core";
import { formatFraction } from "../../../src/rules/core/probability";
import { chargenOdds, readChargenCards } from "../../../src/rules/fill-yore-hands/chargen";
import { DEFAULT_INTERPRETATIONS } from "../../../src/rules/fill-yore-hands/interpretations";
import { loadRuntime } from "../../../src/rulesets/fill-yore-hands/load";
import { drawTraits } from "../../../src/rulesets/fill-yore-hands/table/close-api";
import type { StandInActor } from "../../queries/world";
import { makeFyhWorld, type FyhWorld } from "./close-world";

/** Character generation by card draw at the table (guide §3.12, seed L153–L214), on the GM's client. */

let world: FyhWorld;
let tex: StandInActor; // Alice's Cowboy

beforeAll(async () => {
  await loadRuntime();
});

beforeEach(() => {
  world = makeFyhWorld(9);
  tex = world.figure("tex", "Tex", ["alice"], { characterType: "cowboy" });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const cards = () => world.live().filter((m) => m.flags[SYSTEM_ID]?.card);
const sys = (a: StandInActor) => a.system as Record<string, unknown>;
const chargenDeck = () =>
  (
    globalThis as unknown as {
      game: {
        cards: {
          contents: {
            type: string;
            flags: Record<string, { deck?: string }>;
            cards: { contents: { drawn: boolean; flags: Record<string, { card?: string }> }[] };
          }[];
        };
      };
    }
  ).game.cards.contents.filter((c) => c.flags[SYSTEM_ID]?.deck === "chargen");

describe("drawing a figure's traits", () => {
  it("the GM draws one card from the 54-card deck and the figure takes the traits its type's line gives", async () => {
    const message = await world.as("gm", () => drawTraits(tex.uuid));
    expect(message).toBeTruthy();
    const key = sys(tex).chargenCard as string;
    const traits = readChargenCards("cowboy", parseCard(key), DEFAULT_INTERPRETATIONS);
    expect(sys(tex)).toMatchObject({ quickness: traits.quickness, toughness: traits.toughness });
    const view = world.view("fyh/chat/chargen.hbs") as {
      cards: { key: string }[];
      quicknessKey: string;
      odds: { key: string; value: { fraction: string } }[];
    };
    expect(view.cards.map((c) => c.key)).toEqual([key]);
    expect(view.quicknessKey).toBe(`SIXGUN.FYH.Quickness.${traits.quickness}`);
    // The odds from the full deck, before the draw.
    const odds = chargenOdds({ type: "cowboy", options: DEFAULT_INTERPRETATIONS });
    expect(view.odds.find((o) => o.key === "SIXGUN.FYH.Quickness.greasedLightning")!.value.fraction).toBe(
      formatFraction(odds.quickness.greasedLightning),
    );
    // A real deck and its discard pile, the card drawn lying on the discards.
    const [deck, pile] = [
      chargenDeck().find((c) => c.type === "deck")!,
      chargenDeck().find((c) => c.type === "pile")!,
    ];
    expect(deck.cards.contents).toHaveLength(54);
    expect(deck.cards.contents.filter((c) => c.drawn)).toHaveLength(1);
    expect(pile.cards.contents.map((c) => c.flags[SYSTEM_ID]?.card)).toEqual([key]);
    expect(cards()).toHaveLength(1);
  });

  it("two draws take two different cards", async () => {
    const other = world.figure("jake", "Jake", ["bob"], { characterType: "townie" });
    await world.as("gm", () => drawTraits(tex.uuid));
    await world.as("gm", () => drawTraits(other.uuid));
    expect(sys(tex).chargenCard).not.toBe(sys(other).chargenCard);
  });

  it("one card per trait draws a card for each line the type has (FYH-Q21)", async () => {
    const g = globalThis as unknown as { game: { settings: { settings?: Set<string> } } };
    g.game.settings.settings = new Set([`${SYSTEM_ID}.fyh.chargenCards`]);
    (world.settings as unknown as Record<string, unknown>)["fyh.chargenCards"] = "onePerTrait";
    await world.as("gm", () => drawTraits(tex.uuid));
    const view = world.view("fyh/chat/chargen.hbs") as { cards: { key: string }[] };
    expect(view.cards).toHaveLength(2);
    const traits = readChargenCards(
      "cowboy",
      { quickness: parseCard(view.cards[0]!.key), toughness: parseCard(view.cards[1]!.key) },
      { ...DEFAULT_INTERPRETATIONS, chargenCards: "onePerTrait" },
    );
    expect(sys(tex)).toMatchObject({
      quickness: traits.quickness,
      toughness: traits.toughness,
      chargenCard: view.cards[0]!.key,
    });
  });

  it("is the GM's: a player's click draws nothing", async () => {
    await world.as("alice", () => drawTraits(tex.uuid));
    expect(world.messages).toEqual([]);
    expect(chargenDeck()).toEqual([]);
    expect(world.notes.map((n) => n.text)).toContain("Only the GM draws character-generation cards.");
  });

  it("is refused for the GM's own type, which has no card line", async () => {
    tex.system.characterType = "custom";
    await world.as("gm", () => drawTraits(tex.uuid));
    expect(world.messages).toEqual([]);
    expect(chargenDeck()).toEqual([]);
    expect(world.notes.map((n) => n.text)).toContain(
      "Tex is of the GM's own type: there is no card line to read, set the traits by hand.",
    );
  });
});
