import type {
  Attitude,
  CharacterType,
  Quickness,
  RangeTable,
  Toughness,
  WeaponKey,
  WoundLevel,
  WoundSource,
} from "../../../rules/fill-yore-hands/ids";

/**
 * The stored shape of Fill Yore Hands!'s documents (guide §6.1–§6.3), as plain data: what the
 * data models define, the sheets' view models read and the pack tests check.
 */

/** Whether a figure drinks: as its type says (Drunks do), or the GM's yes or no. */
export const DRUNK_CHOICES = ["byType", "yes", "no"] as const;
export type DrunkChoice = (typeof DRUNK_CHOICES)[number];

/** Where a weapon's reserve rounds are carried (guide §2.6.2). */
export const RESERVE_CONTAINERS = ["none", "gunBelt", "cartridgePouchOrBandolier"] as const;
export type ReserveContainer = (typeof RESERVE_CONTAINERS)[number];

export interface WoundEntry {
  level: WoundLevel;
  source: WoundSource;
  /** The damage card drawn (its key), or null when entered by hand or a Little cut. */
  card: string | null;
  /** Shrugged off (Built like an Ox / Fights like a tiger, or a Drunk's first wound). */
  ignored: boolean;
}

export interface FigureSource {
  schemaVersion: number;
  characterType: CharacterType;
  isNPC: boolean;
  /** The GM's flag; Honest Women and Floozies count as women by type (FYH-Q23). */
  isWoman: boolean;
  quickness: Quickness;
  toughness: Toughness;
  toughnessUsed: boolean;
  isDrunk: DrunkChoice;
  drunkShrugUsed: boolean;
  chargenCard: string | null;
  wounds: WoundEntry[];
  brawlingRating: string | null;
  charmLevel: string | null;
  shootingSkill: string | null;
  mounted: boolean;
  prone: boolean;
  inLightCover: boolean;
  inWindowOrDoor: boolean;
  elevation: number;
  ranLastActivation: boolean;
  runStreak: number;
  outaBreath: boolean;
  stoodStillLastActivation: boolean;
  surpriseBonus: number;
  attitude: Attitude;
  charmedBy: string | null;
  woundedEver: boolean;
  script: string;
  notes: string;
}

export interface GroupSource {
  schemaVersion: number;
  members: string[];
  /** Activation cards this group puts in the deck; null: the world's setting (FYH-Q02). */
  cardsPerGroup: number | null;
  ownerNote: string;
  notes: string;
}

export interface WeaponSource {
  schemaVersion: number;
  key: WeaponKey;
  rangeTable: RangeTable;
  capacity: number;
  loaded: number;
  reserve: number;
  reserveContainer: ReserveContainer;
  readied: boolean;
  notes: string;
}

/** Storage limits the text leaves open. */
export const LIMITS = {
  capacity: { min: 0, max: 99 },
  reserve: { min: 0, max: 999 },
  elevation: { min: -99, max: 99 },
  runStreak: { min: 0, max: 999 },
  surpriseBonus: { min: 0, max: 6 },
  cardsPerGroup: { min: 1, max: 13 },
} as const;
