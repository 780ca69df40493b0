import {
  type DiceSource,
  type Fraction,
  ZERO,
  add,
  d6,
  fraction,
  mul,
  passTestDistribution,
  resolvePassTest,
  rollD6,
} from "../../core";
import { RulesError, assertInteger } from "../../core/errors";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * The tests after an advanced hit (guide §3.12; seed L1002–L1028): 2D6 against the target's CV
 * (SGS-Q26: unmodified unless the world says otherwise, the modifier given here). Scratch: carry
 * on / duck down max(1, 1D6 − CV) turns / run away. Bad Wound: duck down and carry the wound /
 * Impact (1D6 + weapon Impact) against CV (1D6 + CV): dead or unconscious / dead. A second Bad
 * Wound kills at once (two strikes, L1026–L1028).
 */

export type ScratchEffect =
  | { readonly kind: "carryOn" }
  | { readonly kind: "duckDown"; readonly turns: number; readonly die: number }
  | { readonly kind: "runaway" };

export type BadWoundEffect =
  | { readonly kind: "duckDown"; readonly turns: number; readonly die: number }
  | {
      readonly kind: "impact";
      readonly rounds: readonly ImpactRound[];
      readonly outcome: "dead" | "unconscious";
    }
  | { readonly kind: "dead"; readonly reason: "pass0" | "secondBadWound" };

export interface ImpactRound {
  readonly impactDie: number;
  readonly cvDie: number;
  readonly impact: number;
  readonly cvScore: number;
}

/** Turns ducked down: 1D6 − CV, at least one. */
export function duckDownTurns(die: number, cv: number): number {
  return Math.max(1, assertInteger("die", die, 1, 6) - assertInteger("cv", cv, 0, 6));
}

function testTarget(cv: number, modifier: number, rules: ClassicRules): number {
  assertInteger("cv", cv, 0, 6);
  assertInteger("modifier", modifier, -6, 6);
  return rules.woundTestUsesModifiers ? cv + modifier : cv;
}

export interface WoundTestInput {
  readonly cv: number;
  /** The reaction modifiers' total, used only when the world applies them (SGS-Q26). */
  readonly modifier?: number;
}

/** Reads the Scratch table: the 2D6 test, and the duck-down die on a pass 1. */
export function resolveScratch(
  input: WoundTestInput,
  dice: { readonly test: readonly number[]; readonly duck?: number },
  rules: ClassicRules = DEFAULT_RULES,
): { readonly passes: number; readonly test: readonly number[]; readonly effect: ScratchEffect } {
  const pass = resolvePassTest(dice.test, {
    target: testTarget(input.cv, input.modifier ?? 0, rules),
    maxPasses: 2,
  });
  assertInteger("test.length", pass.dice.length, 2, 2);
  if (pass.passes === 2) return { passes: 2, test: pass.dice, effect: { kind: "carryOn" } };
  if (pass.passes === 0) return { passes: 0, test: pass.dice, effect: { kind: "runaway" } };
  const die = assertInteger("duck", dice.duck, 1, 6);
  return {
    passes: 1,
    test: pass.dice,
    effect: { kind: "duckDown", turns: duckDownTurns(die, input.cv), die },
  };
}

export function rollScratch(input: WoundTestInput, source: DiceSource, rules: ClassicRules = DEFAULT_RULES) {
  const test = rollD6(source, 2);
  const target = testTarget(input.cv, input.modifier ?? 0, rules);
  const passes = resolvePassTest(test, { target }).passes;
  return resolveScratch(input, passes === 1 ? { test, duck: d6(source) } : { test }, rules);
}

export interface BadWoundInput extends WoundTestInput {
  /** Bad Wounds the target already carries: a second one kills. */
  readonly badWounds: number;
  /** The Impact of the weapon that hit. */
  readonly impact: number;
}

/** Reads Impact against CV rounds until one side is higher (SGS-Q25: a tie rolls again, or means unconscious). */
export function resolveImpact(
  input: { readonly cv: number; readonly impact: number },
  rounds: readonly { readonly impactDie: number; readonly cvDie: number }[],
  rules: ClassicRules = DEFAULT_RULES,
): { readonly rounds: readonly ImpactRound[]; readonly outcome: "dead" | "unconscious" } {
  const cv = assertInteger("cv", input.cv, 0, 6);
  const impact = assertInteger("impact", input.impact, 0, 10);
  const read: ImpactRound[] = [];
  for (const [i, r] of rounds.entries()) {
    const round = {
      impactDie: assertInteger(`rounds[${i}].impactDie`, r.impactDie, 1, 6),
      cvDie: assertInteger(`rounds[${i}].cvDie`, r.cvDie, 1, 6),
      impact: impact + r.impactDie,
      cvScore: cv + r.cvDie,
    };
    read.push(round);
    if (round.impact > round.cvScore) return { rounds: read, outcome: "dead" };
    if (round.cvScore > round.impact) return { rounds: read, outcome: "unconscious" };
    if (rules.impactTie === "unconscious") return { rounds: read, outcome: "unconscious" };
  }
  throw new RulesError("rounds", rounds, "end in a tie: roll Impact against CV again");
}

