import { assertBoolean, assertInteger, assertOneOf } from "../../core/errors";
import { CON_CATEGORIES, type ConCategory } from "../ids";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * Constitution (guide §2.2.2; seed L134–L143): CV plus the modifier of the figure's category and
 * −1 for a woman (SGS-Q07: one category modifier, the Woman modifier on top). Deputy and Soldier
 * are not listed: the world's `unlistedConModifier` (0 by the guide's reading).
 */
export const CON_MODIFIERS: Readonly<Record<ConCategory, number | "unlisted">> = Object.freeze({
  indian: 2,
  ranger: 2,
  marshal: 2,
  outlaw: 1,
  gunfighter: 1,
  cowboy: 1,
  civilian: -1,
  deputy: "unlisted",
  soldier: "unlisted",
  none: 0,
});

/** The Woman modifier (L143). */
export const WOMAN_CON_MODIFIER = -1;

export interface ConstitutionInput {
  readonly cv: number;
  readonly category: ConCategory;
  readonly isWoman: boolean;
}

/** The modifier a category gives under the world's rules. */
export function categoryConModifier(category: ConCategory, rules: ClassicRules = DEFAULT_RULES): number {
  const m = CON_MODIFIERS[assertOneOf("category", category, CON_CATEGORIES)];
  return m === "unlisted" ? rules.unlistedConModifier : m;
}

/** A figure's maximum Constitution; it never rises (L153). Never below 0. */
export function constitutionMax(input: ConstitutionInput, rules: ClassicRules = DEFAULT_RULES): number {
  const cv = assertInteger("cv", input.cv, 1, 6);
  const woman = assertBoolean("isWoman", input.isWoman);
  let con = cv + categoryConModifier(input.category, rules);
  if (woman && rules.conModifierStacking === "categoryPlusWoman") con += WOMAN_CON_MODIFIER;
  return Math.max(0, con);
}
