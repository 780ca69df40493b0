import type { GmTableDefinition } from "../../core/gm-table";
import { frozen } from "../../core/frozen";
import { fieldLabel, tableLabels } from "./keys";

/** The movement tables the seed lost: rates, the movement die's reading, the Outa Breath test. */

/** FYH-M05: "Movement rates are:" (L97) is followed by nothing. */
export const MOVEMENT_RATES: GmTableDefinition = frozen({
  id: "movementRates",
  ...tableLabels("movementRates"),
  source: "FYH-M05, L97–L98",
  keys: { kind: "list" },
  fields: [
    { id: "name", label: fieldLabel("movementRates", "name"), type: "text" },
    { id: "inches", label: fieldLabel("movementRates", "inches"), type: "number", min: 0 },
  ],
});

/**
 * FYH-M06: the movement die is "read as:" (L105) a table that is lost. Kid Snodgrass's runs (L107)
 * give two faces: a 2 reads 2" and a 5 reads 4". The other four faces are the GM's.
 */
export const MOVEMENT_DIE_MAP: GmTableDefinition = frozen({
  id: "movementDieMap",
  ...tableLabels("movementDieMap"),
  source: "FYH-M06, L105–L107",
  keys: { kind: "die", faces: 6 },
  fields: [{ id: "inches", label: fieldLabel("movementDieMap", "inches"), type: "number", min: 0 }],
  known: { "2": { inches: 2 }, "5": { inches: 4 } },
});

/**
 * FYH-M07: the Outa Breath test (L101) has no number. Each row says whom it applies to (a
 * character type id, or "any" for everyone without a row of their own) and the lowest D6 that
 * keeps the figure's breath. What being Outa Breath does is the FYH-Q25 setting, not a row. The
 * 3 that kept Kid Snodgrass breathing (L107–L109) is one roll, not a threshold: no row is known.
 */
export const OUTA_BREATH: GmTableDefinition = frozen({
  id: "outaBreath",
  ...tableLabels("outaBreath"),
  source: "FYH-M07, L101, L107–L109",
  keys: { kind: "list" },
  fields: [
    { id: "appliesTo", label: fieldLabel("outaBreath", "appliesTo"), type: "text" },
    {
      id: "passOn",
      label: fieldLabel("outaBreath", "passOn"),
      type: "number",
      integer: true,
      min: 1,
      max: 6,
    },
  ],
});
