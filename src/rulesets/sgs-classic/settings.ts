import { I18N, SYSTEM_ID } from "../../config";
import { DEFAULT_RULES, RULE_SPECS, type ClassicRules } from "../../rules/sgs-classic/interpretations";
import { fgame } from "../../shell/foundry";
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

/** The campaign's month (0 = January 1867, guide §4.1), advanced by the GM's monthly turn. */
export const CAMPAIGN_MONTH_KEY = "classic.campaignMonth";

type WorldSettings = {
  register(ns: string, key: string, config: unknown): void;
  get(ns: string, key: string): unknown;
  set(ns: string, key: string, value: unknown): Promise<unknown>;
};
const worldSettings = () => (fgame() as unknown as { settings: WorldSettings }).settings;

export function registerClassicSettingsAndMonth(): void {
  registerClassicSettings();
  worldSettings().register(SYSTEM_ID, CAMPAIGN_MONTH_KEY, {
    name: `${I18N}.Classic.Month.Setting`,
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}

/** The campaign month stored, or 0 when none is (or it is not a month index). */
export function readCampaignMonth(): number {
  try {
    const v = worldSettings().get(SYSTEM_ID, CAMPAIGN_MONTH_KEY);
    return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : 0;
  } catch {
    return 0;
  }
}

export async function writeCampaignMonth(month: number): Promise<void> {
  await worldSettings().set(SYSTEM_ID, CAMPAIGN_MONTH_KEY, month);
}
