import { assertCard, cardKey, deckWithJokers, type Card } from "../../core/cards";
import { RulesError } from "../../core/errors";
import { ZERO, add, fraction, type Fraction } from "../../core/probability";
import { QUICKNESS, TOUGHNESS, type Quickness, type Toughness } from "../ids";
import { chargenLine, type ChargenType } from "./lines";
import { assertChargenOptions, readChargenCards, type ChargenOptions } from "./read";

export interface ChargenOutcome {
  readonly quickness: Quickness;
  readonly toughness: Toughness;
  readonly chance: Fraction;
}

export interface ChargenOdds {
  readonly quickness: Readonly<Record<Quickness, Fraction>>;
  readonly toughness: Readonly<Record<Toughness, Fraction>>;
  /** Every (quickness, toughness) pair that can come up, with its chance; chances sum to 1. */
  readonly outcomes: readonly ChargenOutcome[];
}

export interface ChargenOddsInput {
  readonly type: ChargenType;
  readonly options: ChargenOptions;
  /** The cards still to draw, in any order; the full 54-card deck when omitted. */
  readonly drawPile?: readonly Card[];
}

/**
 * Exact odds of each chargen result for a type, by counting every card (or, under one card per
 * trait, every ordered pair of different cards) the draw pile can give: each is equally likely.
 */
export function chargenOdds(input: ChargenOddsInput): ChargenOdds {
  const line = chargenLine(input.type);
  const options = assertChargenOptions(input.options);
  const pile = (input.drawPile ?? deckWithJokers()).map((c, i) => assertCard(`drawPile[${i}]`, c));
  const keys = new Set(pile.map(cardKey));
  if (keys.size !== pile.length) throw new RulesError("drawPile", input.drawPile, "holds a card twice");
  const twoCards = options.chargenCards === "onePerTrait" && line.quickness && line.toughness;
  if (pile.length < (twoCards ? 2 : 1))
    throw new RulesError("drawPile", pile.length, `holds too few cards for a ${line.type}`);
  const counts = new Map<string, number>();
  let total = 0;
  const count = (q: Quickness, t: Toughness): void => {
    counts.set(`${q}|${t}`, (counts.get(`${q}|${t}`) ?? 0) + 1);
    total++;
  };
  if (options.chargenCards === "onePerFigure") {
    for (const card of pile) {
      const r = readChargenCards(line.type, card, options);
      count(r.quickness, r.toughness);
    }
  } else if (twoCards) {
    pile.forEach((q, i) =>
      pile.forEach((t, j) => {
        if (i === j) return;
        const r = readChargenCards(line.type, { quickness: q, toughness: t }, options);
        count(r.quickness, r.toughness);
      }),
    );
  } else {
    for (const card of pile) {
      const r = readChargenCards(
        line.type,
        line.quickness ? { quickness: card } : { toughness: card },
        options,
      );
      count(r.quickness, r.toughness);
    }
  }
  const outcomes: ChargenOutcome[] = [...counts].map(([key, n]) => {
    const [quickness, toughness] = key.split("|") as [Quickness, Toughness];
    return { quickness, toughness, chance: fraction(n, total) };
  });
  const marginal = <K extends string>(
    values: readonly K[],
    of: (o: ChargenOutcome) => K,
  ): Record<K, Fraction> =>
    Object.fromEntries(
      values.map((v) => [v, outcomes.filter((o) => of(o) === v).reduce((s, o) => add(s, o.chance), ZERO)]),
    ) as Record<K, Fraction>;
  return {
    quickness: marginal(QUICKNESS, (o) => o.quickness),
    toughness: marginal(TOUGHNESS, (o) => o.toughness),
    outcomes,
  };
}
