import { describe, expect, it } from "vitest";
import { fraction, sequenceDice, type DiceSource, type GmTableData } from "../../../src/rules/core";
import {
  DEFAULT_INTERPRETATIONS,
  FRESH_BREATH,
  breathAfterActivation,
  breathAllows,
  keepBreathOdds,
  movementDieReading,
  outaBreathRow,
  resolveRun,
  rollRunDistance,
  runDistanceFromFace,
  runNeedsBreathTest,
  type BreathRecord,
} from "../../../src/rules/fill-yore-hands";
import { fieldOf } from "../helpers/errors";

const OPTS = DEFAULT_INTERPRETATIONS;
/** A die source that fails the test if anything reads it. */
const noDice: DiceSource = {
  roll() {
    throw new Error("no die may be read");
  },
};
const gm = (rows: GmTableData["rows"]): GmTableData => ({ rows, sourceStatus: "gm-defined" });
/** A GM's filling of the four lost faces (test values, not the book's). */
const DIE_FILLED = gm({ "1": { inches: 1 }, "3": { inches: 3 }, "4": { inches: 3 }, "6": { inches: 5 } });
/** A GM's Outa Breath rule: everyone keeps breath on 3 or more (a test value, not the book's). */
const BREATH_3 = gm({ everyone: { appliesTo: "any", passOn: 3 } });

describe("the movement die and running (L103–L107)", () => {
  it('W1a: Kid Snodgrass runs, the die shows 2: 8" + 2" = 10", and no breath test on a first run', () => {
    expect(movementDieReading(2, undefined)).toBe(2);
    expect(runDistanceFromFace(2, undefined, OPTS)).toEqual({ base: 8, face: 2, reading: 2, inches: 10 });
    expect(runNeedsBreathTest(FRESH_BREATH)).toBe(false);
    const after = breathAfterActivation({
      record: FRESH_BREATH,
      move: "run",
      type: "gunfighter",
      dice: noDice,
      outaBreathTable: undefined,
      options: OPTS,
    });
    expect(after).toEqual({ record: { consecutiveRuns: 1, outaBreath: false }, recovered: false });
  });

  it('W1b: on his next card he runs again, the die shows 5, read as 4": 12", and he must test', () => {
    expect(movementDieReading(5, undefined)).toBe(4);
    expect(runDistanceFromFace(5, undefined, OPTS)).toEqual({ base: 8, face: 5, reading: 4, inches: 12 });
    expect(runNeedsBreathTest({ consecutiveRuns: 1, outaBreath: false })).toBe(true);
  });

  it("W1c: his breath test rolls a 3 and he keeps his breath (under a GM rule that passes a 3)", () => {
    const after = breathAfterActivation({
      record: { consecutiveRuns: 1, outaBreath: false },
      move: "run",
      type: "gunfighter",
      dice: sequenceDice(3),
      outaBreathTable: BREATH_3,
      options: OPTS,
    });
    expect(after).toEqual({
      record: { consecutiveRuns: 2, outaBreath: false },
      test: { roll: 3, passOn: 3, keptBreath: true },
      recovered: false,
    });
    expect(breathAllows((after as { record: BreathRecord }).record, OPTS)).toEqual({
      run: true,
      walk: true,
      still: true,
    });
  });

  it('W1a–W1c as whole runs with the die table filled: 10", then 12" and a kept breath', () => {
    const tables = { movementDieMap: DIE_FILLED, outaBreath: BREATH_3 };
    const first = resolveRun({
      record: FRESH_BREATH,
      type: "gunfighter",
      dice: sequenceDice(2),
      tables,
      options: OPTS,
    });
    expect(first).toMatchObject({ distance: { inches: 10 }, breath: { record: { consecutiveRuns: 1 } } });
    expect("breath" in first && first.breath.test).toBeUndefined();
    const record = (first as { breath: { record: BreathRecord } }).breath.record;
    const dice = sequenceDice(5, 3);
    const second = resolveRun({ record, type: "gunfighter", dice, tables, options: OPTS });
    expect(second).toMatchObject({
      distance: { face: 5, reading: 4, inches: 12 },
      breath: { record: { consecutiveRuns: 2, outaBreath: false }, test: { roll: 3, keptBreath: true } },
    });
    expect(dice.remaining).toBe(0);
  });

  it("a failed test leaves the figure Outa Breath; a third run in a row tests again", () => {
    const failed = breathAfterActivation({
      record: { consecutiveRuns: 1, outaBreath: false },
      move: "run",
      type: "cowboy",
      dice: sequenceDice(2),
      outaBreathTable: BREATH_3,
      options: OPTS,
    });
    expect(failed).toMatchObject({
      record: { consecutiveRuns: 2, outaBreath: true },
      test: { keptBreath: false },
    });
    const third = breathAfterActivation({
      record: { consecutiveRuns: 2, outaBreath: false },
      move: "run",
      type: "cowboy",
      dice: sequenceDice(6),
      outaBreathTable: BREATH_3,
      options: OPTS,
    });
    expect(third).toMatchObject({ record: { consecutiveRuns: 3 }, test: { roll: 6, keptBreath: true } });
  });

  it("the run base follows FYH-Q16", () => {
    expect(runDistanceFromFace(5, undefined, { runBaseInches: 6 })).toMatchObject({ inches: 10 });
  });
});

