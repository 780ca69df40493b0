import { RulesError, assertInteger, assertOneOf, type DiceSource } from "../../core";
import { SAND_RANGE } from "../figure";
import { RollLog } from "../encounters/roll-log";
import type { EncounterRoll } from "../encounters/types";
import { CRIMES, type Crime } from "./ids";

/**
 * ABANDONMENT & CAPTURE (L4462–4510) and TRIAL AND PUNISHMENT (L4512–4556): the fate of figures left
 * on the table or taken by the enemy, and an outlaw's day in court. Lost minus signs: guide I-44.
 */

export const CAPTORS = ["outlaws", "indians", "law", "others"] as const;
export type Captor = (typeof CAPTORS)[number];

export const CAPTURED_MODIFIERS = [
  "leaderSlain",
  "enemySlainOrGutShot",
  "stolenHorse",
  "ambushAttacker",
] as const;
export type CapturedModifier = (typeof CAPTURED_MODIFIERS)[number];

/** MODIFIERS TO "CAPTURED!" (L4472–4477): not cumulative, the largest applies. */
export const CAPTURED_MODIFIER_VALUES: { readonly [M in CapturedModifier]: number } = {
  leaderSlain: -2,
  enemySlainOrGutShot: -1,
  stolenHorse: -1,
  ambushAttacker: -1,
};

export interface CapturedSituation {
  sand: number;
  /** Left behind on the table (abandoned) rather than taken prisoner (captured). */
  abandoned: boolean;
  captor: Captor;
  /** The encounter was in a town (else "on the trail"). */
  inTown: boolean;
  /** Can move on its own. */
  mobile: boolean;
  /** The tester is an Indian. */
  indian?: boolean;
  modifiers?: readonly CapturedModifier[];
  subject?: string;
}

export const CAPTURED_OUTCOMES = [
  /** Escapes, eludes or is overlooked: recovers as a Runaway and cannot rest (L4506–4507). */
  "escapes",
  /** Outlaws let him go. */
  "released",
  /** Breaks free on the trail: play a Posse at once with him as a runner (one mount per two runners, at least one). */
  "breaksFree",
  /** Imprisoned: a Jail Break in ½d6 seasons (pass 2: counted from when he can move on his own). */
  "imprisoned",
  /** Beaten by outlaws and left for dead: Out of the Fight, then as one abandoned who escaped. */
  "beatenLeftForDead",
  /** Slain by his captors. */
  "slain",
  /** Lynched or "shot while trying to escape". */
  "lynched",
] as const;
export type CapturedOutcome = (typeof CAPTURED_OUTCOMES)[number];

export interface CapturedResult {
  outcome: CapturedOutcome;
  /** Seasons until the Jail Break (imprisoned only). */
  jailBreakIn?: number;
  /** The ½d6 counts from when the figure can move on its own (pass 2, immobile). */
  afterMobile?: boolean;
  rolls: EncounterRoll[];
}

function capturedRow(passes: number, s: CapturedSituation): CapturedOutcome {
  if (passes === 0) return "lynched";
  if (passes === 2) {
    if (s.abandoned) return "escapes";
    if (s.captor === "outlaws") return "released";
    if (s.inTown) return "escapes";
    if (s.mobile) return "breaksFree";
    if (s.captor === "indians") return "escapes"; // left for dead: as abandoned (L4490)
    return "imprisoned";
  }
  if (s.captor === "outlaws") return "beatenLeftForDead";
  if (s.captor === "indians" || s.indian) return "slain";
  return "imprisoned";
}

/** CAPTURED! (L4479–4502): 2d6 vs Sand with the largest modifier; the row read follows the situation. */
export function rollCaptured(dice: DiceSource, situation: CapturedSituation): CapturedResult {
  const sand = assertInteger("sand", situation.sand, SAND_RANGE.min, SAND_RANGE.max);
  assertOneOf("captor", situation.captor, CAPTORS);
  const modifier = Math.min(
    0,
    ...(situation.modifiers ?? []).map(
      (m) => CAPTURED_MODIFIER_VALUES[assertOneOf("modifiers", m, CAPTURED_MODIFIERS)],
    ),
  );
  const log = new RollLog(dice);
  const test = log.passes({
    purpose: "captured",
    target: Math.max(0, sand + modifier),
    source: "L4479–4502",
    subject: situation.subject,
    read: (passes) => `captured.${capturedRow(passes, situation)}`,
    values: () => ({ modifier }),
  });
  const outcome = capturedRow(test.score, situation);
  if (outcome !== "imprisoned") return { outcome, rolls: log.rolls };
  const wait = log.sum({
    purpose: "jailBreakIn",
    source: test.score === 2 ? "L4494" : "L4501",
    subject: situation.subject,
    read: () => "captured.jailBreakIn",
    values: (score) => ({ n: Math.ceil(score / 2) }),
  });
  return { outcome, jailBreakIn: Math.ceil(wait.score / 2), afterMobile: test.score === 2, rolls: log.rolls };
}

