import type { DiceSource } from "../../../rules/core";
import {
  exchangeOfFire,
  rollShot,
  type ExchangeResult,
  type ExchangeSide,
  type ShotInput,
  type ShotResult,
} from "../../../rules/blaze-of-glory/shooting";
import type { CoverInput, TargetOutcome } from "../../../rules/blaze-of-glory/shooting";
import type { WeaponId } from "../../../rules/blaze-of-glory/ids";
import {
  rollReaction,
  type ReactionResult,
  type ReactionSituation,
} from "../../../rules/blaze-of-glory/reactions";
import {
  MOUNT_STATUSES,
  rollTheyShotMyHorse,
  type MountHitResult,
  type MountStatus,
  type Pace,
  type Quality,
} from "../../../rules/blaze-of-glory/mounts";
import { specs, type DieSpec } from "../../../shell/dice/bridge";
import { I18N } from "../../../config";
import type { WoundsSource } from "../data/source-types";
import {
  ammoAction,
  applyGroup,
  reactionFollowUp,
  setCondition,
  woundActions,
  type ActionGroup,
  type FollowUp,
  type TableAction,
} from "./actions";
import {
  figureWounds,
  reactionRequest,
  rulesFigure,
  situationFromFigure,
  weaponOf,
  type TableFigure,
  type TableMount,
} from "./figure";
import { reactionActions, firesBack } from "./reaction-flow";
import { rulesOptions, type TableSettingValues } from "./settings";

/**
 * Shooting at the table: a declaration (shooter, weapon, targets with their dice, distance and
 * cover) becomes a rules-core `ShotInput`; the result becomes wounds, conditions and ammunition to
 * apply, and BEEN SHOT AT tests for every target left standing unhurt.
 */

export interface TargetDeclaration {
  figure: TableFigure;
  dice: number;
  /** Inches, measured on the scene. */
  distance: number;
  cover: CoverInput;
  /** Other figures within 2" of the target. */
  bystanders?: number;
  /** His horse carries a second rider: it tests THEY SHOT MY HORSE! at Quality −1 (L2296–2298). */
  twoRiders?: boolean;
}

export interface ShotDeclaration {
  shooter: TableFigure;
  /** Embedded item id of the weapon fired. */
  weapon: string;
  /** Firing on his own activation (false for reaction fire). */
  active: boolean;
  targets: TargetDeclaration[];
  /** Reaction fire at −1 Rep (GOT A SHOT pass 1). */
  repMod?: number;
  /** Width the targets span, in inches (checked against the weapon's spread). */
  frontage?: number;
  /** How a mounted shooter's horse moved this activation; by default as his moving-fast flag says. */
  mountPace?: Pace;
}

export interface ShotPlan {
  input: ShotInput;
  result: ShotResult;
  groups: ActionGroup[];
  followUps: FollowUp[];
  /** THEY SHOT MY HORSE!, for each target whose mount took a hit. */
  mountHits?: MountHits[];
}

/** The rolls on THEY SHOT MY HORSE! for one target's mount, one per die that went to it. */
export interface MountHits {
  /** Index of the declared target (the rider). */
  target: number;
  mount: TableMount;
  rolls: MountHitResult[];
}

/** The horse or mule a mounted figure sits on (found by `findMount`), or null on foot or with none found. */
export function riddenMount(figure: TableFigure): TableMount | null {
  return figure.system.encounter.mounted ? (figure.mount ?? null) : null;
}

/**
 * How a mounted shooter's horse moved this activation when nobody said: a rider marked moving fast
 * passed MOUNTED MOVING FAST, so his horse moved fast (L2183–2197); otherwise it is taken as standing.
 */
export function defaultMountPace(figure: TableFigure): Pace {
  return figure.system.encounter.movingFast ? "fast" : "stationary";
}

/**
 * The shooter as the rules core reads him, with the weapon he fires and, when mounted, the horse he
 * fires from (a Nag costs Rep 1, a moving horse counts as moving fast, a fast one halves the range:
 * L2306–2308).
 */
function shooterInput(figure: TableFigure, weaponId: string, mountPace?: Pace) {
  const weapon = weaponOf(figure, weaponId);
  const mount = riddenMount(figure);
  return {
    figure: rulesFigure(figure),
    weapon: weapon.weapon,
    ammo: weapon.ammo,
    capAndBall: weapon.capAndBall ?? false,
    wounds: figureWounds(figure),
    movingFast: figure.system.encounter.movingFast,
    ...(mount ? { mount: { quality: mount.quality, pace: mountPace ?? defaultMountPace(figure) } } : {}),
  };
}

