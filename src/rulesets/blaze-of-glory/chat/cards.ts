import { I18N } from "../../../config";
import { isReinforcementTurn } from "../../../rules/blaze-of-glory/deployment/contact";
import type { DrawPlan } from "../table/draw-flow";
import type { MeleePlan } from "../table/melee-flow";
import type { StarKill } from "../table/figure";
import type { ActivationPlan, SideInfo } from "../combat/activation";
import type { FollowUp } from "../table/actions";
import type { DrawOddsView } from "./draw-odds";
import type { MeleeOddsView } from "./melee-odds";
import type { ChallengePlan, MoveFastPlan, RecoveryPlan, ReloadPlan } from "../table/tests-flow";
import type { StartFireResult } from "../../../rules/blaze-of-glory/buildings";
import { taskOutcomeDistribution } from "../../../rules/blaze-of-glory/challenges";
import { directiveKey } from "./reaction-card";
import {
  fateHeadline,
  followUpView,
  groupViews,
  headline,
  odds,
  passDice,
  plainDice,
  poolDice,
  signed,
  type DieView,
  type FollowUpView,
  type GroupView,
  type HeadlineView,
  type OddsView,
} from "./format";

/** View models of the Draw, Fightin', activation and the smaller test cards. */

type Names = Record<string, string>;
const nameOf = (names: Names, id: string): string => names[id] ?? id;

/** Two figures paired off in the Draw or in Fightin': their passes, the winner and the table row. */
interface PairView {
  a: string;
  b: string;
  passes: string;
  winner: string | null;
  code: string;
}

function pairView(
  p: {
    figures: readonly [string, string];
    passes: readonly [number, number];
    winner: string | null;
    code: string;
  },
  names: Names,
  table: "Draw" | "Fightin",
): PairView {
  return {
    a: nameOf(names, p.figures[0]),
    b: nameOf(names, p.figures[1]),
    passes: `${p.passes[0]}–${p.passes[1]}`,
    winner: p.winner ? nameOf(names, p.winner) : null,
    code: `${I18N}.Outcome.${table}.${p.code}`,
  };
}

// ---------------------------------------------------------------------------------------------
// The Draw

export interface DrawCardContext {
  /** Who is hit (and where), who is covered, who out-draws whom, who runs: one line each. */
  headline: HeadlineView[];
  figures: {
    name: string;
    flinch: { dice: DieView[]; directive: string } | null;
    pool: number;
    modifiers: { label: string; dice: string }[];
    dice: DieView[];
    passes: number;
    ranAway: boolean;
    emptyGun: boolean;
  }[];
  /** `kill`: what a Star's advantage made of an outright kill, when it was not death. */
  pairings: (PairView & { conversion: string | null; kill?: string })[];
  damage: {
    target: string;
    by: string;
    white: number;
    coloured: number;
    location: string;
    recovery: DieView[];
    /** What the I'm Hit dice are read against (0 when unknown). */
    toughness: number;
    outcome: string;
  }[];
  groups: GroupView[];
  followUps: FollowUpView[];
  /** Each pairing's odds before the roll (folded on the card). */
  odds: DrawOddsView[];
}

/** What a Star's advantage made of a kill (none when it stood: plain death). */
function killedAs(kills: readonly StarKill[], target: string | null, by?: string | null) {
  const k = kills.find((x) => x.target === target && (by === undefined || x.by === by))?.outcome;
  return k && k !== "obviouslyDead" ? `${I18N}.Outcome.Kill.${k}` : undefined;
}

/** The Draw's news, the worst first: hits and kills, then who covers or out-draws whom, then who ran. */
function drawHeadline(plan: DrawPlan, names: Names): HeadlineView[] {
  const bad: HeadlineView[] = [];
  const rest: HeadlineView[] = [];
  for (const d of plan.damage)
    bad.push(fateHeadline(nameOf(names, d.target), d.outcome, `${I18N}.Table.Location.${d.damage.location}`));
  for (const p of plan.draw.pairings) {
    const [a, b] = p.figures.map((id) => nameOf(names, id)) as [string, string];
    if (p.code === "bothDrawn") rest.push(headline("bothDrawn", { name: a, target: b }));
    else if (p.code === "obviouslyDead" && p.loser) {
      const kill = plan.kills.find((k) => k.target === p.loser && k.by === p.winner)?.outcome;
      bad.push(fateHeadline(nameOf(names, p.loser), kill ?? "obviouslyDead", null));
    } else if (p.winner && p.loser && p.code !== "rollDamage")
      rest.push(
        headline("outdraws", {
          name: nameOf(names, p.winner),
          target: nameOf(names, p.loser),
          what: `${I18N}.Outcome.Draw.${p.code}`,
        }),
      );
  }
  for (const f of plan.draw.figures)
    if (f.status === "ranAway") rest.push(headline("runsAway", { name: nameOf(names, f.id) }));
  return [...bad, ...rest];
}