// ---------------------------------------------------------------------------------------------
// TRIAL AND PUNISHMENT (L4512–4556)

export { CRIMES, type Crime };

export type Sentence =
  | { kind: "fine" }
  | { kind: "jail"; seasons: number }
  | { kind: "prison"; years: number }
  | { kind: "life" }
  | { kind: "hanging"; inSeasons: number }
  /** Pass 0 for assault alone: the book prints no sentence (OPEN); the GM sets it. */
  | { kind: "gmDecides" };

export interface TrialCase {
  sand: number;
  crime: Crime;
  /** Robbery, rustling or horse theft in which a victim was wounded (L4540). */
  withAssault?: boolean;
  /** Previously convicted (−1). */
  repeatOffender?: boolean;
  /** Tried in Indian Territory (−1). */
  indianTerritory?: boolean;
  subject?: string;
}

/** The trial is held 1d3 (½d6) seasons after the capture (L4516); `values.n` is the wait in seasons. */
export function rollTrialDelay(dice: DiceSource, subject?: string): EncounterRoll {
  return new RollLog(dice).sum({
    purpose: "trialIn",
    source: "L4516",
    subject,
    read: () => "captured.trialIn",
    values: (score) => ({ n: Math.ceil(score / 2) }),
  });
}

/** TRIAL AND PUNISHMENT: 2d6 vs Sand (−1 repeat offender, −1 in Indian Territory; cumulative). */
export function rollTrial(
  dice: DiceSource,
  trial: TrialCase,
): { sentence: Sentence; rolls: EncounterRoll[] } {
  const sand = assertInteger("sand", trial.sand, SAND_RANGE.min, SAND_RANGE.max);
  const crime = assertOneOf("crime", trial.crime, CRIMES);
  if (trial.withAssault && !(["robbery", "rustling", "horseTheft"] as Crime[]).includes(crime))
    throw new RulesError(
      "withAssault",
      trial.withAssault,
      "only a robbery, rustling or horse theft can be with assault",
    );
  const modifier = -(trial.repeatOffender ? 1 : 0) - (trial.indianTerritory ? 1 : 0);
  const log = new RollLog(dice);
  const test = log.passes({
    purpose: "trial",
    target: Math.max(0, sand + modifier),
    source: "L4520–4556",
    subject: trial.subject,
    read: (passes) => `trial.pass${passes}`,
    values: () => ({ modifier, crime }),
  });
  const term = (purpose: string, count: number, source: string) =>
    log.sum({ purpose, count, source, subject: trial.subject, read: () => `trial.${purpose}` }).score;
  if (test.score === 2) return { sentence: { kind: "fine" }, rolls: log.rolls };
  if (test.score === 1) {
    const seasons =
      crime === "robbery" || crime === "assault"
        ? Math.ceil(term("jailSeasons", 1, "L4535") / 2)
        : crime === "rustling"
          ? term("jailSeasons", 1, "L4536")
          : term("jailSeasons", 2, "L4537");
    return { sentence: { kind: "jail", seasons }, rolls: log.rolls };
  }
  if (crime === "assault") return { sentence: { kind: "gmDecides" }, rolls: log.rolls };
  if (crime !== "murder") {
    const years = trial.withAssault ? term("prisonYears", 7, "L4544") : term("prisonYears", 5, "L4543");
    return { sentence: { kind: "prison", years }, rolls: log.rolls };
  }
  const murder = term("murderSentence", 1, "L4545–4547");
  if (murder <= 2) return { sentence: { kind: "life" }, rolls: log.rolls };
  return {
    sentence: { kind: "hanging", inSeasons: Math.ceil(term("hangingIn", 1, "L4547") / 2) },
    rolls: log.rolls,
  };
}
