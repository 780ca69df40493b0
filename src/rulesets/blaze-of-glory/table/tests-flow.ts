import type { DiceSource } from "../../../rules/core";
import {
  opposedTaskTarget,
  rollTask,
  unopposedTaskTarget,
  type SituationalAdvantage,
  type TaskDifficulty,
  type TaskResult,
} from "../../../rules/blaze-of-glory/challenges";
import {
  rollAfterBattleRecovery,
  type AfterBattleResult,
  type OofCause,
} from "../../../rules/blaze-of-glory/aftermath";
import {
  rollStartFire,
  type StartFireResult,
  type StructureKind,
} from "../../../rules/blaze-of-glory/buildings";
import { rollMoveFast, type MoveFastResult } from "../../../rules/blaze-of-glory/movement";
import { rollReload, type ReloadResult } from "../../../rules/blaze-of-glory/weapons";
import type { HitLocation } from "../../../rules/blaze-of-glory/ids";
import { ammoAction, applyGroup, setCondition, type ActionGroup, type TableAction } from "./actions";
import { isDisabled, weaponOf, type TableFigure } from "./figure";
import { rulesOptions, type TableSettingValues } from "./settings";

/**
 * The smaller tests of the table: challenges (unopposed and opposed), after-battle recovery,
 * starting a fire, moving fast on foot and reloading. Each asks the rules core and turns the answer
 * into changes to apply.
 */

// ---------------------------------------------------------------------------------------------
// Challenges

export type ChallengeDeclaration =
  | {
      kind: "unopposed";
      figure: TableFigure;
      difficulty: TaskDifficulty;
      tradesman?: boolean;
      retry?: boolean;
    }
  | {
      kind: "opposed";
      figure: TableFigure;
      opposingRep: number;
      advantage?: SituationalAdvantage;
      tradesman?: boolean;
      retry?: boolean;
    };

export interface ChallengePlan {
  target: number;
  result: TaskResult;
}

export function challengeTarget(d: ChallengeDeclaration): number {
  const tradesmanBonus = d.tradesman ? 1 : 0;
  return d.kind === "unopposed"
    ? unopposedTaskTarget({ rep: d.figure.system.rep, difficulty: d.difficulty, tradesmanBonus })
    : opposedTaskTarget({
        rep: d.figure.system.rep,
        opposingRep: d.opposingRep,
        advantage: d.advantage ?? 0,
        tradesmanBonus,
      });
}

export function rollChallengePlan(source: DiceSource, d: ChallengeDeclaration): ChallengePlan {
  const target = challengeTarget(d);
  return { target, result: rollTask(source, { target, retry: d.retry ?? false }) };
}

// ---------------------------------------------------------------------------------------------
// After-battle recovery

const LOCATION_ORDER: readonly HitLocation[] = ["head", "chest", "gut", "gunArm", "offArm", "leg"];

/** Where the figure's worst wound is: the one the after-battle check reads. */
export function woundCause(f: TableFigure, unarmedMelee = false): OofCause {
  const w = f.system.wounds;
  const location = w.gutShot ? "gut" : (LOCATION_ORDER.find((l) => w[l] > 0) ?? null);
  return { location, unarmedMelee };
}

/** A figure that ended the encounter Out of the Fight (and not dead) takes the check. */
export function needsRecovery(encounter: { outOfTheFight: boolean; obviouslyDead: boolean }): boolean {
  return encounter.outOfTheFight && !encounter.obviouslyDead;
}

/** Figures that ended the encounter Out of the Fight (and not dead): they take the check. */
export function recoveryCandidates(figures: readonly TableFigure[]): TableFigure[] {
  return figures.filter((f) => needsRecovery(f.system.encounter));
}

export interface RecoveryPlan {
  figure: TableFigure;
  cause: OofCause;
  result: AfterBattleResult;
  groups: ActionGroup[];
}

