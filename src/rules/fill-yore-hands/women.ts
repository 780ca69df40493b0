import { assertCard, cardKey, isJoker, standardDeck, type Card } from "../core/cards";
import { assertObject, optionalFlag } from "../core/checks";
import { RulesError, assertOneOf } from "../core/errors";
import { requireGmTable, type GmTableData, type MissingTable } from "../core/gm-table";
import { CHARACTER_TYPES, type CharacterType } from "./ids";
import type { FyhInterpretations } from "./interpretations";
import { assertTableData } from "./tables/data";
import { WOMEN_IN_BRAWLS_TABLE } from "./tables/wounds";

/**
 * Women in brawls (guide §3.10, seed L135–L137): brawling with a woman draws a card from a 52-card
 * deck (no Jokers) to see how she takes it; the result table is lost (FYH-M15). Shape of the GM's
 * `womenInBrawlsTable`: rows keyed by the 52 card keys ("QS", "10H"…), each `{ result: string }`.
 */

/** The types the text makes women (L208, L213). */
const WOMEN_TYPES: readonly CharacterType[] = ["honestWoman", "floozy"];

/**
 * Whether a figure counts as a woman (FYH-Q23): Honest Women and Floozies always, anyone else by
 * the GM's flag; with `womenByType` off, only the flag counts.
 */
export function isWoman(
  figure: { readonly characterType: CharacterType; readonly isWoman?: boolean },
  options: Pick<FyhInterpretations, "womenByType">,
): boolean {
  const f = assertObject<{ characterType: unknown; isWoman?: unknown }>("figure", figure);
  const type = assertOneOf("figure.characterType", f.characterType, CHARACTER_TYPES);
  const flag = optionalFlag("figure.isWoman", f.isWoman);
  const byType = optionalFlag("options.womenByType", options?.womenByType, true);
  return flag || (byType && WOMEN_TYPES.includes(type));
}

function resultOf(key: string, row: Readonly<Record<string, unknown>>): string {
  if (typeof row.result !== "string" || row.result.trim() === "")
    throw new RulesError(`womenInBrawlsTable.rows.${key}.result`, row.result, "must be the result's text");
  return row.result;
}

/** Whether the card may be drawn: all 52 rows filled and valid, else what is missing. */
export function womenInBrawlsReady(table: GmTableData | undefined): MissingTable | undefined {
  const data = assertTableData("womenInBrawlsTable", table);
  const missing = requireGmTable(WOMEN_IN_BRAWLS_TABLE, data);
  if (missing) return missing;
  for (const card of standardDeck()) resultOf(cardKey(card), data!.rows[cardKey(card)]!);
  return undefined;
}

export interface WomanInBrawlResult {
  readonly card: Card;
  readonly result: string;
}

/** How she takes it: the drawn card's row. A Joker is not in this deck (RulesError). */
export function womenInBrawlsResult(
  card: Card,
  table: GmTableData | undefined,
): WomanInBrawlResult | MissingTable {
  const c = assertCard("card", card);
  if (isJoker(c)) throw new RulesError("card", card, "the women-in-brawls deck has no Jokers (52 cards)");
  const missing = womenInBrawlsReady(table);
  if (missing) return missing;
  const key = cardKey(c);
  return { card: c, result: resultOf(key, table!.rows[key]!) };
}
