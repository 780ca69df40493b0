import { RulesError, assertInteger, assertOneOf, type DiceSource } from "../../core";
import { frozen } from "../../core/frozen";
import { PROFESSIONS, type Profession } from "../ids";
import { REP_RANGE, SAND_RANGE } from "../figure";
import { RollLog } from "../encounters/roll-log";
import type { EncounterRoll } from "../encounters/types";

/**
 * IMPROVING REP (L4558–4589) and the ALTERNATE EXPERIENCE METHOD (L4591–4601).
 */

/** REP ADVANCEMENT TABLE (L4574–4581): RAP needed to leave each Rep; Rep 6 needs 10 more encounters (L4587). */
export const REP_ADVANCEMENT: { readonly [rep: number]: number } = frozen({ 2: 2, 3: 4, 4: 6, 5: 8, 6: 10 });

/** RAP needed at `rep`, or null where the table stops (Rep 1 is not printed; Rep 7 is the top). */
export function rapNeeded(rep: number): number | null {
  const r = assertInteger("rep", rep, REP_RANGE.min, REP_RANGE.max);
  return REP_ADVANCEMENT[r] ?? null;
}

export interface EncounterRecord {
  profession: Profession;
  /** Ran away as a result of a reaction test. */
  ranAway: boolean;
  /** Ended Out of the Fight. */
  outOfTheFight: boolean;
  /** Shot or fought in melee during the encounter. */
  engaged: boolean;
  /** An Outlaw who robbed a bank in a locale of settlement level 4 or more. */
  robbedBankSl4?: boolean;
  /** A Lawman (Marshal, Sheriff, Ranger) who captured an Outlaw of higher Rep. */
  capturedHigherRepOutlaw?: boolean;
  /** A Gunfighter who beat a Gunfighter of higher Rep. */
  beatHigherRepGunfighter?: boolean;
}

/** A successful encounter: did not run away, was not Out of the Fight, and shot or fought (L4560). */
export function successfulEncounter(record: EncounterRecord): boolean {
  return !record.ranAway && !record.outOfTheFight && record.engaged;
}

/** RAP an encounter earns: 1 for a success, +1 for each of the three exceptions that fits (L4560–4566). */
export function rapEarned(record: EncounterRecord): number {
  const profession = assertOneOf("profession", record.profession, PROFESSIONS);
  if (!successfulEncounter(record)) return 0;
  const lawman = profession === "marshal" || profession === "sheriff" || profession === "ranger";
  return (
    1 +
    (profession === "outlaw" && record.robbedBankSl4 ? 1 : 0) +
    (lawman && record.capturedHigherRepOutlaw ? 1 : 0) +
    (profession === "gunfighter" && record.beatHigherRepGunfighter ? 1 : 0)
  );
}

export interface RepProgress {
  rep: number;
  rap: number;
}

/**
 * The Star's Rep and RAP after an encounter: running away (from a reaction test) wipes the RAP
 * (L4583); otherwise the RAP earned are added and, on reaching the table's number, Rep rises by one
 * and RAP start again from 0 (L4583). Rep 7 is the highest.
 */
export function advanceRep(
  progress: RepProgress,
  record: EncounterRecord,
): RepProgress & { improved: boolean } {
  const rep = assertInteger("rep", progress.rep, REP_RANGE.min, REP_RANGE.max);
  const rap = assertInteger("rap", progress.rap, 0, 99);
  if (record.ranAway) return { rep, rap: 0, improved: false };
  const total = rap + rapEarned(record);
  const needed = rapNeeded(rep);
  if (needed !== null && total >= needed) return { rep: rep + 1, rap: 0, improved: true };
  return { rep, rap: total, improved: false };
}

/** The Cowboy's rank by Rep: a Trail Boss at 5 recruits Cowboys, a Rancher at 6 rolls 4d6 best three on JOIN UP (L4570). */
export function cowboyRank(rep: number): "puncher" | "trailBoss" | "rancher" {
  const r = assertInteger("rep", rep, REP_RANGE.min, REP_RANGE.max);
  return r >= 6 ? "rancher" : r === 5 ? "trailBoss" : "puncher";
}

/**
 * ALTERNATE EXPERIENCE METHOD: after an encounter survived without running away or going Out of the
 * Fight, 1d6 vs Rep and 1d6 vs Sand; over the stat, or a 6, raises it by one; a 1 lowers it by one
 * (never below 1). The book sets no upper limit; our figures stop at 7, the highest Rep the book
 * allows (L4587).
 */
