import { type DiceSource, type Fraction, ONE, ZERO, add, fraction, mul } from "../../core";
import { type CannotFireReason, type ShotInput, type ShotResult, rollShot } from "./resolve-shot";
import type { ShootingOptions } from "./options";

/**
 * Exact to-hit odds of a shot before it is rolled, for the shooting dialog. Every to-hit die, every
 * long-range second die and every bystander pick is enumerated, and each combination is read by
 * `rollShot` itself, so the odds follow the same rules as the roll (sorting the volley, shot
 * numbers, row-8 and row-9 conditions, long range, blocked weapons). Damage is not enumerated: the
 * damage dice come after the to-hit dice and change nothing about which dice hit.
 */

export interface TargetToHitOdds {
  /** Chance of each number of hits on the target (index = hits, 11+ included). */
  hits: Fraction[];
  /** At least one die hits him. */
  anyHit: Fraction;
  /** At least one die comes up 11+: a hit placed where the shooter wants it. */
  calledHit: Fraction;
  /** At least one die goes to a bystander or his mount instead. */
  diverted: Fraction;
}

export interface ShotToHitOdds {
  /** Why the weapon cannot fire as declared (nothing is rolled then; every chance is 0). */
  blockedBy: CannotFireReason | null;
  /** To-hit Rep after modifiers, and the bonus added to each die. */
  rep: number;
  dieBonus: number;
  /** One entry per declared target, in order. */
  targets: TargetToHitOdds[];
}

/** A volley has at most a handful of dice; this bounds the enumeration all the same. */
const MAX_TO_HIT_DICE = 6;

/** Dice rolled before damage: the volley, then each long-range 6's second die and bystander pick. */
function toHitRolls(input: ShotInput, result: ShotResult): number {
  const confirms = result.shots.filter((s) => s.confirm !== null).length;
  const picks = result.shots.filter((s) => {
    if (s.result !== "bystanderHit" && s.result !== "mountHit") return false;
    const t = input.targets[s.target]!;
    return (t.bystanders ?? 0) + (t.mounted ? 1 : 0) > 1;
  }).length;
  return result.dice.length + confirms + picks;
}

/**
 * A source that returns `prefix` and then 1s, recording the size of every die asked for: each run
 * of the shot follows one branch of the dice tree.
 */
function prefixSource(prefix: readonly number[]): DiceSource & { sizes: number[] } {
  const sizes: number[] = [];
  return {
    sizes,
    roll(faces: number) {
      sizes.push(faces);
      return prefix[sizes.length - 1] ?? 1;
    },
  };
}

export function shotToHitOdds(input: ShotInput, options?: Partial<ShootingOptions>): ShotToHitOdds {
  const first = rollShot(prefixSource([]), input, options);
  const targets: TargetToHitOdds[] = input.targets.map(() => ({
    hits: [ONE],
    anyHit: ZERO,
    calledHit: ZERO,
    diverted: ZERO,
  }));
  const out = { blockedBy: first.blockedBy, rep: first.rep, dieBonus: first.dieBonus, targets };
  if (!first.fired) return out;
  if (first.dice.length > MAX_TO_HIT_DICE) throw new RangeError("shotToHitOdds: too many dice to count");
  for (const t of targets) t.hits = [ZERO];

  // Depth-first over the dice tree: a branch ends once every die before damage is fixed.
  const visit = (prefix: number[], chance: Fraction): void => {
    const source = prefixSource(prefix);
    const result = rollShot(source, input, options);
    if (prefix.length < toHitRolls(input, result)) {
      const faces = source.sizes[prefix.length]!;
      const each = mul(chance, fraction(1, faces));
      for (let f = 1; f <= faces; f++) visit([...prefix, f], each);
      return;
    }
    targets.forEach((t, ti) => {
      const dice = result.shots.filter((s) => s.target === ti);
      const hits = dice.filter((s) => s.result === "hit" || s.result === "calledHit").length;
      while (t.hits.length <= hits) t.hits.push(ZERO);
      t.hits[hits] = add(t.hits[hits]!, chance);
      if (hits > 0) t.anyHit = add(t.anyHit, chance);
      if (dice.some((s) => s.result === "calledHit")) t.calledHit = add(t.calledHit, chance);
      if (dice.some((s) => s.result === "bystanderHit" || s.result === "mountHit"))
        t.diverted = add(t.diverted, chance);
    });
  };
  visit([], ONE);
  return out;
}
