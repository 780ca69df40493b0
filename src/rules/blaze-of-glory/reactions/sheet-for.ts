import { RulesError, assertOneOf, checkFace, type DiceSource } from "../../core";
import { PROFESSIONS, WARRIOR_REGIONS, type Profession, type WarriorRegion } from "../ids";
import { REACTION_SHEETS, type ReactionSheetId } from "./codes";
import { frozen } from "../../core/frozen";

/**
 * Which sheet a figure reacts from (guide §3.2): one sheet per profession, warriors by region. A
 * campaign Star may use any sheet his player picks (L4040–4042), so callers pass an override.
 */

export const PROFESSION_SHEETS: { readonly [P in Exclude<Profession, "warrior">]: ReactionSheetId } = frozen({
  buffaloHunter: "buffaloHunterMountainMan",
  mountainMan: "buffaloHunterMountainMan",
  cowboy: "cowboy",
  bountyHunter: "bountyHunterMarshalGunfighter",
  marshal: "bountyHunterMarshalGunfighter",
  gunfighter: "bountyHunterMarshalGunfighter",
  prospector: "prospectorHomesteader",
  homesteader: "prospectorHomesteader",
  outlaw: "outlawRanger",
  ranger: "outlawRanger",
  deputy: "deputySheriff",
  sheriff: "deputySheriff",
  gambler: "gamblerGreenhornTownsfolk",
  greenhorn: "gamblerGreenhornTownsfolk",
  townsfolk: "gamblerGreenhornTownsfolk",
});

export const WARRIOR_SHEETS: { readonly [R in WarriorRegion]: ReactionSheetId } = frozen({
  southWestern: "southWesternWarrior",
  northWestern: "northWesternWarrior",
  plains: "plainsWarrior",
});

/** The sheet a profession reacts from; warriors need their region. */
export function reactionSheetFor(profession: Profession, region?: WarriorRegion): ReactionSheetId {
  assertOneOf("profession", profession, PROFESSIONS);
  if (profession === "warrior") {
    if (region === undefined)
      throw new RulesError("region", region, "a warrior's sheet depends on his region");
    return WARRIOR_SHEETS[assertOneOf("region", region, WARRIOR_REGIONS)];
  }
  if (region !== undefined) assertOneOf("region", region, WARRIOR_REGIONS);
  return PROFESSION_SHEETS[profession];
}

/** Validates a sheet override (any sheet, L4040). */
export function assertReactionSheet(field: string, sheet: unknown): ReactionSheetId {
  return assertOneOf(field, sheet, REACTION_SHEETS);
}

// ---------------------------------------------------------------------------------------------
// Warrior locales (sheet footers L8705–8715, L8845–8853, L8985–8995).

export const WARRIOR_LOCALES = [
  "arizona",
  "colorado",
  "nevada",
  "newMexico",
  "oldMexico",
  "westTexas",
  "canada",
  "california",
  "idaho",
  "oregon",
  "washington",
  "montana",
  "dakota",
  "nebraska",
  "eastTexas",
  "indianTerritory",
  "wyoming",
  "kansas",
  "utah",
] as const;
export type WarriorLocale = (typeof WARRIOR_LOCALES)[number];

export interface WarriorLocaleEntry {
  /** One region, or two with an equal chance (first on 1–3, second on 4–6). */
  readonly regions: readonly WarriorRegion[];
  /** "#" or "@" on the sheets, or undefined. */
  readonly marker?: "#" | "@";
  readonly source: string;
}

/** Locales as printed. Utah is on no list (I-64) and is resolved through `utahRegion`. */
export const WARRIOR_LOCALE_TABLE: { readonly [L in Exclude<WarriorLocale, "utah">]: WarriorLocaleEntry } =
  frozen({
    arizona: { regions: ["southWestern"], source: "L8707" },
    colorado: { regions: ["southWestern"], source: "L8708" },
    nevada: { regions: ["southWestern"], source: "L8709" },
    newMexico: { regions: ["plains", "southWestern"], marker: "@", source: "L8710, L8715" },
    oldMexico: { regions: ["southWestern"], source: "L8711" },
    westTexas: { regions: ["plains", "southWestern"], marker: "@", source: "L8712, L8989, L8995" },
    canada: { regions: ["plains", "northWestern"], marker: "#", source: "L8847, L8853, L8987, L8993" },
    california: { regions: ["northWestern"], source: "L8848" },
    idaho: { regions: ["northWestern"], source: "L8849" },
    oregon: { regions: ["northWestern"], source: "L8850" },
    washington: { regions: ["northWestern"], source: "L8851" },
    montana: { regions: ["plains"], source: "L8987" },
    dakota: { regions: ["plains"], source: "L8988" },
    nebraska: { regions: ["plains"], source: "L8988" },
    eastTexas: { regions: ["plains"], source: "L8989" },
    indianTerritory: { regions: ["plains"], source: "L8990" },
    wyoming: { regions: ["plains"], source: "L8990" },
    kansas: { regions: ["plains"], source: "L8991" },
  });

export interface WarriorLocaleOptions {
  /**
   * OPEN (guide §3.1, I-64): Utah is on no warrior list. Default "southWestern" (most of its
   * neighbours — Arizona, Colorado, Nevada — are South Western locales). "none" rejects Utah.
   */
  utahRegion?: WarriorRegion | "none";
}

export const DEFAULT_UTAH_REGION: WarriorRegion = "southWestern";

/** The warrior regions possible in a locale (two = equal chance). */
export function warriorRegionsForLocale(
  locale: WarriorLocale,
  options: WarriorLocaleOptions = {},
): readonly WarriorRegion[] {
  assertOneOf("locale", locale, WARRIOR_LOCALES);
  if (locale === "utah") {
    const utah = options.utahRegion ?? DEFAULT_UTAH_REGION;
    if (utah === "none")
      throw new RulesError("locale", locale, "no warrior sheet lists Utah (utahRegion is none)");
    return [assertOneOf("options.utahRegion", utah, WARRIOR_REGIONS)];
  }
  return WARRIOR_LOCALE_TABLE[locale].regions;
}

export interface WarriorRegionRoll {
  region: WarriorRegion;
  /** The d6 used for an equal-chance locale; undefined when the locale has one region. */
  die: number | undefined;
}

/** Picks the warriors' region for a locale: 1–3 the first listed region, 4–6 the second. */
export function rollWarriorRegion(
  source: DiceSource,
  locale: WarriorLocale,
  options: WarriorLocaleOptions = {},
): WarriorRegionRoll {
  const regions = warriorRegionsForLocale(locale, options);
  if (regions.length === 1) return { region: regions[0]!, die: undefined };
  const die = checkFace(source.roll(6), 6, "d6");
  return { region: die <= 3 ? regions[0]! : regions[1]!, die };
}
