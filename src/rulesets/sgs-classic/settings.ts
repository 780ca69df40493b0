import { I18N } from "../../config";
import { DEFAULT_RULES, RULE_SPECS, type ClassicRules } from "../../rules/sgs-classic/interpretations";
import { readingSettings } from "../../shell/reading-settings";

/**
 * Every advanced-rule toggle and every reading the guide makes of an unclear passage (SGS-Q01…Q62,
 * those with a second outcome: RULE_SPECS) as a world setting `classic.<id>`, the guide's choice the
 * default, and the whole set read back as the rules core's `ClassicRules` (the shell's
 * `reading-settings.ts` does the work).
 */
const SETTINGS = readingSettings<ClassicRules>({
  prefix: "classic",
  langPrefix: `${I18N}.Classic.Setting`,
  rulesetName: "Six Gun Sound (classic)",
  defaults: DEFAULT_RULES,
  specs: RULE_SPECS,
});

export { fitsSpec, type StoredReading } from "../../shell/reading-settings";
export const { settingKey, settingLabel, choiceLabel, settingConfig } = SETTINGS;
export const rulesFrom = SETTINGS.readingsFrom;
export const readClassicRules = SETTINGS.read;
export const registerClassicSettings = SETTINGS.register;
