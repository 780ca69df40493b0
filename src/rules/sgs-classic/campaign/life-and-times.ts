import { type DiceSource, rollD6 } from "../../core";
import { RulesError, assertBoolean, assertInteger, assertOneOf } from "../../core/errors";
import { type EncounterKey, LOCALES, type Locale } from "../ids";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * Life and Times (guide §4.3; seed L404–L422): one 2D6 roll per point of CV; every result is kept,
 * fitting the profession or not; duplicates stack (SGS-Q35). A Plains Indian's first result is
 * #6, Exceptional Horse (L1064; SGS-Q62: it takes one of his rolls).
 */

export const LIFE_AND_TIMES_KEYS = [
  "marshalFriend",
  "bankConnection",
  "safeHouse",
  "exceptionalHorse",
  "gunplayReputation",
  "trailBossReputation",
  "wanted",
  "familyRanch",
  "indianReputation",
] as const;
export type LifeAndTimesKey = (typeof LIFE_AND_TIMES_KEYS)[number];

export interface LifeAndTimesEntry {
  readonly key: LifeAndTimesKey;
  /** The encounter roll it changes; null for the Exceptional Horse (it changes the Posse runner bonus). */
  readonly encounter: EncounterKey | null;
  readonly modifier: number;
  /** Where it counts: a locale the player picks, one rolled, or everywhere. */
  readonly scope: "chosenLocale" | "randomLocale" | "everywhere";
}

const E = (
  key: LifeAndTimesKey,
  encounter: EncounterKey | null,
  modifier: number,
  scope: LifeAndTimesEntry["scope"],
): LifeAndTimesEntry => ({
  key,
  encounter,
  modifier,
  scope,
});

/** Index = score − 2 (2–3 and 11–12 share a row). */
export const LIFE_AND_TIMES_TABLE: readonly LifeAndTimesEntry[] = Object.freeze([
  E("marshalFriend", "capture", -2, "chosenLocale"),
  E("marshalFriend", "capture", -2, "chosenLocale"),
  E("bankConnection", "robbery", 2, "chosenLocale"),
  E("safeHouse", "capture", -2, "chosenLocale"),
  E("exceptionalHorse", null, 0, "everywhere"),
  E("gunplayReputation", "gunfight", 1, "everywhere"),
  E("trailBossReputation", "cattleDrive", 2, "everywhere"),
  E("wanted", "posse", 2, "randomLocale"),
  E("familyRanch", "rangeWar", 2, "chosenLocale"),
  E("indianReputation", "indians", -1, "chosenLocale"),
  E("indianReputation", "indians", -1, "chosenLocale"),
]);

export function lifeAndTimesFor(score: number): LifeAndTimesEntry {
  return LIFE_AND_TIMES_TABLE[assertInteger("score", score, 2, 12) - 2]!;
}

/** The random locale of #9 (SGS-Q35): 1–2 Southwest, 3–4 Texas, 5–6 Kansas. */
export function randomLocale(die: number): Locale {
  const d = assertInteger("die", die, 1, 6);
  return d <= 2 ? "southwest" : d <= 4 ? "texas" : "kansas";
}

export interface LifeAndTimesResult {
  readonly roll: number;
  readonly dice: readonly number[];
  readonly key: LifeAndTimesKey;
  /** The locale: rolled for #9, null while the player has to pick one, "everywhere" otherwise. */
  readonly locale: Locale | null | "everywhere";
  readonly localeDie?: number;
  /** Given, not rolled (the Plains Indian's Exceptional Horse). */
  readonly automatic?: boolean;
}

/** Rolls a character's Life and Times: CV rolls (a Plains Indian's first is #6). */
export function rollLifeAndTimes(
  input: { readonly cv: number; readonly plainsIndian?: boolean },
  source: DiceSource,
  rules: ClassicRules = DEFAULT_RULES,
): LifeAndTimesResult[] {
  const cv = assertInteger("cv", input.cv, 1, 6);
  const plains = assertBoolean("plainsIndian", input.plainsIndian ?? false);
  const out: LifeAndTimesResult[] = [];
  if (plains) out.push({ roll: 6, dice: [], key: "exceptionalHorse", locale: "everywhere", automatic: true });
  const rolls = plains && rules.plainsHorseUsesRoll ? cv - 1 : cv;
  for (let i = 0; i < rolls; i++) {
    const dice = rollD6(source, 2);
    const roll = dice[0]! + dice[1]!;
    const entry = lifeAndTimesFor(roll);
    if (entry.scope === "randomLocale") {
      const localeDie = rollD6(source, 1)[0]!;
      out.push({ roll, dice, key: entry.key, locale: randomLocale(localeDie), localeDie });
    } else
      out.push({ roll, dice, key: entry.key, locale: entry.scope === "everywhere" ? "everywhere" : null });
  }
  return out;
}

export interface HeldLifeAndTimes {
  readonly key: LifeAndTimesKey;
  readonly locale: Locale | "everywhere" | null;
}

/** What a character's Life and Times add to an encounter roll in a locale (entries stack). */
export function lifeAndTimesModifier(
  entries: readonly HeldLifeAndTimes[],
  encounter: string,
  locale: Locale,
): number {
  assertOneOf("locale", locale, LOCALES);
  if (!Array.isArray(entries)) throw new RulesError("entries", entries, "must be a list");
  let total = 0;
  for (const [i, held] of entries.entries()) {
    const key = assertOneOf(`entries[${i}].key`, held.key, LIFE_AND_TIMES_KEYS);
    const entry = LIFE_AND_TIMES_TABLE.find((e) => e.key === key)!;
    if (entry.encounter !== encounter) continue;
    if (held.locale === "everywhere" || entry.scope === "everywhere" || held.locale === locale)
      total += entry.modifier;
  }
  return total;
}

/** The Posse runner bonus at the start (L412, §4.9.7): +2, +3 with an Exceptional Horse. */
export function runnerBonusStart(entries: readonly HeldLifeAndTimes[]): number {
  return entries.some((e) => e.key === "exceptionalHorse") ? 3 : 2;
}
