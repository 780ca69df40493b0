import type { DiceSource } from "../../../rules/core";
import {
  exchangeOfFire,
  rollShot,
  type ExchangeResult,
  type ExchangeSide,
  type ShotInput,
  type ShotResult,
} from "../../../rules/blaze-of-glory/shooting";
import type { CoverInput } from "../../../rules/blaze-of-glory/shooting";
import {
  rollReaction,
  type ReactionResult,
  type ReactionSituation,
} from "../../../rules/blaze-of-glory/reactions";
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
}

export interface ShotPlan {
  input: ShotInput;
  result: ShotResult;
  groups: ActionGroup[];
  followUps: FollowUp[];
}

/** The shooter as the rules core reads him, with the weapon he fires. */
function shooterInput(figure: TableFigure, weaponId: string) {
  const weapon = weaponOf(figure, weaponId);
  return {
    figure: rulesFigure(figure),
    weapon: weapon.weapon,
    ammo: weapon.ammo,
    capAndBall: weapon.capAndBall ?? false,
    wounds: figureWounds(figure),
    movingFast: figure.system.encounter.movingFast,
  };
}

/** A figure shot at, as far as its own state goes (the shot adds dice, distance and cover). */
function targetState({ system }: TableFigure) {
  const e = system.encounter;
  return {
    figure: { rep: system.rep, toughness: system.toughness, star: system.star },
    prone: e.prone,
    movingFast: e.movingFast,
    mounted: e.mounted,
  };
}

export function shotInput(d: ShotDeclaration): ShotInput {
  const input: ShotInput = {
    shooter: {
      ...shooterInput(d.shooter, d.weapon),
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
  return shotPlanFor(d, input, result, settings);
}

export function shotPlanFor(
  d: ShotDeclaration,
  input: ShotInput,
  result: ShotResult,
  settings: Partial<TableSettingValues> = {},
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
  return { input, result, groups, followUps };
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
  return out;
}

// ---------------------------------------------------------------------------------------------
// Exchange of fire

/** One side of an exchange: each shot throws the weapon's Targets rating in dice. */
export interface ExchangeFigure {
  figure: TableFigure;
  weapon: string;
  cover: CoverInput;
}

export interface ExchangeDeclaration {
  first: ExchangeFigure;
  second: ExchangeFigure;
  distance: number;
  maxShots?: number;
}

export interface ExchangePlan {
  result: ExchangeResult;
  /** The BEEN SHOT AT tests taken between shots, in order, with who took each. */
  reactions: { role: "first" | "second"; result: ReactionResult }[];
  groups: ActionGroup[];
}

function exchangeSide(s: ExchangeFigure): ExchangeSide {
  return {
    shooter: shooterInput(s.figure, s.weapon),
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
        return firesBack(r) ? "fire" : r.directive;
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
  return { result, reactions, groups };
}
