import { assertInteger, type DiceSource } from "../../core";
import { frozen } from "../../core/frozen";
import { REP_RANGE } from "../figure";
import type { Profession, WarriorRegion } from "../ids";
import { escortWithLeader, rollEscort, rollPassengers } from "./escorts";
import { choiceInput, integerInput, readInputs } from "./inputs";
import { LOCALE_INPUT, SETTLEMENT_LEVEL_INPUT, readLocale } from "./locales";
import { relativeCount, type Relation } from "./relative-count";
import { RollLog, readRange } from "./roll-log";
import { STAR_INPUT, readStar } from "./star-input";
import { trailAttackSetUp, trailAttackTable } from "./trail-attack-table";
import { WARRIOR_REGION_INPUT, readWarriorRegion } from "./warrior-region";
import type {
  EncounterDefinition,
  EncounterSetup,
  EncounterSide,
  ForceLine,
  InputSpec,
  InputValues,
  LooseMounts,
  SpecialTableDefinition,
} from "./types";

/**
 * HOLD UP (HU), L3774–3863: road agents or warriors go for a stagecoach, a freight wagon train or
 * a mule train on the trail. The object is rolled, then its crew and escort, the attackers (Indians
 * where 1d6 beats the settlement level, outlaws otherwise, never at SL 6), their number against the
 * target's (HOW MANY OF THEM (HU), Indians 1d6 more) and the set-up by the HOLD UP TABLE.
 */

export const HOLD_UP_SOURCE = "L3774–3863";

export const HOLD_UP_OBJECTS = ["stagecoach", "freightWagons", "muleTrain"] as const;
export type HoldUpObject = (typeof HOLD_UP_OBJECTS)[number];
export const HOLD_UP_ATTACKERS = ["outlaws", "indians"] as const;
export type HoldUpAttackers = (typeof HOLD_UP_ATTACKERS)[number];

/** The object die (L3779–3782). */
export function holdUpObject(die: number): HoldUpObject {
  const d = assertInteger("die", die, 1, 6);
  return d <= 2 ? "stagecoach" : d <= 4 ? "freightWagons" : "muleTrain";
}

/**
 * The attackers (L3807–3814): 1d6 above the settlement level gives Indians, at or under it outlaws;
 * always outlaws at SL 5; null at SL 6, where it does not happen. `die` is ignored at SL 5 and 6.
 */
export function holdUpAttackers(settlementLevel: number, die: number): HoldUpAttackers | null {
  const sl = assertInteger("settlementLevel", settlementLevel, 1, 6);
  const d = assertInteger("die", die, 1, 6);
  if (sl >= 6) return null;
  if (sl === 5) return "outlaws";
  return d > sl ? "indians" : "outlaws";
}

/** HOW MANY OF THEM TABLE (HU), 2d6 (L3816–3828): the attackers against the target's figures. */
export const HOW_MANY_HU: readonly (readonly [number, number, Relation])[] = frozen([
  [2, 2, "threeTimes"],
  [3, 4, "twice"],
  [5, 5, "oneMore"],
  [6, 8, "equal"],
  [9, 9, "oneMore"],
  [10, 11, "twice"],
  [12, 12, "threeTimes"],
] as const);

export function howManyHoldUp(score: number): Relation {
  return readRange(HOW_MANY_HU, assertInteger("score", score, 2, 12));
}

/** Mule skinners: one for every four pack mules (a string of up to four each, L3836) and one more. */
export function muleSkinners(mules: number): number {
  return Math.ceil(assertInteger("mules", mules, 0, 100) / 4) + 1;
}

export const HOLD_UP_INPUTS: readonly InputSpec[] = [
  LOCALE_INPUT,
  SETTLEMENT_LEVEL_INPUT,
  { key: "object", kind: "choice", choices: ["roll", ...HOLD_UP_OBJECTS], default: "roll" },
  { key: "attackers", kind: "choice", choices: ["roll", ...HOLD_UP_ATTACKERS], default: "roll" },
  /** Which side the players take: the travellers (the default) or the attackers. */
  { key: "playerSide", kind: "choice", choices: ["target", "attackers"], default: "target" },
  STAR_INPUT,
  WARRIOR_REGION_INPUT,
  /** The leaders' Rep for the HOLD UP TABLE; 0 leaves the roll to the journal's button. */
  { key: "targetLeaderRep", kind: "integer", min: 0, max: REP_RANGE.max, default: 0 },
  { key: "attackerLeaderRep", kind: "integer", min: 0, max: REP_RANGE.max, default: 0 },
];

