import { describe, expect, it } from "vitest";
import { fraction, type Card } from "../../../src/rules/core";
import {
  DEFAULT_INTERPRETATIONS,
  applyWound,
  damageLevel,
  damageLevelOdds,
  damageTableReady,
  effectiveAttitude,
  woundShootingPenalty,
  woundState,
  type WoundEntry,
  type WoundedFigure,
} from "../../../src/rules/fill-yore-hands";
import { fieldOf } from "../helpers/errors";
import { damageTable, gm } from "./combat-fixtures";

const OPTS = DEFAULT_INTERPRETATIONS;
const HIT_CARD: Card = { suit: "spades", rank: 9 };
const PINK_CARD: Card = { suit: "hearts", rank: 3 };
const KILT_CARD: Card = { joker: "red" };
const GUT_CARD: Card = { suit: "clubs", rank: 12 };
const TABLE = damageTable();
const plain: WoundedFigure = { toughness: "none", isDrunk: false, wounds: [] };
const ox: WoundedFigure = { ...plain, toughness: "builtLikeAnOx" };
const drunk: WoundedFigure = { ...plain, isDrunk: true };

/** Draws each card in turn through the damage table and applies it. */
function takeCards(figure: WoundedFigure, cards: Card[], options = OPTS, rule = undefined) {
  let f = figure;
  let last;
  for (const card of cards) {
    const level = damageLevel(card, TABLE);
    if (typeof level !== "string") throw new Error("table incomplete");
    last = applyWound({ figure: f, level, source: "shot", card, additionalWoundsRule: rule, options });
    f = { ...f, wounds: last.wounds };
  }
  return last!;
}

describe("damage card table (FYH-M02)", () => {
  it("reads a card's level from the GM's table", () => {
    expect(damageLevel(HIT_CARD, TABLE)).toBe("hit");
    expect(damageLevel(KILT_CARD, TABLE)).toBe("kilt");
  });
  it("a missing table or row is reported, naming the card", () => {
    expect(damageLevel(HIT_CARD, undefined)).toEqual({ missing: "damageCardTable", key: "9S" });
    const partial = gm({ "9S": { level: "hit" } });
    expect(damageLevel(HIT_CARD, partial)).toBe("hit");
    expect(damageTableReady(partial)).toEqual({ missing: "damageCardTable", key: "2S" });
    expect(damageLevelOdds(partial)).toEqual({ missing: "damageCardTable", key: "2S" });
    expect(damageTableReady(TABLE)).toBeUndefined();
  });
  it("odds count the 54 cards", () => {
    // 5 ranks (2-6) × 4 pinked; 4 ranks × 4 hit; 3 × 4 gut shot; 4 aces + 2 Jokers kilt.
    expect(damageLevelOdds(TABLE)).toEqual({
      pinked: fraction(20, 54),
      hit: fraction(16, 54),
      gutShot: fraction(12, 54),
      kilt: fraction(6, 54),
    });
  });
  it("bad level or card is a RulesError", () => {
    expect(fieldOf(() => damageLevel(HIT_CARD, gm({ "9S": { level: "grazed" } })))).toBe(
      "damageCardTable.rows.9S.level",
    );
    expect(fieldOf(() => damageLevel({ suit: "spades", rank: 1 } as never, TABLE))).toBe("card.rank");
    expect(fieldOf(() => damageLevel(HIT_CARD, { rows: 3 } as never))).toBe("damageCardTable");
  });
});

describe("T20: Built like an Ox / Fights like a tiger", () => {
  it("T20: first card Hit is ignored, the second (Pinked) applies", () => {
    const first = takeCards(ox, [HIT_CARD]);
    expect(first.entry).toEqual({ level: "hit", source: "shot", card: HIT_CARD, ignored: true });
    expect(first.ignoredBy).toBe("toughness");
    expect(first.after.state).toBe("none");
    const second = takeCards(ox, [HIT_CARD, PINK_CARD]);
    expect(second.entry.ignored).toBe(false);
    expect(second.after.state).toBe("pinked");
    expect(second.wounds).toHaveLength(2);
  });
  it("T20: a first wound that is Kilt kills", () => {
    const r = takeCards({ ...plain, toughness: "fightsLikeATiger" }, [KILT_CARD]);
    expect(r.entry.ignored).toBe(false);
    expect(r.after).toMatchObject({ state: "kilt", isDead: true, isDown: true });
  });
});

describe("T21: Drunk", () => {
  it("T21: a Drunk's first wound, Gut Shot, is shrugged off", () => {
    const r = takeCards(drunk, [GUT_CARD]);
    expect(r.ignoredBy).toBe("drunk");
    expect(r.after).toMatchObject({ state: "none", isDown: false });
  });
  it("T21: a Drunk's first wound, Kilt, kills", () => {
    expect(takeCards(drunk, [KILT_CARD]).after.isDead).toBe(true);
  });
  it("FYH-Q12: a Drunk with Ox ignores one wound, or two when the option stacks them", () => {
    const both: WoundedFigure = { ...ox, isDrunk: true };
    expect(takeCards(both, [HIT_CARD, HIT_CARD]).after.state).toBe("hit");
    const stacked = takeCards(both, [HIT_CARD, HIT_CARD], { ...OPTS, oxAndDrunkStack: true });
    expect(stacked.ignoredBy).toBe("drunk");
    expect(stacked.after.state).toBe("none");
    expect(
      takeCards(both, [HIT_CARD, HIT_CARD, PINK_CARD], { ...OPTS, oxAndDrunkStack: true }).after.state,
    ).toBe("pinked");
  });
});

