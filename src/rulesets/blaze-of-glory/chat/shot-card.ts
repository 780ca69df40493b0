import { I18N } from "../../../config";
import { OUTCOME_RANK, type DamageResolution, type ShotResult } from "../../../rules/blaze-of-glory/shooting";
import type { ExchangePlan, ShotPlan } from "../table/shooting-flow";
import type { ShotInput } from "../../../rules/blaze-of-glory/shooting";
import type { ReactionResult } from "../../../rules/blaze-of-glory/reactions";
import { directiveKey } from "./reaction-card";
import {
  fateHeadline,
  followUpView,
  groupViews,
  headline,
  odds as oddsOf,
  passDice,
  signed,
  type DieView,
  type FollowUpView,
  type GroupView,
  type HeadlineView,
  type OddsView,
} from "./format";
import { shotToHitOdds } from "../../../rules/blaze-of-glory/shooting/shot-odds";
import { rulesOptions, type TableSettingValues } from "../table/settings";

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
  /** The reason only when the total alone does not say it (a condition, a called hit, long range). */
  why: string | null;
  /** "Hit", "Miss", "Bystander hit"... (`Chat.Verdict.*`). */
  verdict: string;
  hit: boolean;
}

/** Reasons the total read against the table already explains: the card shows no words for them. */
const PLAIN_REASONS = new Set(["totalSevenOrLess", "totalEight", "totalNine", "totalTen"]);

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
  /** The target's fate in one sentence: "Jake Colby is hit: Chest, Obviously Dead". */
  head: HeadlineView;
  name: string;
  distance: number;
  band: string;
  cover: string;
  dice: ShotDieView[];
  damage: DamageView[];
  outcome: string;
  outcomeCode: string;
  starEffects: string[];
  /** The dice's totals on the table, "7, 6" ("–" for a die read beyond effective range). */
  totals: string;
}

export interface ShotView {
  shooter: string;
  weapon: string;
  rep: number;
  dieBonus: number;
  /** The die bonus as added on each row ("+1"), or "" without one. */
  bonus: string;
  /** One line per target, worst news first. */
  headline: HeadlineView[];
  blockedBy: string | null;
  targets: TargetView[];
  ammoBefore: string;
  ammoAfter: string;
  ammoChanged: boolean;
  ammoTrigger: string | null;
}

/** One target's to-hit odds: what may happen to the dice aimed at him, each with its exact chance. */
export interface ToHitOddsView {
  name: string;
  rows: (OddsView & { label: string })[];
}

export interface ShotCardContext extends ShotView {
  /** The exact to-hit odds of each target before the roll (folded on the card); none when unknown. */
  odds: ToHitOddsView[];
  groups: GroupView[];
  followUps: FollowUpView[];
}

/** Where the target's worst hit landed (the hit whose outcome is the target's), as a location key. */
function worstLocation(damage: readonly DamageResolution[], outcome: string): string | null {
  const d = [...damage].reverse().find((x) => x.outcome === outcome) ?? null;
  return d ? `${I18N}.Table.Location.${d.location}` : null;
}

