import { assertInteger, type DiceSource } from "../../core";
import { frozen } from "../../core/frozen";
import { PROFESSIONS } from "../ids";
import { choiceInput, readInputs } from "./inputs";
import { RollLog, readRange } from "./roll-log";
import type {
  EncounterDefinition,
  EncounterId,
  EncounterRoll,
  EncounterSetup,
  FollowOn,
  InputSpec,
  InputValues,
  SpecialTableDefinition,
} from "./types";

/**
 * RANGE WAR (RW), L3638–3676: the Star's faction against a rival one, an encounter every turn until
 * the rival head is dead. The RANGE WAR ENCOUNTER die gives rustling either way or a gunfight with
 * the rival faction; a GF-2 may bring the rival head (1–3), a GF-3 may turn into a Capture (1–2)
 * by either side (1–3 yours, 4–6 theirs) with the head present on 1–4.
 */

export const RANGE_WAR_SOURCE = "L3638–3676";

export const RANGE_WAR_EVENTS = [
  "theyRustle",
  "youRustle",
  "gunfightGF1",
  "gunfightGF2",
  "gunfightGF3",
] as const;
export type RangeWarEvent = (typeof RANGE_WAR_EVENTS)[number];

/** RANGE WAR ENCOUNTER, 1d6 (L3665–3672). */
export const RANGE_WAR_ENCOUNTER: readonly (readonly [number, number, RangeWarEvent])[] = frozen([
  [1, 1, "theyRustle"],
  [2, 2, "youRustle"],
  [3, 4, "gunfightGF1"],
  [5, 5, "gunfightGF2"],
  [6, 6, "gunfightGF3"],
] as const);

export function rangeWarEvent(die: number): RangeWarEvent {
  return readRange(RANGE_WAR_ENCOUNTER, assertInteger("die", die, 1, 6));
}

/** The rival head's presence: never in a GF-1 (L3674), 1–3 in a GF-2 (L3675), 1–4 in a GF-3 (L3676). */
export function rivalHeadPresentUpTo(event: RangeWarEvent): number {
  return event === "gunfightGF2" ? 3 : event === "gunfightGF3" ? 4 : 0;
}

export interface RangeWarResult {
  event: RangeWarEvent;
  /** A GF-3 turned into a Capture, and who attacks whom. */
  capture: "none" | "youAttack" | "theyAttack";
  /** Whether the rival head is in the fight (false where he never is; rustling says nothing). */
  rivalHeadPresent: boolean;
  /** The encounter to set up, and the follow-on code naming why. */
  encounter: EncounterId;
  when: string;
  rolls: EncounterRoll[];
}

/** Rolls the RANGE WAR ENCOUNTER die and the footnote dice it calls for. */
export function rollRangeWarEncounter(dice: DiceSource): RangeWarResult {
  const log = new RollLog(dice);
  const event = log
    .sum({
      purpose: "rangeWarEncounter",
      source: "L3665–3672",
      read: (d) => `rangeWar.${rangeWarEvent(d)}`,
    })
    .result.slice("rangeWar.".length) as RangeWarEvent;
  let capture: RangeWarResult["capture"] = "none";
  if (event === "gunfightGF3") {
    const attempt = log.sum({
      purpose: "rangeWarCapture",
      source: "L3676",
      read: (d) => (d <= 2 ? "captureAttempt" : "noCapture"),
    });
    if (attempt.result === "captureAttempt")
      capture = log.sum({
        purpose: "rangeWarAttacker",
        source: "L3676",
        read: (d) => (d <= 3 ? "youAttack" : "theyAttack"),
      }).result as "youAttack" | "theyAttack";
  }
  const upTo = rivalHeadPresentUpTo(event);
  const rivalHeadPresent =
    upTo > 0 &&
    log.sum({
      purpose: "rivalHead",
      source: event === "gunfightGF2" ? "L3675" : "L3676",
      read: (d) => (d <= upTo ? "rivalHeadPresent" : "rivalHeadAbsent"),
      values: () => ({ upTo }),
    }).result === "rivalHeadPresent";
  const encounter: EncounterId =
    capture !== "none"
      ? "capture"
      : event === "theyRustle" || event === "youRustle"
        ? "cattleRustling"
        : "gunfight";
  const when = capture === "none" ? `rangeWar.${event}` : `rangeWar.${capture}Capture`;
  return { event, capture, rivalHeadPresent, encounter, when, rolls: log.rolls };
}

export const RANGE_WAR_INPUTS: readonly InputSpec[] = [
  {
    key: "starProfession",
    kind: "choice",
    choices: PROFESSIONS.filter((p) => p !== "warrior" && p !== "townsfolk"),
    default: "cowboy",
    choiceKeys: "Profession",
  },
];

export function setUpRangeWar(dice: DiceSource, input: InputValues): EncounterSetup {
  const values = readInputs(RANGE_WAR_INPUTS, input);
  const star = choiceInput(
    values,
    "starProfession",
    PROFESSIONS.filter((p) => p !== "warrior" && p !== "townsfolk"),
  );
  const r = rollRangeWarEncounter(dice);
  const followOn: FollowOn[] = [{ encounter: r.encounter, when: r.when }];
  const instructions = ["encounterEveryTurn"];
  if (r.event === "gunfightGF1") instructions.push("rivalHeadNeverInGF1");
  else if (r.event === "gunfightGF2" || r.event === "gunfightGF3")
    instructions.push(r.rivalHeadPresent ? "rivalHeadPresent" : "rivalHeadAbsent");
  if (r.event === "theyRustle") instructions.push("starRidesWithCowboys");
  if (r.event === "youRustle") instructions.push("starRidesWithRustlers");
  return {
    encounter: "rangeWar",
    variant: r.capture === "none" ? r.event : `${r.capture}Capture`,
    terrain: [],
    rolls: r.rolls,
    sides: [
      {
        id: "faction",
        role: "players",
        label: "yourFaction",
        goal: "driveOutTheRivals",
        forces: [{ profession: star, count: 1, role: "star" }],
      },
      { id: "rivals", role: "opposition", label: "rivalFaction", goal: "driveOutTheRivals", forces: [] },
    ],
    deployment: { kind: "asDesired", notes: ["deployAsEachEncounter"] },
    looseMounts: [],
    specialTables: ["rangeWarEncounter"],
    instructions,
    endConditions: ["rivalHeadDead"],
    followOn,
    gmJudgement: ["rivalHeadProfession", ...(r.capture === "none" ? [] : ["captureWhoIsOutlaw"])],
  };
}

export const RANGE_WAR: EncounterDefinition = {
  id: "rangeWar",
  code: "RW",
  source: RANGE_WAR_SOURCE,
  inputs: RANGE_WAR_INPUTS,
  setUp: setUpRangeWar,
};

/** This turn's range war encounter, as the journal's button rolls it. */
export const RANGE_WAR_ENCOUNTER_TABLE: SpecialTableDefinition = {
  id: "rangeWarEncounter",
  source: "L3665–3676",
  inputs: [],
  roll(dice, input) {
    readInputs([], input);
    const r = rollRangeWarEncounter(dice);
    return {
      table: "rangeWarEncounter",
      rolls: r.rolls,
      outcome: r.capture === "none" ? `rangeWar.${r.event}` : `rangeWar.${r.capture}Capture`,
      values: { encounter: r.encounter },
      notes:
        r.event === "gunfightGF1"
          ? ["rivalHeadNeverInGF1"]
          : rivalHeadPresentUpTo(r.event) > 0
            ? [r.rivalHeadPresent ? "rivalHeadPresent" : "rivalHeadAbsent"]
            : [],
    };
  },
};
