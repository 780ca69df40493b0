import { I18N } from "../config";
import type { DrawPlan } from "../table/draw-flow";
import type { MeleePlan } from "../table/melee-flow";
import type { ActivationPlan, SideInfo } from "../combat/activation";
import type { ChallengePlan, MoveFastPlan, RecoveryPlan, ReloadPlan } from "../table/tests-flow";
import type { StartFireResult } from "../rules/blaze-of-glory/buildings";
import { taskOutcomeDistribution } from "../rules/blaze-of-glory/challenges";
import { directiveKey } from "./reaction-card";
import {
  followUpView,
  groupView,
  odds,
  passDice,
  plainDice,
  poolDice,
  type DieView,
  type FollowUpView,
  type GroupView,
  type OddsView,
} from "./format";

/** View models of the Draw, Fightin', activation and the smaller test cards. */

type Names = Record<string, string>;
const nameOf = (names: Names, id: string): string => names[id] ?? id;

// ---------------------------------------------------------------------------------------------
// The Draw

export interface DrawCardContext {
  kind: "draw";
  figures: {
    name: string;
    flinch: { dice: DieView[]; target: number; directive: string } | null;
    pool: number;
    modifiers: { label: string; dice: string }[];
    dice: DieView[];
    passes: number;
    ranAway: boolean;
    emptyGun: boolean;
  }[];
  pairings: {
    a: string;
    b: string;
    passes: string;
    winner: string | null;
    code: string;
    conversion: string | null;
  }[];
  damage: {
    target: string;
    by: string;
    white: number;
    coloured: number;
    location: string;
    effect: string;
    recovery: DieView[];
    outcome: string;
  }[];
  groups: GroupView[];
  followUps: FollowUpView[];
}

export function drawCard(
  plan: DrawPlan,
  names: Names,
  toughness: Record<string, number> = {},
): DrawCardContext {
  return {
    kind: "draw",
    figures: plan.draw.figures.map((f) => {
      const fl = plan.flinch.find((x) => x.id === f.id)?.result;
      return {
        name: nameOf(names, f.id),
        flinch: fl
          ? { dice: passDice(fl.dice, fl.target), target: fl.target, directive: directiveKey(fl.directive) }
          : null,
        pool: f.pool.size,
        modifiers: f.pool.modifiers.map((m) => ({
          label: `${I18N}.Outcome.DrawModifier.${m.code}`,
          dice: m.dice > 0 ? `+${m.dice}` : `${m.dice}`,
        })),
        dice: poolDice(f.dice),
        passes: f.passes,
        ranAway: f.status === "ranAway",
        emptyGun: f.emptyGun,
      };
    }),
    pairings: plan.draw.pairings.map((p) => ({
      a: nameOf(names, p.figures[0]),
      b: nameOf(names, p.figures[1]),
      passes: `${p.passes[0]}–${p.passes[1]}`,
      winner: p.winner ? nameOf(names, p.winner) : null,
      code: `${I18N}.Outcome.Draw.${p.code}`,
      conversion: p.conversion ? `${I18N}.Outcome.Draw.${p.conversion}` : null,
    })),
    damage: plan.damage.map((d) => ({
      target: nameOf(names, d.target),
      by: nameOf(names, d.by),
      white: d.damage.white,
      coloured: d.damage.coloured,
      location: `${I18N}.Table.Location.${d.damage.location}`,
      effect: `${I18N}.Outcome.Damage.${d.damage.effect}`,
      recovery: d.recovery ? passDice(d.recovery.dice, toughness[d.target] ?? 0) : [],
      outcome: `${I18N}.Outcome.Target.${d.outcome}`,
    })),
    groups: plan.groups.map((g) => groupView(g)),
    followUps: plan.followUps.map(followUpView),
  };
}

// ---------------------------------------------------------------------------------------------
// Fightin'

export interface MeleeCardContext {
  kind: "melee";
  rounds: {
    round: number;
    fighters: { name: string; pool: number; dice: DieView[]; passes: number; fate: string | null }[];
    pairs: {
      a: string;
      b: string;
      passes: string;
      winner: string | null;
      code: string;
      fate: string | null;
    }[];
    keepFightin: { name: string; dice: DieView[]; target: number; directive: string }[];
    allFailedFightOn: boolean;
  }[];
  fighters: { name: string; status: string; location: string | null }[];
  winner: string | null;
  end: string;
  groups: GroupView[];
}

