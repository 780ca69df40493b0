import { RulesError, assertInteger, type DiceSource } from "../../../core";
import { frozen } from "../../../core/frozen";
import { REP_RANGE } from "../../figure";
import { RollLog, readRange } from "../../encounters/roll-log";
import type { EncounterId, EncounterRoll } from "../../encounters/types";
import type { LocaleId } from "../../encounters/locales";
import type { Season } from "../calendar";
import { rollYesNo } from "./matrix";

/**
 * The COWBOY CAMPAIGN (L5133–5673): cattle points (CP) and lucre points (LP), the spring round up,
 * buying, mavericking and rustling, drives with their trail encounters and bottom line, the ranch's
 * upkeep and its encounters. Readings: guide I-48 to I-52.
 */

export { COWBOY_ROLES, type CowboyRole } from "../ids";

export const HERD_RIDERS_PER_CP = 3;
export const DRIVE_MAX_CP = 6;

const cp = (field: string, value: number) => assertInteger(field, value, 0, 999);

/** A drifting puncher's spring or summer assignment when not on a drive: 1–3 a drive, 4–6 the ranch (L5145–5148). */
export function rollPuncherAssignment(dice: DiceSource): {
  assignment: "cattleDrive" | "atTheRanch";
  roll: EncounterRoll;
} {
  const { yes, roll } = rollYesNo(dice, {
    purpose: "puncherAssignment",
    source: "L5145–5148",
    when: (score) => score <= 3,
    codes: ["cowboy.cattleDrive", "cowboy.atTheRanch"],
  });
  return { assignment: yes ? "cattleDrive" : "atTheRanch", roll };
}

/** HIRING OUT (L5167–5169): a Rep 5 trail boss, each spring and summer, 1d6 vs settlement level. */
export function rollHiringOut(
  dice: DiceSource,
  settlementLevel: number,
): { hired: boolean; roll: EncounterRoll } {
  const sl = assertInteger("settlementLevel", settlementLevel, 1, 6);
  const roll = new RollLog(dice).passes({
    purpose: "hiringOut",
    count: 1,
    target: sl,
    source: "L5169",
    read: (passes) => (passes === 1 ? "cowboy.hired" : "cowboy.notHired"),
  });
  return { hired: roll.score === 1, roll };
}

/** A hired trail boss's pay: the proceeds of 1 CP, or a third (rounded down) of a 1-CP drive's proceeds (L5169). */
export function hiredTrailBossPay(proceeds: number, driveCp: number): number {
  const total = assertInteger("proceeds", proceeds, 0, 9999);
  const herd = assertInteger("driveCp", driveCp, 0, DRIVE_MAX_CP);
  if (herd === 0) return 0;
  return herd === 1 ? Math.floor(total / 3) : Math.floor(total / herd);
}

// ---------------------------------------------------------------------------------------------
// ROUND UP (L5204–5232)

export interface RoundUpResult {
  cattle: number;
  /** Nature's Wrath struck (2d6 of 11 or 12): every herd in the game is halved. */
  naturesWrath: boolean;
  rolls: EncounterRoll[];
}

/**
 * Nature's Wrath (2d6 of 11–12 halves the herd; an odd CP survives on 1–3), then natural increase
 * and attrition: 2d6 for each four CP and once more for a remainder of three or fewer (guide I-49),
 * each die 1–3 a pass: two passes +1 CP, none −1 CP, one no change (worked example W-39).
 * `naturesWrath` may be given when the roll was made once for every player (L5212).
 */
