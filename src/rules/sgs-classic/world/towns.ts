import { type DiceSource, d6 } from "../../core";
import { assertInteger, assertOneOf } from "../../core/errors";
import { type BuildingSize, LOCALES, type Locale, type TownSize } from "../ids";

/**
 * Towns (guide §4.6; seed L469–L581): the size roll (1D6 + Kansas +1, Southwest −1; SGS-Q47 reads
 * a modified roll outside 1–6 as the nearest band), the named towns of 1867–1885, and the buildings
 * of a small and a good-sized town (about one armed civilian each, L515).
 */

export const TOWN_SIZE_LOCALE_MODIFIER: Readonly<Record<Locale, number>> = Object.freeze({
  kansas: 1,
  southwest: -1,
  texas: 0,
});

export function townSizeFor(modified: number): TownSize {
  return assertInteger("modified", modified, -5, 12) <= 4 ? "small" : "good";
}

export function resolveTownSize(
  locale: Locale,
  die: number,
): { readonly die: number; readonly modified: number; readonly size: TownSize } {
  const modified =
    assertInteger("die", die, 1, 6) + TOWN_SIZE_LOCALE_MODIFIER[assertOneOf("locale", locale, LOCALES)];
  return { die, modified, size: townSizeFor(modified) };
}

export function rollTownSize(locale: Locale, source: DiceSource) {
  return resolveTownSize(locale, d6(source));
}

export interface NamedTown {
  readonly name: string;
  readonly territory: "kansas" | "colorado" | "texas" | "newMexico" | "arizona";
  readonly locale: Locale;
  readonly size: TownSize;
}

const T = (name: string, territory: NamedTown["territory"], size: TownSize): NamedTown => ({
  name,
  territory,
  locale: territory === "kansas" ? "kansas" : territory === "texas" ? "texas" : "southwest",
  size,
});

/** L482–L511. */
export const NAMED_TOWNS: readonly NamedTown[] = Object.freeze([
  T("Abilene", "kansas", "good"),
  T("Denver", "colorado", "good"),
  T("Dodge City", "kansas", "good"),
  T("Leadville", "colorado", "good"),
  T("San Antonio", "texas", "good"),
  T("Santa Fe", "newMexico", "good"),
  T("Tombstone", "arizona", "good"),
  T("Wichita", "kansas", "good"),
  T("Acoma Pueblo", "newMexico", "small"),
  T("Albuquerque", "newMexico", "small"),
  T("Anahuac", "texas", "small"),
  T("Apache Wells", "arizona", "small"),
  T("Burnham's Crossing", "texas", "small"),
  T("Charleston", "arizona", "small"),
  T("El Paso", "texas", "small"),
  T("Ellsworth", "kansas", "small"),
  T("Fort Worth", "texas", "small"),
  T("Independence", "texas", "small"),
  T("Laredo", "texas", "small"),
  T("Nacogdoches", "texas", "small"),
  T("San Cristobal", "newMexico", "small"),
  T("Tucson", "arizona", "small"),
]);

/** The named towns of a locale and size (SGS-Q61: roll the size, then pick a name that fits). */
export function namedTownsFor(locale: Locale, size: TownSize): NamedTown[] {
  assertOneOf("locale", locale, LOCALES);
  return NAMED_TOWNS.filter((t) => t.locale === locale && t.size === size);
}

export interface Building {
  /** The building's id (camelCase); its label is a lang key. */
  readonly key: string;
  readonly size: BuildingSize;
  /** Usually with a corral, barn or stockyard next to it (L543). */
  readonly corral: boolean;
}

const B = (key: string, size: BuildingSize, corral = false): Building => ({ key, size, corral });

/** A small town's 18 buildings (L519–L537). */
export const SMALL_TOWN_BUILDINGS: readonly Building[] = Object.freeze([
  B("bank", "medium"),
  B("barberBaths", "small"),
  B("blacksmith", "medium"),
  B("cafeHotel", "large"),
  B("church", "medium"),
  B("doctorDentist", "small"),
  B("feedGrain", "medium"),
  B("generalStoreHardware", "medium"),
  B("lawyer", "small"),
  B("liveryStables", "large"),
  B("marshalJail", "small"),
  B("newspaper", "small"),
  B("postOffice", "small"),
  B("saloon", "medium"),
  B("saloon", "large"),
  B("schoolhouse", "medium"),
  B("telegraph", "small"),
  B("undertaker", "small"),
]);

/** A good-sized town's 34 buildings (L541–L577). */
export const GOOD_TOWN_BUILDINGS: readonly Building[] = Object.freeze([
  B("bank", "medium"),
  B("bank", "medium"),
  B("barberBaths", "small"),
  B("blacksmith", "medium", true),
  B("boardingHouseCafe", "large"),
  B("bootsTack", "medium"),
  B("cafeHotel", "large"),
  B("church", "medium"),
  B("claimsOfficeTelegraph", "small"),
  B("cafe", "medium"),
  B("doctorDentist", "small"),
  B("feedGrain", "medium"),
  B("generalStore", "medium"),
  B("generalStoreHardware", "medium"),
  B("hardware", "medium"),
  B("hotel", "large"),
  B("jewelerWatchMaker", "small"),
  B("dryGoodsTailor", "medium"),
  B("lawyer", "small"),
  B("liveryStables", "large", true),
  B("lumberCompany", "large"),
  B("marshalJail", "small"),
  B("newspaper", "small"),
  B("photographyStudio", "small"),
  B("postOffice", "medium"),
  B("railyard", "large", true),
  B("saloon", "medium"),
  B("saloon", "medium"),
  B("saloon", "large"),
  B("saloon", "large"),
  B("schoolhouse", "medium"),
  B("territorialMarshal", "medium"),
  B("undertaker", "small"),
  B("wellsFargoOffice", "medium", true),
]);

export function townBuildings(size: TownSize): readonly Building[] {
  return assertOneOf("size", size, ["small", "good"] as const) === "small"
    ? SMALL_TOWN_BUILDINGS
    : GOOD_TOWN_BUILDINGS;
}

/** A hotel for the Capture building roll (SGS-Q45: "hotel" in its name). */
export function isHotel(building: Building): boolean {
  return /hotel/i.test(building.key);
}
