import type { ConCategory } from "../../../rules/sgs-classic/ids";
import type { ClassicRules } from "../../../rules/sgs-classic/interpretations";
import { constitutionMax } from "../../../rules/sgs-classic/stats/constitution";
import { damageState } from "../../../rules/sgs-classic/stats/damage";

/**
 * What a figure's sheet and the table read from its stored Constitution (pure, for tests): the
 * maximum (the GM's override, else CV and category by the rules core) and where the damage leaves
 * the figure. Derived data must never throw: a value the core refuses leaves the figure at full
 * Constitution and conscious rather than breaking the sheet.
 */

export interface ConstitutionSource {
  readonly cv: number;
  readonly conCategory: ConCategory;
  readonly isWoman: boolean;
  readonly constitution: {
    readonly woundDamage: number;
    readonly brawlDamage: number;
    readonly maxOverride: number | null;
  };
}

export interface ConstitutionDerived {
  max: number;
  current: number;
  unconscious: boolean;
  dead: boolean;
}

export function deriveConstitution(source: ConstitutionSource, rules: ClassicRules): ConstitutionDerived {
  const c = source.constitution;
  let max: number;
  try {
    max =
      c.maxOverride ??
      constitutionMax({ cv: source.cv, category: source.conCategory, isWoman: source.isWoman }, rules);
  } catch {
    max = Math.max(0, Math.trunc(Number(source.cv)) || 0);
  }
  try {
    const state = damageState({ max, woundDamage: c.woundDamage, brawlDamage: c.brawlDamage }, rules);
    return { max, current: state.current, unconscious: state.unconscious, dead: state.dead };
  } catch {
    return { max, current: max, unconscious: false, dead: false };
  }
}
