import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fraction, seededDice, sequenceDice, type GmTableData } from "../../../src/rules/core";
import { CHARACTER_TYPES } from "../../../src/rules/fill-yore-hands";
import {
  BREATH_MOVES,
  assertBreathRecord,
  breathAfterActivation,
  breathAllows,
  keepBreathOdds,
  movementDieReading,
  outaBreathRow,
  resolveRun,
  rollRunDistance,
  runBase,
  runDistanceFromFace,
  runNeedsBreathTest,
} from "../../../src/rules/fill-yore-hands/movement";
import { fieldOf } from "../helpers/errors";
import { RUNS, seedArb } from "../helpers/properties";

const gm = (rows: GmTableData["rows"]): GmTableData => ({ rows, sourceStatus: "gm-defined" });
const inchesArb = fc.integer({ min: 0, max: 12 });
/** A GM's filling of all six faces (faces 2 and 5 may differ from the book's: the GM's row wins). */
const dieTableArb = fc
  .array(inchesArb, { minLength: 6, maxLength: 6 })
  .map((v) => gm(Object.fromEntries(v.map((inches, i) => [String(i + 1), { inches }]))));
/** Some faces filled: a partial table. */
const partialDieArb = fc
  .subarray([1, 2, 3, 4, 5, 6])
  .chain((faces) => fc.tuple(fc.constant(faces), fc.array(inchesArb, { minLength: 6, maxLength: 6 })))
  .map(([faces, v]) => gm(Object.fromEntries(faces.map((f) => [String(f), { inches: v[f - 1] }]))));
const typeArb = fc.constantFrom(...CHARACTER_TYPES);
const breathTableArb = fc
  .array(
    fc.record({
      appliesTo: fc.constantFrom(...CHARACTER_TYPES, "any"),
      passOn: fc.integer({ min: 1, max: 6 }),
    }),
    {
      maxLength: 4,
    },
  )
  .map((rows) => gm(Object.fromEntries(rows.map((r, i) => [`r${i}`, r]))));
const recordArb = fc.record({ consecutiveRuns: fc.integer({ min: 0, max: 5 }), outaBreath: fc.boolean() });
const effectArb = fc.constantFrom("noRun" as const, "noMove" as const);
const baseArb = fc.integer({ min: 0, max: 24 });
/** Counts how many dice a source has given. */
function counting(seed: number) {
  const inner = seededDice(seed);
  const c = { reads: 0, roll: (faces: number) => (c.reads++, inner.roll(faces)) };
  return c;
}