/** `drawOdds`: the pairings' odds as declared (`drawCardOdds`); none when not given. */
export function drawCard(
  plan: DrawPlan,
  names: Names,
  toughness: Record<string, number> = {},
  drawOdds: DrawOddsView[] = [],
): DrawCardContext {
  return {
    headline: drawHeadline(plan, names),
    figures: plan.draw.figures.map((f) => {
      const fl = plan.flinch.find((x) => x.id === f.id)?.result;
      return {
        name: nameOf(names, f.id),
        flinch: fl ? { dice: passDice(fl.dice, fl.target), directive: directiveKey(fl.directive) } : null,
        pool: f.pool.size,
        modifiers: f.pool.modifiers.map((m) => ({
          label: `${I18N}.Outcome.DrawModifier.${m.code}`,
          dice: signed(m.dice),
        })),
        dice: poolDice(f.dice),
        passes: f.passes,
        ranAway: f.status === "ranAway",
        emptyGun: f.emptyGun,
      };
    }),
    pairings: plan.draw.pairings.map((p) => ({
      ...pairView(p, names, "Draw"),
      conversion: p.conversion ? `${I18N}.Outcome.Draw.${p.conversion}` : null,
      kill: killedAs(plan.kills, p.loser, p.winner),
    })),
    damage: plan.damage.map((d) => ({
      target: nameOf(names, d.target),
      by: nameOf(names, d.by),
      white: d.damage.white,
      coloured: d.damage.coloured,
      location: `${I18N}.Table.Location.${d.damage.location}`,
      recovery: d.recovery ? passDice(d.recovery.dice, toughness[d.target] ?? 0) : [],
      toughness: toughness[d.target] ?? 0,
      outcome: `${I18N}.Outcome.Target.${d.outcome}`,
    })),
    groups: groupViews(plan.groups),
    followUps: plan.followUps.map(followUpView),
    odds: drawOdds,
  };
}

// ---------------------------------------------------------------------------------------------
// Fightin'

export interface MeleeCardContext {
  /** Who fell (and where he was hit), then who won. */
  headline: HeadlineView[];
  rounds: {
    round: number;
    fighters: { name: string; dice: DieView[]; passes: number }[];
    pairs: (PairView & { fate: string | null })[];
    keepFightin: { name: string; dice: DieView[]; target: number; directive: string }[];
    allFailedFightOn: boolean;
  }[];
  fighters: { name: string; status: string; location: string | null }[];
  winner: string | null;
  end: string;
  groups: GroupView[];
  /** The first round's odds for each pair, as they stood before the dice (folded on the card). */
  odds: MeleeOddsView;
}