export function rollRoundUp(
  dice: DiceSource,
  options: { cattle: number; naturesWrath?: boolean },
): RoundUpResult {
  let cattle = cp("cattle", options.cattle);
  const log = new RollLog(dice);
  let wrath = options.naturesWrath;
  if (wrath === undefined) {
    const roll = log.sum({
      purpose: "naturesWrath",
      count: 2,
      source: "L5212",
      read: (score) => (score >= 11 ? "cowboy.naturesWrath" : "cowboy.noWrath"),
    });
    wrath = roll.score >= 11;
  }
  if (wrath && cattle > 0) {
    const odd = cattle % 2;
    cattle = Math.floor(cattle / 2);
    if (odd) {
      const survives = log.sum({
        purpose: "oddCattle",
        source: "L5212",
        read: (score) => (score <= 3 ? "cowboy.survives" : "cowboy.lost"),
      });
      if (survives.score <= 3) cattle += 1;
    }
  }
  const groups = Math.ceil(cattle / 4);
  let change = 0;
  for (let g = 0; g < groups; g++) {
    const roll = log.passes({
      purpose: "naturalIncrease",
      target: 3,
      source: "L5216–5222",
      subject: `group.${g + 1}`,
      read: (passes) => `cowboy.increase${passes}`,
    });
    change += roll.score === 2 ? 1 : roll.score === 0 ? -1 : 0;
  }
  return { cattle: Math.max(0, cattle + change), naturesWrath: wrath, rolls: log.rolls };
}

/** RUSTLING THE HERDS (L5226–5232): per rustling lost as the cattlemen last year −1 CP on 4–6; per one won as the rustler +1 CP on 1–3. */
export function rollRustlingTheHerds(
  dice: DiceSource,
  options: { lostAsCattlemen: number; wonAsRustler: number },
): { change: number; rolls: EncounterRoll[] } {
  const lost = assertInteger("lostAsCattlemen", options.lostAsCattlemen, 0, 99);
  const won = assertInteger("wonAsRustler", options.wonAsRustler, 0, 99);
  const log = new RollLog(dice);
  let change = 0;
  for (let i = 0; i < lost; i++)
    if (
      log.sum({
        purpose: "herdRustled",
        source: "L5228",
        read: (s) => (s >= 4 ? "cowboy.lost" : "cowboy.kept"),
      }).score >= 4
    )
      change -= 1;
  for (let i = 0; i < won; i++)
    if (
      log.sum({
        purpose: "herdGained",
        source: "L5230",
        read: (s) => (s <= 3 ? "cowboy.gained" : "cowboy.none"),
      }).score <= 3
    )
      change += 1;
  return { change, rolls: log.rolls };
}

// ---------------------------------------------------------------------------------------------
// Acquiring cattle (L5234–5300)

/**
 * BUY THEM (L5238–5247): 1d6 + Rep, +2 in Texas and Oregon; the LP price of each CP, or null when none
 * are for sale. "2 to 5 none" overlaps "4 to 6 = 3 LP" (guide I-48, OPEN): `overlap` "noneFirst" reads
 * 4–5 as none (the first printed row, default), "priceFirst" as 3 LP.
 */
export function buyPrice(score: number, overlap: "noneFirst" | "priceFirst" = "noneFirst"): number | null {
  const s = assertInteger("score", score, 2, 15);
  if (s <= (overlap === "noneFirst" ? 5 : 3)) return null;
  return s <= 6 ? 3 : s <= 9 ? 2 : 1;
}

export const TEXAS_AND_OREGON: readonly LocaleId[] = ["eastTexas", "westTexas", "oregon"];

export function rollBuyThem(
  dice: DiceSource,
  options: { rep: number; locale: LocaleId; overlap?: "noneFirst" | "priceFirst" },
): { price: number | null; roll: EncounterRoll } {
  const rep = assertInteger("rep", options.rep, REP_RANGE.min, REP_RANGE.max);
  const modifier = rep + (TEXAS_AND_OREGON.includes(options.locale) ? 2 : 0);
  const roll = new RollLog(dice).sum({
    purpose: "buyThem",
    modifier,
    source: "L5238–5247",
    read: (score) => {
      const price = buyPrice(score, options.overlap);
      return price === null ? "cowboy.noneForSale" : "cowboy.pricePerCp";
    },
    values: (score) => ({ price: buyPrice(score, options.overlap) ?? 0 }),
  });
  return { price: buyPrice(roll.score, options.overlap), roll };
}

export type MaverickOutcome = "rustlingChance" | "takenForRustlers" | "mavericks";

/**
 * MAVERICKING (L5249–5275): in a locale of level 3 or less, not in winter, 2d6 vs settlement level:
 * pass 2 no mavericks (but cows to rustle), pass 1 taken for rustlers (a GF-3 against the other party),
 * pass 0 one CP for every full three men of the outfit.
 */
