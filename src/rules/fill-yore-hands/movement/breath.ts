import { d6, type DiceSource } from "../../core/dice";
import { RulesError, assertBoolean, assertInteger, assertOneOf } from "../../core/errors";
import type { GmTableData, MissingTable } from "../../core/gm-table";
import { frozen } from "../../core/frozen";
import { fraction, type Fraction } from "../../core/probability";
import { CHARACTER_TYPES, type CharacterType } from "../ids";
import type { FyhInterpretations } from "../interpretations";
import { assertTableData } from "../tables/data";

/**
 * Outa Breath (guide §3.6, seed L99–L101, example L107–L109) as a small state machine over a
 * figure's activations. A figure that runs on two or more activations in a row tests a D6 at the
 * end of each run after the first; on a failure it is Outa Breath (what that forbids is FYH-Q25)
 * until it spends one activation standing still. The number needed is the lost `outaBreath` table.
 */

/** How a figure moved in one activation: any activation without moving counts as standing still. */
export const BREATH_MOVES = ["run", "walk", "still"] as const;
export type BreathMove = (typeof BREATH_MOVES)[number];

export interface BreathRecord {
  /** Runs in a row, up to and including the figure's last activation. */
  readonly consecutiveRuns: number;
  readonly outaBreath: boolean;
}

export const FRESH_BREATH: BreathRecord = frozen({ consecutiveRuns: 0, outaBreath: false });

type BreathOptions = Pick<FyhInterpretations, "outaBreathEffect">;

export function assertBreathRecord(record: unknown): BreathRecord {
  if (typeof record !== "object" || record === null)
    throw new RulesError("record", record, "must be an object");
  const r = record as Record<string, unknown>;
  assertInteger("record.consecutiveRuns", r.consecutiveRuns, 0, 1000);
  assertBoolean("record.outaBreath", r.outaBreath);
  return { consecutiveRuns: r.consecutiveRuns as number, outaBreath: r.outaBreath as boolean };
}

/** What the figure may do this activation: an Outa Breath figure may not run, or (FYH-Q25) not move. */
export function breathAllows(
  record: BreathRecord,
  options: BreathOptions,
): Readonly<Record<BreathMove, boolean>> {
  const r = assertBreathRecord(record);
  const effect = assertOneOf("options.outaBreathEffect", options?.outaBreathEffect, ["noRun", "noMove"]);
  return { run: !r.outaBreath, walk: !r.outaBreath || effect === "noRun", still: true };
}

/** Whether running now would be a second (or later) run in a row, and so end with a breath test. */
export function runNeedsBreathTest(record: BreathRecord): boolean {
  return assertBreathRecord(record).consecutiveRuns >= 1;
}

/** The `outaBreath` row for a figure: its type's own row, else the "any" row. */
export interface OutaBreathRow {
  readonly appliesTo: CharacterType | "any";
  readonly passOn: number;
}

/**
 * The row that sets a figure's test, or `{ missing: "outaBreath", key: type }` when the GM has
 * written neither a row for its type nor an "any" row. Every row is checked, so a bad one is
 * reported even when another applies.
 */
export function outaBreathRow(
  type: CharacterType,
  table: GmTableData | undefined,
): OutaBreathRow | MissingTable {
  assertOneOf("type", type, CHARACTER_TYPES);
  const data = assertTableData("outaBreath", table);
  const rows = Object.entries(data?.rows ?? {}).map(([key, row]): OutaBreathRow => {
    const appliesTo = assertOneOf(`outaBreath.rows.${key}.appliesTo`, row.appliesTo, [
      ...CHARACTER_TYPES,
      "any",
    ]);
    const passOn = assertInteger(`outaBreath.rows.${key}.passOn`, row.passOn, 1, 6);
    return { appliesTo, passOn };
  });
  return (
    rows.find((r) => r.appliesTo === type) ??
    rows.find((r) => r.appliesTo === "any") ?? { missing: "outaBreath", key: type }
  );
}

/** Exact chance that a figure keeps its breath on the test: (7 − passOn) / 6. */
export function keepBreathOdds(type: CharacterType, table: GmTableData | undefined): Fraction | MissingTable {
  const row = outaBreathRow(type, table);
  return "missing" in row ? row : fraction(7 - row.passOn, 6);
}

export interface BreathTest {
  readonly roll: number;
  readonly passOn: number;
  readonly keptBreath: boolean;
}

export interface ActivationBreath {
  readonly record: BreathRecord;
  /** The D6 test at the end of a second or later run in a row. */
  readonly test?: BreathTest;
  /** An Outa Breath figure that stood still has its breath back (L101, T28). */
  readonly recovered: boolean;
}

export interface BreathAfterActivationInput {
  readonly record: BreathRecord;
  readonly move: BreathMove;
  readonly type: CharacterType;
  readonly dice: DiceSource;
  readonly outaBreathTable: GmTableData | undefined;
  readonly options: BreathOptions;
}

/**
 * Closes one activation of a figure. Running again after a run tests the figure's breath; the
 * table row is found before the die is read, so a missing table costs nothing. A move the figure's
 * state forbids is a RulesError (check {@link breathAllows} first).
 */
export function breathAfterActivation(input: BreathAfterActivationInput): ActivationBreath | MissingTable {
  const record = assertBreathRecord(input?.record);
  const move = assertOneOf("move", input.move, BREATH_MOVES);
  if (!breathAllows(record, input.options)[move])
    throw new RulesError("move", move, "is not allowed while the figure is Outa Breath");
  if (move === "still") return { record: FRESH_BREATH, recovered: record.outaBreath };
  if (move === "walk")
    return { record: { consecutiveRuns: 0, outaBreath: record.outaBreath }, recovered: false };
  const consecutiveRuns = record.consecutiveRuns + 1;
  if (consecutiveRuns < 2)
    return { record: { consecutiveRuns, outaBreath: record.outaBreath }, recovered: false };
  const row = outaBreathRow(input.type, input.outaBreathTable);
  if ("missing" in row) return row;
  const roll = d6(input.dice);
  const keptBreath = roll >= row.passOn;
  return {
    record: { consecutiveRuns, outaBreath: !keptBreath },
    test: { roll, passOn: row.passOn, keptBreath },
    recovered: false,
  };
}
