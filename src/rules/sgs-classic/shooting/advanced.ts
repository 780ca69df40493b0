import { type DiceSource, type Fraction, ZERO, add, d6, fraction, mul } from "../../core";
import { RulesError, assertBoolean, assertInteger, assertOneOf } from "../../core/errors";
import { COOLNESS_RESULTS, type CoolnessResult, type HitResult } from "../ids";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";
import { coolnessOdds } from "./coolness-check";

/**
 * The advanced To Hit table (guide §3.12; seed L975–L1001, QRS L1399–L1410): 1D6 + CV, no
 * modifiers; rows 6–9 read a worse result when any of their listed conditions holds for the
 * bullet. Row 3 cannot be reached; 12 reads as Bad Wound (SGS-Q23).
 */

export const ADVANCED_CONDITIONS = [
  "targetInCover",
  "fastMovement",
  "secondBullet",
  "thirdBullet",
  "flinch",
  "rush",
] as const;
export type AdvancedCondition = (typeof ADVANCED_CONDITIONS)[number];

interface Row {
  readonly conditions: readonly AdvancedCondition[];
  readonly withCondition: HitResult;
  readonly otherwise: HitResult;
}

/** Rows 6–9; totals of 5 or less miss, 10 and more are Bad Wounds. */
export const ADVANCED_TO_HIT_ROWS: Readonly<Record<6 | 7 | 8 | 9, Row>> = Object.freeze({
  6: {
    conditions: ["targetInCover", "fastMovement", "secondBullet", "thirdBullet", "flinch", "rush"],
    withCondition: "miss",
    otherwise: "scratch",
  },
  7: { conditions: ["targetInCover", "rush", "thirdBullet"], withCondition: "miss", otherwise: "scratch" },
  8: {
    conditions: ["targetInCover", "fastMovement", "secondBullet", "thirdBullet", "flinch", "rush"],
    withCondition: "scratch",
    otherwise: "badWound",
  },
  9: {
    conditions: ["targetInCover", "rush", "thirdBullet"],
    withCondition: "scratch",
    otherwise: "badWound",
  },
});

export interface AdvancedShotSituation {
  readonly targetInCover: boolean;
  /** The target moved fast (SGS-Q24's reading), or the firer did under the other. */
  readonly targetMovedFast: boolean;
  readonly firerMovedFast: boolean;
}

/** The conditions that hold for bullet `bullet` (1–3). */
export function bulletConditions(
  input: {
    readonly situation: AdvancedShotSituation;
    readonly coolness: CoolnessResult;
    readonly bullet: number;
  },
  rules: ClassicRules = DEFAULT_RULES,
): AdvancedCondition[] {
  const s = input.situation;
  const bullet = assertInteger("bullet", input.bullet, 1, 3);
  const out: AdvancedCondition[] = [];
  if (assertBoolean("situation.targetInCover", s.targetInCover)) out.push("targetInCover");
  const fast = rules.fastMovementOf === "target" ? s.targetMovedFast : s.firerMovedFast;
  if (assertBoolean("fastMovement", fast)) out.push("fastMovement");
  if (bullet === 2) out.push("secondBullet");
  if (bullet === 3) out.push("thirdBullet");
  const cool = assertOneOf("coolness", input.coolness, COOLNESS_RESULTS);
  if (cool !== "steady") out.push(cool);
  return out;
}

/** Reads a total with the conditions that hold; the condition that decided it, if any. */
export function advancedHitResult(
  total: number,
  conditions: readonly AdvancedCondition[],
): { readonly result: HitResult; readonly by: AdvancedCondition | null } {
  assertInteger("total", total, 1, 12);
  if (total <= 5) return { result: "miss", by: null };
  if (total >= 10) return { result: "badWound", by: null };
  const row = ADVANCED_TO_HIT_ROWS[total as 6 | 7 | 8 | 9];
  const by = row.conditions.find((c) => conditions.includes(c)) ?? null;
  return { result: by ? row.withCondition : row.otherwise, by };
}

export interface AdvancedBullet {
  readonly bullet: number;
  readonly die: number;
  readonly total: number;
  readonly conditions: readonly AdvancedCondition[];
  readonly result: HitResult;
  readonly by: AdvancedCondition | null;
}

/**
 * Reads a burst. Per bullet (SGS-Q22 default): one die per bullet; once per burst: one die, its
 * total read again for each bullet with that bullet's conditions (the L985–L987 example).
 */
export function resolveAdvancedBurst(
  input: {
    readonly cv: number;
    readonly situation: AdvancedShotSituation;
    readonly coolness: CoolnessResult;
    readonly bullets: number;
    readonly dice: readonly number[];
  },
  rules: ClassicRules = DEFAULT_RULES,
): AdvancedBullet[] {
  const cv = assertInteger("cv", input.cv, 0, 6);
  const bullets = assertInteger("bullets", input.bullets, 1, 3);
  const wanted = rules.advancedToHitRoll === "perBullet" ? bullets : 1;
  if (!Array.isArray(input.dice) || input.dice.length !== wanted)
    throw new RulesError("dice", input.dice, `must hold ${wanted} ${wanted === 1 ? "die" : "dice"}`);
  return Array.from({ length: bullets }, (_, i) => {
    const die = assertInteger(`dice[${i}]`, input.dice[wanted === 1 ? 0 : i], 1, 6);
    const conditions = bulletConditions(
      { situation: input.situation, coolness: input.coolness, bullet: i + 1 },
      rules,
    );
    const total = cv + die;
    return { bullet: i + 1, die, total, conditions, ...advancedHitResult(total, conditions) };
  });
}

export function rollAdvancedBurst(
  input: {
    readonly cv: number;
    readonly situation: AdvancedShotSituation;
    readonly coolness: CoolnessResult;
    readonly bullets: number;
  },
  source: DiceSource,
  rules: ClassicRules = DEFAULT_RULES,
): AdvancedBullet[] {
  const count = rules.advancedToHitRoll === "perBullet" ? assertInteger("bullets", input.bullets, 1, 3) : 1;
  return resolveAdvancedBurst({ ...input, dice: Array.from({ length: count }, () => d6(source)) }, rules);
}

/** Exact odds of one bullet's result, the Coolness check included. */
export function advancedShotOdds(
  input: {
    readonly cv: number;
    readonly coolness: number;
    readonly situation: AdvancedShotSituation;
    readonly bullet: number;
  },
  rules: ClassicRules = DEFAULT_RULES,
): Readonly<Record<HitResult, Fraction>> {
  const cv = assertInteger("cv", input.cv, 0, 6);
  const cool = coolnessOdds(input.coolness);
  const out: Record<HitResult, Fraction> = { miss: ZERO, scratch: ZERO, badWound: ZERO };
  for (const c of COOLNESS_RESULTS) {
    const conditions = bulletConditions(
      { situation: input.situation, coolness: c, bullet: input.bullet },
      rules,
    );
    for (let die = 1; die <= 6; die++) {
      const { result } = advancedHitResult(Math.max(1, cv + die), conditions);
      out[result] = add(out[result], mul(cool[c], fraction(1, 6)));
    }
  }
  return out;
}
