import { assertInteger, type DiceSource } from "../../core";
import { REP_RANGE } from "../figure";
import { resolveMountedChase } from "../mounts/chase";
import { rollHorsemanshipTest } from "../mounts/horsemanship";
import type { FollowUpTestResult } from "../mounts/types";
import { howManyMultiple } from "./how-many";
import { booleanInput, choiceInput, integerInput, readInputs } from "./inputs";
import { LOCALE_INPUT, SETTLEMENT_LEVEL_INPUT } from "./locales";
import { readLocale } from "./locales";
import { withIntroMountRules } from "./town-mounts";
import { RollLog } from "./roll-log";
import { specialTable } from "./special-table";
import { rollDeputies } from "./town-forces";
import type {
  EncounterDefinition,
  EncounterRoll,
  EncounterSetup,
  InputSpec,
  SpecialTableDefinition,
} from "./types";

/**
 * POSSE (P), L3342–3469: outlaws running from a posse across the PURSUIT GRID (see pursuit-grid.ts),
 * each party rolling the CHASE table every turn (mounts/chase.ts), a Horsemanship test on a pass 1,
 * a lame horse on double ones, and a holed-up gunfight (GF-3 with the STANDUP FIGHT) if the runners
 * stop to fight.
 */

const SOURCE = "L3342–3469";

export const POSSE_PLAYER_SIDES = ["runners", "chasers"] as const;

export const POSSE_INPUTS: readonly InputSpec[] = [
  LOCALE_INPUT,
  SETTLEMENT_LEVEL_INPUT,
  /** The runners, 0 = 1d6 as the book says (or what the previous encounter left, L3360). */
  { key: "runners", kind: "integer", min: 0, max: 30, default: 0 },
  { key: "playerSide", kind: "choice", choices: POSSE_PLAYER_SIDES, default: "runners" },
];

export const POSSE: EncounterDefinition = {
  id: "posse",
  code: "P",
  source: SOURCE,
  inputs: POSSE_INPUTS,
  setUp(dice: DiceSource, raw): EncounterSetup {
    const v = readInputs(POSSE_INPUTS, raw);
    const log = new RollLog(dice);
    const locale = readLocale(dice, v);
    log.rolls.push(...locale.rolls);
    const sl = locale.settlementLevel;
    const given = integerInput(v, "runners");
    const runners =
      given > 0
        ? given
        : log.sum({
            purpose: "runnerCount",
            source: "L3360",
            read: () => "figures",
            values: (s) => ({ n: s }),
          }).score;
    const how = log.sum({
      purpose: "howManyPosse",
      count: 2,
      modifier: sl,
      source: "L3363–3382",
      read: () => "timesOutlaws",
      values: (score) => ({ n: howManyMultiple("P", score) }),
    });
    const townsfolk = howManyMultiple("P", how.score) * runners;
    const deputies = rollDeputies(log, sl, "L3384");
    const playersRun = choiceInput(v, "playerSide", POSSE_PLAYER_SIDES) === "runners";
    const runnersSide = {
      id: "runners",
      role: playersRun ? ("players" as const) : ("opposition" as const),
      label: "runners",
      goal: "escape",
      forces: [
        { profession: "outlaw" as const, count: 1, role: "leader", mount: "mounted" as const },
        ...(runners > 1
          ? [{ profession: "outlaw" as const, count: runners - 1, role: "outfit", mount: "mounted" as const }]
          : []),
      ],
    };
    const chasersSide = {
      id: "chasers",
      role: playersRun ? ("opposition" as const) : ("players" as const),
      label: "posse",
      goal: "killOrCapture",
      forces: [
        { profession: "sheriff" as const, count: 1, role: "leader", mount: "mounted" as const },
        ...(deputies > 0
          ? [{ profession: "deputy" as const, count: deputies, role: "deputy", mount: "mounted" as const }]
          : []),
        ...(townsfolk > 0
          ? [
              {
                profession: "townsfolk" as const,
                count: townsfolk,
                role: "townsfolk",
                mount: "mounted" as const,
              },
            ]
          : []),
      ],
    };
    return withIntroMountRules({
      encounter: "posse",
      variant: "pursuit",
      settlementLevel: sl,
      terrain: locale.terrain ? [locale.terrain] : [],
      rolls: log.rolls,
      sides: playersRun ? [runnersSide, chasersSide] : [chasersSide, runnersSide],
      deployment: { kind: "pursuit", notes: ["runnersBandOne", "chasersBandSix", "allMayStartMounted"] },
      looseMounts: [],
      specialTables: ["pursuitChase", "posseHorsemanship", "posseLame", "standupFight"],
      instructions: [
        "pursuitGrid",
        "onePartyOneRoll",
        "mayHoldBack",
        "chasersFireAtTwoBands",
        "activationOnlyInRange",
        "doubleOnesLame",
        "holeUpStandup",
      ],
      endConditions: ["chasersOffGrid", "chasersCallOff", "runnersHoleUp"],
      followOn: [{ encounter: "gunfight", when: "runnersHoleUp", carries: ["runners", "chasers"] }],
      gmJudgement: [
        ...(locale.terrain ? [] : ["terrainFromLocale"]),
        "previousEncounterMayDictate",
        "holeUpTerrainOnly",
      ],
    });
  },
};

// ---------------------------------------------------------------------------------------------
// CHASE for one rider, vehicle or foot runner (L3422–3442), HORSEMANSHIP TEST (L3444–3463).

export const CHASE_MOVERS = ["mounted", "vehicle", "foot"] as const;

