import { RulesError, assertInteger } from "../../core/errors";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";
import type { WeaponProfile } from "../weapons";

/**
 * Fire along a path (guide §2.6, seed L211–L219) and the ROF count (SGS-Q10, SGS-Q11). The shotgun
 * and scattergun hit every figure in their path; the pistol spreads up to 3 bullets over targets in
 * a 4" path. Under "rollEach" every figure in the path takes its own to-hit roll; under "autoHit"
 * each is hit without one.
 */

export interface PathAttack {
  /** Index of the target in the list given. */
  readonly target: number;
  readonly bullets: number;
  /** True when the target takes a to-hit roll; false when hit outright (SGS-Q11 autoHit). */
  readonly rollToHit: boolean;
}

/**
 * Plans a burst: `bullets` fired by a weapon with this profile at `targets` figures in its path
 * (in the order the firer names them). Shotgun/scattergun: one attack per figure in the path, the
 * burst's bullets each. Pistol: the bullets dealt out one per target in order, at most 3 targets.
 * Single-target weapons: all bullets at the first target.
 */
export function planBurst(
  input: {
    readonly profile: WeaponProfile;
    readonly bullets: number;
    readonly targets: number;
    readonly shotsFired?: number;
  },
  rules: ClassicRules = DEFAULT_RULES,
): PathAttack[] {
  const left = shotsLeft(input.profile, input.shotsFired ?? 0);
  const bullets = assertInteger("bullets", input.bullets, 1, 3);
  if (bullets > left) throw new RulesError("bullets", bullets, `exceeds the ${left} shots left this phase`);
  const targets = assertInteger("targets", input.targets, 1, 20);
  const fof = input.profile.fieldOfFire;
  if (fof.mode === "single" || targets === 1) return [{ target: 0, bullets, rollToHit: true }];
  if (fof.maxTargets === null) {
    // A blast: every figure in the path is under fire.
    const roll = rules.pathFire === "rollEach";
    return Array.from({ length: targets }, (_, target) => ({ target, bullets, rollToHit: roll }));
  }
  // Pistol: bullets walk along the path, one per target, never more targets than bullets or the cap.
  const reach = Math.min(targets, fof.maxTargets, bullets);
  const out = Array.from({ length: reach }, (_, target) => ({ target, bullets: 0, rollToHit: true }));
  for (let b = 0; b < bullets; b++) {
    const slot = out[b % reach]!;
    out[b % reach] = { ...slot, bullets: slot.bullets + 1 };
  }
  return out;
}

/** Shots left this phase (SGS-Q10 decides when `shotsFired` returns to 0): the ROF less those fired. */
export function shotsLeft(profile: WeaponProfile, shotsFired: number): number {
  assertInteger("shotsFired", shotsFired, 0, 99);
  return Math.max(0, profile.rof - shotsFired);
}

/** Whether the ROF count starts again at this moment (SGS-Q10). */
export function rofResets(moment: "sidePhase" | "activation", rules: ClassicRules = DEFAULT_RULES): boolean {
  if (moment !== "sidePhase" && moment !== "activation")
    throw new RulesError("moment", moment, "must be sidePhase or activation");
  return rules.rofReset === "perSidePhase" ? moment === "sidePhase" : moment === "activation";
}