export function rollMavericking(
  dice: DiceSource,
  options: { settlementLevel: number; season: Season; outfit: number },
): { outcome: MaverickOutcome; cattle: number; roll: EncounterRoll } {
  const sl = assertInteger("settlementLevel", options.settlementLevel, 1, 6);
  if (sl > 3)
    throw new RulesError("settlementLevel", sl, "mavericking needs a locale of settlement level 3 or less");
  if (options.season === "winter") throw new RulesError("season", options.season, "no mavericking in winter");
  const outfit = assertInteger("outfit", options.outfit, 1, 999);
  const outcomes: readonly MaverickOutcome[] = ["mavericks", "takenForRustlers", "rustlingChance"];
  const roll = new RollLog(dice).passes({
    purpose: "mavericking",
    target: sl,
    source: "L5255–5275",
    read: (passes) => `cowboy.${outcomes[passes]!}`,
  });
  const outcome = outcomes[roll.score]!;
  return { outcome, cattle: outcome === "mavericks" ? Math.floor(outfit / 3) : 0, roll };
}

/**
 * "HEY, I KNOW THOSE BOYS!" (L5277–5300), after a rustling: 2d6 vs settlement level. Pass 2 wanted
 * here; pass 1 a close call that the book reads as pass 0 should the test be taken again next season
 * (so no effect either way); pass 0 unknown.
 */
export function rollHeyIKnowThoseBoys(
  dice: DiceSource,
  settlementLevel: number,
): { wanted: boolean; roll: EncounterRoll } {
  const sl = assertInteger("settlementLevel", settlementLevel, 1, 6);
  const roll = new RollLog(dice).passes({
    purpose: "heyIKnowThoseBoys",
    target: sl,
    source: "L5285–5300",
    read: (passes) => `cowboy.${["unknown", "close", "wanted"][passes]!}`,
  });
  return { wanted: roll.score === 2, roll };
}

// ---------------------------------------------------------------------------------------------
// CATTLE DRIVES (L5306–5443)

/** HOW BIG IS THE HERD? (L5310–5312): a puncher's or trail boss's herd is 1d6 or his Rep, the greater. */
export function rollHerdSize(dice: DiceSource, rep: number): { cattle: number; roll: EncounterRoll } {
  const r = assertInteger("rep", rep, REP_RANGE.min, REP_RANGE.max);
  const roll = new RollLog(dice).sum({
    purpose: "herdSize",
    source: "L5312",
    read: () => "cowboy.herdSize",
    values: (score) => ({ cattle: Math.min(DRIVE_MAX_CP, Math.max(score, r)) }),
  });
  // Six CP are the most one drive takes (L5200).
  return { cattle: Math.min(DRIVE_MAX_CP, Math.max(roll.score, r)), roll };
}

/**
 * HOW FAR WE GOING? (L5322–5336): 1 → 1 locale, 2 → 2, 3–4 → 3, 5 → 4 and 6 → 5 in spring only
 * (3 in summer). A drive moves at most 3 locales a season (L5338); a longer drive goes on into the
 * next season (guide I-50).
 */
export function driveLength(die: number, season: Season): number {
  const d = assertInteger("die", die, 1, 6);
  const length = readRange(
    [
      [1, 1, 1],
      [2, 2, 2],
      [3, 4, 3],
      [5, 5, 4],
      [6, 6, 5],
    ],
    d,
  );
  return season === "spring" ? length : Math.min(3, length);
}

export function rollDriveLength(dice: DiceSource, season: Season): { locales: number; roll: EncounterRoll } {
  const roll = new RollLog(dice).sum({
    purpose: "howFar",
    source: "L5322–5336",
    read: () => "cowboy.driveLength",
    values: (score) => ({ locales: driveLength(score, season) }),
  });
  return { locales: driveLength(roll.score, season), roll };
}

/** Locales a drive may cover in one season (L5338). */
export const DRIVE_LOCALES_PER_SEASON = 3;

/** No drive ends in Texas or Oregon (L5340). */
export function driveDestinationAllowed(locale: LocaleId): boolean {
  return !TEXAS_AND_OREGON.includes(locale);
}

export const TRAIL_DRIVE_EVENTS = [
  "calamity",
  "setBack",
  "noEncounter",
  "cattleRustling",
  "gunfight",
  "indians",
] as const;
export type TrailDriveEvent = (typeof TRAIL_DRIVE_EVENTS)[number];

