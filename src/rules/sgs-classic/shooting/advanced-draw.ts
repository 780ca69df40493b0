import {
  type DiceSource,
  type Fraction,
  ZERO,
  add,
  countPasses,
  mul,
  passTestDistribution,
  rollD6,
} from "../../core";
import { assertDice } from "../../core/dice";
import { assertBoolean, assertInteger } from "../../core/errors";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * The advanced Draw (Gunfight only, guide §3.17; seed L1034–L1048): each gunfighter rolls 3D6
 * against his own CV; the one who passes more fires one bullet per extra passed die before the
 * other can answer; then both fire the rest at once. Shots capped by ROF (SGS-Q31).
 */

export interface DrawGunfighter {
  readonly cv: number;
  readonly rof: number;
}

export interface AdvancedDrawPlan {
  readonly passes: readonly [number, number];
  /** Who fires first (0 or 1), or null when they fire together. */
  readonly first: 0 | 1 | null;
  /** Bullets the first fires before the other may answer. */
  readonly firstBullets: number;
  /** Bullets each then fires at the same moment (if still able). */
  readonly together: readonly [number, number];
}

export function resolveAdvancedDraw(
  gunfighters: readonly [DrawGunfighter, DrawGunfighter],
  dice: readonly [readonly number[], readonly number[]],
  rules: ClassicRules = DEFAULT_RULES,
): AdvancedDrawPlan {
  const passes = gunfighters.map((g, i) => {
    assertInteger(`gunfighters[${i}].cv`, g.cv, 0, 6);
    assertInteger(`gunfighters[${i}].rof`, g.rof, 1, 3);
    assertDice(`dice[${i}]`, dice[i]);
    assertInteger(`dice[${i}].length`, dice[i]!.length, 3, 3);
    return countPasses(dice[i]!, g.cv);
  }) as [number, number];
  const cap = (i: 0 | 1, n: number) => (rules.advancedDrawRofCap ? Math.min(n, gunfighters[i].rof) : n);
  if (passes[0] === passes[1])
    return { passes, first: null, firstBullets: 0, together: [gunfighters[0].rof, gunfighters[1].rof] };
  const first: 0 | 1 = passes[0] > passes[1] ? 0 : 1;
  const other: 0 | 1 = first === 0 ? 1 : 0;
  const firstBullets = cap(first, passes[first] - passes[other]);
  const together: [number, number] = [0, 0];
  together[first] = Math.max(0, gunfighters[first].rof - firstBullets);
  together[other] = gunfighters[other].rof;
  return { passes, first, firstBullets, together };
}

export function rollAdvancedDraw(
  gunfighters: readonly [DrawGunfighter, DrawGunfighter],
  source: DiceSource,
  rules: ClassicRules = DEFAULT_RULES,
): AdvancedDrawPlan & { readonly dice: readonly [readonly number[], readonly number[]] } {
  const dice = [rollD6(source, 3), rollD6(source, 3)] as const;
  return { ...resolveAdvancedDraw(gunfighters, dice, rules), dice };
}

/** Exact chance of each difference in passes (first − second), from −3 to 3. */
export function advancedDrawOdds(cvs: readonly [number, number]): ReadonlyMap<number, Fraction> {
  const a = passTestDistribution(3, assertInteger("cvs[0]", cvs[0], 0, 6), 3);
  const b = passTestDistribution(3, assertInteger("cvs[1]", cvs[1], 0, 6), 3);
  const out = new Map<number, Fraction>();
  a.forEach((pa, i) => b.forEach((pb, j) => out.set(i - j, add(out.get(i - j) ?? ZERO, mul(pa, pb)))));
  return out;
}

/** One volley of the advanced Draw: who fires how many bullets, and whether the other fires at the same moment. */
export interface DrawVolley {
  readonly shooter: 0 | 1;
  readonly bullets: number;
  readonly simultaneous: boolean;
}

/**
 * The Draw's shots in order (L1044–L1048): the faster gunfighter's first bullets, then both at once.
 * `downAfterFirst[i]`: gunfighter i was put down by the Scratch/Bad Wound tests applied at once after
 * the first volley, and so fires no more (a wound test result that stops him is the caller's read).
 */
export function drawVolleys(
  plan: AdvancedDrawPlan,
  downAfterFirst: readonly [boolean, boolean] = [false, false],
): DrawVolley[] {
  const out: DrawVolley[] = [];
  if (plan.first !== null && plan.firstBullets > 0)
    out.push({ shooter: plan.first, bullets: plan.firstBullets, simultaneous: false });
  for (const i of [0, 1] as const) {
    assertBoolean(`downAfterFirst[${i}]`, downAfterFirst[i]);
    if (!downAfterFirst[i] && plan.together[i] > 0)
      out.push({ shooter: i, bullets: plan.together[i], simultaneous: true });
  }
  return out;
}