interface Target {
  lines: ForceLine[];
  count: number;
  looseMounts: LooseMounts[];
  judgement: string[];
}

function rollTarget(log: RollLog, object: HoldUpObject, sl: number): Target {
  if (object === "stagecoach") {
    const escort = rollEscort(log, { table: "holdUpCoach", settlementLevel: sl });
    const passengers = rollPassengers(log, "L3802");
    // One escort beside the driver (L3834); the rest ride along, up top or inside.
    const lines: ForceLine[] = [
      { profession: "deputy", count: 1, role: "driver", placement: "onTheBox" },
      ...escortWithLeader(
        escort.lines.map((l) => ({ ...l, placement: "withTheCoach" })),
        { placement: "besideTheDriver" },
      ),
    ];
    if (passengers > 0)
      lines.push({
        profession: "townsfolk",
        count: passengers,
        role: "passenger",
        placement: "insideTheCoach",
      });
    return {
      lines,
      count: 1 + escort.count + passengers,
      looseMounts: [],
      judgement: ["coachEscortMounts", ...(passengers > 0 ? ["holdUpPassengers"] : [])],
    };
  }
  if (object === "freightWagons") {
    const wagons = log.sum({
      purpose: "freightWagons",
      source: "L3781",
      read: () => "settlement.wagons",
      values: (d) => ({ n: d }),
    }).score;
    const escort = rollEscort(log, {
      table: "holdUpWagons",
      settlementLevel: sl,
      extra: { placement: "escortRiding", mount: "mounted" },
    });
    return {
      lines: [
        {
          profession: "homesteader",
          count: wagons,
          role: "freighter",
          placement: "oneToAWagon",
          placementValues: { wagons },
        },
        ...escortWithLeader(escort.lines),
      ],
      count: wagons + escort.count,
      looseMounts: [],
      judgement: [],
    };
  }
  const mules = log.sum({
    purpose: "packMules",
    modifier: 3,
    source: "L3782",
    read: () => "settlement.mules",
    values: (score) => ({ n: score }),
  }).score;
  const skinners = muleSkinners(mules);
  const escort = rollEscort(log, {
    table: "holdUpCoach",
    settlementLevel: sl,
    extra: { placement: "escortRiding", mount: "mounted" },
  });
  return {
    lines: [
      {
        profession: "prospector",
        count: skinners,
        role: "muleSkinner",
        placement: "leadingMules",
        mount: "mounted",
        notes: ["onSaddleMules"],
      },
      ...escortWithLeader(escort.lines),
    ],
    count: skinners + escort.count,
    looseMounts: [{ count: mules, where: "packMuleStrings", saddled: false }],
    judgement: [],
  };
}

function noHoldUp(sl: number, terrain: string[], rolls: EncounterSetup["rolls"]): EncounterSetup {
  return {
    encounter: "holdUp",
    variant: "none",
    settlementLevel: sl,
    terrain,
    rolls,
    sides: [{ id: "target", role: "players", label: "travellers", goal: "reachDestination", forces: [] }],
    deployment: { kind: "asDesired", notes: [] },
    looseMounts: [],
    specialTables: [],
    instructions: ["noHoldUpAtLevelSix"],
    endConditions: ["noEncounter"],
    followOn: [],
    gmJudgement: [],
  };
}

