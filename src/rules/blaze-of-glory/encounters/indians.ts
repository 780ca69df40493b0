import { assertInteger, type DiceSource } from "../../core";
import { frozen } from "../../core/frozen";
import { PROFESSIONS, type WarriorRegion } from "../ids";
import { choiceInput, integerInput, readInputs } from "./inputs";
import { LOCALE_INPUT, SETTLEMENT_LEVEL_INPUT, readLocale } from "./locales";
import { relativeCount, type Relation } from "./relative-count";
import { RollLog, readRange } from "./roll-log";
import { outnumberedBy } from "./talk-the-talk";
import { WARRIOR_REGION_INPUT, readWarriorRegion } from "./warrior-region";
import type {
  EncounterDefinition,
  EncounterSetup,
  EncounterSide,
  ForceLine,
  InputSpec,
  InputValues,
} from "./types";

/**
 * INDIANS (IN), L3680–3772: warriors take an interest in the Star. On 1–3 they chase him as in a
 * Posse (he runs); on 4–6 he is already holed up at a water source mid-table, his outfit within
 * 12" of the centre and the warriors 24" off or coming on from any edge. The Star then fights or
 * parleys (TALK THE TALK); a fight runs by days (the siege tables). The party's size is HOW MANY OF
 * THEM (IN), 2d6 − SL, a multiple of the Star's side (guide I-38).
 */

export const INDIANS_SOURCE = "L3680–3772";

export const INDIAN_SCENARIOS = ["pursuit", "holedUp"] as const;
export type IndianScenario = (typeof INDIAN_SCENARIOS)[number];

/** The scenario die (L3684–3686). */
export function indianScenario(die: number): IndianScenario {
  return assertInteger("die", die, 1, 6) <= 3 ? "pursuit" : "holedUp";
}

/**
 * HOW MANY OF THEM TABLE (IN), 2d6 − SL (L3702–3719) as the guide reads it (I-38): the first rows
 * are −2 and −1, "three as many" is three times. Scores run from −4 (2 at SL 6) to 11.
 */
export const HOW_MANY_IN: readonly (readonly [number, number, Relation])[] = frozen([
  [-4, 5, "twice"],
  [6, 7, "threeTimes"],
  [8, 9, "fourTimes"],
  [10, 11, "fiveTimes"],
] as const);

export function howManyIndians(score: number): Relation {
  return readRange(HOW_MANY_IN, assertInteger("score", score, -4, 11));
}

export const HOLED_UP_RADIUS = 12;
export const WARRIORS_DISTANCE = 24;

const STAR_PROFESSIONS = PROFESSIONS.filter((p) => p !== "warrior" && p !== "townsfolk");

export const INDIANS_INPUTS: readonly InputSpec[] = [
  LOCALE_INPUT,
  SETTLEMENT_LEVEL_INPUT,
  WARRIOR_REGION_INPUT,
  {
    key: "starProfession",
    kind: "choice",
    choices: STAR_PROFESSIONS,
    default: "cowboy",
    choiceKeys: "Profession",
  },
  { key: "scenario", kind: "choice", choices: ["roll", ...INDIAN_SCENARIOS], default: "roll" },
  /** The characters with the Star; 0 rolls 1d6 as the book says (L3699). */
  { key: "outfit", kind: "integer", min: 0, max: 30, default: 0 },
];

