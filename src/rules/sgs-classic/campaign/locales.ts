import { assertOneOf } from "../../core/errors";
import {
  ENCOUNTERS,
  type EncounterKey,
  INDIAN_ENCOUNTERS,
  type IndianEncounterKey,
  LOCALES,
  type Locale,
  type Profession,
  PROFESSIONS,
} from "../ids";
import { type ClassicRules, DEFAULT_RULES } from "../interpretations";

/**
 * Locale modifiers to the encounter rolls (guide §4.4; seed L424–L449), the Indian PCs' own
 * (§4.12 step 5; L1066–L1082), and the encounters open to each profession (§4.5; L457–L467).
 */

export const LOCALE_MODIFIERS: Readonly<Record<EncounterKey, Readonly<Record<Locale, number>>>> =
  Object.freeze({
    capture: { southwest: -1, texas: 0, kansas: 2 },
    cattleDrive: { southwest: 1, texas: 2, kansas: -1 },
    cattleRustling: { southwest: 0, texas: 2, kansas: 1 },
    gunfight: { southwest: 1, texas: 2, kansas: 0 },
    indians: { southwest: 2, texas: 1, kansas: -1 },
    jailBreak: { southwest: -1, texas: 1, kansas: 2 },
    posse: { southwest: 0, texas: 0, kansas: 1 },
    rangeWar: { southwest: 1, texas: 2, kansas: -1 },
    robbery: { southwest: -1, texas: 0, kansas: 1 },
  });

export const INDIAN_LOCALE_MODIFIERS: Readonly<Record<IndianEncounterKey, Readonly<Record<Locale, number>>>> =
  Object.freeze({
    captureAttacker: { southwest: 2, texas: 1, kansas: -1 },
    captureDefender: { southwest: 0, texas: 0, kansas: 0 },
    cattleRustling: { southwest: 1, texas: 2, kansas: 0 },
    indians: { southwest: 2, texas: 1, kansas: -1 },
    posse: { southwest: -1, texas: 1, kansas: 0 },
  });

/** §4.5: x marks; the Territorial Marshal or Ranger reads the Marshal column (SGS-Q34). */
const OPEN: Readonly<Record<"outlaw" | "gunfighter" | "marshal" | "cowboy", readonly EncounterKey[]>> =
  Object.freeze({
    outlaw: ["capture", "cattleRustling", "gunfight", "indians", "jailBreak", "posse", "robbery"],
    gunfighter: ["capture", "gunfight", "indians", "jailBreak", "posse", "rangeWar"],
    marshal: ["capture", "gunfight", "jailBreak", "posse", "robbery"],
    cowboy: ["cattleDrive", "cattleRustling", "gunfight", "indians", "rangeWar"],
  });

export type AnyEncounterKey = EncounterKey | IndianEncounterKey;

/** The encounters a profession may roll, in the table's order. */
export function openEncounters(
  profession: Profession,
  rules: ClassicRules = DEFAULT_RULES,
): readonly AnyEncounterKey[] {
  const p = assertOneOf("profession", profession, PROFESSIONS);
  if (p === "renegade") return rules.indianPlayerCharacters ? INDIAN_ENCOUNTERS : [];
  return OPEN[p === "territorialMarshal" ? "marshal" : p];
}

/** Southwest Indians keep to the Southwest and Texas (§4.12 step 4). */
export function localesOpen(input: {
  readonly profession: Profession;
  readonly nation?: "plains" | "southwest" | null;
}): readonly Locale[] {
  if (input.profession === "renegade" && input.nation === "southwest") return ["southwest", "texas"];
  return LOCALES;
}

/** The locale modifier of an encounter for a profession's roll. */
export function localeModifier(encounter: AnyEncounterKey, locale: Locale, profession: Profession): number {
  assertOneOf("locale", locale, LOCALES);
  if (profession === "renegade")
    return INDIAN_LOCALE_MODIFIERS[assertOneOf("encounter", encounter, INDIAN_ENCOUNTERS)][locale];
  return LOCALE_MODIFIERS[assertOneOf("encounter", encounter, ENCOUNTERS)][locale];
}
