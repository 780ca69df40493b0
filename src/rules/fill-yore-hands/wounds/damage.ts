import { assertCard, cardKey, deckWithJokers, type Card } from "../../core/cards";
import { assertOneOf } from "../../core/errors";
import {
  isMissingTable,
  lookupGmRow,
  requireGmTable,
  type GmTableData,
  type MissingTable,
} from "../../core/gm-table";
import { add, fraction, ZERO, type Fraction } from "../../core/probability";
import { WOUND_LEVELS, type WoundLevel } from "../ids";
import { assertTableData } from "../tables/data";
import { DAMAGE_CARD_TABLE } from "../tables/wounds";

/**
 * The damage card (guide §3.3, seed L62–L66): every hit, and every brawl won by 2 or more (L113–
 * L115), draws one card of a 54-card deck (Jokers in) whose level the lost table gives (FYH-M02).
 *
 * Shape of the GM's `damageCardTable`: rows keyed by card key ("QS", "10H", "JokerR"; all 54),
 * each `{ level: "pinked" | "hit" | "gutShot" | "kilt" }`.
 */

function levelOf(key: string, row: Readonly<Record<string, unknown>>): WoundLevel {
  return assertOneOf(`damageCardTable.rows.${key}.level`, row.level, WOUND_LEVELS);
}

/**
 * Whether a damage card may be drawn: every one of the 54 rows filled and valid, else the
 * MissingTable to report. Call it before the card is drawn (or the dice of a brawl are rolled).
 */
export function damageTableReady(table: GmTableData | undefined): MissingTable | undefined {
  const data = assertTableData("damageCardTable", table);
  const missing = requireGmTable(DAMAGE_CARD_TABLE, data);
  if (missing) return missing;
  for (const card of deckWithJokers()) levelOf(cardKey(card), data!.rows[cardKey(card)]!);
  return undefined;
}

/** The wound level a drawn damage card gives, or the MissingTable naming the card's empty row. */
export function damageLevel(card: Card, table: GmTableData | undefined): WoundLevel | MissingTable {
  const key = cardKey(assertCard("card", card));
  const row = lookupGmRow(DAMAGE_CARD_TABLE, assertTableData("damageCardTable", table), key);
  return isMissingTable(row) ? row : levelOf(key, row);
}

/** Exact chance of each level on one card from a full 54-card deck (whole table needed). */
export function damageLevelOdds(table: GmTableData | undefined): Record<WoundLevel, Fraction> | MissingTable {
  const missing = damageTableReady(table);
  if (missing) return missing;
  const out: Record<WoundLevel, Fraction> = { pinked: ZERO, hit: ZERO, gutShot: ZERO, kilt: ZERO };
  const deck = deckWithJokers();
  for (const card of deck) {
    const level = damageLevel(card, table) as WoundLevel;
    out[level] = add(out[level], fraction(1, deck.length));
  }
  return out;
}
