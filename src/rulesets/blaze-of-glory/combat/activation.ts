import type { DiceSource } from "../../../rules/core";
import {
  planTurn,
  resolveActivation,
  rollActivation,
  type ActivationGroup,
  type ActivationResult,
  type SideDie,
  type TurnPlan,
  type TurnSide,
} from "../../../rules/blaze-of-glory/turn";
import type { ActivationStatus } from "../../../rules/blaze-of-glory/turn/attribute-checks";
import type { DrunkState } from "../../../rules/blaze-of-glory/ids";
import { I18N } from "../../../config";

/**
 * Activation in the combat tracker, as pure data. A side is a CombatantGroup (or, without groups,
 * the tokens' disposition); each side rolls one die per turn. The rules core reads the dice
 * (doubles, order, Rep threshold) and plans which units act in which order; the tracker shows that
 * plan and which units are done. State lives in the Combat's flags (`ActivationState`).
 */

export const SIDE_COLOURS = ["white", "red", "blue", "green", "black", "yellow", "purple", "orange"] as const;

export interface SideInfo {
  id: string;
  name: string;
  colour: string;
}

export interface CombatantInfo {
  /** Combatant id. */
  id: string;
  name: string;
  img?: string;
  rep: number;
  /** Out of the fight, dead, captured, surrendered, defeated: cannot act or lead. */
  disabled: boolean;
  outfitLeader: boolean;
  side: string;
  /** Combatants sharing a unit key activate as one group on their leader's Rep. */
  unit?: string;
  /** How drunk a Drunkard is this encounter (L3077–3085), when he is. */
  drunk?: DrunkState;
}

/** What the Combat keeps between renders (flags["six-gun-sound"].activation). */
export interface ActivationState {
  /** The combat round the dice were rolled for. */
  round: number;
  dice: SideDie[];
  /** Keys of the units that have acted this turn. */
  done: string[];
  /**
   * Combatants whose check on becoming active failed this turn (a Dead drunk who passed out, a
   * Touched figure who stays where he is, L3079/L3087), by combatant id.
   */
  checks?: Record<string, ActivationStatus>;
}

export function sideColour(index: number): string {
  return SIDE_COLOURS[index % SIDE_COLOURS.length]!;
}

/** The rules core's sides and groups from the tracker's combatants. */
export function turnSides(sides: readonly SideInfo[], combatants: readonly CombatantInfo[]): TurnSide[] {
  return sides.map((side) => {
    const groups = new Map<string, ActivationGroup & { figures: ActivationGroup["figures"][number][] }>();
    for (const c of combatants) {
      if (c.side !== side.id) continue;
      const key = c.unit ? `unit:${c.unit}` : `solo:${c.id}`;
      let g = groups.get(key);
      if (!g) {
        g = { id: key, figures: [] };
        groups.set(key, g);
      }
      g.figures.push({
        id: c.id,
        rep: Math.min(7, Math.max(1, c.rep)),
        disabled: c.disabled,
        outfitLeader: c.outfitLeader,
      });
    }
    return { side: side.id, groups: [...groups.values()] };
  });
}

export interface ActivationPlan {
  activation: ActivationResult;
  turn: TurnPlan;
}

export function rollActivationPlan(
  source: DiceSource,
  sides: readonly SideInfo[],
  combatants: readonly CombatantInfo[],
): ActivationPlan {
  const activation = rollActivation(
    source,
    sides.map((s) => s.id),
  );
  return { activation, turn: planTurn(activation, turnSides(sides, combatants)) };
}

export function activationPlanFrom(
  dice: readonly SideDie[],
  sides: readonly SideInfo[],
  combatants: readonly CombatantInfo[],
): ActivationPlan {
  const activation = resolveActivation(dice);
  return { activation, turn: planTurn(activation, turnSides(sides, combatants)) };
}

export interface UnitView {
  key: string;
  rep: number;
  names: string[];
  /** Combatant ids of the unit's figures, leader first. */
  ids: string[];
  /** The figures that may act as usual: those whose check on becoming active did not fail. */
  active: string[];
  /** Each figure whose check failed this turn, with what became of him (a lang key). */
  held: { name: string; status: string }[];
  /** Each drunk figure of the unit, with how drunk he is (a lang key). */
  drunk: { name: string; state: string }[];
  done: boolean;
  /** The viewing user may start actions for it now (set by `withUnitActions`). */
  act?: boolean;
}

export interface SideView {
  id: string;
  name: string;
  colour: string;
  die: number;
  status: "acts" | "blocked";
  position: number;
  threshold: number;
  units: UnitView[];
  allowed: string[];
  /** Every unit of the side has acted (or none may). */
  finished: boolean;
}