export function meleeCard(plan: MeleePlan, names: Names, sideNames: Names = {}): MeleeCardContext {
  return {
    kind: "melee",
    rounds: plan.fight.rounds.map(({ result, keepFightin }) => ({
      round: result.round,
      fighters: result.fighters.map((f) => ({
        name: nameOf(names, f.id),
        pool: f.pool.size,
        dice: poolDice(f.dice),
        passes: f.passes,
        fate: f.fate !== "fighting" ? `${I18N}.Outcome.MeleeFate.${f.fate}` : null,
      })),
      pairs: result.pairs.map((p) => ({
        a: nameOf(names, p.figures[0]),
        b: nameOf(names, p.figures[1]),
        passes: `${p.passes[0]}–${p.passes[1]}`,
        winner: p.winner ? nameOf(names, p.winner) : null,
        code: `${I18N}.Outcome.Fightin.${p.code}`,
        fate: p.loserFate ? `${I18N}.Outcome.MeleeFate.${p.loserFate}` : null,
      })),
      keepFightin: plan.keepFightin
        .filter((k) => k.round === result.round)
        .map((k) => ({
          name: nameOf(names, k.id),
          dice: passDice(k.result.dice, k.result.target),
          target: k.result.target,
          directive: directiveKey(k.result.directive),
        })),
      allFailedFightOn: keepFightin?.allFailedFightOn ?? false,
    })),
    fighters: plan.fight.fighters.map((f) => {
      const blow = plan.blows.find((b) => b.id === f.id);
      return {
        name: nameOf(names, f.id),
        status: `${I18N}.Outcome.MeleeFate.${f.status}`,
        location: blow ? `${I18N}.Table.Location.${blow.damage.location}` : null,
      };
    }),
    winner: plan.fight.winningSide ? (sideNames[plan.fight.winningSide] ?? plan.fight.winningSide) : null,
    end: `${I18N}.Outcome.MeleeEnd.${plan.fight.end}`,
    groups: plan.groups.map((g) => groupView(g)),
  };
}

// ---------------------------------------------------------------------------------------------
// Activation

export interface ActivationCardContext {
  kind: "activation";
  dice: { side: string; colour: string; die: number; status: string; blocked: boolean; cls: string }[];
  doubles: boolean;
  order: {
    position: number;
    side: string;
    colour: string;
    threshold: number;
    units: { leader: string; rep: number; names: string; kind: string }[];
    idle: string[];
  }[];
  blocked: { side: string; allowed: string[] }[];
}

