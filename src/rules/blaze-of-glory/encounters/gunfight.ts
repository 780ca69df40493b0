import { assertInteger, assertOneOf, type DiceSource } from "../../core";
import type { Profession } from "../ids";
import { groupForceLines } from "./force-lines";
import { gunfightOpponentColumn, rollGunfightOpponent } from "./gunfight-opponents";
import {
  HALF_ROUNDINGS,
  howManyGunfight,
  opposingCount,
  opposingCountFloored,
  type HalfRounding,
} from "./how-many";
import { choiceInput, integerInput, readInputs } from "./inputs";
import { RollLog } from "./roll-log";
import { rollStandupFight, standupDeployment, STANDUP_DISTANCE } from "./standup-fight";
import {
  rollLooseTownMounts,
  rollTownMountStarts,
  rollTrailMounts,
  withIntroMountRules,
} from "./town-mounts";
import type {
  DeploymentPlan,
  EncounterDefinition,
  EncounterSetup,
  ForceLine,
  InputSpec,
  LooseMounts,
  MountStart,
} from "./types";

/**
 * GUNFIGHT (GF), L3147–3249: the type (GF-1 one on one, GF-2 a few a side, GF-3 an open battle on
 * the trail), where it happens, how many stand against the Star's side and who each of them is,
 * how the sides start and where the horses are.
 */

/** The Star professions GUNFIGHT OPPONENTS has a column for (the lawmen share one). */
export const GF_STAR_PROFESSIONS = [
  "outlaw",
  "gunfighter",
  "cowboy",
  "marshal",
  "ranger",
  "sheriff",
  "deputy",
] as const;
export const GF_TYPES = ["GF-1", "GF-2", "GF-3"] as const;
export type GunfightType = (typeof GF_TYPES)[number];

export const GUNFIGHT_INPUTS: readonly InputSpec[] = [
  {
    key: "starProfession",
    kind: "choice",
    choices: GF_STAR_PROFESSIONS,
    default: "gunfighter",
    choiceKeys: "Profession",
  },
  { key: "gunfightType", kind: "choice", choices: ["roll", ...GF_TYPES], default: "roll" },
  /** GF-2 and GF-3 only: the Star's side, Star included; 0 rolls it as the book says. */
  { key: "starSide", kind: "integer", min: 0, max: 30, default: 0 },
  { key: "halfRounding", kind: "choice", choices: HALF_ROUNDINGS, default: "up" },
  /** GF-3: the leaders' Rep for the STANDUP FIGHT; 0 leaves the roll to the journal's button. */
  { key: "starLeaderRep", kind: "integer", min: 0, max: 7, default: 0 },
  { key: "oppositionLeaderRep", kind: "integer", min: 0, max: 7, default: 0 },
];

/**
 * What the Star's hands are when the set-up has to name them: a sheriff's or marshal's men are
 * deputies, everyone else rides with his own kind. A campaign replaces them with the real outfit.
 */
export function gunfightOutfitProfession(star: Profession): Profession {
  const p = assertOneOf("starProfession", star, GF_STAR_PROFESSIONS);
  return p === "sheriff" || p === "marshal" ? "deputy" : p;
}

/** The type die (L3152–3155). */
export function gunfightType(die: number): GunfightType {
  assertInteger("die", die, 1, 6);
  return die <= 3 ? "GF-1" : die <= 5 ? "GF-2" : "GF-3";
}

const SOURCE = "L3147–3249";

