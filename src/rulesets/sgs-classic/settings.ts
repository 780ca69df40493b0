import { I18N, SYSTEM_ID } from "../../config";
import { fgame } from "../../shell/foundry";
import {
  DEFAULT_RULES,
  RULE_SPECS,
  type ClassicRules,
  type RuleSpec,
} from "../../rules/sgs-classic/interpretations";

/**
 * Every advanced-rule toggle and every reading the guide makes of an unclear passage (SGS-Q01…Q62,
 * those with a second outcome: RULE_SPECS) as a world setting, the guide's choice the default, and
 * the whole set read back as the rules core's `ClassicRules`.
 */

/** The setting key of one rule: `classic.<id>` in the system's namespace. */
export function settingKey(id: keyof ClassicRules): string {
  return `classic.${id}`;
}

/** Lang keys of a reading's name, hint and choices. */
export function settingLabel(id: string, part: "name" | "hint"): string {
  return `${I18N}.Classic.Setting.${id}.${part}`;
}
export function choiceLabel(id: string, choice: string): string {
  return `${I18N}.Classic.Setting.${id}.choices.${choice}`;
}

/** Whether a stored value fits its spec (a boolean, one of the choices, a whole number in range). */
export function fitsSpec(spec: RuleSpec, value: unknown): boolean {
  switch (spec.kind) {
    case "boolean":
      return typeof value === "boolean";
    case "choice":
      return typeof value === "string" && spec.choices.includes(value);
    case "number":
      return typeof value === "number" && Number.isInteger(value) && value >= spec.min && value <= spec.max;
  }
}

/** Read outcome of one setting: the stored value, nothing stored yet, or a value that does not fit. */
export type StoredReading = { found: true; value: unknown } | { found: false };

/**
 * Builds the readings from what `read` finds. A value that does not fit its spec falls back to the
 * guide's reading with a warning naming the setting; an unregistered setting (a world playing
 * another ruleset, or before `init`) falls back silently. Never throws.
 */
export function rulesFrom(
  read: (key: string) => StoredReading,
  warn: (message: string) => void = () => undefined,
): ClassicRules {
  const out: Record<string, unknown> = { ...DEFAULT_RULES };
  for (const spec of RULE_SPECS) {
    let stored: StoredReading;
    try {
      stored = read(settingKey(spec.id));
    } catch {
      stored = { found: false };
    }
    if (!stored.found) continue;
    if (fitsSpec(spec, stored.value)) out[spec.id] = stored.value;
    else
      warn(
        `Six Gun Sound | Six Gun Sound (classic) setting ${settingKey(spec.id)} (${spec.q}) holds ${JSON.stringify(
          stored.value,
        )}, which it cannot use: playing by the guide's reading, ${JSON.stringify(DEFAULT_RULES[spec.id])}.`,
      );
  }
  return Object.freeze(out) as unknown as ClassicRules;
}

type SettingsApi = {
  register(ns: string, key: string, config: unknown): void;
  get(ns: string, key: string): unknown;
  settings: Map<string, unknown>;
};

function settingsApi(): SettingsApi | undefined {
  return (fgame() as unknown as { settings?: SettingsApi }).settings;
}

/** Warnings already shown: derived data reads the settings for every figure, so say it once. */
const warned = new Set<string>();

/** The current readings of this world (defaults where a setting cannot be read). Never throws. */
export function readClassicRules(): ClassicRules {
  let settings: SettingsApi | undefined;
  try {
    settings = settingsApi();
  } catch {
    settings = undefined;
  }
  return rulesFrom(
    (key) => {
      if (!settings?.settings?.has?.(`${SYSTEM_ID}.${key}`)) return { found: false };
      return { found: true, value: settings.get(SYSTEM_ID, key) };
    },
    (message) => {
      if (warned.has(message)) return;
      warned.add(message);
      console.warn(message);
    },
  );
}

/** The Foundry setting config of one reading (pure: tests check names, types and choices). */
export function settingConfig(spec: RuleSpec): Record<string, unknown> {
  const config: Record<string, unknown> = {
    name: settingLabel(spec.id, "name"),
    hint: settingLabel(spec.id, "hint"),
    scope: "world",
    config: true,
    default: DEFAULT_RULES[spec.id],
    type: spec.kind === "boolean" ? Boolean : spec.kind === "number" ? Number : String,
  };
  if (spec.kind === "choice")
    config.choices = Object.fromEntries(spec.choices.map((c) => [c, choiceLabel(spec.id, c)]));
  if (spec.kind === "number") config.range = { min: spec.min, max: spec.max, step: 1 };
  return config;
}

/** Registers every reading as a world setting. Called from `activate()` at `init`. */
export function registerClassicSettings(): void {
  const settings = settingsApi();
  if (!settings) return;
  for (const spec of RULE_SPECS) settings.register(SYSTEM_ID, settingKey(spec.id), settingConfig(spec));
}
