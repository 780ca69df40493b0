import { assertInteger, type DiceSource } from "../../core";
import { SAND_RANGE } from "../figure";
import { groupForceLines } from "./force-lines";
import { booleanInput, choiceInput, integerInput, readInputs } from "./inputs";
import { LOCALE_INPUT, SETTLEMENT_LEVEL_INPUT, SETTLEMENT_LEVEL_RANGE, readLocale } from "./locales";
import { withIntroMountRules } from "./town-mounts";
import { RollLog } from "./roll-log";
import { specialTable } from "./special-table";
import { rollSettlementSize, type SettlementSize } from "./settlement";
import { rollTownLaw, rollTownsfolk, streetSide, townsfolkStart } from "./town-forces";
import type {
  EncounterDefinition,
  EncounterSetup,
  ForceLine,
  InputSpec,
  SpecialTableDefinition,
  SpecialTableResult,
} from "./types";

/**
 * ROBBERY (R), L3253–3338: the target by the size of the town, the sheriff's office, the outlaws
 * against the town's law and townsfolk, where each starts, the unforeseen complication, and the
 * tables played once the shooting starts (raising the alarm, armed populace, defending hearth and
 * home, unarmed townsfolk, hot on your trail).
 */

const SOURCE = "L3253–3338";

export const ROBBERY_SETTLEMENTS = [
  "roll",
  "goodSizedTown",
  "smallTown",
  "tradingPost",
  "fort",
  "trader",
] as const;
export const PLAYER_SIDES_OUTLAWS = ["outlaws", "town"] as const;

export const ROBBERY_INPUTS: readonly InputSpec[] = [
  LOCALE_INPUT,
  SETTLEMENT_LEVEL_INPUT,
  /** The settlement when it is already known; `roll` reads SIZE OF SETTLEMENT (L3257). */
  { key: "settlement", kind: "choice", choices: ROBBERY_SETTLEMENTS, default: "roll" },
  /** The gang, 0 = 1d6 + 2 as the book says (L3280). */
  { key: "outlaws", kind: "integer", min: 0, max: 20, default: 0 },
  { key: "playerSide", kind: "choice", choices: PLAYER_SIDES_OUTLAWS, default: "outlaws" },
];

/** The target by settlement and die (L3258–3261); a fort is played as a trading post. */
export function robberyTarget(
  size: Exclude<SettlementSize, "trader">,
  die: number,
): "bank" | "twoBanks" | "store" {
  const d = assertInteger("die", die, 1, 6);
  if (size === "goodSizedTown") return d <= 5 ? "bank" : "twoBanks";
  if (size === "smallTown") return d <= 4 ? "bank" : "store";
  return "store";
}

/** The sheriff's office (L3271–3276): the die's row; rows 1, 2, 5, 6 add ½d6 buildings. */
export function sheriffOffice(die: number): string {
  const d = assertInteger("die", die, 1, 6);
  return (
    [
      "officeRightSameSide",
      "officeRightOpposite",
      "officeAcross",
      "officeAcross",
      "officeLeftSameSide",
      "officeLeftOpposite",
    ] as const
  )[d - 1]!;
}

// ---------------------------------------------------------------------------------------------
// Unforeseen complications (L3315–3326).

export const COMPLICATIONS = [
  "horsesKeptAway",
  "timedLock",
  "braveEmployee",
  "lameMount",
  "noseyTownsfolk",
  "recognizedByRangers",
] as const;
export type Complication = (typeof COMPLICATIONS)[number];

export interface ComplicationResult {
  /** `asPlanned` on 1–5, else the second die's complication. */
  code: "asPlanned" | Complication;
  values: Record<string, number>;
  /** Figures the complication adds (the armed employee, the two Rangers). */
  lines: ForceLine[];
}

/**
 * Rolls the complication die and, on a 6, what went wrong and the numbers it needs. `firstNumber`:
 * the town figure number the Rangers' rolls name on the card.
 */
