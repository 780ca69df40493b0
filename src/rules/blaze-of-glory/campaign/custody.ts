import { RulesError, assertInteger, type DiceSource } from "../../core";
import { SAND_RANGE } from "../figure";
import type { EncounterRoll } from "../encounters/types";
import type { LocaleId } from "../encounters/locale-ids";
import { rollTrial, rollTrialDelay, type Crime, type Sentence } from "./captivity";

/**
 * Figures held after CAPTURED! (L4491–4501) and TRIAL AND PUNISHMENT (L4512–4556) kept season by
 * season: the Jail Break waits ½d6 seasons (counted from when he can move on his own after a pass 2),
 * the law tries him 1d3 seasons after the capture, and he serves what the court gives. When the
 * Jail Break and the trial fall in the same season the Jail Break comes first (L4516); the trial then
 * waits for the end of that season and is held only if he is still inside.
 */

export interface Prisoner {
  /** The figure's id where the table keeps it (an actor's uuid in Foundry), and its name for the cards. */
  who: string;
  name: string;
  /** His Sand when taken: the trial rolls against it. */
  sand: number;
  /** Where he was taken: a trial in Indian Territory is harder (L4554). */
  locale: LocaleId;
  /** Tried by the law for this crime; null when his captors hold no court. */
  crime: Crime | null;
  /** His robbery, rustling or horse theft wounded a victim (L4540). */
  withAssault: boolean;
  /** Seasons until his friends' Jail Break; null when none is coming. */
  jailBreakIn: number | null;
  /** Pass 2 but immobile: the Jail Break's wait starts once he can move on his own (L4494). */
  waitingToMove: boolean;
  /** Seasons until the trial (0: due at the end of this season); null when tried or never tried. */
  trialIn: number | null;
  sentence: Sentence | null;
  /** Seasons still to serve (jail, prison years × 4) or until the hanging; null: life, or not yet sentenced. */
  termLeft: number | null;
}

/** Which custody events name a figure the table must change: `values.who` is the figure's id. */
export const CUSTODY_FATES = ["prisoner.hanged", "prisoner.released", "prisoner.freed"] as const;

export interface CustodyEvent {
  code: string;
  values: Record<string, number | string>;
}

export interface CustodyResult {
  prisoners: Prisoner[];
  /** Figures convicted before (repeat offenders at their next trial, L4553). */
  convicted: string[];
  rolls: EncounterRoll[];
  events: CustodyEvent[];
  /** Jail Breaks due this season: one encounter each. */
  jailBreaks: number;
}

export interface TakenPrisoner {
  who: string;
  name: string;
  sand: number;
  locale: LocaleId;
  /** From CAPTURED!: the ½d6 seasons to the Jail Break, and whether they wait for him to move. */
  jailBreakIn: number;
  afterMobile: boolean;
  /** Tried by the law for this crime (null: held by others, no court). */
  crime: Crime | null;
  withAssault?: boolean;
}

/** A figure imprisoned by CAPTURED!: held, with the trial's date rolled when the law holds him. */
export function takePrisoner(
  dice: DiceSource,
  taken: TakenPrisoner,
): { prisoner: Prisoner; rolls: EncounterRoll[] } {
  if (!taken.who) throw new RulesError("who", taken.who, "must name the figure");
  const sand = assertInteger("sand", taken.sand, SAND_RANGE.min, SAND_RANGE.max);
  const jailBreakIn = assertInteger("jailBreakIn", taken.jailBreakIn, 1, 3);
  if (taken.withAssault && !["robbery", "rustling", "horseTheft"].includes(taken.crime ?? ""))
    throw new RulesError("withAssault", true, "only a robbery, rustling or horse theft can be with assault");
  const rolls: EncounterRoll[] = [];
  let trialIn: number | null = null;
  if (taken.crime) {
    const delay = rollTrialDelay(dice, taken.name);
    rolls.push(delay);
    trialIn = Number(delay.values!.n);
  }
  return {
    prisoner: {
      who: taken.who,
      name: taken.name,
      sand,
      locale: taken.locale,
      crime: taken.crime,
      withAssault: taken.withAssault === true,
      jailBreakIn,
      waitingToMove: taken.afterMobile,
      trialIn,
      sentence: null,
      termLeft: null,
    },
    rolls,
  };
}

/** Seasons to serve for a sentence (null: for life, or the GM sets it). */
function termOf(sentence: Sentence): number | null {
  switch (sentence.kind) {
    case "jail":
      return sentence.seasons;
    case "prison":
      return sentence.years * 4;
    case "hanging":
      return sentence.inSeasons;
    default:
      return null;
  }
}

