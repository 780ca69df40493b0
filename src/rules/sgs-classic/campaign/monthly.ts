import { type DiceSource, type Fraction, fraction, rollD6 } from "../../core";
import { RulesError, assertBoolean, assertInteger, assertOneOf } from "../../core/errors";
import { LOCALES, type Locale, PROFESSIONS, type Profession } from "../ids";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";
import { type HeldLifeAndTimes, lifeAndTimesModifier } from "./life-and-times";
import { type AnyEncounterKey, localeModifier, openEncounters } from "./locales";
import { cattleDriveResult, rangeWarResult } from "./monthly-tables";

/**
 * One campaign month for one PC (guide §4.1; seed L451–L455): what is scheduled comes first (a
 * follow-up due, the Cattle Drive's or Range War's own roll: SGS-Q37), then 2D6, and only an exact
 * 7 brings an encounter; a PC below full Constitution may decline it; its type is the highest of
 * 2D6 + locale + Life and Times over every encounter open to him, ties rolled again (SGS-Q36).
 */

export const ENCOUNTER_ROLL = 7;

export interface PendingEncounter {
  readonly encounter: AnyEncounterKey;
  /** Months until it comes: 0 means this month. */
  readonly monthsLeft: number;
}

export interface PcMonthState {
  readonly profession: Profession;
  readonly locale: Locale;
  readonly lifeAndTimes: readonly HeldLifeAndTimes[];
  readonly belowFullCon: boolean;
  readonly pending: readonly PendingEncounter[];
  readonly cattleDriveMonthsLeft: number;
  readonly rangeWar: boolean;
}

export interface TypeRoll {
  readonly encounter: AnyEncounterKey;
  readonly dice: readonly number[];
  readonly locale: number;
  readonly lifeAndTimes: number;
  readonly total: number;
}

export interface MonthResult {
  /** Where the month's encounter came from, if any. */
  readonly source: "pending" | "cattleDrive" | "rangeWar" | "roll" | null;
  readonly encounter: AnyEncounterKey | null;
  /** A Range War gunfight is fought on the trail. */
  readonly onTrail: boolean;
  /** The drive's or range war's 2D6. */
  readonly scheduledRoll: {
    readonly table: "cattleDrive" | "rangeWar";
    readonly dice: readonly number[];
  } | null;
  /** The 2D6 encounter roll (only 7 counts), when it was made. */
  readonly encounterRoll: readonly number[] | null;
  /** Each round of type rolls (a tie rolls again). */
  readonly typeRounds: readonly (readonly TypeRoll[])[];
  /** Below full Constitution, the PC may decline (L285, L453). */
  readonly mayDecline: boolean;
  /** The PC's state for next month (follow-ups counted down, a drive month used). */
  readonly next: PcMonthState;
}

function checkState(s: PcMonthState): void {
  assertOneOf("profession", s.profession, PROFESSIONS);
  assertOneOf("locale", s.locale, LOCALES);
  assertBoolean("belowFullCon", s.belowFullCon);
  assertBoolean("rangeWar", s.rangeWar);
  assertInteger("cattleDriveMonthsLeft", s.cattleDriveMonthsLeft, 0, 3);
  if (!Array.isArray(s.pending)) throw new RulesError("pending", s.pending, "must be a list");
  s.pending.forEach((p, i) => assertInteger(`pending[${i}].monthsLeft`, p.monthsLeft, 0, 24));
}

/** The type rolls of one round, for the given encounters. */
function typeRound(state: PcMonthState, keys: readonly AnyEncounterKey[], source: DiceSource): TypeRoll[] {
  return keys.map((encounter) => {
    const dice = rollD6(source, 2);
    const locale = localeModifier(encounter, state.locale, state.profession);
    const lt = lifeAndTimesModifier(state.lifeAndTimes, encounter, state.locale);
    return { encounter, dice, locale, lifeAndTimes: lt, total: dice[0]! + dice[1]! + locale + lt };
  });
}

/** Rolls which encounter it is: the highest total; a tie rolls the tied (or all) again. */
export function rollEncounterType(
  state: PcMonthState,
  source: DiceSource,
  rules: ClassicRules = DEFAULT_RULES,
): { readonly encounter: AnyEncounterKey; readonly rounds: readonly (readonly TypeRoll[])[] } {
  checkState(state);
  const open = openEncounters(state.profession, rules);
  if (open.length === 0) throw new RulesError("profession", state.profession, "has no encounter open to it");
  const rounds: TypeRoll[][] = [];
  let keys = [...open];
  for (;;) {
    const round = typeRound(state, keys, source);
    rounds.push(round);
    const best = Math.max(...round.map((r) => r.total));
    const top = round.filter((r) => r.total === best).map((r) => r.encounter);
    if (top.length === 1) return { encounter: top[0]!, rounds };
    if (rounds.length > 100) throw new RulesError("encounter", top, "keeps tying");
    keys = rules.encounterTieReroll === "tiedOnly" ? top : [...open];
  }
}

/** Plays the month's rolls for one PC. */
export function rollMonth(
  state: PcMonthState,
  source: DiceSource,
  rules: ClassicRules = DEFAULT_RULES,
): MonthResult {
  checkState(state);
  const due = state.pending.find((p) => p.monthsLeft === 0) ?? null;
  const pending = state.pending
    .filter((p) => p !== due)
    .map((p) => ({ ...p, monthsLeft: Math.max(0, p.monthsLeft - 1) }));
  const base = {
    onTrail: false,
    scheduledRoll: null,
    encounterRoll: null,
    typeRounds: [],
    mayDecline: state.belowFullCon,
  };
  const drive = state.cattleDriveMonthsLeft > 0;
  const next: PcMonthState = {
    ...state,
    pending,
    cattleDriveMonthsLeft: drive ? state.cattleDriveMonthsLeft - 1 : 0,
  };
  // A follow-up due this month is the month's encounter (guide §4.1 step 1); it cannot be declined.
  if (due) return { ...base, source: "pending", encounter: due.encounter, mayDecline: false, next };
  let scheduledRoll: MonthResult["scheduledRoll"] = null;
  if (drive || state.rangeWar) {
    const table = drive ? "cattleDrive" : "rangeWar";
    const dice = rollD6(source, 2);
    scheduledRoll = { table, dice };
    const read = (drive ? cattleDriveResult : rangeWarResult)(dice[0]! + dice[1]!);
    if (read.encounter)
      return {
        ...base,
        source: table,
        encounter: read.encounter,
        onTrail: read.onTrail,
        scheduledRoll,
        next,
      };
    if (rules.driveReplacesMonthlyRoll)
      return { ...base, source: null, encounter: null, scheduledRoll, next };
  }
  const encounterRoll = rollD6(source, 2);
  if (encounterRoll[0]! + encounterRoll[1]! !== ENCOUNTER_ROLL)
    return { ...base, source: null, encounter: null, scheduledRoll, encounterRoll, next };
  const type = rollEncounterType(state, source, rules);
  return {
    ...base,
    source: "roll",
    encounter: type.encounter,
    scheduledRoll,
    encounterRoll,
    typeRounds: type.rounds,
    next,
  };
}

/** The chance of an encounter on the normal roll: exactly 7 on 2D6, 1/6. */
export function encounterChance(): Fraction {
  return fraction(6, 36);
}
