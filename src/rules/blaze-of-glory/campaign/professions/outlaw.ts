import { assertInteger, type DiceSource } from "../../../core";
import { frozen } from "../../../core/frozen";
import { REP_RANGE, SAND_RANGE } from "../../figure";
import { RollLog } from "../../encounters/roll-log";
import type { EncounterRoll } from "../../encounters/types";
import type { LocaleId } from "../../encounters/locales";
import { matrix } from "./matrix";

/**
 * The OUTLAW CAMPAIGN (L5831–6149): looking for loot, OUTLAW and LAWDAWG encounters, pursuit, being
 * wanted, the long arm of the law, the gang's recruitment, payout and loyalty.
 */

/** OUTLAW ENCOUNTERS (L5874–5887), 1d6 by settlement level (5/6 one column). */
export const OUTLAW_ENCOUNTERS = frozen(
  matrix(1, 1, "L5874–5887", [
    "HU HU HU HU R",
    "HU HU HU HU R",
    "HU HU HU R  R",
    "HU HU R  R  TR",
    "HU HU TR TR TR",
    "HU TR TR TR TR",
  ]),
);

/** LAWDAWG ENCOUNTERS (L6007–6027), 1d6 by settlement level. */
export const LAWDAWG_ENCOUNTERS = frozen(
  matrix(1, 1, "L6007–6027", [
    "IN IN IN P  P",
    "IN P  P  P  GF",
    "P  P  P  GF C",
    "P  GF GF C  C",
    "GF GF C  C  C",
    "C  C  C  C  C",
  ]),
);

/** A two-season test's answer: now, next season if the same result comes again here, or nothing. */
export type TwoSeasonOutcome = "now" | "again" | "none";

/**
 * The pass-1 rows of LOOKING FOR LOOT and LONG ARM OF THE LAW: a second pass 1 in a row in the same
 * locale counts (L5857, L5997). `pendingHere` says the last season here gave pass 1.
 */
function twoSeason(passes: number, pendingHere: boolean): TwoSeasonOutcome {
  if (passes === 2) return "now";
  if (passes === 1) return pendingHere ? "now" : "again";
  return "none";
}

/** LOOKING FOR LOOT (L5849–5862): 2d6 vs settlement level; "now" rolls an OUTLAW encounter. */
export function rollLookingForLoot(
  dice: DiceSource,
  options: { settlementLevel: number; pendingHere?: boolean },
): { outcome: TwoSeasonOutcome; roll: EncounterRoll } {
  const sl = assertInteger("settlementLevel", options.settlementLevel, 1, 6);
  const roll = new RollLog(dice).passes({
    purpose: "lookingForLoot",
    target: sl,
    source: "L5849–5862",
    read: (passes) => `outlaw.loot.${twoSeason(passes, options.pendingHere ?? false)}`,
  });
  return { outcome: twoSeason(roll.score, options.pendingHere ?? false), roll };
}

/**
 * PURSUIT TEST (L5943–5964), after the take: 2d6 vs settlement level (guide I-53: the text says vs
 * the LP earned; `against: "lucre"` follows it). Pass 2 a Posse at once and 1d6 vs settlement level
 * (a train counts 3): a pass makes him wanted; pass 1 a Posse; pass 0 no pursuit.
 */
export function rollPursuit(
  dice: DiceSource,
  options: { settlementLevel: number; lucre: number; train: boolean; against?: "settlementLevel" | "lucre" },
): { posse: boolean; wanted: boolean; rolls: EncounterRoll[] } {
  const sl = assertInteger("settlementLevel", options.settlementLevel, 1, 6);
  const lucre = assertInteger("lucre", options.lucre, 0, 999);
  const log = new RollLog(dice);
  const test = log.passes({
    purpose: "pursuit",
    target: options.against === "lucre" ? lucre : sl,
    source: "L5951–5964",
    read: (passes) => `outlaw.pursuit${passes}`,
  });
  if (test.score === 0) return { posse: false, wanted: false, rolls: log.rolls };
  if (test.score === 1) return { posse: true, wanted: false, rolls: log.rolls };
  const level = options.train ? 3 : sl;
  const wanted = log.passes({
    purpose: "wantedTest",
    count: 1,
    target: level,
    source: "L5957",
    read: (passes) => (passes === 1 ? "outlaw.nowWanted" : "outlaw.notWanted"),
  });
  return { posse: true, wanted: wanted.score === 1, rolls: log.rolls };
}