/** The targets' fates, the worst first (a kill above a miss). */
function targetHeadlines(result: ShotResult, names: readonly string[], shooter: string): HeadlineView[] {
  if (result.blockedBy)
    return [
      headline("cannotFire", {
        name: shooter,
        what: `${I18N}.Outcome.Blocked.${result.blockedBy}`,
        tone: "bad",
      }),
    ];
  return result.targets
    .map((t, i) => ({ t, rank: OUTCOME_RANK[t.outcome], name: names[i] ?? "" }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ t, name }) => fateHeadline(name, t.outcome, worstLocation(t.damage, t.outcome)));
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
    bonus: result.dieBonus ? signed(result.dieBonus) : "",
    headline: targetHeadlines(
      result,
      targets.map((t) => t.name),
      shooter,
    ),
    blockedBy: result.blockedBy ? `${I18N}.Outcome.Blocked.${result.blockedBy}` : null,
    targets: result.targets.map((t, i) => {
      const meta = targets[i]!;
      const dice = result.shots.filter((s) => s.target === i);
      return {
        head: fateHeadline(meta.name, t.outcome, worstLocation(t.damage, t.outcome)),
        name: meta.name,
        distance: meta.distance,
        band: `${I18N}.Outcome.Band.${dice[0]?.band ?? "effective"}`,
        cover: `${I18N}.Table.Cover.${meta.cover}`,
        dice: dice.map((s) => ({
          face: s.face,
          total: s.total,
          confirm: s.confirm,
          reason: `${I18N}.Outcome.Shot.${s.reason}`,
          why: PLAIN_REASONS.has(s.reason) ? null : `${I18N}.Outcome.Shot.${s.reason}`,
          verdict: `${I18N}.Chat.Verdict.${s.result}`,
          hit: s.result === "hit" || s.result === "calledHit",
        })),
        damage: t.damage.map((d) => damageView(d, meta.toughness)),
        outcome: `${I18N}.Outcome.Target.${t.outcome}`,
        outcomeCode: t.outcome,
        starEffects: t.starEffects.map((e) => `${I18N}.Outcome.StarEffect.${e}`),
        totals: dice.map((s) => (s.total === null ? "–" : String(s.total))).join(", "),
      };
    }),
    ammoBefore: `${I18N}.Table.Ammo.${result.ammoBefore}`,
    ammoAfter: `${I18N}.Table.Ammo.${result.ammoAfter}`,
    ammoChanged: result.ammoBefore !== result.ammoAfter,
    ammoTrigger: result.ammoTrigger ? `${I18N}.Outcome.AmmoTrigger.${result.ammoTrigger}` : null,
  };
}

/**
 * Each target's chance of being hit at all, of an 11+ and of a bystander taking the die, for a shot
 * as it was put to the table (the shot card's one shot, each shot of an exchange).
 */
function toHitOddsView(
  input: ShotInput,
  names: readonly string[],
  settings: Partial<TableSettingValues>,
): ToHitOddsView[] {
  const o = shotToHitOdds(input, rulesOptions(settings).shooting);
  if (o.blockedBy) return [];
  return o.targets.map((t, i) => ({
    name: names[i] ?? "",
    rows: [
      { ...oddsOf(t.anyHit), label: `${I18N}.Chat.OddsRow.anyHit` },
      { ...oddsOf(t.calledHit), label: `${I18N}.Chat.OddsRow.calledHit` },
      { ...oddsOf(t.diverted), label: `${I18N}.Chat.OddsRow.diverted` },
    ].filter((r) => r.fraction !== "0"),
  }));
}

