import { assertBoolean } from "../../core/errors";

/**
 * Counting coup (Plains Indian PCs, guide §4.12 step 9; seed L1197–L1201): declared before the
 * blow; it succeeds when the attacker gets to strike (SGS-Q16's reading), does no harm, scores 15,
 * and each enemy can be couped once.
 */
export const COUP_POINTS = 15;

export function resolveCoup(input: {
  readonly struck: boolean;
  readonly alreadyCouped: boolean;
  readonly enemyArmed: boolean;
}): { readonly counted: boolean; readonly points: number } {
  const counted =
    assertBoolean("struck", input.struck) &&
    !assertBoolean("alreadyCouped", input.alreadyCouped) &&
    assertBoolean("enemyArmed", input.enemyArmed);
  return { counted, points: counted ? COUP_POINTS : 0 };
}
