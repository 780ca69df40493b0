import { I18N } from "../../../config";
import { testsWhenFiredOn } from "../../../rules/sgs-classic/reactions/tables";
import { applyDamage } from "../../../rules/sgs-classic/stats/damage";
import { weaponProfile } from "../../../rules/sgs-classic/weapons/profile";
import type { ClassicFollowUp, ClassicGroup } from "./actions";
import type { ShotRoll, ShotSetup } from "./shot-plan";

/**
 * What a rolled shot leaves to do (pure), as the card's Apply buttons and next steps:
 * - basic (§3.11): the hits' damage off the target's Constitution, then its Shot At test, once
 *   after the burst or after each bullet (SGS-Q09), unless that damage leaves it unconscious or
 *   dead ("if the target is still conscious");
 * - advanced (§3.12): one Scratch or Bad Wound test per hit, with the weapon's Impact, and the
 *   fired-on test where the world's reading asks for it as well (or after a miss);
 * - a concealed firer is seen (SGS-Q56).
 * Without a target (a shot at nothing targeted) only the firer's own change is left.
 */

const C = `${I18N}.Classic`;

export interface ShotConsequences {
  readonly groups: ClassicGroup[];
  readonly followUps: ClassicFollowUp[];
}

export function shotConsequences(setup: ShotSetup, roll: ShotRoll): ShotConsequences {
  const { shooter, rules } = setup;
  const groups: ClassicGroup[] = [];
  const followUps: ClassicFollowUp[] = [];
  if (rules.firingReveals && shooter.concealed)
    groups.push({
      id: "reveal",
      label: `${C}.Apply.Reveal`,
      name: shooter.name,
      actions: [{ type: "classicReveal", actor: shooter.uuid }],
      auto: true,
    });
  const target = setup.target;
  if (!target) return { groups, followUps };
  const { uuid: actor, name } = target;
  const bullets = roll.basic ?? roll.advanced ?? [];
  const hits = roll.basic
    ? roll.basic.filter((b) => b.result !== "miss")
    : roll.advanced!.filter((b) => b.result !== "miss");
  let downed = false;
  if (roll.basic) {
    const amount = roll.basic.reduce((t, b) => t + b.damage.reduce((s, f) => s + f, 0), 0);
    if (amount > 0 && target.constitution) {
      const after = applyDamage({ ...target.constitution, amount, kind: "wound" }, rules).after;
      downed = after.unconscious || after.dead;
    }
    if (amount > 0)
      groups.push({
        id: "damage",
        label: `${C}.Apply.Damage`,
        name,
        actions: [{ type: "classicDamage", actor, amount, kind: "wound" }],
        auto: true,
      });
  } else {
    const impact = weaponProfile(setup.declared.weapon, rules).impact ?? 0;
    for (const b of roll.advanced!)
      if (b.result !== "miss")
        followUps.push({
          type: "classicWoundTest",
          actor,
          name,
          reason: `${C}.Follow.Why.${b.result}`,
          wound: b.result,
          impact,
        });
  }
  const { firedOnTest } = testsWhenFiredOn({ hit: hits.length > 0 }, rules);
  if (firedOnTest && !downed) {
    const times = rules.shotAtTiming === "afterEachBullet" ? bullets.length : 1;
    for (let i = 0; i < times; i++)
      followUps.push({
        type: "classicReaction",
        actor,
        name,
        reason: `${C}.Follow.Why.firedOn`,
        test: firedOnTest,
      });
  }
  return { groups, followUps };
}
