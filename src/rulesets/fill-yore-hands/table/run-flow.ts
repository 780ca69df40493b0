import { isMissingTable, type DiceSource, type Fraction, type MissingTable } from "../../../rules/core";
import {
  breathAfterActivation,
  breathAllows,
  keepBreathOdds,
  resolveRun,
  runNeedsBreathTest,
  type ActivationBreath,
  type BreathRecord,
  type RunResult,
} from "../../../rules/fill-yore-hands/movement";
import type { FyhInterpretations } from "../../../rules/fill-yore-hands/interpretations";
import type { GmTableData } from "../../../rules/core/gm-table";
import type { CloseFigure } from "./close-common";
import { precheck } from "./close-precheck";

/** Running, the movement die, Outa Breath and standing still (guide §3.6, seed L95–L109). */

export interface RunTables {
  movementDieMap: GmTableData | undefined;
  outaBreath: GmTableData | undefined;
}

type RunOptions = Pick<FyhInterpretations, "runBaseInches" | "outaBreathEffect">;

/** The figure's breath as stored: its run streak and whether it is Outa Breath. */
export function breathRecord(f: CloseFigure): BreathRecord {
  return { consecutiveRuns: f.system.runStreak ?? 0, outaBreath: f.system.outaBreath === true };
}

function runInput(f: CloseFigure, tables: RunTables, options: RunOptions, dice: DiceSource) {
  return { record: breathRecord(f), type: f.system.characterType, dice, tables, options };
}

/** Why the figure may not run now ("outaBreath", FYH-Q25), the missing table, or null. */
export function runBlocked(
  f: CloseFigure,
  tables: RunTables,
  options: RunOptions,
): "outaBreath" | MissingTable | null {
  if (!breathAllows(breathRecord(f), options).run) return "outaBreath";
  const c = precheck((dice) => resolveRun(runInput(f, tables, options, dice)));
  return !c.ready && "missing" in c ? c.missing : null;
}

/** The chance of keeping breath when this run ends with a test; null when it does not. */
export function runBreathOdds(f: CloseFigure, tables: RunTables): Fraction | MissingTable | null {
  return runNeedsBreathTest(breathRecord(f))
    ? keepBreathOdds(f.system.characterType, tables.outaBreath)
    : null;
}

export function rollRunPlan(
  dice: DiceSource,
  f: CloseFigure,
  tables: RunTables,
  options: RunOptions,
): RunResult {
  const r = resolveRun(runInput(f, tables, options, dice));
  if (isMissingTable(r)) throw new Error(`run: table ${r.missing} went missing`);
  return r;
}

/** What the figure's sheet keeps after this activation. */
export function breathUpdate(breath: ActivationBreath, ran: boolean): Record<string, unknown> {
  return {
    "system.runStreak": breath.record.consecutiveRuns,
    "system.outaBreath": breath.record.outaBreath,
    "system.ranLastActivation": ran,
    "system.stoodStillLastActivation": !ran,
  };
}

/** Standing still for one activation: no die; an Outa Breath figure gets its wind back (L101). */
export function standStillPlan(f: CloseFigure, options: RunOptions): ActivationBreath {
  const r = breathAfterActivation({
    record: breathRecord(f),
    move: "still",
    type: f.system.characterType,
    dice: {
      roll: () => {
        throw new Error("standing still rolls nothing");
      },
    },
    outaBreathTable: undefined,
    options,
  });
  if (isMissingTable(r)) throw new Error("standing still needs no table");
  return r;
}

export type { MissingTable };
