import { RulesError, assertInteger, type DiceSource } from "../../core";
import { REP_RANGE } from "../figure";
import { groupForceLines } from "./force-lines";
import { choiceInput, integerInput, readInputs } from "./inputs";
import { LOCALE_INPUT, SETTLEMENT_LEVEL_INPUT, readLocale } from "./locales";
import { RollLog } from "./roll-log";
import { specialTable } from "./special-table";
import { rollStandupFight, standupDeployment, STANDUP_DISTANCE } from "./standup-fight";
import { rollTownsfolk } from "./town-forces";
import { rollLooseTownMounts, rollTownMountStarts, withIntroMountRules } from "./town-mounts";
import type {
  DeploymentPlan,
  EncounterDefinition,
  EncounterSetup,
  EncounterSide,
  ForceLine,
  InputSpec,
  LooseMounts,
  SpecialTableDefinition,
} from "./types";

/**
 * CAPTURE (C), L3473–3511: a lawman and his helpers go after an outlaw, in town (the outlaw in the
 * building that scores highest, his men with him or elsewhere, the lawman 1d6 × 6" away) or on the
 * trail (the outlaw holed up in his hideout: a GF-3 STANDUP FIGHT with the outlaw leader at −2).
 * A captured outlaw goes to TRIAL AND PUNISHMENT in the campaign.
 */

const SOURCE = "L3473–3511";

export const CAPTURE_PLAYER_SIDES = ["lawmen", "outlaws"] as const;
export const CAPTURE_LAWMEN = ["marshal", "ranger", "sheriff", "deputy", "bountyHunter"] as const;
export const CAPTURE_PLACES = ["roll", "town", "trail"] as const;

export const CAPTURE_INPUTS: readonly InputSpec[] = [
  LOCALE_INPUT,
  SETTLEMENT_LEVEL_INPUT,
  { key: "playerSide", kind: "choice", choices: CAPTURE_PLAYER_SIDES, default: "lawmen" },
  {
    key: "lawmanProfession",
    kind: "choice",
    choices: CAPTURE_LAWMEN,
    default: "marshal",
    choiceKeys: "Profession",
  },
  { key: "place", kind: "choice", choices: CAPTURE_PLACES, default: "roll" },
  /** In town: the buildings on the table (0 leaves the building roll to the journal). */
  { key: "buildings", kind: "integer", min: 0, max: 40, default: 0 },
  { key: "saloons", kind: "integer", min: 0, max: 40, default: 1 },
  { key: "hotels", kind: "integer", min: 0, max: 40, default: 0 },
  /** On the trail: the leaders' Rep for the STANDUP FIGHT (0 leaves it to the journal). */
  { key: "lawmanRep", kind: "integer", min: 0, max: REP_RANGE.max, default: 0 },
  { key: "outlawLeaderRep", kind: "integer", min: 0, max: REP_RANGE.max, default: 0 },
];

export interface TownLayout {
  /** Buildings numbered 1..n: the first `saloons` are saloons, the next `hotels` hotels. */
  buildings: number;
  saloons: number;
  hotels: number;
  /** A building not counted (the outlaw leader's, when placing the men who were elsewhere); 0 = none. */
  exclude?: number;
}

function checkLayout(layout: TownLayout): Required<TownLayout> {
  const buildings = assertInteger("buildings", layout.buildings, 1, 40);
  const saloons = assertInteger("saloons", layout.saloons, 0, buildings);
  const hotels = assertInteger("hotels", layout.hotels, 0, buildings);
  if (saloons + hotels > buildings)
    throw new RulesError(
      "hotels",
      hotels,
      `saloons and hotels together cannot outnumber the ${buildings} buildings`,
    );
  const exclude = assertInteger("exclude", layout.exclude ?? 0, 0, buildings);
  if (exclude > 0 && buildings === 1)
    throw new RulesError("exclude", exclude, "leaves no building to choose");
  return { buildings, saloons, hotels, exclude };
}

/** A building's modifier (L3496): +2 a saloon, +1 a hotel. */
export function buildingModifier(layout: TownLayout, building: number): number {
  const l = checkLayout(layout);
  const b = assertInteger("building", building, 1, l.buildings);
  return b <= l.saloons ? 2 : b <= l.saloons + l.hotels ? 1 : 0;
}

/** Guard against a dice source that never breaks a tie. */
const MAX_TIES = 200;

/**
 * Which building the outlaw is in (L3496): 1d6 per building, +2 a saloon, +1 a hotel, the highest
 * score wins. The book does not say what a tie does: the tied buildings roll again.
 */