export function activationCard(
  plan: ActivationPlan,
  sides: readonly SideInfo[],
  names: Names,
): ActivationCardContext {
  const info = new Map(sides.map((s) => [s.id, s]));
  return {
    kind: "activation",
    dice: plan.activation.sides.map((s) => ({
      side: info.get(s.side)?.name ?? s.side,
      colour: info.get(s.side)?.colour ?? "white",
      die: s.die,
      status: `${I18N}.Combat.Status.${s.status}`,
      blocked: s.status === "blocked",
      cls: s.status === "blocked" ? "blocked" : "",
    })),
    doubles: plan.activation.doubles,
    order: plan.turn.steps.map((step) => ({
      position: step.position,
      side: info.get(step.side)?.name ?? step.side,
      colour: info.get(step.side)?.colour ?? "white",
      threshold: step.plan.threshold,
      units: step.plan.units.map((u) => ({
        leader: nameOf(names, u.leaderId),
        rep: u.rep,
        names: u.figureIds.map((id) => nameOf(names, id)).join(", "),
        kind: `${I18N}.Combat.Unit.${u.kind}`,
      })),
      idle: step.plan.idle.map((id) => nameOf(names, id)),
    })),
    blocked: plan.turn.blocked.map((b) => ({
      side: info.get(b.side)?.name ?? b.side,
      allowed: b.allowedActions.map((a) => `${I18N}.Combat.Allowed.${a}`),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Small tests: one layout for challenges, after-battle recovery, fire, moving fast, reloading

export interface TestLine {
  label: string;
  name: string;
  dice: DieView[];
  target: number | null;
  passes: number | null;
  outcome: string;
}

export interface TestCardContext {
  kind: "task";
  title: string;
  name: string;
  lines: TestLine[];
  odds: (OddsView & { label: string })[];
  notes: string[];
  groups: GroupView[];
}

export function challengeCard(
  plan: ChallengePlan,
  name: string,
  kind: "unopposed" | "opposed",
  retry: boolean,
): TestCardContext {
  const r = plan.result;
  const lines: TestLine[] = [
    {
      label: `${I18N}.Chat.Task.first`,
      name: "",
      dice: passDice(r.first.dice, r.target),
      target: r.target,
      passes: r.first.passes,
      outcome: r.retry ? `${I18N}.Chat.Task.retried` : `${I18N}.Outcome.Task.${r.outcome}`,
    },
  ];
  if (r.retry) {
    lines.push({
      label: `${I18N}.Chat.Task.retry`,
      name: "",
      dice: passDice(r.retry.dice, r.target),
      target: r.target,
      passes: r.retry.passes,
      outcome: `${I18N}.Outcome.Task.${r.outcome}`,
    });
  }
  const dist = taskOutcomeDistribution(r.target, retry);
  return {
    kind: "task",
    title: `${I18N}.Chat.Task.${kind}`,
    name,
    lines,
    odds: (["success", "stoppedShort", "failure"] as const)
      .filter((o) => dist[o].num !== 0)
      .map((o) => ({ ...odds(dist[o]), label: `${I18N}.Outcome.Task.${o}` })),
    notes: [],
    groups: [],
  };
}

export function recoveryCard(plan: RecoveryPlan): TestCardContext {
  const r = plan.result;
  const lines: TestLine[] = [
    {
      label: `${I18N}.Chat.Recovery.physicallyFit`,
      name: "",
      dice: passDice(r.physicallyFit.rolled, r.physicallyFit.target),
      target: r.physicallyFit.target,
      passes: r.physicallyFit.passes,
      outcome: `${I18N}.Outcome.Recovery.${r.physicallyFit.code}`,
    },
  ];
  if (r.mentallyFit) {
    lines.push({
      label: `${I18N}.Chat.Recovery.mentallyFit`,
      name: "",
      dice: passDice(r.mentallyFit.rolled, r.mentallyFit.target),
      target: r.mentallyFit.target,
      passes: r.mentallyFit.passes,
      outcome: `${I18N}.Outcome.Recovery.${r.mentallyFit.code}`,
    });
  }
  return {
    kind: "task",
    title: `${I18N}.Chat.Recovery.title`,
    name: plan.figure.name,
    lines,
    odds: [],
    notes: [`${I18N}.Outcome.Recovery.${r.outcome}`],
    groups: plan.groups.map((g) => groupView(g)),
  };
}

export function fireCard(r: StartFireResult, name: string): TestCardContext {
  return {
    kind: "task",
    title: `${I18N}.Chat.Fire.title`,
    name,
    lines: [
      {
        label: `${I18N}.Chat.Fire.start`,
        name: "",
        dice: passDice(r.dice, r.target),
        target: r.target,
        passes: r.passes,
        outcome: `${I18N}.Outcome.Fire.${r.outcome}`,
      },
    ],
    odds: [],
    notes: r.smokeOut ? [`${I18N}.Outcome.Fire.smokeOut`] : [],
    groups: [],
  };
}

export function moveFastCard(
  plan: MoveFastPlan,
  names: Names,
  reps: Record<string, number>,
): TestCardContext {
  return {
    kind: "task",
    title: `${I18N}.Chat.MoveFast.title`,
    name: "",
    lines: plan.result.figures.map((f) => ({
      label: "",
      name: nameOf(names, f.id ?? ""),
      dice: f.dice.length ? passDice(f.dice, reps[f.id ?? ""] ?? 0) : plainDice(plan.result.groupDice),
      target: reps[f.id ?? ""] ?? null,
      passes: f.passes,
      outcome: `${I18N}.Outcome.MoveFast.${f.code}`,
    })),
    odds: [],
    notes: [],
    groups: plan.groups.map((g) => groupView(g)),
  };
}

export function reloadCard(plan: ReloadPlan, name: string, weaponName: string): TestCardContext {
  return {
    kind: "task",
    title: `${I18N}.Chat.Reload.title`,
    name,
    lines: [
      {
        label: "",
        name: weaponName,
        dice: plainDice(plan.result.dice),
        target: null,
        passes: null,
        outcome: `${I18N}.Outcome.Reload.${plan.result.result}`,
      },
    ],
    odds: [],
    notes: [],
    groups: plan.groups.map((g) => groupView(g, {})),
  };
}
