import type { DieSpec } from "../../shell/dice/bridge";
import { specs } from "../../shell/dice/bridge";
import type { ReactionResult } from "../../rules/blaze-of-glory/reactions";
import type { ShotInput, ShotResult } from "../../rules/blaze-of-glory/shooting";
import type { DrawResult } from "../../rules/blaze-of-glory/draw";
import type { MeleeRoundResult } from "../../rules/blaze-of-glory/melee";
import type { ActivationResult } from "../../rules/blaze-of-glory/turn";
import type { TaskResult } from "../../rules/blaze-of-glory/challenges";
import type { AfterBattleResult } from "../../rules/blaze-of-glory/aftermath";
import type { StartFireResult } from "../../rules/blaze-of-glory/buildings";
import type { MoveFastResult } from "../../rules/blaze-of-glory/movement";

/**
 * Which die of a rules result is for what, in the order the rules core read them (see each
 * function's documented dice order). `rollThrough` uses these lists to group and label Foundry
 * rolls; the rules results themselves never depend on them.
 */

/** A reaction test: the test dice, then the re-roll, then the GOT A SHOT roll-off. */
export function reactionDice(r: ReactionResult, prefix = "", owner?: string): DieSpec[] {
  return [
    ...specs(r.dice, "test", `${prefix}test`, owner),
    ...specs(r.reroll?.dice ?? [], "reroll", `${prefix}reroll`, owner),
    ...specs(r.rollOff?.dice ?? [], "rollOff", `${prefix}rollOff`, owner),
  ];
}

/**
 * A shot (rollShot's order): every to-hit die; per shot a long-range confirm die and a bystander
 * pick (rolled only with two or more candidates); per target and hit the white and coloured damage
 * dice, then the recovery dice.
 */
export function shotDice(input: ShotInput, r: ShotResult, prefix = "", owner?: string): DieSpec[] {
  const out: DieSpec[] = [...specs(r.dice, "toHit", `${prefix}toHit`, owner)];
  for (const s of r.shots) {
    if (s.confirm !== null) out.push(...specs([s.confirm], "confirm", `${prefix}confirm${s.shot}`, owner));
    if (s.result === "bystanderHit" || s.result === "mountHit") {
      const t = input.targets[s.target];
      const candidates = (t?.bystanders ?? 0) + (t?.mounted ? 1 : 0);
      if (candidates > 1) out.push(...specs([0], "bystander", `${prefix}pick${s.shot}`, owner, candidates));
    }
  }
  r.targets.forEach((t, ti) => {
    t.damage.forEach((d, k) => {
      const step = `${prefix}damage${ti}.${k}`;
      out.push({ faces: 6, purpose: "white", step }, { faces: 6, purpose: "coloured", step });
      if (d.recovery) out.push(...specs(d.recovery, "recovery", `${prefix}recovery${ti}.${k}`));
    });
  });
  return out;
}

/** The Draw: every pool, rolled together, one term per figure. */
export function drawDice(r: DrawResult, prefix = ""): DieSpec[] {
  return r.figures.flatMap((f) => specs(f.dice, "draw", `${prefix}draw`, f.id));
}

/** One melee round: every fighter's pool, rolled together. */
export function meleeRoundDice(r: MeleeRoundResult, prefix = ""): DieSpec[] {
  return r.fighters.flatMap((f) => specs(f.dice, "melee", `${prefix}round${r.round}`, f.id));
}

/** The activation roll: one die per side, together. */
export function activationDice(r: ActivationResult, prefix = ""): DieSpec[] {
  return r.dice.map((d) => ({
    faces: 6,
    purpose: "activation" as const,
    step: `${prefix}activation`,
    owner: d.side,
  }));
}

/** A challenge: 2d6, then 2d6 more on a retry. */
export function taskDice(r: TaskResult, prefix = "", owner?: string): DieSpec[] {
  return [
    ...specs(r.first.dice, "task", `${prefix}task`, owner),
    ...specs(r.retry?.dice ?? [], "retry", `${prefix}retry`, owner),
  ];
}

/** After-battle recovery: Physically Fit, then Mentally Fit for a survivor. */
export function recoveryDice(r: AfterBattleResult, prefix = "", owner?: string): DieSpec[] {
  return [
    ...specs(r.physicallyFit.rolled, "physicallyFit", `${prefix}physicallyFit`, owner),
    ...specs(r.mentallyFit?.rolled ?? [], "mentallyFit", `${prefix}mentallyFit`, owner),
  ];
}

export function fireDice(r: StartFireResult, prefix = ""): DieSpec[] {
  return specs(r.dice, "fire", `${prefix}fire`);
}

/** Moving fast on foot: the group's pair, then each figure's own stumble or Staggering die. */
export function moveFastDice(r: MoveFastResult, prefix = ""): DieSpec[] {
  const out = specs(r.groupDice, "moveFast", `${prefix}moveFast`);
  r.figures.forEach((f, i) => {
    if (f.stumbleDie !== undefined)
      out.push(...specs([f.stumbleDie], "extra", `${prefix}stumble${i}`, f.id ?? undefined));
    if (f.staggerDie !== undefined)
      out.push(...specs([f.staggerDie], "extra", `${prefix}stagger${i}`, f.id ?? undefined));
  });
  return out;
}

/** The Drunkard's roll: the first die, then the one that says how drunk (both on one figure). */
export function drunkardDice(
  figures: readonly { uuid: string; dice: readonly number[] }[],
  prefix = "",
): DieSpec[] {
  return figures.flatMap((f, i) => [
    ...specs(f.dice.slice(0, 1), "test", `${prefix}drunkard${i}`, f.uuid),
    ...specs(f.dice.slice(1), "extra", `${prefix}howDrunk${i}`, f.uuid),
  ]);
}

/** Checks on becoming active: each figure's Dead drunk die, then his Touched die. */
export function activationCheckDice(
  figures: readonly { uuid: string; dice: readonly number[] }[],
  prefix = "",
): DieSpec[] {
  return figures.flatMap((f, i) => specs(f.dice, "test", `${prefix}check${i}`, f.uuid));
}
