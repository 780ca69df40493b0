import { RulesError, assertInteger, assertOneOf, checkFace, rollD6, type DiceSource } from "../../core";
import { frozen } from "../../core/frozen";
import { WARRIOR_LOCALES, warriorRegionsForLocale, type WarriorLocaleOptions } from "../reactions/sheet-for";
import type { WarriorRegion } from "../ids";
import { integerInput } from "./inputs";
import type { EncounterRoll, InputSpec, InputValues } from "./types";

/**
 * The campaign's locales (L4130–4192): each one's settlement level and terrain in 1875, the
 * high-country chance when travelling between neighbours, the warriors found there (reaction sheet
 * footers L8705–8715, L8845–8853, L8985–8995) and RANDOM LOCALE SELECTION (L4841–4862). Encounters
 * take a locale instead of a bare settlement level through `LOCALE_INPUT` and `readLocale`.
 */

export { LOCALE_IDS, SETTLEMENT_LEVEL_RANGE, type LocaleId } from "./locale-ids";
import { LOCALE_IDS, SETTLEMENT_LEVEL_RANGE, type LocaleId } from "./locale-ids";

/** Wide-open spaces (WOS), rough terrain (RT), high country (HC) (L4138, L4689–4707). */
export const TERRAIN_TYPES = ["wideOpenSpaces", "roughTerrain", "highCountry"] as const;
export type TerrainType = (typeof TERRAIN_TYPES)[number];

/** A footnote of SETTLEMENT LEVELS IN 1875: going from this locale `to` one of these, HC on 1..`upTo`. */
export interface HighCountryPassage {
  readonly to: readonly LocaleId[];
  readonly upTo: number;
  readonly source: string;
}

export interface LocaleEntry {
  /** The 1875 level (THE ADVANCE OF CIVILIZATION may raise it from 1880, L4194–4204). */
  readonly settlementLevel: number;
  readonly terrain: TerrainType;
  readonly highCountry?: HighCountryPassage;
  readonly source: string;
}

const hc = (to: LocaleId[], upTo: number, source: string): HighCountryPassage => ({ to, upTo, source });

/** SETTLEMENT LEVELS IN 1875 (L4158–4192). */
export const LOCALES: { readonly [L in LocaleId]: LocaleEntry } = frozen({
  arizona: {
    settlementLevel: 3,
    terrain: "roughTerrain",
    highCountry: hc(["newMexico"], 3, "L4184"),
    source: "L4161",
  },
  california: {
    settlementLevel: 4,
    terrain: "roughTerrain",
    highCountry: hc(["oregon", "nevada"], 4, "L4185"),
    source: "L4162",
  },
  canada: { settlementLevel: 1, terrain: "highCountry", source: "L4163" },
  colorado: { settlementLevel: 4, terrain: "highCountry", source: "L4164" },
  dakota: { settlementLevel: 2, terrain: "wideOpenSpaces", source: "L4165" },
  eastTexas: { settlementLevel: 4, terrain: "roughTerrain", source: "L4166" },
  idaho: { settlementLevel: 2, terrain: "roughTerrain", source: "L4167" },
  indianTerritory: { settlementLevel: 2, terrain: "wideOpenSpaces", source: "L4168" },
  kansas: { settlementLevel: 4, terrain: "wideOpenSpaces", source: "L4169" },
  missouri: { settlementLevel: 4, terrain: "wideOpenSpaces", source: "L4170" },
  montana: {
    settlementLevel: 2,
    terrain: "wideOpenSpaces",
    highCountry: hc(["canada"], 2, "L4186"),
    source: "L4171",
  },
  nebraska: { settlementLevel: 2, terrain: "wideOpenSpaces", source: "L4172" },
  // "California, Idaho, to Utah" (L4187): read as "California, Idaho or Utah".
  nevada: {
    settlementLevel: 3,
    terrain: "roughTerrain",
    highCountry: hc(["california", "idaho", "utah"], 3, "L4187"),
    source: "L4173",
  },
  newMexico: {
    settlementLevel: 3,
    terrain: "roughTerrain",
    highCountry: hc(["colorado", "utah"], 4, "L4188"),
    source: "L4174",
  },
  oldMexico: {
    settlementLevel: 3,
    terrain: "roughTerrain",
    highCountry: hc(["arizona", "newMexico"], 3, "L4189"),
    source: "L4175",
  },
  oregon: {
    settlementLevel: 4,
    terrain: "roughTerrain",
    highCountry: hc(["idaho", "washington", "california"], 3, "L4190"),
    source: "L4176",
  },
  theNorth: { settlementLevel: 6, terrain: "roughTerrain", source: "L4177" },
  theSouth: { settlementLevel: 5, terrain: "roughTerrain", source: "L4178" },
  utah: {
    settlementLevel: 4,
    terrain: "roughTerrain",
    highCountry: hc(["newMexico", "colorado", "nevada"], 3, "L4191"),
    source: "L4179",
  },
  washington: {
    settlementLevel: 4,
    terrain: "roughTerrain",
    highCountry: hc(["idaho", "oregon"], 3, "L4192"),
    source: "L4180",
  },
  westTexas: { settlementLevel: 3, terrain: "wideOpenSpaces", source: "L4181" },
  wyoming: { settlementLevel: 2, terrain: "wideOpenSpaces", source: "L4182" },
});

