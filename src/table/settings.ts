import { I18N, SYSTEM_ID } from "../config";
import { setSkipHeld } from "./dialogs";
import { fgame } from "./foundry";
import type { ReactionOptions } from "../rules/blaze-of-glory/reactions";
import type { ShootingOptions } from "../rules/blaze-of-glory/shooting";
import type { DrawOptions } from "../rules/blaze-of-glory/draw";
import type { MeleeOptions } from "../rules/blaze-of-glory/melee";
import type { RecoveryOptions } from "../rules/blaze-of-glory/aftermath";
import type { MoveFastOptions } from "../rules/blaze-of-glory/movement";

/**
 * World settings of the table: every OPEN point of the rules guide that the rules core exposes as an
 * option (with the guide's reading as default), the Star advantages, and how the table plays
 * (Hands' directives applied without a click, how long a player has to answer a reaction). The
 * definitions are data; `rulesOptions` turns stored values into the rules core's option objects.
 */

export type SettingValue = string | number | boolean;

export interface TableSettingDef {
  key: string;
  default: SettingValue;
  /** Allowed values of a choice setting (localized under SIXGUN.Settings.<key>.choices.<value>). */
  choices?: readonly string[];
  /** Number settings: inclusive range. */
  range?: { min: number; max: number; step: number };
  /** Which rules-core option object the value feeds, and under which option name. */
  feeds?: { area: keyof RulesOptions; option: string };
}

export interface RulesOptions {
  reaction: ReactionOptions;
  shooting: Partial<ShootingOptions>;
  draw: DrawOptions;
  melee: MeleeOptions;
  recovery: RecoveryOptions;
  moveFast: MoveFastOptions;
}

function choice(
  key: string,
  choices: readonly string[],
  area?: keyof RulesOptions,
  option = key,
): TableSettingDef {
  const def: TableSettingDef = { key, default: choices[0]!, choices };
  if (area) def.feeds = { area, option };
  return def;
}

function toggle(key: string, value: boolean, area?: keyof RulesOptions, option = key): TableSettingDef {
  const def: TableSettingDef = { key, default: value };
  if (area) def.feeds = { area, option };
  return def;
}

/** In the order the settings window lists them. The first choice is always the book's default. */
export const TABLE_SETTINGS: readonly TableSettingDef[] = [
  // Star advantages (L3017–3039).
  toggle("largerThanLife", true, "shooting"),
  toggle("cheatingDeath", true, "shooting"),
  toggle("freeWill", true),
  // How the table plays.
  toggle("handsApplyAutomatically", true),
  { key: "reactionTimeout", default: 30, range: { min: 5, max: 300, step: 5 } },
  choice("handRollMode", ["publicroll", "gmroll"]),
  // OPEN points: reactions.
  choice("warriorFlinch", ["standard", "noTest"], "reaction"),
  choice("limitedDice", ["oneDie", "addBonus"], "reaction"),
  toggle("bornLeaderOnGotTheDrop", true, "reaction"),
  toggle("runawayHooksOnUnmanned", false, "reaction"),
  // OPEN points: weapons and shooting.
  choice("unclassifiedAmmo", ["breechLoader", "repeater", "muzzleLoader", "neverFumbles"], "shooting"),
  choice("longRangeDice", ["perDie", "oneDie"], "shooting"),
  choice("calledShot", ["pickRow", "rollNormally"], "shooting"),
  choice("spreadMinRep", ["baseRep", "modifiedRep"], "shooting"),
  choice("agileIgnores", ["ownMovement", "anyMovement"], "shooting"),
  choice("chestSubsequentWound", ["chestOnly", "anyLocation"], "shooting"),
  toggle("reloadWhileMovingOnFoot", false, "shooting"),
  toggle("capAndBallForTwoPistolNpcs", false, "shooting"),
  // OPEN points: the Draw, Fightin', movement, aftermath.
  choice("gotTheDropTesters", ["outdrawnOnly", "both"], "draw"),
  choice("repeatedCover", ["perWinner", "perDraw"], "draw"),
  choice("attributeDice", ["extraDie", "bestTwo"], "melee"),
  choice("fears", ["counts", "ignored"], "melee"),
  choice("mountedImpact", ["anyRider", "meleeWeaponOnly"], "melee"),
  choice("zeroDice", ["anyCause", "flurryOnly"], "melee"),
  choice("staggeringDie", ["first", "worse"], "moveFast"),
  choice("sickly", ["testedStat", "mentallyFitOnly", "none"], "recovery"),
];