describe("wound state and the additional-wounds rule (FYH-M03)", () => {
  const w = (level: WoundEntry["level"], ignored = false): WoundEntry => ({
    level,
    source: "shot",
    card: HIT_CARD,
    ignored,
  });
  it("placeholder 'worst' when the GM has no rule: the worst counted wound", () => {
    const s = woundState({
      wounds: [w("hit"), w("pinked"), w("gutShot", true)],
      additionalWoundsRule: undefined,
    });
    expect(s).toEqual({ state: "hit", rule: "worst", awaitingGm: false, isDown: false, isDead: false });
  });
  it("stepUp: each further wound raises a level, or to a worse one", () => {
    const rule = gm({ a: { rule: "stepUp" } });
    expect(woundState({ wounds: [w("pinked"), w("pinked")], additionalWoundsRule: rule }).state).toBe("hit");
    expect(woundState({ wounds: [w("hit"), w("pinked")], additionalWoundsRule: rule })).toMatchObject({
      state: "gutShot",
      isDown: true,
    });
    expect(woundState({ wounds: [w("pinked"), w("gutShot")], additionalWoundsRule: rule }).state).toBe(
      "gutShot",
    );
  });
  it("custom: the GM's level, else the worst while awaiting the GM; a Kilt always kills", () => {
    const rule = gm({ a: { rule: "custom" } });
    expect(woundState({ wounds: [w("hit")], additionalWoundsRule: rule })).toMatchObject({
      state: "hit",
      awaitingGm: true,
    });
    expect(woundState({ wounds: [w("hit")], additionalWoundsRule: rule, gmLevel: "gutShot" }).state).toBe(
      "gutShot",
    );
    expect(woundState({ wounds: [w("kilt")], additionalWoundsRule: rule, gmLevel: "pinked" }).state).toBe(
      "kilt",
    );
  });
  it("FYH-Q11: shooting penalty from the worst level, or summed", () => {
    const input = { wounds: [w("hit"), w("pinked"), w("gutShot", true)], additionalWoundsRule: undefined };
    expect(woundShootingPenalty(input, { woundPenalty: "worst" })).toBe(-2);
    expect(woundShootingPenalty(input, { woundPenalty: "sum" })).toBe(-3);
    expect(woundShootingPenalty({ wounds: [], additionalWoundsRule: undefined }, OPTS)).toBe(0);
    expect(
      fieldOf(() => woundShootingPenalty({ wounds: [w("kilt")], additionalWoundsRule: undefined }, OPTS)),
    ).toBe("wounds");
  });
  it("a dead figure takes no more wounds; bad input is a RulesError", () => {
    const dead = takeCards(plain, [KILT_CARD]);
    expect(fieldOf(() => takeCards({ ...plain, wounds: dead.wounds }, [PINK_CARD]))).toBe("figure.wounds");
    expect(
      fieldOf(() =>
        applyWound({
          figure: plain,
          level: "hit",
          source: "shot",
          card: null,
          additionalWoundsRule: undefined,
          options: OPTS,
        }),
      ),
    ).toBe("card");
    expect(fieldOf(() => woundState({ wounds: [w("kilt", true)], additionalWoundsRule: undefined }))).toBe(
      "wounds[0].ignored",
    );
    expect(
      fieldOf(() => woundState({ wounds: [], additionalWoundsRule: gm({ a: { rule: "halve" } }) })),
    ).toBe("additionalWoundsRule.rows.a.rule");
    expect(fieldOf(() => applyWound({ figure: { ...plain, toughness: "tough" } } as never))).toBe(
      "figure.toughness",
    );
  });
  it("a brawl's Little cut is kept with no card", () => {
    const r = applyWound({
      figure: plain,
      level: "pinked",
      source: "brawl",
      card: null,
      additionalWoundsRule: undefined,
      options: OPTS,
    });
    expect(r.entry).toEqual({ level: "pinked", source: "brawl", card: null, ignored: false });
  });
});

describe("T19: wounding an NPC", () => {
  it("T19: a charmed NPC that is Pinked loses the charm and is Suspicious from then on", () => {
    const npc = { attitude: "innocent" as const, charmedBy: "kid", woundedEver: false };
    const r = takeCards({ ...plain, npc }, [PINK_CARD]);
    expect(r.after.state).toBe("pinked");
    expect(r.charmBroken).toBe(true);
    expect(r.npc).toEqual({ attitude: "suspicious", charmedBy: null, woundedEver: true });
    // The GM resetting the attitude later does not undo it.
    expect(effectiveAttitude({ ...r.npc!, attitude: "innocent" })).toBe("suspicious");
  });
  it("even a wound the NPC shrugs off breaks the charm ('shot in any way')", () => {
    const r = takeCards({ ...ox, npc: { attitude: "neutral", charmedBy: "kid", woundedEver: false } }, [
      HIT_CARD,
    ]);
    expect(r.entry.ignored).toBe(true);
    expect(r.charmBroken).toBe(true);
    expect(r.npc?.attitude).toBe("suspicious");
  });
  it("a player figure has no NPC standing to change", () => {
    const r = takeCards(plain, [PINK_CARD]);
    expect(r.npc).toBeUndefined();
    expect(r.charmBroken).toBe(false);
  });
});
