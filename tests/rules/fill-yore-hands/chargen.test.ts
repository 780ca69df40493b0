import { describe, expect, it } from "vitest";
import {
  allCards,
  cardKey,
  deckWithJokers,
  fraction,
  newDeckState,
  parseCard,
  sequenceDice,
  type Card,
  type DiceSource,
} from "../../../src/rules/core";
import {
  CHARGEN_LINES,
  CHARGEN_TYPES,
  DEFAULT_INTERPRETATIONS,
  chargenCardCount,
  chargenLine,
  chargenOdds,
  generateTraits,
  readChargenCards,
  type ChargenOptions,
  type ChargenType,
  type Quickness,
  type Toughness,
} from "../../../src/rules/fill-yore-hands";
import { fieldOf } from "../helpers/errors";

const OPTS: ChargenOptions = DEFAULT_INTERPRETATIONS;
const card = (key: string): Card => parseCard(key);
const read = (type: ChargenType, key: string, options: Partial<ChargenOptions> = {}) =>
  readChargenCards(type, card(key), { ...OPTS, ...options });
const noDice: DiceSource = {
  roll() {
    throw new Error("no die may be read");
  },
};

/**
 * The seed's lines (L157–L214) rewritten as plain strings, independent of the data in the code:
 * "quickness suits: QaF ranks / GL ranks" and "toughness suits: trait". A Joker is listed with GL.
 */
const SEED: Record<ChargenType, { q?: string; t?: string; drunk?: boolean; woman?: boolean }> = {
  gunfighter: { q: "any: 10 J Q / K A Joker" },
  townie: { q: "H: 10 J Q / K A Joker", t: "C: builtLikeAnOx" },
  sodbuster: { q: "H: J Q K / A Joker", t: "CS: builtLikeAnOx" },
  noCount: { q: "H: 10 J Q / K A Joker", t: "CS: builtLikeAnOx" },
  drunk: { t: "CS: builtLikeAnOx", drunk: true },
  cowboy: { q: "H: J Q K / A Joker", t: "CS: builtLikeAnOx" },
  redMan: { t: "CS: builtLikeAnOx" },
  sojer: { q: "H: J Q K / A Joker", t: "CS: builtLikeAnOx" },
  preacher: { q: "H: 10 J Q / K A Joker", t: "C: builtLikeAnOx" },
  temperanceWorker: { q: "H: J Q K / A Joker", t: "CS: builtLikeAnOx" },
  honestWoman: { q: "H: J Q K / A Joker", t: "C: fightsLikeATiger", woman: true },
  floozy: { q: "H: J Q K / A Joker", t: "CS: fightsLikeATiger", woman: true },
};
const STRAY_COMMA: readonly ChargenType[] = ["cowboy", "sojer", "temperanceWorker", "honestWoman", "floozy"];

/** What the seed line says a card gives, read straight from the strings above. */
function expected(type: ChargenType, key: string): { quickness: Quickness; toughness: Toughness } {
  const spec = SEED[type];
  let quickness: Quickness = "none";
  let toughness: Toughness = "none";
  const joker = key.startsWith("Joker");
  const rank = joker ? "Joker" : key.slice(0, -1);
  const suit = joker ? "" : key.slice(-1);
  if (spec.q) {
    const [suits, ranks] = spec.q.split(": ") as [string, string];
    const [qaf, gl] = ranks.split(" / ").map((r) => r.split(" ")) as [string[], string[]];
    if (suits === "any" || joker || suit === "H") {
      if (gl.includes(rank)) quickness = "greasedLightning";
      else if (qaf.includes(rank)) quickness = "quickAsAFox";
    }
  }
  if (spec.t) {
    const [suits, trait] = spec.t.split(": ") as [string, Toughness];
    if (!joker && suits.includes(suit) && ["J", "Q", "K"].includes(rank)) toughness = trait;
  }
  return { quickness, toughness };
}

const ALL_KEYS = deckWithJokers().map(cardKey);
/** Each type's entry in the seed: its heading line to its last line (checked by hand against L153–L214). */
const SEED_LINES: Record<ChargenType, string> = {
  gunfighter: "L157–L160",
  townie: "L162–L165",
  sodbuster: "L167–L170",
  noCount: "L172–L175",
  drunk: "L177–L180",
  cowboy: "L182–L185",
  redMan: "L187–L189",
  sojer: "L191–L194",
  preacher: "L196–L199",
  temperanceWorker: "L201–L204",
  honestWoman: "L206–L209",
  floozy: "L211–L214",
};