export interface TrailDriveResult {
  event: TrailDriveEvent;
  /** The encounter to play, GF-3 for Indians met where the settlement level is high enough. */
  encounter: EncounterId | null;
  gunfightType?: 1 | 3;
}

/** TRAIL DRIVE ENCOUNTER (L5367–5378), 2d6 summed, for the locale's settlement level. */
export function trailDriveEvent(score: number, settlementLevel: number): TrailDriveResult {
  const s = assertInteger("score", score, 2, 12);
  const sl = assertInteger("settlementLevel", settlementLevel, 1, 6);
  if (s === 2) return { event: "calamity", encounter: null };
  if (s <= 4) return { event: "setBack", encounter: null };
  if (s <= 6) return { event: "noEncounter", encounter: null };
  if (s <= 8) return { event: "cattleRustling", encounter: "cattleRustling" };
  if (s === 9 || s === 12) return { event: "gunfight", encounter: "gunfight", gunfightType: 1 };
  // 10: Indians, or GF-3 at level 4 or more; 11: at level 5 or more.
  if (sl >= (s === 10 ? 4 : 5)) return { event: "indians", encounter: "gunfight", gunfightType: 3 };
  return { event: "indians", encounter: "indians" };
}

export function rollTrailDriveEncounter(
  dice: DiceSource,
  settlementLevel: number,
  subject?: string,
): TrailDriveResult & { roll: EncounterRoll } {
  const roll = new RollLog(dice).sum({
    purpose: "trailDrive",
    count: 2,
    source: "L5367–5378",
    subject,
    read: (score) => `cowboy.trail.${trailDriveEvent(score, settlementLevel).event}`,
    values: (score) => {
      const r = trailDriveEvent(score, settlementLevel);
      return r.gunfightType ? { gunfightType: r.gunfightType } : undefined;
    },
  });
  return { ...trailDriveEvent(roll.score, settlementLevel), roll };
}

/** One d6 per CP: CALAMITY loses it on 4–6 (L5382), SET BACK on a 6 (L5386). */
export function rollHerdLosses(
  dice: DiceSource,
  options: { cattle: number; event: "calamity" | "setBack" | "shortHanded"; loseFrom: number },
): { lost: number; rolls: EncounterRoll[] } {
  const herd = cp("cattle", options.cattle);
  const from = assertInteger("loseFrom", options.loseFrom, 1, 7);
  const log = new RollLog(dice);
  let lost = 0;
  for (let i = 0; i < herd; i++) {
    const roll = log.sum({
      purpose: options.event,
      source: options.event === "calamity" ? "L5382" : options.event === "setBack" ? "L5386" : "L5419–5421",
      subject: `cp.${i + 1}`,
      read: (score) => (score >= from ? "cowboy.cpLost" : "cowboy.cpKept"),
    });
    if (roll.score >= from) lost++;
  }
  return { lost, rolls: log.rolls };
}

/**
 * ON THE TRAIL RECRUITMENT (L5402–5413): 2d6 vs the settlement level. Pass 2 replaces 3 of every 4
 * lost (fewer than 3 lost: all); pass 1 replaces 1 of every 2 (one lost: him); pass 0 none.
 */
export function trailReplacements(passes: number, lost: number): number {
  const p = assertInteger("passes", passes, 0, 2);
  const n = assertInteger("lost", lost, 0, 999);
  if (p === 2) return n < 3 ? n : Math.floor((n * 3) / 4);
  if (p === 1) return n <= 1 ? n : Math.floor(n / 2);
  return 0;
}

export function rollTrailRecruitment(
  dice: DiceSource,
  options: { settlementLevel: number; lost: number },
): { hired: number; roll: EncounterRoll } {
  const sl = assertInteger("settlementLevel", options.settlementLevel, 1, 6);
  const roll = new RollLog(dice).passes({
    purpose: "trailRecruitment",
    target: sl,
    source: "L5402–5413",
    read: () => "cowboy.hands",
    values: (passes) => ({ hired: trailReplacements(passes, options.lost) }),
  });
  return { hired: trailReplacements(roll.score, options.lost), roll };
}

