import { assertCard, isFace, isJoker, type Card } from "../../core/cards/card";
import { RulesError, assertBoolean, assertOneOf } from "../../core/errors";
import type { Quickness, Toughness } from "../ids";
import type { FyhInterpretations } from "../interpretations";
import { chargenLine, type ChargenLine, type ChargenType, type QuicknessLine } from "./lines";

/** The chargen readings of the world (FYH-Q21, Q22, Q23, Q27). */
export type ChargenOptions = Pick<
  FyhInterpretations,
  "chargenCards" | "jokerInHeartsOnly" | "strayCommaIncludesTens" | "womenByType"
>;

/** A figure's traits as character generation leaves them. */
export interface FigureTraits {
  readonly type: ChargenType;
  readonly quickness: Quickness;
  readonly toughness: Toughness;
  readonly isDrunk: boolean;
  /** −1 for a Drunk (L178), else 0. */
  readonly shotModifier: number;
  /** A Drunk's first non-fatal wound is shrugged off (L180). */
  readonly shrugsOffFirstNonFatalWound: boolean;
  /** Female by type under FYH-Q23; otherwise false and left to the GM's flag. */
  readonly isWoman: boolean;
}

/** The cards a figure's traits were read from: one card, or one per line under FYH-Q21. */
export interface ChargenCards {
  readonly quickness?: Card;
  readonly toughness?: Card;
}

export function assertChargenOptions(options: unknown): ChargenOptions {
  if (typeof options !== "object" || options === null)
    throw new RulesError("options", options, "must be an object");
  const o = options as Record<string, unknown>;
  assertOneOf("options.chargenCards", o.chargenCards, ["onePerFigure", "onePerTrait"]);
  assertBoolean("options.jokerInHeartsOnly", o.jokerInHeartsOnly);
  assertBoolean("options.strayCommaIncludesTens", o.strayCommaIncludesTens);
  assertBoolean("options.womenByType", o.womenByType);
  return o as unknown as ChargenOptions;
}

function quicknessOf(line: QuicknessLine | undefined, card: Card, options: ChargenOptions): Quickness {
  if (!line) return "none";
  if (isJoker(card))
    // A Joker has no suit: on a hearts-only line it counts only under FYH-Q22.
    return line.suits === "any" || options.jokerInHeartsOnly ? "greasedLightning" : "none";
  if (line.suits === "hearts" && card.suit !== "hearts") return "none";
  if (line.greasedLightning.includes(card.rank)) return "greasedLightning";
  if (line.quickAsAFox.includes(card.rank)) return "quickAsAFox";
  if (line.strayComma && options.strayCommaIncludesTens && card.rank === 10) return "quickAsAFox";
  return "none";
}

function toughnessOf(line: ChargenLine, card: Card): Toughness {
  const t = line.toughness;
  if (!t || isJoker(card) || !isFace(card) || !t.suits.includes(card.suit)) return "none";
  return t.trait;
}

/** How many cards a figure of this type draws: one, or one per line it has under FYH-Q21. */
export function chargenCardCount(type: ChargenType, options: ChargenOptions): number {
  const line = chargenLine(type);
  if (assertChargenOptions(options).chargenCards === "onePerFigure") return 1;
  return (line.quickness ? 1 : 0) + (line.toughness ? 1 : 0);
}

/**
 * Reads a figure's traits from its cards. Under "onePerFigure" `cards` is a single card read by
 * both lines (the suits of the two lines never overlap, so it gives at most one trait); under
 * "onePerTrait" it holds one card for each line the type has.
 */
export function readChargenCards(
  type: ChargenType,
  cards: ChargenCards | Card,
  options: ChargenOptions,
): FigureTraits {
  const line = chargenLine(type);
  const opts = assertChargenOptions(options);
  let quicknessCard: Card | undefined;
  let toughnessCard: Card | undefined;
  if (opts.chargenCards === "onePerFigure") {
    const card = assertCard("cards", cards);
    quicknessCard = line.quickness ? card : undefined;
    toughnessCard = line.toughness ? card : undefined;
  } else {
    if (typeof cards !== "object" || cards === null || "suit" in cards || "joker" in cards)
      throw new RulesError(
        "cards",
        cards,
        "must hold a quickness and/or toughness card under one card per trait",
      );
    quicknessCard = pick("cards.quickness", line.quickness !== undefined, cards.quickness);
    toughnessCard = pick("cards.toughness", line.toughness !== undefined, cards.toughness);
  }
  return {
    type: line.type,
    quickness: quicknessCard ? quicknessOf(line.quickness, quicknessCard, opts) : "none",
    toughness: toughnessCard ? toughnessOf(line, toughnessCard) : "none",
    isDrunk: line.drunk !== undefined,
    shotModifier: line.drunk?.shotModifier ?? 0,
    shrugsOffFirstNonFatalWound: line.drunk?.shrugsOffFirstNonFatalWound ?? false,
    isWoman: opts.womenByType && line.woman,
  };
}

/** A line's card must be there exactly when the type has that line. */
function pick(field: string, needed: boolean, card: unknown): Card | undefined {
  if (!needed) {
    if (card !== undefined)
      throw new RulesError(field, card, "this type has no such line: draw no card for it");
    return undefined;
  }
  return assertCard(field, card);
}