export function rollAlternateExperience(
  dice: DiceSource,
  figure: { rep: number; sand: number; subject?: string },
): { rep: number; sand: number; rolls: EncounterRoll[] } {
  const rep = assertInteger("rep", figure.rep, REP_RANGE.min, REP_RANGE.max);
  const sand = assertInteger("sand", figure.sand, SAND_RANGE.min, SAND_RANGE.max);
  const log = new RollLog(dice);
  const change = (stat: number) => (score: number) =>
    score === 1 ? -1 : score === 6 || score > stat ? 1 : 0;
  const next = (stat: number, max: number, purpose: string) => {
    const roll = log.sum({
      purpose,
      source: "L4595–4601",
      subject: figure.subject,
      read: (score) => `experience.${["down", "same", "up"][change(stat)(score) + 1]!}`,
    });
    return Math.min(max, Math.max(1, stat + change(stat)(roll.score)));
  };
  const newRep = next(rep, REP_RANGE.max, "experienceRep");
  const newSand = next(sand, SAND_RANGE.max, "experienceSand");
  return { rep: newRep, sand: newSand, rolls: log.rolls };
}

// ---------------------------------------------------------------------------------------------
// JOIN UP (L4603–4655)

export const JOIN_UP_PROFESSIONS = ["cowboy", "marshal", "outlaw", "ranger", "sheriff"] as const;
export type JoinUpProfession = (typeof JOIN_UP_PROFESSIONS)[number];

/** Who joins: the NPC list the new hand is rolled on, `lowerRep` when he must be below the Star's Rep. */
export type JoinUpResult = { joins: true; list: Profession; lowerRep?: boolean } | { joins: false };

/** The JOIN UP row for a profession and passes (0–3), with the settlement level where a row asks for it. */
export function joinUpRow(
  profession: JoinUpProfession,
  passes: number,
  context: { settlementLevel: number; atRanch?: boolean },
): JoinUpResult {
  const p = assertInteger("passes", passes, 0, 3);
  const who = assertOneOf("profession", profession, JOIN_UP_PROFESSIONS);
  const sl = assertInteger("settlementLevel", context.settlementLevel, 1, 6);
  const none = { joins: false } as const;
  switch (who) {
    case "cowboy":
      if (p >= 2) return { joins: true, list: "cowboy" };
      if (p === 1 || context.atRanch) return { joins: true, list: "greenhorn" };
      return none;
    case "outlaw":
      if (p >= 2) return { joins: true, list: "outlaw" };
      return p === 1 ? { joins: true, list: "outlaw", lowerRep: true } : none;
    case "sheriff":
      return p >= 2 ? { joins: true, list: "deputy" } : none;
    case "marshal":
    case "ranger":
      return p === 3 || (p === 2 && sl >= 4) ? { joins: true, list: who } : none;
  }
}

/**
 * JOIN UP after each encounter: 3d6 vs the Rep of the Star or his boss (a Rancher rolls 4d6 and counts
 * the best three, L4570). A Gunfighter has no outfit and never rolls (L4655); a Cowboy's hands go to
 * his Trail Boss or Rancher, a Ranger's to the Captain, a Marshal's to the senior Marshal (L4609–4613).
 * The Outlaw campaign replaces this table with its own (guide I-60).
 */
export function rollJoinUp(
  dice: DiceSource,
  options: {
    profession: JoinUpProfession;
    rep: number;
    settlementLevel: number;
    rancher?: boolean;
    atRanch?: boolean;
  },
): JoinUpResult & { roll: EncounterRoll } {
  const rep = assertInteger("rep", options.rep, REP_RANGE.min, REP_RANGE.max);
  if (options.rancher && options.profession !== "cowboy")
    throw new RulesError("rancher", options.rancher, "only a Cowboy outfit has a Rancher");
  const context = { settlementLevel: options.settlementLevel, atRanch: options.atRanch };
  const roll = new RollLog(dice).passes({
    purpose: "joinUp",
    count: options.rancher ? 4 : 3,
    target: rep,
    source: "L4617–4653",
    read: (passes) => {
      const row = joinUpRow(options.profession, Math.min(3, passes), context);
      return row.joins ? `joinUp.${row.lowerRep ? "lowerRep" : "joins"}` : "joinUp.none";
    },
    values: (passes) => {
      const row = joinUpRow(options.profession, Math.min(3, passes), context);
      return row.joins ? { list: row.list } : undefined;
    },
  });
  const passes = Math.min(3, roll.score);
  return { ...joinUpRow(options.profession, passes, context), roll: { ...roll, score: passes } };
}
