/**
 * Identifiers shared across the Blaze of Glory rules core: professions, weapons, attributes and hit
 * locations. They are data keys (stable, camelCase); display names live in lang/en.json.
 */

export const PROFESSIONS = [
  "bountyHunter",
  "buffaloHunter",
  "cowboy",
  "deputy",
  "gambler",
  "greenhorn",
  "gunfighter",
  "homesteader",
  "marshal",
  "mountainMan",
  "outlaw",
  "prospector",
  "ranger",
  "sheriff",
  "townsfolk",
  "warrior",
] as const;
export type Profession = (typeof PROFESSIONS)[number];

/** Warriors react from the sheet of their region (guide §3.2). */
export const WARRIOR_REGIONS = ["southWestern", "northWestern", "plains"] as const;
export type WarriorRegion = (typeof WARRIOR_REGIONS)[number];

export const WEAPONS = [
  "derringer",
  "pistol",
  "repeatingCarbine",
  "trapdoorCarbine",
  "mlCarbine",
  "trapdoorRifle",
  "mlRifle",
  "buffaloGun",
  "mlBuffaloGun",
  "scattergun",
  "shotgun",
  "smoothboreCarbine",
  "bow",
  "tomahawk",
  "knife",
  "lance",
] as const;
export type WeaponId = (typeof WEAPONS)[number];

export const ATTRIBUTES = [
  "agile",
  "bornLeader",
  "brawler",
  "goodJudgeOfHorseflesh",
  "tyro",
  "twoLeftFeet",
  "lacksABackbone",
  "crackshot",
  "drunkard",
  "touchedInTheHead",
  "familiarWithWeapon",
  "fast",
  "gunShy",
  "knifeFighter",
  "trueGrit",
  "tradesman",
  "runt",
  "sickly",
  "slow",
  "swimmer",
  "crackTeamster",
  "tough",
  "yella",
] as const;
export type AttributeId = (typeof ATTRIBUTES)[number];

export const HIT_LOCATIONS = ["head", "gunArm", "offArm", "chest", "gut", "leg"] as const;
export type HitLocation = (typeof HIT_LOCATIONS)[number];

/** What a Drunkard rolled at the start of an encounter (L3075–3085); several areas read it. */
export const DRUNK_STATES = ["ironclad", "deadDrunk", "touched", "sick", "staggering"] as const;
export type DrunkState = (typeof DRUNK_STATES)[number];

/** The three answers a pass-dice reaction table can give. */
export type PassCount = 0 | 1 | 2;
