import { I18N } from "../../config";
import {
  DEFAULT_INTERPRETATIONS,
  INTERPRETATION_SPECS,
  type FyhInterpretations,
} from "../../rules/fill-yore-hands/interpretations";
import { readingSettings } from "../../shell/reading-settings";

/**
 * Every reading the guide makes of an unclear passage (FYH-Q01…Q27) as a world setting `fyh.<id>`,
 * the guide's reading the default, and the whole set read back as the rules core's
 * `FyhInterpretations` (the shell's `reading-settings.ts` does the work).
 */
const SETTINGS = readingSettings<FyhInterpretations>({
  prefix: "fyh",
  langPrefix: `${I18N}.FYH.Setting`,
  rulesetName: "Fill Yore Hands!",
  defaults: DEFAULT_INTERPRETATIONS,
  specs: INTERPRETATION_SPECS,
});

export { fitsSpec, type StoredReading } from "../../shell/reading-settings";
export const { settingKey, settingLabel, choiceLabel, settingConfig } = SETTINGS;
export const interpretationsFrom = SETTINGS.readingsFrom;
export const readInterpretations = SETTINGS.read;
export const registerInterpretationSettings = SETTINGS.register;
