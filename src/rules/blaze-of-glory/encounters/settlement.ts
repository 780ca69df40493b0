import { assertInteger, type DiceSource } from "../../core";
import { frozen } from "../../core/frozen";
import { SETTLEMENT_LEVEL_RANGE } from "./locales";
import { RollLog, readRange } from "./roll-log";
import type { EncounterRoll } from "./types";

/**
 * SIZE OF SETTLEMENT (L4741–4766): 2d6 + the locale's settlement level. The Robbery reads it for its
 * town (L3257), other town encounters for theirs.
 */

export const SETTLEMENT_SIZES = ["trader", "tradingPost", "fort", "smallTown", "goodSizedTown"] as const;
export type SettlementSize = (typeof SETTLEMENT_SIZES)[number];

export interface SettlementSizeRow {
  readonly from: number;
  readonly to: number;
  readonly size: SettlementSize;
  /** A fort's "Federal (1–n) or private" die: Federal at or under this. */
  readonly federalUpTo?: number;
  readonly source: string;
}

export const SIZE_OF_SETTLEMENT: readonly SettlementSizeRow[] = frozen([
  { from: 3, to: 4, size: "trader", source: "L4751–4752" },
  { from: 5, to: 7, size: "tradingPost", source: "L4753–4755" },
  { from: 8, to: 8, size: "fort", federalUpTo: 4, source: "L4756" },
  { from: 9, to: 9, size: "fort", federalUpTo: 5, source: "L4757" },
  { from: 10, to: 13, size: "smallTown", source: "L4758–4761" },
  { from: 14, to: 18, size: "goodSizedTown", source: "L4762–4766" },
]);

/** The row a modified score reads (3–18; the ends clamp, as a 2d6 + SL score cannot leave them). */
export function settlementSizeRow(score: number): SettlementSizeRow {
  const s = assertInteger("score", score, 3, 18);
  return readRange(
    SIZE_OF_SETTLEMENT.map((r) => [r.from, r.to, r] as const),
    s,
  );
}

export interface SettlementSizeResult {
  size: SettlementSize;
  /** Forts only. */
  fort?: "federal" | "private";
  /** Traders only: ½d6 wagons (1–3) or 1d6 + 1 mules (4–6). */
  wagons?: number;
  mules?: number;
  /** Traders only: the trader and one assistant per wagon or per two full mules (Homesteader table). */
  homesteaders?: number;
  rolls: EncounterRoll[];
}

/** Rolls SIZE OF SETTLEMENT for a settlement level, with a fort's owner or a trader's train. */
export function rollSettlementSize(dice: DiceSource, settlementLevel: number): SettlementSizeResult {
  const sl = assertInteger(
    "settlementLevel",
    settlementLevel,
    SETTLEMENT_LEVEL_RANGE.min,
    SETTLEMENT_LEVEL_RANGE.max,
  );
  const log = new RollLog(dice);
  const size = log.sum({
    purpose: "settlementSize",
    count: 2,
    modifier: sl,
    source: "L4747–4766",
    read: (score) => `settlement.${settlementSizeRow(score).size}`,
  });
  const row = settlementSizeRow(size.score);
  if (row.size === "fort") {
    const owner = log.sum({
      purpose: "fortOwner",
      source: row.source,
      read: (die) => (die <= row.federalUpTo! ? "settlement.federalFort" : "settlement.privateFort"),
    });
    return {
      size: "fort",
      fort: owner.result === "settlement.federalFort" ? "federal" : "private",
      rolls: log.rolls,
    };
  }
  if (row.size === "trader") {
    const goods = log.sum({
      purpose: "traderGoods",
      source: row.source,
      read: (die) => (die <= 3 ? "settlement.traderWagons" : "settlement.traderMules"),
    });
    if (goods.result === "settlement.traderWagons") {
      // ½d6 rounded up (guide §0: 1–2 → 1, 3–4 → 2, 5–6 → 3), shown as the die and its half.
      const wagons = log.sum({
        purpose: "traderWagonCount",
        source: row.source,
        read: () => "settlement.wagons",
        values: (die) => ({ n: Math.ceil(die / 2) }),
      });
      const n = wagons.values!.n as number;
      return { size: "trader", wagons: n, homesteaders: 1 + n, rolls: log.rolls };
    }
    const mules = log.sum({
      purpose: "traderMuleCount",
      modifier: 1,
      source: row.source,
      read: () => "settlement.mules",
      values: (score) => ({ n: score }),
    });
    return {
      size: "trader",
      mules: mules.score,
      homesteaders: 1 + Math.floor(mules.score / 2),
      rolls: log.rolls,
    };
  }
  return { size: row.size, rolls: log.rolls };
}