describe("missing tables: reported before any die is read", () => {
  it("a run with the die table unfilled rolls nothing (faces 1, 3, 4 and 6 are lost)", () => {
    expect(rollRunDistance(noDice, undefined, OPTS)).toEqual({ missing: "movementDieMap", key: "1" });
    expect(rollRunDistance(noDice, gm({ "1": { inches: 1 } }), OPTS)).toEqual({
      missing: "movementDieMap",
      key: "3",
    });
    expect(movementDieReading(4, undefined)).toEqual({ missing: "movementDieMap", key: "4" });
    expect(
      resolveRun({
        record: FRESH_BREATH,
        type: "townie",
        dice: noDice,
        tables: { movementDieMap: undefined, outaBreath: BREATH_3 },
        options: OPTS,
      }),
    ).toEqual({ missing: "movementDieMap", key: "1" });
  });

  it("a second run with the breath table unfilled rolls neither die", () => {
    const record = { consecutiveRuns: 1, outaBreath: false };
    const tables = { movementDieMap: DIE_FILLED, outaBreath: undefined };
    expect(resolveRun({ record, type: "sojer", dice: noDice, tables, options: OPTS })).toEqual({
      missing: "outaBreath",
      key: "sojer",
    });
    expect(
      breathAfterActivation({
        record,
        move: "run",
        type: "sojer",
        dice: noDice,
        outaBreathTable: undefined,
        options: OPTS,
      }),
    ).toEqual({ missing: "outaBreath", key: "sojer" });
    // A row for another type does not cover this one.
    const otherType = gm({ a: { appliesTo: "drunk", passOn: 4 } });
    expect(
      resolveRun({
        record,
        type: "sojer",
        dice: noDice,
        tables: { ...tables, outaBreath: otherType },
        options: OPTS,
      }),
    ).toEqual({ missing: "outaBreath", key: "sojer" });
    expect(keepBreathOdds("sojer", otherType)).toEqual({ missing: "outaBreath", key: "sojer" });
  });

  it("a first run does not need the breath table", () => {
    const tables = { movementDieMap: DIE_FILLED, outaBreath: undefined };
    expect(
      resolveRun({ record: FRESH_BREATH, type: "sojer", dice: sequenceDice(6), tables, options: OPTS }),
    ).toMatchObject({ distance: { inches: 13 } });
  });
});