/**
 * A figure shot at, as far as its own state goes (the shot adds dice, distance and cover). A rider
 * riding Siouxside takes body hits in his horse (L8897–8911); off the horse the flag means nothing.
 */
function targetState({ system }: TableFigure) {
  const e = system.encounter;
  return {
    figure: { rep: system.rep, toughness: system.toughness, star: system.star },
    prone: e.prone,
    movingFast: e.movingFast,
    mounted: e.mounted,
    siouxside: e.siouxside && e.mounted,
  };
}

export function shotInput(d: ShotDeclaration): ShotInput {
  const input: ShotInput = {
    shooter: {
      ...shooterInput(d.shooter, d.weapon, d.mountPace),
      active: d.active,
      gotAShotPass1: (d.repMod ?? 0) < 0,
    },
    targets: d.targets.map((t) => ({
      ...targetState(t.figure),
      dice: t.dice,
      distance: t.distance,
      wounds: figureWounds(t.figure),
      cover: t.cover,
      bystanders: t.bystanders ?? 0,
    })),
  };
  if (d.frontage !== undefined) input.frontage = d.frontage;
  return input;
}

export function rollShotPlan(
  source: DiceSource,
  d: ShotDeclaration,
  settings: Partial<TableSettingValues> = {},
): ShotPlan {
  const input = shotInput(d);
  const result = rollShot(source, input, rulesOptions(settings).shooting);
  return shotPlanFor(d, input, result, settings, rollMountHits(source, d, result));
}

/**
 * A shot's hits that went to a mounted target's mount (an 8, L2312; a Siouxside rider's body hit,
 * L8907): each is a roll on THEY SHOT MY HORSE! (L2316), on the same dice, in declared order, until
 * the mount is dead. A target with no mount actor found has nothing to roll for.
 */
export function rollMountHits(source: DiceSource, d: ShotDeclaration, result: ShotResult): MountHits[] {
  return d.targets.flatMap((t, i) => {
    const hits = Array<WeaponId>(result.targets[i]?.mountHits ?? 0).fill(result.weapon);
    const h = rollHorse(source, i, t.figure, t.distance, hits, t.twoRiders ?? false);
    return h ? [h] : [];
  });
}

/** THEY SHOT MY HORSE! for each of `hits` (the weapon of each die that went to the mount), in order. */
function rollHorse(
  source: DiceSource,
  target: number,
  rider: TableFigure,
  distance: number,
  hits: readonly WeaponId[],
  twoRiders: boolean,
): MountHits | null {
  const mount = rider.mount;
  if (!mount || hits.length === 0) return null;
  const rolls: MountHitResult[] = [];
  let status = mount.status;
  for (const weapon of hits) {
    if (status === "dead") break;
    const r = rollTheyShotMyHorse(source, {
      quality: mount.quality as Quality,
      weapon,
      rangeInches: distance,
      ridden: rider.system.encounter.mounted,
      twoRiders,
    });
    rolls.push(r);
    status = worseStatus(status, r.status);
  }
  return { target, mount, rolls };
}

const worseStatus = (a: MountStatus, b: MountStatus): MountStatus =>
  MOUNT_STATUSES.indexOf(b) > MOUNT_STATUSES.indexOf(a) ? b : a;

/** The dice of the mount rolls, after the shot's own (`shotDice`), in the order they are read. */
export function mountHitDice(plan: Pick<ShotPlan, "mountHits">): DieSpec[] {
  return (plan.mountHits ?? []).flatMap((h) =>
    h.rolls.flatMap((r, k) => {
      const step = `mount${h.target}.${k}`;
      const out = [...specs([r.locationDie], "extra", `${step}.location`), ...specs(r.dice, "test", step)];
      if (r.stumbleDie !== null) out.push(...specs([r.stumbleDie], "extra", `${step}.stumble`));
      return out;
    }),
  );
}

/**
 * What the mount rolls change: the mount's status (the worst of its rolls) and, with its rider
 * thrown, the mount left loose and the rider no longer mounted; then the rider's next test, RIDER
 * THROWN or (spooked) STAY MOUNTED, unless the same shot took him out.
 */
