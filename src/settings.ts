import { I18N, SYSTEM_ID } from "./config";
import { DEFAULT_RULESET, rulesetChoices } from "./rulesets";

/** World and client settings. Registered in init, before any document is prepared. */
export function registerSettings(): void {
  game.settings!.register(SYSTEM_ID, "ruleset", {
    name: `${I18N}.Settings.ruleset.name`,
    hint: `${I18N}.Settings.ruleset.hint`,
    scope: "world",
    config: true,
    type: String,
    choices: rulesetChoices(),
    default: DEFAULT_RULESET,
    requiresReload: true,
  });
}
