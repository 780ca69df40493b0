import type { DiceSource } from "../../core";
import { readInputs } from "./inputs";
import type { InputSpec, SpecialTableDefinition, SpecialTableId, SpecialTableResult } from "./types";

/**
 * Builds a special table's definition whose `roll` reads its own inputs first (defaults filled,
 * bad answers refused with a RulesError naming the field), so each table only writes its reading.
 */
export function specialTable(
  id: SpecialTableId,
  source: string,
  inputs: readonly InputSpec[],
  read: (dice: DiceSource, values: Record<string, number | boolean | string>) => SpecialTableResult,
): SpecialTableDefinition {
  return { id, source, inputs, roll: (dice, raw) => read(dice, readInputs(inputs, raw)) };
}
