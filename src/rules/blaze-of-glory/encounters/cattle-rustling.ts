import { assertInteger, type DiceSource } from "../../core";
import { frozen } from "../../core/frozen";
import { HALF_ROUNDINGS, type HalfRounding } from "./how-many";
import { herdersNeeded } from "./herding";
import { choiceInput, integerInput, readInputs } from "./inputs";
import { relativeCount, type Relation } from "./relative-count";
import { RollLog, readRange } from "./roll-log";
import type {
  EncounterDefinition,
  EncounterSetup,
  EncounterSide,
  ForceLine,
  InputSpec,
  InputValues,
} from "./types";

/**
 * CATTLE RUSTLING (CR), L3588–3636: outlaws have run off 2d6 head and the cowboys ride after them.
 * It plays as a Posse (the pursuit grid, CHASE, the horsemanship test) with the outlaws as runners,
 * eight bands instead of ten, the cattle as Quality 3 mounts whose horsemanship results are the
 * outlaws' herding; if the outlaws hole up, the herd goes on the table (herding). An outlaw who gets
 * away may have a posse after him next month (1 in 6).
 */

export const CATTLE_RUSTLING_SOURCE = "L3588–3636";

/** The grid is cut to eight bands; a chaser slipping off the eighth drops out (L3628). */
export const RUSTLING_BANDS = 8;
/** The cattle count as Quality 3 (Nag) for the horsemanship tests (L3629). */
export const CATTLE_QUALITY = 3;

/** HOW MANY OF THEM TABLE (CR), 2d6 (L3608–3620): the cowboys against the outlaws. */
export const HOW_MANY_CR: readonly (readonly [number, number, Relation])[] = frozen([
  [2, 2, "halfMore"],
  [3, 3, "twoMore"],
  [4, 5, "oneMore"],
  [6, 8, "equal"],
  [9, 10, "oneMore"],
  [11, 11, "twoMore"],
  [12, 12, "twice"],
] as const);

export function howManyCattleRustling(score: number): Relation {
  return readRange(HOW_MANY_CR, assertInteger("score", score, 2, 12));
}

/**
 * The outlaws: 1d6, but at least one for every four head (L3605). "1 per 4 cattle" reads as one per
 * four or part of four, the herd an outlaw can keep together (L3630).
 */
export function rustlerCount(die: number, cattle: number): number {
  return Math.max(assertInteger("die", die, 1, 6), herdersNeeded(assertInteger("cattle", cattle, 2, 12)));
}

export const RUSTLING_PLAYER_SIDES = ["cowboys", "outlaws"] as const;

export const CATTLE_RUSTLING_INPUTS: readonly InputSpec[] = [
  /** The Star rides with the cowboys (the default) or with the rustlers. */
  { key: "playerSide", kind: "choice", choices: RUSTLING_PLAYER_SIDES, default: "cowboys" },
  /** The outlaws, 0 = roll them as the book says. */
  { key: "outlaws", kind: "integer", min: 0, max: 30, default: 0 },
  { key: "halfRounding", kind: "choice", choices: HALF_ROUNDINGS, default: "up" },
];

export function setUpCattleRustling(dice: DiceSource, input: InputValues): EncounterSetup {
  const values = readInputs(CATTLE_RUSTLING_INPUTS, input);
  const log = new RollLog(dice);
  const cattle = log.sum({
    purpose: "stolenCattle",
    count: 2,
    source: "L3592",
    read: () => "headOfCattle",
    values: (s) => ({ n: s }),
  }).score;
  const given = integerInput(values, "outlaws");
  const judgement: string[] = [];
  let outlaws: number;
  if (given > 0) {
    outlaws = given;
    if (given < herdersNeeded(cattle)) judgement.push("tooFewHerders");
  } else
    outlaws = log.sum({
      purpose: "rustlerCount",
      source: "L3605",
      read: () => "figures",
      values: (d) => ({ n: rustlerCount(d, cattle), minimum: herdersNeeded(cattle) }),
    }).values!.n as number;
  const rounding = choiceInput(values, "halfRounding", HALF_ROUNDINGS) as HalfRounding;
  const how = log.sum({
    purpose: "howManyCattleRustling",
    count: 2,
    source: "L3608–3620",
    read: (s) => `relation.${howManyCattleRustling(s)}`,
  });
  const relation = howManyCattleRustling(how.score);
  const cowboys = relativeCount(relation, outlaws, rounding);
  how.values = { n: cowboys, base: outlaws };
  if (relation === "halfMore" && outlaws % 2 === 1) judgement.push("halfRounding");

  const playersRustle = choiceInput(values, "playerSide", RUSTLING_PLAYER_SIDES) === "outlaws";
  const rustlerLines: ForceLine[] = [
    {
      profession: "outlaw",
      count: 1,
      role: playersRustle ? "star" : "leader",
      placement: "drivingTheHerd",
      placementValues: { cattle },
      mount: "mounted",
    },
  ];
  if (outlaws > 1)
    rustlerLines.push({
      profession: "outlaw",
      count: outlaws - 1,
      role: "outfit",
      placement: "drivingTheHerd",
      placementValues: { cattle },
      mount: "mounted",
    });
  const cowboyLines: ForceLine[] = [
    { profession: "cowboy", count: 1, role: playersRustle ? "leader" : "star", mount: "mounted" },
  ];
  if (cowboys > 1)
    cowboyLines.push({ profession: "cowboy", count: cowboys - 1, role: "outfit", mount: "mounted" });
  const rustlers: EncounterSide = {
    id: "runners",
    role: playersRustle ? "players" : "opposition",
    label: "rustlers",
    goal: "escapeWithTheCattle",
    forces: rustlerLines,
  };
  const riders: EncounterSide = {
    id: "chasers",
    role: playersRustle ? "opposition" : "players",
    label: "cowboys",
    goal: "retrieveTheCattle",
    forces: cowboyLines,
  };

  return {
    encounter: "cattleRustling",
    variant: "pursuit",
    terrain: ["onTheTrail"],
    rolls: log.rolls,
    sides: playersRustle ? [rustlers, riders] : [riders, rustlers],
    deployment: { kind: "pursuit", notes: ["runnersBandOne", "chasersBandSix", "eightBandsOnly"] },
    looseMounts: [],
    specialTables: ["pursuitChase", "posseHorsemanship", "posseLame", "standupFight", "herding"],
    instructions: [
      "playAsPosse",
      "eightBandsOnly",
      "cattleQualityThree",
      "horsemanshipIsHerding",
      "holeUpPlacesTheHerd",
      "herdFourWithinSix",
    ],
    endConditions: ["chasersOffGrid", "cattleRecovered", "runnersHoleUp"],
    followOn: [
      { encounter: "gunfight", when: "runnersHoleUp", carries: ["runners", "chasers"] },
      { encounter: "posse", when: "rustlerEscapesOneInSix", carries: ["runners"] },
    ],
    gmJudgement: [...judgement, "rustlingTerrain"],
  };
}

export const CATTLE_RUSTLING: EncounterDefinition = {
  id: "cattleRustling",
  code: "CR",
  source: CATTLE_RUSTLING_SOURCE,
  inputs: CATTLE_RUSTLING_INPUTS,
  setUp: setUpCattleRustling,
};