/** Reads the Bad Wound table from the dice rolled (the Impact rounds only on a pass 1). */
export function resolveBadWound(
  input: BadWoundInput,
  dice: {
    readonly test: readonly number[];
    readonly duck?: number;
    readonly impact?: readonly { impactDie: number; cvDie: number }[];
  },
  rules: ClassicRules = DEFAULT_RULES,
): {
  readonly passes: number | null;
  readonly test: readonly number[];
  readonly effect: BadWoundEffect;
  readonly badWounds: number;
} {
  const had = assertInteger("badWounds", input.badWounds, 0, 9);
  if (had >= 1)
    return { passes: null, test: [], effect: { kind: "dead", reason: "secondBadWound" }, badWounds: had + 1 };
  const pass = resolvePassTest(dice.test, {
    target: testTarget(input.cv, input.modifier ?? 0, rules),
    maxPasses: 2,
  });
  assertInteger("test.length", pass.dice.length, 2, 2);
  if (pass.passes === 0)
    return { passes: 0, test: pass.dice, effect: { kind: "dead", reason: "pass0" }, badWounds: 1 };
  if (pass.passes === 2) {
    const die = assertInteger("duck", dice.duck, 1, 6);
    return {
      passes: 2,
      test: pass.dice,
      effect: { kind: "duckDown", turns: duckDownTurns(die, input.cv), die },
      badWounds: 1,
    };
  }
  const impact = resolveImpact(input, dice.impact ?? [], rules);
  return { passes: 1, test: pass.dice, effect: { kind: "impact", ...impact }, badWounds: 1 };
}

export function rollBadWound(input: BadWoundInput, source: DiceSource, rules: ClassicRules = DEFAULT_RULES) {
  if (assertInteger("badWounds", input.badWounds, 0, 9) >= 1)
    return resolveBadWound(input, { test: [] }, rules);
  const test = rollD6(source, 2);
  const passes = resolvePassTest(test, { target: testTarget(input.cv, input.modifier ?? 0, rules) }).passes;
  if (passes === 2) return resolveBadWound(input, { test, duck: d6(source) }, rules);
  if (passes === 0) return resolveBadWound(input, { test }, rules);
  const impact: { impactDie: number; cvDie: number }[] = [];
  for (;;) {
    impact.push({ impactDie: d6(source), cvDie: d6(source) });
    const last = impact.at(-1)!;
    const tie = input.impact + last.impactDie === input.cv + last.cvDie;
    if (!tie || rules.impactTie === "unconscious" || impact.length > 100) break;
  }
  return resolveBadWound(input, { test, impact }, rules);
}

/** Exact odds of the Scratch table's effects. */
export function scratchOdds(
  input: WoundTestInput,
  rules: ClassicRules = DEFAULT_RULES,
): { carryOn: Fraction; duckDown: Fraction; runaway: Fraction } {
  const [p0, p1, p2] = passTestDistribution(2, testTarget(input.cv, input.modifier ?? 0, rules), 2);
  return { carryOn: p2!, duckDown: p1!, runaway: p0! };
}

/** Chance Impact beats CV in one decisive round (ties rolled again, or unconscious). */
export function impactDeathOdds(
  input: { readonly cv: number; readonly impact: number },
  rules: ClassicRules = DEFAULT_RULES,
): Fraction {
  const cv = assertInteger("cv", input.cv, 0, 6);
  const impact = assertInteger("impact", input.impact, 0, 10);
  let win = 0;
  let lose = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) {
      if (impact + a > cv + b) win++;
      else if (impact + a < cv + b) lose++;
    }
  return rules.impactTie === "reroll" ? fraction(win, win + lose) : fraction(win, 36);
}

/** Exact odds of the Bad Wound table's outcomes for a first Bad Wound. */
export function badWoundOdds(
  input: BadWoundInput,
  rules: ClassicRules = DEFAULT_RULES,
): { duckDown: Fraction; unconscious: Fraction; dead: Fraction } {
  if (assertInteger("badWounds", input.badWounds, 0, 9) >= 1)
    return { duckDown: ZERO, unconscious: ZERO, dead: fraction(1) };
  const [p0, p1, p2] = passTestDistribution(2, testTarget(input.cv, input.modifier ?? 0, rules), 2);
  const death = impactDeathOdds(input, rules);
  const unconscious = mul(p1!, fraction(death.den - death.num, death.den));
  return { duckDown: p2!, unconscious, dead: add(p0!, mul(p1!, death)) };
}