/** How often the gang is wanted: nationally (a train robbery) and in each locale (L5966–5978). */
export interface WantedRecord {
  national: number;
  locales: Partial<Record<LocaleId, number>>;
}

/** A robbery makes him wanted in its locale; a train robbery nationally (L5970–5974). */
export function addWanted(record: WantedRecord, options: { locale: LocaleId; train: boolean }): WantedRecord {
  if (options.train) return { ...record, national: record.national + 1 };
  return {
    ...record,
    locales: { ...record.locales, [options.locale]: (record.locales[options.locale] ?? 0) + 1 },
  };
}

/** A sentence served out without escaping clears the locale's total (L5976). */
export function clearWanted(record: WantedRecord, locale: LocaleId): WantedRecord {
  const locales = { ...record.locales };
  delete locales[locale];
  return { ...record, locales };
}

/** Canada and Old Mexico are out of reach of the national warrants (L5988). */
export const BEYOND_THE_LAW: readonly LocaleId[] = ["canada", "oldMexico"];

/**
 * The LONG ARM OF THE LAW tests due at the start of a season in `locale`: one against the national
 * total (not in Canada or Old Mexico) and one against the local total, each 2d6 vs the lower of the
 * total and the settlement level (L5984–6005).
 */
export function longArmTests(
  record: WantedRecord,
  locale: LocaleId,
  settlementLevel: number,
): { kind: "national" | "local"; target: number }[] {
  const sl = assertInteger("settlementLevel", settlementLevel, 1, 6);
  const tests: { kind: "national" | "local"; target: number }[] = [];
  if (record.national > 0 && !BEYOND_THE_LAW.includes(locale))
    tests.push({ kind: "national", target: Math.min(sl, record.national) });
  const local = record.locales[locale] ?? 0;
  if (local > 0) tests.push({ kind: "local", target: Math.min(sl, local) });
  return tests;
}

/** LONG ARM OF THE LAW (L5993–6005): pass 2 a LAWDAWG encounter now; pass 1 closing in (again next season here); pass 0 none. */
export function rollLongArm(
  dice: DiceSource,
  options: { target: number; kind: "national" | "local"; pendingHere?: boolean },
): { outcome: TwoSeasonOutcome; roll: EncounterRoll } {
  const target = assertInteger("target", options.target, 1, 6);
  const roll = new RollLog(dice).passes({
    purpose: "longArm",
    target,
    source: "L5993–6005",
    subject: `wanted.${options.kind}`,
    read: (passes) => `outlaw.longArm.${twoSeason(passes, options.pendingHere ?? false)}`,
  });
  return { outcome: twoSeason(roll.score, options.pendingHere ?? false), roll };
}

/** A LAWDAWG Posse takes 1d6 of the outfit in the locale, the Star always among them (L6021). */
export function rollLawdawgPosseRiders(dice: DiceSource, outfitHere: number): number {
  const n = assertInteger("outfitHere", outfitHere, 1, 999);
  return Math.min(
    n,
    new RollLog(dice).sum({ purpose: "posseRiders", source: "L6021", read: () => "outlaw.riders" }).score,
  );
}

/** The Outlaw JOIN UP (L6039–6057), 2d6 vs settlement level at the end of each season but winter (guide I-60). */
export function rollOutlawJoinUp(
  dice: DiceSource,
  settlementLevel: number,
): { recruits: { outlaws: number; gunfighterInstead: boolean }; roll: EncounterRoll } {
  const sl = assertInteger("settlementLevel", settlementLevel, 1, 6);
  const roll = new RollLog(dice).passes({
    purpose: "outlawJoinUp",
    target: sl,
    source: "L6043–6057",
    read: (passes) => `outlaw.joinUp${passes}`,
  });
  // Pass 2: two outlaws or one gunfighter, the player's choice.
  return {
    recruits: { outlaws: roll.score === 2 ? 2 : roll.score, gunfighterInstead: roll.score === 2 },
    roll,
  };
}

