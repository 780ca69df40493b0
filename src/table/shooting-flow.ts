import type { DiceSource } from "../rules/core";
import {
  exchangeOfFire,
  rollShot,
  type ExchangeResult,
  type ExchangeSide,
  type ShotInput,
  type ShotResult,
  type ShotTargetInput,
} from "../rules/blaze-of-glory/shooting";
import type { CoverInput } from "../rules/blaze-of-glory/shooting";
import { rollReaction, type ReactionResult, type ReactionSituation } from "../rules/blaze-of-glory/reactions";
import { I18N } from "../config";
import type { WoundsSource } from "../data/source-types";
import { woundActions, type ActionGroup, type FollowUp, type TableAction } from "./actions";
import { figureWounds, reactionRequest, rulesFigure, situationFromFigure, type TableFigure } from "./figure";
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

export function shotInput(d: ShotDeclaration): ShotInput {
  const weapon = d.shooter.weapons.find((w) => w.id === d.weapon);
  if (!weapon) throw new Error(`${d.shooter.name} has no weapon ${d.weapon}`);
  const e = d.shooter.system.encounter;
  const input: ShotInput = {
    shooter: {
      figure: rulesFigure(d.shooter),
      weapon: weapon.weapon,
      ammo: weapon.ammo,
      capAndBall: weapon.capAndBall ?? false,
      active: d.active,
      wounds: figureWounds(d.shooter),
      movingFast: e.movingFast,
      gotAShotPass1: (d.repMod ?? 0) < 0,
    },
    targets: d.targets.map((t) => targetInput(t)),
  };
  if (d.frontage !== undefined) input.frontage = d.frontage;
  return input;
}

function targetInput(t: TargetDeclaration): ShotTargetInput {
  const e = t.figure.system.encounter;
  return {
    dice: t.dice,
    distance: t.distance,
    figure: { rep: t.figure.system.rep, toughness: t.figure.system.toughness, star: t.figure.system.star },
    wounds: figureWounds(t.figure),
    cover: t.cover,
    prone: e.prone,
    movingFast: e.movingFast,
    mounted: e.mounted,
    bystanders: t.bystanders ?? 0,
  };
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
      shooterActions.push({
        type: "ammo",
        actor: d.shooter.uuid,
        item: d.weapon,
        ammo: result.ammoAfter,
        weaponName: d.shooter.weapons.find((w) => w.id === d.weapon)?.name ?? "",
      });
    // A Hidden figure that fires is seen for good (L1235).
    if (d.shooter.system.encounter.hidden)
      shooterActions.push({ type: "encounter", actor: d.shooter.uuid, flag: "hidden", value: false });
    if (shooterActions.length)
      groups.push({
        id: "shooter",
        label: `${I18N}.Chat.Apply`,
        name: d.shooter.name,
        actions: shooterActions,
        auto: true,
      });
  }
  result.targets.forEach((t, i) => {
    const decl = d.targets[i]!;
    const actions = hitActions(decl.figure.uuid, decl.figure.system.wounds, t.wounds, t.outcome);
    if (actions.length) {
      groups.push({
        id: `target${i}`,
        label: `${I18N}.Chat.ApplyHits`,
        name: decl.figure.name,
        actions,
        auto: !decl.figure.system.star && settings.handsApplyAutomatically !== false,
      });
    }
    if (result.fired && t.beenShotAt) {
      followUps.push({
        type: "reaction",
        actor: decl.figure.uuid,
        name: decl.figure.name,
        test: "beenShotAt",
        situation: beenShotAtSituation(decl),
        reason: `${I18N}.Outcome.Target.${t.outcome}`,
      });
    }
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
  if (outcome === "outOfTheFight") out.push({ type: "encounter", actor, flag: "outOfTheFight", value: true });
  if (outcome === "obviouslyDead") out.push({ type: "encounter", actor, flag: "obviouslyDead", value: true });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Exchange of fire

export interface ExchangeDeclaration {
  first: { figure: TableFigure; weapon: string; cover: CoverInput };
  second: { figure: TableFigure; weapon: string; cover: CoverInput };
  distance: number;
  maxShots?: number;
}

export interface ExchangePlan {
  result: ExchangeResult;
  /** The BEEN SHOT AT tests taken between shots, in order, with who took each. */
  reactions: { role: "first" | "second"; result: ReactionResult }[];
  groups: ActionGroup[];
}

function exchangeSide(s: ExchangeDeclaration["first"]): ExchangeSide {
  const weapon = s.figure.weapons.find((w) => w.id === s.weapon);
  if (!weapon) throw new Error(`${s.figure.name} has no weapon ${s.weapon}`);
  const e = s.figure.system.encounter;
  return {
    shooter: {
      figure: rulesFigure(s.figure),
      weapon: weapon.weapon,
      ammo: weapon.ammo,
      capAndBall: weapon.capAndBall ?? false,
      wounds: figureWounds(s.figure),
      movingFast: e.movingFast,
    },
    asTarget: {
      figure: { rep: s.figure.system.rep, toughness: s.figure.system.toughness, star: s.figure.system.star },
      cover: s.cover,
      prone: e.prone,
      movingFast: e.movingFast,
      mounted: e.mounted,
    },
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
    const weapon = s.figure.weapons.find((w) => w.id === s.weapon)!;
    if (state.ammo !== weapon.ammo)
      actions.push({
        type: "ammo",
        actor: s.figure.uuid,
        item: s.weapon,
        ammo: state.ammo,
        weaponName: weapon.name,
      });
    const last = [...reactions].reverse().find((r) => r.role === role);
    if (last && result.endedBy === "reaction" && last === reactions[reactions.length - 1])
      actions.push(...reactionActions(s.figure.uuid, last.result, s.figure.system.encounter));
    if (actions.length) {
      groups.push({
        id: role,
        label: `${I18N}.Chat.Apply`,
        name: s.figure.name,
        actions,
        auto: !s.figure.system.star && settings.handsApplyAutomatically !== false,
      });
    }
  });
  return { result, reactions, groups };
}
