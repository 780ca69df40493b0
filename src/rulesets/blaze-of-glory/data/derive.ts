import { RulesError, sequenceDice } from "../../../rules/core";
import type { Figure } from "../../../rules/blaze-of-glory/figure";
import type { AttributeId, WeaponId } from "../../../rules/blaze-of-glory/ids";
import {
  type AmmoBlock,
  type FumbleRule,
  type WeaponData,
  ammoBlocksFire,
  effectiveRange,
  fumbleRule,
  getWeapon,
  mayUseLongE,
} from "../../../rules/blaze-of-glory/weapons";
import {
  type HandlingBlock,
  type RepModifier,
  type WoundEffects,
  shootingRep,
  validateWounds,
  woundEffects,
} from "../../../rules/blaze-of-glory/shooting";
import {
  type MountState,
  type MountStatus,
  type MountType,
  type QualityName,
  type Quality,
  canBeRidden,
  horsemanshipCap,
  horsemanshipRating,
  mountMoveInches,
  mountNormalMove,
  prosperityOf,
  qualityName,
} from "../../../rules/blaze-of-glory/mounts";
import {
  type VehicleCoverRow,
  canMoveFast,
  checkTeam,
  driverRating,
  driverRatingCap,
  hasLeadAnimal,
  leadAnimalQuality,
  vehicleNormalMove,
  vehicleSpec,
} from "../../../rules/blaze-of-glory/vehicles";
import { rollFootMove } from "../../../rules/blaze-of-glory/movement";
import {
  REACTION_SHEET_DATA,
  REACTION_TESTS,
  reactionSheetFor,
} from "../../../rules/blaze-of-glory/reactions";
import type { ReactionSheetId, ReactionTest } from "../../../rules/blaze-of-glory/reactions";
import { attributeSlots } from "../../../rules/blaze-of-glory/attributes";
import { conditionsFor, type ConditionId } from "../conditions/definitions";
import type {
  AttributeSource,
  CharacterSource,
  MountSource,
  VehicleSource,
  WeaponSource,
} from "./source-types";

/**
 * Derived data of every document, computed only by calling the rules core. The data models'
 * `prepareDerivedData` assign these; the gallery and tests call them on plain source data.
 * Nothing here encodes a rule: each value is a rules-core answer to a question about the document.
 */

// ---------------------------------------------------------------------------------------------
// Weapons

export type WeaponFootnote =
  "muzzleLoader" | "longE" | "spread" | "spreadCloseRange" | "thrown" | "meleeOnly";

/**
 * The weapons-table columns and footnotes of one weapon: the rules core's row (E, long E, max range,
 * targets, hands, long arm, ammunition class, firearm, thrown, melee flags, spread, damage tags,
 * source) and what the sheets read from it under their own names.
 */
export interface WeaponColumns extends WeaponData {
  twoHanded: boolean;
  fumbleRule: FumbleRule;
  footnotes: WeaponFootnote[];
}

const COLUMNS_CACHE = new Map<WeaponId, WeaponColumns>();

export function weaponColumns(weapon: WeaponId): WeaponColumns {
  const cached = COLUMNS_CACHE.get(weapon);
  if (cached) return cached;
  const w = getWeapon(weapon);
  const footnotes: WeaponFootnote[] = [];
  if (w.ammo === "muzzleLoader") footnotes.push("muzzleLoader");
  if (w.longE !== null) footnotes.push("longE");
  if (w.spread) footnotes.push("spread", "spreadCloseRange");
  if (w.thrown) footnotes.push("thrown");
  if (w.meleeOnly) footnotes.push("meleeOnly");
  const columns: WeaponColumns = Object.freeze({
    ...w,
    twoHanded: w.hands === 2,
    fumbleRule: fumbleRule(w.id),
    footnotes,
  });
  COLUMNS_CACHE.set(weapon, columns);
  return columns;
}

/** One weapon in one figure's hands. */
export interface WeaponForFigure {
  /** Embedded item id. */
  id: string;
  name: string;
  weapon: WeaponId;
  ammo: WeaponSource["ammo"];
  columns: WeaponColumns;
  /** E × Rep for this figure (0 for melee-only), and halved from a fast mover. */
  effectiveRange: number;
  effectiveRangeHalved: number;
  usesLongE: boolean;
  /** Rep on the Shootin' table after wounds and attributes; null for a melee-only weapon. */
  firingRep: number | null;
  dieBonus: number;
  repModifiers: RepModifier[];
  /** Why it cannot be fired now (arm, ammunition), or null. */
  blockedBy: HandlingBlock | AmmoBlock | null;
  familiar: boolean;
}

