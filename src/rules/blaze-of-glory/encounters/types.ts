import type { DiceSource } from "../../core";
import type { Profession, WarriorRegion } from "../ids";

/**
 * The shapes every Blaze of Glory encounter shares (L3126–3135: Scenario / Goal / Terrain / Forces /
 * Deployment / Mounts / Special Instructions). The set-up of an encounter is data: the dice it read,
 * the sides and their forces, where they start, the special tables that run during play. Every text
 * is a code: a key under `SIXGUN.Encounter.` in lang/en.json, written in our own words there.
 */

export const ENCOUNTER_IDS = [
  "gunfight",
  "robbery",
  "posse",
  "capture",
  "jailBreak",
  "cattleDrive",
  "cattleRustling",
  "rangeWar",
  "indians",
  "holdUp",
  "prisonerTransport",
  // Profession-only encounters (L5805–5811, L5891–5919, L6429–6480).
  "hurrahingTheTown",
  "trainRobbery",
  "bigCapture",
] as const;
export type EncounterId = (typeof ENCOUNTER_IDS)[number];

/** One roll a set-up or a special table made, as the wizard's card shows it. */
export interface EncounterRoll {
  /** What the roll decides: a code, localized as `SIXGUN.Encounter.Roll.<purpose>`. */
  purpose: string;
  /** The faces read, in order. */
  dice: number[];
  /** Added to the dice total (a settlement level, −SL, +2 for a saloon ...); 0 when none. */
  modifier: number;
  /**
   * The score read on the table: the dice total plus the modifier, or the passes of a pass test
   * (then `target` is set).
   */
  score: number;
  /** A pass test's target (the Rep, Sand or number the dice are read against). */
  target?: number;
  /** The result read: a code, localized as `SIXGUN.Encounter.Result.<result>`. */
  result: string;
  /** Values the result's text needs (a count, a distance, a figure's number). */
  values?: Record<string, number | string>;
  /** Whom the roll is for, when not the whole encounter (e.g. `"opposition.2"`). */
  subject?: string;
  /** The seed lines of the table read, e.g. `"L3152–3155"`. */
  source: string;
}

/** How a figure or a side's mounts start (L3141–3145 and each encounter's MOUNTS block). */
export const MOUNT_STARTS = [
  /** In the saddle, or on foot leading the mount. */
  "mounted",
  /** Saddled, 2d6" away (the value `inches`). */
  "saddledNearby",
  /** Saddled and tethered outside the nearest building. */
  "tetheredOutside",
  /** Saddled and tethered inside the livery. */
  "saddledInLivery",
  /** Unsaddled in the livery (two activations to saddle, L3143). */
  "unsaddledInLivery",
  /** Picketed or in a brush corral at the centre of the table edge furthest from the enemy. */
  "centralLocation",
  /** In a corral at least 6 + 1d6" from any structure. */
  "corral",
  /** Placed as the side wishes (within the encounter's limits). */
  "asDesired",
  /** No mount on the table. */
  "none",
] as const;
export type MountStart = (typeof MOUNT_STARTS)[number];

/** One line of a side's forces: `count` figures of one profession in one role. */
export interface ForceLine {
  profession: Profession;
  count: number;
  /**
   * The role on the side, a code: `star`, `outfit`, `leader`, `sheriff`, `deputy`, `townsfolk`,
   * `driver`, `guard`, `prisoner`, `passenger`, `expressAgent`, `cowboy`, `warrior`, `ranger` ...
   * Localized as `SIXGUN.Encounter.Role.<role>`.
   */
  role: string;
  /** Where they start, a code localized as `SIXGUN.Encounter.Placement.<placement>`. */
  placement?: string;
  /** Values the placement needs (`inches`, `buildings`, `side` ...). */
  placementValues?: Record<string, number | string>;
  /** A fixed Rep where the book gives one (a Rep 5 trail boss); otherwise the NPC table's. */
  rep?: number;
  /** A warrior's region (his reaction sheet), from the locale when known. */
  warriorRegion?: WarriorRegion;
  /** False when the book says they start unarmed (townsfolk on the street in SL 4+). */
  armed?: boolean;
  /** Extra weapons the book hands them (`scattergun` for the coach's marshal). */
  extraWeapons?: string[];
  /** How their mounts start; absent when the encounter says nothing beyond the default. */
  mount?: MountStart;
  /** Values the mount start needs (`inches` for saddled nearby). */
  mountValues?: Record<string, number | string>;
  /** Further codes for this line, localized as `SIXGUN.Encounter.Note.<code>`. */
  notes?: string[];
}

/**
 * Who plays a side by default. The players' side is never run by the system; an opposition side can
 * be (a world setting); bystanders (townsfolk who are not part of a force) follow their own rules.
 */
export const SIDE_ROLES = ["players", "opposition", "bystanders"] as const;
export type SideRole = (typeof SIDE_ROLES)[number];

export interface EncounterSide {
  /** Stable within the encounter: `star`, `opposition`, `townsfolk`, `posse`, `runners` ... */
  id: string;
  role: SideRole;
  /** The side's name, a code localized as `SIXGUN.Encounter.Side.<label>` (outlaws, posse, lawmen ...). */
  label: string;
  /** The side's goal, a code localized as `SIXGUN.Encounter.Goal.<goal>`. */
  goal: string;
  forces: ForceLine[];
}

