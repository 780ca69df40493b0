import { RulesError, assertInteger, type DiceSource } from "../../core";
import { REP_RANGE } from "../figure";
import { integerInput } from "./inputs";
import { specialTable } from "./special-table";
import { RollLog } from "./roll-log";
import type { DeploymentPlan, InputSpec, SpecialTableDefinition, SpecialTableResult } from "./types";

/**
 * STANDUP FIGHT TABLE (L3221–3237): each side's leader rolls 2d6 against his Rep. Equal passes: the
 * sides set up 24" apart in sight, and the side whose best passing die is higher chooses to set up
 * first or second (ties re-rolled, L3227). One more pass: that side sets up on its half, the other
 * activates first and comes into sight 24" away. Two more: the same, with the winners hidden in
 * ambush. Rep modifiers: −2 to the chasers' leader when a posse is eight or more bands away as the
 * runners hole up (L3467), −2 to the outlaw leader holed up in a capture (L3498).
 */

export const STANDUP_DISTANCE = 24;

export interface StandupSide {
  /** The side id the set-up uses (`star`, `opposition`, `runners`, `lawmen` ...). */
  id: string;
  rep: number;
  /** Added to the Rep for this roll (−2 where the book says). */
  repModifier?: number;
}

export interface StandupResult {
  /** `choice` (equal passes), `advantage` (one more), `ambush` (two more). */
  outcome: "choice" | "advantage" | "ambush";
  /** The side that won: chooses the order (choice) or sets up first (advantage, ambush). */
  winner: string;
  loser: string;
  /** Passes of the final roll, by side id. */
  passes: Record<string, number>;
}

/** Each side's best passing die (0 when none passed): the tie-break of equal passes. */
export function bestPassingDie(dice: readonly number[], target: number): number {
  return dice.filter((d) => d <= target).reduce((a, b) => Math.max(a, b), 0);
}

/** Reads two leaders' dice, or null for a tie that must be rolled again (L3227). */
export function readStandup(
  a: { id: string; dice: readonly number[]; target: number },
  b: { id: string; dice: readonly number[]; target: number },
): StandupResult | null {
  const pa = a.dice.filter((d) => d <= a.target).length;
  const pb = b.dice.filter((d) => d <= b.target).length;
  const passes = { [a.id]: pa, [b.id]: pb };
  if (pa !== pb) {
    const [winner, loser] = pa > pb ? [a.id, b.id] : [b.id, a.id];
    return { outcome: Math.abs(pa - pb) >= 2 ? "ambush" : "advantage", winner, loser, passes };
  }
  const ba = bestPassingDie(a.dice, a.target);
  const bb = bestPassingDie(b.dice, b.target);
  if (ba === bb) return null;
  const [winner, loser] = ba > bb ? [a.id, b.id] : [b.id, a.id];
  return { outcome: "choice", winner, loser, passes };
}

/** Guard against a dice source that never breaks a tie. */
const MAX_TIES = 200;

/**
 * Rolls the STANDUP FIGHT on a log (each leader's 2d6 recorded, ties rolled again) and returns the
 * result. The leaders' targets are Rep + modifier, never below 0.
 */
export function rollStandupFight(log: RollLog, a: StandupSide, b: StandupSide): StandupResult {
  if (a.id === b.id) throw new RulesError("sides", [a.id, b.id], "must be two different sides");
  const ta = target("repA", a);
  const tb = target("repB", b);
  for (let i = 0; i < MAX_TIES; i++) {
    const ra = log.passes({
      purpose: "standupLeader",
      target: ta,
      source: "L3221–3225",
      subject: a.id,
      read: passRead,
    });
    const rb = log.passes({
      purpose: "standupLeader",
      target: tb,
      source: "L3221–3225",
      subject: b.id,
      read: passRead,
    });
    const result = readStandup(
      { id: a.id, dice: ra.dice, target: ta },
      { id: b.id, dice: rb.dice, target: tb },
    );
    if (result) return result;
  }
  throw new RulesError("dice", log.rolls.length, "STANDUP FIGHT kept tying");
}

function passRead(passes: number): string {
  return `pass${passes}`;
}

function target(field: string, side: StandupSide): number {
  const rep = assertInteger(`${field}`, side.rep, REP_RANGE.min, REP_RANGE.max);
  const mod = assertInteger(`${field}Modifier`, side.repModifier ?? 0, -6, 6);
  return Math.max(0, rep + mod);
}

/** The deployment a standup result gives (L3227–3237). */
export function standupDeployment(result: StandupResult): DeploymentPlan {
  if (result.outcome === "choice")
    return {
      kind: "standup",
      distanceInches: STANDUP_DISTANCE,
      setsUpFirst: result.winner,
      notes: ["standupInSight", "standupWinnerChoosesOrder", "activationAsNormal"],
    };
  return {
    kind: "standup",
    distanceInches: STANDUP_DISTANCE,
    setsUpFirst: result.winner,
    activatesFirst: result.loser,
    ...(result.outcome === "ambush" ? { ambushBy: result.winner } : {}),
    notes:
      result.outcome === "ambush"
        ? ["standupOwnHalf", "standupEntersFar", "ambushersHidden"]
        : ["standupOwnHalf", "standupEntersFar"],
  };
}

const STANDUP_INPUTS: readonly InputSpec[] = [
  { key: "sideARep", kind: "integer", min: REP_RANGE.min, max: REP_RANGE.max, default: 4 },
  { key: "sideARepModifier", kind: "integer", min: -2, max: 0, default: 0 },
  { key: "sideBRep", kind: "integer", min: REP_RANGE.min, max: REP_RANGE.max, default: 4 },
  { key: "sideBRepModifier", kind: "integer", min: -2, max: 0, default: 0 },
];

/** The table as the journal's button rolls it: side A (the players' leader) against side B. */
export const STANDUP_FIGHT_TABLE: SpecialTableDefinition = specialTable(
  "standupFight",
  "L3221–3237",
  STANDUP_INPUTS,
  (dice: DiceSource, v): SpecialTableResult => {
    const log = new RollLog(dice);
    const r = rollStandupFight(
      log,
      { id: "sideA", rep: integerInput(v, "sideARep"), repModifier: integerInput(v, "sideARepModifier") },
      { id: "sideB", rep: integerInput(v, "sideBRep"), repModifier: integerInput(v, "sideBRepModifier") },
    );
    return {
      table: "standupFight",
      rolls: log.rolls,
      outcome: `${r.outcome}${r.winner === "sideA" ? "SideA" : "SideB"}`,
      values: { distance: STANDUP_DISTANCE, passesA: r.passes.sideA!, passesB: r.passes.sideB! },
      notes: standupDeployment(r).notes,
    };
  },
);