export function rollComplication(log: RollLog, outlaws: number, firstNumber = 1): ComplicationResult {
  const n = assertInteger("outlaws", outlaws, 1, 200);
  const firstTown = assertInteger("firstNumber", firstNumber, 1, 1000);
  const first = log.sum({
    purpose: "complicationCheck",
    source: "L3315",
    read: (d) => (d <= 5 ? "asPlanned" : "somethingUnforeseen"),
  });
  if (first.score <= 5) return { code: "asPlanned", values: {}, lines: [] };
  const code = log.sum({ purpose: "complication", source: "L3316–3326", read: (d) => COMPLICATIONS[d - 1]! })
    .result as Complication;
  const values: Record<string, number> = {};
  const lines: ForceLine[] = [];
  if (code === "horsesKeptAway")
    values.inches = log.sum({
      purpose: "horsesDistance",
      count: 2,
      modifier: 6,
      source: "L3316",
      read: () => "inches",
      values: (s) => ({ inches: s }),
    }).score;
  else if (code === "timedLock")
    values.turns = log.sum({
      purpose: "vaultTurns",
      modifier: 2,
      source: "L3317–3321",
      read: () => "turns",
      values: (s) => ({ turns: s }),
    }).score;
  else if (code === "braveEmployee")
    lines.push({
      profession: "townsfolk",
      count: 1,
      role: "employee",
      placement: "insideTarget",
      notes: ["drawsOnOutlaw"],
    });
  else if (code === "lameMount") {
    // "Choose one gang member at random": one die with as many faces as the gang.
    const face = n === 1 ? 1 : log.dice.roll(n);
    values.figure = assertInteger("dice", face, 1, n);
    log.rolls.push({
      purpose: "lameMountRider",
      dice: [face],
      modifier: 0,
      score: face,
      result: "gangMember",
      values: { figure: face, of: n },
      source: "L3324",
    });
  } else if (code === "recognizedByRangers") {
    for (let i = 1; i <= 2; i++) {
      const subject = `town.${firstTown + i - 1}`;
      const start = log.sum({
        purpose: "townsfolkStart",
        source: "L3326",
        subject,
        read: (d) => townsfolkStart(d),
      });
      if (start.result === "inBuilding") {
        lines.push({
          profession: "ranger",
          count: 1,
          role: "ranger",
          placement: "inBuilding",
          notes: ["seesAnOutlaw", "startsAlerted"],
        });
        continue;
      }
      const inches = log.sum({
        purpose: "townsfolkDistance",
        count: 2,
        source: "L3326",
        subject,
        read: () => "inches",
        values: (s) => ({ inches: s }),
      }).score;
      const side = log.sum({
        purpose: "townsfolkSide",
        source: "L3326",
        subject,
        read: (d) => streetSide(d),
      }).result;
      lines.push({
        profession: "ranger",
        count: 1,
        role: "ranger",
        placement: side,
        placementValues: { inches },
        notes: ["seesAnOutlaw", "startsAlerted"],
      });
    }
  }
  return { code, values, lines: groupForceLines(lines) };
}

export const ROBBERY_COMPLICATIONS_TABLE: SpecialTableDefinition = specialTable(
  "robberyComplications",
  "L3315–3326",
  [{ key: "outlaws", kind: "integer", min: 1, max: 20, default: 4 }],
  (dice, v): SpecialTableResult => {
    const log = new RollLog(dice);
    const c = rollComplication(log, integerInput(v, "outlaws"));
    return { table: "robberyComplications", rolls: log.rolls, outcome: c.code, values: c.values };
  },
);

// ---------------------------------------------------------------------------------------------
// The tables played once the robbery is under way.

/** RAISING THE ALARM (L3327): at the start of turns 1–3, a d6 at or under the turn raises it. */
export function alarmRaised(turn: number, die: number): boolean {
  return assertInteger("die", die, 1, 6) <= assertInteger("turn", turn, 1, 3);
}