export function rollCaptureBuilding(log: RollLog, layout: TownLayout): number {
  const l = checkLayout(layout);
  let candidates = Array.from({ length: l.buildings }, (_, i) => i + 1).filter((b) => b !== l.exclude);
  for (let round = 0; round < MAX_TIES; round++) {
    const scores = candidates.map(
      (b) =>
        log.sum({
          purpose: "captureBuilding",
          modifier: buildingModifier(l, b),
          source: "L3496",
          subject: `building.${b}`,
          read: () => "buildingScore",
          values: () => ({ building: b }),
        }).score,
    );
    const best = Math.max(...scores);
    const top = candidates.filter((_, i) => scores[i] === best);
    if (top.length === 1) return top[0]!;
    candidates = top;
  }
  throw new RulesError("dice", log.rolls.length, "the building roll kept tying");
}

export const CAPTURE_BUILDING_TABLE: SpecialTableDefinition = specialTable(
  "captureBuilding",
  "L3496",
  [
    { key: "buildings", kind: "integer", min: 1, max: 40, default: 6 },
    { key: "saloons", kind: "integer", min: 0, max: 40, default: 1 },
    { key: "hotels", kind: "integer", min: 0, max: 40, default: 0 },
    { key: "exclude", kind: "integer", min: 0, max: 40, default: 0 },
  ],
  (dice, v) => {
    const log = new RollLog(dice);
    const building = rollCaptureBuilding(log, {
      buildings: integerInput(v, "buildings"),
      saloons: integerInput(v, "saloons"),
      hotels: integerInput(v, "hotels"),
      exclude: integerInput(v, "exclude"),
    });
    return {
      table: "captureBuilding",
      rolls: log.rolls,
      outcome: "outlawInBuilding",
      values: { building },
      notes: ["tiesRollAgain"],
    };
  },
);

/** 1–5 with the outlaw leader, 6 elsewhere (L3496). */
export function withLeader(die: number): boolean {
  return assertInteger("die", die, 1, 6) <= 5;
}

