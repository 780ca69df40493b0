import { assertBoolean, assertInteger } from "../../core/errors";
import type { ReactionTest } from "../ids";

/**
 * Reaction Test modifiers (guide §3.7): the basic set (seed L315–L321, QRS L1276–L1282) and the
 * Advanced QRS's (L1328–L1336). The advanced Got a Shot check takes only the flank modifier (L1340).
 */

export interface ReactionSituation {
  /** Attacked or shot at from behind. */
  readonly fromBehind?: boolean;
  /** Attacked in the flank, or the Got a Shot check is to the flank (advanced only). */
  readonly toFlank?: boolean;
  /** The tester is attacking someone from behind. */
  readonly attackingFromBehind?: boolean;
  readonly inCover?: boolean;
  /** Friends or solid cover on both flanks and the rear (advanced only; the player's toggle, SGS-Q28). */
  readonly secureFlanksRear?: boolean;
}

export const MODIFIER_CODES = [
  "fromBehind",
  "toFlank",
  "attackingFromBehind",
  "inCover",
  "secureFlanksRear",
] as const;
export type ModifierCode = (typeof MODIFIER_CODES)[number];

export interface ReactionModifier {
  readonly code: ModifierCode;
  readonly value: number;
}

/** Basic values (L315–L321); a condition missing here has no basic modifier. */
export const BASIC_REACTION_MODIFIERS: Readonly<Partial<Record<ModifierCode, number>>> = Object.freeze({
  fromBehind: -2,
  attackingFromBehind: 2,
  inCover: 1,
});

/** Advanced values (L1328–L1336). */
export const ADVANCED_REACTION_MODIFIERS: Readonly<Record<ModifierCode, number>> = Object.freeze({
  fromBehind: -1,
  toFlank: -1,
  attackingFromBehind: 1,
  inCover: 1,
  secureFlanksRear: 1,
});

/** The modifiers a test takes in a situation, each named, in the table's order. */
export function reactionModifiers(test: ReactionTest, situation: ReactionSituation): ReactionModifier[] {
  const advanced = ADVANCED_TESTS.has(test);
  const table = advanced ? ADVANCED_REACTION_MODIFIERS : BASIC_REACTION_MODIFIERS;
  const out: ReactionModifier[] = [];
  for (const code of MODIFIER_CODES) {
    const on = situation[code];
    if (on === undefined) continue;
    if (!assertBoolean(code, on)) continue;
    // The advanced Got a Shot check: the flank modifier only (L1340).
    if (test === "gotAShotCheck" && code !== "toFlank") continue;
    const value = table[code];
    if (value !== undefined) out.push({ code, value });
  }
  return out;
}

/** The Advanced QRS's own tests (the Brawling test is the same in both). */
export const ADVANCED_TESTS: ReadonlySet<ReactionTest> = new Set([
  "gotAShotCheck",
  "receivedFire",
  "wantingToCharge",
  "beingChargedCheck",
]);

/** CV plus the modifiers: the number each die is compared with. */
export function modifiedCv(cv: number, modifiers: readonly ReactionModifier[]): number {
  assertInteger("cv", cv, 0, 6);
  return modifiers.reduce((t, m) => t + m.value, cv);
}