describe("movement: properties", () => {
  it("movementDieReading: the GM's row, else the known faces 2 and 5, else missing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), partialDieArb, (face, table) => {
        const got = movementDieReading(face, table);
        const row = table.rows[String(face)];
        if (row) expect(got).toBe(row.inches);
        else if (face === 2 || face === 5) expect(got).toBe(face === 2 ? 2 : 4);
        else expect(got).toEqual({ missing: "movementDieMap", key: String(face) });
      }),
      RUNS,
    );
  });

  it("runBase takes any whole base from 0 to 24 and nothing else", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (base) => {
        if (base >= 0 && base <= 24) expect(runBase({ runBaseInches: base })).toBe(base);
        else expect(fieldOf(() => runBase({ runBaseInches: base }))).toBe("options.runBaseInches");
      }),
      RUNS,
    );
  });

  it("runDistanceFromFace is base + reading, or the face's missing row", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), partialDieArb, baseArb, (face, table, base) => {
        const got = runDistanceFromFace(face, table, { runBaseInches: base });
        const reading = movementDieReading(face, table);
        if (typeof reading === "number") expect(got).toEqual({ base, face, reading, inches: base + reading });
        else expect(got).toEqual(reading);
      }),
      RUNS,
    );
  });

  it("rollRunDistance reads one die with a full table, and none with a partial one", () => {
    fc.assert(
      fc.property(fc.oneof(dieTableArb, partialDieArb), baseArb, seedArb, (table, base, seed) => {
        const dice = counting(seed);
        const got = rollRunDistance(dice, table, { runBaseInches: base });
        const full = [1, 3, 4, 6].every((f) => table.rows[String(f)]);
        if (!full) {
          expect(got).toMatchObject({ missing: "movementDieMap" });
          expect(dice.reads).toBe(0);
        } else {
          expect(dice.reads).toBe(1);
          expect("inches" in got && got.inches - base).toBe(
            movementDieReading((got as { face: number }).face, table),
          );
        }
      }),
      RUNS,
    );
  });

  it("assertBreathRecord passes records through and names broken fields", () => {
    fc.assert(
      fc.property(recordArb, (record) => {
        expect(assertBreathRecord(record)).toEqual(record);
        expect(fieldOf(() => assertBreathRecord({ ...record, outaBreath: "yes" }))).toBe("record.outaBreath");
        expect(fieldOf(() => assertBreathRecord({ ...record, consecutiveRuns: 1.5 }))).toBe(
          "record.consecutiveRuns",
        );
      }),
      RUNS,
    );
  });

  it("breathAllows: standing still always; running only with breath; walking unless noMove", () => {
    fc.assert(
      fc.property(recordArb, effectArb, (record, outaBreathEffect) => {
        const a = breathAllows(record, { outaBreathEffect });
        expect(a.still).toBe(true);
        expect(a.run).toBe(!record.outaBreath);
        expect(a.walk).toBe(!record.outaBreath || outaBreathEffect === "noRun");
      }),
      RUNS,
    );
  });

  it("runNeedsBreathTest exactly after a run", () => {
    fc.assert(
      fc.property(recordArb, (record) => {
        expect(runNeedsBreathTest(record)).toBe(record.consecutiveRuns > 0);
      }),
      RUNS,
    );
  });

  it("outaBreathRow and keepBreathOdds: the type's row, else 'any', else missing", () => {
    fc.assert(
      fc.property(typeArb, breathTableArb, (type, table) => {
        const rows = Object.values(table.rows) as { appliesTo: string; passOn: number }[];
        const want = rows.find((r) => r.appliesTo === type) ?? rows.find((r) => r.appliesTo === "any");
        const got = outaBreathRow(type, table);
        if (want) {
          expect(got).toEqual(want);
          expect(keepBreathOdds(type, table)).toEqual(fraction(7 - want.passOn, 6));
        } else {
          expect(got).toEqual({ missing: "outaBreath", key: type });
          expect(keepBreathOdds(type, table)).toEqual(got);
        }
      }),
      RUNS,
    );
  });

  it("breathAfterActivation: the state machine over any allowed move", () => {
    fc.assert(
      fc.property(
        recordArb,
        fc.constantFrom(...BREATH_MOVES),
        typeArb,
        breathTableArb,
        effectArb,
        seedArb,
        (record, move, type, table, outaBreathEffect, seed) => {
          const options = { outaBreathEffect };
          const dice = counting(seed);
          const input = { record, move, type, dice, outaBreathTable: table, options };
          if (!breathAllows(record, options)[move]) {
            expect(fieldOf(() => breathAfterActivation(input))).toBe("move");
            return;
          }
          const got = breathAfterActivation(input);
          const tested = move === "run" && record.consecutiveRuns >= 1;
          const row = outaBreathRow(type, table);
          if (tested && "missing" in row) {
            expect(got).toEqual(row);
            expect(dice.reads).toBe(0);
            return;
          }
          if ("missing" in got) throw new Error("unexpected missing table");
          expect(dice.reads).toBe(tested ? 1 : 0);
          expect(got.record.consecutiveRuns).toBe(move === "run" ? record.consecutiveRuns + 1 : 0);
          expect(got.recovered).toBe(move === "still" && record.outaBreath);
          if (move === "still") expect(got.record.outaBreath).toBe(false);
          if (move === "walk") expect(got.record.outaBreath).toBe(record.outaBreath);
          if (got.test) expect(got.record.outaBreath).toBe(got.test.roll < got.test.passOn);
          else expect(move !== "run" || !tested).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it("resolveRun rolls nothing unless every table it needs is there, then the die and the test in order", () => {
    fc.assert(
      fc.property(
        recordArb.map((r) => ({ ...r, outaBreath: false })),
        typeArb,
        fc.oneof(dieTableArb, partialDieArb),
        breathTableArb,
        baseArb,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        (record, type, movementDieMap, outaBreath, base, face, breathRoll) => {
          const dice = sequenceDice(face, breathRoll);
          const options = { runBaseInches: base, outaBreathEffect: "noRun" as const };
          const got = resolveRun({ record, type, dice, tables: { movementDieMap, outaBreath }, options });
          if ("missing" in got) {
            expect(dice.used).toBe(0);
            return;
          }
          expect(got.distance).toEqual(runDistanceFromFace(face, movementDieMap, options));
          expect(got.breath.record.consecutiveRuns).toBe(record.consecutiveRuns + 1);
          expect(dice.used).toBe(record.consecutiveRuns >= 1 ? 2 : 1);
          if (got.breath.test) expect(got.breath.test.roll).toBe(breathRoll);
        },
      ),
      RUNS,
    );
  });
});