export const GUNFIGHT: EncounterDefinition = {
  id: "gunfight",
  code: "GF",
  source: SOURCE,
  inputs: GUNFIGHT_INPUTS,
  setUp(dice: DiceSource, raw): EncounterSetup {
    const v = readInputs(GUNFIGHT_INPUTS, raw);
    const starProfession = choiceInput(v, "starProfession", GF_STAR_PROFESSIONS) as Profession;
    const rounding = choiceInput(v, "halfRounding", HALF_ROUNDINGS) as HalfRounding;
    const forced = choiceInput(v, "gunfightType", ["roll", ...GF_TYPES] as const);
    const column = gunfightOpponentColumn(starProfession);
    const log = new RollLog(dice);
    const judgement: string[] = [];

    const type: GunfightType =
      forced === "roll"
        ? (log.sum({ purpose: "gunfightType", source: "L3152–3155", read: (d) => gunfightType(d) })
            .result as GunfightType)
        : forced;

    // Where: GF-1 in town (street or indoors), GF-2 in town (1–4) or at a ranch / on the trail,
    // GF-3 in town (1–2, then as GF-2) or on the trail.
    const terrain: string[] = [];
    let location: "town" | "ranch" | "trail" = "town";
    if (type === "GF-1") {
      terrain.push(
        log.sum({ purpose: "gf1Terrain", source: "L3166", read: (d) => (d <= 3 ? "street" : "indoors") })
          .result,
      );
    } else {
      const where =
        type === "GF-2"
          ? log.sum({ purpose: "gf2Where", source: "L3157", read: (d) => (d <= 4 ? "town" : "elsewhere") })
              .result
          : log.sum({ purpose: "gf3Where", source: "L3168", read: (d) => (d <= 2 ? "town" : "trail") })
              .result;
      if (where === "elsewhere")
        location = log.sum({
          purpose: "gf2Elsewhere",
          source: "L3157",
          read: (d) => (d <= 3 ? "ranch" : "trail"),
        }).result as "ranch" | "trail";
      else location = where as "town" | "trail";
      if (location === "town")
        terrain.push(
          log.sum({
            purpose: "gfFrontage",
            source: "L3167",
            read: (d) => (d <= 3 ? "streetBySaloon" : d <= 5 ? "streetByGamblingHouse" : "streetByLivery"),
          }).result,
        );
      else terrain.push(location);
    }

    // Forces.
    let starSide = 1;
    let opposition = 1;
    if (type !== "GF-1") {
      const given = integerInput(v, "starSide");
      starSide =
        given > 0
          ? given
          : type === "GF-2"
            ? log.sum({
                purpose: "starSideCount",
                source: "L3174",
                read: () => "figures",
                values: (s) => ({ n: s }),
              }).score
            : log.sum({
                purpose: "starSideCount",
                count: 2,
                modifier: 2,
                source: "L3175",
                read: () => "figures",
                values: (s) => ({ n: s }),
              }).score;
      const relation = log.sum({
        purpose: "howManyGunfight",
        count: 2,
        source: "L3181–3193",
        read: (s) => howManyGunfight(s),
      }).result as ReturnType<typeof howManyGunfight>;
      opposition = opposingCount(relation, starSide, rounding);
      log.rolls[log.rolls.length - 1]!.values = { n: opposition, starSide };
      if (relation === "theyHalfMore" || relation === "youHalfMore" || relation === "youTwice")
        judgement.push("halfRounding");
      if (opposingCountFloored(relation, starSide, rounding)) judgement.push("atLeastOneOpponent");
      if (type === "GF-3" && given === 0) judgement.push("gf3SideCountsStar");
    }
    const opponents: ForceLine[] = [];
    for (let i = 1; i <= opposition; i++)
      opponents.push({
        profession: rollGunfightOpponent(log, column, `opposition.${i}`),
        count: 1,
        role: "opponent",
      });

    // Mounts for the Star's force: in town each figure rolls, on the trail one roll for all.
    const subjects = Array.from({ length: starSide }, (_, i) => `star.${i + 1}`);
    let looseMounts: LooseMounts[] = [];
    let starts: MountStart[];
    let inches: number[] = [];
    if (location === "town") {
      looseMounts = rollLooseTownMounts(log, "L3241");
      starts = rollTownMountStarts(log, subjects, "L3241");
    } else {
      if (location === "ranch") judgement.push("ranchMountsAsTrail");
      const trail = rollTrailMounts(log, subjects, "L3242–3245");
      starts = subjects.map(() => trail.start);
      inches = trail.inches;
    }
    judgement.push("oppositionMountsUnstated");
    if (starSide > 1) judgement.push("outfitFromCampaign");
    const starLines: ForceLine[] = subjects.map((_, i) => ({
      profession: i === 0 ? starProfession : gunfightOutfitProfession(starProfession),
      count: 1,
      role: i === 0 ? "star" : "outfit",
      mount: starts[i]!,
      ...(inches[i] !== undefined ? { mountValues: { inches: inches[i]! } } : {}),
    }));

    // Deployment: square off at the shortest effective range (GF-1/2), STANDUP FIGHT (GF-3).
    let deployment: DeploymentPlan;
    if (type !== "GF-3") deployment = { kind: "squareOff", notes: ["shortestEffectiveRange"] };
    else {
      const a = integerInput(v, "starLeaderRep");
      const b = integerInput(v, "oppositionLeaderRep");
      deployment =
        a > 0 && b > 0
          ? standupDeployment(rollStandupFight(log, { id: "star", rep: a }, { id: "opposition", rep: b }))
          : { kind: "standup", distanceInches: STANDUP_DISTANCE, notes: ["rollStandupFromJournal"] };
    }

    return withIntroMountRules({
      encounter: "gunfight",
      variant: type,
      terrain,
      rolls: log.rolls,
      sides: [
        {
          id: "star",
          role: "players",
          label: "starSide",
          goal: "driveOffEnemy",
          forces: groupForceLines(starLines),
        },
        {
          id: "opposition",
          role: "opposition",
          label: "opponents",
          goal: "driveOffEnemy",
          forces: groupForceLines(opponents),
        },
      ],
      deployment,
      looseMounts,
      specialTables: type === "GF-3" ? ["standupFight"] : [],
      instructions: type === "GF-1" ? ["theDraw"] : [],
      endConditions: ["enemyDrivenOff"],
      followOn: [],
      gmJudgement: judgement,
    });
  },
};
