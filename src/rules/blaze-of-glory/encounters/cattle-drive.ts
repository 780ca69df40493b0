import { assertInteger, assertOneOf, type DiceSource } from "../../core";
import { frozen } from "../../core/frozen";
import { choiceInput, integerInput, readInputs } from "./inputs";
import { RollLog } from "./roll-log";
import { specialTable } from "./special-table";
import type {
  EncounterDefinition,
  EncounterId,
  EncounterSetup,
  FollowOn,
  ForceLine,
  InputSpec,
  InputValues,
  SpecialTableDefinition,
} from "./types";

/**
 * CATTLE DRIVE (CD), the one-off version (L3555–3586): the players drive a herd from West Texas
 * through Indian Territory to Kansas, and each of the three legs rolls 2d6 for its encounter. The
 * campaign's TRAIL DRIVE ENCOUNTER table (L5369–5380) is a different one; a one-off uses this list
 * (guide I-40). The forces and deployment are those of the encounter each leg gives.
 */

export const CATTLE_DRIVE_SOURCE = "L3555–3586";

/** The three legs, in the drive's order (L3579). */
export const DRIVE_LEGS = ["westTexas", "indianTerritory", "kansas"] as const;
export type DriveLeg = (typeof DRIVE_LEGS)[number];

export const DRIVE_EVENTS = ["noEncounter", "cattleRustling", "gunfight", "indians", "gunfightGF3"] as const;
export type DriveEvent = (typeof DRIVE_EVENTS)[number];

export interface DriveEventRow {
  readonly from: number;
  readonly to: number;
  readonly event: DriveEvent;
  /** What a 10 gives in Kansas: a GF-3 gunfight instead of Indians (L3584). */
  readonly inKansas?: DriveEvent;
  readonly source: string;
}

/** The drive's 2d6 list (L3580–3586). */
export const CATTLE_DRIVE_EVENTS: readonly DriveEventRow[] = frozen([
  { from: 2, to: 5, event: "noEncounter", source: "L3581" },
  { from: 6, to: 8, event: "cattleRustling", source: "L3582" },
  { from: 9, to: 9, event: "gunfight", source: "L3583" },
  { from: 10, to: 10, event: "indians", inKansas: "gunfightGF3", source: "L3584" },
  { from: 11, to: 11, event: "indians", source: "L3585" },
  { from: 12, to: 12, event: "gunfight", source: "L3586" },
]);

export function cattleDriveEventRow(score: number): DriveEventRow {
  const s = assertInteger("score", score, 2, 12);
  return CATTLE_DRIVE_EVENTS.find((r) => s >= r.from && s <= r.to)!;
}

/** The event a 2d6 score gives on a leg. */
export function cattleDriveEvent(score: number, leg: DriveLeg): DriveEvent {
  const row = cattleDriveEventRow(score);
  const l = assertOneOf("leg", leg, DRIVE_LEGS);
  return l === "kansas" && row.inKansas ? row.inKansas : row.event;
}

/** The encounter an event sets up next, or null for none. */
export function driveEventEncounter(event: DriveEvent): EncounterId | null {
  const e = assertOneOf("event", event, DRIVE_EVENTS);
  if (e === "noEncounter") return null;
  return e === "gunfightGF3" ? "gunfight" : e;
}

function rollLeg(log: RollLog, leg: DriveLeg): DriveEvent {
  return log
    .sum({
      purpose: "driveEncounter",
      count: 2,
      source: "L3579–3586",
      subject: leg,
      read: (score) => `drive.${cattleDriveEvent(score, leg)}`,
    })
    .result.slice("drive.".length) as DriveEvent;
}

export const CATTLE_DRIVE_INPUTS: readonly InputSpec[] = [
  /** Cowboys riding with the Star. */
  { key: "outfit", kind: "integer", min: 0, max: 30, default: 3 },
];

export function setUpCattleDrive(dice: DiceSource, input: InputValues): EncounterSetup {
  const values = readInputs(CATTLE_DRIVE_INPUTS, input);
  const outfit = integerInput(values, "outfit");
  const log = new RollLog(dice);
  const followOn: FollowOn[] = [];
  const judgement = ["driveHerdSize"];
  for (const leg of DRIVE_LEGS) {
    const event = rollLeg(log, leg);
    // "Indians (GF-3 in Kansas)": read as a GF-3 gunfight instead of Indians, as the campaign's
    // table turns Indians into a GF-3 in settled country (L5378); the GM may play warriors instead.
    if (event === "gunfightGF3") judgement.push("kansasTenReading");
    const encounter = driveEventEncounter(event);
    if (encounter) followOn.push({ encounter, when: event === "gunfightGF3" ? "kansasLegGF3" : `${leg}Leg` });
  }
  const drovers: ForceLine[] = [{ profession: "cowboy", count: 1, role: "star" }];
  if (outfit > 0) drovers.push({ profession: "cowboy", count: outfit, role: "outfit" });
  return {
    encounter: "cattleDrive",
    variant: "oneOff",
    terrain: ["onTheTrail"],
    rolls: log.rolls,
    sides: [{ id: "drovers", role: "players", label: "drovers", goal: "herdToTrailsEnd", forces: drovers }],
    deployment: { kind: "asDesired", notes: ["deployAsEachEncounter"] },
    looseMounts: [],
    specialTables: ["cattleDriveEvents"],
    instructions: ["threeLegs", "forcesFromEachEncounter"],
    endConditions: ["herdReachesKansas"],
    followOn,
    gmJudgement: judgement,
  };
}

export const CATTLE_DRIVE: EncounterDefinition = {
  id: "cattleDrive",
  code: "CD",
  source: CATTLE_DRIVE_SOURCE,
  inputs: CATTLE_DRIVE_INPUTS,
  setUp: setUpCattleDrive,
};

/** One leg's roll as the journal's button makes it. */
export const CATTLE_DRIVE_EVENTS_TABLE: SpecialTableDefinition = specialTable(
  "cattleDriveEvents",
  "L3579–3586",
  [{ key: "leg", kind: "choice", choices: DRIVE_LEGS, default: "westTexas" }],
  (dice, v) => {
    const log = new RollLog(dice);
    const event = rollLeg(log, choiceInput(v, "leg", DRIVE_LEGS));
    return { table: "cattleDriveEvents", rolls: log.rolls, outcome: `drive.${event}` };
  },
);