export const RAISING_THE_ALARM_TABLE: SpecialTableDefinition = specialTable(
  "raisingTheAlarm",
  "L3327–3328",
  [{ key: "turn", kind: "integer", min: 1, max: 3, default: 1 }],
  (dice, v): SpecialTableResult => {
    const turn = integerInput(v, "turn");
    const log = new RollLog(dice);
    const r = log.sum({
      purpose: "raisingTheAlarm",
      source: "L3327",
      read: (d) => (alarmRaised(turn, d) ? "alarmRaised" : "noAlarm"),
      values: () => ({ turn }),
    });
    return {
      table: "raisingTheAlarm",
      rolls: log.rolls,
      outcome: r.result,
      values: { turn },
      notes: ["fastMoveRaisesAlarm"],
    };
  },
);

/** DEFENDING HEARTH AND HOME (L3332–3335): 2d6 vs Sand. */
export function hearthAndHome(passes: number): "freeToAct" | "offTheStreet" | "hides" {
  const p = assertInteger("passes", passes, 0, 2);
  return p === 2 ? "freeToAct" : p === 1 ? "offTheStreet" : "hides";
}

export const DEFENDING_HEARTH_AND_HOME_TABLE: SpecialTableDefinition = specialTable(
  "defendingHearthAndHome",
  "L3332–3335",
  [
    { key: "sand", kind: "integer", min: SAND_RANGE.min, max: SAND_RANGE.max, default: 3 },
    { key: "armed", kind: "boolean", default: true },
  ],
  (dice, v): SpecialTableResult => {
    const log = new RollLog(dice);
    const r = log.passes({
      purpose: "hearthAndHome",
      target: integerInput(v, "sand"),
      source: "L3332–3335",
      read: (p) => hearthAndHome(p),
    });
    const notes =
      r.result === "offTheStreet"
        ? booleanInput(v, "armed")
          ? ["holdsBuilding"]
          : ["goesForArms", "holdsBuilding"]
        : [];
    return { table: "defendingHearthAndHome", rolls: log.rolls, outcome: r.result, notes };
  },
);

export const ARMED_POPULACE_TABLE: SpecialTableDefinition = specialTable(
  "armedPopulace",
  "L3329–3331",
  [{ ...SETTLEMENT_LEVEL_INPUT }],
  (dice, v): SpecialTableResult => {
    const sl = integerInput(v, "settlementLevel");
    const log = new RollLog(dice);
    if (sl >= 4) return { table: "armedPopulace", rolls: [], outcome: "unarmed", notes: ["lawAlwaysArmed"] };
    // Below SL 3 the book sets no rule: the townsfolk keep their NPC table's arms.
    if (sl <= 2)
      return {
        table: "armedPopulace",
        rolls: [],
        outcome: "armedAsTable",
        notes: ["lawAlwaysArmed", "belowSL3Unstated"],
      };
    const r = log.sum({
      purpose: "armedPopulace",
      source: "L3329",
      read: (d) => (d <= 3 ? "unarmed" : "armedAsTable"),
    });
    return { table: "armedPopulace", rolls: log.rolls, outcome: r.result, notes: ["lawAlwaysArmed"] };
  },
);

/**
 * Where an unarmed townsfolk goes (L3336): 1–2 the nearest building, 4–6 a store; the 3 is not
 * printed (guide I-35, open): `threeReading` gives it to one side, the nearest building by default.
 */
export const UNARMED_THREE_READINGS = ["nearestBuilding", "store"] as const;
export function unarmedDestination(
  die: number,
  threeReading: (typeof UNARMED_THREE_READINGS)[number] = "nearestBuilding",
) {
  const d = assertInteger("die", die, 1, 6);
  if (d === 3) return threeReading;
  return d <= 2 ? "nearestBuilding" : "store";
}

/** What he holds the turn after he is inside (L3336). */
export function unarmedWeapon(die: number): "pistol" | "trapdoorRifle" | "repeatingCarbine" | "shotgun" {
  const d = assertInteger("die", die, 1, 6);
  return d === 1 ? "pistol" : d <= 3 ? "trapdoorRifle" : d === 4 ? "repeatingCarbine" : "shotgun";
}

