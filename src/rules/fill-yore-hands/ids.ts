/**
 * Fill Yore Hands!'s ids, shared by its rules core and its Foundry package. Stored in documents
 * and settings: once released, never changed. Guide: `shared/rules/fill-yore-hands.md`.
 */

/** The twelve types of character generation (§2.3), plus one the GM defines. */
export const CHARACTER_TYPES = [
  "gunfighter",
  "townie",
  "sodbuster",
  "noCount",
  "drunk",
  "cowboy",
  "redMan",
  "sojer",
  "preacher",
  "temperanceWorker",
  "honestWoman",
  "floozy",
  "custom",
] as const;
export type CharacterType = (typeof CHARACTER_TYPES)[number];

export const QUICKNESS = ["none", "quickAsAFox", "greasedLightning"] as const;
export type Quickness = (typeof QUICKNESS)[number];

/** Built like an Ox and Fights like a tiger are one effect under two names (L213). */
export const TOUGHNESS = ["none", "builtLikeAnOx", "fightsLikeATiger"] as const;
export type Toughness = (typeof TOUGHNESS)[number];

/** The four wound levels in rising severity (§2.5). */
export const WOUND_LEVELS = ["pinked", "hit", "gutShot", "kilt"] as const;
export type WoundLevel = (typeof WOUND_LEVELS)[number];
/** A figure's current state: no wound, or the level in force. */
export type WoundState = "none" | WoundLevel;

export const WOUND_SOURCES = ["shot", "brawl"] as const;
export type WoundSource = (typeof WOUND_SOURCES)[number];

/** The weapons of the ammunition table (§2.6.2) and the shotgun of the range table. */
export const WEAPON_KEYS = [
  "sixShooter",
  "repeaterRifle",
  "militaryRifle",
  "militaryCarbine",
  "derringer",
  "shotgun",
] as const;
export type WeaponKey = (typeof WEAPON_KEYS)[number];

/** Rows of the range and hit table (§2.6.1). */
export const RANGE_TABLES = ["pistol", "rifle", "carbine", "shotgun"] as const;
export type RangeTable = (typeof RANGE_TABLES)[number];

export const BANDS = ["close", "short", "medium", "long"] as const;
export type Band = (typeof BANDS)[number];

/** NPC attitudes (§2.7). */
export const ATTITUDES = ["neutral", "innocent", "suspicious"] as const;
export type Attitude = (typeof ATTITUDES)[number];

/** The GM tables for the content the seed lost (§4.1, §6.4); definitions in `tables/`. */
export const GM_TABLE_IDS = [
  "permissibleActions",
  "damageCardTable",
  "additionalWoundsRule",
  "quicknessValues",
  "movementRates",
  "movementDieMap",
  "outaBreath",
  "brawlModifiers",
  "rearAttackModifiers",
  "brawlingRatings",
  "brawlWoundNames",
  "charmLevels",
  "shootingSkills",
  "shotgunAmmo",
  "womenInBrawlsTable",
] as const;
export type GmTableId = (typeof GM_TABLE_IDS)[number];