/** `firstRound`: the first round's odds as declared (`meleeOddsView`); none when not given. */
export function meleeCard(
  plan: MeleePlan,
  names: Names,
  sideNames: Names = {},
  firstRound: MeleeOddsView = [],
): MeleeCardContext {
  const fighters = meleeFighters(plan, names);
  const winner = plan.fight.winningSide
    ? (sideNames[plan.fight.winningSide] ?? plan.fight.winningSide)
    : null;
  const fallen = fighters
    .filter((f) => f.code !== "fighting")
    .map((f) =>
      f.location
        ? headline("isHit", { name: f.name, what: f.status, where: f.location, tone: "bad" })
        : headline("fate", { name: f.name, what: f.status, tone: f.code === "pushedBack" ? "" : "bad" }),
    );
  return {
    headline: [
      ...fallen,
      winner
        ? headline("winsFight", { name: winner })
        : headline("fightGoesOn", { what: `${I18N}.Outcome.MeleeEnd.${plan.fight.end}` }),
    ],
    rounds: plan.fight.rounds.map(({ result, keepFightin }) => ({
      round: result.round,
      fighters: result.fighters.map((f) => ({
        name: nameOf(names, f.id),
        dice: poolDice(f.dice),
        passes: f.passes,
      })),
      pairs: result.pairs.map((p) => ({
        ...pairView(p, names, "Fightin"),
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
    fighters: fighters.map(({ name, status, location }) => ({ name, status, location })),
    winner,
    end: `${I18N}.Outcome.MeleeEnd.${plan.fight.end}`,
    groups: groupViews(plan.groups),
    odds: firstRound,
  };
}

/** Each fighter's end state (a Star's advantage may have turned a kill), and where a blow landed. */
function meleeFighters(plan: MeleePlan, names: Names) {
  return plan.fight.fighters.map((f) => {
    const blow = plan.blows.find((b) => b.id === f.id);
    return {
      name: nameOf(names, f.id),
      code: f.status as string,
      status: killedAs(plan.kills, f.id) ?? `${I18N}.Outcome.MeleeFate.${f.status}`,
      location: blow ? `${I18N}.Table.Location.${blow.damage.location}` : null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Activation

export interface ActivationCardContext {
  /** Who acts first; which sides rolled doubles and are held. */
  headline: HeadlineView[];
  dice: { side: string; colour: string; die: number; status: string; blocked: boolean }[];
  doubles: boolean;
  order: {
    side: string;
    colour: string;
    threshold: number;
    units: { rep: number; names: string; kind: string }[];
    idle: string[];
  }[];
  blocked: { side: string; allowed: string[] }[];
  /** A held side's reloads, as buttons. */
  followUps: FollowUpView[];
  /**
   * The dice total 7 with a "They're over here!" pile on the scene: the turn for HERE COME THE REST
   * and ENEMY CONTACT (L5000, L5083), which the card reminds the GM of.
   */
  reinforcements: boolean;
}

/** `followUps`: what the card offers the held sides' figures (`doublesReloads`). */
export function activationCard(
  plan: ActivationPlan,
  sides: readonly SideInfo[],
  names: Names,
  followUps: readonly FollowUp[] = [],
  options: { deploymentPile?: boolean } = {},
): ActivationCardContext {
  const info = new Map(sides.map((s) => [s.id, s]));
  /** A side's name and colour (an unknown side shows its id, in white). */
  const side = (id: string) => ({ side: info.get(id)?.name ?? id, colour: info.get(id)?.colour ?? "white" });
  const first = plan.turn.steps.find((step) => step.plan.units.length);
  return {
    headline: [
      first
        ? headline("acts", { name: side(first.side).side, n: first.plan.threshold })
        : headline("nobodyActs"),
      ...plan.turn.blocked.map((b) => headline("doubles", { name: side(b.side).side, tone: "bad" })),
    ],
    dice: plan.activation.sides.map((s) => ({
      ...side(s.side),
      die: s.die,
      status: `${I18N}.Combat.Status.${s.status}`,
      blocked: s.status === "blocked",
    })),
    doubles: plan.activation.doubles,
    order: plan.turn.steps.map((step) => ({
      ...side(step.side),
      threshold: step.plan.threshold,
      units: step.plan.units.map((u) => ({
        rep: u.rep,
        names: u.figureIds.map((id) => nameOf(names, id)).join(", "),
        kind: `${I18N}.Combat.Unit.${u.kind}`,
      })),
      idle: step.plan.idle.map((id) => nameOf(names, id)),
    })),
    blocked: plan.turn.blocked.map((b) => ({
      side: side(b.side).side,
      allowed: b.allowedActions.map((a) => `${I18N}.Combat.Allowed.${a}`),
    })),
    followUps: followUps.map(followUpView),
    reinforcements:
      options.deploymentPile === true &&
      plan.activation.sides.length === 2 &&
      isReinforcementTurn(plan.activation.sides.map((s) => s.die)),
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
  /** Fills the outcome's `{n}` (inches moved). */
  n?: number;
}

export interface TestCardContext {
  kind: "task";
  /** Who got what: "Ella Mae: Success", one line per figure rolled. */
  headline: HeadlineView[];
  title: string;
  name: string;
  lines: TestLine[];
  /** `n` fills the label's `{n}` (the number of passes). */
  odds: (OddsView & { label: string; n?: number })[];
  notes: string[];
  groups: GroupView[];
}

/**
 * A test's headline: each figure named on a line with its outcome, or the card's figure with the
 * last line's outcome (a retry decides over the first roll).
 */
export function testHeadline(name: string, lines: readonly TestLine[]): HeadlineView[] {
  const named = lines.filter((l) => l.name);
  if (named.length > 1 || (!name && named.length))
    return named.map((l) => headline("fate", { name: l.name, what: l.outcome, n: l.n ?? "" }));
  const last = lines[lines.length - 1];
  if (!last) return [];
  return [headline(name ? "fate" : "outcome", { name, what: last.outcome, n: last.n ?? "" })];
}

/** A test card with no odds, notes or Apply groups unless given. */
function taskCard(
  title: string,
  name: string,
  lines: TestLine[],
  more: Partial<Pick<TestCardContext, "odds" | "notes" | "groups" | "headline">> = {},
): TestCardContext {
  return {
    kind: "task",
    headline: testHeadline(name, lines),
    title: `${I18N}.Chat.${title}`,
    name,
    lines,
    odds: [],
    notes: [],
    groups: [],
    ...more,
  };
}

/** A line of dice read against a target, under a lang-key label. */
function rollLine(
  label: string,
  roll: { dice: readonly number[]; target: number; passes: number },
  outcome: string,
): TestLine {
  return {
    label: `${I18N}.Chat.${label}`,
    name: "",
    dice: passDice(roll.dice, roll.target),
    target: roll.target,
    passes: roll.passes,
    outcome,
  };
}

export function challengeCard(
  plan: ChallengePlan,
  name: string,
  kind: "unopposed" | "opposed",
  retry: boolean,
): TestCardContext {
  const r = plan.result;
  const outcome = `${I18N}.Outcome.Task.${r.outcome}`;
  const lines = [
    rollLine("Task.first", { ...r.first, target: r.target }, r.retry ? `${I18N}.Chat.Task.retried` : outcome),
  ];
  if (r.retry) lines.push(rollLine("Task.retry", { ...r.retry, target: r.target }, outcome));
  const dist = taskOutcomeDistribution(r.target, retry);
  return taskCard(`Task.${kind}`, name, lines, {
    odds: (["success", "stoppedShort", "failure"] as const)
      .filter((o) => dist[o].num !== 0)
      .map((o) => ({ ...odds(dist[o]), label: `${I18N}.Outcome.Task.${o}` })),
  });
}

export function recoveryCard(plan: RecoveryPlan): TestCardContext {
  const r = plan.result;
  const fit = (
    test: "physicallyFit" | "mentallyFit",
    t: { rolled: number[]; target: number; passes: number; code: string },
  ) => rollLine(`Recovery.${test}`, { ...t, dice: t.rolled }, `${I18N}.Outcome.Recovery.${t.code}`);
  const lines = [fit("physicallyFit", r.physicallyFit)];
  if (r.mentallyFit) lines.push(fit("mentallyFit", r.mentallyFit));
  return taskCard("Recovery.title", plan.figure.name, lines, {
    headline: [headline("fate", { name: plan.figure.name, what: `${I18N}.Outcome.Recovery.${r.outcome}` })],
    groups: groupViews(plan.groups),
  });
}

export function fireCard(r: StartFireResult, name: string): TestCardContext {
  return taskCard("Fire.title", name, [rollLine("Fire.start", r, `${I18N}.Outcome.Fire.${r.outcome}`)], {
    notes: r.smokeOut ? [`${I18N}.Outcome.Fire.smokeOut`] : [],
  });
}

export function moveFastCard(
  plan: MoveFastPlan,
  names: Names,
  reps: Record<string, number>,
): TestCardContext {
  const lines = plan.result.figures.map((f) => ({
    label: "",
    name: nameOf(names, f.id ?? ""),
    dice: f.dice.length ? passDice(f.dice, reps[f.id ?? ""] ?? 0) : plainDice(plan.result.groupDice),
    target: reps[f.id ?? ""] ?? null,
    passes: f.passes,
    outcome: `${I18N}.Outcome.MoveFast.${f.code}`,
    // What the figure may really move: the table's inches after Fast, Slow, wounds and drink.
    n: f.maxInches,
  }));
  return taskCard("MoveFast.title", "", lines, { groups: groupViews(plan.groups) });
}

export function reloadCard(plan: ReloadPlan, name: string, weaponName: string): TestCardContext {
  const line = {
    label: "",
    name: weaponName,
    dice: plainDice(plan.result.dice),
    target: null,
    passes: null,
    outcome: `${I18N}.Outcome.Reload.${plan.result.result}`,
  };
  return taskCard("Reload.title", name, [line], { groups: groupViews(plan.groups) });
}
