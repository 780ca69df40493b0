/**
 * Six Gun Sound (classic)'s ids, shared by its rules core and its Foundry package. Stored in
 * documents and settings: once released, never changed. Guide: `shared/rules/six-gun-sound-classic.md`.
 */

/** Basic rules, or the advanced/optional rule that replaces the basic one (each has its own toggle). */
export const RULE_LAYERS = ["basic", "advanced"] as const;
export type RuleLayer = (typeof RULE_LAYERS)[number];

/** The two card colours a side plays (§3.1). */
export const SIDE_COLOURS = ["red", "black"] as const;
export type SideColour = (typeof SIDE_COLOURS)[number];

/** Campaign locales (§4.4). */
export const LOCALES = ["southwest", "texas", "kansas"] as const;
export type Locale = (typeof LOCALES)[number];

/** PC professions (§4.2, §4.12); the Territorial Marshal or Ranger is one result (2D6 = 11). */
export const PROFESSIONS = [
  "outlaw",
  "marshal",
  "territorialMarshal",
  "gunfighter",
  "cowboy",
  "renegade",
] as const;
export type Profession = (typeof PROFESSIONS)[number];

/** What sets a figure's Constitution modifier (§2.2.2, SGS-Q07); "woman" stacks on top of it. */
export const CON_CATEGORIES = [
  "indian",
  "ranger",
  "marshal",
  "outlaw",
  "gunfighter",
  "cowboy",
  "civilian",
  "deputy",
  "soldier",
  "none",
] as const;
export type ConCategory = (typeof CON_CATEGORIES)[number];

/** The five NPC tables (§4.8, SGS-Q58). */
export const NPC_TABLES = ["civilians", "gang", "posse", "indians", "cowboys"] as const;
export type NpcTable = (typeof NPC_TABLES)[number];

/** The figure one per group/posse/tribe may be (SGS-Q49). */
export const UNIQUE_ROLES = ["marshal", "chief", "trailBoss"] as const;
export type UniqueRole = (typeof UNIQUE_ROLES)[number];

/** The campaign's encounters (§4.9), and the two Indian-PC Capture variants (§4.12). */
export const ENCOUNTERS = [
  "capture",
  "cattleDrive",
  "cattleRustling",
  "gunfight",
  "indians",
  "jailBreak",
  "posse",
  "rangeWar",
  "robbery",
] as const;
export type EncounterKey = (typeof ENCOUNTERS)[number];
export const INDIAN_ENCOUNTERS = [
  "captureAttacker",
  "captureDefender",
  "cattleRustling",
  "indians",
  "posse",
] as const;
export type IndianEncounterKey = (typeof INDIAN_ENCOUNTERS)[number];

/** Every weapon of the basic and advanced tables, plus brawl-only arms (§2.6, §6.4). */
export const WEAPON_KEYS = [
  "bow",
  "knife",
  "pistol",
  "rifle",
  "scattergun",
  "shotgun",
  "trapdoorRifle",
  "tomahawkKnife",
  "lanceBayonet",
  "repeatingCarbine",
  "trapdoorCarbine",
  "saber",
  "fists",
] as const;
export type WeaponKey = (typeof WEAPON_KEYS)[number];

/** A figure's conditions at the table (issue 16 §2; §2.7). */
export const CONDITIONS = [
  "poppedUp",
  "duckedDown",
  "concealed",
  "brawling",
  "runaway",
  "onGround",
  "unconscious",
  "dead",
] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Results of the Coolness check (§3.10). */
export const COOLNESS_RESULTS = ["steady", "flinch", "rush"] as const;
export type CoolnessResult = (typeof COOLNESS_RESULTS)[number];

/** The reaction tests (§3.8): the basic five and the Advanced QRS's own. */
export const REACTION_TESTS = [
  "gotAShot",
  "shotAt",
  "charging",
  "beingCharged",
  "brawling",
  "gotAShotCheck",
  "receivedFire",
  "wantingToCharge",
  "beingChargedCheck",
] as const;
export type ReactionTest = (typeof REACTION_TESTS)[number];

/** Result codes of the reaction tables (§3.8). */
export const REACTION_CODES = [
  "FIRE",
  "DRAW",
  "DUCK_DOWN",
  "CARRY_ON",
  "RUNAWAY",
  "CHARGE",
  "HOLD_FIRE_OR_STAND",
  "STAND_FIRE",
  "STAND_FIRST_PUNCH",
  "FIGHT_ON",
  "BACK_OFF",
  "ROLL_OFF",
  "HALT_FIRE",
  "STAND_FIGHT",
] as const;
export type ReactionCode = (typeof REACTION_CODES)[number];

/** Advanced hit results (§3.12). */
export const HIT_RESULTS = ["miss", "scratch", "badWound"] as const;
export type HitResult = (typeof HIT_RESULTS)[number];

/** Town sizes (§4.6.1) and building sizes (§4.6.3). */
export const TOWN_SIZES = ["small", "good"] as const;
export type TownSize = (typeof TOWN_SIZES)[number];
export const BUILDING_SIZES = ["small", "medium", "large"] as const;
export type BuildingSize = (typeof BUILDING_SIZES)[number];

/** Trail terrain types (§4.7). */
export const TERRAIN_TYPES = ["wideOpen", "undulating", "highCountry"] as const;
export type TerrainType = (typeof TERRAIN_TYPES)[number];

/** Indian nations for the optional Indian PCs (§4.12). */
export const INDIAN_NATIONS = ["plains", "southwest"] as const;
export type IndianNation = (typeof INDIAN_NATIONS)[number];