export function setUpHoldUp(dice: DiceSource, input: InputValues): EncounterSetup {
  const values = readInputs(HOLD_UP_INPUTS, input);
  const place = readLocale(dice, values);
  const sl = place.settlementLevel;
  const log = new RollLog(dice);
  log.rolls.push(...place.rolls);
  const terrain = ["onTheTrail", ...(place.terrain ? [place.terrain] : [])];
  if (sl >= 6) return noHoldUp(sl, terrain, log.rolls);

  const givenObject = choiceInput(values, "object", ["roll", ...HOLD_UP_OBJECTS] as const);
  const object =
    givenObject === "roll"
      ? (log.sum({ purpose: "holdUpObject", source: "L3779–3782", read: (d) => holdUpObject(d) })
          .result as HoldUpObject)
      : givenObject;
  const target = rollTarget(log, object, sl);

  const star = readStar(values);
  const playerSide = choiceInput(values, "playerSide", ["target", "attackers"] as const);
  if (star && playerSide === "target") {
    target.lines.unshift({
      profession: star,
      count: 1,
      role: "star",
      placement: "escortRiding",
      mount: "mounted",
    });
    target.count += 1;
  }

  const givenAttackers = choiceInput(values, "attackers", ["roll", ...HOLD_UP_ATTACKERS] as const);
  const attackers: HoldUpAttackers =
    givenAttackers !== "roll"
      ? givenAttackers
      : sl === 5
        ? "outlaws"
        : (log.sum({
            purpose: "holdUpAttackers",
            source: "L3807–3810",
            read: (d) => holdUpAttackers(sl, d)!,
            values: () => ({ level: sl }),
          }).result as HoldUpAttackers);

  const relation = log.sum({
    purpose: "howManyHoldUp",
    count: 2,
    source: "L3816–3828",
    read: (s) => `relation.${howManyHoldUp(s)}`,
  });
  let count = relativeCount(howManyHoldUp(relation.score), target.count);
  relation.values = { n: count, base: target.count };
  let region: WarriorRegion | null = null;
  const judgement = [...target.judgement, "targetCountsEveryFigure"];
  if (attackers === "indians") {
    const more = log.sum({
      purpose: "indiansMore",
      source: "L3830",
      read: () => "moreFigures",
      values: (d) => ({ n: d }),
    }).score;
    count += more;
    const r = readWarriorRegion(dice, values, place.locale);
    log.rolls.push(...r.rolls);
    region = r.region;
    if (!region) judgement.push("warriorRegion");
  }
  const profession: Profession = attackers === "indians" ? "warrior" : "outlaw";
  const who = (p: Profession): Partial<ForceLine> =>
    p === "warrior" && region ? { warriorRegion: region } : {};
  const attackerLines: ForceLine[] = [];
  const starLeads = star !== null && playerSide === "attackers";
  const leader: Profession = starLeads ? star : profession;
  attackerLines.push({
    profession: leader,
    count: 1,
    role: starLeads ? "star" : "leader",
    mount: "asDesired",
    ...who(leader),
  });
  if (count > 1)
    attackerLines.push({
      profession,
      count: count - 1,
      role: "outfit",
      mount: "asDesired",
      ...who(profession),
    });

  const targetSide: EncounterSide = {
    id: "target",
    role: playerSide === "target" ? "players" : "opposition",
    label: object,
    goal: "protectTheShipment",
    forces: target.lines,
  };
  const attackerSide: EncounterSide = {
    id: "attackers",
    role: playerSide === "attackers" ? "players" : "opposition",
    label: attackers === "indians" ? "warriors" : "outlaws",
    goal: "plunderTheTarget",
    forces: attackerLines,
  };

  const { deployment, followOn } = trailAttackSetUp(log, {
    purpose: "holdUpLeader",
    source: "L3839–3859",
    travellers: { id: "target", rep: integerInput(values, "targetLeaderRep") },
    attackers: { id: "attackers", rep: integerInput(values, "attackerLeaderRep") },
    mayCircleWagons: true,
    laterNote: "rollHoldUpTableFromJournal",
  });

  return {
    encounter: "holdUp",
    variant: object,
    settlementLevel: sl,
    terrain,
    rolls: log.rolls,
    sides: playerSide === "target" ? [targetSide, attackerSide] : [attackerSide, targetSide],
    deployment,
    looseMounts: target.looseMounts,
    specialTables: ["holdUpTable"],
    instructions: ["attackersMountedOrOnFoot", "holdUpTableSetsDeployment"],
    endConditions: ["targetPlundered", "attackersDrivenOff"],
    followOn,
    gmJudgement: judgement,
  };
}

export const HOLD_UP: EncounterDefinition = {
  id: "holdUp",
  code: "HU",
  source: HOLD_UP_SOURCE,
  inputs: HOLD_UP_INPUTS,
  setUp: setUpHoldUp,
};

/** HOLD UP TABLE (L3839–3859) as the journal's button rolls it. */
export const HOLD_UP_TABLE: SpecialTableDefinition = trailAttackTable({
  id: "holdUpTable",
  source: "L3839–3859",
  purpose: "holdUpLeader",
  travellers: { id: "target", repKey: "targetLeaderRep" },
  attackers: { id: "attackers" },
  mayCircleWagons: true,
});
