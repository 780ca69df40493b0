import { assertInteger, assertOneOf, type DiceSource } from "../../core";
import { assertLevels, type SettlementLevels } from "./levels";
import { LOCALE_IDS, LOCALES, SETTLEMENT_LEVEL_RANGE, type LocaleId } from "../encounters/locales";
import { RollLog } from "../encounters/roll-log";
import type { EncounterRoll } from "../encounters/types";

/**
 * THE ADVANCE OF CIVILIZATION (L4194–4204), STAKING A CLAIM (L4206–4214) and LYING LOW (L4216–4222).
 */

export function levelsOf1875(): SettlementLevels {
  return Object.fromEntries(LOCALE_IDS.map((id) => [id, LOCALES[id].settlementLevel])) as SettlementLevels;
}

/**
 * At the start of Spring 1880, 1d6 for each locale but Indian Territory (kept closed to settlement):
 * over its level, +1; a 1, −1 (a set-back); both for the rest of the campaign (L4198–4204). The
 * levels stay within 1–6.
 */
export function rollAdvanceOfCivilization(
  dice: DiceSource,
  levels: SettlementLevels,
): { levels: SettlementLevels; rolls: EncounterRoll[] } {
  const before = assertLevels("levels", levels);
  const after = { ...before };
  const log = new RollLog(dice);
  for (const locale of LOCALE_IDS) {
    if (locale === "indianTerritory") continue;
    const level = before[locale];
    const roll = log.sum({
      purpose: "advanceOfCivilization",
      source: "L4198–4204",
      subject: `locale.${locale}`,
      read: (score) =>
        score === 1 ? "settlement.setBack" : score > level ? "settlement.advances" : "settlement.unchanged",
      values: () => ({ level }),
    });
    const change = roll.score === 1 ? -1 : roll.score > level ? 1 : 0;
    after[locale] = Math.min(
      SETTLEMENT_LEVEL_RANGE.max,
      Math.max(SETTLEMENT_LEVEL_RANGE.min, level + change),
    );
  }
  return { levels: after, rolls: log.rolls };
}

/**
 * The encounter test (L4224–4250): 2d6 against the locale's settlement level; only pass 1 brings an
 * encounter, pass 2 and pass 0 do not (guide §6 item 18).
 */
export function rollEncounterTest(
  dice: DiceSource,
  options: { settlementLevel: number; locale?: LocaleId },
): { encounter: boolean; roll: EncounterRoll } {
  const level = assertInteger(
    "settlementLevel",
    options.settlementLevel,
    SETTLEMENT_LEVEL_RANGE.min,
    SETTLEMENT_LEVEL_RANGE.max,
  );
  const subject =
    options.locale === undefined ? undefined : `locale.${assertOneOf("locale", options.locale, LOCALE_IDS)}`;
  const roll = new RollLog(dice).passes({
    purpose: "encounterTest",
    target: level,
    source: "L4236–4246",
    subject,
    read: (passes) => (passes === 1 ? "encounterTest.encounter" : "encounterTest.none"),
  });
  return { encounter: roll.score === 1, roll };
}

/**
 * A turn lying low (L4216–4222): no encounter test. From the second turn in a row, 1d6 at or under
 * the turns in hiding means enemies found him (the book's "Raid" encounter is not defined, guide I-42:
 * the GM picks what is played) and the place no longer counts as a place to lie low.
 */
export function rollLyingLow(
  dice: DiceSource,
  turnsInHiding: number,
): { discovered: boolean; rolls: EncounterRoll[] } {
  const turns = assertInteger("turnsInHiding", turnsInHiding, 1, 44);
  if (turns < 2) return { discovered: false, rolls: [] };
  const log = new RollLog(dice);
  const roll = log.sum({
    purpose: "lyingLow",
    source: "L4220",
    read: (score) => (score <= turns ? "lyingLow.discovered" : "lyingLow.safe"),
    values: () => ({ turns }),
  });
  return { discovered: roll.score <= turns, rolls: log.rolls };
}
