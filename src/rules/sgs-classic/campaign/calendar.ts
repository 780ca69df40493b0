import { RulesError, assertInteger } from "../../core/errors";

/** The campaign's calendar (guide §4.1; seed L381–L383): January 1867 to December 1885, one turn a month. */

export const CAMPAIGN_START = Object.freeze({ year: 1867, month: 1 });
export const CAMPAIGN_END = Object.freeze({ year: 1885, month: 12 });
export const CAMPAIGN_MONTHS =
  (CAMPAIGN_END.year - CAMPAIGN_START.year) * 12 + CAMPAIGN_END.month - CAMPAIGN_START.month + 1;

export interface CampaignDate {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
}

/** Month index 0 (January 1867) … 227 (December 1885) → its date. */
export function dateOfMonth(index: number): CampaignDate {
  const i = assertInteger("index", index, 0, CAMPAIGN_MONTHS - 1);
  return { year: CAMPAIGN_START.year + Math.floor(i / 12), month: (i % 12) + 1 };
}

export function monthOfDate(date: CampaignDate): number {
  const year = assertInteger("year", date.year, CAMPAIGN_START.year, CAMPAIGN_END.year);
  const month = assertInteger("month", date.month, 1, 12);
  return (year - CAMPAIGN_START.year) * 12 + month - 1;
}

/** The next month's index, or null when the campaign is over. */
export function nextMonth(index: number): number | null {
  const i = assertInteger("index", index, 0, CAMPAIGN_MONTHS - 1);
  if (i + 1 >= CAMPAIGN_MONTHS) return null;
  return i + 1;
}

export function assertMonthIndex(index: unknown): number {
  if (typeof index !== "number") throw new RulesError("month", index, "must be a month index");
  return assertInteger("month", index, 0, CAMPAIGN_MONTHS - 1);
}
