import { SYSTEM_ID } from "../config";
import { RULESETS } from "../rulesets";
import { registerSettings } from "../settings";
import { registerNameHooks } from "./names";
import { registerMigrationSettings } from "../shell/migrations/runner";
import { chosenRuleset, registerRulesets } from "../shell/registry";
import { registerRulesetVisibility } from "../shell/visibility";
import { registerPluralHelper } from "../shell/plural";

/**
 * Wires the shell and every ruleset into Foundry; runs once, before the world loads. Every
 * ruleset's document types are registered; the world's ruleset (its setting, read here as public
 * V13 systems read theirs at `init`) is activated.
 */
export function init(): void {
  registerSettings();
  registerMigrationSettings();
  registerNameHooks();
  registerPluralHelper();
  const active = chosenRuleset(RULESETS, () => game.settings!.get(SYSTEM_ID, "ruleset" as never));
  registerRulesets(RULESETS, active);
  registerRulesetVisibility(RULESETS, active);
}