export type TableSettingValues = Record<string, SettingValue>;

/** Every setting at the book's default. */
export function defaultTableSettings(): TableSettingValues {
  return Object.fromEntries(TABLE_SETTINGS.map((s) => [s.key, s.default]));
}

/** The rules-core options for these values; unknown or ill-typed values fall back to the default. */
export function rulesOptions(values: Partial<TableSettingValues> = {}): RulesOptions {
  const out: RulesOptions = { reaction: {}, shooting: {}, draw: {}, melee: {}, recovery: {}, moveFast: {} };
  for (const def of TABLE_SETTINGS) {
    if (!def.feeds) continue;
    const area = out[def.feeds.area] as Record<string, SettingValue>;
    area[def.feeds.option] = cleanValue(def, values[def.key]);
  }
  return out;
}

/** A stored value if it is valid for the setting, otherwise the default. */
export function cleanValue(def: TableSettingDef, value: unknown): SettingValue {
  if (def.choices) return typeof value === "string" && def.choices.includes(value) ? value : def.default;
  if (typeof def.default === "boolean") return typeof value === "boolean" ? value : def.default;
  if (typeof def.default === "number" && def.range) {
    return typeof value === "number" && Number.isFinite(value)
      ? Math.min(def.range.max, Math.max(def.range.min, value))
      : def.default;
  }
  return def.default;
}

export function settingLabel(key: string): { name: string; hint: string } {
  return { name: `${I18N}.Settings.${key}.name`, hint: `${I18N}.Settings.${key}.hint` };
}

// ---------------------------------------------------------------------------------------------
// Foundry: registration and reading (called only inside Foundry).

/** Registers every table setting and the skip-dialog keybinding. Called from `init`. */
export function registerTableSettings(): void {
  const game = fgame() as unknown as {
    settings: { register(ns: string, key: string, config: unknown): void };
    keybindings: { register(ns: string, action: string, config: unknown): void };
  };
  for (const def of TABLE_SETTINGS) {
    const { name, hint } = settingLabel(def.key);
    const config: Record<string, unknown> = {
      name,
      hint,
      scope: "world",
      config: true,
      default: def.default,
      type: typeof def.default === "boolean" ? Boolean : typeof def.default === "number" ? Number : String,
    };
    if (def.choices) {
      config.choices = Object.fromEntries(
        def.choices.map((c) => [c, `${I18N}.Settings.${def.key}.choices.${c}`]),
      );
    }
    if (def.range) config.range = def.range;
    game.settings.register(SYSTEM_ID, def.key, config);
  }
  game.keybindings.register(SYSTEM_ID, "skipDialog", {
    name: `${I18N}.Settings.skipDialog.name`,
    hint: `${I18N}.Settings.skipDialog.hint`,
    editable: [{ key: "ShiftLeft" }, { key: "ShiftRight" }],
    onDown: () => setSkipHeld(true),
    onUp: () => setSkipHeld(false),
  });
}

/** Current values of every table setting (defaults where a value cannot be read). */
export function readTableSettings(): TableSettingValues {
  const out = defaultTableSettings();
  for (const def of TABLE_SETTINGS) {
    try {
      const value = fgame().settings.get(SYSTEM_ID, def.key);
      out[def.key] = cleanValue(def, value);
    } catch {
      // Not registered yet (or a module removed it): keep the book's default.
    }
  }
  return out;
}