export function assertLocale(field: string, locale: unknown): LocaleId {
  return assertOneOf(field, locale, LOCALE_IDS);
}

/** The locale's settlement level in 1875 (L4158–4182). */
export function settlementLevelFor(locale: LocaleId): number {
  return LOCALES[assertLocale("locale", locale)].settlementLevel;
}

/** The locale's terrain type (L4158–4182), before any high-country footnote. */
export function terrainFor(locale: LocaleId): TerrainType {
  return LOCALES[assertLocale("locale", locale)].terrain;
}

/**
 * The terrain of an encounter met on the way from `from` to `to` (footnotes L4184–4192): where a
 * footnote names the destination, 1d6 at or under its number puts the encounter in high country;
 * otherwise the terrain of `from`. `to` omitted: no journey, no roll.
 */
export function rollTravelTerrain(
  dice: DiceSource,
  from: LocaleId,
  to?: LocaleId,
): { terrain: TerrainType; rolls: EncounterRoll[] } {
  const entry = LOCALES[assertLocale("from", from)];
  if (to === undefined) return { terrain: entry.terrain, rolls: [] };
  assertLocale("to", to);
  const passage = entry.highCountry;
  if (!passage || !passage.to.includes(to)) return { terrain: entry.terrain, rolls: [] };
  const die = checkFace(dice.roll(6), 6, "d6");
  const terrain: TerrainType = die <= passage.upTo ? "highCountry" : entry.terrain;
  return {
    terrain,
    rolls: [
      {
        purpose: "travelHighCountry",
        dice: [die],
        modifier: 0,
        score: die,
        result: `terrain.${terrain}`,
        values: { upTo: passage.upTo },
        source: passage.source,
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Warriors by locale (the reaction sheets' footers; the lists themselves live with the sheets).

/**
 * The warrior regions of a locale: one, two with an equal chance, or none where no sheet lists the
 * locale (Missouri, The North, The South). Utah is on no list either (I-64, OPEN): it follows
 * `options.utahRegion` (default South Western, see `warriorRegionsForLocale`).
 */
export function warriorRegionsFor(
  locale: LocaleId,
  options: WarriorLocaleOptions = {},
): readonly WarriorRegion[] {
  assertLocale("locale", locale);
  if (!(WARRIOR_LOCALES as readonly string[]).includes(locale)) return [];
  return warriorRegionsForLocale(locale as (typeof WARRIOR_LOCALES)[number], options);
}

/**
 * Picks the warriors' region (their reaction sheet) for a locale; an equal-chance locale rolls 1d6
 * (1–3 the first region listed, 4–6 the second). `region` is null where the locale has no warriors
 * listed; the GM then chooses (judgement code `warriorRegion`).
 */
export function rollLocaleWarriorRegion(
  dice: DiceSource,
  locale: LocaleId,
  options: WarriorLocaleOptions = {},
): { region: WarriorRegion | null; rolls: EncounterRoll[] } {
  const regions = warriorRegionsFor(locale, options);
  if (regions.length === 0) return { region: null, rolls: [] };
  if (regions.length === 1) return { region: regions[0]!, rolls: [] };
  const die = checkFace(dice.roll(6), 6, "d6");
  const region = die <= 3 ? regions[0]! : regions[1]!;
  return {
    region,
    rolls: [
      {
        purpose: "warriorRegion",
        dice: [die],
        modifier: 0,
        score: die,
        result: `region.${region}`,
        source: locale === "canada" ? "L8853, L8993" : "L8715, L8995",
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// RANDOM LOCALE SELECTION (L4841–4862): a red and a white d6.

export interface RandomLocaleRow {
  readonly red: number;
  /** The white faces of the row (a re-roll row may cover several). */
  readonly white: readonly number[];
  readonly locale: LocaleId | "reroll";
  readonly source: string;
}

const row = (red: number, white: number[], locale: LocaleId | "reroll", line: number): RandomLocaleRow => ({
  red,
  white,
  locale,
  source: `L${line}`,
});

export const RANDOM_LOCALE_ROWS: readonly RandomLocaleRow[] = frozen([
  row(1, [1], "arizona", 4846),
  row(1, [2], "california", 4847),
  row(1, [3], "canada", 4848),
  row(1, [4], "colorado", 4849),
  row(1, [5], "dakota", 4850),
  row(1, [6], "reroll", 4851),
  row(2, [1], "eastTexas", 4852),
  row(2, [2], "idaho", 4853),
  row(2, [3], "indianTerritory", 4854),
  row(2, [4], "kansas", 4855),
  row(2, [5], "missouri", 4856),
  row(2, [6], "reroll", 4857),
  row(3, [1], "montana", 4846),
  row(3, [2], "nebraska", 4847),
  row(3, [3], "nevada", 4848),
  row(3, [4], "newMexico", 4849),
  row(3, [5], "oldMexico", 4850),
  row(3, [6], "reroll", 4851),
  row(4, [1], "oregon", 4852),
  row(4, [2], "theNorth", 4853),
  row(4, [3], "theSouth", 4854),
  row(4, [4, 5, 6], "reroll", 4855),
  row(5, [1], "utah", 4857),
  row(5, [2], "washington", 4858),
  row(5, [3], "westTexas", 4859),
  row(5, [4], "wyoming", 4860),
  row(5, [5, 6], "reroll", 4861),
  row(6, [1, 2, 3, 4, 5, 6], "reroll", 4862),
]);

/** The row a red and a white face read. */
export function randomLocaleRow(red: number, white: number): RandomLocaleRow {
  const r = checkFace(red, 6, "red");
  const w = checkFace(white, 6, "white");
  const found = RANDOM_LOCALE_ROWS.find((entry) => entry.red === r && entry.white.includes(w));
  if (!found) throw new RulesError("white", white, "no row of RANDOM LOCALE SELECTION");
  return found;
}

/** A source that re-rolls this often is broken (the chance of a re-roll is 14/36 a time). */
const MAX_LOCALE_ROLLS = 200;

/**
 * Rolls RANDOM LOCALE SELECTION: red then white, again on a re-roll row. Every pair read is in
 * `rolls` (purpose `randomLocale`, dice `[red, white]`, result the locale or `reroll`).
 */
export function rollRandomLocale(dice: DiceSource): { locale: LocaleId; rolls: EncounterRoll[] } {
  const rolls: EncounterRoll[] = [];
  for (let i = 0; i < MAX_LOCALE_ROLLS; i++) {
    const [red, white] = rollD6(dice, 2) as [number, number];
    const entry = randomLocaleRow(red, white);
    rolls.push({
      purpose: "randomLocale",
      dice: [red, white],
      modifier: 0,
      score: red + white,
      result: `locale.${entry.locale}`,
      values: { red, white },
      source: entry.source,
    });
    if (entry.locale !== "reroll") return { locale: entry.locale, rolls };
  }
  throw new RulesError("dice", MAX_LOCALE_ROLLS, "RANDOM LOCALE SELECTION kept re-rolling");
}

// ---------------------------------------------------------------------------------------------
// Inputs: a locale, or a bare settlement level.

/**
 * The locale question. `none`: no locale, the encounter reads `settlementLevel` instead (a later
 * year, or a place off the map); `random`: RANDOM LOCALE SELECTION is rolled first and shown with the
 * set-up's rolls; a locale id: its 1875 settlement level and terrain. Choice names are under
 * the lang branch Encounter.Locale.
 */
export const LOCALE_CHOICES = ["none", "random", ...LOCALE_IDS] as const;
export type LocaleChoice = (typeof LOCALE_CHOICES)[number];

export const LOCALE_INPUT: InputSpec = frozen({
  key: "locale",
  kind: "choice",
  choices: LOCALE_CHOICES,
  default: "none",
  choiceKeys: "Encounter.Locale",
});

/** The settlement level asked when no locale is given. */
export const SETTLEMENT_LEVEL_INPUT: InputSpec = frozen({
  key: "settlementLevel",
  kind: "integer",
  min: SETTLEMENT_LEVEL_RANGE.min,
  max: SETTLEMENT_LEVEL_RANGE.max,
  default: 3,
});

export interface LocaleReading {
  /** null when the answer was `none`. */
  locale: LocaleId | null;
  settlementLevel: number;
  /** The locale's terrain; null without a locale. */
  terrain: TerrainType | null;
  /** RANDOM LOCALE SELECTION's rolls when `random` was answered. */
  rolls: EncounterRoll[];
}

/**
 * Reads the `locale` and `settlementLevel` answers (after `readInputs` with `LOCALE_INPUT` and
 * `SETTLEMENT_LEVEL_INPUT`): a locale sets the settlement level; `none` takes the level answered.
 */
export function readLocale(dice: DiceSource, values: InputValues): LocaleReading {
  const choice = assertOneOf("locale", values.locale ?? "none", LOCALE_CHOICES);
  if (choice === "none") {
    const level = assertInteger(
      "settlementLevel",
      integerInput(values, "settlementLevel"),
      SETTLEMENT_LEVEL_RANGE.min,
      SETTLEMENT_LEVEL_RANGE.max,
    );
    return { locale: null, settlementLevel: level, terrain: null, rolls: [] };
  }
  const { locale, rolls } = choice === "random" ? rollRandomLocale(dice) : { locale: choice, rolls: [] };
  return { locale, settlementLevel: settlementLevelFor(locale), terrain: terrainFor(locale), rolls };
}