export function rollRecoveryPlan(
  source: DiceSource,
  figure: TableFigure,
  cause: OofCause,
  settings: Partial<TableSettingValues> = {},
): RecoveryPlan {
  const result = rollAfterBattleRecovery(
    source,
    {
      rep: figure.system.rep,
      toughness: figure.system.toughness,
      star: figure.system.star,
      attributes: figure.attributes,
    },
    cause,
    rulesOptions(settings).recovery,
  );
  const actor = figure.uuid;
  const actions: TableAction[] = [];
  if (result.outcome === "diesOfWounds") actions.push(setCondition(actor, "obviouslyDead"));
  else {
    for (const stat of ["toughness", "rep"] as const)
      if (result[stat] !== figure.system[stat])
        actions.push({ type: "stat", actor, stat, delta: result[stat] - figure.system[stat] });
    actions.push(setCondition(actor, "outOfTheFight", false));
  }
  // The bare-handed fight is paid for: the next time he goes down, it is asked afresh.
  if (cause.unarmedMelee) actions.push({ type: "memo", actor, key: "oofUnarmed", value: false });
  const groups = [applyGroup("recovery", figure, actions, settings)];
  return { figure, cause, result, groups };
}

/** Every figure that ended the fight Out of the Fight, one after the other (run when combat ends). */
export function rollAllRecoveries(
  source: DiceSource,
  figures: readonly TableFigure[],
  settings: Partial<TableSettingValues> = {},
): RecoveryPlan[] {
  return recoveryCandidates(figures).map((f) => rollRecoveryPlan(source, f, woundCause(f), settings));
}

// ---------------------------------------------------------------------------------------------
// Fire, moving fast, reloading

export function rollFirePlan(
  source: DiceSource,
  input: { structure: StructureKind; wet?: boolean; flamingArrow?: boolean },
): StartFireResult {
  return rollStartFire(source, input);
}

export interface MoveFastPlan {
  result: MoveFastResult;
  groups: ActionGroup[];
}

export function rollMoveFastPlan(
  source: DiceSource,
  figures: readonly TableFigure[],
  settings: Partial<TableSettingValues> = {},
): MoveFastPlan {
  const movers = figures.filter((f) => !isDisabled(f));
  const result = rollMoveFast(
    source,
    movers.map((f) => ({
      id: f.uuid,
      rep: f.system.rep,
      attributes: f.attributes,
      drunk: f.drunk ?? null,
      legWounds: Math.min(2, f.system.wounds.leg),
    })),
    rulesOptions(settings).moveFast,
  );
  const groups: ActionGroup[] = [];
  result.figures.forEach((r, i) => {
    const f = movers[i]!;
    const actions: TableAction[] = [];
    if (r.movingFast !== f.system.encounter.movingFast)
      actions.push(setCondition(f.uuid, "movingFast", r.movingFast));
    if (r.prone) actions.push(setCondition(f.uuid, "prone"));
    if (actions.length) groups.push(applyGroup(`mover${i}`, f, actions, settings));
  });
  return { result, groups };
}

/** Hanging on his horse's side (Siouxside) a warrior may move and fire but not reload (L8910). */
export function mayReload(figure: TableFigure): boolean {
  return !figure.system.encounter.siouxside;
}

export interface ReloadPlan {
  result: ReloadResult;
  groups: ActionGroup[];
}

export function rollReloadPlan(
  source: DiceSource,
  figure: TableFigure,
  weaponId: string,
  settings: Partial<TableSettingValues> = {},
): ReloadPlan {
  const w = weaponOf(figure, weaponId);
  const result = rollReload(
    source,
    { weapon: w.weapon, status: w.ammo, capAndBall: w.capAndBall ?? false },
    rulesOptions(settings).shooting,
  );
  const groups =
    result.status !== w.ammo
      ? [applyGroup("reload", figure, [ammoAction(figure.uuid, w, result.status)])]
      : [];
  return { result, groups };
}
