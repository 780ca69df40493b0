import { assertInteger } from "../../core";
import { LOCALE_IDS, SETTLEMENT_LEVEL_RANGE, type LocaleId } from "../encounters/locale-ids";

/** Each locale's settlement level now. A campaign starts from SETTLEMENT LEVELS IN 1875 (`levelsOf1875`). */
export type SettlementLevels = { [L in LocaleId]: number };

/** Levels read back from a record: every locale present and a level from 1 to 6. */
export function assertLevels(field: string, levels: unknown): SettlementLevels {
  const source = (levels ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    LOCALE_IDS.map((id) => [
      id,
      assertInteger(`${field}.${id}`, source[id], SETTLEMENT_LEVEL_RANGE.min, SETTLEMENT_LEVEL_RANGE.max),
    ]),
  ) as SettlementLevels;
}
