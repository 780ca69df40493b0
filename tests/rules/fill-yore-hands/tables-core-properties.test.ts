/**
 * Properties of the core GM-table helpers over the FYH table definitions: every FYH lookup goes
 * through them, so they are checked here against each of the fifteen real shapes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  gmTableKeys,
  isMissingTable,
  lookupGmRow,
  missingGmKeys,
  requireGmTable,
  type GmTableData,
} from "../../../src/rules/core";
import { FYH_GM_TABLES } from "../../../src/rules/fill-yore-hands/tables";
import { RUNS } from "../helpers/properties";

const tableArb = fc.constantFrom(...FYH_GM_TABLES);
/** A table and a GM filling of some of its keys (or of some named rows, for a list table). */
const filledArb = tableArb.chain((table) => {
  const keys = gmTableKeys(table);
  const pool = keys.length > 0 ? keys : ["a", "b", "pinked", "quickAsAFox"];
  return fc.record({
    table: fc.constant(table),
    data: fc.option(
      fc.subarray(pool).map((ks): GmTableData => ({
        rows: Object.fromEntries(ks.map((k) => [k, { gm: k }])),
        sourceStatus: "gm-defined",
      })),
      { nil: undefined },
    ),
    key: fc.constantFrom(...pool),
  });
});

describe("GM-table helpers over the FYH tables: properties", () => {
  it("gmTableKeys: as many distinct keys as the die's faces or the deck's cards; none for a list", () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        const keys = gmTableKeys(table);
        expect(new Set(keys).size).toBe(keys.length);
        const k = table.keys;
        expect(keys.length).toBe(
          k.kind === "die" ? k.faces : k.kind === "list" ? 0 : k.deck === "standard" ? 52 : 54,
        );
      }),
      RUNS,
    );
  });

  it("lookupGmRow: the GM's row, else the text's, else a MissingTable naming the table and key", () => {
    fc.assert(
      fc.property(filledArb, ({ table, data, key }) => {
        const got = lookupGmRow(table, data, key);
        const want = data?.rows[key] ?? table.known?.[key];
        if (want) {
          expect(got).toBe(want);
          expect(isMissingTable(got)).toBe(false);
        } else {
          expect(got).toEqual({ missing: table.id, key });
          expect(isMissingTable(got)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it("missingGmKeys and requireGmTable agree: a fixed table needs every key, a list table a row", () => {
    fc.assert(
      fc.property(filledArb, ({ table, data }) => {
        const missing = missingGmKeys(table, data);
        for (const k of missing) expect(data?.rows[k] ?? table.known?.[k]).toBeUndefined();
        const need = requireGmTable(table, data);
        if (table.keys.kind === "list") {
          expect(missing).toEqual([]);
          expect(need === undefined).toBe(Object.keys(data?.rows ?? {}).length > 0);
        } else if (missing.length === 0) expect(need).toBeUndefined();
        else expect(need).toEqual({ missing: table.id, key: missing[0] });
        if (need) expect(isMissingTable(need)).toBe(true);
      }),
      RUNS,
    );
  });
});
