import { RulesError, assertInteger, assertOneOf } from "../../core";
import { type Quality, assertInput, assertQuality } from "../mounts";
import { type VehicleRulesOptions, vehicleOptions } from "./options";
import { frozen } from "../../core/frozen";

export const VEHICLE_TYPES = ["wagon", "stagecoach", "buckboard"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const DRAFT_ANIMALS = ["horse", "mule", "ox"] as const;
export type DraftAnimal = (typeof DRAFT_ANIMALS)[number];

/** Cover codes the shooting code maps onto its own cover rules. */
export const COVER_CODES = ["none", "obscuring", "bulletproof"] as const;
export type CoverCode = (typeof COVER_CODES)[number];

/** Where a figure is relative to a vehicle. */
export const VEHICLE_POSITIONS = ["inBox", "inside", "onTop", "aboard", "behind", "behindWheel"] as const;
export type VehiclePosition = (typeof VEHICLE_POSITIONS)[number];

export interface VehicleCoverRow {
  readonly position: VehiclePosition;
  readonly cover: CoverCode;
  readonly source: string;
}

export interface VehicleSpec {
  readonly type: VehicleType;
  /** Seats by kind; a wagon's 8 passengers are the large prairie schooner's. */
  readonly capacity: Readonly<Record<string, number>>;
  /** A stagecoach always carries someone riding shotgun (L2462). */
  readonly shotgunAlways: boolean;
  readonly animals: readonly DraftAnimal[];
  /** Smallest and largest team accepted. */
  readonly minTeam: number;
  readonly maxTeam: number;
  readonly cover: readonly VehicleCoverRow[];
  readonly source: string;
}

/**
 * The three vehicles (L2456–2471). Wagons take 2–4 horses, oxen or mules "typically" (we accept 1–12);
 * coaches two or more horses, or mules (L2065); a buckboard one horse (we also accept a mule: the
 * move tables treat horses and mules alike).
 */
export const VEHICLES: readonly VehicleSpec[] = frozen<VehicleSpec[]>([
  {
    type: "wagon",
    capacity: { driver: 1, passengers: 8 },
    shotgunAlways: false,
    animals: ["horse", "mule", "ox"],
    minTeam: 1,
    maxTeam: 12,
    cover: [
      { position: "inBox", cover: "obscuring", source: "L2456" },
      { position: "behindWheel", cover: "bulletproof", source: "L2456" },
    ],
    source: "L2456",
  },
  {
    type: "stagecoach",
    capacity: { driver: 1, shotgun: 1, inside: 8, roof: 4 },
    shotgunAlways: true,
    animals: ["horse", "mule"],
    minTeam: 2,
    maxTeam: 12,
    cover: [
      { position: "inside", cover: "obscuring", source: "L2462" },
      { position: "behindWheel", cover: "bulletproof", source: "L2462" },
      { position: "onTop", cover: "none", source: "L2462" },
    ],
    source: "L2462",
  },
  {
    type: "buckboard",
    capacity: { driver: 1, besideDriver: 1, back: 4 },
    shotgunAlways: false,
    animals: ["horse", "mule"],
    minTeam: 1,
    maxTeam: 1,
    cover: [
      { position: "aboard", cover: "none", source: "L2469" },
      { position: "behind", cover: "obscuring", source: "L2469" },
      { position: "behindWheel", cover: "bulletproof", source: "L2469" },
    ],
    source: "L2469",
  },
]);

export function vehicleSpec(type: VehicleType): VehicleSpec {
  const t = assertOneOf("vehicle", type, VEHICLE_TYPES);
  return t === "wagon" ? VEHICLES[0]! : t === "stagecoach" ? VEHICLES[1]! : VEHICLES[2]!;
}

/** Cover a figure gets at a position of a vehicle; positions the vehicle does not have are errors. */
export function vehicleCover(type: VehicleType, position: VehiclePosition): CoverCode {
  const spec = vehicleSpec(type);
  const p = assertOneOf("position", position, VEHICLE_POSITIONS);
  const row = spec.cover.find((r) => r.position === p);
  if (row === undefined) throw new RulesError("position", position, `not a position of a ${spec.type}`);
  return row.cover;
}

export interface VehicleMoveRow {
  readonly vehicle: VehicleType;
  readonly animal: "ox" | "horseOrMule";
  /** Fewest animals for this rate. */
  readonly minAnimals: number;
  readonly inches: number;
  readonly canMoveFast: boolean;
  readonly source: string;
}

/** Normal moves (L2458–2471, L2537–2541; QRS L7030–7033). */
export const VEHICLE_MOVES: readonly VehicleMoveRow[] = frozen([
  { vehicle: "wagon", animal: "ox", minAnimals: 1, inches: 6, canMoveFast: false, source: "L2458" },
  { vehicle: "wagon", animal: "horseOrMule", minAnimals: 2, inches: 6, canMoveFast: true, source: "L2459" },
  { vehicle: "wagon", animal: "horseOrMule", minAnimals: 4, inches: 10, canMoveFast: true, source: "L2460" },
  {
    vehicle: "stagecoach",
    animal: "horseOrMule",
    minAnimals: 2,
    inches: 6,
    canMoveFast: true,
    source: "L2466",
  },
  {
    vehicle: "stagecoach",
    animal: "horseOrMule",
    minAnimals: 4,
    inches: 10,
    canMoveFast: true,
    source: "L2467",
  },
  {
    vehicle: "buckboard",
    animal: "horseOrMule",
    minAnimals: 1,
    inches: 10,
    canMoveFast: true,
    source: "L2471",
  },
]);

/**
 * A team: the draft animal, how many, the common Quality and the lead animal's Quality (null when
 * the team has no lead animal). Animal 0 is the lead animal when there is one.
 */
export interface Team {
  animal: DraftAnimal;
  size: number;
  quality: Quality;
  leadQuality?: Quality | null;
}

export interface CheckedTeam {
  readonly animal: DraftAnimal;
  readonly size: number;
  readonly quality: Quality;
  readonly leadQuality: Quality | null;
  /** The Quality every team test is taken against: the lead animal's (L2477, L2594). */
  readonly testQuality: Quality;
}

/** Checks a team against its vehicle and names the bad field. */
export function checkTeam(vehicle: VehicleType, team: Team, field = "team"): CheckedTeam {
  const { t, animal, size } = checkHitch(vehicleSpec(vehicle), team, field);
  const quality = assertQuality(`${field}.quality`, t.quality);
  const leadQuality = t.leadQuality == null ? null : assertQuality(`${field}.leadQuality`, t.leadQuality);
  return { animal, size, quality, leadQuality, testQuality: leadQuality ?? quality };
}

/** The team's animal and size, checked against what the vehicle takes (shared by the team and move checks). */
function checkHitch(spec: VehicleSpec, team: Pick<Team, "animal" | "size">, field: string) {
  const t = assertInput(field, team);
  const animal = assertOneOf(`${field}.animal`, t.animal, DRAFT_ANIMALS);
  if (!spec.animals.includes(animal))
    throw new RulesError(`${field}.animal`, animal, `cannot draw a ${spec.type}`);
  return { t, animal, size: assertInteger(`${field}.size`, t.size, spec.minTeam, spec.maxTeam) };
}

/** Whether the team may try to move fast: oxen never do (L2458). */
export function canMoveFast(animal: DraftAnimal): boolean {
  return assertOneOf("animal", animal, DRAFT_ANIMALS) !== "ox";
}

/** A vehicle's normal move in inches for its team. */
export function vehicleNormalMove(
  vehicle: VehicleType,
  team: Pick<Team, "animal" | "size">,
  options?: Partial<VehicleRulesOptions>,
): number {
  const opts = vehicleOptions(options);
  const spec = vehicleSpec(vehicle);
  const { animal, size } = checkHitch(spec, team, "team");
  if (animal === "ox") return 6;
  if (spec.type === "buckboard") return 10;
  const counted = size === 3 && opts.threeAnimalTeamMove === "asFour" ? 4 : size;
  return counted >= 4 ? 10 : 6;
}
