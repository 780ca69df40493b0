import { type DiceSource, type Fraction, ZERO, add, d6, fraction, mul } from "../../core";
import { RulesError, assertBoolean, assertInteger, assertOneOf } from "../../core/errors";
import { COOLNESS_RESULTS, type CoolnessResult } from "../ids";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";
import { coolnessOdds } from "./coolness-check";

/**
 * Basic shooting (guide §3.11; seed L243–L279, QRS L1260–L1274): CV + modifiers + 1D6 per bullet;
 * 7 or less misses, 8–9 does 1D6 damage to Constitution, 10 or more 2D6.
 */

export interface BasicShotSituation {
  readonly firerStationary: boolean;
  readonly effectiveRange: boolean;
  readonly targetStationary: boolean;
  readonly targetPoppedUp: boolean;
  readonly targetInCover: boolean;
}

export const BASIC_TO_HIT_CODES = [
  "firerStationary",
  "effectiveRange",
  "targetStationary",
  "targetPoppedUp",
  "targetInCover",
  "extraBullets",
  "flinch",
  "rush",
] as const;
export type BasicToHitCode = (typeof BASIC_TO_HIT_CODES)[number];

export interface ToHitModifier {
  readonly code: BasicToHitCode;
  readonly value: number;
}

/** The table's values (L259–L273, QRS L1263–L1272). */
export const BASIC_TO_HIT: Readonly<Record<BasicToHitCode, number>> = Object.freeze({
  firerStationary: 1,
  effectiveRange: 1,
  targetStationary: 1,
  targetPoppedUp: -1,
  targetInCover: -1,
  extraBullets: -1,
  flinch: -1,
  rush: -2,
});

export type BasicHit = "miss" | "hit1d6" | "hit2d6";

/** Reads a total (L275–L279). */
export function basicHitResult(total: number): BasicHit {
  assertInteger("total", total, -20, 30);
  return total <= 7 ? "miss" : total <= 9 ? "hit1d6" : "hit2d6";
}

/** The penalty of the bullet `index` (1-based) of a burst of `bullets` (SGS-Q08). */
export function extraBulletPenalty(
  index: number,
  bullets: number,
  rules: ClassicRules = DEFAULT_RULES,
): number {
  assertInteger("bullets", bullets, 1, 3);
  assertInteger("index", index, 1, bullets);
  const extra = rules.multiBulletPenalty === "cumulative" ? index - 1 : bullets - 1;
  return extra === 0 ? 0 : extra * BASIC_TO_HIT.extraBullets;
}

/** Every modifier of one bullet, named. */
export function basicToHitModifiers(
  input: {
    readonly situation: BasicShotSituation;
    readonly coolness: CoolnessResult;
    readonly bullet: number;
    readonly bullets: number;
  },
  rules: ClassicRules = DEFAULT_RULES,
): ToHitModifier[] {
  const s = input.situation;
  const out: ToHitModifier[] = [];
  for (const code of [
    "firerStationary",
    "effectiveRange",
    "targetStationary",
    "targetPoppedUp",
    "targetInCover",
  ] as const)
    if (assertBoolean(`situation.${code}`, s[code])) out.push({ code, value: BASIC_TO_HIT[code] });
  const extra = extraBulletPenalty(input.bullet, input.bullets, rules);
  if (extra !== 0) out.push({ code: "extraBullets", value: extra });
  const cool = assertOneOf("coolness", input.coolness, COOLNESS_RESULTS);
  if (cool !== "steady") out.push({ code: cool, value: BASIC_TO_HIT[cool] });
  return out;
}

export interface BasicBullet {
  readonly bullet: number;
  readonly die: number;
  readonly modifiers: readonly ToHitModifier[];
  readonly total: number;
  readonly result: BasicHit;
}

/** Reads a burst from the dice rolled: one die per bullet (L253). */
export function resolveBasicBurst(
  input: {
    readonly cv: number;
    readonly situation: BasicShotSituation;
    readonly coolness: CoolnessResult;
    readonly dice: readonly number[];
  },
  rules: ClassicRules = DEFAULT_RULES,
): BasicBullet[] {
  const cv = assertInteger("cv", input.cv, 0, 6);
  if (!Array.isArray(input.dice) || input.dice.length < 1 || input.dice.length > 3)
    throw new RulesError("dice", input.dice, "must hold one die per bullet, 1 to 3");
  const bullets = input.dice.length;
  return input.dice.map((face, i) => {
    const die = assertInteger(`dice[${i}]`, face, 1, 6);
    const modifiers = basicToHitModifiers(
      { situation: input.situation, coolness: input.coolness, bullet: i + 1, bullets },
      rules,
    );
    const total = cv + die + modifiers.reduce((t, m) => t + m.value, 0);
    return { bullet: i + 1, die, modifiers, total, result: basicHitResult(total) };
  });
}

