import type { DiceSource } from "../../core";
import { assertInteger } from "../../core/errors";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";
import { type CampaignDate, dateOfMonth, nextMonth } from "./calendar";
import { type MonthResult, type PcMonthState, rollMonth } from "./monthly";

/**
 * Several campaign months for one PC, as the monthly turn plays them: each month's rolls on the
 * state the last one left. What happens inside an encounter is the table's; here an encounter only
 * counts its month. For tests and for the Foundry monthly turn's preview.
 */
export interface MonthLog {
  readonly month: number;
  readonly date: CampaignDate;
  readonly result: MonthResult;
}

export function runMonths(
  input: { readonly state: PcMonthState; readonly fromMonth: number; readonly months: number },
  source: DiceSource,
  rules: ClassicRules = DEFAULT_RULES,
): { readonly log: readonly MonthLog[]; readonly state: PcMonthState; readonly nextMonth: number | null } {
  const count = assertInteger("months", input.months, 0, 228);
  let month: number | null = assertInteger("fromMonth", input.fromMonth, 0, 227);
  let state = input.state;
  const log: MonthLog[] = [];
  for (let i = 0; i < count && month !== null; i++) {
    const result = rollMonth(state, source, rules);
    log.push({ month, date: dateOfMonth(month), result });
    state = result.next;
    month = nextMonth(month);
  }
  return { log, state, nextMonth: month };
}
