import { RulesError, assertInteger, assertOneOf, type DiceSource } from "../../core";
import { PROFESSIONS, type Profession } from "../ids";
import { REP_RANGE } from "../figure";
import { rollRandomNpcSelection } from "../npc/random-tables";
import { LOCALE_IDS, type LocaleId } from "../encounters/locales";
import { RollLog, readRange } from "../encounters/roll-log";
import type { EncounterId, EncounterRoll } from "../encounters/types";

/**
 * ANY FIGHTIN' BROTHERS? (L4044–4062) and THEY CAN HAVE BROTHERS TOO (L4064–4095): the Star's own
 * brothers at the start, and the kin of a Cowboy or Outlaw he killed who may come for him.
 */

export const BROTHERS_SOURCE = "L4048–4050";
export const KIN_SOURCE = "L4066–4095";

export interface FightinBrother {
  profession: Profession;
  /** Rolled on RANDOM NPC SELECTION (4–6) rather than following the Star's profession (1–3). */
  random: boolean;
}

/**
 * The Star's fightin' brothers: 1d6 − 3 of them (none below 0); each follows the Star's profession on
 * 1–3 or takes one from RANDOM NPC SELECTION on 4–6 (L4048–4050, guide I-43 for the table's name).
 */
export function rollFightinBrothers(
  dice: DiceSource,
  starProfession: Profession,
): { brothers: FightinBrother[]; rolls: EncounterRoll[] } {
  const own = assertOneOf("starProfession", starProfession, PROFESSIONS);
  const log = new RollLog(dice);
  const count = log.sum({
    purpose: "fightinBrothers",
    modifier: -3,
    source: "L4048",
    read: () => "brothers.count",
    values: (score) => ({ count: Math.max(0, score) }),
  });
  const brothers: FightinBrother[] = [];
  for (let i = 0; i < Math.max(0, count.score); i++) {
    const which = log.sum({
      purpose: "brotherProfession",
      source: "L4050",
      subject: `brother.${i + 1}`,
      read: (score) => (score <= 3 ? "brother.sameProfession" : "brother.randomProfession"),
    });
    if (which.score <= 3) {
      brothers.push({ profession: own, random: false });
      continue;
    }
    const picked = rollRandomNpcSelection(dice);
    for (const t of picked.throws)
      log.rolls.push({
        purpose: "randomNpcSelection",
        dice: [t.red, t.white],
        modifier: 0,
        score: t.red + t.white,
        result: t.result === "reroll" ? "reroll" : `profession.${t.result}`,
        values: { red: t.red, white: t.white },
        subject: `brother.${i + 1}`,
        source: t.source,
      });
    brothers.push({ profession: picked.profession, random: true });
  }
  return { brothers, rolls: log.rolls };
}

/** A clan of vengeful kin: how many brothers are still after the Star, and where (null: anywhere). */
export interface KinClan {
  /** Brothers not yet killed, knocked out or captured (L4089). */
  brothers: number;
  /** Where the killing took place; null for a Gunfighter, whom they follow anywhere (L4077). */
  locale: LocaleId | null;
  /** The table the dead man came from, which also makes his brothers (L4085). */
  profession: "cowboy" | "outlaw";
}

/**
 * After an encounter in which the Star killed a Cowboy or Outlaw: 1d6 over the dead man's Rep means
 * he had brothers, and a second d6 says how many (L4070–4073). Null when he had none.
 */
export function rollVengefulKin(
  dice: DiceSource,
  options: {
    killedRep: number;
    killedProfession: "cowboy" | "outlaw";
    locale: LocaleId;
    starIsGunfighter: boolean;
  },
): { clan: KinClan | null; rolls: EncounterRoll[] } {
  const rep = assertInteger("killedRep", options.killedRep, REP_RANGE.min, REP_RANGE.max);
  const profession = assertOneOf("killedProfession", options.killedProfession, ["cowboy", "outlaw"] as const);
  const locale = assertOneOf("locale", options.locale, LOCALE_IDS);
  const log = new RollLog(dice);
  const test = log.sum({
    purpose: "hasKin",
    source: "L4070",
    read: (score) => (score > rep ? "kin.hasBrothers" : "kin.none"),
    values: () => ({ rep }),
  });
  if (test.score <= rep) return { clan: null, rolls: log.rolls };
  const count = log.sum({ purpose: "kinCount", source: "L4072", read: () => "kin.count" });
  return {
    clan: { brothers: count.score, locale: options.starIsGunfighter ? null : locale, profession },
    rolls: log.rolls,
  };
}

export const KIN_ENCOUNTERS: readonly (readonly [number, number, EncounterId])[] = [
  [1, 2, "gunfight"],
  [3, 4, "capture"],
  [5, 6, "posse"],
];

export interface KinCatchUp {
  /** Index of the clan in the list tested. */
  clan: number;
  /** Brothers who found the Star: the die rolled (L4079). */
  brothers: number;
  /** Gunfight, Capture (they need him dead or alive) or Posse with the Star as the runner (L4081–4083). */
  encounter: EncounterId;
}

/**
 * A season in which the Star had no encounter in a clan's locale (anywhere, for a clan with no
 * locale): 1d6 per clan in turn; at or under the brothers left, that many found him, and 1d6 names
 * the encounter. Only one such encounter a turn (L4093–4095, guide I-41): the first clan that finds
 * him stops the test, the others wait their turn.
 */
export function rollKinCatchUp(
  dice: DiceSource,
  options: { clans: readonly KinClan[]; locale: LocaleId },
): { found: KinCatchUp | null; rolls: EncounterRoll[] } {
  const here = assertOneOf("locale", options.locale, LOCALE_IDS);
  const log = new RollLog(dice);
  for (const [index, clan] of options.clans.entries()) {
    const left = assertInteger(`clans[${index}].brothers`, clan.brothers, 0, 6);
    if (left === 0 || (clan.locale !== null && clan.locale !== here)) continue;
    const roll = log.sum({
      purpose: "kinCatchUp",
      source: "L4072–4073",
      subject: `clan.${index + 1}`,
      read: (score) => (score <= left ? "kin.found" : "kin.notFound"),
      values: () => ({ brothers: left }),
    });
    if (roll.score > left) continue;
    const type = log.sum({
      purpose: "kinEncounter",
      source: "L4075–4079",
      subject: `clan.${index + 1}`,
      read: (score) => `picked.${readRange(KIN_ENCOUNTERS, score)}`,
    });
    const encounter = readRange(KIN_ENCOUNTERS, type.score);
    return { found: { clan: index, brothers: roll.score, encounter }, rolls: log.rolls };
  }
  return { found: null, rolls: log.rolls };
}

/** The clan after an encounter in which `removed` of its brothers were killed, knocked out or captured. */
export function clanAfter(clan: KinClan, removed: number): KinClan {
  const left = assertInteger("clan.brothers", clan.brothers, 0, 6);
  const gone = assertInteger("removed", removed, 0, 6);
  if (gone > left) throw new RulesError("removed", removed, `the clan has only ${left} brothers left`);
  return { ...clan, brothers: left - gone };
}
