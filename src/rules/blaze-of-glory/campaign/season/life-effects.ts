import type { EncounterId } from "../../encounters/types";
import type { LocaleId } from "../../encounters/locale-ids";
import { RollLog } from "../../encounters/roll-log";
import { rollEncounterTest } from "../locales-advance";
import { AT_THE_RANCH } from "../professions/cowboy";
import type { LifeAndTimesResult } from "../ids";
import { keptProfession, type CampaignState, type PendingEncounter } from "./state";
import { level, pending, type Step } from "./step-kit";

/**
 * What the Star's LIFE AND TIMES (L4006–4021) does in the seasons, each where its locale is:
 * - 2–3, 5–6: a lawman friend, a friend's hideout: no ambush when a capture encounter comes there;
 * - 4: the family ranch: no encounter for his profession there, he tests again as if a Cowboy (our
 *   reading: an encounter then comes from AT THE RANCH, the Cowboy's table for a ranch);
 * - 8: a name for gunplay: no encounter there, he tests again, and an encounter is a Gunfight (GF-1);
 * - 9–10: a trail boss's name: one encounter fewer on each cattle drive;
 * - 11: wanted: a Robbery called for there becomes a Posse on 1d6 = 1;
 * - 12: a bank connection: an Outlaw or Sheriff may play a Robbery there instead of rolling.
 * The Quality 5 horse (7) is on his figure.
 */

export interface LifeAndTimesRecord {
  result: LifeAndTimesResult;
  locale: LocaleId | null;
}

const at = (s: CampaignState, result: LifeAndTimesResult, locale: LocaleId = s.locale) =>
  s.lifeAndTimes.some((e) => e.result === result && e.locale === locale);

/** Capture encounters, where a friend's word means no ambush. */
const CAPTURES: readonly EncounterId[] = ["capture", "bigCapture"];

/**
 * No encounter for his profession this season: a name for gunplay, then the family ranch, where he
 * has them here, each test again. Returns whether one of them called an encounter.
 */
export function lifeRetests(step: Step): boolean {
  const { state: s, dice } = step;
  // The second test's roll names the result that called it (`life.<result>`).
  const again = (why: "gunplayReputation" | "familyRanch") => {
    const test = rollEncounterTest(dice, { settlementLevel: level(s), locale: s.locale });
    step.add({ ...test.roll, subject: `life.${why}` });
    return test.encounter;
  };
  if (at(s, "gunplayReputation") && again("gunplayReputation")) {
    s.queue.push(pending("gunfight", "gunplay", { gunfightType: 1 }));
    return true;
  }
  if (at(s, "familyRanch") && again("familyRanch")) {
    const roll = new RollLog(dice).sum({
      purpose: "atTheRanch",
      source: "L5567–5577",
      read: (score) => `picked.${AT_THE_RANCH[score - 1]!}`,
    });
    step.add(roll);
    s.queue.push(pending(AT_THE_RANCH[roll.score - 1]!, "familyRanch"));
    return true;
  }
  return false;
}

/** A bank connection here lets an Outlaw or Sheriff play a Robbery instead of rolling (result 12). */
export function mayChooseRobbery(s: CampaignState): boolean {
  const own = keptProfession(s);
  return (own === "outlaw" || own === "sheriff") && at(s, "bankConnection");
}

/** A Trail Boss's name spares each drive one encounter (result 9–10). */
export function trailBossSpares(s: CampaignState): boolean {
  return s.lifeAndTimes.some((e) => e.result === "trailBossReputation");
}

/**
 * An encounter about to be played, as his life and times change it: wanted here, a Robbery is a
 * Posse on 1d6 = 1; with a friend here, a capture comes with no ambush.
 */
export function encounterAsLived(step: Step, up: PendingEncounter): PendingEncounter {
  const s = step.state;
  const where = up.locale ?? s.locale;
  if (up.id === "robbery" && at(s, "wanted", where)) {
    const roll = new RollLog(step.dice).sum({
      purpose: "wantedRobbery",
      source: "L4017",
      read: (score) => (score === 1 ? "picked.posse" : "picked.robbery"),
    });
    step.add(roll);
    if (roll.score === 1) {
      step.event("wantedPosse");
      return { ...up, id: "posse" };
    }
  }
  if (up.id && CAPTURES.includes(up.id) && (at(s, "lawmanFriend", where) || at(s, "friendsHideout", where)))
    return { ...up, noAmbush: true };
  return up;
}