/**
 * Riders spread over the herd as evenly as they go (our reading: the book leaves the spread to the
 * trail boss; an even spread keeps every CP ridden): each CP's shortfall from three riders.
 */
export function herdShortfalls(cattle: number, riders: number): number[] {
  const herd = cp("cattle", cattle);
  const r = assertInteger("riders", riders, 0, 9999);
  if (herd === 0) return [];
  const base = Math.floor(r / herd);
  const extra = r % herd;
  return Array.from({ length: herd }, (_, i) =>
    Math.max(0, HERD_RIDERS_PER_CP - (base + (i < extra ? 1 : 0))),
  );
}

/**
 * SHORT-HANDED herd (L5417–5423): a CP short one rider is lost on 5–6, short two on 3–6. A CP with no
 * rider at all is not covered by the book; we read it as lost.
 */
export function rollShortHanded(
  dice: DiceSource,
  shortfalls: readonly number[],
): { lost: number; rolls: EncounterRoll[] } {
  const log = new RollLog(dice);
  let lost = 0;
  shortfalls.forEach((short, i) => {
    const s = assertInteger(`shortfalls[${i}]`, short, 0, 3);
    if (s === 0) return;
    if (s === 3) {
      lost++;
      return;
    }
    const from = s === 1 ? 5 : 3;
    const roll = log.sum({
      purpose: "shortHanded",
      source: "L5419–5421",
      subject: `cp.${i + 1}`,
      read: (score) => (score >= from ? "cowboy.cpLost" : "cowboy.cpKept"),
      values: () => ({ short: s }),
    });
    if (roll.score >= from) lost++;
  });
  return { lost, rolls: log.rolls };
}

/**
 * BOTTOM LINE (L5447–5461): 2d6 + locales driven gives the LP multiplier per CP. "9 to 12 = 4"
 * overlaps "12 to 14 = 6" (guide I-51, OPEN): `twelve` says which a 12 reads (default 4, the first row).
 */
export function bottomLineMultiplier(score: number, twelve: 4 | 6 = 4): number {
  const s = assertInteger("score", score, 3, 17);
  if (s <= 6) return 0;
  if (s <= 8) return 2;
  if (s <= 11) return 4;
  if (s === 12) return twelve;
  return s <= 14 ? 6 : 8;
}

export function rollBottomLine(
  dice: DiceSource,
  options: { locales: number; cattle: number; twelve?: 4 | 6 },
): { lucre: number; multiplier: number; roll: EncounterRoll } {
  const locales = assertInteger("locales", options.locales, 1, 5);
  const herd = assertInteger("cattle", options.cattle, 0, DRIVE_MAX_CP);
  const roll = new RollLog(dice).sum({
    purpose: "bottomLine",
    count: 2,
    modifier: locales,
    source: "L5447–5461",
    read: () => "cowboy.bottomLine",
    values: (score) => ({
      multiplier: bottomLineMultiplier(score, options.twelve),
      lucre: bottomLineMultiplier(score, options.twelve) * herd,
    }),
  });
  const multiplier = bottomLineMultiplier(roll.score, options.twelve);
  return { lucre: multiplier * herd, multiplier, roll };
}

/** Paying hands to ride home: 1 LP per three men (L5461). */
export function rideHomeCost(men: number): number {
  return Math.ceil(assertInteger("men", men, 0, 999) / 3);
}

// ---------------------------------------------------------------------------------------------
// Drifting, free grazing and the ranch (L5463–5593)

/** Free grazing each spring, summer and fall: 1–3 the outfit must move on (L5473). At most 3 CP (L5476). */
export const FREE_GRAZING_MAX_CP = 3;

export function rollFreeGrazing(dice: DiceSource): { mustMove: boolean; roll: EncounterRoll } {
  const { yes, roll } = rollYesNo(dice, {
    purpose: "freeGrazing",
    source: "L5473",
    when: (score) => score <= 3,
    codes: ["cowboy.moveOn", "cowboy.stay"],
  });
  return { mustMove: yes, roll };
}

export interface RanchExpenses {
  upkeep: number;
  wages: number;
  gunfighters: number;
}

/**
 * The year's expenses after round up (L5487–5495): upkeep the ranch locale's level × 2 LP (with two
 * remuderos, a cook and wagons), wages 1 LP for every three cowboys, and 1 LP a season for each
 * gunfighter kept (plus 1 LP when hired).
 */
