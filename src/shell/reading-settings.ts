import { SYSTEM_ID } from "../config";
import { fgame } from "./foundry";

/**
 * A ruleset's readings (the choices its book leaves open, and its optional rules) as world
 * settings: one setting per field of the ruleset's options object, registered at `init`, read back
 * as the whole object, each stored value checked against its spec (a value that does not fit falls
 * back to the default with one warning naming the setting; an unregistered setting falls back
 * silently). Never throws: derived data reads it for every figure.
 */

export type ReadingSpec<K extends string = string> =
  | { readonly id: K; readonly q: string; readonly kind: "boolean" }
  | { readonly id: K; readonly q: string; readonly kind: "choice"; readonly choices: readonly string[] }
  | {
      readonly id: K;
      readonly q: string;
      readonly kind: "number";
      readonly min: number;
      readonly max: number;
    };

/** Read outcome of one setting: the stored value, or nothing stored (unregistered, unreadable). */
export type StoredReading = { found: true; value: unknown } | { found: false };

export interface ReadingSettingsDefinition<T extends object> {
  /** Setting keys are `<prefix>.<id>` in the system's namespace. */
  readonly prefix: string;
  /** Lang keys are `<langPrefix>.<id>.name|hint|choices.<choice>`. */
  readonly langPrefix: string;
  /** The ruleset's name in warnings. */
  readonly rulesetName: string;
  readonly defaults: T;
  readonly specs: readonly ReadingSpec<keyof T & string>[];
}

/** Whether a stored value fits its spec (a boolean, one of the choices, a whole number in range). */
export function fitsSpec(spec: ReadingSpec, value: unknown): boolean {
  switch (spec.kind) {
    case "boolean":
      return typeof value === "boolean";
    case "choice":
      return typeof value === "string" && spec.choices.includes(value);
    case "number":
      return typeof value === "number" && Number.isInteger(value) && value >= spec.min && value <= spec.max;
  }
}

type SettingsApi = {
  register(ns: string, key: string, config: unknown): void;
  get(ns: string, key: string): unknown;
  settings: Map<string, unknown>;
};

function settingsApi(): SettingsApi | undefined {
  try {
    return (fgame() as unknown as { settings?: SettingsApi }).settings;
  } catch {
    return undefined;
  }
}

export function readingSettings<T extends object>(def: ReadingSettingsDefinition<T>) {
  const settingKey = (id: keyof T & string): string => `${def.prefix}.${id}`;
  const settingLabel = (id: string, part: "name" | "hint"): string => `${def.langPrefix}.${id}.${part}`;
  const choiceLabel = (id: string, choice: string): string => `${def.langPrefix}.${id}.choices.${choice}`;

  /** Builds the readings from what `read` finds (see the module's comment). */
  function readingsFrom(
    read: (key: string) => StoredReading,
    warn: (message: string) => void = () => undefined,
  ): T {
    const out = { ...def.defaults } as Record<string, unknown>;
    for (const spec of def.specs) {
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
          `Six Gun Sound | ${def.rulesetName} setting ${settingKey(spec.id)} (${spec.q}) holds ${JSON.stringify(
            stored.value,
          )}, which it cannot use: playing by the guide's reading, ${JSON.stringify(def.defaults[spec.id])}.`,
        );
    }
    return Object.freeze(out) as T;
  }

  /** Warnings already shown: derived data reads the settings for every figure, so say it once. */
  const warned = new Set<string>();

  /** The current readings of this world (defaults where a setting cannot be read). Never throws. */
  function read(): T {
    const settings = settingsApi();
    return readingsFrom(
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
  function settingConfig(spec: ReadingSpec<keyof T & string>): Record<string, unknown> {
    const config: Record<string, unknown> = {
      name: settingLabel(spec.id, "name"),
      hint: settingLabel(spec.id, "hint"),
      scope: "world",
      config: true,
      default: def.defaults[spec.id],
      type: spec.kind === "boolean" ? Boolean : spec.kind === "number" ? Number : String,
    };
    if (spec.kind === "choice")
      config.choices = Object.fromEntries(spec.choices.map((c) => [c, choiceLabel(spec.id, c)]));
    if (spec.kind === "number") config.range = { min: spec.min, max: spec.max, step: 1 };
    return config;
  }

  /** Registers every reading as a world setting (the ruleset's `activate()`, at `init`). */
  function register(): void {
    const settings = settingsApi();
    if (!settings) return;
    for (const spec of def.specs) settings.register(SYSTEM_ID, settingKey(spec.id), settingConfig(spec));
  }

  return { settingKey, settingLabel, choiceLabel, readingsFrom, read, settingConfig, register };
}
