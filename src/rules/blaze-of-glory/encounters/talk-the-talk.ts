import { assertBoolean, assertInteger, assertOneOf, type DiceSource } from "../../core";
import { frozen } from "../../core/frozen";
import { REP_RANGE } from "../figure";
import { booleanInput, choiceInput, integerInput } from "./inputs";
import { RollLog, readRange } from "./roll-log";
import { specialTable } from "./special-table";
import type { InputSpec, SpecialTableDefinition, SpecialTableResult } from "./types";

/**
 * TALK THE TALK (L3733–3761): a holed-up Star parleys with the Indians' leader. The Star's Rep takes
 * the modifiers (outnumbered 3 to 1: −1, 5 to 1: −1 more, a peaceful result here before: +1); both
 * leaders roll 2d6 against Rep and the passes compared give the terms. Handing over every mount and
 * firearm is followed by a second roll (1–3 let go, 4–6 slaughtered but for a hair-raising escape on
 * 1–2), made once the Star has agreed: the table's `stage` answers `handOver` for it.
 */

export const OUTNUMBERED = ["no", "threeToOne", "fiveToOne"] as const;
export type Outnumbered = (typeof OUTNUMBERED)[number];

/** TALK THE TALK MODIFIERS (L3735–3741), applied to the Star's Rep. */
export function talkTheTalkModifier(options: { outnumbered: Outnumbered; peacefulPast: boolean }): number {
  const o = assertOneOf("outnumbered", options.outnumbered, OUTNUMBERED);
  const past = assertBoolean("peacefulPast", options.peacefulPast);
  return (o === "threeToOne" ? -1 : o === "fiveToOne" ? -2 : 0) + (past ? 1 : 0);
}

/** Which outnumbering a head count gives (3 to 1 or worse, 5 to 1 or worse). */
export function outnumberedBy(indians: number, starSide: number): Outnumbered {
  const i = assertInteger("indians", indians, 0, 1000);
  const s = assertInteger("starSide", starSide, 1, 1000);
  return i >= 5 * s ? "fiveToOne" : i >= 3 * s ? "threeToOne" : "no";
}

export const TALK_OUTCOMES = [
  /** Same passes: peace if the Star goes back the way he came, otherwise open fire (L3749–3751). */
  "peaceIfTurnBack",
  /** Star one more: safe passage (L3755). */
  "safePassage",
  /** Indian one more: peace for 1d6 of the best mounts, otherwise open fire (L3756). */
  "peaceForMounts",
  /** Star two more: safe passage and 1d6 ponies traded (L3760). */
  "tradeForPonies",
  /** Indian two more: hand over every mount and firearm, otherwise open fire (L3761). */
  "handOverAll",
] as const;
export type TalkOutcome = (typeof TALK_OUTCOMES)[number];

/** Reads the two leaders' passes. */
export function readTalkTheTalk(starPasses: number, indianPasses: number): TalkOutcome {
  const s = assertInteger("starPasses", starPasses, 0, 2);
  const i = assertInteger("indianPasses", indianPasses, 0, 2);
  if (s === i) return "peaceIfTurnBack";
  if (s - i === 1) return "safePassage";
  if (i - s === 1) return "peaceForMounts";
  return s > i ? "tradeForPonies" : "handOverAll";
}

export const PONY_QUALITIES = ["nag", "prettyFair", "good"] as const;
export type PonyQuality = (typeof PONY_QUALITIES)[number];

/** A traded pony's quality (L3760): Nag 1, Pretty Fair 2–4, Good 5–6 (not the MOUNT QUALITY TABLE's 2–5 / 6). */
export const PONY_QUALITY: readonly (readonly [number, number, PonyQuality])[] = frozen([
  [1, 1, "nag"],
  [2, 4, "prettyFair"],
  [5, 6, "good"],
] as const);

export function ponyQuality(die: number): PonyQuality {
  return readRange(PONY_QUALITY, assertInteger("die", die, 1, 6));
}

/** The fate after handing everything over (L3761): let go on 1–3; on 4–6 only a 1–2 escape saves the Star. */
export function handOverFate(
  die: number,
  escapeDie?: number,
): "allowedToLeave" | "hairRaisingEscape" | "slaughtered" {
  const d = assertInteger("die", die, 1, 6);
  if (d <= 3) return "allowedToLeave";
  const e = assertInteger("escapeDie", escapeDie, 1, 6);
  return e <= 2 ? "hairRaisingEscape" : "slaughtered";
}

