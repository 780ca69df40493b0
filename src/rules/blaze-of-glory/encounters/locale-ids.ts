/**
 * The campaign's 22 locales by id (L4158–4182) and the range of settlement levels (L4140–4156):
 * plain data of their own, so what reads only the ids (the campaign record's checks, the travel
 * map's table) does not bring the locale tables with it.
 */

export const LOCALE_IDS = [
  "arizona",
  "california",
  "canada",
  "colorado",
  "dakota",
  "eastTexas",
  "idaho",
  "indianTerritory",
  "kansas",
  "missouri",
  "montana",
  "nebraska",
  "nevada",
  "newMexico",
  "oldMexico",
  "oregon",
  "theNorth",
  "theSouth",
  "utah",
  "washington",
  "westTexas",
  "wyoming",
] as const;
export type LocaleId = (typeof LOCALE_IDS)[number];

export const SETTLEMENT_LEVEL_RANGE = { min: 1, max: 6 } as const;