class Custody {
  readonly rolls: EncounterRoll[] = [];
  readonly events: CustodyEvent[] = [];
  readonly held: Prisoner[];
  readonly convicted: string[];
  jailBreaks = 0;

  constructor(
    readonly dice: DiceSource,
    prisoners: readonly Prisoner[],
    convicted: readonly string[],
  ) {
    this.held = prisoners.map((p) => ({ ...p, sentence: p.sentence ? { ...p.sentence } : null }));
    this.convicted = [...convicted];
  }

  event(code: string, p: Prisoner, values: Record<string, number | string> = {}) {
    this.events.push({ code, values: { name: p.name, who: p.who, ...values } });
  }

  /** The trial: a fine sets him free; any other sentence makes him a convicted man. */
  try(p: Prisoner): boolean {
    const trial = rollTrial(this.dice, {
      sand: p.sand,
      crime: p.crime!,
      withAssault: p.withAssault,
      repeatOffender: this.convicted.includes(p.who),
      indianTerritory: p.locale === "indianTerritory",
      subject: p.name,
    });
    this.rolls.push(...trial.rolls);
    p.trialIn = null;
    p.sentence = trial.sentence;
    p.termLeft = termOf(trial.sentence);
    const s = trial.sentence;
    // The card counts prison in years, the record in seasons.
    this.event(`prisoner.sentence.${s.kind}`, p, {
      n: s.kind === "prison" ? s.years : (p.termLeft ?? 0),
    });
    if (s.kind === "fine") {
      this.event("prisoner.released", p);
      return false;
    }
    if (!this.convicted.includes(p.who)) this.convicted.push(p.who);
    return true;
  }

  result(prisoners: Prisoner[]): CustodyResult {
    return {
      prisoners,
      convicted: this.convicted,
      rolls: this.rolls,
      events: this.events,
      jailBreaks: this.jailBreaks,
    };
  }
}

/**
 * A new season for those held: each wait counts down by one. A Jail Break that falls due is played
 * this season; a trial that falls due is held now, or at the season's end when a Jail Break comes
 * first; a term served ends in release, a hanging's wait in the hanging.
 */
export function custodySeasonStart(
  dice: DiceSource,
  prisoners: readonly Prisoner[],
  convicted: readonly string[] = [],
): CustodyResult {
  const c = new Custody(dice, prisoners, convicted);
  const kept = c.held.filter((p) => {
    let breakNow = false;
    if (p.jailBreakIn !== null && !p.waitingToMove) {
      p.jailBreakIn -= 1;
      if (p.jailBreakIn <= 0) {
        p.jailBreakIn = null;
        breakNow = true;
        c.jailBreaks += 1;
        c.event("prisoner.jailBreak", p);
      }
    }
    // A term given before this season runs down first: a sentence handed down below starts next season.
    if (p.sentence && p.termLeft !== null) {
      p.termLeft -= 1;
      if (p.termLeft <= 0) {
        c.event(p.sentence.kind === "hanging" ? "prisoner.hanged" : "prisoner.released", p);
        return false;
      }
    }
    if (p.trialIn !== null) {
      p.trialIn = Math.max(0, p.trialIn - 1);
      if (p.trialIn === 0 && !breakNow) return c.try(p);
    }
    return true;
  });
  return c.result(kept);
}

/** The end of the season: a trial put off by this season's Jail Break is held if he is still inside. */
export function custodySeasonEnd(
  dice: DiceSource,
  prisoners: readonly Prisoner[],
  convicted: readonly string[] = [],
): CustodyResult {
  const c = new Custody(dice, prisoners, convicted);
  return c.result(c.held.filter((p) => (p.trialIn === 0 ? c.try(p) : true)));
}

/** Figures the Jail Break (or the GM) set free: off the list, each with an event. */
export function freePrisoners(
  prisoners: readonly Prisoner[],
  who: readonly string[],
): { prisoners: Prisoner[]; events: CustodyEvent[] } {
  const events: CustodyEvent[] = [];
  const kept = prisoners.filter((p) => {
    if (!who.includes(p.who)) return true;
    events.push({ code: "prisoner.freed", values: { name: p.name, who: p.who } });
    return false;
  });
  return { prisoners: kept.map((p) => ({ ...p })), events };
}

/** He can move on his own again: the Jail Break's wait starts counting (L4494). */
export function prisonerCanMove(prisoners: readonly Prisoner[], who: string): Prisoner[] {
  return prisoners.map((p) => (p.who === who ? { ...p, waitingToMove: false } : { ...p }));
}
