import { assertInteger, type DiceSource } from "../../../core";
import { frozen } from "../../../core/frozen";
import { REP_RANGE } from "../../figure";
import { RollLog } from "../../encounters/roll-log";
import type { EncounterRoll } from "../../encounters/types";
import type { Season } from "../calendar";
import { matrix, rollCappedPool, rollYesNo } from "./matrix";

/**
 * The RANGER CAMPAIGN (L6153–6378): a twelve-man company by seniority, the Captain's encounters a
 * season, ranging, frontier warfare, the fate of rangers left out, and replacements.
 */

export { RANGER_COMPANY_SIZE } from "../ids";
import { RANGER_COMPANY_SIZE, type CASUALTY_CARES } from "../ids";

/** RANGER ENCOUNTERS (L6237–6264), 2d6 by settlement level 1–5; level 6 reads the 5 column (guide I-55). */
export const RANGER_ENCOUNTERS = frozen(
  matrix(2, 2, "L6237–6264", [
    "P  C  HU HU HU",
    "HU P  GF PT P",
    "HU CR C  GF JB",
    "IN HU P  C  PT",
    "IN IN IN GF C",
    "IN IN IN IN C",
    "IN IN IN IN C",
    "IN HU P  C  PT",
    "HU CR C  GF JB",
    "HU P  GF PT P",
    "P  C  HU HU HU",
  ]),
);

/** The Star's place in the company's seniority at the start: 2d6 (L6171); 1 is the Captain. */
export function rollSeniority(dice: DiceSource): { place: number; roll: EncounterRoll } {
  const roll = new RollLog(dice).sum({
    purpose: "seniority",
    count: 2,
    source: "L6171",
    read: () => "ranger.seniority",
    values: (score) => ({ place: Math.min(RANGER_COMPANY_SIZE, score) }),
  });
  return { place: Math.min(RANGER_COMPANY_SIZE, roll.score), roll };
}

/** The Captain's encounters this season: ½d6, in winter one on 5–6 of 1d6 (L6197). */
export function rollCompanyEncounters(
  dice: DiceSource,
  season: Season,
): { encounters: number; roll: EncounterRoll } {
  if (season === "winter") {
    const roll = new RollLog(dice).sum({
      purpose: "companyEncounters",
      source: "L6197",
      read: (score) => (score >= 5 ? "ranger.oneEncounter" : "ranger.noEncounter"),
    });
    return { encounters: roll.score >= 5 ? 1 : 0, roll };
  }
  const roll = new RollLog(dice).sum({
    purpose: "companyEncounters",
    source: "L6197",
    read: () => "ranger.encounters",
    values: (score) => ({ encounters: Math.ceil(score / 2) }),
  });
  return { encounters: Math.ceil(roll.score / 2), roll };
}

/** "RANGING" (L6266–6270): 1d6 of 5–6 puts the encounter in a random adjacent locale. */
export function rollRanging(dice: DiceSource, subject?: string): { ranging: boolean; roll: EncounterRoll } {
  const { yes, roll } = rollYesNo(dice, {
    purpose: "ranging",
    source: "L6268",
    subject,
    when: (score) => score >= 5,
    codes: ["ranger.ranging", "ranger.stays"],
  });
  return { ranging: yes, roll };
}

/**
 * FRONTIER WARFARE (L6272–6274): where the level is under 5, 1d6 over it makes the opponents
 * warriors. An Indians encounter is always against warriors; at 5 or more there is no roll.
 */
export function rollFrontierWarfare(
  dice: DiceSource,
  settlementLevel: number,
  subject?: string,
): { warriors: boolean; roll?: EncounterRoll } {
  const sl = assertInteger("settlementLevel", settlementLevel, 1, 6);
  if (sl >= 5) return { warriors: false };
  const roll = new RollLog(dice).sum({
    purpose: "frontierWarfare",
    source: "L6274",
    subject,
    read: (score) => (score > sl ? "ranger.warriors" : "ranger.usualFoes"),
  });
  return { warriors: roll.score > sl, roll };
}