export interface TrackerView {
  round: number;
  rolled: boolean;
  doubles: boolean;
  sides: SideView[];
  /** The first side in order that still has units to act, or null. */
  current: string | null;
}

export function unitKey(side: string, groupId: string, leaderId: string): string {
  return `${side}/${groupId}/${leaderId}`;
}

/** The tracker's view of the turn: acting sides in order with their units, then blocked sides. */
export function trackerView(
  sides: readonly SideInfo[],
  combatants: readonly CombatantInfo[],
  state: ActivationState | null,
  round: number,
): TrackerView {
  const names = new Map(combatants.map((c) => [c.id, c.name]));
  const drunkOf = new Map(combatants.flatMap((c) => (c.drunk ? [[c.id, c.drunk] as const] : [])));
  const ids = new Set(sides.map((s) => s.id));
  if (
    !state ||
    state.round !== round ||
    state.dice.length !== sides.length ||
    sides.length < 2 ||
    !state.dice.every((d) => ids.has(d.side))
  )
    return { round, rolled: false, doubles: false, sides: [], current: null };
  const plan = activationPlanFrom(state.dice, sides, combatants);
  const bySide = new Map(sides.map((s) => [s.id, s]));
  const done = new Set(state.done);
  const checks = state.checks ?? {};
  const views: SideView[] = [];
  for (const step of plan.turn.steps) {
    const info = bySide.get(step.side)!;
    const die = plan.activation.dice.find((d) => d.side === step.side)!.die;
    const units = step.plan.units.map((u) => {
      const key = unitKey(step.side, u.groupId, u.leaderId);
      return {
        key,
        rep: u.rep,
        names: u.figureIds.map((id) => names.get(id) ?? id),
        ids: [...u.figureIds],
        active: u.figureIds.filter((id) => !checks[id]),
        held: u.figureIds
          .filter((id) => checks[id])
          .map((id) => ({
            name: names.get(id) ?? id,
            status: `${I18N}.Outcome.ActivationCheck.${checks[id]}`,
          })),
        drunk: u.figureIds.flatMap((id) => {
          const state = drunkOf.get(id);
          return state ? [{ name: names.get(id) ?? id, state: `${I18N}.Table.Drunk.${state}` }] : [];
        }),
        done: done.has(key),
      };
    });
    views.push({
      id: step.side,
      name: info.name,
      colour: info.colour,
      die,
      status: "acts",
      position: step.position,
      threshold: step.plan.threshold,
      units,
      allowed: [],
      finished: units.every((u) => u.done),
    });
  }
  for (const b of plan.turn.blocked) {
    const info = bySide.get(b.side)!;
    views.push({
      id: b.side,
      name: info.name,
      colour: info.colour,
      die: b.die,
      status: "blocked",
      position: 0,
      threshold: b.die,
      units: [],
      allowed: b.allowedActions.map((a) => `${I18N}.Combat.Allowed.${a}`),
      finished: true,
    });
  }
  const current = views.find((v) => v.status === "acts" && !v.finished)?.id ?? null;
  return { round, rolled: true, doubles: plan.activation.doubles, sides: views, current };
}

/** Marks a unit done (or not); returns the new state. */
export function toggleDone(state: ActivationState, key: string, value: boolean): ActivationState {
  const done = new Set(state.done);
  if (value) done.add(key);
  else done.delete(key);
  return { ...state, done: [...done] };
}

/**
 * The view with action buttons on the units that may act now: those of the side whose turn it is
 * (`view.current`), not yet done, with a figure `mayAct` accepts (one the viewing user owns).
 */
export function withUnitActions(view: TrackerView, mayAct: (combatantIds: string[]) => boolean): TrackerView {
  return {
    ...view,
    sides: view.sides.map((s) =>
      s.id !== view.current
        ? s
        : {
            ...s,
            // Only the figures whose check did not fail act; a unit with none left has no buttons.
            units: s.units.map((u) => ({ ...u, act: !u.done && u.active.length > 0 && mayAct(u.active) })),
          },
    ),
  };
}

/**
 * The unit `key` of the side whose turn it is, when it has not acted yet and has a figure whose
 * check on becoming active did not fail; null otherwise.
 */
export function currentUnit(view: TrackerView, key: string): UnitView | null {
  const side = view.sides.find((s) => s.id === view.current);
  const unit = side?.units.find((u) => u.key === key);
  return unit && !unit.done && unit.active.length > 0 ? unit : null;
}
