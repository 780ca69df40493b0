import { assertInteger, type DiceSource } from "../../core";
import { frozen } from "../../core/frozen";
import { REP_RANGE } from "../figure";
import { rollRandomLocale, type LocaleId } from "../encounters/locales";
import { RollLog, readRange } from "../encounters/roll-log";
import type { EncounterRoll } from "../encounters/types";
import { LIFE_AND_TIMES_RESULTS, type LifeAndTimesResult } from "./ids";

/**
 * LIFE AND TIMES (L4006–4021): 2d6 once for each point of the new Star's Rep (L4002, worked example
 * W-37). Results that name a locale leave it to the player ("of choice") or roll it on RANDOM LOCALE
 * SELECTION (the rows marked * at L4019–4021). A result that does nothing for the Star's profession
 * is kept, not re-rolled (L4021).
 */

export { LIFE_AND_TIMES_RESULTS, type LifeAndTimesResult };

export const LIFE_AND_TIMES_SOURCE = "L4006–4019";

export const LIFE_AND_TIMES_TABLE: readonly (readonly [number, number, LifeAndTimesResult])[] = frozen([
  [2, 3, "lawmanFriend"],
  [4, 4, "familyRanch"],
  [5, 6, "friendsHideout"],
  [7, 7, "qualityHorse"],
  [8, 8, "gunplayReputation"],
  [9, 10, "trailBossReputation"],
  [11, 11, "wanted"],
  [12, 12, "bankConnection"],
]);

/** How a result's locale is found: the player's choice, RANDOM LOCALE SELECTION, or none. */
export const LIFE_AND_TIMES_LOCALE: { readonly [R in LifeAndTimesResult]: "choice" | "random" | "none" } =
  frozen({
    lawmanFriend: "choice",
    familyRanch: "choice",
    friendsHideout: "choice",
    qualityHorse: "none",
    gunplayReputation: "choice",
    trailBossReputation: "none",
    wanted: "random",
    bankConnection: "random",
  });

export interface LifeAndTimesEntry {
  result: LifeAndTimesResult;
  /** The random locale (results 11 and 12); null when the player chooses or none applies. */
  locale: LocaleId | null;
  /** The player still has to name a locale for this entry. */
  localeOfChoice: boolean;
}

export function lifeAndTimesResult(score: number): LifeAndTimesResult {
  return readRange(LIFE_AND_TIMES_TABLE, assertInteger("score", score, 2, 12));
}

/**
 * The Star's LIFE AND TIMES: one 2d6 roll per point of Rep, a random locale rolled straight after a
 * result that needs one. `rolls` holds every roll in order (purposes `lifeAndTimes` and `randomLocale`).
 */
export function rollLifeAndTimes(
  dice: DiceSource,
  rep: number,
): { entries: LifeAndTimesEntry[]; rolls: EncounterRoll[] } {
  const times = assertInteger("rep", rep, REP_RANGE.min, REP_RANGE.max);
  const log = new RollLog(dice);
  const entries: LifeAndTimesEntry[] = [];
  for (let i = 0; i < times; i++) {
    const roll = log.sum({
      purpose: "lifeAndTimes",
      count: 2,
      source: LIFE_AND_TIMES_SOURCE,
      read: (score) => `lifeAndTimes.${lifeAndTimesResult(score)}`,
    });
    const result = lifeAndTimesResult(roll.score);
    const how = LIFE_AND_TIMES_LOCALE[result];
    let locale: LocaleId | null = null;
    if (how === "random") {
      const picked = rollRandomLocale(dice);
      log.rolls.push(...picked.rolls);
      locale = picked.locale;
    }
    entries.push({ result, locale, localeOfChoice: how === "choice" });
  }
  return { entries, rolls: log.rolls };
}