/** Where the sides start (each encounter's DEPLOYMENT block). */
export interface DeploymentPlan {
  /**
   * The kind of set-up, a code the Foundry layer places tokens by:
   * - `squareOff`: the sides face each other `distanceInches` apart (GF-1/2: the shortest effective range);
   * - `standup`: STANDUP FIGHT result (`distanceInches` 24, `setsUpFirst`, `ambushBy`, `activatesFirst`);
   * - `town`: figures placed by their `placement` codes around a target building;
   * - `holedUp`: one side within `radiusInches` of the table centre, the other at least `distanceInches` away;
   * - `pursuit`: no figures on the table (the PURSUIT GRID);
   * - `asDesired`: the book leaves it to the players.
   * Localized as `SIXGUN.Encounter.Deployment.<kind>`.
   */
  kind: "squareOff" | "standup" | "town" | "holedUp" | "pursuit" | "asDesired" | "trail";
  distanceInches?: number;
  radiusInches?: number;
  /** Side ids. */
  setsUpFirst?: string;
  activatesFirst?: string;
  ambushBy?: string;
  /** Further codes, localized as `SIXGUN.Encounter.Note.<code>`. */
  notes: string[];
}

/** Loose mounts the encounter puts on the table (saddled horses outside the saloon ...). */
export interface LooseMounts {
  count: number;
  /** Localized as `SIXGUN.Encounter.Placement.<where>`. */
  where: string;
  saddled: boolean;
}

/** What comes next when the book chains encounters (a Posse after a Robbery, L3338). */
export interface FollowOn {
  encounter: EncounterId;
  /** When, a code localized as `SIXGUN.Encounter.When.<when>` (e.g. `dieBelowSL`). */
  when: string;
  /** The side ids that carry over (the surviving outlaws run). */
  carries?: string[];
}

export interface EncounterSetup {
  encounter: EncounterId;
  /** A variant the rolls chose (`GF-1`, `bank`, `stagecoach`, `pursuit`, `holedUp` ...). */
  variant?: string;
  settlementLevel?: number;
  /** Terrain codes, localized as `SIXGUN.Encounter.Terrain.<code>`. */
  terrain: string[];
  rolls: EncounterRoll[];
  /** The players' side first. */
  sides: EncounterSide[];
  deployment: DeploymentPlan;
  looseMounts: LooseMounts[];
  /** The special tables played during the encounter (journal buttons). */
  specialTables: SpecialTableId[];
  /** Special instructions, codes localized as `SIXGUN.Encounter.Instruction.<code>`. */
  instructions: string[];
  /** How it ends, codes localized as `SIXGUN.Encounter.End.<code>`. */
  endConditions: string[];
  followOn: FollowOn[];
  /** What the book leaves to the GM here, codes localized as `SIXGUN.Encounter.Judgement.<code>`. */
  gmJudgement: string[];
}

/** A value an encounter or a special table asks before it rolls. */
export type InputValue = number | boolean | string;
export type InputValues = Readonly<Record<string, InputValue>>;

/**
 * One question the wizard or a table's dialog asks. Labels are `SIXGUN.Encounter.Input.<key>`.
 * `integer` fields have bounds; `choice` fields a list of codes (`SIXGUN.Encounter.Choice.<key>.<c>`
 * unless `choiceKeys` names another lang branch, e.g. professions).
 */
export type InputSpec =
  | { key: string; kind: "integer"; min: number; max: number; default: number; optional?: boolean }
  | { key: string; kind: "boolean"; default: boolean }
  | {
      key: string;
      kind: "choice";
      choices: readonly string[];
      default: string;
      /** The lang branch under `SIXGUN.` naming the choices when not the encounter's own (`Profession`). */
      choiceKeys?: string;
    };

export interface EncounterDefinition {
  id: EncounterId;
  /** Short code printed by the book (GF, R, P, C, JB, CD, CR, RW, IN, HU, PT, HT, TR, BC). */
  code: string;
  /** The seed lines of the whole section. */
  source: string;
  /** The Star profession whose campaign holds it (profession-only encounters). */
  profession?: Profession;
  /** What the wizard asks before rolling (the Star's profession, outfit size, settlement level ...). */
  inputs: readonly InputSpec[];
  /** Rolls the set-up. Throws RulesError on bad input (read with `readInputs`). */
  setUp(dice: DiceSource, input: InputValues): EncounterSetup;
}

/** A table run during play from the encounter's journal (STANDUP FIGHT, TALK THE TALK, ...). */
export const SPECIAL_TABLE_IDS = [
  "standupFight",
  "robberyComplications",
  "raisingTheAlarm",
  "defendingHearthAndHome",
  "armedPopulace",
  "unarmedTownsfolk",
  "pursuitChase",
  "posseHorsemanship",
  "posseLame",
  "captureBuilding",
  "jailBreakAlert",
  "cattleDriveEvents",
  "herding",
  "rangeWarEncounter",
  "talkTheTalk",
  "siegeRecovery",
  "siegeEndOfDay",
  "holdUpTable",
  "prisonerTransportTable",
  "expressAgentTest",
  "comeAlongPeacefully",
  "streetBrawl",
  "wagonTipOff",
  "hotOnYourTrail",
] as const;
export type SpecialTableId = (typeof SPECIAL_TABLE_IDS)[number];

export interface SpecialTableResult {
  table: SpecialTableId;
  rolls: EncounterRoll[];
  /** The outcome, a code localized as `SIXGUN.Encounter.Outcome.<outcome>`. */
  outcome: string;
  /** Values the outcome's text needs (ponies gained, turns to wait ...). */
  values?: Record<string, number | string>;
  /** Further codes, localized as `SIXGUN.Encounter.Note.<code>`. */
  notes?: string[];
}

export interface SpecialTableDefinition {
  id: SpecialTableId;
  source: string;
  inputs: readonly InputSpec[];
  roll(dice: DiceSource, input: InputValues): SpecialTableResult;
}
