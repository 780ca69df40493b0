/**
 * Every FYH GM table (FYH-M01…M15, guide §4.1 and §6.4): the shape of each lost table, with the
 * rows the surviving text gives and nothing else. The GM fills the rest inside Foundry.
 */
import { RulesError } from "../../core/errors";
import type { GmTableDefinition } from "../../core/gm-table";
import { frozen } from "../../core/frozen";
import { GM_TABLE_IDS, type GmTableId } from "../ids";
import { PERMISSIBLE_ACTIONS, SHOTGUN_AMMO } from "./actions";
import {
  BRAWLING_RATINGS,
  BRAWL_MODIFIERS,
  CHARM_LEVELS,
  QUICKNESS_VALUES,
  REAR_ATTACK_MODIFIERS,
  SHOOTING_SKILLS,
} from "./figures";
import { MOVEMENT_DIE_MAP, MOVEMENT_RATES, OUTA_BREATH } from "./movement";
import {
  ADDITIONAL_WOUNDS_RULE,
  BRAWL_WOUND_NAMES,
  DAMAGE_CARD_TABLE,
  WOMEN_IN_BRAWLS_TABLE,
} from "./wounds";

export * from "./actions";
export * from "./figures";
export * from "./movement";
export * from "./wounds";

/** The fifteen tables in the order of `GM_TABLE_IDS` (the order the GM's editor lists them). */
export const FYH_GM_TABLES: readonly GmTableDefinition[] = frozen([
  PERMISSIBLE_ACTIONS,
  DAMAGE_CARD_TABLE,
  ADDITIONAL_WOUNDS_RULE,
  QUICKNESS_VALUES,
  MOVEMENT_RATES,
  MOVEMENT_DIE_MAP,
  OUTA_BREATH,
  BRAWL_MODIFIERS,
  REAR_ATTACK_MODIFIERS,
  BRAWLING_RATINGS,
  BRAWL_WOUND_NAMES,
  CHARM_LEVELS,
  SHOOTING_SKILLS,
  SHOTGUN_AMMO,
  WOMEN_IN_BRAWLS_TABLE,
]);

/** The definition of one FYH GM table; an unknown id is a RulesError. */
export function fyhTable(id: GmTableId): GmTableDefinition {
  const table = FYH_GM_TABLES.find((t) => t.id === id);
  if (!table) throw new RulesError("id", id, `must be one of ${GM_TABLE_IDS.join(", ")}`);
  return table;
}