describe("character generation: every line of every type (L157–L214)", () => {
  it.each(CHARGEN_TYPES)("%s: every one of the 54 cards reads as its seed line says", (type) => {
    for (const key of ALL_KEYS) {
      const r = read(type, key);
      expect({ quickness: r.quickness, toughness: r.toughness }, `${type} ${key}`).toEqual(
        expected(type, key),
      );
      expect(r.isDrunk).toBe(SEED[type].drunk === true);
      expect(r.shotModifier).toBe(SEED[type].drunk ? -1 : 0);
      expect(r.shrugsOffFirstNonFatalWound).toBe(SEED[type].drunk === true);
      expect(r.isWoman).toBe(SEED[type].woman === true);
    }
  });

  it.each(CHARGEN_TYPES)("%s cites its own seed lines", (type) => {
    expect(chargenLine(type).source).toBe(SEED_LINES[type]);
    expect(CHARGEN_LINES[type].type).toBe(type);
  });

  it("T22 Gunfighter: 10♠ / K♦ / 9♥ → Quick as a Fox / Greased Lightning / none", () => {
    expect(read("gunfighter", "10S").quickness).toBe("quickAsAFox");
    expect(read("gunfighter", "KD").quickness).toBe("greasedLightning");
    expect(read("gunfighter", "9H").quickness).toBe("none");
    expect(read("gunfighter", "KC").toughness).toBe("none");
  });

  it("T23 Townie: Q♥ / Q♣ / Q♠ / Joker → QaF / Ox / none / GL", () => {
    expect(read("townie", "QH")).toMatchObject({ quickness: "quickAsAFox", toughness: "none" });
    expect(read("townie", "QC")).toMatchObject({ quickness: "none", toughness: "builtLikeAnOx" });
    expect(read("townie", "QS")).toMatchObject({ quickness: "none", toughness: "none" });
    expect(read("townie", "JokerB")).toMatchObject({ quickness: "greasedLightning", toughness: "none" });
  });

  it("T24 Sodbuster: 10♥ / K♥ / J♠ → none / QaF / Ox", () => {
    expect(read("sodbuster", "10H").quickness).toBe("none");
    expect(read("sodbuster", "KH").quickness).toBe("quickAsAFox");
    expect(read("sodbuster", "JS").toughness).toBe("builtLikeAnOx");
  });

  it("T25 Drunk: K♣ / K♥ → Ox / none; always −1 and shrugs off the first non-fatal wound", () => {
    expect(read("drunk", "KC")).toMatchObject({ quickness: "none", toughness: "builtLikeAnOx" });
    expect(read("drunk", "KH")).toMatchObject({ quickness: "none", toughness: "none" });
    expect(read("drunk", "KH")).toMatchObject({
      isDrunk: true,
      shotModifier: -1,
      shrugsOffFirstNonFatalWound: true,
    });
  });

  it("T26 Honest Woman: J♣ / J♠ → Fights like a tiger / none; Floozy: J♠ → Fights like a tiger", () => {
    expect(read("honestWoman", "JC").toughness).toBe("fightsLikeATiger");
    expect(read("honestWoman", "JS").toughness).toBe("none");
    expect(read("floozy", "JS").toughness).toBe("fightsLikeATiger");
  });

  it("T27 Red Man: A♥ / Q♠ → none / Ox (no quickness line)", () => {
    expect(read("redMan", "AH")).toMatchObject({ quickness: "none", toughness: "none" });
    expect(read("redMan", "QS")).toMatchObject({ quickness: "none", toughness: "builtLikeAnOx" });
    expect(read("redMan", "JokerR").quickness).toBe("none");
  });
});