/** The most other outlaws the gang may hold: the Star's Rep plus his outlaw brothers' (L6063–6067). */
export function gangLimit(starRep: number, outlawBrothersRep: readonly number[] = []): number {
  return (
    assertInteger("starRep", starRep, REP_RANGE.min, REP_RANGE.max) +
    outlawBrothersRep.reduce(
      (sum, r, i) => sum + assertInteger(`outlawBrothersRep[${i}]`, r, REP_RANGE.min, REP_RANGE.max),
      0,
    )
  );
}

/**
 * THE PAYOUT (L6071–6077): 1 LP a season for every member, the Star and his brothers first. Returns
 * what is left and how many others go unpaid.
 */
export function payout(options: { lucre: number; starAndBrothers: number; others: number }): {
  lucre: number;
  unpaid: number;
} {
  const lucre = assertInteger("lucre", options.lucre, 0, 99999);
  const family = assertInteger("starAndBrothers", options.starAndBrothers, 1, 99);
  const others = assertInteger("others", options.others, 0, 999);
  const afterFamily = Math.max(0, lucre - family);
  const paidOthers = Math.min(others, afterFamily);
  return { lucre: afterFamily - paidOthers, unpaid: others - paidOthers };
}

export type LoyaltyOutcome = "stickWithYou" | "mayLeave" | "mutiny";

/**
 * SO THAT'S HOW IT IS? (L6085–6101), when anyone goes unpaid: 2d6 vs the Star's Rep less the times
 * wanted here (the higher of the local and national totals, L6087; guide I-54). Pass 0: 1d6 1–4 the
 * highest-Rep mutineer calls him out (Draw!), 5–6 the lowest-Rep one back-shoots from E range.
 */
export function rollSoThatsHowItIs(
  dice: DiceSource,
  options: { rep: number; wantedHere: number; wantedNationally: number },
): { outcome: LoyaltyOutcome; mutiny?: "draw" | "backShot"; rolls: EncounterRoll[] } {
  const rep = assertInteger("rep", options.rep, REP_RANGE.min, REP_RANGE.max);
  const wanted = Math.max(
    assertInteger("wantedHere", options.wantedHere, 0, 99),
    assertInteger("wantedNationally", options.wantedNationally, 0, 99),
  );
  const outcomes: readonly LoyaltyOutcome[] = ["mutiny", "mayLeave", "stickWithYou"];
  const log = new RollLog(dice);
  const test = log.passes({
    purpose: "soThatsHowItIs",
    target: Math.max(0, rep - wanted),
    source: "L6085–6101",
    read: (passes) => `outlaw.${outcomes[passes]!}`,
    values: () => ({ wanted }),
  });
  const outcome = outcomes[test.score]!;
  if (outcome !== "mutiny") return { outcome, rolls: log.rolls };
  const how = log.sum({
    purpose: "mutiny",
    source: "L6099",
    read: (s) => (s <= 4 ? "outlaw.draw" : "outlaw.backShot"),
  });
  return { outcome, mutiny: how.score <= 4 ? "draw" : "backShot", rolls: log.rolls };
}

/**
 * An unpaid member's own test after pass 1: 2d6 vs his Sand; he leaves if he passes. Whether that
 * means any pass or both dice is open (guide §5.2, Cole): `leavesOn` "anyPass" (default) or "passTwo".
 */
export function rollUnpaidMember(
  dice: DiceSource,
  options: { sand: number; leavesOn?: "anyPass" | "passTwo"; subject?: string },
): { leaves: boolean; roll: EncounterRoll } {
  const sand = assertInteger("sand", options.sand, SAND_RANGE.min, SAND_RANGE.max);
  const need = options.leavesOn === "passTwo" ? 2 : 1;
  const roll = new RollLog(dice).passes({
    purpose: "unpaidMember",
    target: sand,
    source: "L6095",
    subject: options.subject,
    read: (passes) => (passes >= need ? "outlaw.leaves" : "outlaw.stays"),
  });
  return { leaves: roll.score >= need, roll };
}

/** A member is close-knit as a brother or after a year (four seasons) riding with the gang; else a hard case (L6113–6119). */
export function gangBond(member: { brother: boolean; seasonsRidden: number }): "closeKnit" | "hard" {
  const seasons = assertInteger("seasonsRidden", member.seasonsRidden, 0, 999);
  return member.brother || seasons > 4 ? "closeKnit" : "hard";
}
