import { assertInteger, type DiceSource } from "../../../core";
import { REP_RANGE, SAND_RANGE } from "../../figure";
import { RollLog, readRange } from "../../encounters/roll-log";
import type { EncounterRoll } from "../../encounters/types";

/** The GUNFIGHTER CAMPAIGN (L5675–5771): finding work, the opportunity offered, drifting. */

/**
 * HELP WANTED (L5681–5695): each spring (and in summer or fall after drifting into a new locale),
 * 1d6 vs the lower of Rep and Sand; a pass means someone is hiring.
 */
export function rollHelpWanted(
  dice: DiceSource,
  figure: { rep: number; sand: number },
): { work: boolean; roll: EncounterRoll } {
  const rep = assertInteger("rep", figure.rep, REP_RANGE.min, REP_RANGE.max);
  const sand = assertInteger("sand", figure.sand, SAND_RANGE.min, SAND_RANGE.max);
  const roll = new RollLog(dice).passes({
    purpose: "helpWanted",
    count: 1,
    target: Math.min(rep, sand),
    source: "L5687–5693",
    read: (passes) => (passes === 1 ? "gunfighter.work" : "gunfighter.noWork"),
  });
  return { work: roll.score === 1, roll };
}

export { OPPORTUNITIES, type Opportunity } from "../ids";
import { type Opportunity } from "../ids";

/** OPPORTUNITY (L5695–5709), 1d6 + settlement level. */
export const OPPORTUNITY_TABLE: readonly (readonly [number, number, Opportunity])[] = [
  [2, 4, "ranger"],
  [5, 5, "marshal"],
  [6, 7, "cowboy"],
  [8, 8, "sheriff"],
  [9, 9, "wildWestShow"],
  [10, 10, "journalist"],
  [11, 12, "drift"],
];

/** The offers marked * may be taken only by a gunfighter not wanted in the locale (L5719). */
export const OPPORTUNITY_NEEDS_CLEAN_RECORD: readonly Opportunity[] = [
  "sheriff",
  "wildWestShow",
  "journalist",
];

export function opportunity(score: number): Opportunity {
  return readRange(OPPORTUNITY_TABLE, assertInteger("score", score, 2, 12));
}

/**
 * The job on offer, and what the gunfighter may choose: the offer itself (a year of that profession;
 * a Wild West Show or journalism pays the year and stops every other encounter), drifting, or
 * outlawry (L5713–5719). A starred offer is struck when he is wanted here.
 */
export function rollOpportunity(
  dice: DiceSource,
  options: { settlementLevel: number; wantedHere: boolean },
): { offer: Opportunity; choices: ("take" | "drift" | "outlaw")[]; roll: EncounterRoll } {
  const sl = assertInteger("settlementLevel", options.settlementLevel, 1, 6);
  const roll = new RollLog(dice).sum({
    purpose: "opportunity",
    modifier: sl,
    source: "L5697–5709",
    read: (score) => `gunfighter.${opportunity(score)}`,
  });
  const offer = opportunity(roll.score);
  const takeable =
    offer !== "drift" && !(options.wantedHere && OPPORTUNITY_NEEDS_CLEAN_RECORD.includes(offer));
  return { offer, choices: takeable ? ["take", "drift", "outlaw"] : ["drift", "outlaw"], roll };
}