function mountHitEffects(
  riders: readonly TableFigure[],
  outcomes: readonly TargetOutcome[],
  hits: readonly MountHits[],
  settings: Partial<TableSettingValues>,
): { groups: ActionGroup[]; followUps: FollowUp[] } {
  const groups: ActionGroup[] = [];
  const followUps: FollowUp[] = [];
  for (const h of hits) {
    const rider = riders[h.target]!;
    const status = h.rolls.reduce((s, r) => worseStatus(s, r.status), h.mount.status);
    const thrown = h.rolls.find((r) => r.effects.riderThrown === true);
    const spooked = h.rolls.find((r) => r.effects.nextTest?.test === "stayMounted");
    const actions: TableAction[] = [];
    if (status !== h.mount.status) actions.push({ type: "mount", actor: h.mount.uuid, status });
    if (thrown) {
      actions.push({ type: "mount", actor: h.mount.uuid, state: "loose" });
      actions.push(setCondition(rider.uuid, "mounted", false));
      // Off the horse there is no side of it to hang on.
      if (rider.system.encounter.siouxside) actions.push(setCondition(rider.uuid, "siouxside", false));
    }
    if (actions.length) {
      // The mount's changes wait for a click where the rider's would (a Star's player decides).
      const owner = { ...rider, name: h.mount.name, notOwned: rider.notOwned || h.mount.notOwned };
      groups.push(applyGroup(`mount${h.target}`, owner, actions, settings));
    }
    const outcome = outcomes[h.target];
    if (outcome === "outOfTheFight" || outcome === "obviouslyDead" || outcome === "cheatedDeath") continue;
    const cause = thrown ?? spooked;
    if (!cause) continue;
    followUps.push({
      type: "ride",
      actor: rider.uuid,
      name: rider.name,
      test: thrown ? "riderThrown" : "stayMounted",
      subject: h.mount.uuid,
      reason: `${I18N}.Outcome.AnimalHit.${cause.outcome}`,
    });
  }
  return { groups, followUps };
}

export function shotPlanFor(
  d: ShotDeclaration,
  input: ShotInput,
  result: ShotResult,
  settings: Partial<TableSettingValues> = {},
  mountHits: MountHits[] = [],
): ShotPlan {
  const groups: ActionGroup[] = [];
  const followUps: FollowUp[] = [];
  if (result.fired) {
    const shooterActions: TableAction[] = [];
    if (result.ammoAfter !== result.ammoBefore)
      shooterActions.push(ammoAction(d.shooter.uuid, weaponOf(d.shooter, d.weapon), result.ammoAfter));
    // A Hidden figure that fires is seen for good (L1235).
    if (d.shooter.system.encounter.hidden) shooterActions.push(setCondition(d.shooter.uuid, "hidden", false));
    if (shooterActions.length) groups.push(applyGroup("shooter", d.shooter, shooterActions));
  }
  result.targets.forEach((t, i) => {
    const { figure } = d.targets[i]!;
    const actions = hitActions(figure.uuid, figure.system.wounds, t.wounds, t.outcome);
    if (actions.length)
      groups.push(applyGroup(`target${i}`, figure, actions, settings, `${I18N}.Chat.ApplyHits`));
    if (result.fired && t.beenShotAt)
      followUps.push(
        reactionFollowUp(
          figure,
          "beenShotAt",
          beenShotAtSituation(d.targets[i]!),
          `${I18N}.Outcome.Target.${t.outcome}`,
          d.shooter,
        ),
      );
  });
  const horses = mountHitEffects(
    d.targets.map((t) => t.figure),
    result.targets.map((t) => t.outcome),
    mountHits,
    settings,
  );
  groups.push(...horses.groups);
  followUps.push(...horses.followUps);
  return { input, result, groups, followUps, mountHits };
}

/** What the target's own state and the declared cover say for its BEEN SHOT AT test. */
export function beenShotAtSituation(
  t: TargetDeclaration,
  from: ReactionSituation["from"] = "front",
): ReactionSituation {
  const inCover = t.cover.kind !== "none";
  return situationFromFigure(t.figure, { inCover: inCover || t.figure.system.encounter.duckBack, from });
}

