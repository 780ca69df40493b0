import { assertInteger } from "../../core/errors";
import type { NpcTable } from "../ids";

/**
 * The Gunfight's opponent (guide §4.9.4; seed L774–L792, SGS-Q39: rolled wherever the fight is):
 * 1–4 one figure off the Cowboy table, 5–6 off the Gang table; if he loses, 1–3 on 1D6 sends a
 * posse of his own kind at once.
 */

export function gunfightOpponentTable(die: number): Extract<NpcTable, "cowboys" | "gang"> {
  return assertInteger("die", die, 1, 6) <= 4 ? "cowboys" : "gang";
}

export function gunfightPursuit(die: number): boolean {
  return assertInteger("die", die, 1, 6) <= 3;
}
