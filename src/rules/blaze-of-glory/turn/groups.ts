import { RulesError, assertInteger } from "../../core";
import { REP_RANGE } from "../figure";
import { type ActivationResult, BLOCKED_SIDE_ACTIONS, type BlockedSideAction } from "./activation";
import { assertId, assertList, assertObject, assertUniqueIds, optionalFlag } from "./validate";

/**
 * Who may activate on a side's die, and in what order (L1061–1085, L1124–1132). A group activates
 * on its leader's Rep; a figure whose group cannot go may still go alone when its own Rep reaches
 * the die. Units go highest Rep first.
 */

export interface ActivationFigure {
  id: string;
  rep: number;
  /** Out of the Fight, dead, captured, fled: cannot act or lead. */
  disabled?: boolean;
  /** The outfit leader: leads his group and is the only one who may rally runaways (L1068). */
  outfitLeader?: boolean;
}

export interface ActivationGroup {
  id: string;
  figures: readonly ActivationFigure[];
  /**
   * The designated group leader. Any figure may lead an ad hoc group (L1074); when none is named the
   * outfit leader leads a group he is in, otherwise the highest-Rep member (first listed on ties).
   */
  leaderId?: string;
}

export type ActivationUnitKind = "group" | "individual";

export interface ActivationUnit {
  /** "group": the whole group goes on its leader's Rep; "individual": one figure on its own Rep. */
  kind: ActivationUnitKind;
  groupId: string;
  /** The figure whose Rep the unit activates on. */
  leaderId: string;
  rep: number;
  figureIds: string[];
  /** The designated leader was disabled and the highest-Rep member took over, for activation only. */
  leaderReplaced: boolean;
}

export interface SidePlan {
  threshold: number;
  /** Units in the order they activate: highest Rep first; equal Reps keep the input order. */
  units: ActivationUnit[];
  /** Able figures that may not activate on this die. */
  idle: string[];
  /** Able outfit leaders on this side (the only figures that may rally runaways). */
  rallyingLeaders: string[];
}

function checkGroup(g: unknown, field: string): ActivationGroup {
  const raw = assertObject(field, g);
  const figures = assertList(`${field}.figures`, raw.figures).map((f, fi) => {
    const ff = `${field}.figures[${fi}]`;
    const rf = assertObject(ff, f);
    return {
      id: assertId(`${ff}.id`, rf.id),
      rep: assertInteger(`${ff}.rep`, rf.rep, REP_RANGE.min, REP_RANGE.max),
      disabled: optionalFlag(`${ff}.disabled`, rf.disabled),
      outfitLeader: optionalFlag(`${ff}.outfitLeader`, rf.outfitLeader),
    };
  });
  const group: ActivationGroup = { id: assertId(`${field}.id`, raw.id), figures };
  if (raw.leaderId !== undefined) {
    const leaderId = assertId(`${field}.leaderId`, raw.leaderId);
    if (!figures.some((f) => f.id === leaderId)) {
      throw new RulesError(`${field}.leaderId`, leaderId, "the leader must be a member of the group");
    }
    group.leaderId = leaderId;
  }
  return group;
}

function checkGroups(groups: unknown): ActivationGroup[] {
  const list = assertList("groups", groups);
  const out = list.map((g, gi) => checkGroup(g, `groups[${gi}]`));
  assertUniqueIds(
    "groups",
    out.map((g) => g.id),
  );
  assertUniqueIds(
    "figures",
    out.flatMap((g) => g.figures.map((f) => f.id)),
  );
  return out;
}

/** Highest Rep among `figures`, first listed on ties; undefined when the list is empty. */
function highestRep(figures: readonly ActivationFigure[]): ActivationFigure | undefined {
  let best: ActivationFigure | undefined;
  for (const f of figures) if (!best || f.rep > best.rep) best = f;
  return best;
}