/** Wounds taken, and Out of the Fight / Obviously Dead on the token. */
export function hitActions(
  actor: string,
  before: WoundsSource,
  after: WoundsSource,
  outcome: ShotResult["targets"][number]["outcome"],
): TableAction[] {
  const out = woundActions(actor, before, after);
  if (outcome === "outOfTheFight" || outcome === "obviouslyDead") out.push(setCondition(actor, outcome));
  // A Star who cheats death leaves the encounter (L3031).
  else if (outcome === "cheatedDeath") out.push(setCondition(actor, "removedFromPlay"));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Exchange of fire

/** One side of an exchange: each shot throws the weapon's Targets rating in dice. */
export interface ExchangeFigure {
  figure: TableFigure;
  weapon: string;
  cover: CoverInput;
  /** How his horse moved this activation, when mounted (see `ShotDeclaration.mountPace`). */
  mountPace?: Pace;
  /** His horse carries a second rider (see `TargetDeclaration.twoRiders`). */
  twoRiders?: boolean;
}

export interface ExchangeDeclaration {
  first: ExchangeFigure;
  second: ExchangeFigure;
  distance: number;
  maxShots?: number;
}

export interface ExchangePlan {
  result: ExchangeResult;
  /** THEY SHOT MY HORSE! for a mounted side whose mount took a shot (target 0: first, 1: second). */
  mountHits?: MountHits[];
  /** The riders' next tests after their horses were hit. */
  followUps?: FollowUp[];
  /** The BEEN SHOT AT tests taken between shots, in order, with who took each. */
  reactions: { role: "first" | "second"; result: ReactionResult }[];
  groups: ActionGroup[];
}

function exchangeSide(s: ExchangeFigure): ExchangeSide {
  return {
    shooter: shooterInput(s.figure, s.weapon, s.mountPace),
    asTarget: { ...targetState(s.figure), cover: s.cover },
  };
}

/**
 * Two figures trade shots (L1456): each shot that leaves its target unhurt sends it to BEEN SHOT AT
 * on its own sheet; when the answer is to fire, it shoots back. All dice come from `source`.
 */
export function rollExchangePlan(
  source: DiceSource,
  d: ExchangeDeclaration,
  settings: Partial<TableSettingValues> = {},
): ExchangePlan {
  const options = rulesOptions(settings);
  const reactions: ExchangePlan["reactions"] = [];
  const decl = { first: d.first, second: d.second };
  const result = exchangeOfFire(
    source,
    {
      first: exchangeSide(d.first),
      second: exchangeSide(d.second),
      distance: d.distance,
      maxShots: d.maxShots ?? 20,
      beenShotAt: (role) => {
        const s = decl[role];
        const situation = situationFromFigure(s.figure, { inCover: s.cover.kind !== "none" });
        const r = rollReaction(source, reactionRequest(s.figure, "beenShotAt", situation, options));
        reactions.push({ role, result: r });
        if (!firesBack(r)) return r.directive;
        // A fire-at-−1-Rep answer carries its penalty into the return shot.
        const minusOne = r.effects.some((e) => "fire" in e && e.fire === "tester" && e.repMod < 0);
        return minusOne ? "fireAtMinusOneRep" : "fire";
      },
    },
    options.shooting,
  );
  const groups: ActionGroup[] = [];
  (["first", "second"] as const).forEach((role) => {
    const s = decl[role];
    const state = result[role];
    const actions: TableAction[] = hitActions(
      s.figure.uuid,
      s.figure.system.wounds,
      state.wounds,
      state.outcome,
    );
    const weapon = weaponOf(s.figure, s.weapon);
    if (state.ammo !== weapon.ammo) actions.push(ammoAction(s.figure.uuid, weapon, state.ammo));
    const last = [...reactions].reverse().find((r) => r.role === role);
    if (last && result.endedBy === "reaction" && last === reactions[reactions.length - 1])
      actions.push(...reactionActions(s.figure.uuid, last.result, s.figure.system.encounter));
    if (actions.length) groups.push(applyGroup(role, s.figure, actions, settings));
  });
  // The horses last, on the dice after the exchange's own: each shot's dice that went to a mount.
  const roles = ["first", "second"] as const;
  const mountHits = roles.flatMap((role, target) => {
    const hits = result.shots.flatMap((shot, k) =>
      result.firers[k] === role ? [] : Array<WeaponId>(shot.targets[0]?.mountHits ?? 0).fill(shot.weapon),
    );
    const h = rollHorse(source, target, decl[role].figure, d.distance, hits, decl[role].twoRiders ?? false);
    return h ? [h] : [];
  });
  const horses = mountHitEffects(
    roles.map((role) => decl[role].figure),
    roles.map((role) => result[role].outcome),
    mountHits,
    settings,
  );
  groups.push(...horses.groups);
  return { result, reactions, groups, mountHits, followUps: horses.followUps };
}
