import type { GmTableDefinition, GmTableRow, MissingTable } from "../../core";
import { OPPOSITION_OPTIONS, type OppositionOption } from "./guidance";
import { DEFAULT_OPPOSITION_WEIGHTS, WEIGHT_RANGE } from "./weighted";

/**
 * The weights of the weighted die as a GM table: one row per open choice, its weight the number of
 * faces it holds. The rows shipped are OUR reading (`known`, labelled so in the editor's hint); the
 * book gives none (L4902 says only "logic and/or weighted die rolls").
 */
export const OPPOSITION_WEIGHTS_TABLE: GmTableDefinition = {
  id: "oppositionWeights",
  label: "SIXGUN.Opposition.Table.label",
  hint: "SIXGUN.Opposition.Table.hint",
  source: "L4902",
  keys: { kind: "list" },
  fields: [
    {
      id: "weight",
      label: "SIXGUN.Opposition.Table.weight",
      type: "number",
      integer: true,
      min: WEIGHT_RANGE.min,
      max: WEIGHT_RANGE.max,
    },
  ],
  known: Object.fromEntries(OPPOSITION_OPTIONS.map((o) => [o, { weight: DEFAULT_OPPOSITION_WEIGHTS[o] }])),
};

/**
 * The weights to roll with, read through `rowOf` (the GM's row, else ours): a row whose weight is
 * not a whole number in range keeps our default, so a damaged table never stops the die.
 */
export function readOppositionWeights(
  rowOf: (key: OppositionOption) => GmTableRow | MissingTable | undefined,
): Record<OppositionOption, number> {
  const out = { ...DEFAULT_OPPOSITION_WEIGHTS } as Record<OppositionOption, number>;
  for (const option of OPPOSITION_OPTIONS) {
    const weight = (rowOf(option) as { weight?: unknown } | undefined)?.weight;
    if (
      typeof weight === "number" &&
      Number.isInteger(weight) &&
      weight >= WEIGHT_RANGE.min &&
      weight <= WEIGHT_RANGE.max
    )
      out[option] = weight;
  }
  return out;
}