/** The figure a group activates on, after the disabled-leader rule (L1085). */
export function groupLeader(group: ActivationGroup): { leader?: ActivationFigure; replaced: boolean } {
  checkGroup(group, "group");
  const designated =
    (group.leaderId !== undefined ? group.figures.find((f) => f.id === group.leaderId) : undefined) ??
    group.figures.find((f) => f.outfitLeader) ??
    highestRep(group.figures);
  if (designated && !designated.disabled) return { leader: designated, replaced: false };
  const stand = highestRep(group.figures.filter((f) => !f.disabled));
  return stand ? { leader: stand, replaced: true } : { replaced: false };
}

/** Plans one side's activation on its die (`threshold` 1–6). */
export function planSideActivation(groups: readonly ActivationGroup[], threshold: number): SidePlan {
  assertInteger("threshold", threshold, 1, 6);
  const checked = checkGroups(groups);
  const units: ActivationUnit[] = [];
  const idle: string[] = [];
  const rallyingLeaders: string[] = [];
  for (const group of checked) {
    const able = group.figures.filter((f) => !f.disabled);
    for (const f of able) if (f.outfitLeader) rallyingLeaders.push(f.id);
    const { leader, replaced } = groupLeader(group);
    if (!leader) continue;
    if (leader.rep >= threshold) {
      units.push({
        kind: "group",
        groupId: group.id,
        leaderId: leader.id,
        rep: leader.rep,
        figureIds: able.map((f) => f.id),
        leaderReplaced: replaced,
      });
      continue;
    }
    for (const f of able) {
      if (f.rep >= threshold) {
        units.push({
          kind: "individual",
          groupId: group.id,
          leaderId: f.id,
          rep: f.rep,
          figureIds: [f.id],
          leaderReplaced: false,
        });
      } else {
        idle.push(f.id);
      }
    }
  }
  // Array.prototype.sort is stable, so equal Reps keep the order the caller listed them in.
  units.sort((a, b) => b.rep - a.rep);
  return { threshold, units, idle, rallyingLeaders };
}

export interface TurnSide {
  side: string;
  groups: readonly ActivationGroup[];
}

export interface TurnStep {
  side: string;
  position: number;
  plan: SidePlan;
}

export interface BlockedSide {
  side: string;
  die: number;
  allowedActions: readonly BlockedSideAction[];
}

export interface TurnPlan {
  /** Acting sides in order of play, each with its units in order. */
  steps: TurnStep[];
  blocked: BlockedSide[];
  /** When every step is done the turn ends and a fresh activation roll starts the next (L1132). */
  afterTurn: "rollActivation";
}

/** Combines an activation roll with each side's groups into the whole turn's order of play. */
export function planTurn(activation: ActivationResult, sides: readonly TurnSide[]): TurnPlan {
  assertList("activation.sides", assertObject("activation", activation).sides);
  const list = assertList("sides", sides);
  const bySide = new Map<string, readonly ActivationGroup[]>();
  list.forEach((s, i) => {
    const raw = assertObject(`sides[${i}]`, s);
    const id = assertId(`sides[${i}].side`, raw.side);
    if (bySide.has(id)) throw new RulesError(`sides[${i}].side`, id, "duplicate side");
    if (!activation.sides.some((a) => a.side === id)) {
      throw new RulesError(`sides[${i}].side`, id, "this side has no activation die");
    }
    bySide.set(id, raw.groups as readonly ActivationGroup[]);
  });
  const steps: TurnStep[] = [];
  const blocked: BlockedSide[] = [];
  for (const side of activation.sides) {
    const groups = bySide.get(side.side);
    if (groups === undefined) throw new RulesError("sides", side.side, "no groups given for this side");
    if (side.status === "blocked") {
      checkGroups(groups);
      blocked.push({ side: side.side, die: side.die, allowedActions: BLOCKED_SIDE_ACTIONS });
    } else {
      steps.push({
        side: side.side,
        position: side.position,
        plan: planSideActivation(groups, side.threshold),
      });
    }
  }
  steps.sort((a, b) => a.position - b.position);
  return { steps, blocked, afterTurn: "rollActivation" };
}