describe("Outa Breath: its rule rows, its effect (FYH-Q25) and recovery (L101)", () => {
  it("a type's own row wins over the 'any' row; the odds of keeping breath are (7 − passOn)/6", () => {
    const table = gm({ a: { appliesTo: "any", passOn: 4 }, b: { appliesTo: "drunk", passOn: 5 } });
    expect(outaBreathRow("drunk", table)).toEqual({ appliesTo: "drunk", passOn: 5 });
    expect(outaBreathRow("preacher", table)).toEqual({ appliesTo: "any", passOn: 4 });
    expect(keepBreathOdds("drunk", table)).toEqual(fraction(1, 3));
    expect(keepBreathOdds("preacher", table)).toEqual(fraction(1, 2));
  });

  it("Q25: an Outa Breath figure may not run (noRun), or not move at all (noMove)", () => {
    const out = { consecutiveRuns: 2, outaBreath: true };
    expect(breathAllows(out, { outaBreathEffect: "noRun" })).toEqual({ run: false, walk: true, still: true });
    expect(breathAllows(out, { outaBreathEffect: "noMove" })).toEqual({
      run: false,
      walk: false,
      still: true,
    });
    const base = { record: out, type: "townie" as const, dice: noDice, outaBreathTable: BREATH_3 };
    expect(fieldOf(() => breathAfterActivation({ ...base, move: "run", options: OPTS }))).toBe("move");
    expect(
      fieldOf(() =>
        breathAfterActivation({ ...base, move: "walk", options: { outaBreathEffect: "noMove" } }),
      ),
    ).toBe("move");
    const tables = { movementDieMap: DIE_FILLED, outaBreath: BREATH_3 };
    expect(
      fieldOf(() => resolveRun({ record: out, type: "townie", dice: noDice, tables, options: OPTS })),
    ).toBe("record.outaBreath");
  });

  it("T28: an Outa Breath figure that stands still for one activation has recovered", () => {
    const after = breathAfterActivation({
      record: { consecutiveRuns: 2, outaBreath: true },
      move: "still",
      type: "townie",
      dice: noDice,
      outaBreathTable: undefined,
      options: OPTS,
    });
    expect(after).toEqual({ record: FRESH_BREATH, recovered: true });
    expect(breathAllows((after as { record: BreathRecord }).record, OPTS).run).toBe(true);
  });

  it("walking breaks the run of runs but does not bring the breath back", () => {
    const walked = breathAfterActivation({
      record: { consecutiveRuns: 2, outaBreath: true },
      move: "walk",
      type: "townie",
      dice: noDice,
      outaBreathTable: undefined,
      options: OPTS,
    });
    expect(walked).toEqual({ record: { consecutiveRuns: 0, outaBreath: true }, recovered: false });
    const fresh = breathAfterActivation({
      record: { consecutiveRuns: 1, outaBreath: false },
      move: "walk",
      type: "townie",
      dice: noDice,
      outaBreathTable: undefined,
      options: OPTS,
    });
    expect(fresh).toEqual({ record: FRESH_BREATH, recovered: false });
  });
});

describe("bad input is a RulesError naming the field", () => {
  it("die faces, GM rows, records and readings", () => {
    expect(fieldOf(() => movementDieReading(7, undefined))).toBe("face");
    expect(fieldOf(() => movementDieReading(3, gm({ "3": { inches: -1 } })))).toBe(
      "movementDieMap.rows.3.inches",
    );
    expect(fieldOf(() => movementDieReading(3, gm({ "3": { inches: "3" } })))).toBe(
      "movementDieMap.rows.3.inches",
    );
    expect(fieldOf(() => movementDieReading(3, { rows: null } as unknown as GmTableData))).toBe(
      "movementDieMap",
    );
    const badFace = gm({ ...DIE_FILLED.rows, "6": { inches: Number.NaN } });
    expect(fieldOf(() => rollRunDistance(noDice, badFace, OPTS))).toBe("movementDieMap.rows.6.inches");
    expect(fieldOf(() => runDistanceFromFace(2, undefined, { runBaseInches: 2.5 }))).toBe(
      "options.runBaseInches",
    );
    expect(fieldOf(() => outaBreathRow("townie", gm({ x: { appliesTo: "ghost", passOn: 3 } })))).toBe(
      "outaBreath.rows.x.appliesTo",
    );
    expect(fieldOf(() => outaBreathRow("townie", gm({ x: { appliesTo: "any", passOn: 0 } })))).toBe(
      "outaBreath.rows.x.passOn",
    );
    expect(fieldOf(() => outaBreathRow("ghost" as "townie", BREATH_3))).toBe("type");
    expect(fieldOf(() => runNeedsBreathTest({ consecutiveRuns: -1, outaBreath: false }))).toBe(
      "record.consecutiveRuns",
    );
    expect(fieldOf(() => breathAllows(FRESH_BREATH, { outaBreathEffect: "sometimes" as "noRun" }))).toBe(
      "options.outaBreathEffect",
    );
    expect(
      fieldOf(() =>
        breathAfterActivation({
          record: FRESH_BREATH,
          move: "crawl" as "walk",
          type: "townie",
          dice: noDice,
          outaBreathTable: undefined,
          options: OPTS,
        }),
      ),
    ).toBe("move");
  });
});