export function setUpIndians(dice: DiceSource, input: InputValues): EncounterSetup {
  const values = readInputs(INDIANS_INPUTS, input);
  const place = readLocale(dice, values);
  const sl = place.settlementLevel;
  const log = new RollLog(dice);
  log.rolls.push(...place.rolls);
  const judgement: string[] = ["outfitList"];

  const given = choiceInput(values, "scenario", ["roll", ...INDIAN_SCENARIOS] as const);
  const scenario =
    given === "roll"
      ? (log.sum({ purpose: "indianScenario", source: "L3684–3686", read: (d) => indianScenario(d) })
          .result as IndianScenario)
      : given;
  const givenOutfit = integerInput(values, "outfit");
  const outfit =
    givenOutfit > 0
      ? givenOutfit
      : log.sum({ purpose: "starOutfit", source: "L3699", read: () => "figures", values: (d) => ({ n: d }) })
          .score;
  // "Twice as many figures as Star's Outfit": the Star's whole side, the Star counted.
  const starSide = 1 + outfit;
  const how = log.sum({
    purpose: "howManyIndians",
    count: 2,
    modifier: -sl,
    source: "L3702–3719",
    read: (s) => `relation.${howManyIndians(s)}`,
  });
  const warriors = relativeCount(howManyIndians(how.score), starSide);
  how.values = { n: warriors, base: starSide };
  judgement.push("outfitCountsStar");

  const r = readWarriorRegion(dice, values, place.locale);
  log.rolls.push(...r.rolls);
  const region: WarriorRegion | null = r.region;
  if (!region) judgement.push("warriorRegion");
  const who = region ? { warriorRegion: region } : {};

  const star = choiceInput(values, "starProfession", STAR_PROFESSIONS);
  const pursuit = scenario === "pursuit";
  const mount = pursuit ? ("mounted" as const) : ("asDesired" as const);
  const placement = pursuit
    ? {}
    : { placement: "nearWaterSource", placementValues: { inches: HOLED_UP_RADIUS } };
  const starLines: ForceLine[] = [{ profession: star, count: 1, role: "star", mount, ...placement }];
  if (outfit > 0) starLines.push({ profession: star, count: outfit, role: "outfit", mount, ...placement });
  const warriorPlacement = pursuit
    ? {}
    : { placement: "farOrAnyEdge", placementValues: { inches: WARRIORS_DISTANCE } };
  const warriorLines: ForceLine[] = [
    { profession: "warrior", count: 1, role: "leader", mount, ...who, ...warriorPlacement },
  ];
  if (warriors > 1)
    warriorLines.push({
      profession: "warrior",
      count: warriors - 1,
      role: "warrior",
      mount,
      ...who,
      ...warriorPlacement,
    });

  const starSideLine: EncounterSide = {
    id: pursuit ? "runners" : "star",
    role: "players",
    label: "starSide",
    goal: "keepYourHair",
    forces: starLines,
  };
  const indians: EncounterSide = {
    id: pursuit ? "chasers" : "indians",
    role: "opposition",
    label: "warriors",
    goal: "statusAndGoods",
    forces: warriorLines,
  };

  if (pursuit)
    return {
      encounter: "indians",
      variant: "pursuit",
      settlementLevel: sl,
      terrain: ["onTheTrail", ...(place.terrain ? [place.terrain] : [])],
      rolls: log.rolls,
      sides: [starSideLine, indians],
      deployment: { kind: "pursuit", notes: ["runnersBandOne", "chasersBandSix", "allMayStartMounted"] },
      looseMounts: [],
      specialTables: ["pursuitChase", "posseHorsemanship", "posseLame", "standupFight"],
      instructions: ["playAsPosse", "starIsTheRunner"],
      endConditions: ["chasersOffGrid", "chasersCallOff", "runnersHoleUp"],
      followOn: [{ encounter: "gunfight", when: "runnersHoleUp", carries: ["runners", "chasers"] }],
      gmJudgement: judgement,
    };
  return {
    encounter: "indians",
    variant: "holedUp",
    settlementLevel: sl,
    terrain: ["onTheTrail", "waterSourceAtCentre", ...(place.terrain ? [place.terrain] : [])],
    rolls: log.rolls,
    sides: [starSideLine, indians],
    deployment: {
      kind: "holedUp",
      radiusInches: HOLED_UP_RADIUS,
      distanceInches: WARRIORS_DISTANCE,
      setsUpFirst: "star",
      notes: ["warriorsMayEnterAnyEdge", "mountedOrOnFoot", "spareMountsAsDesired"],
    },
    looseMounts: [],
    specialTables: ["talkTheTalk", "siegeRecovery", "siegeEndOfDay"],
    instructions: [
      "fightOrParley",
      "parleyDistances",
      // The TALK THE TALK modifier the head count gives (L3739–3740), for the table's question.
      `parleyOutnumbered.${outnumberedBy(warriors, starSide)}`,
      "noteFirstActivationTotal",
      "callOffOnSameTotal",
      "recoverAtDayEnd",
      "deadAgainstAlive",
      "cavalryAboveLevel",
      "resuppliedNextDay",
      "threeDaysAtWaterHole",
    ],
    endConditions: ["indiansDisappear", "cavalryArrives", "waterHoleHeld", "peacefulResult", "starSideWiped"],
    followOn: [],
    gmJudgement: [...judgement, "starMountsHoledUp"],
  };
}

export const INDIANS: EncounterDefinition = {
  id: "indians",
  code: "IN",
  source: INDIANS_SOURCE,
  inputs: INDIANS_INPUTS,
  setUp: setUpIndians,
};
