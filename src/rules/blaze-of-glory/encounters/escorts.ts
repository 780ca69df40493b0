import { assertInteger, assertOneOf } from "../../core";
import { frozen } from "../../core/frozen";
import type { Profession } from "../ids";
import { SETTLEMENT_LEVEL_RANGE } from "./locales";
import { readRange, type RollLog } from "./roll-log";
import type { ForceLine } from "./types";

/**
 * The escorts of the Hold Up (L3795–3806) and the Prisoner Transport (L3888–3897): a 1d6 on the
 * vehicle's list gives a lawman with a scattergun, 1 + 1d6 − SL Rangers, a Sheriff with 1d6 − SL
 * Deputies, a hired gun with a shotgun ... "1d6 − SL" never gives fewer than none (guide I-56).
 */

export const ESCORT_KINDS = [
  "marshalWithScattergun",
  "rangers",
  "sheriffAndDeputies",
  "gunfighterWithScattergun",
  "mountainManWithShotgun",
  "buffaloHunterWithShotgun",
  "halfD6Marshals",
  "sheriffAlone",
] as const;
export type EscortKind = (typeof ESCORT_KINDS)[number];

type EscortRows = readonly (readonly [number, number, EscortKind])[];

/** The escort lists, each die's row and the seed lines. */
export const ESCORT_TABLES = frozen({
  /** Hold Up stagecoach (L3795–3801); the mule train rolls on it too (L3806). */
  holdUpCoach: {
    source: "L3795–3801",
    rows: [
      [1, 1, "marshalWithScattergun"],
      [2, 2, "rangers"],
      [3, 3, "sheriffAndDeputies"],
      [4, 4, "gunfighterWithScattergun"],
      [5, 5, "mountainManWithShotgun"],
      [6, 6, "buffaloHunterWithShotgun"],
    ],
  },
  /** Hold Up wagon train (L3803–3805). */
  holdUpWagons: {
    source: "L3803–3805",
    rows: [
      [1, 3, "rangers"],
      [4, 6, "sheriffAndDeputies"],
    ],
  },
  /** Prisoner Transport stagecoach (L3888–3891). */
  transportCoach: {
    source: "L3888–3891",
    rows: [
      [1, 3, "marshalWithScattergun"],
      [4, 5, "rangers"],
      [6, 6, "sheriffAndDeputies"],
    ],
  },
  /** Prisoner Transport wagon (L3893–3896); horseback rolls on it too (L3897). */
  transportWagon: {
    source: "L3893–3896",
    rows: [
      [1, 3, "halfD6Marshals"],
      [4, 5, "rangers"],
      [6, 6, "sheriffAlone"],
    ],
  },
} as const satisfies Record<string, { source: string; rows: EscortRows }>);
export type EscortTable = keyof typeof ESCORT_TABLES;
export const ESCORT_TABLE_IDS = Object.keys(ESCORT_TABLES) as EscortTable[];

/** The row a die reads on an escort list. */
export function escortKind(table: EscortTable, die: number): EscortKind {
  const t = assertOneOf("table", table, ESCORT_TABLE_IDS);
  return readRange(ESCORT_TABLES[t].rows, assertInteger("die", die, 1, 6));
}

/** "1d6 − Settlement level", never below none (I-56). */
export function dieLessLevel(die: number, settlementLevel: number): number {
  const d = assertInteger("die", die, 1, 6);
  const sl = assertInteger(
    "settlementLevel",
    settlementLevel,
    SETTLEMENT_LEVEL_RANGE.min,
    SETTLEMENT_LEVEL_RANGE.max,
  );
  return Math.max(0, d - sl);
}

const ARMED: Partial<Record<EscortKind, { profession: Profession; weapon: string }>> = {
  marshalWithScattergun: { profession: "marshal", weapon: "scattergun" },
  gunfighterWithScattergun: { profession: "gunfighter", weapon: "scattergun" },
  mountainManWithShotgun: { profession: "mountainMan", weapon: "shotgun" },
  buffaloHunterWithShotgun: { profession: "buffaloHunter", weapon: "shotgun" },
};

/**
 * Rolls an escort on the log: the list's die, then the count dice its row needs. Returns the force
 * lines (role `escort`, `extra` merged into each) and the number of figures.
 */
export function rollEscort(
  log: RollLog,
  options: { table: EscortTable; settlementLevel: number; extra?: Partial<ForceLine> },
): { kind: EscortKind; lines: ForceLine[]; count: number } {
  const table = assertOneOf("table", options.table, ESCORT_TABLE_IDS);
  const sl = assertInteger(
    "settlementLevel",
    options.settlementLevel,
    SETTLEMENT_LEVEL_RANGE.min,
    SETTLEMENT_LEVEL_RANGE.max,
  );
  const source = ESCORT_TABLES[table].source;
  const kind = log
    .sum({ purpose: "escort", source, read: (d) => `escort.${escortKind(table, d)}` })
    .result.slice("escort.".length) as EscortKind;
  const extra = options.extra ?? {};
  const line = (profession: Profession, count: number, more: Partial<ForceLine> = {}): ForceLine => ({
    profession,
    count,
    role: "escort",
    ...extra,
    ...more,
  });
  const armed = ARMED[kind];
  let lines: ForceLine[];
  if (armed) lines = [line(armed.profession, 1, { extraWeapons: [armed.weapon] })];
  else if (kind === "rangers") {
    const n = log.sum({
      purpose: "escortRangers",
      source,
      read: () => "rangers",
      values: (d) => ({ n: 1 + dieLessLevel(d, sl) }),
    }).values!.n as number;
    lines = [line("ranger", n)];
  } else if (kind === "sheriffAndDeputies") {
    const n = log.sum({
      purpose: "escortDeputies",
      source,
      read: () => "deputies",
      values: (d) => ({ n: dieLessLevel(d, sl) }),
    }).values!.n as number;
    lines = [line("sheriff", 1), line("deputy", n)];
  } else if (kind === "halfD6Marshals") {
    // ½d6 rounded up (guide §0: 1–2 → 1, 3–4 → 2, 5–6 → 3).
    const n = log.sum({
      purpose: "escortMarshals",
      source,
      read: () => "marshals",
      values: (d) => ({ n: Math.ceil(d / 2) }),
    }).values!.n as number;
    lines = [line("marshal", n)];
  } else lines = [line("sheriff", 1)];
  lines = lines.filter((l) => l.count > 0);
  return { kind, lines, count: lines.reduce((a, l) => a + l.count, 0) };
}

/** The coach's passengers: d6 − 1 Townsfolk (L3802, L3892). */
export function rollPassengers(log: RollLog, source: string): number {
  return log.sum({
    purpose: "passengers",
    modifier: -1,
    source,
    read: () => "passengersCount",
    values: (score) => ({ n: score }),
  }).score;
}

/**
 * The escort with its first figure split out as the `leader` (he rolls on the HOLD UP and PRISONER
 * TRANSPORT tables, L3843, L3924); `leader` is merged into his line.
 */
export function escortWithLeader(lines: readonly ForceLine[], leader: Partial<ForceLine> = {}): ForceLine[] {
  const [first, ...rest] = lines;
  if (!first) return [];
  const out: ForceLine[] = [{ ...first, count: 1, role: "leader", ...leader }];
  if (first.count > 1) out.push({ ...first, count: first.count - 1 });
  return [...out, ...rest];
}