export function rollBasicBurst(
  input: {
    readonly cv: number;
    readonly situation: BasicShotSituation;
    readonly coolness: CoolnessResult;
    readonly bullets: number;
  },
  source: DiceSource,
  rules: ClassicRules = DEFAULT_RULES,
): BasicBullet[] {
  const bullets = assertInteger("bullets", input.bullets, 1, 3);
  const dice = Array.from({ length: bullets }, () => d6(source));
  return resolveBasicBurst({ ...input, dice }, rules);
}

/** Damage of a hit: 1D6 or 2D6 to Constitution. */
export function basicDamageDice(result: BasicHit): number {
  return result === "miss" ? 0 : result === "hit1d6" ? 1 : 2;
}

/** Exact odds of each result for a bullet whose total is CV + modifier + 1D6. */
export function basicBulletOdds(cvPlusModifiers: number): Readonly<Record<BasicHit, Fraction>> {
  assertInteger("cvPlusModifiers", cvPlusModifiers, -20, 20);
  const count: Record<BasicHit, number> = { miss: 0, hit1d6: 0, hit2d6: 0 };
  for (let die = 1; die <= 6; die++) count[basicHitResult(cvPlusModifiers + die)]++;
  return {
    miss: fraction(count.miss, 6),
    hit1d6: fraction(count.hit1d6, 6),
    hit2d6: fraction(count.hit2d6, 6),
  };
}

/**
 * Exact odds of each result of bullet `bullet` of a burst, the Coolness check included (one check
 * for the firing, SGS-Q52): the sum over steady / flinch / rush of its chance times the bullet's.
 */
export function basicShotOdds(
  input: {
    readonly cv: number;
    readonly coolness: number;
    readonly situation: BasicShotSituation;
    readonly bullet: number;
    readonly bullets: number;
  },
  rules: ClassicRules = DEFAULT_RULES,
): Readonly<Record<BasicHit, Fraction>> {
  const cv = assertInteger("cv", input.cv, 0, 6);
  const cool = coolnessOdds(input.coolness);
  let out: Record<BasicHit, Fraction> = { miss: ZERO, hit1d6: ZERO, hit2d6: ZERO };
  for (const c of COOLNESS_RESULTS) {
    const mods = basicToHitModifiers(
      { situation: input.situation, coolness: c, bullet: input.bullet, bullets: input.bullets },
      rules,
    );
    const odds = basicBulletOdds(cv + mods.reduce((t, m) => t + m.value, 0));
    out = {
      miss: add(out.miss, mul(cool[c], odds.miss)),
      hit1d6: add(out.hit1d6, mul(cool[c], odds.hit1d6)),
      hit2d6: add(out.hit2d6, mul(cool[c], odds.hit2d6)),
    };
  }
  return out;
}

/** Coolness checks a firing takes (SGS-Q52): one for the whole firing, or one per bullet. */
export function coolnessChecksFor(bullets: number, rules: ClassicRules = DEFAULT_RULES): number {
  assertInteger("bullets", bullets, 1, 3);
  return rules.coolnessScope === "perBullet" ? bullets : 1;
}

/**
 * Exact odds of the number of hits (index 0…bullets) in a whole basic burst, Coolness check
 * included. One check for the firing makes the bullets share its result (SGS-Q52 perFiring), so
 * the hits are mixed over steady / flinch / rush; one check per bullet makes them independent.
 */
export function basicBurstOdds(
  input: {
    readonly cv: number;
    readonly coolness: number;
    readonly situation: BasicShotSituation;
    readonly bullets: number;
  },
  rules: ClassicRules = DEFAULT_RULES,
): Fraction[] {
  const cv = assertInteger("cv", input.cv, 0, 6);
  const bullets = assertInteger("bullets", input.bullets, 1, 3);
  const cool = coolnessOdds(input.coolness);
  const hitGiven = (c: CoolnessResult, bullet: number): Fraction => {
    const mods = basicToHitModifiers({ situation: input.situation, coolness: c, bullet, bullets }, rules);
    const o = basicBulletOdds(cv + mods.reduce((t, m) => t + m.value, 0));
    return add(o.hit1d6, o.hit2d6);
  };
  // Distribution of the hit count over independent bullets with these hit chances.
  const convolve = (chances: readonly Fraction[]): Fraction[] =>
    chances.reduce<Fraction[]>(
      (dist, p) => {
        const miss = fraction(p.den - p.num, p.den);
        return Array.from({ length: dist.length + 1 }, (_, k) =>
          add(k < dist.length ? mul(dist[k]!, miss) : ZERO, k > 0 ? mul(dist[k - 1]!, p) : ZERO),
        );
      },
      [fraction(1)],
    );
  const indices = Array.from({ length: bullets }, (_, i) => i + 1);
  if (rules.coolnessScope === "perBullet")
    return convolve(
      indices.map((b) => COOLNESS_RESULTS.reduce((t, c) => add(t, mul(cool[c], hitGiven(c, b))), ZERO)),
    );
  let out: Fraction[] = indices.map(() => ZERO).concat([ZERO]);
  for (const c of COOLNESS_RESULTS) {
    const dist = convolve(indices.map((b) => hitGiven(c, b)));
    out = out.map((f, k) => add(f, mul(cool[c], dist[k]!)));
  }
  return out;
}
