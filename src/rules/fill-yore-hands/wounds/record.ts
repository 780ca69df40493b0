import { assertCard, type Card } from "../../core/cards";
import { assertList, assertObject } from "../../core/checks";
import { RulesError, assertBoolean, assertOneOf } from "../../core/errors";
import { WOUND_LEVELS, WOUND_SOURCES, type WoundLevel, type WoundSource, type WoundState } from "../ids";

/**
 * A figure's wounds as the guide's data model keeps them (§6.1): every wound separately, because
 * the rule for combining them is lost (FYH-M03) and the GM may pick another one later.
 */
export interface WoundEntry {
  readonly level: WoundLevel;
  readonly source: WoundSource;
  /** The damage card that set the level; null for a brawl's Little cut, which draws no card (L113). */
  readonly card: Card | null;
  /** Shrugged off by Built like an Ox / Fights like a tiger or by a Drunk (L70, L180). */
  readonly ignored: boolean;
}

/** Severity order of the levels (L53–L57, L88): 1 = Pinked … 4 = Kilt; 0 = unwounded. */
export function woundRank(state: WoundState): number {
  return state === "none" ? 0 : WOUND_LEVELS.indexOf(assertOneOf("level", state, WOUND_LEVELS)) + 1;
}

export function assertWoundEntry(field: string, value: unknown): WoundEntry {
  const v = assertObject(field, value);
  const level = assertOneOf(`${field}.level`, v.level, WOUND_LEVELS);
  const source = assertOneOf(`${field}.source`, v.source, WOUND_SOURCES);
  const card = v.card === null ? null : assertCard(`${field}.card`, v.card);
  const ignored = assertBoolean(`${field}.ignored`, v.ignored);
  if (ignored && level === "kilt")
    throw new RulesError(`${field}.ignored`, ignored, "a Kilt is never ignored");
  return { level, source, card, ignored };
}

/** Checks a stored wound list. */
export function assertWounds(field: string, value: unknown): readonly WoundEntry[] {
  return assertList(field, value).map((w, i) => assertWoundEntry(`${field}[${i}]`, w));
}
