import { I18N } from "../../../config";
import type { AnyEncounterKey } from "../../../rules/sgs-classic/campaign/locales";
import { type RecordChange, recordEncounter } from "../../../rules/sgs-classic/campaign/record";
import type { ClassicRules } from "../../../rules/sgs-classic/interpretations";
import { afterBattle } from "../../../rules/sgs-classic/stats/damage";
import { constitutionPools } from "../table/figure-read";
import type { ClassicCardView } from "../table/views";

/**
 * After an encounter (guide §4.10–§4.11, §3.13), as pure steps: the form the player or GM fills in
 * (how it went, how many shared it, kills and coups, whether the PC ran, whether shots were fired),
 * the record it makes (points, Coolness after a shoot-out) and the figure update: the points and
 * Coolness, the month's history line, and the Constitution after the battle (fist damage healed, a
 * survivor raised to 1).
 */

const C = `${I18N}.Classic`;
export const OUTCOMES = ["full", "half", "none"] as const;
export type RecordOutcome = (typeof OUTCOMES)[number];

export interface RecordForm {
  readonly outcome: RecordOutcome;
  readonly sideSize: number;
  readonly kills: number;
  readonly coups: number;
  readonly ranAway: boolean;
  readonly shotsFired: boolean;
}

export const DEFAULT_RECORD: RecordForm = {
  outcome: "full",
  sideSize: 1,
  kills: 0,
  coups: 0,
  ranAway: false,
  shotsFired: true,
};

function whole(v: unknown, min: number, max: number, fallback: number): number {
  const n = Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}
function flag(v: unknown, fallback: boolean): boolean {
  return v === undefined ? fallback : v === true;
}

/** The form's answers, each checked: a bad value keeps the one before. */
export function readRecordForm(
  data: Record<string, unknown>,
  fallback: RecordForm = DEFAULT_RECORD,
): RecordForm {
  return {
    outcome: OUTCOMES.includes(data.outcome as RecordOutcome)
      ? (data.outcome as RecordOutcome)
      : fallback.outcome,
    sideSize: whole(data.sideSize, 1, 100, fallback.sideSize),
    kills: whole(data.kills, 0, 100, fallback.kills),
    coups: whole(data.coups, 0, 100, fallback.coups),
    ranAway: flag(data.ranAway, fallback.ranAway),
    shotsFired: flag(data.shotsFired, fallback.shotsFired),
  };
}

/** What the record reads of a figure's source. */
export interface RecordSource {
  coolness?: number;
  indianNation?: string | null;
  constitution?: { max?: number; woundDamage?: number; brawlDamage?: number };
  campaign?: {
    encounterPoints?: number;
    shootoutsWithoutRunning?: number;
    history?: { encounter?: string | null; outcome?: string; points?: number; ranAway?: boolean }[];
  };
}

export interface RecordPlan {
  readonly change: RecordChange;
  readonly encounter: AnyEncounterKey;
  readonly update: Record<string, unknown>;
}

/** `outcomeText`: the history line's words for the outcome (the flow localizes them). */
export function recordPlan(
  system: RecordSource,
  form: RecordForm,
  rules: ClassicRules,
  outcomeText: string = form.outcome,
): RecordPlan {
  const history = [...(system.campaign?.history ?? [])];
  const last = history.at(-1);
  const encounter = (last?.encounter ?? "gunfight") as AnyEncounterKey;
  const plainsIndian = system.indianNation === "plains";
  const change = recordEncounter(
    {
      points: Math.max(0, system.campaign?.encounterPoints ?? 0),
      coolness: system.coolness ?? 4,
      shootoutsWithoutRunning: system.campaign?.shootoutsWithoutRunning ?? 0,
    },
    { encounter, ...form, plainsIndian },
    rules,
  );
  const points = change.points - Math.max(0, system.campaign?.encounterPoints ?? 0);
  const line = { outcome: outcomeText, points, ranAway: form.ranAway };
  // The month's line is the last one, unless it was already recorded (then a line of its own).
  if (last && !last.outcome) history[history.length - 1] = { ...last, ...line };
  else history.push({ encounter, ...line });
  const healed = afterBattle(constitutionPools(system.constitution), rules);
  return {
    change,
    encounter,
    update: {
      "system.coolness": change.coolness,
      "system.campaign.encounterPoints": change.points,
      "system.campaign.shootoutsWithoutRunning": change.shootoutsWithoutRunning,
      "system.campaign.history": history,
      "system.constitution.woundDamage": healed.woundDamage,
      "system.constitution.brawlDamage": healed.brawlDamage,
    },
  };
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function recordCardView(name: string, plan: RecordPlan): ClassicCardView {
  const c = plan.change;
  return {
    kind: "character",
    kicker: `${C}.Record.Kicker`,
    name,
    head: `${C}.Record.Head`,
    headData: { name },
    tone: c.coolnessChange < 0 ? "bad" : "good",
    dice: [],
    lines: [
      { key: `${C}.Record.Share`, value: signed(c.share) },
      { key: `${C}.Record.KillPoints`, value: signed(c.killPoints) },
      ...(c.coupPoints ? [{ key: `${C}.Record.CoupPoints`, value: signed(c.coupPoints) }] : []),
      { key: `${C}.Record.Points`, value: c.points },
      {
        key: `${C}.Record.Coolness`,
        value: c.shootout ? `${c.coolness} (${signed(c.coolnessChange)})` : `${c.coolness}`,
      },
      { key: `${C}.Record.Count`, value: c.shootoutsWithoutRunning },
    ],
    bullets: [],
    odds: [],
    next: c.shootout ? null : `${C}.Record.NoShootout`,
  };
}

export function recordDialogContext(name: string, form: RecordForm, preview: RecordPlan | null) {
  return {
    name,
    outcome: form.outcome,
    outcomeChoices: Object.fromEntries(OUTCOMES.map((o) => [o, `${C}.Record.Outcome.${o}`])),
    sideSize: form.sideSize,
    kills: form.kills,
    coups: form.coups,
    ranAway: form.ranAway,
    shotsFired: form.shotsFired,
    preview: preview ? recordCardView(name, preview).lines : [],
  };
}
