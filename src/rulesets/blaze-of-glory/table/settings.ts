import { I18N, SYSTEM_ID } from "../../../config";
import { fgame } from "../../../shell/foundry";
import type { ReactionOptions } from "../../../rules/blaze-of-glory/reactions";
import type { ShootingOptions } from "../../../rules/blaze-of-glory/shooting";
import type { DrawOptions } from "../../../rules/blaze-of-glory/draw";
import type { MeleeOptions } from "../../../rules/blaze-of-glory/melee";
import type { RecoveryOptions } from "../../../rules/blaze-of-glory/aftermath";
import type { MoveFastOptions } from "../../../rules/blaze-of-glory/movement";

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
  /** The rules-core option object the value feeds (under the setting's own key). */
  area?: keyof RulesOptions;
}

export interface RulesOptions {
  reaction: ReactionOptions;
  shooting: Partial<ShootingOptions>;
  draw: DrawOptions;
  melee: MeleeOptions;
  recovery: RecoveryOptions;
  moveFast: MoveFastOptions;
  /** The campaign's readings, as stored (campaign/plan.ts's `campaignRules` reads them). */
  campaign: {
    bottomLineTwelve?: string;
    pursuitAgainst?: string;
    experience?: string;
    buyThemOverlap?: string;
    unpaidLeaveOn?: string;
  };
}

/** A toggle (a boolean default) or a choice (its choices, the first the default). */
function setting(
  key: string,
  value: boolean | readonly string[],
  area?: keyof RulesOptions,
): TableSettingDef {
  return typeof value === "boolean"
    ? { key, default: value, area }
    : { key, default: value[0]!, choices: value, area };
}

/** In the order the settings window lists them. The first choice is always the book's default. */
export const TABLE_SETTINGS: readonly TableSettingDef[] = [
  // Star advantages (L3017–3039).
  setting("largerThanLife", true, "shooting"),
  setting("cheatingDeath", true, "shooting"),
  setting("freeWill", true),
  // How the table plays.
  setting("handsApplyAutomatically", true),
  { key: "reactionTimeout", default: 30, range: { min: 5, max: 300, step: 5 } },
  setting("handRollMode", ["publicroll", "gmroll"]),
  // Who the game runs in a new encounter (issue 15; the book names no default: ours is the other side).
  { key: "systemPlays", default: "opposition", choices: ["none", "opposition", "oppositionAndBystanders"] },
  // OPEN points: reactions.
  setting("warriorFlinch", ["standard", "noTest"], "reaction"),
  setting("limitedDice", ["oneDie", "addBonus"], "reaction"),
  setting("bornLeaderOnGotTheDrop", true, "reaction"),
  setting("runawayHooksOnUnmanned", false, "reaction"),
  // OPEN points: weapons and shooting.
  setting("unclassifiedAmmo", ["breechLoader", "repeater", "muzzleLoader", "neverFumbles"], "shooting"),
  setting("longRangeDice", ["perDie", "oneDie"], "shooting"),
  setting("calledShot", ["pickRow", "rollNormally"], "shooting"),
  setting("spreadMinRep", ["baseRep", "modifiedRep"], "shooting"),
  setting("agileIgnores", ["ownMovement", "anyMovement"], "shooting"),
  setting("chestSubsequentWound", ["chestOnly", "anyLocation"], "shooting"),
  setting("reloadWhileMovingOnFoot", false, "shooting"),
  setting("capAndBallForTwoPistolNpcs", false, "shooting"),
  // OPEN points: the Draw, Fightin', movement, aftermath.
  setting("gotTheDropTesters", ["outdrawnOnly", "both"], "draw"),
  setting("repeatedCover", ["perWinner", "perDraw"], "draw"),
  setting("attributeDice", ["extraDie", "bestTwo"], "melee"),
  setting("fears", ["counts", "ignored"], "melee"),
  setting("mountedImpact", ["anyRider", "meleeWeaponOnly"], "melee"),
  setting("zeroDice", ["anyCause", "flurryOnly"], "melee"),
  setting("staggeringDie", ["first", "worse"], "moveFast"),
  setting("sickly", ["testedStat", "mentallyFitOnly", "none"], "recovery"),
  // OPEN points: the campaign (guide I-48, I-51, I-53).
  setting("buyThemOverlap", ["noneFirst", "priceFirst"], "campaign"),
  setting("bottomLineTwelve", ["four", "six"], "campaign"),
  setting("pursuitAgainst", ["settlementLevel", "lucre"], "campaign"),
  // The campaign's experience: Rep points, or the book's alternate method (L4591–4601).
  setting("experience", ["rap", "alternate"], "campaign"),
  // OPEN (guide, Outlaw example): an unpaid outlaw "leaves if he passes" his Sand: on any die, or both.
  setting("unpaidLeaveOn", ["anyPass", "passTwo"], "campaign"),
];

export type TableSettingValues = Record<string, SettingValue>;

/** Every setting at the book's default. */
export function defaultTableSettings(): TableSettingValues {
  return Object.fromEntries(TABLE_SETTINGS.map((s) => [s.key, s.default]));
}

/** The rules-core options for these values; unknown or ill-typed values fall back to the default. */
export function rulesOptions(values: Partial<TableSettingValues> = {}): RulesOptions {
  const out: RulesOptions = {
    reaction: {},
    shooting: {},
    draw: {},
    melee: {},
    recovery: {},
    moveFast: {},
    campaign: {},
  };
  for (const def of TABLE_SETTINGS)
    if (def.area) (out[def.area] as Record<string, SettingValue>)[def.key] = cleanValue(def, values[def.key]);
  return out;
}

/** A stored value if it is valid for the setting, otherwise the default. */
export function cleanValue(def: TableSettingDef, value: unknown): SettingValue {
  if (def.choices) return typeof value === "string" && def.choices.includes(value) ? value : def.default;
  if (typeof def.default === "boolean") return typeof value === "boolean" ? value : def.default;
  // Only number settings have a range.
  return def.range && typeof value === "number" && Number.isFinite(value)
    ? Math.min(def.range.max, Math.max(def.range.min, value))
    : def.default;
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
    const config: Record<string, unknown> = {
      name: `${I18N}.Settings.${def.key}.name`,
      hint: `${I18N}.Settings.${def.key}.hint`,
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
  // No key-down/up handlers: `skipDialog` reads whether this binding is held from `game.keyboard`
  // when a roll button is clicked. The binding only names the key, so players may remap it.
  game.keybindings.register(SYSTEM_ID, "skipDialog", {
    name: `${I18N}.Settings.skipDialog.name`,
    hint: `${I18N}.Settings.skipDialog.hint`,
    editable: [{ key: "ShiftLeft" }, { key: "ShiftRight" }],
  });
}

/** Current values of every table setting (defaults where a value cannot be read). */
export function readTableSettings(): TableSettingValues {
  return Object.fromEntries(
    TABLE_SETTINGS.map((def) => {
      try {
        return [def.key, cleanValue(def, fgame().settings.get(SYSTEM_ID, def.key))];
      } catch {
        // Not registered yet (or a module removed it): the book's default.
        return [def.key, def.default];
      }
    }),
  );
}
