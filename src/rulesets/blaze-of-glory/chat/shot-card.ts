import { I18N } from "../../../config";
import type { DamageResolution, ShotResult } from "../../../rules/blaze-of-glory/shooting";
import type { ExchangePlan, ShotPlan } from "../table/shooting-flow";
import type { ReactionResult } from "../../../rules/blaze-of-glory/reactions";
import { directiveKey } from "./reaction-card";
import {
  followUpView,
  groupViews,
  passDice,
  type DieView,
  type FollowUpView,
  type GroupView,
} from "./format";

/**
 * The shooting card: each die on the Shootin' table with the condition that made it hit or miss,
 * each hit's damage (white and coloured die, location, cover), the I'm Hit recovery, the target's
 * fate, the ammunition, and the BEEN SHOT AT tests owed. The exchange card strings shots together.
 */

export interface ShotDieView {
  face: number;
  total: number | null;
  confirm: number | null;
  reason: string;
  hit: boolean;
}

export interface DamageView {
  white: number;
  coloured: number;
  called: boolean;
  location: string;
  cover: string;
  coverStopped: boolean;
  recovery: DieView[];
  toughness: number;
  effect: string | null;
  outcome: string;
  starAdvantage: string | null;
}

export interface TargetView {
  name: string;
  distance: number;
  band: string;
  cover: string;
  dice: ShotDieView[];
  damage: DamageView[];
  outcome: string;
  outcomeCode: string;
  starEffects: string[];
}

export interface ShotView {
  shooter: string;
  weapon: string;
  rep: number;
  dieBonus: number;
  blockedBy: string | null;
  targets: TargetView[];
  ammoBefore: string;
  ammoAfter: string;
  ammoChanged: boolean;
  ammoTrigger: string | null;
}

export interface ShotCardContext extends ShotView {
  groups: GroupView[];
  followUps: FollowUpView[];
}

function damageView(d: DamageResolution, toughness: number): DamageView {
  return {
    white: d.white,
    coloured: d.coloured,
    called: d.called,
    location: `${I18N}.Table.Location.${d.location}`,
    cover: `${I18N}.Outcome.Cover.${d.cover}`,
    coverStopped: d.cover === "blocked" || d.cover === "deflected",
    recovery: d.recovery ? passDice(d.recovery, toughness) : [],
    toughness,
    effect: d.effect ? `${I18N}.Outcome.ImHit.${d.effect}` : null,
    outcome: `${I18N}.Outcome.Target.${d.outcome}`,
    starAdvantage: d.starAdvantage ? `${I18N}.Outcome.Star.${d.starAdvantage}` : null,
  };
}

export interface ShotTargetMeta {
  name: string;
  distance: number;
  toughness: number;
  cover: string;
}

export function shotView(
  shooter: string,
  weaponName: string,
  result: ShotResult,
  targets: readonly ShotTargetMeta[],
): ShotView {
  return {
    shooter,
    weapon: weaponName,
    rep: result.rep,
    dieBonus: result.dieBonus,
    blockedBy: result.blockedBy ? `${I18N}.Outcome.Blocked.${result.blockedBy}` : null,
    targets: result.targets.map((t, i) => {
      const meta = targets[i]!;
      const dice = result.shots.filter((s) => s.target === i);
      return {
        name: meta.name,
        distance: meta.distance,
        band: `${I18N}.Outcome.Band.${dice[0]?.band ?? "effective"}`,
        cover: `${I18N}.Table.Cover.${meta.cover}`,
        dice: dice.map((s) => ({
          face: s.face,
          total: s.total,
          confirm: s.confirm,
          reason: `${I18N}.Outcome.Shot.${s.reason}`,
          hit: s.result === "hit" || s.result === "calledHit",
        })),
        damage: t.damage.map((d) => damageView(d, meta.toughness)),
        outcome: `${I18N}.Outcome.Target.${t.outcome}`,
        outcomeCode: t.outcome,
        starEffects: t.starEffects.map((e) => `${I18N}.Outcome.StarEffect.${e}`),
      };
    }),
    ammoBefore: `${I18N}.Table.Ammo.${result.ammoBefore}`,
    ammoAfter: `${I18N}.Table.Ammo.${result.ammoAfter}`,
    ammoChanged: result.ammoBefore !== result.ammoAfter,
    ammoTrigger: result.ammoTrigger ? `${I18N}.Outcome.AmmoTrigger.${result.ammoTrigger}` : null,
  };
}

export function shotCard(
  plan: ShotPlan,
  shooter: string,
  weaponName: string,
  targets: readonly { name: string }[],
  weaponNames: Record<string, string> = {},
): ShotCardContext {
  const meta = plan.input.targets.map((t, i) => ({
    name: targets[i]?.name ?? "",
    distance: t.distance,
    toughness: t.figure.toughness,
    cover: t.cover?.kind ?? "none",
  }));
  return {
    ...shotView(shooter, weaponName, plan.result, meta),
    groups: groupViews(plan.groups, weaponNames),
    followUps: plan.followUps.map(followUpView),
  };
}

export interface ExchangeStepView {
  index: number;
  shot: ShotView;
  /** The BEEN SHOT AT test the shot's target took. */
  reaction: { dice: DieView[]; directive: string } | null;
}

export interface ExchangeCardContext {
  first: string;
  second: string;
  distance: number;
  steps: ExchangeStepView[];
  endedBy: string;
  endReason: string | null;
  groups: GroupView[];
}

export interface ExchangeMeta {
  name: string;
  weaponName: string;
  toughness: number;
  cover: string;
}

export function exchangeCard(
  plan: ExchangePlan,
  first: ExchangeMeta,
  second: ExchangeMeta,
  distance: number,
  weaponNames: Record<string, string> = {},
): ExchangeCardContext {
  const r = plan.result;
  const meta = { first, second };
  let reactionIndex = 0;
  const steps: ExchangeStepView[] = r.shots.map((shot, i) => {
    const by = r.firers[i]!;
    const at = by === "first" ? "second" : "first";
    const target = meta[at];
    const view = shotView(meta[by].name, meta[by].weaponName, shot, [
      { name: target.name, distance, toughness: target.toughness, cover: target.cover },
    ]);
    let reaction: ExchangeStepView["reaction"] = null;
    if (shot.targets[0]!.beenShotAt && reactionIndex < plan.reactions.length) {
      const rr: ReactionResult = plan.reactions[reactionIndex++]!.result;
      reaction = { dice: passDice(rr.dice, rr.target), directive: directiveKey(rr.directive) };
    }
    return { index: i + 1, shot: view, reaction };
  });
  return {
    first: first.name,
    second: second.name,
    distance,
    steps,
    endedBy: `${I18N}.Outcome.ExchangeEnd.${r.endedBy}`,
    endReason: r.cannotFire
      ? `${I18N}.Outcome.Blocked.${r.cannotFire}`
      : r.reaction
        ? directiveKey(r.reaction)
        : null,
    groups: groupViews(plan.groups, weaponNames),
  };
}
