import { assertOneOf } from "../../core/errors";
import { isMissingTable, lookupGmRow, type GmTableData } from "../../core/gm-table";
import { WOUND_LEVELS, type WoundLevel } from "../ids";
import { assertTableData } from "../tables/data";
import { BRAWL_WOUND_NAMES } from "../tables/wounds";

/**
 * Brawling names of the wound levels (FYH-M10, L113–L115). Shape of the GM's `brawlWoundNames`:
 * rows keyed "pinked", "hit", "gutShot", "kilt", each `{ name: string }`. The text names only the
 * first ("Little cut", L113); a level with no name falls back to its shooting name, so this table
 * is never missing.
 */

/** The book's shooting terms (L53–L57, L66, L70, L88). */
const SHOOTING_NAMES: Readonly<Record<WoundLevel, string>> = {
  pinked: "Pinked",
  hit: "Hit",
  gutShot: "Gut Shot",
  kilt: "Kilt",
};

export interface BrawlWoundName {
  readonly level: WoundLevel;
  readonly name: string;
  /** The GM's row, the book's own ("Little cut"), or the shooting term as a fallback. */
  readonly from: "gm" | "book" | "shooting";
}

export function brawlWoundName(level: WoundLevel, table: GmTableData | undefined): BrawlWoundName {
  const l = assertOneOf("level", level, WOUND_LEVELS);
  const data = assertTableData("brawlWoundNames", table);
  const gm = data?.rows[l]?.name;
  if (typeof gm === "string" && gm.trim() !== "") return { level: l, name: gm, from: "gm" };
  const known = lookupGmRow(BRAWL_WOUND_NAMES, undefined, l);
  if (!isMissingTable(known) && typeof known.name === "string")
    return { level: l, name: known.name, from: "book" };
  return { level: l, name: SHOOTING_NAMES[l], from: "shooting" };
}
