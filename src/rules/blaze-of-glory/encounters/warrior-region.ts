import type { DiceSource } from "../../core";
import { WARRIOR_REGIONS, type WarriorRegion } from "../ids";
import { choiceInput } from "./inputs";
import { rollLocaleWarriorRegion, type LocaleId } from "./locales";
import type { EncounterRoll, InputSpec, InputValues } from "./types";

/**
 * Which reaction sheet an encounter's warriors use: the locale's (rolled where a locale lists two),
 * or the region answered. Without a locale, or where no sheet names it, the GM decides (the set-up
 * then lists judgement `warriorRegion`).
 */

export const WARRIOR_REGION_CHOICES = ["fromLocale", ...WARRIOR_REGIONS] as const;

export const WARRIOR_REGION_INPUT: InputSpec = {
  key: "warriorRegion",
  kind: "choice",
  choices: WARRIOR_REGION_CHOICES,
  default: "fromLocale",
};

export function readWarriorRegion(
  dice: DiceSource,
  values: InputValues,
  locale: LocaleId | null,
): { region: WarriorRegion | null; rolls: EncounterRoll[] } {
  const choice = choiceInput(values, "warriorRegion", WARRIOR_REGION_CHOICES);
  if (choice !== "fromLocale") return { region: choice, rolls: [] };
  if (locale === null) return { region: null, rolls: [] };
  return rollLocaleWarriorRegion(dice, locale);
}
