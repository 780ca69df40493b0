import { type DiceSource, resolvePassTest, rollD6 } from "../../core";
import { assertInteger } from "../../core/errors";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * Pursue by Fire (advanced, guide §3.2; seed L948): the brawl's winner who made his enemy run
 * away tests 2D6 against his own CV. Pass 2: fire at the fleeing figure; pass 1: fire, the target
 * counting as moving fast (SGS-Q53: the world's bullets); pass 0: no shot.
 */

export interface PursueResult {
  readonly dice: readonly number[];
  readonly passes: number;
  readonly fires: boolean;
  /** Bullets allowed; null means up to the weapon's ROF. */
  readonly bullets: number | null;
  readonly targetMovedFast: boolean;
}

export function resolvePursueByFire(
  cv: number,
  dice: readonly number[],
  rules: ClassicRules = DEFAULT_RULES,
): PursueResult {
  const pass = resolvePassTest(dice, { target: assertInteger("cv", cv, 0, 6), maxPasses: 2 });
  if (pass.dice.length !== 2) assertInteger("dice.length", pass.dice.length, 2, 2);
  if (pass.passes === 2)
    return { dice: pass.dice, passes: 2, fires: true, bullets: null, targetMovedFast: false };
  if (pass.passes === 1)
    return {
      dice: pass.dice,
      passes: 1,
      fires: true,
      bullets: rules.pursueByFirePass1Bullets,
      targetMovedFast: true,
    };
  return { dice: pass.dice, passes: 0, fires: false, bullets: 0, targetMovedFast: false };
}

export function rollPursueByFire(
  cv: number,
  source: DiceSource,
  rules: ClassicRules = DEFAULT_RULES,
): PursueResult {
  return resolvePursueByFire(cv, rollD6(source, 2), rules);
}
