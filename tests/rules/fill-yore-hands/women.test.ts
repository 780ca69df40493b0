import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardKey } from "../../../src/rules/core";
import { CHARACTER_TYPES } from "../../../src/rules/fill-yore-hands/ids";
import { isWoman, womenInBrawlsReady, womenInBrawlsResult } from "../../../src/rules/fill-yore-hands/women";
import { fieldOf } from "../helpers/errors";
import { RUNS } from "../helpers/properties";
import { WOMEN_TABLE, gm, suitCardArb } from "./combat-fixtures";

describe("women in brawls (FYH-M15, FYH-Q23)", () => {
  it("FYH-Q23: Honest Women and Floozies are women; others by the GM's flag", () => {
    const opts = { womenByType: true };
    expect(isWoman({ characterType: "honestWoman" }, opts)).toBe(true);
    expect(isWoman({ characterType: "floozy", isWoman: false }, opts)).toBe(true);
    expect(isWoman({ characterType: "temperanceWorker" }, opts)).toBe(false);
    expect(isWoman({ characterType: "temperanceWorker", isWoman: true }, opts)).toBe(true);
    expect(isWoman({ characterType: "floozy" }, { womenByType: false })).toBe(false);
  });
  it("the drawn card's row from the GM's 52-card table", () => {
    expect(womenInBrawlsResult({ suit: "hearts", rank: 12 }, WOMEN_TABLE)).toEqual({
      card: { suit: "hearts", rank: 12 },
      result: "takes QH",
    });
  });
  it("a missing or incomplete table is reported before any draw", () => {
    expect(womenInBrawlsReady(undefined)).toEqual({ missing: "womenInBrawlsTable", key: "2S" });
    expect(womenInBrawlsResult({ suit: "hearts", rank: 12 }, gm({ QH: { result: "slaps him" } }))).toEqual({
      missing: "womenInBrawlsTable",
      key: "2S",
    });
    expect(womenInBrawlsReady(WOMEN_TABLE)).toBeUndefined();
  });
  it("bad input is a RulesError", () => {
    expect(fieldOf(() => womenInBrawlsResult({ joker: "red" }, WOMEN_TABLE))).toBe("card");
    expect(fieldOf(() => womenInBrawlsReady(gm({ ...WOMEN_TABLE.rows, "2S": { result: "" } })))).toBe(
      "womenInBrawlsTable.rows.2S.result",
    );
    expect(fieldOf(() => isWoman({ characterType: "lady" as never }, { womenByType: true }))).toBe(
      "figure.characterType",
    );
  });
});

describe("women in brawls: properties", () => {
  it("isWoman: the flag always counts; the type counts only with womenByType", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHARACTER_TYPES), fc.boolean(), fc.boolean(), (type, flag, byType) => {
        const w = isWoman({ characterType: type, isWoman: flag }, { womenByType: byType });
        expect(w).toBe(flag || (byType && (type === "honestWoman" || type === "floozy")));
      }),
      RUNS,
    );
  });
  it("womenInBrawlsResult / womenInBrawlsReady: every card gets its row; a dropped row blocks every card", () => {
    fc.assert(
      fc.property(suitCardArb, suitCardArb, (card, dropped) => {
        expect(womenInBrawlsReady(WOMEN_TABLE)).toBeUndefined();
        expect(womenInBrawlsResult(card, WOMEN_TABLE)).toEqual({ card, result: `takes ${cardKey(card)}` });
        const rows = { ...WOMEN_TABLE.rows };
        delete rows[cardKey(dropped)];
        expect(womenInBrawlsReady(gm(rows))).toMatchObject({ missing: "womenInBrawlsTable" });
        expect(womenInBrawlsResult(card, gm(rows))).toMatchObject({ missing: "womenInBrawlsTable" });
      }),
      RUNS,
    );
  });
});
