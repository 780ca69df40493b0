import type { DiceSource } from "../../core/dice";
import { RulesError, assertOneOf } from "../../core/errors";
import type { GmTableData, MissingTable } from "../../core/gm-table";
import { CHARACTER_TYPES, type CharacterType } from "../ids";
import type { FyhInterpretations } from "../interpretations";
import {
  assertBreathRecord,
  breathAllows,
  breathAfterActivation,
  outaBreathRow,
  runNeedsBreathTest,
  type ActivationBreath,
  type BreathRecord,
} from "./breath";
import { rollRunDistance, type RunDistance } from "./die";

export interface RunInput {
  readonly record: BreathRecord;
  readonly type: CharacterType;
  readonly dice: DiceSource;
  readonly tables: {
    readonly movementDieMap: GmTableData | undefined;
    readonly outaBreath: GmTableData | undefined;
  };
  readonly options: Pick<FyhInterpretations, "runBaseInches" | "outaBreathEffect">;
}

export interface RunResult {
  readonly distance: RunDistance;
  readonly breath: ActivationBreath;
}

/**
 * A whole run (guide §3.6): the movement die, then, on a second or later run in a row, the breath
 * test. Both tables are checked before either die is read, so a missing one rolls nothing.
 */
export function resolveRun(input: RunInput): RunResult | MissingTable {
  const record = assertBreathRecord(input?.record);
  assertOneOf("type", input.type, CHARACTER_TYPES);
  if (!breathAllows(record, input.options).run)
    throw new RulesError(
      "record.outaBreath",
      true,
      "an Outa Breath figure may not run until it stands still",
    );
  if (runNeedsBreathTest(record)) {
    const row = outaBreathRow(input.type, input.tables?.outaBreath);
    if ("missing" in row) return row;
  }
  const distance = rollRunDistance(input.dice, input.tables?.movementDieMap, input.options);
  if ("missing" in distance) return distance;
  const breath = breathAfterActivation({
    record,
    move: "run",
    type: input.type,
    dice: input.dice,
    outaBreathTable: input.tables.outaBreath,
    options: input.options,
  });
  // The breath table was checked above: a MissingTable here would mean a die was already read.
  if ("missing" in breath) throw new RulesError("tables.outaBreath", breath, "went missing mid-run");
  return { distance, breath };
}
