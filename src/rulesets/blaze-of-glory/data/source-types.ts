import type { CampaignState } from "../../../rules/blaze-of-glory/campaign/season/state";
import type { AmmoStatus } from "../../../rules/blaze-of-glory/weapons";
import type { AttributeId, Profession, WarriorRegion, WeaponId } from "../../../rules/blaze-of-glory/ids";
import type { MountState, MountStatus, MountType } from "../../../rules/blaze-of-glory/mounts";
import type { DraftAnimal, VehiclePosition, VehicleType } from "../../../rules/blaze-of-glory/vehicles";

/**
 * The stored (`_source`) shape of every system data model, as plain data. The schemas in
 * `./actor` and `./item` produce exactly these; the pure derivations, view models,
 * tests and the gallery read them without Foundry.
 */

export const GUN_ARMS = ["right", "left"] as const;
export type GunArm = (typeof GUN_ARMS)[number];

/** What a figure is doing in the current encounter (cleared after it). */
export const ENCOUNTER_FLAGS = [
  "hidden",
  "duckBack",
  "prone",
  "movingFast",
  "runaway",
  "flinched",
  "outOfTheFight",
  "obviouslyDead",
  "captured",
  "surrendered",
  "mounted",
  /** Left the encounter for good: a COMIN' BACK failure (L1409) or a Star cheating death (L3031). */
  "removedFromPlay",
  /** A mounted Plains warrior hanging on his horse's side instead of ducking back (L8897–8911). */
  "siouxside",
] as const;
export type EncounterFlag = (typeof ENCOUNTER_FLAGS)[number];
export type EncounterState = Record<EncounterFlag, boolean>;

/** A figure doing nothing special: every encounter flag off. */
export const NO_ENCOUNTER: Readonly<EncounterState> = Object.freeze(
  Object.fromEntries(ENCOUNTER_FLAGS.map((flag) => [flag, false])) as EncounterState,
);

export interface WoundsSource {
  head: number;
  gunArm: number;
  offArm: number;
  chest: number;
  gut: number;
  leg: number;
  gutShot: boolean;
}

/** An unhurt figure's wound record. */
export const NO_WOUNDS_SOURCE: Readonly<WoundsSource> = Object.freeze({
  head: 0,
  gunArm: 0,
  offArm: 0,
  chest: 0,
  gut: 0,
  leg: 0,
  gutShot: false,
});

export interface CharacterSource {
  schemaVersion: number;
  /** A player's Star rather than a Hand. */
  star: boolean;
  profession: Profession;
  /** Warriors react from their region's sheet; blank for everyone else. */
  warriorRegion: WarriorRegion | "";
  veteran: boolean;
  rep: number;
  toughness: number;
  sand: number;
  /** Null: the figure's Rep (the book's rule for NPCs). */
  prosperity: number | null;
  /** Lost a leg in an earlier encounter: −2 Horsemanship. */
  lostLeg: boolean;
  /** Drives a stagecoach line's coach: Driver Rating cap 5. */
  stagecoachDriver: boolean;
  gunArm: GunArm;
  familiarWeapons: WeaponId[];
  wounds: WoundsSource;
  encounter: EncounterState;
  notes: string;
}

export const ATTRIBUTE_KINDS = ["attribute", "skill"] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

export interface WeaponSource {
  schemaVersion: number;
  /** Row of the weapons table this item is. */
  weapon: WeaponId;
  ammo: AmmoStatus;
  /** A cap-and-ball revolver: cannot be reloaded during an encounter. */
  capAndBall: boolean;
  notes: string;
}

export interface AttributeSource {
  schemaVersion: number;
  attribute: AttributeId;
  kind: AttributeKind;
  /** For Familiar with weapon: which weapon. */
  familiarWeapon: WeaponId | "";
  notes: string;
}

export interface MountSource {
  schemaVersion: number;
  mountType: MountType;
  quality: number;
  state: MountState;
  status: MountStatus;
  /** UUID of the rider (an Actor). */
  rider: string | null;
  notes: string;
}

export interface PassengerSource {
  uuid: string;
  position: VehiclePosition;
}

export interface VehicleSource {
  schemaVersion: number;
  vehicleType: VehicleType;
  team: { animal: DraftAnimal; size: number; quality: number; leadQuality: number | null };
  driver: string | null;
  passengers: PassengerSource[];
  notes: string;
}

export interface OutfitGroupSource {
  id: string;
  name: string;
  leader: string | null;
}

export interface OutfitMemberSource {
  uuid: string;
  /** Id of the member's group, or blank. */
  group: string;
}

export interface DiaryEntrySource {
  title: string;
  kills: number;
  text: string;
}

export interface OutfitSource {
  schemaVersion: number;
  leader: string | null;
  /** Null: the Outfit Leader's prosperity. */
  prosperity: number | null;
  members: OutfitMemberSource[];
  groups: OutfitGroupSource[];
  diary: { encounters: number; kills: number; entries: DiaryEntrySource[] };
  notes: string;
  /** The campaign game's record; null without a campaign. */
  campaign?: CampaignState | null;
}
