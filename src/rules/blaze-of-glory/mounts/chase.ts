import { type DiceSource, assertDice, rollD6 } from "../../core";
import { qualityTableRoll, tableResult } from "./engine";
import { assertRating } from "./horsemanship";
import { type MountRulesOptions, mountOptions } from "./options";
import {
  type MountEffects,
  type Quality,
  type TableTestResult,
  assertFlag,
  assertInput,
  assertQuality,
} from "./types";
import { RulesError } from "../../core";
import { frozen } from "../../core/frozen";

export const CHASE_OUTCOMES = ["keepsPace", "slipsBack"] as const;
export type ChaseOutcome = (typeof CHASE_OUTCOMES)[number];
export type MountedChaseResult = TableTestResult<"chase", ChaseOutcome, MountEffects>;

export interface MountedChaseInput {
  /** The mount's Quality, or the team leader's for a vehicle. */
  quality: Quality;
  /** The rider's Horsemanship, or the driver's Driver Rating for a vehicle. */
  rating: number;
  /** A vehicle in the chase: pass 1 goes to the Drivers test instead (L3463). */
  vehicle?: boolean;
  /** Riding double: −1 Quality (L3425). */
  ridingDouble?: boolean;
  /** Rough terrain or high country: −1 Quality (L3426). */
  roughTerrain?: boolean;
  /** South Western Indian Runners ignore the rough-terrain penalty (L3427). */
  southWesternIndianRunner?: boolean;
}

const KEEPS_PACE: MountEffects = frozen({ slipBands: 0 });
const SLIPS_BACK: MountEffects = frozen({ slipBands: 1 });

/** One roll per party per turn on the CHASE table (L3418). */
export function rollChasePartyDice(source: DiceSource): number[] {
  return rollD6(source, 2);
}

/**
 * The mounted rows of the posse CHASE table (L3422–3441) for one rider or vehicle, read from the
 * party's shared dice: pass 2 keeps full speed in the band, pass 1 goes to the rider's own
 * Horsemanship test (Drivers test for a vehicle), pass 0 slips back one band. Foot runners have rows
 * of their own and belong to the encounter code.
 */
export function resolveMountedChase(
  partyDice: readonly number[],
  source: DiceSource,
  input: MountedChaseInput,
  options?: Partial<MountRulesOptions>,
): MountedChaseResult {
  const opts = mountOptions(options);
  const dice = assertDice("partyDice", partyDice);
  if (dice.length !== 2) throw new RulesError("partyDice", partyDice, "must be the party's two dice");
  const i = assertInput("input", input);
  const quality = assertQuality("input.quality", i.quality);
  const rating = assertRating("input.rating", i.rating);
  const vehicle = assertFlag("input.vehicle", i.vehicle);
  const double = assertFlag("input.ridingDouble", i.ridingDouble);
  const rough = assertFlag("input.roughTerrain", i.roughTerrain);
  const exempt = assertFlag("input.southWesternIndianRunner", i.southWesternIndianRunner);
  const target = quality - (double ? 1 : 0) - (rough && !exempt ? 1 : 0);
  const compared = opts.followUpComparesWith === "tested" ? target : quality;
  const roll = qualityTableRoll(
    source,
    dice,
    target,
    vehicle ? "driversTest" : "horsemanship",
    rating,
    compared,
  );
  return roll.countedPasses === 2
    ? tableResult("chase", target, roll, "keepsPace", KEEPS_PACE)
    : tableResult("chase", target, roll, "slipsBack", SLIPS_BACK);
}