const TALK_INPUTS: readonly InputSpec[] = [
  { key: "stage", kind: "choice", choices: ["talk", "handOver"], default: "talk" },
  { key: "starRep", kind: "integer", min: REP_RANGE.min, max: REP_RANGE.max, default: 4 },
  { key: "indianLeaderRep", kind: "integer", min: REP_RANGE.min, max: REP_RANGE.max, default: 4 },
  { key: "outnumbered", kind: "choice", choices: OUTNUMBERED, default: "no" },
  { key: "peacefulPast", kind: "boolean", default: false },
];

function talk(dice: DiceSource, v: Record<string, number | boolean | string>): SpecialTableResult {
  const log = new RollLog(dice);
  const modifier = talkTheTalkModifier({
    outnumbered: choiceInput(v, "outnumbered", OUTNUMBERED),
    peacefulPast: booleanInput(v, "peacefulPast"),
  });
  const starTarget = Math.max(0, integerInput(v, "starRep") + modifier);
  const read = (p: number) => `pass${p}`;
  const star = log.passes({
    purpose: "talkLeader",
    target: starTarget,
    source: "L3735–3747",
    subject: "star",
    read,
  });
  const chief = log.passes({
    purpose: "talkLeader",
    target: integerInput(v, "indianLeaderRep"),
    source: "L3747",
    subject: "indians",
    read,
  });
  const outcome = readTalkTheTalk(star.score, chief.score);
  const values: Record<string, number> = { starRepModifier: modifier };
  const notes: string[] = [];
  if (outcome === "peaceForMounts") {
    values.mounts = log.sum({
      purpose: "mountsDemanded",
      source: "L3756",
      read: () => "mountsCount",
      values: (d) => ({ n: d }),
    }).score;
    notes.push("otherwiseOpenFire");
  } else if (outcome === "tradeForPonies") {
    const n = log.sum({
      purpose: "poniesTraded",
      source: "L3760",
      read: () => "poniesCount",
      values: (d) => ({ n: d }),
    }).score;
    const counts = { nag: 0, prettyFair: 0, good: 0 };
    for (let i = 1; i <= n; i++) {
      const q = log
        .sum({
          purpose: "ponyQuality",
          source: "L3760",
          subject: `pony.${i}`,
          read: (d) => `pony.${ponyQuality(d)}`,
        })
        .result.slice("pony.".length) as PonyQuality;
      counts[q]++;
    }
    Object.assign(values, { ponies: n, ...counts });
    notes.push("safePassageToo");
  } else if (outcome === "peaceIfTurnBack" || outcome === "handOverAll") notes.push("otherwiseOpenFire");
  if (outcome === "handOverAll") notes.push("rollFateAfterHandOver");
  return { table: "talkTheTalk", rolls: log.rolls, outcome: `talk.${outcome}`, values, notes };
}

function handOver(dice: DiceSource): SpecialTableResult {
  const log = new RollLog(dice);
  const first = log.sum({
    purpose: "handOverFate",
    source: "L3761",
    read: (d) => (d <= 3 ? "allowedToLeave" : "outfitSlaughtered"),
  });
  let fate: ReturnType<typeof handOverFate> = "allowedToLeave";
  if (first.result !== "allowedToLeave") {
    const escape = log.sum({
      purpose: "hairRaisingEscape",
      source: "L3761",
      subject: "star",
      read: (d) => handOverFate(first.score, d),
    });
    fate = escape.result as typeof fate;
  }
  return { table: "talkTheTalk", rolls: log.rolls, outcome: `talk.${fate}` };
}

/** TALK THE TALK as the journal's button rolls it: the parley, or (stage `handOver`) the fate after. */
export const TALK_THE_TALK_TABLE: SpecialTableDefinition = specialTable(
  "talkTheTalk",
  "L3733–3761",
  TALK_INPUTS,
  (dice, v) =>
    choiceInput(v, "stage", ["talk", "handOver"] as const) === "talk" ? talk(dice, v) : handOver(dice),
);
