import { statusEffectConfigs } from "./conditions/definitions";
import { setCardRules } from "../../shell/chat/card-rules";
import { blazeOfGloryCardRules } from "./table/card-rules";
import { registerConditionHooks } from "./conditions/hooks";
import { registerTable } from "./table/register";
import { newFigure, newOutfit, registerGenerators } from "./generators/register";
import { encounter, registerEncounters } from "./encounters/register";
import { encounterTable, registerTableButtons } from "./encounters/table-buttons";
import { lazyTableApi } from "./load";
import { deploymentApi } from "./deployment/register";
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
  setCardRules(blazeOfGloryCardRules);
  registerConditionHooks();
  registerTable();
  registerGenerators();
  registerEncounters();
  registerTableButtons();
}

/**
 * `game.sixGunSound` in a Blaze of Glory world: the table's entry points (rolls, the Draw, Fightin',
 * mount and vehicle tests...) and the figure and outfit generators, each loading the on-demand
 * runtime on its first call.
 */
export function blazeOfGloryApi(): Record<string, unknown> {
  return { ...lazyTableApi(), ...deploymentApi(), newFigure, newOutfit, encounter, encounterTable };
}