describe("character generation: the readings (FYH-Q21, Q22, Q23, Q27)", () => {
  it("Q22: with the Joker off, a hearts-only line's Joker gives nothing; a Gunfighter's still gives GL", () => {
    for (const type of CHARGEN_TYPES.filter((t) => SEED[t].q?.startsWith("H")))
      expect(read(type, "JokerR", { jokerInHeartsOnly: false }).quickness, type).toBe("none");
    expect(read("gunfighter", "JokerR", { jokerInHeartsOnly: false }).quickness).toBe("greasedLightning");
  });

  it("Q27: the stray comma adds the 10♥ to exactly the five garbled lines, not the Sodbusters'", () => {
    for (const type of CHARGEN_TYPES) {
      const got = read(type, "10H", { strayCommaIncludesTens: true }).quickness;
      const off = read(type, "10H", { strayCommaIncludesTens: false }).quickness;
      const wasQaf = expected(type, "10H").quickness === "quickAsAFox";
      expect(got, type).toBe(STRAY_COMMA.includes(type) || wasQaf ? "quickAsAFox" : "none");
      expect(off, type).toBe(wasQaf ? "quickAsAFox" : "none");
    }
    expect(read("cowboy", "10S", { strayCommaIncludesTens: true }).quickness).toBe("none");
  });

  it("Q23: without women by type, no type makes a woman (the GM's flag decides)", () => {
    expect(read("floozy", "2C", { womenByType: false }).isWoman).toBe(false);
    expect(read("honestWoman", "2C").isWoman).toBe(true);
  });

  it("Q21: one card per trait reads the quickness card and the toughness card apart", () => {
    const opts = { ...OPTS, chargenCards: "onePerTrait" as const };
    expect(readChargenCards("townie", { quickness: card("KH"), toughness: card("QC") }, opts)).toMatchObject({
      quickness: "greasedLightning",
      toughness: "builtLikeAnOx",
    });
    // A club read for quickness does nothing, as the quickness line is hearts only.
    expect(readChargenCards("townie", { quickness: card("QC"), toughness: card("KH") }, opts)).toMatchObject({
      quickness: "none",
      toughness: "none",
    });
    expect(chargenCardCount("townie", opts)).toBe(2);
    expect(chargenCardCount("gunfighter", opts)).toBe(1);
    expect(chargenCardCount("redMan", opts)).toBe(1);
    expect(chargenCardCount("townie", OPTS)).toBe(1);
  });

  it("bad input is a RulesError naming the field", () => {
    expect(fieldOf(() => chargenLine("custom" as ChargenType))).toBe("type");
    expect(
      fieldOf(() => readChargenCards("townie", { suit: "hearts", rank: 15 } as unknown as Card, OPTS)),
    ).toBe("cards.rank");
    expect(fieldOf(() => read("townie", "QH", { chargenCards: "twoCards" as "onePerTrait" }))).toBe(
      "options.chargenCards",
    );
    const perTrait = { ...OPTS, chargenCards: "onePerTrait" as const };
    expect(
      fieldOf(() => readChargenCards("redMan", { quickness: card("KH"), toughness: card("QC") }, perTrait)),
    ).toBe("cards.quickness");
    expect(fieldOf(() => readChargenCards("townie", { quickness: card("KH") }, perTrait))).toBe(
      "cards.toughness",
    );
    expect(fieldOf(() => readChargenCards("townie", card("KH"), perTrait))).toBe("cards");
  });
});

describe("character generation: drawing from the deck", () => {
  it("reads the top card, and leaves it on the discard pile", () => {
    const deck = newDeckState(["KD", "10S", "QC"].map(card));
    const g = generateTraits({ type: "gunfighter", deck, dice: noDice, options: OPTS });
    expect(g.traits.quickness).toBe("greasedLightning");
    expect(g.cards).toEqual({ quickness: card("KD") });
    expect(g.deck.drawPile.map(cardKey)).toEqual(["10S", "QC"]);
    expect(g.deck.discardPile.map(cardKey)).toEqual(["KD"]);
    expect(g.deck.table).toEqual([]);
    expect(g.reshuffles).toBe(0);
  });

  it("one card per trait draws quickness first, then toughness", () => {
    const deck = newDeckState(["QH", "KC", "2D"].map(card));
    const g = generateTraits({
      type: "noCount",
      deck,
      dice: noDice,
      options: { ...OPTS, chargenCards: "onePerTrait" },
    });
    expect(g.cards).toEqual({ quickness: card("QH"), toughness: card("KC") });
    expect(g.traits).toMatchObject({ quickness: "quickAsAFox", toughness: "builtLikeAnOx" });
    expect(g.deck.drawPile.map(cardKey)).toEqual(["2D"]);
  });

  it("an empty draw pile shuffles the discards back in with the dice", () => {
    const deck = { ...newDeckState([]), discardPile: ["JC", "4H"].map(card) };
    const dice = sequenceDice(1); // swap position 1 with position 0: JC, 4H → 4H, JC
    const g = generateTraits({ type: "townie", deck, dice, options: OPTS });
    expect(g.reshuffles).toBe(1);
    expect(dice.used).toBe(1);
    expect(g.cards.quickness).toEqual(card("4H"));
    expect(allCards(g.deck).map(cardKey).sort()).toEqual(["4H", "JC"]);
  });
});