// ---------------------------------------------------------------------------------------------
// Characters

export interface CharacterDerived {
  figure: Figure;
  attributes: AttributeId[];
  /** Attributes a figure of this Rep starts a campaign with (Stars pick, Hands draw). */
  attributeSlots: number;
  prosperity: number;
  prosperityFromRep: boolean;
  horsemanship: number;
  horsemanshipCap: number;
  driverRating: number;
  driverRatingCap: number;
  wounds: WoundEffects;
  /** Normal move on foot in inches (leg wounds, Fast and Slow applied). */
  move: number;
  canMove: boolean;
  familiarWeapons: WeaponId[];
  reactionSheet: ReactionSheetId | null;
  reactionTests: ReactionTest[];
  conditions: ConditionId[];
  weapons: WeaponForFigure[];
}

export interface OwnedWeapon {
  id: string;
  name: string;
  system: Pick<WeaponSource, "weapon" | "ammo">;
}

export interface OwnedAttribute {
  system: Pick<AttributeSource, "attribute" | "familiarWeapon">;
}

/** No dice: the foot move rolls one only for a Staggering drunk, which the sheet does not show. */
const NO_DICE = sequenceDice();

export function deriveCharacter(
  system: CharacterSource,
  weapons: readonly OwnedWeapon[],
  attributeItems: readonly OwnedAttribute[],
): CharacterDerived {
  const attributes = [...new Set(attributeItems.map((a) => a.system.attribute))];
  const figure: Figure = {
    profession: system.profession,
    rep: system.rep,
    toughness: system.toughness,
    sand: system.sand,
    veteran: system.veteran,
    star: system.star,
    attributes,
  };
  const familiar = new Set<WeaponId>(system.familiarWeapons);
  for (const a of attributeItems) {
    if (a.system.attribute === "familiarWithWeapon" && a.system.familiarWeapon)
      familiar.add(a.system.familiarWeapon);
  }
  const wounds = validateWounds(system.wounds);
  const effects = woundEffects(wounds);
  const foot = rollFootMove(NO_DICE, {
    rep: system.rep,
    attributes,
    legWounds: Math.min(wounds.leg, 2),
  });
  let reactionSheet: ReactionSheetId | null = null;
  try {
    reactionSheet = reactionSheetFor(system.profession, system.warriorRegion || undefined);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
  }
  const tests = reactionSheet ? REACTION_SHEET_DATA[reactionSheet].tests : {};
  const prosperity = system.prosperity ?? prosperityOf(figure);
  return {
    figure,
    attributes,
    attributeSlots: attributeSlots(system.rep, system.star),
    prosperity,
    prosperityFromRep: system.prosperity === null,
    horsemanship: horsemanshipRating(figure, { lostLeg: system.lostLeg }),
    horsemanshipCap: horsemanshipCap(system.profession),
    driverRating: driverRating(figure, { stagecoachDriver: system.stagecoachDriver }),
    driverRatingCap: driverRatingCap(system.profession, { stagecoachDriver: system.stagecoachDriver }),
    wounds: effects,
    move: foot.maxInches,
    canMove: foot.code === "move" && foot.maxInches > 0,
    familiarWeapons: [...familiar],
    reactionSheet,
    reactionTests: REACTION_TESTS.filter((t) => tests[t] !== undefined),
    conditions: conditionsFor({
      encounter: system.encounter,
      wounds: system.wounds,
      ammo: weapons.map((w) => w.system.ammo),
    }),
    weapons: weapons.map((w) => weaponForFigure(w, figure, wounds, familiar)),
  };
}

