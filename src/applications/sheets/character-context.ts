import { REP_RANGE, SAND_RANGE, TOUGHNESS_RANGE } from "../../rules/blaze-of-glory/figure";
import { PROFESSIONS } from "../../rules/blaze-of-glory/ids";
import { I18N } from "../../config";

/**
 * The character sheet's view model, built without Foundry so the preview gallery renders the sheet
 * from the very same function the live sheet uses.
 */

export interface CharacterSource {
  profession: string;
  rep: number;
  toughness: number;
  sand: number;
}

export interface StatView {
  key: "rep" | "toughness" | "sand";
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
}

export interface CharacterView {
  stats: StatView[];
  /** Profession id → label key, for `selectOptions … localize=true`. */
  professionChoices: Record<string, string>;
}

const PROFESSION_CHOICES = Object.fromEntries(PROFESSIONS.map((id) => [id, `${I18N}.Profession.${id}`]));

export function characterView(system: CharacterSource): CharacterView {
  const stat = (key: StatView["key"], range: { min: number; max: number }): StatView => ({
    key,
    label: `${I18N}.Character.FIELDS.${key}.label`,
    hint: `${I18N}.Character.FIELDS.${key}.hint`,
    value: system[key],
    min: range.min,
    max: range.max,
  });
  return {
    stats: [stat("rep", REP_RANGE), stat("toughness", TOUGHNESS_RANGE), stat("sand", SAND_RANGE)],
    professionChoices: PROFESSION_CHOICES,
  };
}