export const CAPTURE: EncounterDefinition = {
  id: "capture",
  code: "C",
  source: SOURCE,
  inputs: CAPTURE_INPUTS,
  setUp(dice: DiceSource, raw): EncounterSetup {
    const v = readInputs(CAPTURE_INPUTS, raw);
    const log = new RollLog(dice);
    const locale = readLocale(dice, v);
    log.rolls.push(...locale.rolls);
    const sl = locale.settlementLevel;
    const playersAreLaw = choiceInput(v, "playerSide", CAPTURE_PLAYER_SIDES) === "lawmen";
    const lawman = choiceInput(v, "lawmanProfession", CAPTURE_LAWMEN);
    const placeAnswer = choiceInput(v, "place", CAPTURE_PLACES);
    const place =
      placeAnswer !== "roll"
        ? placeAnswer
        : (log.sum({ purpose: "capturePlace", source: "L3486", read: (d) => (d <= 3 ? "town" : "trail") })
            .result as "town" | "trail");
    const judgement: string[] = [];

    // Forces (L3490–3491): 2d6 − SL more outlaws; the lawman, ½d6 deputies and townsfolk up to twice the outlaws.
    const extra = log.sum({
      purpose: "outlawsWithLeader",
      count: 2,
      modifier: -sl,
      source: "L3490",
      read: () => "figures",
      values: (s) => ({ n: Math.max(0, s) }),
    }).score;
    const others = Math.max(0, extra);
    const outlawTotal = 1 + others;
    const deputies = log.sum({
      purpose: "captureDeputies",
      source: "L3491",
      read: () => "figures",
      values: (d) => ({ n: Math.ceil(d / 2) }),
    });
    const deputyCount = Math.ceil(deputies.score / 2);
    const helpers = Math.max(0, 2 * outlawTotal - 1 - deputyCount);

    const outlawLines: ForceLine[] = [];
    const lawLines: ForceLine[] = [];
    const bystanders: ForceLine[] = [];
    let deployment: DeploymentPlan;
    let looseMounts: LooseMounts[] = [];
    const terrain: string[] = [
      place === "town" ? "town" : "hideout",
      ...(locale.terrain ? [locale.terrain] : []),
    ];
    const specialTables: EncounterSetup["specialTables"] = [];

    if (place === "town") {
      const buildings = integerInput(v, "buildings");
      let building: number | null = null;
      if (buildings > 0)
        building = rollCaptureBuilding(log, {
          buildings,
          saloons: integerInput(v, "saloons"),
          hotels: integerInput(v, "hotels"),
        });
      else judgement.push("rollBuildingFromJournal");
      specialTables.push("captureBuilding");
      const leaderPlace =
        building === null
          ? { placement: "outlawBuilding" }
          : { placement: "outlawBuildingNumber", placementValues: { building } };
      outlawLines.push({ profession: "outlaw", count: 1, role: "leader", ...leaderPlace });
      for (let i = 1; i <= others; i++) {
        const withHim = withLeader(
          log.sum({
            purpose: "outlawWhere",
            source: "L3496",
            subject: `outlaws.${i + 1}`,
            read: (d) => (withLeader(d) ? "withLeader" : "elsewhere"),
          }).dice[0]!,
        );
        outlawLines.push({
          profession: "outlaw",
          count: 1,
          role: "outfit",
          placement: withHim ? "withLeader" : "offBoardUntilFiring",
        });
      }
      const inches =
        log.sum({
          purpose: "lawmanDistance",
          source: "L3497",
          read: () => "inches",
          values: (d) => ({ inches: d * 6 }),
        }).score * 6;
      lawLines.push({
        profession: lawman,
        count: 1,
        role: "star",
        placement: "streetFromOutlaw",
        placementValues: { inches },
      });
      if (deputyCount > 0)
        lawLines.push({ profession: "deputy", count: deputyCount, role: "deputy", placement: "withLawman" });
      if (helpers > 0)
        lawLines.push({
          profession: "townsfolk",
          count: helpers,
          role: "townsfolk",
          placement: "withLawman",
        });
      judgement.push("helpersPlacement");
      // The town's own people (L3492): bystanders who run for cover (L3510).
      const folk = rollTownsfolk(log, { settlementLevel: sl, outlaws: outlawTotal, armedPopulace: false });
      bystanders.push(...folk.lines);
      // Every character's horse in town (L3504); the book says "your force": we roll both sides'.
      looseMounts = rollLooseTownMounts(log, "L3504");
      const rollMounts = (lines: ForceLine[], side: string) => {
        const out: ForceLine[] = [];
        let n = 0;
        for (const line of lines)
          for (let k = 0; k < line.count; k++) {
            n++;
            const [start] = rollTownMountStarts(log, [`${side}.${n}`], "L3504");
            out.push({ ...line, count: 1, mount: start! });
          }
        return groupForceLines(out);
      };
      outlawLines.splice(0, outlawLines.length, ...rollMounts(outlawLines, "outlaws"));
      lawLines.splice(0, lawLines.length, ...rollMounts(lawLines, "lawmen"));
      judgement.push("mountsBothSides");
      deployment = {
        kind: "town",
        notes: ["lawmanInStreet", "elsewhereJoinAfterFiring", "outlawBuildingIsTarget"],
      };
    } else {
      outlawLines.push({ profession: "outlaw", count: 1, role: "leader", placement: "inHideout" });
      if (others > 0)
        outlawLines.push({ profession: "outlaw", count: others, role: "outfit", placement: "inHideout" });
      lawLines.push({
        profession: lawman,
        count: 1,
        role: "star",
        mount: "asDesired",
        notes: ["mountNotNearerThanOwner"],
      });
      if (deputyCount > 0)
        lawLines.push({
          profession: "deputy",
          count: deputyCount,
          role: "deputy",
          mount: "asDesired",
          notes: ["mountNotNearerThanOwner"],
        });
      if (helpers > 0)
        lawLines.push({
          profession: "townsfolk",
          count: helpers,
          role: "townsfolk",
          mount: "asDesired",
          notes: ["mountNotNearerThanOwner"],
        });
      const corral = log.sum({
        purpose: "corralDistance",
        modifier: 6,
        source: "L3506",
        read: () => "inches",
        values: (s) => ({ inches: s }),
      }).score;
      for (const line of outlawLines) {
        line.mount = "corral";
        line.mountValues = { inches: corral };
      }
      const a = integerInput(v, "lawmanRep");
      const b = integerInput(v, "outlawLeaderRep");
      specialTables.push("standupFight");
      const base =
        a > 0 && b > 0
          ? standupDeployment(
              rollStandupFight(log, { id: "lawmen", rep: a }, { id: "outlaws", rep: b, repModifier: -2 }),
            )
          : {
              kind: "standup" as const,
              distanceInches: STANDUP_DISTANCE,
              notes: ["rollStandupFromJournal", "outlawLeaderMinusTwo"],
            };
      deployment = { ...base, notes: ["cabinInMiddle", "outlawsExitFirstActivation", ...base.notes] };
    }

    const outlawsSide = {
      id: "outlaws",
      role: playersAreLaw ? ("opposition" as const) : ("players" as const),
      label: "outlaws",
      goal: "avoidCapture",
      forces: outlawLines,
    };
    const lawSide = {
      id: "lawmen",
      role: playersAreLaw ? ("players" as const) : ("opposition" as const),
      label: "lawmen",
      goal: "captureOutlaw",
      forces: groupForceLines(lawLines),
    };
    const sides: EncounterSide[] = playersAreLaw ? [lawSide, outlawsSide] : [outlawsSide, lawSide];
    if (bystanders.length)
      sides.push({
        id: "town",
        role: "bystanders" as const,
        label: "townsfolk",
        goal: "takeCover",
        forces: bystanders,
      });
    return withIntroMountRules({
      encounter: "capture",
      variant: place,
      settlementLevel: sl,
      terrain,
      rolls: log.rolls,
      sides,
      deployment,
      looseMounts,
      specialTables,
      instructions: [...(place === "town" ? ["townsfolkTakeCover"] : []), "trialAndPunishment"],
      endConditions: ["outlawCaptured", "outlawEscapes"],
      followOn: [],
      gmJudgement: [...judgement, "trialIsCampaign"],
    });
  },
};