function weaponForFigure(
  owned: OwnedWeapon,
  figure: Figure,
  wounds: ReturnType<typeof validateWounds>,
  familiar: ReadonlySet<WeaponId>,
): WeaponForFigure {
  const columns = weaponColumns(owned.system.weapon);
  const w = getWeapon(owned.system.weapon);
  let firingRep: number | null = null;
  let dieBonus = 0;
  let repModifiers: RepModifier[] = [];
  let blockedBy: WeaponForFigure["blockedBy"] = null;
  if (!w.meleeOnly) {
    const r = shootingRep({ rep: figure.rep, attributes: figure.attributes, weapon: w.id, wounds });
    firingRep = r.rep;
    dieBonus = r.dieBonus;
    repModifiers = r.repModifiers;
    blockedBy = r.blockedBy ?? ammoBlocksFire(owned.system.ammo, true, 1);
  }
  return {
    id: owned.id,
    name: owned.name,
    weapon: w.id,
    ammo: owned.system.ammo,
    columns,
    effectiveRange: effectiveRange(w.id, figure),
    effectiveRangeHalved: effectiveRange(w.id, figure, { halved: true }),
    usesLongE: mayUseLongE(w, figure),
    firingRep,
    dieBonus,
    repModifiers,
    blockedBy,
    familiar: familiar.has(w.id),
  };
}

// ---------------------------------------------------------------------------------------------
// Mounts

export interface MountDerived {
  qualityName: QualityName;
  /** Normal move in inches, after what its wounds left it as. */
  move: number;
  /** Furthest a fast move may reach (double the normal move). */
  fastMove: number;
  canBeRidden: boolean;
}

export function deriveMount(system: Pick<MountSource, "mountType" | "quality" | "status">): MountDerived {
  const type: MountType = system.mountType;
  const status: MountStatus = system.status;
  return {
    qualityName: qualityName(system.quality as Quality),
    move: mountNormalMove(type, status),
    fastMove: mountMoveInches(type, 2, status),
    canBeRidden: canBeRidden(status),
  };
}

export type { MountState };

// ---------------------------------------------------------------------------------------------
// Vehicles

export interface VehicleSeat {
  /** Capacity key of the vehicle spec (driver, passengers, inside, roof, shotgun, ...). */
  seat: string;
  count: number;
}

/** A position by the vehicle and the cover it gives (the rules core's row, with its source). */
export type VehicleCover = VehicleCoverRow;

export interface VehicleDerived {
  seats: VehicleSeat[];
  /** Everyone the vehicle carries, driver included. */
  capacity: number;
  hasLeadAnimal: boolean;
  leadQuality: number | null;
  /** The Quality every team test uses (the lead animal's when there is one). */
  testQuality: number;
  teamQualityName: QualityName;
  move: number;
  canMoveFast: boolean;
  cover: readonly VehicleCover[];
  /** A rules-core complaint about the team (wrong animal, size), or null. */
  teamProblem: string | null;
  minTeam: number;
  maxTeam: number;
}

export function deriveVehicle(system: Pick<VehicleSource, "vehicleType" | "team">): VehicleDerived {
  const spec = vehicleSpec(system.vehicleType);
  const seats = Object.entries(spec.capacity).map(([seat, count]) => ({ seat, count }));
  const base = {
    seats,
    capacity: seats.reduce((n, s) => n + s.count, 0),
    cover: spec.cover,
    minTeam: spec.minTeam,
    maxTeam: spec.maxTeam,
    teamQualityName: qualityName(system.team.quality as Quality),
  };
  try {
    const lead = hasLeadAnimal(spec.type, system.team.size);
    const leadQuality = lead
      ? ((system.team.leadQuality as Quality | null) ?? leadAnimalQuality(system.team.quality as Quality))
      : null;
    const team = checkTeam(spec.type, {
      ...system.team,
      quality: system.team.quality as Quality,
      leadQuality,
    });
    return {
      ...base,
      hasLeadAnimal: lead,
      leadQuality,
      testQuality: team.testQuality,
      move: vehicleNormalMove(spec.type, team),
      canMoveFast: canMoveFast(team.animal),
      teamProblem: null,
    };
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    return {
      ...base,
      hasLeadAnimal: false,
      leadQuality: null,
      testQuality: system.team.quality,
      move: 0,
      canMoveFast: false,
      teamProblem: error.message,
    };
  }
}

/** The Driver Rating a figure has on this vehicle (stagecoach drivers may reach 5). */
export function driverRatingOn(
  vehicle: Pick<VehicleSource, "vehicleType">,
  driver: Pick<CharacterSource, "profession" | "rep" | "stagecoachDriver">,
): number {
  return driverRating(driver, {
    stagecoachDriver: driver.stagecoachDriver || vehicle.vehicleType === "stagecoach",
  });
}