const CHASE_INPUTS: readonly InputSpec[] = [
  { key: "mover", kind: "choice", choices: CHASE_MOVERS, default: "mounted" },
  /** The mount's Quality (the team leader's for a vehicle); unused on foot. */
  { key: "quality", kind: "integer", min: 3, max: 5, default: 4 },
  /** The rider's Horsemanship, the driver's rating, or a foot runner's Rep. */
  { key: "rating", kind: "integer", min: 0, max: REP_RANGE.max, default: 4 },
  { key: "ridingDouble", kind: "boolean", default: false },
  { key: "roughTerrain", kind: "boolean", default: false },
  { key: "southWesternIndianRunner", kind: "boolean", default: false },
  /** A foot runner who kept full speed last turn rolls only 1d6 (L3432). */
  { key: "footOneDie", kind: "boolean", default: false },
];

function followUpRoll(f: FollowUpTestResult): EncounterRoll {
  return {
    purpose: f.test,
    dice: [...f.dice],
    modifier: 0,
    score: f.passes,
    target: f.target,
    result: `countsAsPass${f.countsAs}`,
    values: { quality: f.comparedQuality },
    source: "L3444–3463",
  };
}

/** A foot runner's CHASE row (L3432–3442): what he does and how many dice he rolls next turn. */
export function footChase(passes: number): { slips: 0 | 1; nextDice: 1 | 2 } {
  const p = assertInteger("passes", passes, 0, 2);
  return p === 2
    ? { slips: 0, nextDice: 1 }
    : p === 1
      ? { slips: 1, nextDice: 2 }
      : { slips: 1, nextDice: 1 };
}

export const PURSUIT_CHASE_TABLE: SpecialTableDefinition = specialTable(
  "pursuitChase",
  "L3422–3463",
  CHASE_INPUTS,
  (dice, v) => {
    const log = new RollLog(dice);
    const mover = choiceInput(v, "mover", CHASE_MOVERS);
    const rough = booleanInput(v, "roughTerrain") && !booleanInput(v, "southWesternIndianRunner");
    if (mover === "foot") {
      const rep = assertInteger("rating", integerInput(v, "rating"), REP_RANGE.min, REP_RANGE.max);
      const one = booleanInput(v, "footOneDie");
      const r = log.passes({
        purpose: "chaseFoot",
        count: one ? 1 : 2,
        target: Math.max(0, rep - (rough ? 1 : 0)),
        source: "L3422–3442",
        read: (p) => `pass${p}`,
      });
      const row = footChase(r.score);
      return {
        table: "pursuitChase",
        rolls: log.rolls,
        outcome: row.slips ? "fallsBack" : "keepsPace",
        notes: [row.nextDice === 1 ? "nextTurnOneDie" : "nextTurnTwoDice", ...(one ? ["oneDieReading"] : [])],
      };
    }
    const input = {
      quality: integerInput(v, "quality") as 3 | 4 | 5,
      rating: integerInput(v, "rating"),
      vehicle: mover === "vehicle",
      ridingDouble: booleanInput(v, "ridingDouble"),
      roughTerrain: booleanInput(v, "roughTerrain"),
      southWesternIndianRunner: booleanInput(v, "southWesternIndianRunner"),
    };
    const target = input.quality - (input.ridingDouble ? 1 : 0) - (rough ? 1 : 0);
    const party = log.passes({
      purpose: "chaseParty",
      target,
      source: "L3422–3427",
      read: (p) => `pass${p}`,
    });
    const result = resolveMountedChase(party.dice, dice, input);
    if (result.followUp) log.rolls.push(followUpRoll(result.followUp));
    return {
      table: "pursuitChase",
      rolls: log.rolls,
      outcome: result.outcome,
      notes: ["partySharesDice"],
    };
  },
);

export const POSSE_HORSEMANSHIP_TABLE: SpecialTableDefinition = specialTable(
  "posseHorsemanship",
  "L3444–3463",
  [
    { key: "horsemanship", kind: "integer", min: 0, max: REP_RANGE.max, default: 4 },
    { key: "quality", kind: "integer", min: 3, max: 5, default: 4 },
  ],
  (dice, v) => {
    const f = rollHorsemanshipTest(dice, {
      horsemanship: integerInput(v, "horsemanship"),
      quality: integerInput(v, "quality"),
    });
    return { table: "posseHorsemanship", rolls: [followUpRoll(f)], outcome: `countsAsPass${f.countsAs}` };
  },
);

/** Double ones on activation (L3469): the runners (1–3) or the chasers (4–6) lose a mount. */
export function lameParty(die: number): "runners" | "chasers" {
  return assertInteger("die", die, 1, 6) <= 3 ? "runners" : "chasers";
}

export const POSSE_LAME_TABLE: SpecialTableDefinition = specialTable(
  "posseLame",
  "L3469",
  [
    { key: "runners", kind: "integer", min: 1, max: 40, default: 1 },
    { key: "chasers", kind: "integer", min: 1, max: 40, default: 1 },
  ],
  (dice, v) => {
    const log = new RollLog(dice);
    const party = log.sum({ purpose: "lameParty", source: "L3469", read: (d) => lameParty(d) }).result as
      "runners" | "chasers";
    const size = integerInput(v, party);
    // "Randomly determine which": one die with as many faces as the party has figures.
    const figure = size === 1 ? 1 : assertInteger("dice", dice.roll(size), 1, size);
    if (size > 1)
      log.rolls.push({
        purpose: "lameFigure",
        dice: [figure],
        modifier: 0,
        score: figure,
        result: "figureNumber",
        values: { figure, of: size },
        source: "L3469",
      });
    return {
      table: "posseLame",
      rolls: log.rolls,
      outcome: party === "runners" ? "runnerLame" : "chaserLame",
      values: { figure },
    };
  },
);
