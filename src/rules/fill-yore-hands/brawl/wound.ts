import { assertCard, type Card } from "../../core/cards";
import { assertObject } from "../../core/checks";
import { RulesError, assertOneOf } from "../../core/errors";
import { isMissingTable, type GmTableData, type MissingTable } from "../../core/gm-table";
import type { WoundLevel } from "../ids";
import { damageLevel } from "../wounds/damage";
import { brawlWoundName } from "./names";
import { BRAWL_SIDES, type BrawlOutcome, type BrawlSide } from "./resolve";

export interface BrawlWound {
  readonly loser: BrawlSide;
  readonly level: WoundLevel;
  /** What the level is called in a brawl (FYH-M10). */
  readonly name: string;
  /** The damage card, or null for a Little cut. */
  readonly card: Card | null;
}

/**
 * The wound a brawl's outcome gives its loser: none after a stand-off, a Little cut (Pinked, no
 * card) for a margin of 1, else the level of the damage card the loser drew (read from the same
 * table as a shot, L113–L115). Pass the card only when the outcome asks for one. Apply the result
 * with `applyWound` (source "brawl").
 */
export function brawlWound(
  outcome: BrawlOutcome,
  card: Card | null,
  tables: {
    readonly damageCardTable: GmTableData | undefined;
    readonly brawlWoundNames: GmTableData | undefined;
  },
): BrawlWound | null | MissingTable {
  const o = assertObject<BrawlOutcome>("outcome", outcome);
  const kind = assertOneOf("outcome.kind", o.kind, ["standOff", "littleCut", "damageCard"]);
  const t = assertObject<{ damageCardTable?: GmTableData; brawlWoundNames?: GmTableData }>("tables", tables);
  if (kind === "standOff") {
    if (card !== null) throw new RulesError("card", card, "a stand-off draws no card");
    return null;
  }
  const loser = assertOneOf("outcome.loser", (o as { loser: unknown }).loser, BRAWL_SIDES);
  if (kind === "littleCut") {
    if (card !== null) throw new RulesError("card", card, "a Little cut draws no card");
    return { loser, level: "pinked", name: brawlWoundName("pinked", t.brawlWoundNames).name, card: null };
  }
  const drawn = assertCard("card", card);
  const level = damageLevel(drawn, t.damageCardTable);
  if (isMissingTable(level)) return level;
  return { loser, level, name: brawlWoundName(level, t.brawlWoundNames).name, card: drawn };
}