/** `settings`: the table's settings the shot was rolled under; without them the card shows no odds. */
export function shotCard(
  plan: ShotPlan,
  shooter: string,
  weaponName: string,
  targets: readonly { name: string }[],
  weaponNames: Record<string, string> = {},
  settings?: Partial<TableSettingValues>,
): ShotCardContext {
  const meta = plan.input.targets.map((t, i) => ({
    name: targets[i]?.name ?? "",
    distance: t.distance,
    toughness: t.figure.toughness,
    cover: t.cover?.kind ?? "none",
  }));
  const view = shotView(shooter, weaponName, plan.result, meta);
  return {
    ...view,
    // Each die that went to a rider's horse: where THEY SHOT MY HORSE! put it, and what it left.
    headline: [
      ...view.headline,
      ...(plan.mountHits ?? []).flatMap((h) =>
        h.rolls.map((r) =>
          headline("isHit", {
            name: h.mount.name,
            where: `${I18N}.Ride.AnimalLocation.${r.location}`,
            what: `${I18N}.MountStatus.${r.status}`,
            tone: r.status === "grazed" ? "" : "bad",
          }),
        ),
      ),
    ],
    odds: settings
      ? toHitOddsView(
          plan.input,
          meta.map((m) => m.name),
          settings,
        )
      : [],
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
  /** How it ended, naming the figure: who is hit, who stops, who cannot fire. */
  headline: HeadlineView[];
  first: string;
  second: string;
  distance: number;
  steps: ExchangeStepView[];
  endedBy: string;
  endReason: string | null;
  groups: GroupView[];
  /** The riders' next tests after their horses were hit. */
  followUps: FollowUpView[];
  /**
   * Each shot's to-hit odds as it stood when fired (folded on the card); none without settings.
   * The exchange as a whole hangs on each BEEN SHOT AT answer, so no total odds are given.
   */
  odds: ExchangeOddsView[];
}

/** The to-hit odds shared by one or more shots of the exchange (the same shooter, target and odds). */
export interface ExchangeOddsView extends ToHitOddsView {
  shooter: string;
  /** The shots' numbers on the card ("1, 3, 5") and how many they are (for the plural caption). */
  shots: string;
  count: number;
}

export interface ExchangeMeta {
  name: string;
  weaponName: string;
  toughness: number;
  cover: string;
}

function endReasonOf(r: ExchangePlan["result"]): string | null {
  if (r.cannotFire) return `${I18N}.Outcome.Blocked.${r.cannotFire}`;
  return r.reaction ? directiveKey(r.reaction) : null;
}

export function exchangeCard(
  plan: ExchangePlan,
  first: ExchangeMeta,
  second: ExchangeMeta,
  distance: number,
  weaponNames: Record<string, string> = {},
  settings?: Partial<TableSettingValues>,
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
  const last = r.shots.length - 1;
  const lastBy = last >= 0 ? r.firers[last]! : null;
  // The figure the last shot was at: the one hit, or the one whose answer was not to fire.
  const lastTarget = lastBy ? meta[lastBy === "first" ? "second" : "first"] : null;
  const named = (key: string, who: ExchangeMeta | null, what: string | null, tone: "bad" | "good" | "") =>
    headline(key, { name: who?.name ?? "", what: what ?? "", n: r.shots.length, tone });
  const head: HeadlineView[] = [];
  if (r.endedBy === "targetHit" && lastTarget) head.push(steps[last]!.shot.targets[0]!.head);
  else if (r.endedBy === "cannotFire")
    // Nobody fired yet: the first shooter could not; otherwise the last target could not answer.
    head.push(named("cannotFire", lastTarget ?? first, endReasonOf(r), "bad"));
  else if (r.endedBy === "reaction") head.push(named("stopsFiring", lastTarget, endReasonOf(r), ""));
  else head.push({ ...named("nobodyHit", null, null, "good"), counted: true });
  return {
    headline: head,
    first: first.name,
    second: second.name,
    distance,
    steps,
    endedBy: `${I18N}.Outcome.ExchangeEnd.${r.endedBy}`,
    endReason: endReasonOf(r),
    groups: groupViews(plan.groups, weaponNames),
    followUps: (plan.followUps ?? []).map(followUpView),
    odds: settings ? exchangeOdds(plan, meta, settings) : [],
  };
}

/**
 * Each fired shot's to-hit odds, read from the shot as the exchange put it to the table. Shots
 * whose odds came out the same (a figure firing again from where he stood) share one table.
 */
function exchangeOdds(
  plan: ExchangePlan,
  meta: Record<"first" | "second", ExchangeMeta>,
  settings: Partial<TableSettingValues>,
): ExchangeOddsView[] {
  const alike = new Map<string, { view: ToHitOddsView; shooter: string; numbers: number[] }>();
  plan.result.inputs.forEach((input, i) => {
    const by = plan.result.firers[i]!;
    const at = meta[by === "first" ? "second" : "first"];
    for (const view of toHitOddsView(input, [at.name], settings)) {
      const key = JSON.stringify([by, view]);
      const seen = alike.get(key);
      if (seen) seen.numbers.push(i + 1);
      else alike.set(key, { view, shooter: meta[by].name, numbers: [i + 1] });
    }
  });
  return [...alike.values()].map(({ view, shooter, numbers }) => ({
    ...view,
    shooter,
    shots: numbers.join(", "),
    count: numbers.length,
  }));
}
