import { assertInteger, type DiceSource } from "../../core";
import { groupForceLines } from "./force-lines";
import { choiceInput, integerInput, readInputs } from "./inputs";
import { LOCALE_INPUT, SETTLEMENT_LEVEL_INPUT, readLocale } from "./locales";
import { withIntroMountRules } from "./town-mounts";
import { RollLog } from "./roll-log";
import { specialTable } from "./special-table";
import { rollDeputies, rollTownsfolk } from "./town-forces";
import type {
  EncounterDefinition,
  EncounterSetup,
  ForceLine,
  InputSpec,
  SpecialTableDefinition,
} from "./types";

/**
 * JAIL BREAK (JB), L3515–3551: the captured outlaws break out of a jail in the middle of town. The
 * book's text is out of order (guide I-37): L3517 ends L3549 (townsfolk are armed and react as in the
 * Robbery), and L3551's follow-on Posse says "Robbery" where it means the Jail Break (erratum E-5).
 */

const SOURCE = "L3515–3551";

export const JAIL_BREAK_PLAYER_SIDES = ["outlaws", "lawmen"] as const;

export const JAIL_BREAK_INPUTS: readonly InputSpec[] = [
  LOCALE_INPUT,
  SETTLEMENT_LEVEL_INPUT,
  { key: "playerSide", kind: "choice", choices: JAIL_BREAK_PLAYER_SIDES, default: "outlaws" },
  /** The outlaws in the jail, leader included; 0 = the leader and 2d6 − SL more (L3534). */
  { key: "outlaws", kind: "integer", min: 0, max: 20, default: 0 },
];

/** An outlaw's arms in the jail (L3540): a pistol only (1–4) or his NPC table's weapons (5–6). */
export function jailArms(die: number): "pistolOnly" | "npcWeapons" {
  return assertInteger("die", die, 1, 6) <= 4 ? "pistolOnly" : "npcWeapons";
}

/** The escape is after dark on 1–2 (L3546). */
export function afterDark(die: number): boolean {
  return assertInteger("die", die, 1, 6) <= 2;
}

/** The alert (L3547): each move of an outlaw outside, a d6 equal to the turn sounds it. */
export function jailAlertSounded(turn: number, die: number): boolean {
  return assertInteger("die", die, 1, 6) === assertInteger("turn", turn, 1, 99);
}

export const JAIL_BREAK_ALERT_TABLE: SpecialTableDefinition = specialTable(
  "jailBreakAlert",
  "L3547–3548",
  [{ key: "turn", kind: "integer", min: 1, max: 99, default: 1 }],
  (dice, v) => {
    const turn = integerInput(v, "turn");
    const log = new RollLog(dice);
    const r = log.sum({
      purpose: "jailBreakAlert",
      source: "L3547",
      read: (d) => (jailAlertSounded(turn, d) ? "alertSounded" : "noAlert"),
      values: () => ({ turn }),
    });
    return {
      table: "jailBreakAlert",
      rolls: log.rolls,
      outcome: r.result,
      values: { turn },
      notes: ["fastMoveSoundsAlarm", ...(turn > 6 ? ["alertOnlyToTurnSix"] : [])],
    };
  },
);

export const JAIL_BREAK: EncounterDefinition = {
  id: "jailBreak",
  code: "JB",
  source: SOURCE,
  inputs: JAIL_BREAK_INPUTS,
  setUp(dice: DiceSource, raw): EncounterSetup {
    const v = readInputs(JAIL_BREAK_INPUTS, raw);
    const log = new RollLog(dice);
    const locale = readLocale(dice, v);
    log.rolls.push(...locale.rolls);
    const sl = locale.settlementLevel;
    const playersOut = choiceInput(v, "playerSide", JAIL_BREAK_PLAYER_SIDES) === "outlaws";
    const given = integerInput(v, "outlaws");
    const outlaws =
      given > 0
        ? given
        : 1 +
          Math.max(
            0,
            log.sum({
              purpose: "outlawsWithLeader",
              count: 2,
              modifier: -sl,
              source: "L3534",
              read: () => "figures",
              values: (s) => ({ n: Math.max(0, s) }),
            }).score,
          );
    const night = afterDark(
      log.sum({ purpose: "jailBreakTime", source: "L3546", read: (d) => (afterDark(d) ? "night" : "day") })
        .dice[0]!,
    );
    const horses = log.sum({
      purpose: "getawayHorses",
      source: "L3545",
      read: () => "inches",
      values: (d) => ({ inches: d * 6 }),
    });
    const inches = horses.score * 6;
    const outlawLines: ForceLine[] = [];
    for (let i = 1; i <= outlaws; i++) {
      const arms = log.sum({
        purpose: "jailArms",
        source: "L3540",
        subject: `outlaws.${i}`,
        read: (d) => jailArms(d),
      }).result;
      outlawLines.push({
        profession: "outlaw",
        count: 1,
        role: i === 1 ? "leader" : "outfit",
        placement: "inJail",
        mount: "saddledNearby",
        mountValues: { inches },
        notes: [arms],
      });
    }
    const deputies = rollDeputies(log, sl, "L3535");
    const lawLines: ForceLine[] = [
      {
        profession: "sheriff",
        count: 1,
        role: "sheriff",
        placement: "randomBuilding",
        mount: "unsaddledInLivery",
      },
      ...(deputies > 0
        ? [
            {
              profession: "deputy" as const,
              count: deputies,
              role: "deputy",
              placement: "randomBuilding",
              mount: "unsaddledInLivery" as const,
            },
          ]
        : []),
    ];
    const folk = rollTownsfolk(log, {
      settlementLevel: sl,
      outlaws,
      halve: night,
      firstNumber: 2 + deputies,
    });
    const outlawsSide = {
      id: "outlaws",
      role: playersOut ? ("players" as const) : ("opposition" as const),
      label: "outlaws",
      goal: "escapeOffBoard",
      forces: groupForceLines(outlawLines),
    };
    const townSide = {
      id: "town",
      role: playersOut ? ("opposition" as const) : ("players" as const),
      label: "townLaw",
      goal: "stopTheEscape",
      forces: groupForceLines([
        ...lawLines,
        ...folk.lines.map((l) => ({ ...l, mount: "unsaddledInLivery" as const })),
      ]),
    };
    return withIntroMountRules({
      encounter: "jailBreak",
      variant: night ? "night" : "day",
      settlementLevel: sl,
      terrain: ["jailInCentre", night ? "night" : "day", ...(locale.terrain ? [locale.terrain] : [])],
      rolls: log.rolls,
      sides: playersOut ? [outlawsSide, townSide] : [townSide, outlawsSide],
      deployment: {
        kind: "town",
        notes: [
          "outlawsInJail",
          "jailIsTarget",
          "lawmenInRandomBuilding",
          "lawWaitsForAlert",
          ...(night ? ["nightLos"] : []),
        ],
      },
      looseMounts: [],
      specialTables: [
        "jailBreakAlert",
        "defendingHearthAndHome",
        "armedPopulace",
        "unarmedTownsfolk",
        "hotOnYourTrail",
      ],
      instructions: [
        "jailBreakAlert",
        "fastMoveSoundsAlarm",
        "hearthAndHome",
        ...(night ? ["nightLos", "nightHalfTownsfolk"] : []),
      ],
      endConditions: ["outlawsOffBoard", "outlawsStopped"],
      followOn: [{ encounter: "posse", when: "dieBelowSL", carries: ["outlaws"] }],
      gmJudgement: ["lawmenBuildingRandom", "townsfolkAsRobbery", "alertOnlyToTurnSix"],
    });
  },
};