export const UNARMED_TOWNSFOLK_TABLE: SpecialTableDefinition = specialTable(
  "unarmedTownsfolk",
  "L3336",
  [{ key: "threeReading", kind: "choice", choices: UNARMED_THREE_READINGS, default: "nearestBuilding" }],
  (dice, v): SpecialTableResult => {
    const reading = choiceInput(v, "threeReading", UNARMED_THREE_READINGS);
    const log = new RollLog(dice);
    const where = log.sum({
      purpose: "unarmedWhere",
      source: "L3336",
      read: (d) => unarmedDestination(d, reading),
    });
    const weapon = log.sum({ purpose: "unarmedWeapon", source: "L3336", read: (d) => unarmedWeapon(d) });
    return {
      table: "unarmedTownsfolk",
      rolls: log.rolls,
      outcome: where.result === "store" ? "armsAtStore" : "armsAtHome",
      notes: [`weapon_${weapon.result}`],
    };
  },
);

/** HOT ON YOUR TRAIL? (L3338, and the Jail Break's L3551 by erratum E-5): a d6 under the SL. */
export function posseFollows(settlementLevel: number, die: number): boolean {
  const sl = assertInteger(
    "settlementLevel",
    settlementLevel,
    SETTLEMENT_LEVEL_RANGE.min,
    SETTLEMENT_LEVEL_RANGE.max,
  );
  return assertInteger("die", die, 1, 6) < sl;
}

export const HOT_ON_YOUR_TRAIL_TABLE: SpecialTableDefinition = specialTable(
  "hotOnYourTrail",
  "L3338, L3551 (E-5)",
  [{ ...SETTLEMENT_LEVEL_INPUT }],
  (dice, v): SpecialTableResult => {
    const sl = integerInput(v, "settlementLevel");
    const log = new RollLog(dice);
    const r = log.sum({
      purpose: "hotOnYourTrail",
      source: "L3338",
      read: (d) => (posseFollows(sl, d) ? "posseFollows" : "clearAway"),
      values: () => ({ sl }),
    });
    return { table: "hotOnYourTrail", rolls: log.rolls, outcome: r.result, values: { sl } };
  },
);

// ---------------------------------------------------------------------------------------------
// The set-up.