export function ranchExpenses(options: {
  settlementLevel: number;
  cowboys: number;
  gunfighterSeasons?: number;
}): RanchExpenses {
  const sl = assertInteger("settlementLevel", options.settlementLevel, 1, 6);
  const cowboys = assertInteger("cowboys", options.cowboys, 0, 9999);
  return {
    upkeep: sl * 2,
    wages: Math.floor(cowboys / 3),
    gunfighters: assertInteger("gunfighterSeasons", options.gunfighterSeasons ?? 0, 0, 999),
  };
}

/** The most gunfighters a rancher may keep: his Rep plus the Rep of each rancher brother on the spread (L5495). */
export function gunfighterLimit(rep: number, rancherBrothersRep: readonly number[] = []): number {
  return (
    assertInteger("rep", rep, REP_RANGE.min, REP_RANGE.max) +
    rancherBrothersRep.reduce(
      (sum, r, i) => sum + assertInteger(`rancherBrothersRep[${i}]`, r, REP_RANGE.min, REP_RANGE.max),
      0,
    )
  );
}

export type MoreTimeOutcome = "settleUp" | "extension" | "paidForProgress";

/**
 * I NEED MORE TIME (L5505–5521), when the upkeep cannot be paid: 2d6 vs settlement level. Pass 2 settle
 * up (1 CP for each LP short, or lose the ranch); pass 1 an extension to next round up; pass 0 the
 * upkeep counts as paid.
 */
export function rollINeedMoreTime(
  dice: DiceSource,
  settlementLevel: number,
): { outcome: MoreTimeOutcome; roll: EncounterRoll } {
  const sl = assertInteger("settlementLevel", settlementLevel, 1, 6);
  const outcomes: readonly MoreTimeOutcome[] = ["paidForProgress", "extension", "settleUp"];
  const roll = new RollLog(dice).passes({
    purpose: "iNeedMoreTime",
    target: sl,
    source: "L5509–5521",
    read: (passes) => `cowboy.${outcomes[passes]!}`,
  });
  return { outcome: outcomes[roll.score]!, roll };
}

/** Settling up: each LP short costs a CP; too few CP and the ranch is lost (L5513). */
export function settleUp(options: { shortLucre: number; cattle: number }): {
  cattle: number;
  ranchLost: boolean;
} {
  const short = assertInteger("shortLucre", options.shortLucre, 0, 9999);
  const herd = cp("cattle", options.cattle);
  return short > herd ? { cattle: herd, ranchLost: true } : { cattle: herd - short, ranchLost: false };
}

/** Bank failure (L5559–5561): at the start of each fall, 2d6 of 11–12 loses every LP in the bank. */
export function rollBankFailure(dice: DiceSource): { failed: boolean; roll: EncounterRoll } {
  const { yes, roll } = rollYesNo(dice, {
    purpose: "bankFailure",
    count: 2,
    source: "L5559–5561",
    when: (score) => score >= 11,
    codes: ["cowboy.bankFailed", "cowboy.bankSafe"],
  });
  return { failed: yes, roll };
}

/** AT THE RANCH ENCOUNTERS (L5567–5577), 1d6. */
export const AT_THE_RANCH: readonly EncounterId[] = frozen([
  "cattleRustling",
  "cattleRustling",
  "gunfight",
  "rangeWar",
  "indians",
  "holdUp",
]);

/**
 * RANGE WAR ENCOUNTERS (L5581–5593): once a range war starts, 1d6 each turn till it ends: 1–3 none
 * this turn, 4 one, 5 two, 6 three range-war encounters.
 */
export function rangeWarEncounters(die: number): number {
  return Math.max(0, assertInteger("die", die, 1, 6) - 3);
}

export function rollRangeWarTurn(dice: DiceSource): { encounters: number; roll: EncounterRoll } {
  const roll = new RollLog(dice).sum({
    purpose: "rangeWarTurn",
    source: "L5581–5593",
    read: () => "cowboy.rangeWarEncounters",
    values: (score) => ({ encounters: rangeWarEncounters(score) }),
  });
  return { encounters: rangeWarEncounters(roll.score), roll };
}
