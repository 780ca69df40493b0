import { type DiceSource, assertOneOf } from "../../core";
import type { WeaponId } from "../ids";
import {
  type AnimalHitCore,
  type AnimalHitOutcome,
  MOUNT_STATUSES,
  type MountStatus,
  NEXT,
  PACES,
  type Pace,
  type Quality,
  animalHitDice,
  assertInput,
  assertQuality,
  rollAnimalHit,
} from "../mounts";
import { type VehicleRulesOptions, vehicleOptions } from "./options";
import type { VehicleEffects } from "./types";

export interface TeamHitResult extends AnimalHitCore {
  readonly test: "theyShotOneOfTheHorses";
  readonly effects: VehicleEffects;
}

/** The animal's own lasting effects, whatever happens to the vehicle. */
export function animalEffects(status: MountStatus): VehicleEffects {
  assertOneOf("status", status, MOUNT_STATUSES);
  const halfMove = status === "dropped" || status === "crippled";
  return {
    animalStatus: status,
    ...(halfMove ? { animalHalfMove: true } : {}),
    ...(status === "crippled" ? { animalCannotBeHitched: true } : {}),
    ...(halfMove || status === "mortallyWounded" ? { physicallyFitAfterBattle: true } : {}),
  };
}

function teamHitEffects(status: MountStatus, outcome: AnimalHitOutcome, pace: Pace): VehicleEffects {
  const animal = animalEffects(status);
  if (outcome === "grazed") return Object.freeze(animal);
  if (outcome === "mortalWound" || outcome === "dead") {
    // "W" rows: a fast vehicle wrecks (read as LOSING CONTROL pass 0, guide I-16); otherwise it goes
    // 6" more and stops until the animal is cut out.
    return Object.freeze(
      pace === "fast"
        ? { ...animal, wrecked: true, nextTest: NEXT.wreck }
        : { ...animal, stopsAfterInches: 6, immobileUntilCutOut: true },
    );
  }
  return Object.freeze({ ...animal, nextTest: NEXT.losingControl });
}

const CACHE = new Map<string, VehicleEffects>();

/**
 * "THEY SHOT ONE OF THE HORSES!" (L2757–2849; QRS "... OF THE TEAM!"): the same location rows as the
 * mount table. Spooked, a drop or a stumble send the driver to LOSING CONTROL; a mortal wound or death
 * wrecks a fast-moving vehicle and otherwise stops it 6" on until the animal is cut out. The team
 * cannot be shot from directly behind the vehicle (see `teamTargetable`).
 */
export function rollTheyShotOneOfTheHorses(
  source: DiceSource,
  input: { animalQuality: Quality; weapon: WeaponId; rangeInches?: number; vehiclePace: Pace },
  options?: Partial<VehicleRulesOptions>,
): TeamHitResult {
  const opts = vehicleOptions(options);
  const i = assertInput("input", input);
  const quality = assertQuality("input.animalQuality", i.animalQuality);
  const pace = assertOneOf("input.vehiclePace", i.vehiclePace, PACES);
  const diceCount = animalHitDice(i.weapon as WeaponId, i.rangeInches as number | undefined);
  const core = rollAnimalHit(source, quality, diceCount, opts);
  const key = `${core.status}|${core.outcome}|${pace}`;
  let effects = CACHE.get(key);
  if (effects === undefined) {
    effects = teamHitEffects(core.status, core.outcome, pace);
    CACHE.set(key, effects);
  }
  return { test: "theyShotOneOfTheHorses", ...core, effects };
}