describe("character generation: exact odds over the 54-card deck", () => {
  const f = fraction;
  it("Gunfighter: QaF 12/54, GL 10/54 (K, A of any suit and both Jokers)", () => {
    const o = chargenOdds({ type: "gunfighter", options: OPTS });
    expect(o.quickness).toEqual({ none: f(32, 54), quickAsAFox: f(12, 54), greasedLightning: f(10, 54) });
    expect(o.toughness).toEqual({ none: f(1), builtLikeAnOx: f(0), fightsLikeATiger: f(0) });
  });

  it("Townie: QaF 3/54, GL 4/54 with the Joker (2/54 without), Ox 3/54", () => {
    const o = chargenOdds({ type: "townie", options: OPTS });
    expect(o.quickness.quickAsAFox).toEqual(f(3, 54));
    expect(o.quickness.greasedLightning).toEqual(f(4, 54));
    expect(o.toughness.builtLikeAnOx).toEqual(f(3, 54));
    const off = chargenOdds({ type: "townie", options: { ...OPTS, jokerInHeartsOnly: false } });
    expect(off.quickness.greasedLightning).toEqual(f(2, 54));
  });

  it("Cowboy: QaF 3/54 (4/54 with the 10s of Q27), GL 3/54, Ox 6/54", () => {
    const o = chargenOdds({ type: "cowboy", options: OPTS });
    expect(o.quickness).toMatchObject({ quickAsAFox: f(3, 54), greasedLightning: f(3, 54) });
    expect(o.toughness.builtLikeAnOx).toEqual(f(6, 54));
    const tens = chargenOdds({ type: "cowboy", options: { ...OPTS, strayCommaIncludesTens: true } });
    expect(tens.quickness.quickAsAFox).toEqual(f(4, 54));
  });

  it("Floozy: Fights like a tiger 6/54; Honest Woman 3/54; Drunk and Red Man: Ox 6/54, no quickness", () => {
    expect(chargenOdds({ type: "floozy", options: OPTS }).toughness.fightsLikeATiger).toEqual(f(6, 54));
    expect(chargenOdds({ type: "honestWoman", options: OPTS }).toughness.fightsLikeATiger).toEqual(f(3, 54));
    for (const type of ["drunk", "redMan"] as const) {
      const o = chargenOdds({ type, options: OPTS });
      expect(o.toughness.builtLikeAnOx).toEqual(f(6, 54));
      expect(o.quickness.none).toEqual(f(1));
    }
  });

  it.each(CHARGEN_TYPES)("%s: the odds match drawing each of the 54 cards off the top", (type) => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 54; i++) {
      const cards = deckWithJokers();
      const deck = newDeckState([...cards.slice(i), ...cards.slice(0, i)]);
      const g = generateTraits({ type, deck, dice: noDice, options: OPTS });
      const k = `${g.traits.quickness}|${g.traits.toughness}`;
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    const o = chargenOdds({ type, options: OPTS });
    expect(Object.fromEntries(o.outcomes.map((x) => [`${x.quickness}|${x.toughness}`, x.chance]))).toEqual(
      Object.fromEntries([...counts].map(([k, n]) => [k, f(n, 54)])),
    );
  });

  it("one card per trait: the joint odds match every ordered pair of different cards", () => {
    const options = { ...OPTS, chargenCards: "onePerTrait" as const };
    const deck = deckWithJokers();
    let both = 0;
    for (const q of deck)
      for (const t of deck) {
        if (q === t) continue;
        const g = generateTraits({ type: "noCount", deck: newDeckState([q, t]), dice: noDice, options });
        if (g.traits.quickness !== "none" && g.traits.toughness !== "none") both++;
      }
    const o = chargenOdds({ type: "noCount", options });
    const got = o.outcomes.filter((x) => x.quickness !== "none" && x.toughness !== "none");
    // 7 quick cards (10–A♥ and the Jokers) × 6 Ox faces, never the same card: 42 of 54·53 pairs.
    expect(both).toBe(42);
    expect(got.reduce((s, x) => s + x.chance.num / x.chance.den, 0)).toBeCloseTo(42 / (54 * 53), 12);
    expect(o.quickness.quickAsAFox).toEqual(f(3, 54));
  });

  it("bad draw piles are RulesErrors", () => {
    expect(fieldOf(() => chargenOdds({ type: "townie", options: OPTS, drawPile: [] }))).toBe("drawPile");
    expect(
      fieldOf(() => chargenOdds({ type: "townie", options: OPTS, drawPile: [card("2C"), card("2C")] })),
    ).toBe("drawPile");
    const perTrait = { ...OPTS, chargenCards: "onePerTrait" as const };
    expect(fieldOf(() => chargenOdds({ type: "townie", options: perTrait, drawPile: [card("2C")] }))).toBe(
      "drawPile",
    );
  });
});
