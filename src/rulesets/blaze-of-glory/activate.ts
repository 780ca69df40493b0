import { statusEffectConfigs } from "./conditions/definitions";
import { registerConditionHooks } from "./conditions/hooks";
import { registerTable } from "./table/register";
import { registerGenerators } from "./generators/register";
import type { RulesetStatus } from "../../shell/ruleset-definition";

/** Blaze of Glory's token conditions (`CONFIG.statusEffects` entries). */
export function blazeOfGloryStatuses(): RulesetStatus[] {
  return statusEffectConfigs() as unknown as RulesetStatus[];
}

/**
 * What a Blaze of Glory world registers at `init`: the table (settings, rolls, queries, chat cards,
 * the tracker's activation dice, `game.sixGunSound`), the conditions kept in step with the sheet,
 * and the figure and outfit generators.
 */
export function activateBlazeOfGlory(): void {
  registerConditionHooks();
  registerTable();
  registerGenerators();
}