export const ROBBERY: EncounterDefinition = {
  id: "robbery",
  code: "R",
  source: SOURCE,
  inputs: ROBBERY_INPUTS,
  setUp(dice: DiceSource, raw): EncounterSetup {
    const v = readInputs(ROBBERY_INPUTS, raw);
    const log = new RollLog(dice);
    const locale = readLocale(dice, v);
    log.rolls.push(...locale.rolls);
    const sl = locale.settlementLevel;
    const chosen = choiceInput(v, "settlement", ROBBERY_SETTLEMENTS);
    let size: SettlementSize;
    if (chosen === "roll") {
      const s = rollSettlementSize(dice, sl);
      log.rolls.push(...s.rolls);
      size = s.size;
    } else size = chosen;
    const playersAreOutlaws = choiceInput(v, "playerSide", PLAYER_SIDES_OUTLAWS) === "outlaws";
    const given = integerInput(v, "outlaws");
    const terrain: string[] = [size, ...(locale.terrain ? [locale.terrain] : [])];

    // A trader's wagons or mules: the book's "Escort Encounter" does not exist; play a Hold Up with
    // the outlaws attacking (guide I-36).
    if (size === "trader")
      return {
        encounter: "robbery",
        variant: "escortHoldUp",
        settlementLevel: sl,
        terrain,
        rolls: log.rolls,
        sides: [],
        deployment: { kind: "asDesired", notes: [] },
        looseMounts: [],
        specialTables: [],
        instructions: ["playHoldUpInstead"],
        endConditions: [],
        followOn: [{ encounter: "holdUp", when: "instead" }],
        gmJudgement: ["escortIsHoldUp"],
      };

    const judgement: string[] = [];
    if (size === "fort") judgement.push("fortAsTradingPost");
    const target = log.sum({
      purpose: "robberyTarget",
      source: "L3258–3261",
      read: (d) =>
        robberyTarget(size === "fort" ? "tradingPost" : (size as Exclude<SettlementSize, "trader">), d),
    }).result;
    const isTown = size === "smallTown" || size === "goodSizedTown";
    if (isTown) {
      const office = log.sum({
        purpose: "sheriffOffice",
        source: "L3271–3276",
        read: (d) => sheriffOffice(d),
      });
      if (office.result !== "officeAcross") {
        // ½d6 buildings away, rounded up (guide §0).
        const away = log.sum({
          purpose: "officeBuildings",
          source: "L3272–3276",
          read: () => "buildingsAway",
          values: (d) => ({ n: Math.ceil(d / 2) }),
        });
        office.values = { n: Math.ceil(away.score / 2) };
      }
      terrain.push(office.result);
    } else judgement.push("lawOutsideTown");

    const outlaws =
      given > 0
        ? given
        : log.sum({
            purpose: "outlawCount",
            modifier: 2,
            source: "L3280",
            read: () => "figures",
            values: (s) => ({ n: s }),
          }).score;
    const law = rollTownLaw(log, sl, "L3281");
    const lawFigures = law.reduce((n, l) => n + l.count, 0);
    const folk = rollTownsfolk(log, { settlementLevel: sl, outlaws, firstNumber: lawFigures + 1 });
    const complication = rollComplication(log, outlaws, lawFigures + folk.count + 1);

    // The leader is figure 1; the lame-mount complication hands one figure a Quality 3 nag.
    const outlawLines: ForceLine[] = Array.from({ length: outlaws }, (_, i) => ({
      profession: "outlaw" as const,
      count: 1,
      role: i === 0 ? "leader" : "outfit",
      mount: "asDesired" as const,
      ...(complication.values.figure === i + 1 ? { notes: ["replacementNag"] } : {}),
    }));
    const instructions = [
      "raisingTheAlarm",
      "fastMoveRaisesAlarm",
      "lawAlwaysArmed",
      "hearthAndHome",
      "carryingTheLoot",
    ];
    if (complication.code !== "asPlanned") instructions.push(`complication_${complication.code}`);
    if (complication.code === "braveEmployee") judgement.push("employeeDrawTarget");
    if (target === "twoBanks") judgement.push("twoBanksLayout");
    judgement.push("outlawsInsideCarryMoney");

    const outlawsSide = {
      id: "outlaws",
      role: playersAreOutlaws ? ("players" as const) : ("opposition" as const),
      label: "outlaws",
      goal: "getAwayWithMoney",
      forces: groupForceLines(outlawLines),
    };
    const townSide = {
      id: "town",
      role: playersAreOutlaws ? ("opposition" as const) : ("players" as const),
      label: "townLaw",
      goal: "stopTheRobbery",
      forces: groupForceLines([...law, ...folk.lines, ...complication.lines]).map((l) =>
        l.role === "sheriff" || l.role === "deputy" || l.role === "townsfolk"
          ? { ...l, mount: l.mount ?? ("unsaddledInLivery" as const) }
          : l,
      ),
    };
    return withIntroMountRules({
      encounter: "robbery",
      variant: target,
      settlementLevel: sl,
      terrain,
      rolls: log.rolls,
      sides: playersAreOutlaws ? [outlawsSide, townSide] : [townSide, outlawsSide],
      deployment: {
        kind: "town",
        notes: [
          "outlawsDeployAsDesired",
          "bankIsTarget",
          "twoInsideEachTarget",
          "townsfolkInBuildingsLater",
          ...(complication.code === "horsesKeptAway" ? ["horsesKeptAway"] : []),
        ],
      },
      looseMounts: [],
      specialTables: [
        "raisingTheAlarm",
        "armedPopulace",
        "defendingHearthAndHome",
        "unarmedTownsfolk",
        "hotOnYourTrail",
      ],
      instructions,
      endConditions: ["outlawsGetAway", "outlawsStopped"],
      followOn: [{ encounter: "posse", when: "dieBelowSL", carries: ["outlaws"] }],
      gmJudgement: judgement,
    });
  },
};
