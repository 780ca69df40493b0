import { I18N } from "../../../config";
import type { DiceSource } from "../../../rules/core/dice";
import type { MissingTable } from "../../../rules/core/gm-table";
import type { Quickness } from "../../../rules/fill-yore-hands/ids";
import type { FyhInterpretations } from "../../../rules/fill-yore-hands/interpretations";
import { decideReply, type ReplyDecision, type ReplyTarget } from "../../../rules/fill-yore-hands/reply";
import { resolveShot, type ShotInput, type ShotResult } from "../../../rules/fill-yore-hands/shooting";
import type { DieSpec } from "../../../shell/dice/bridge";
import type { DeclaredShot, FyhActionGroup, FyhFollowUp, ShootFollowUp } from "./actions";
import { firerWounds, woundAsOf, type FyhFigure, type FyhWeapon } from "./figure-read";

/**
 * One shot of Fill Yore Hands! as pure data (guide §3.2, §3.5): what is fired and at whom, the
 * Shootin' back roll-off where the target may reply, the D20 per round, and what the card then
 * offers: the damage draw for the hits, and the next shot of the exchange.
 */

/** Which shot of an exchange this is: the first one, or one a card's follow-up fires. */
export type ShotKind = "shot" | "reply" | "replyFirst" | "deferred";

export interface ShotSetup {
  kind: ShotKind;
  shooter: FyhFigure;
  target: FyhFigure;
  weapon: FyhWeapon;
  declared: DeclaredShot;
  /** This is the second half of a simultaneous exchange: fired whatever the other shot did. */
  simultaneous: boolean;
  /** For a simultaneous reply: the shooter's wounds that count (those it had when both fired). */
  asOfWounds?: number;
  /** For a "replyFirst" shot: the original shooter's declaration, fired after it. */
  carried?: DeclaredShot;
  rules: FyhInterpretations;
  /** The GM's quickness ratings (FYH-M04), undefined when a needed row is not filled. */
  quicknessValues: Record<Quickness, number> | undefined;
}

/** The rules core's input for the shot. */
export function shotInput(setup: ShotSetup): ShotInput {
  const { declared, shooter, weapon } = setup;
  return {
    weapon: weapon.system.key,
    distance: declared.distance,
    rounds: declared.rounds,
    loaded: weapon.system.loaded,
    halvings: { targetInWindowOrDoor: declared.windowOrDoor, firerMounted: declared.mounted },
    penalties: {
      targetInLightCover: declared.coverOrProne,
      firerWounds: firerWounds(shooter, setup.rules, setup.asOfWounds),
      firerDrunk: shooter.drunk,
    },
  };
}

/** Whether this shot asks the target whether it shoots back (only the first shot, and a reply under FYH-Q14's other reading). */
export function asksForReply(setup: Pick<ShotSetup, "kind" | "simultaneous">): boolean {
  return setup.kind === "shot" || (setup.kind === "reply" && !setup.simultaneous);
}

/** The target as a reply reads it: its readied weapon and its state; null when it has no weapon. */
export function replyTarget(target: FyhFigure): (ReplyTarget & { quickness: Quickness }) | null {
  if (!target.weapon) return null;
  return {
    weapon: target.weapon.system.key,
    loaded: target.weapon.system.loaded,
    wound: woundAsOf(target),
    quickness: target.system.quickness,
  };
}

export type NoReply = "noWeapon";

export interface ShotRoll {
  /** The Shootin' back check: null when not asked (a later shot of the exchange) or no weapon. */
  reply: ReplyDecision | null;
  noReply: NoReply | null;
  /** The shot as rolled; null when the target won the roll-off and fires first. */
  shot: ShotResult | null;
}

/**
 * Rolls the shot (pure over `source`): the roll-off first where a reply is possible, then one D20
 * per round unless the target fires first. A missing quickness table is returned before any die.
 */