/**
 * A ranger's fate when not played out: the end-of-winter roll for those in no encounter (L6189) and
 * each ranger of an all-NPC encounter (L6231): 1–4 good to go, 5–6 gone.
 */
export function rollRangerFate(dice: DiceSource, subject?: string): { lost: boolean; roll: EncounterRoll } {
  const { yes, roll } = rollYesNo(dice, {
    purpose: "rangerFate",
    source: "L6189, L6231",
    subject,
    when: (score) => score >= 5,
    codes: ["ranger.lost", "ranger.goodToGo"],
  });
  return { lost: yes, roll };
}

/** RANGER EQUIVALENTS (L6284–6288): one Ranger for each Sheriff or Marshal, one for every two Deputies, Outlaws or Cowboys (rounded up). */
export function rangerEquivalent(force: {
  sheriffsOrMarshals?: number;
  deputiesOutlawsOrCowboys?: number;
}): number {
  return (
    assertInteger("sheriffsOrMarshals", force.sheriffsOrMarshals ?? 0, 0, 999) +
    Math.ceil(assertInteger("deputiesOutlawsOrCowboys", force.deputiesOutlawsOrCowboys ?? 0, 0, 999) / 2)
  );
}

/**
 * RANGER REPLACEMENT (L6300–6312): 2d6 vs the home locale's level sets the RECRUITMENT roll's bonus
 * and cap: pass 2 +1d6 and up to pass 3; pass 1 up to 2; pass 0 up to 1.
 */
export function rollRangerReplacement(
  dice: DiceSource,
  homeSettlementLevel: number,
): { bonusDice: number; maxPasses: number; roll: EncounterRoll } {
  const sl = assertInteger("homeSettlementLevel", homeSettlementLevel, 1, 6);
  const roll = new RollLog(dice).passes({
    purpose: "rangerReplacement",
    target: sl,
    source: "L6300–6312",
    read: (passes) => `ranger.replacement${passes}`,
  });
  return { bonusDice: roll.score === 2 ? 1 : 0, maxPasses: roll.score + 1, roll };
}

/** How the season's casualties were handled, for RECRUITMENT's modifiers (L6318–6344). */
export type CasualtyCare = (typeof CASUALTY_CARES)[number];

export const CASUALTY_CARE_DICE: { readonly [C in CasualtyCare]: number } = frozen({
  recoveredAll: 2,
  recoveredMore: 1,
  leftMore: -1,
  leftAll: -2,
  none: 0,
});

/**
 * RECRUITMENT (L6316–6344), a 0–3 pool vs the Captain's Rep: pass 2 replaces every casualty, pass 1
 * half (rounded down), pass 0 none. Newcomers join at the bottom of the seniority list.
 */
export function rollRangerRecruitment(
  dice: DiceSource,
  options: {
    captainRep: number;
    casualties: number;
    replacement: { bonusDice: number; maxPasses: number };
    care: CasualtyCare;
    anEncounterWentUnmanned?: boolean;
  },
): { recruits: number; roll: EncounterRoll } {
  const rep = assertInteger("captainRep", options.captainRep, REP_RANGE.min, REP_RANGE.max);
  const casualties = assertInteger("casualties", options.casualties, 0, RANGER_COMPANY_SIZE);
  const modifier =
    options.replacement.bonusDice +
    CASUALTY_CARE_DICE[options.care] -
    (options.anEncounterWentUnmanned ? 1 : 0);
  const recruits = (row: number) => (row === 2 ? casualties : row === 1 ? Math.floor(casualties / 2) : 0);
  const { row, ...roll } = rollCappedPool(
    dice,
    {
      purpose: "rangerRecruitment",
      target: rep,
      dieModifier: modifier,
      maxPasses: assertInteger("replacement.maxPasses", options.replacement.maxPasses, 1, 3),
      source: "L6316–6344",
    },
    (r) => `ranger.recruits${r}`,
  );
  return { recruits: recruits(row), roll: { ...roll, values: { ...roll.values, recruits: recruits(row) } } };
}