export function rollShot(source: DiceSource, setup: ShotSetup): ShotRoll | MissingTable {
  let reply: ReplyDecision | null = null;
  let noReply: NoReply | null = null;
  if (asksForReply(setup)) {
    const target = replyTarget(setup.target);
    if (!target) noReply = "noWeapon";
    else {
      const decided = decideReply({
        shooterQuickness: setup.shooter.system.quickness,
        target,
        distance: setup.declared.distance,
        shotIsReply: setup.kind === "reply",
        quicknessValues: setup.quicknessValues,
        dice: source,
        rules: setup.rules,
      });
      if ("missing" in decided) return decided;
      reply = decided;
    }
  }
  const targetFirst = reply?.reply === true && reply.first === "target";
  const shot = targetFirst ? null : resolveShot({ shot: shotInput(setup), dice: source, rules: setup.rules });
  return { reply, noReply, shot };
}

/** How the dice of a shot are grouped on screen: the roll-off pair, then the D20s. */
export function shotDice(roll: ShotRoll): DieSpec[] {
  const out: DieSpec[] = [];
  if (roll.reply?.reply && roll.reply.rollOff)
    out.push(
      { faces: 6, purpose: "rollOff", step: "rollOff" },
      { faces: 6, purpose: "rollOff", step: "rollOff" },
    );
  if (roll.shot?.fired)
    for (let i = 0; i < roll.shot.rounds.length; i++)
      out.push({ faces: 20, purpose: "toHit", step: "toHit" });
  return out;
}

/** The hits' damage draw: an Apply on the target, automatic where this client may apply it. */
export function damageGroups(setup: ShotSetup, roll: ShotRoll): FyhActionGroup[] {
  const hits = roll.shot?.fired ? roll.shot.hits : 0;
  if (hits === 0) return [];
  return [
    {
      id: "damage",
      label: `${I18N}.FYH.Damage.Draw`,
      name: setup.target.name,
      actions: [{ type: "fyhDamage", actor: setup.target.uuid, hits, source: "shot" }],
      auto: !setup.target.notOwned,
    },
  ];
}

function shotAt(
  from: FyhFigure,
  to: FyhFigure,
  rest: Omit<ShootFollowUp, "type" | "actor" | "name" | "target" | "targetName">,
): ShootFollowUp {
  return {
    type: "fyhShoot",
    actor: from.uuid,
    name: from.name,
    target: to.uuid,
    targetName: to.name,
    ...rest,
  };
}

/**
 * The next shot of the exchange the card offers (guide §3.5 steps 3–4): the target's reply after
 * the shooter (or at once, on a tie); the target's first reply when it won the roll-off; and after
 * that first reply, the original shooter's declared shot. Whether the figure may still fire is
 * checked again when the button is used.
 */
export function nextShots(setup: ShotSetup, roll: ShotRoll): FyhFollowUp[] {
  const distance = setup.declared.distance;
  const { shooter, target } = setup;
  if (setup.kind === "replyFirst" && setup.carried)
    return [
      shotAt(target, shooter, {
        kind: "deferred",
        distance,
        simultaneous: false,
        declared: setup.carried,
        reason: `${I18N}.FYH.Shot.Reason.deferred`,
      }),
    ];
  const reply = roll.reply;
  if (!reply?.reply) return [];
  if (reply.first === "target")
    return [
      shotAt(target, shooter, {
        kind: "replyFirst",
        distance,
        simultaneous: false,
        declared: setup.declared,
        reason: `${I18N}.FYH.Shot.Reason.replyFirst`,
      }),
    ];
  const simultaneous = reply.first === "simultaneous";
  return [
    shotAt(target, shooter, {
      kind: "reply",
      distance,
      simultaneous,
      ...(simultaneous ? { asOfWounds: target.wounds.length } : {}),
      reason: `${I18N}.FYH.Shot.Reason.${simultaneous ? "simultaneous" : "reply"}`,
    }),
  ];
}
